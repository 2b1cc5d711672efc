""" "May keep duplicates" / "May be duplicate" after a real special's draw (MR.6): the note is
folded into the draw, the exchange of the hand or the draw a cost buys, and the step says the
duplicates drawn may be kept; a draw without the note says nothing of it."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
# "May not keep duplicates" says the opposite: not one of these
KEPT = texts(r"(?<!not )(May keep|Keep) duplicates\.|May be duplicate\.", "special", full=True)
PLAIN = texts(r"^Draw 3 cards\. Discard duplicates\.", "special", full=True)


def _utility(text: str) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": dict(GRID)}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": dict(GRID)}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": "Ace", "name": "Card", "text": text}}
    play = {"type": "play", "by": "a1", "cards": [card]}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def _kept(answer: dict) -> list[dict]:
    return [c for s in answer["steps"] for c in s["changes"] if c.get("keep_duplicates")]


def test_the_ten_sets_print_the_wordings():
    assert len(KEPT) >= 6 and PLAIN


@pytest.mark.parametrize("text", KEPT)
def test_the_step_says_duplicates_drawn_may_be_kept(text):
    notes = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "discipline"]
    assert notes and all(reach.is_applied(c, "resolve") for c in notes)
    answer = _utility(text)
    (change,) = _kept(answer)
    assert change["op"] in ("draw", "exchange_cards", "paid_effect")
    assert any("duplicates drawn may be kept" in s["text"] for s in answer["steps"])
    assert "discipline" not in str(answer["warnings"])


@pytest.mark.parametrize("text", PLAIN[:2])
def test_a_draw_without_the_note_keeps_the_usual_rule(text):
    answer = _utility(text)
    assert not _kept(answer)
    assert not any("duplicates" in s["text"] for s in answer["steps"])
