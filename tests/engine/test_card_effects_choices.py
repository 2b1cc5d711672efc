"""A card that offers a choice of effects ("Avoid 1 attack ... or remove 1 Power card Hit ...",
"Add 3 to X's venture total, or opponent -3 to venture total"): the play names the option
taken (``option``, 1 for the first printed) and only that option applies (MR.19); a play
that names none is said not applied. Real texts of the ten sets, found by their wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.state import InputError
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
AVOID_OR_REMOVE = texts(
    r"^Avoid 1 attack made with a Power card or remove 1 Power card Hit from \w+ or teammate\.$",
    "special",
    full=True,
)
VENTURE_EITHER = texts(
    r"^Add 3 to [\w\- ]+'s venture total, or opponent -3 to venture total for this battle\.$",
    "special",
    full=True,
)
AVOID_OR_DISCARD = texts(
    r"^Avoid all attacks from 1 Teamwork card, or Target character must discard 1 Placed "
    r"Teamwork card\.$",
    "special",
    full=True,
)


def _state(turn: str = "A") -> dict:
    return {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {
                "front_line": [
                    {
                        "id": "b1",
                        "name": "Bolt",
                        "grid": GRID,
                        "hits": [{"icon": "energy", "value": 3}],
                    }
                ]
            },
        },
        "turn": turn,
    }


def _special(owner: str, text: str, option: int | None) -> dict:
    card: dict = {"special": {"character": owner, "name": "Card", "text": text}}
    if option is not None:
        card["option"] = option
    return card


def _resolve(plays: list, turn: str = "A") -> dict:
    return resolve(_state(turn), plays, MemoryLookup(), parse_effect).to_json()


ATTACK = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 5}]}


def test_the_ten_sets_print_the_wordings():
    assert AVOID_OR_REMOVE and VENTURE_EITHER and AVOID_OR_DISCARD


@pytest.mark.parametrize("text", AVOID_OR_REMOVE)
def test_the_avoid_option_defends_and_the_other_does_not(text):
    def defend(option):
        card = _special("Bolt", text, option)
        return _resolve([ATTACK, {"type": "defend", "by": "b1", "cards": [card]}])

    avoided = defend(1)
    assert "avoids" in avoided["steps"][1]["text"]
    assert "OR.defense" in avoided["steps"][1]["rules"]
    assert avoided["state"]["players"]["B"]["front_line"][0]["hits"][-1]["value"] == 3
    for option in (2, None):
        refused = defend(option)
        assert refused["steps"][1]["result"] == "illegal"
        assert "MR.10" in refused["steps"][1]["rules"]
    assert "option" in defend(None)["steps"][1]["text"]


@pytest.mark.parametrize("text", AVOID_OR_REMOVE)
def test_the_remove_option_played_removes_the_hit(text):
    def play(option):
        card = _special("Bolt", text, option)
        return _resolve([{"type": "play", "by": "b1", "target": "b1", "cards": [card]}], "B")

    removed = play(2)
    assert removed["state"]["players"]["B"]["front_line"][0]["hits"] == []
    assert not removed["warnings"]
    kept = play(None)
    assert len(kept["state"]["players"]["B"]["front_line"][0]["hits"]) == 1
    assert kept["warnings"][0]["kinds"] == ["choice"]
    assert "names no option" in kept["warnings"][0]["text"]


@pytest.mark.parametrize("text", VENTURE_EITHER)
def test_only_the_venture_option_taken_counts(text):
    def totals(option):
        card = _special("Ace", text, option)
        answer = _resolve([{"type": "play", "by": "a1", "cards": [card]}])
        return answer["venture"]["A"]["total"], answer["venture"]["B"]["total"], answer

    assert totals(1)[:2] == (3, 0)
    assert totals(2)[:2] == (0, -3)
    assert totals(None)[:2] == (0, 0) and totals(None)[2]["warnings"]


@pytest.mark.parametrize("text", AVOID_OR_DISCARD)
def test_the_discard_option_takes_only_a_placed_teamwork_card(text):
    card = _special("Ace", text, 2)
    state = _state()
    placed = [{"power": "energy", "value": 3}]
    state["players"]["B"]["front_line"][0]["placed"] = placed
    plays = [{"type": "play", "by": "a1", "target": "b1", "cards": [card]}]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    said = [s for s in answer["steps"] if "discard" in s["text"]]
    assert said and "no teamwork card placed" in said[0]["text"]
    assert "OR.discard-piles" in said[0]["rules"]
    assert answer["state"]["players"]["B"]["front_line"][0]["placed"] == placed
    assert not answer["warnings"]


@pytest.mark.parametrize("option", [0, 3, "first", True])
def test_an_option_the_card_does_not_offer_is_refused_with_its_path(option):
    card = _special("Bolt", AVOID_OR_REMOVE[0], None)
    card["option"] = option
    with pytest.raises(InputError) as caught:
        _resolve([{"type": "play", "by": "b1", "cards": [card]}], "B")
    assert [p for p, _ in caught.value.problems] == ["plays.0.cards.0.option"]


def test_an_option_on_a_card_without_a_choice_is_refused():
    card = {"power": "energy", "value": 5, "option": 1}
    with pytest.raises(InputError) as caught:
        _resolve([{"type": "attack", "by": "a1", "target": "b1", "cards": [card]}])
    assert caught.value.problems[0][0] == "plays.0.cards.0.option"
    assert "no choice" in caught.value.problems[0][1]
