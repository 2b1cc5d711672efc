"""Cards an event makes the players place ("All cards that can be placed to a character,
exluding reserve, must be placed in this battle. Unplaceable cards remain in hand", a
``must_place`` permission): before the battle's first action, a player still holding a card
that fits a front-line character may not begin (OR.placing, MR.19, MR.1); once it is placed,
or when nothing left fits, the battle goes on; without the hand, the answer warns. Real texts
of the ten sets, found by their wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 6, "fighting": 6, "strength": 6, "intellect": 6}
MUST = texts(r"can be placed to a character, ex\w+ reserve, must be placed", "event", full=True)
FITS = {"power": "energy", "value": 5}
#: a special of another character: no character of A's may take it placed
OTHERS = {
    "special": {"character": "Bolt", "name": "Zap", "text": "Acts as a level 3 Energy attack."}
}
ATTACK = {"type": "attack", "player": "A", "by": "a1", "target": "b1", "cards": [FITS]}


def _answer(
    text: str, hand: list[dict] | None, place_first: bool = False, full: bool = False
) -> dict:
    ace = {"id": "a1", "name": "Ace", "grid": GRID}
    if full:  # its one power card placed already
        ace["placed"] = [{"power": "strength", "value": 2}]
    a = {"front_line": [ace]}
    if hand is not None:
        a["hand"] = [FITS, *hand]
    b = {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}], "hand": []}
    state = {
        "players": {"A": a, "B": b},
        "turn": "A",
        "in_play": [{"card": {"event": {"name": "Depths", "text": text}}, "player": "B"}],
    }
    placing = [{"type": "place", "player": "A", "by": "a1", "cards": hand or []}]
    plays = [*(placing if place_first else []), ATTACK]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording_and_every_clause_is_applied_in_the_resolver():
    assert MUST
    for text in MUST:
        assert reach.not_applied(parse_effect(text).to_json()["clauses"], "resolve") == []


@pytest.mark.parametrize("text", MUST)
def test_a_card_that_fits_must_be_placed_before_the_first_action(text):
    held = {"power": "fighting", "value": 4}
    (step,) = _answer(text, [held])["steps"]
    assert step["result"] == "illegal" and step["rules"] == ["OR.placing", "MR.19", "MR.1"]
    assert "player A still holds level 5 Energy Power card, which fits Ace" in step["text"]
    placed = _answer(text, [held], place_first=True)["steps"]
    assert [s["result"] for s in placed][:2] == ["placed", "attack"]


@pytest.mark.parametrize("text", MUST)
def test_unplaceable_cards_remain_in_hand(text):
    answer = _answer(text, [OTHERS], full=True)
    assert answer["steps"][0]["result"] == "attack" and not answer["warnings"]


@pytest.mark.parametrize("text", MUST)
def test_without_the_hand_the_answer_warns(text):
    answer = _answer(text, None)
    assert answer["steps"][0]["result"] == "attack"
    (warning,) = answer["warnings"]
    assert warning["kinds"] == ["permission"] and "give the hand" in warning["text"]
