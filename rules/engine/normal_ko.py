""" "Target Character may be KO'd using normal KO rules, regardless of Inherent Abilities or
other Special cards" (``normal_ko_rules``, MR.1, MR.19): while the effect lasts, the KO check of
the character it names counts the usual thresholds (OR.ko.cumulative, OR.ko.spectrum) and what
events and other cards in play say, but nothing its inherent ability or any special says about
how it is KO'd, nor anything of theirs that keeps it in the fight."""

from __future__ import annotations

from rules.engine.state import Character, Effect
from rules.engine.who_names import names_character

NORMAL_KO = "normal_ko_rules"
#: The card kinds whose KO clauses such an effect sets aside.
SET_ASIDE = frozenset({"special", "inherent"})


def normal_rules_on(char: Character, effects: list[Effect]) -> Effect | None:
    """The effect in play that puts ``char`` under the normal KO rules, if any."""
    for e in effects:
        for c in e.clauses:
            if c.get("kind") == NORMAL_KO and names_character(c.get("who") or "target", char, e):
                return e
    return None


def ordinary_effects(effects: list[Effect], normal: Effect) -> list[Effect]:
    """The effects a KO check under the normal rules still reads: no inherent ability's and
    no special's (the one that sets the rules aside says nothing of KOs)."""
    return [e for e in effects if e is not normal and e.card.kind not in SET_ASIDE]
