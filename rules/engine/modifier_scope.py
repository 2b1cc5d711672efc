"""How far an attack or defense modifier in play reaches: the attack it answers and the cards
it names.

"+3 to defense against any attack from a Battlesite" holds only against an attack made with
a special retrieved from beneath a battlesite (OR.activator, OR.discard-piles), and there it
takes the place of the same card's general bonus of the same cards ("+1 to defense, +3 ...").
"+3 to defense against any attack made with a Power card with the same Power Type as any
Power cards on X's Permanent Record" (``defense_against_cards``) compares the attack's power
cards with the power-card hits of X's permanent record.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.hit_filters import hit_matcher
from rules.engine.who_names import names_character

#: The rule a defense bonus against an attack's cards cites (the bonus is an effect in play).
AGAINST_CARDS_RULES = ("MR.19", "OR.hits")


def from_battlesite(attack: Any) -> bool:
    """Whether ``attack`` is made from a battlesite: an activator's special retrieved from
    beneath the player's battlesite."""
    if attack is None:
        return False
    return attack.kind == "activator" or any(c.source == "battlesite" for c in attack.cards)


def scope_holds(clause: dict[str, Any], attack: Any) -> bool:
    """Whether a modifier narrowed to the attacks of a source holds against ``attack``."""
    source = clause.get("attacks_from")
    if not source:
        return True
    return source == "battlesite" and from_battlesite(attack)


def _same_cards(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return set(tuple_of(a.get("card_kinds"))) == set(tuple_of(b.get("card_kinds"))) and set(
        tuple_of(a.get("icons"))
    ) == set(tuple_of(b.get("icons")))


def superseded(clause: dict[str, Any], clauses: Iterable[dict[str, Any]], attack: Any) -> bool:
    """A general bonus of a card whose narrower bonus of the same cards holds for ``attack``:
    the narrower one says what the card gives there."""
    if clause.get("attacks_from"):
        return False
    return any(
        c is not clause
        and c.get("kind") == clause.get("kind")
        and c.get("attacks_from")
        and scope_holds(c, attack)
        and _same_cards(c, clause)
        for c in clauses
    )


def _attack_types(attack: Any, kinds: tuple[str, ...]) -> set[str]:
    """The power types of the attack's cards of ``kinds`` (power cards: their icon played)."""
    out: set[str] = set()
    for card in attack.cards:
        if kinds and card.kind not in kinds:
            continue
        icons = (card.as_icon,) if card.as_icon else tuple(card.defn.icons)
        out |= {i for i in icons if i}
    return out


def _record_types(defender: Any, record_kinds: tuple[str, ...]) -> set[str]:
    """The power types of the hits of ``defender``'s permanent record made with those cards."""
    out: set[str] = set()
    for hit in defender.hits:
        if hit.record != "permanent" or (record_kinds and hit.source not in record_kinds):
            continue
        out |= set(hit.types()) or ({hit.icon} if hit.icon else set())
    return out


def against_cards_bonus(effects: Iterable[Any], defender: Any, attack: Any) -> tuple[int, list]:
    """The defense bonus of ``defense_against_cards`` effects in play for ``defender`` against
    ``attack``, and the cards that give it."""
    total, names = 0, []
    if defender is None or attack is None:
        return 0, []
    for e in effects:
        for c in e.clauses:
            if c.get("kind") != "defense_against_cards":
                continue
            holder = c.get("same_type_as")
            if not names_character(c.get("who"), defender, e) or (
                holder and not names_character(holder, defender, e)
            ):
                continue
            made = _attack_types(attack, tuple_of(c.get("made_with")))
            wanted = set(tuple_of(c.get("icons")))
            if holder:
                wanted |= _record_types(defender, tuple_of(c.get("record_kinds")))
            if made & wanted:
                total += int(c.get("amount") or 0)
                names.append(e.card.name)
    return total, names


def recorded_hit(char: Any, hit: dict[str, Any]) -> bool:
    """Whether ``char``'s Permanent Record holds a Hit the typed filter ``hit`` names."""
    passes = hit_matcher({"filter": True, "hit_filter": hit})
    return passes is not None and any(h.record == "permanent" and passes(h) for h in char.hits)


#: "vs. any Character with a Hero code": the code the attacked character must carry.
_CODE_AIMS = {"heroes": "hero", "villains": "villain"}


def aims_at(clause: dict[str, Any], effect: Any, board: Any, target: str | None) -> bool:
    """Whether an attack modifier narrowed to some attacked characters ("-2 to all attacks
    against Curse", "vs. Characters with Energy Power Grid 7 or 8", "vs. any Character with a
    Hero code", "All attacks against chosen character") holds for an attack on ``target``."""
    aim = clause.get("against")
    if not aim or aim == "target":
        return True  # the effect's own target: read by ``modifier_total``
    if aim in ("target_battlesite", "opponent_battlesite"):
        return target == "battlesite"
    if aim == "chosen":
        return effect.target is not None and effect.target == target
    char = board.character(target) if target not in (None, "battlesite") else None
    hit = clause.get("against_hit")
    if isinstance(hit, dict):
        # "vs. any Character with an Energy Power card Hit in their Permanent Record" (typed)
        if char is None or not recorded_hit(char, hit):
            return False
        if aim in ("any_character", "all_characters"):
            return True
    grid = clause.get("against_grid")
    if isinstance(grid, dict) and not grid.get("opponent") and len(grid.get("icons") or ()) == 1:
        # "+1 to all attacks vs. Characters with Energy Power Grid 7 or 8" (typed)
        values = [int(v) for v in grid.get("values") or ()]
        rating = char.grid.get(grid["icons"][0]) if char is not None and values else None
        return rating is not None and min(values) <= rating <= max(values)
    if aim in _CODE_AIMS:
        return char is not None and (char.code or "").lower() == _CODE_AIMS[aim]
    return char is not None and names_character(aim, char, effect)


def from_aimed(clause: dict[str, Any], effect: Any, attack: Any) -> bool:
    """ "+2 to defense from attacks made by target character": a defense bonus that holds only
    against the attacks of the character the effect was played on."""
    if clause.get("kind") != "defense_modifier" or not clause.get("from_attacks"):
        return True
    if clause.get("against") != "target":
        return True
    return attack is not None and effect.target is not None and attack.by == effect.target
