"""KO effects of cards in play (MR.1: a card does what it says).

* "Target Character is KO'd by next level 2 Energy Power card Hit, regardless of Inherent
  Abilities and other Special cards": an effect in play on the target that KOs it when a hit
  of a Power card of that level and power type lands on it; nothing keeps it in the fight.
* "When KO'd, Phoenix may continue to fight and is not discarded until end of battle": a KO'd
  character named by such an effect in play stays in the fight until the battle ends
  (OR.ko.effects applied at the end of the battle instead).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from rules.engine.state import Character, Effect, Hit
from rules.engine.who_codes import code_fits
from rules.engine.who_names import names_character

#: Conditions under which a "may continue to fight" holds: the character's own KO.
KO_CONDITIONS = frozenset({"self_ko", "ko_this_battle"})
#: Clause kinds applied when the character a KO condition names is KO'd: it fights on, and
#: venture modifiers count toward the venture total (``battle_venture``).
AT_KO = frozenset({"continue_fighting", "venture_modifier"})
#: The KO kind of a character KO'd by a card's text (not by its hits' points or types).
CARD_KO = "card"


def waits_for_hit(clause: dict[str, Any]) -> bool:
    """A ``knock_out`` that waits for the next hit of a named Power card."""
    return clause.get("kind") == "knock_out" and (
        clause.get("next_hit_level") is not None or bool(clause.get("next_hit_icons"))
    )


def hit_matches(clause: dict[str, Any], hit: Hit) -> bool:
    """Is ``hit`` the hit a ``knock_out`` waits for (a Power card's, of its level and type)?"""
    if hit.source not in (clause.get("next_hit_kinds") or ("power",)):
        return False
    level = clause.get("next_hit_level")
    if level is not None and hit.value != level:
        return False
    icons = set(clause.get("next_hit_icons") or ())
    return not icons or hit.icon in icons or bool(icons & set(hit.icons))


def knocked_out_by(char: Character, hits: Iterable[Hit], effects: list[Effect]) -> Effect | None:
    """The effect in play on ``char`` that the hits just landed make KO it, if any."""
    hits = list(hits)
    for e in effects:
        if e.target != char.id:
            continue
        if any(waits_for_hit(c) and any(hit_matches(c, h) for h in hits) for c in e.clauses):
            return e
    return None


def _continue_clauses(clauses: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for c in clauses:
        if c.get("kind") == "continue_fighting":
            yield c
        elif c.get("kind") == "condition" and c.get("when") in KO_CONDITIONS:
            yield from (x for x in c.get("then") or () if x.get("kind") == "continue_fighting")


def holds_at_ko(clause: dict[str, Any]) -> bool:
    """A condition on a character's KO whose clauses the engine applies at that KO."""
    return (
        clause.get("kind") == "condition"
        and clause.get("when") in KO_CONDITIONS
        and bool(clause.get("then"))
        and all(c.get("kind") in AT_KO for c in clause.get("then") or ())
    )


#: "All characters KO'd this battle": every character of both sides, asked at its KO.
_EVERY_KOD = "characters_kod_this_battle"


def _names_kod(who: Any, char: Character, effect: Effect) -> bool:
    return who == _EVERY_KOD or names_character(who, char, effect)


def continues_fighting(char: Character, effects: list[Effect]) -> Effect | None:
    """The effect in play that lets ``char``, once KO'd, fight on until the battle ends."""
    for e in effects:
        if any(
            # "All heroes KO'd this battle ...": a villain's KO stands (OR.code-rule)
            _names_kod(c.get("who"), char, e) and code_fits(c.get("who_code"), char) is True
            for c in _continue_clauses(e.clauses)
        ):
            return e
    return None
