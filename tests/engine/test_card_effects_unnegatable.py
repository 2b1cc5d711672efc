"""A special that says it may not be negated ("This Special may not be negated", a
``may_not_be_negated`` discipline): a negate answering its play is refused, in the resolver
and so in the defense check (MR.10, MR.1); a special that does not say so is negated as
usual. Real texts of the ten sets, found by their wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
SHIELDED = texts(r"This Special may not be negated", "special", full=True)
NEGATE = texts(r"^Negates the effect of any 1 Special card played by opponent\.$", full=True)
PLAIN = texts(r"^Acts as a level 7 \w+ attack\.$", "special", full=True)[:1]


def _answer(played: str) -> list[dict]:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    mine = {"special": {"character": "Ace", "name": "Devour", "text": played}}
    negate = {"special": {"character": "Bolt", "name": "Cancel", "text": NEGATE[0]}}
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [mine]},
        {"type": "defend", "player": "B", "by": "b1", "cards": [negate]},
    ]
    state = {"players": players, "turn": "A"}
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]


def test_the_ten_sets_print_the_wordings():
    assert SHIELDED and NEGATE and PLAIN


@pytest.mark.parametrize("text", SHIELDED)
def test_the_discipline_is_applied_in_the_resolver_and_the_defense_check(text):
    clauses = parse_effect(text).to_json()["clauses"]
    (own,) = [c for c in clauses if c.get("action") == "may_not_be_negated"]
    assert reach.is_applied(own, "resolve") and reach.is_applied(own, "defense")


@pytest.mark.parametrize("text", SHIELDED)
def test_a_negate_answering_the_special_is_refused(text):
    step = _answer(text)[1]
    assert step["result"] == "illegal" and step["rules"] == ["MR.10", "MR.1"]
    assert "Ace - Devour says it may not be negated" in step["text"]


def test_a_special_that_does_not_say_so_is_negated():
    assert _answer(PLAIN[0])[1]["result"] == "negated"
