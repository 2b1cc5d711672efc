"""A defense a card makes owed (MR.10.must-defend): "May be used against Reserve, who must
defend", "Attack made on teammate is now made on Steel, who must defend", "Attack must be
defended". The character the attack is on may not let it through while it can block it with a
power card placed on it or in the hand: the next play is illegal until it defends. When it
cannot, the attack lands; when the board gives no hand, the answer warns it was not checked.

No card of the ten sets prints "must defend": the texts are real cards' sentences ("who may
defend", found by their wording) with the modal the grammar reads varied to "must", as the
grammar's modal family does."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
ON_RESERVE = [
    t.replace("who may defend", "who must defend")
    for t in texts(
        r"^Acts as a level \d+ \w+ attack\. May be used against Reserve, who may defend\."
    )
]
ONTO_STEEL = [
    t.replace("who may defend", "who must defend")
    for t in texts(r"Attack made on teammate is now made on Steel, who may defend\.")
]
OWED = "Acts as a level 6 Fighting attack. Attack must be defended."


def _state(hand: list[dict] | None, reserve: bool = True) -> dict:
    a = {
        "front_line": [{"id": "a1", "name": "Ace", "grid": GRID}],
        **({"reserve": {"id": "a3", "name": "Rex", "grid": GRID}} if reserve else {}),
    }
    if hand is not None:
        a["hand"] = hand
    b = {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}
    return {"players": {"A": a, "B": b}, "turn": "B"}


def _attack(text: str, target: str) -> dict:
    card = {"special": {"character": "Bolt", "name": "Strike", "text": text}}
    return {"type": "attack", "player": "B", "by": "b1", "target": target, "cards": [card]}


def _answer(state: dict, plays: list[dict]) -> dict:
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


HIGH = {"power": "energy", "value": 8}
LOW = {"power": "energy", "value": 1}
#: A's next play, after B's attack: it closes the attack
NEXT = {"type": "attack", "player": "A", "by": "a1", "target": "b1", "cards": [LOW]}


def test_real_sentences_carry_the_wordings():
    assert ON_RESERVE and ONTO_STEEL


@pytest.mark.parametrize("text", [*ON_RESERVE, *ONTO_STEEL, OWED])
def test_the_owed_defense_is_applied(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert reach.not_applied(clauses) == []


@pytest.mark.parametrize("text", ON_RESERVE)
def test_the_reserve_must_defend_when_it_can(text):
    answer = _answer(_state([HIGH]), [_attack(text, "a3"), NEXT])
    last = answer["steps"][-1]
    assert last["result"] == "illegal" and "MR.10.must-defend" in last["rules"]
    assert "Rex must defend" in last["text"] and "level 8 Energy Power card" in last["text"]
    # it defends, and the battle goes on
    defend = {"type": "defend", "player": "A", "by": "a3", "cards": [HIGH]}
    played = _answer(_state([HIGH, LOW]), [_attack(text, "a3"), defend, NEXT])
    assert [s["result"] for s in played["steps"]][1] == "blocked"
    assert "illegal" not in [s["result"] for s in played["steps"]]


@pytest.mark.parametrize("text", ON_RESERVE)
def test_a_reserve_that_cannot_block_takes_the_hit(text):
    answer = _answer(_state([LOW]), [_attack(text, "a3"), NEXT])
    results = [s["result"] for s in answer["steps"]]
    assert "illegal" not in results and "hit" in results
    assert not answer["warnings"]


@pytest.mark.parametrize("text", ON_RESERVE)
def test_without_the_hand_the_answer_warns(text):
    answer = _answer(_state(None), [_attack(text, "a3"), NEXT])
    assert "illegal" not in [s["result"] for s in answer["steps"]]
    (warning,) = answer["warnings"]
    assert warning["kinds"] == ["permission"] and "give the hand" in warning["text"]


@pytest.mark.parametrize("text", ONTO_STEEL)
def test_the_character_a_shift_moves_the_attack_to_must_defend(text):
    state = _state([HIGH], reserve=False)
    state["players"]["A"]["front_line"].append({"id": "a2", "name": "Steel", "grid": GRID})
    shift_card = {"special": {"character": "Steel", "name": "Shield", "text": text}}
    plays = [
        {"type": "attack", "player": "B", "by": "b1", "target": "a1", "cards": [HIGH]},
        {"type": "shift", "player": "A", "by": "a2", "to": "a2", "cards": [shift_card]},
        NEXT,
    ]
    last = _answer(state, plays)["steps"][-1]
    assert last["result"] == "illegal" and "MR.10.must-defend" in last["rules"]
    assert "Steel must defend" in last["text"]


def test_an_attack_that_must_be_defended_waits_for_its_defense_at_the_end():
    answer = _answer(_state([HIGH]), [_attack(OWED, "a1")])
    last = answer["steps"][-1]
    assert last["result"] == "illegal" and "MR.10.must-defend" in last["rules"]
    assert "Ace must defend" in last["text"]
    assert not answer["state"]["players"]["A"]["front_line"][0].get("hits")
