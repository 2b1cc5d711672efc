"""Universe bonuses changed by a character's inherent ability (OR.inherent, OR.universe-basic,
MR.3): "Basic Universe card bonuses are an additional +2" (``bonus_modifier``) and
"<Character>'s Basic Universe cards count toward Damage and Venture Total"
(``counts_toward``: the bonus leaves a hit, as universe cards' hits that count do).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse, Character
from rules.engine.who_names import EVERYONE


def _mine(clause: dict[str, Any], by: Character) -> bool:
    """The ability concerns the character itself (unnamed, ``self`` or its own name)."""
    who = clause.get("who")
    return who in (None, "self") or str(who).lower() in by.name.lower()


def _covers(clause: dict[str, Any], uni: CardUse) -> bool:
    kinds = set(tuple_of(clause.get("card_kinds"))) - {"universe"}
    return uni.kind == "universe" and (not kinds or uni.subtype in kinds)


def inherent_bonus(uni: CardUse, by: Character) -> int:
    """What the character's inherent ability adds to this universe card's bonus."""
    return sum(
        int(c["amount"])
        for c in by.inherent_clauses
        if c.get("kind") == "bonus_modifier"
        and isinstance(c.get("amount"), int)
        and not c.get("to_venture")
        and _mine(c, by)
        and _covers(c, uni)
    )


def sets_teamwork_bonus(clause: dict[str, Any]) -> bool:
    """ "All of Opponent's Universe: Teamwork Card Bonuses are +0": a teamwork bonus set to a
    value by an effect in play."""
    return (
        clause.get("kind") == "bonus_modifier"
        and isinstance(clause.get("set_to"), int)
        and "teamwork" in tuple_of(clause.get("card_kinds"))
    )


def adds_teamwork_bonus(clause: dict[str, Any]) -> bool:
    """ "<Team>'s Universe: Teamwork card bonuses are an additional +1": an amount added to a
    side's teamwork bonuses by an effect in play (a home base's team rule)."""
    return (
        clause.get("kind") == "bonus_modifier"
        and isinstance(clause.get("amount"), int)
        and not clause.get("to_venture")
        and "teamwork" in tuple_of(clause.get("card_kinds"))
    )


def _of_side(effect: Any, clause: dict[str, Any], player: str) -> bool:
    who = clause.get("who") or "team"
    if who in ("opponent", "opponent_team"):
        return effect.player != player
    return effect.player == player


def teamwork_bonus_added(
    effects: Iterable[Any], player: str, by: str | None, icon: str | None
) -> list[Any]:
    """(amount, effect) of each effect in play adding to the teamwork follow-up bonuses of
    ``player``'s character ``by`` (for a power type, if it names some); an unnamed or ``self``
    subject is the effect's own character only."""
    return [
        (int(c["amount"]), e)
        for e in effects
        for c in e.clauses
        if adds_teamwork_bonus(c)
        and _of_side(e, c, player)
        and (c.get("who") not in (None, "self") or e.by == by)
        and (not tuple_of(c.get("icons")) or icon in tuple_of(c.get("icons")))
    ]


def teamwork_bonus_set(effects: Iterable[Any], player: str, icon: str | None) -> tuple[int, Any]:
    """(the value, the effect) an effect in play sets the teamwork bonuses of ``player``'s
    follow-ups to (for a power type, if it names some), or (-1, None)."""
    for e in effects:
        for c in e.clauses:
            if not sets_teamwork_bonus(c):
                continue
            icons = tuple_of(c.get("icons"))
            if _of_side(e, c, player) and (not icons or icon in icons):
                return int(c["set_to"]), e
    return -1, None


def bonus_multiplier(clauses: Iterable[dict[str, Any]], subtype: str, icon: str | None) -> int:
    """How many times the bonus of a universe card of ``subtype`` (for a power card of
    ``icon``) counts under ``clauses``: a card played with it ("Universe card bonus is
    doubled"), or effects in play ("all Fighting bonuses from Teamwork cards are doubled")."""
    times = 1
    for c in clauses:
        if c.get("kind") != "bonus_modifier" or not isinstance(c.get("multiplier"), int):
            continue
        kinds = set(tuple_of(c.get("card_kinds"))) - {"universe"}
        icons = tuple_of(c.get("icons"))
        if (not kinds or subtype in kinds) and (not icons or icon in icons):
            times *= int(c["multiplier"])
    return times


def grants_basic_universe(clause: dict[str, Any]) -> bool:
    """A character's own permission to place and play basic universe cards (of types)."""
    kinds = set(tuple_of(clause.get("card_kinds")))
    return (
        clause.get("kind") == "permission"
        and clause.get("action") in ("play", "place_and_play")
        and clause.get("who") in (None, "self")
        and "universe" in kinds
        and kinds <= {"universe", "basic"}
    )


def permitted_universe(uni: CardUse, by: Character) -> bool:
    """The character's inherent ability lets it place and play universe cards of this kind
    and type whatever their requirement ("May Place and play any Fighting Basic Universe
    card")."""
    for c in by.inherent_clauses:
        icons = tuple_of(c.get("icons"))
        if (
            grants_basic_universe(c)
            and uni.kind == "universe"
            and uni.subtype == "basic"
            and (not icons or bool(set(icons) & set(uni.defn.icons)))
        ):
            return True
    return False


def counts_toward_damage(uni: CardUse, by: Character) -> bool:
    """The character's inherent ability makes this universe card's bonus count as a hit."""
    return any(
        c.get("kind") == "counts_toward"
        and "damage" in tuple_of(c.get("toward"))
        and not c.get("used_to_attack")
        and _mine(c, by)
        and _covers(c, uni)
        for c in by.inherent_clauses
    )


#: The subjects of a team's "Basic Universe cards used to attack count toward Damage".
_TEAM_WORDS = ("team", "self_or_teammate")


def counts_for_team(clause: dict[str, Any], uni: CardUse | None) -> bool:
    """An effect in play of the team (an aspect, a home base) makes its universe cards used to
    attack count toward damage (MR.3, MR.1); ``uni``: the card played, when known."""
    return (
        clause.get("kind") == "counts_toward"
        and "damage" in tuple_of(clause.get("toward"))
        and clause.get("who") in _TEAM_WORDS
        and (uni is None or _covers(clause, uni))
    )


def adds_universe_bonus(clause: dict[str, Any]) -> bool:
    """ "All Universe card bonuses receive an additional +1 this battle", "Teammates Training
    card bonus' are an additional +1": an amount added to basic and training universe cards'
    bonuses by an effect in play or a teammate's inherent ability."""
    kinds = set(tuple_of(clause.get("card_kinds")))
    return (
        clause.get("kind") == "bonus_modifier"
        and isinstance(clause.get("amount"), int)
        and not clause.get("to_venture")
        and not clause.get("multiplier")
        and bool(kinds)
        and kinds <= {"universe", "basic", "training"}
    )


def _concerns(effect: Any, clause: dict[str, Any], player: str, by: str | None) -> bool:
    who = clause.get("who") or "team"
    if who in EVERYONE:
        return True
    if who in (None, "self"):
        return effect.player == player and effect.by == by
    if who == "teammate":
        return effect.player == player and effect.by != by
    return _of_side(effect, clause, player)


def universe_bonus_added(
    effects: Iterable[Any], player: str, by: str | None, uni: CardUse
) -> list[Any]:
    """(amount, effect) of each effect in play adding to ``player``'s character ``by``'s
    bonus of the universe card ``uni`` (OR.events, OR.inherent, MR.19); a character's own
    inherent ability is ``inherent_bonus``'s."""
    return [
        (int(c["amount"]), e)
        for e in effects
        for c in e.clauses
        if adds_universe_bonus(c)
        and _covers(c, uni)
        and not (e.card.kind == "inherent" and c.get("who") in (None, "self"))
        and _concerns(e, c, player, by)
    ]
