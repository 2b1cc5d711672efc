"""A character resurrected in the next battle after its own KO (OR.ko.return, MR.19): "After
being K.O.'d, <X> is resurrected at beginning of next battle, remains in play until end of
battle, and is discarded at end of battle". Played, the card waits in play with no target; at
the battle's end it is held for the next battle if its character is KO'd (never applied at
once, never dropped), and ends otherwise; the next battle's board brings the character back
before the first play and sends it back at that battle's end. Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
LATER_SELF = texts(
    r"After being K\.O\.'d, [\w-]+ is resurrected at beginning of next battle", full=True
)
PASSES = [{"type": "pass", "player": "A"}, {"type": "pass", "player": "B"}]
#: Bolt hits the character for 8: with 14 points already, 22 reach its threshold of 20.
KO_HIT = {"type": "attack", "by": "b1", "target": "s1", "cards": [{"power": "energy", "value": 8}]}


def _name(text: str) -> str:
    return re.search(r"K\.O\.'d, ([\w-]+) is resurrected", text).group(1)


def _card(text: str) -> dict:
    return {"special": {"character": _name(text), "name": "Elixir", "text": text}}


def _state(text: str, *, ko: bool = False, in_play: list[dict] | None = None) -> dict:
    me = {"id": "s1", "name": _name(text), "grid": GRID, "hits": [{"icon": "energy", "value": 14}]}
    side = {"front_line": [{"id": "a0", "name": "Ace", "grid": GRID}]}
    if ko:
        side["defeated"] = [me | {"ko": True}]
    else:
        side["front_line"].append(me)
    return {
        "players": {"A": side, "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}},
        "turn": "A",
        "in_play": in_play or [],
    }


def _run(state: dict, plays: list[dict]) -> dict:
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _effect(text: str, target: str | None) -> dict:
    return {"card": _card(text), "player": "A", "by": "s1", "target": target, "duration": "battle"}


def _ops(answer: dict, op: str) -> list[dict]:
    return [c for s in answer["steps"] for c in s["changes"] if c.get("op") == op]


def test_the_ten_sets_print_the_wording_and_it_is_applied():
    assert LATER_SELF
    for text in LATER_SELF:
        assert reach.not_applied(parse_effect(text).to_json()["clauses"]) == []


@pytest.mark.parametrize("text", LATER_SELF)
def test_kod_after_the_play_the_return_is_held_for_the_next_battle(text):
    play = {"type": "play", "by": "s1", "cards": [_card(text)]}
    answer = _run(_state(text), [play, KO_HIT, *PASSES])
    assert "illegal" not in [s["result"] for s in answer["steps"]]
    assert _ops(answer, "character_return") == []  # not at once
    waits = answer["steps"][1]
    assert (
        waits["result"] == "effect" and "waits in play for the end of the battle" in waits["text"]
    )
    assert waits["changes"][0]["target"] is None and "OR.ko.return" in waits["rules"]
    held = next(s for s in answer["steps"] if "was KO'd, so it will be resurrected" in s["text"])
    assert "OR.ko.return" in held["rules"] and "MR.19" in held["rules"]
    assert held["changes"][0] == {
        "op": "effect_start",
        "card": f"{_name(text)} - Elixir",
        "player": "A",
        "target": "s1",
        "duration": "next_battle",
    }
    (effect,) = answer["state"]["in_play"]  # the next battle's now
    assert effect["target"] == "s1" and effect["duration"] == "battle"
    assert answer["warnings"] == []


@pytest.mark.parametrize("text", LATER_SELF)
def test_not_kod_the_card_ends_with_its_battle(text):
    play = {"type": "play", "by": "s1", "cards": [_card(text)]}
    answer = _run(_state(text), [play, PASSES[1], PASSES[0]])
    assert "illegal" not in [s["result"] for s in answer["steps"]]
    assert any(
        "was not KO'd this battle, so no one comes back" in s["text"] for s in answer["steps"]
    )
    assert answer["state"]["in_play"] == [] and _ops(answer, "character_return") == []


@pytest.mark.parametrize("text", LATER_SELF)
def test_in_the_next_battle_it_comes_back_and_is_discarded_at_its_end(text):
    state = _state(text, ko=True, in_play=[_effect(text, "s1")])
    answer = _run(state, PASSES)
    assert answer["steps"][0]["changes"] == [
        {"op": "character_return", "character": "s1", "to": "front_line"}
    ]
    assert "OR.ko.return" in answer["steps"][0]["rules"]
    back = _ops(answer, "character_discarded")
    assert back == [{"op": "character_discarded", "character": "s1", "to": "defeated_characters"}]
    side = answer["state"]["players"]["A"]
    assert [c["id"] for c in side["defeated"]] == ["s1"] and answer["state"]["in_play"] == []


@pytest.mark.parametrize("text", LATER_SELF)
def test_in_the_battle_it_was_played_a_kod_character_waits_for_the_end(text):
    """A board given mid-battle (the effect with no target): nothing comes back before the
    first play; the battle's end holds it."""
    state = _state(text, ko=True, in_play=[_effect(text, None)])
    answer = _run(state, [PASSES[0]])
    assert _ops(answer, "character_return") == []
    ended = _run(state, PASSES)
    assert _ops(ended, "character_return") == []
    assert ended["state"]["in_play"][0]["target"] == "s1"
