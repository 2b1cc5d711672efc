"""A special that "acts identical to any Special currently on the table" (``copy_special``,
MR.5.copied-special): the play names the special copied (the card's ``copies_special``), and
the card is played with that special's text as its own character's; the special copied must be
on the table, and a play naming none is refused. Real texts of the ten sets, by wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
MIMIC = texts(r"acts identical to any Special currently on the table", full=True)
PLAIN_ATTACK = texts(r"^Acts as a level \d \w+ attack\.$", "special", full=True)[:2]
BLAST = {"special": {"character": "Bolt", "name": "Blast", "text": ""}}


def _answer(mimic: str, copied: str | None, placed: bool = True) -> dict:
    blast = {"special": {**BLAST["special"], "text": copied or PLAIN_ATTACK[0]}}
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID, **({"placed": [blast]} if placed else {})}
    morph = {"id": "a1", "name": "Morph", "grid": GRID}
    state = {"players": {"A": {"front_line": [morph]}, "B": {"front_line": [bolt]}}, "turn": "A"}
    card = {"special": {"character": "Morph", "name": "Mimic", "text": mimic}}
    if copied is not None:
        card["copies_special"] = blast
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [card]}]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert MIMIC and PLAIN_ATTACK


@pytest.mark.parametrize("text", MIMIC)
def test_the_clause_is_applied_when_the_play_names_the_special(text):
    clauses = parse_effect(text).to_json()["clauses"]
    (copy,) = [c for c in clauses if c["kind"] == "copy_special"]
    assert reach.is_applied(copy, "resolve")
    assert not reach.is_applied({**copy, "copy_unnamed": True})


@pytest.mark.parametrize("text", MIMIC)
@pytest.mark.parametrize("copied", PLAIN_ATTACK)
def test_the_special_acts_as_the_special_copied(text, copied):
    answer = _answer(text, copied)
    (step,) = [s for s in answer["steps"] if s["result"] == "attack"]
    level = int(re.search(r"level (\d)", copied).group(1))
    assert step["value"] == level
    assert "MR.5.copied-special" in step["rules"]
    assert not [w for w in answer["warnings"] if "copy_special" in w["kinds"]]


@pytest.mark.parametrize("text", MIMIC)
def test_a_play_naming_no_special_or_one_off_the_table_is_refused(text):
    (unnamed,) = _answer(text, None)["steps"]
    assert unnamed["result"] == "illegal" and unnamed["rules"] == ["MR.5.copied-special"]
    assert "names none" in unnamed["text"]
    (absent,) = _answer(text, PLAIN_ATTACK[0], placed=False)["steps"]
    assert absent["result"] == "illegal" and "is not on it" in absent["text"]
