"""Table actions on cards the engine does not hold, stated in the step (MR.6, MR.11): cards shown
to a player ("Show Opponent up to 5 cards usable by <X> from Hand") and the first card found in
a pile ("Sort through draw pile card by card. Put the first card with an Energy icon in your
hand."). Real texts of the ten sets, parsed by the grammar; a character whose ability reads
"None" has nothing to apply."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows, texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
SHOWN = texts(r"\bShow Opponent up to \d+ cards", full=True)
FOUND = texts(r"Put the first card with [\w ]+ in your hand", full=True)


def play(text: str) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": "Hero", "name": "Real", "text": text}}
    plays = [{"type": "play", "by": "a1", "cards": [card]}]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def change(answer: dict, op: str) -> tuple[dict, dict]:
    for step in answer["steps"]:
        for c in step["changes"]:
            if c.get("op") == op:
                return step, c
    raise AssertionError(f"no {op} change")


def test_the_ten_sets_print_the_wordings():
    assert SHOWN and len(FOUND) >= 2


@pytest.mark.parametrize("text", SHOWN)
def test_the_cards_shown_are_stated_for_the_table(text):
    answer = play(text)
    step, shown = change(answer, "show_cards")
    assert shown["to"] == "opponent" and shown["from"] == "hand" and shown["up_to"] is True
    assert isinstance(shown["count"], int) and "carried out at the table" in step["text"]
    assert "MR.6" in step["rules"]
    assert not any("show_cards" in w.get("kinds", []) for w in answer["warnings"])


@pytest.mark.parametrize("text", FOUND)
def test_the_first_card_found_is_stated_for_the_table(text):
    answer = play(text)
    step, found = change(answer, "put_first_found")
    assert found["to"] == "hand" and (found["icons"] or found["more_icons_than"])
    assert "the first card" in step["text"].lower() and "MR.6" in step["rules"]
    assert not any(w.get("kinds") for w in answer["warnings"])


def test_an_ability_that_reads_none_has_nothing_left_unapplied():
    nones = [
        parse_effect(text)
        for _row, text in rows("character")
        if any(c.get("kind") == "no_ability" for c in parse_effect(text).to_json()["clauses"])
    ]
    assert nones
    for tree in nones:
        assert reach.not_applied(tree.to_json()["clauses"], card=("character", "")) == []
