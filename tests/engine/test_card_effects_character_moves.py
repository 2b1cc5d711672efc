"""Characters moved between the front line and the reserve by real cards (OR.reserve,
OR.setup).

"Move the reserve <character> to the front line this battle. Return that <character> to
reserve at the end of the battle": the reserve comes up and may attack. "Switch any front line
<character> with the reserve <character>": the character the event names goes back and the
reserve comes up. "Target <character> must discard all Placed cards and move into Reserve for
remainder of battle": the target is out of the front line and may no longer be attacked.
Texts are found in the ten sets by their wording.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
COMES_UP = texts(
    r"^Move the reserve \w+ to the front line this battle\. Return that \w+ to reserve",
    "event",
    full=True,
)
SWITCH = texts(r"^Switch any front line \w+ with the reserve \w+\.$", "event", full=True)
SENT_BACK = texts(r"must discard all Placed cards and move into Reserve for remainder of battle")


def _state(in_play: list | None = None) -> dict:
    return {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": "Ace", "grid": GRID},
                    {"id": "a2", "name": "Mate", "grid": GRID},
                ],
                "reserve": {"id": "a3", "name": "Rex", "grid": GRID},
            },
            "B": {
                "front_line": [
                    {"id": "b1", "name": "Bolt", "grid": GRID},
                    {"id": "b2", "name": "Ray", "grid": GRID},
                ],
                "reserve": {"id": "b3", "name": "Zed", "grid": GRID},
            },
        },
        "turn": "A",
        "in_play": in_play or [],
    }


def _event(text: str, target: str | None = None) -> list:
    named = {"target": target} if target else {}
    return [{"card": {"event": {"name": "Event", "text": text}}, "player": "A", **named}]


def _power(by: str, target: str) -> dict:
    return {
        "type": "attack",
        "by": by,
        "target": target,
        "cards": [{"power": "energy", "value": 4}],
    }


def _resolve(state: dict, plays: list) -> dict:
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _side(answer: dict, player: str) -> tuple[list[str], str | None]:
    side = answer["state"]["players"][player]
    return [c["id"] for c in side["front_line"]], (side["reserve"] or {}).get("id")


def test_the_ten_sets_print_the_wordings():
    assert len(COMES_UP) >= 2 and SWITCH and len(SENT_BACK) >= 2


@pytest.mark.parametrize("text", COMES_UP)
def test_the_reserve_comes_up_to_the_front_line_and_may_attack(text):
    """The code rule not in use, so "the reserve hero" is any reserve character
    (OR.code-rule); a code the board does not give is never guessed (next tests)."""
    answer = _resolve({**_state(_event(text)), "code_rule": False}, [_power("a3", "b1")])
    first = answer["steps"][0]
    assert first["result"] == "effect" and {"OR.reserve", "OR.setup"} <= set(first["rules"])
    assert "Rex moves from the reserve to the front line" in first["text"]
    assert "end of the battle" in first["text"]
    assert [s["result"] for s in answer["steps"][1:]] == ["attack", "hit"]
    assert _side(answer, "A") == (["a1", "a2", "a3"], None)
    assert not answer["warnings"]
    # without the event, the reserve may not attack
    assert [s["result"] for s in _resolve(_state(), [_power("a3", "b1")])["steps"]] == ["illegal"]


@pytest.mark.parametrize("text", SWITCH)
def test_the_named_front_line_character_switches_with_the_reserve(text):
    """The code rule not in use: any character is the card's front line hero and reserve hero
    (OR.code-rule); with it in use, see the next test."""
    state = {**_state(_event(text, "a2")), "code_rule": False}
    answer = _resolve(state, [_power("a3", "b1"), _power("b1", "a2")])
    assert "Mate and Rex switch places" in answer["steps"][0]["text"]
    assert _side(answer, "A") == (["a1", "a3"], "a2")
    results = [s["result"] for s in answer["steps"][1:]]
    # Rex attacks from the front line; Mate, now the reserve, may not be attacked
    assert results == ["attack", "hit", "illegal"]
    assert not answer["warnings"]


@pytest.mark.parametrize(("rex", "moved"), [("villain", False), ("hero", True), ("none", True)])
@pytest.mark.parametrize("text", SWITCH)
def test_a_hero_switches_only_with_a_reserve_hero_under_the_code_rule(text, rex, moved):
    """ "Switch any front line hero with the reserve hero", the code rule in use: a villain in
    the reserve is not the reserve hero, so no one moves and the step says why; a hero (or a
    character printed without a code) switches (OR.code-rule, OR.reserve)."""
    state = _state(_event(text, "a2"))
    state["code_rule"] = True
    a = state["players"]["A"]
    a["front_line"][1]["code"], a["reserve"]["code"] = "hero", rex
    answer = _resolve(state, [])
    assert _side(answer, "A") == ((["a1", "a3"], "a2") if moved else (["a1", "a2"], "a3"))
    step = answer["steps"][0]
    assert "OR.code-rule" in step["rules"]
    assert ("Rex is not a hero" in step["text"]) is not moved


@pytest.mark.parametrize("text", SWITCH)
def test_a_code_the_board_does_not_give_is_never_guessed(text):
    """No code given and the rule's use not said: no one moves and the answer warns."""
    answer = _resolve(_state(_event(text, "a2")), [])
    assert _side(answer, "A") == (["a1", "a2"], "a3")
    assert "no one moves" in answer["steps"][0]["text"]
    assert any("no hero/villain code" in w["text"] for w in answer["warnings"])


@pytest.mark.parametrize("text", SWITCH)
def test_a_switch_naming_no_character_is_left_to_the_table(text):
    """The board is left as it is, and a step says the switch is done at the table (it said
    nothing before: never silently)."""
    answer = _resolve(_state(_event(text)), [])
    assert _side(answer, "A") == (["a1", "a2"], "a3")
    (step,) = answer["steps"]
    assert "done at the table" in step["text"] and not step["changes"]


@pytest.mark.parametrize("text", SENT_BACK)
def test_the_target_goes_to_the_reserve_and_may_no_longer_be_attacked(text):
    card = {"special": {"character": "Ace", "name": "Card", "text": text}}
    if text.startswith("Acts as"):
        play = {"type": "attack", "by": "a1", "target": "b1", "cards": [card]}
    else:
        play = {"type": "play", "by": "a1", "target": "b1", "cards": [card]}
    answer = _resolve(_state(), [play, {"type": "pass", "player": "B"}, _power("a1", "b1")])
    moved = next(s for s in answer["steps"] if "moves into the reserve" in s["text"])
    assert "OR.reserve" in moved["rules"]
    assert answer["steps"][-1]["result"] == "illegal"
    assert "Bolt" in answer["steps"][-1]["text"]
    # without the card, Bolt stands in the front line and may be attacked
    assert [s["result"] for s in _resolve(_state(), [_power("a1", "b1")])["steps"]][0] == "attack"


@pytest.mark.parametrize(("rex", "moved"), [("villain", False), ("hero", True), (None, False)])
@pytest.mark.parametrize("text", [t for t in COMES_UP if "reserve hero" in t])
def test_the_reserve_hero_comes_up_only_if_a_hero(text, rex, moved):
    """ "Move the reserve hero to the front line", the code rule in use: a villain stays in the
    reserve, and so does a character whose code the board does not give (with a warning)."""
    state = {**_state(_event(text)), "code_rule": True}
    if rex:
        state["players"]["A"]["reserve"]["code"] = rex
    answer = _resolve(state, [])
    assert _side(answer, "A") == ((["a1", "a2", "a3"], None) if moved else (["a1", "a2"], "a3"))
    assert ("stays in the reserve" in answer["steps"][0]["text"]) is not moved
    warned = [w["text"] for w in answer["warnings"] if "no hero/villain code" in w["text"]]
    assert any("Rex" in w for w in warned) is (rex is None)
