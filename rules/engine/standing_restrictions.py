"""A restriction in play on how a side's attacks may be defended ("For remainder of game, The
Danger Room team's attacks made with Power cards may not be defended by Opponent's team's
Special cards already in play", an inherent "Attacks made with Power cards may not be defended
using Activator cards"): each later attack it names carries it as the attack's own restriction
(MR.5.restricted-defense, MR.19), so the defense check bars those cards, and only those (cards
already in play when the restriction says so, MR.10).

Which attacks: the team's (a team named, the card's own or the opponent's) or the character's
own (an inherent ability, or an effect on a character), made with the kind of card named.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.clauses import tuple_of

#: What the restriction names: an attack itself (applied by the attack's card), not standing.
OWN_ATTACK = (None, "this_attack", "both", "follow_ups")
#: Whose cards may not answer: the defending side's (the only side that defends).
DEFENDERS = (None, "opponent_team", "opponent")

#: Owners of the attacks that name the opposing side.
_OPPONENTS = frozenset({"opponent", "opponent_team"})
_KINDS = {"power": "power", "special": "special", "universe": "universe", "tactic": "tactic"}


def _attacks_of_one_kind(attacks: Any) -> tuple[str, str] | None:
    """(whose attacks: ``team``, ``opponent_team`` or ``own``; the card kind) of a typed
    ``attack_set`` naming attacks made with cards of one kind and nothing narrower, else None."""
    if not isinstance(attacks, dict):
        return None
    kinds = list(attacks.get("card_kinds") or ())
    if len(kinds) != 1 or kinds[0] not in _KINDS:
        return None
    if attacks.get("icons") or attacks.get("level") or attacks.get("every"):
        return None
    owner = str(attacks.get("owner") or "")
    whose = "own" if not owner else ("opponent_team" if owner in _OPPONENTS else "team")
    return whose, _KINDS[kinds[0]]


def standing_form(clause: dict[str, Any]) -> tuple[str, str] | None:
    """(whose attacks, the card kind) of a standing restriction this module reads (its typed
    ``attack_set``: made with cards of one kind), else None."""
    attacks = clause.get("attack_set")
    if clause.get("defenders_of") not in DEFENDERS:
        return None
    if not isinstance(attacks, dict) or not attacks.get("made_with"):
        return None
    return _attacks_of_one_kind(attacks)


def immunity_form(clause: dict[str, Any]) -> tuple[str, str] | None:
    """(whose attacks, the card kind) of "<Team>'s Power card attacks are not affected by
    Special cards already in play" (an ``immunity`` whose subject is a side's attacks made with
    one kind of card, typed ``attack_set``), else None."""
    if clause.get("kind") != "immunity" or not clause.get("in_play"):
        return None
    attacks = clause.get("attack_set")
    if not isinstance(attacks, dict) or not attacks.get("owner"):
        return None  # a side's attacks: never the card's own character's
    return _attacks_of_one_kind(attacks)


def _covers(whose: str, kind: str, effect: Any, action: Any) -> bool:
    if whose == "team" and effect.player != action.player:
        return False
    if whose == "opponent_team" and effect.player == action.player:
        return False
    return kind in action.card_kinds


def immune_to(effects: Iterable[Any], action: Any, source: Any) -> Any:
    """The effect in play that keeps ``source`` (an effect already in play) from affecting
    ``action``: "<Team>'s Power card attacks are not affected by Special cards already in
    play" (MR.10, MR.19), or None."""
    for e in effects:
        for c in e.clauses:
            form = immunity_form(c)
            if form is None or not _covers(*form, e, action):
                continue
            if source.card.kind in (tuple_of(c.get("card_kinds")) or ("special",)):
                return e
    return None


def restriction_read(clause: dict[str, Any]) -> bool:
    """The engine applies this defense restriction: an attack's own (its card applies it), or
    a standing one this module reads."""
    if clause.get("applies_to") in OWN_ATTACK:
        return clause.get("defenders_of") in DEFENDERS
    return standing_form(clause) is not None or immunity_form(clause) is not None


def standing_restrictions(effects: Iterable[Any], action: Any) -> list[dict[str, Any]]:
    """The restrictions in play that ``action`` (an attack) carries."""
    out: list[dict[str, Any]] = []
    for e in effects:
        for c in e.clauses:
            form = standing_form(c) if c.get("kind") == "defense_restriction" else None
            immune = immunity_form(c)
            if immune is not None and _covers(*immune, e, action):
                # cards already in play may not answer it (MR.10)
                forbids = list(tuple_of(c.get("card_kinds"))) or ["special"]
                out.append(
                    {
                        "kind": "defense_restriction",
                        "forbids": forbids,
                        "in_play": True,
                        "source": e.card.name,
                    }
                )
            if form is None:
                continue
            whose, kind = form
            if whose == "team" and e.player != action.player:
                continue
            if whose == "opponent_team" and e.player == action.player:
                continue
            if whose == "own" and (e.player != action.player or action.by != (e.target or e.by)):
                continue
            if kind not in action.card_kinds:
                continue
            out.append(
                {
                    "kind": "defense_restriction",
                    # the restriction's typed card filters, as the card prints them
                    "forbids": c.get("forbids") or [],
                    "only": c.get("only") or [],
                    **({"in_play": True} if c.get("in_play") else {}),
                    "source": e.card.name,
                }
            )
    return out
