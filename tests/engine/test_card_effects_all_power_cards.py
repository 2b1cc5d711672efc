"""An event that lets "Any Front Line character ... play all Power cards" (a ``permission`` to
play power cards for every front-line character, OR.power-card, MR.19): a power card no grid of
the side could use is played to attack and to defend while it lasts. Real texts of the ten
sets, found by their wording.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

LOW = {"energy": 2, "fighting": 2, "strength": 2, "intellect": 2}
ALL_POWER = texts(r"^All power cards may be played by any front line character", "event", full=True)


def _state(in_play: list) -> dict:
    return {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": LOW}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": LOW}]},
        },
        "turn": "A",
        "in_play": in_play,
    }


def _event(text: str) -> list:
    return [{"card": {"event": {"name": "Event", "text": text}}, "player": "A"}]


def _plays() -> list:
    return [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 7}]},
        {"type": "defend", "by": "b1", "cards": [{"power": "fighting", "value": 8}]},
    ]


def _resolve(state: dict) -> dict:
    return resolve(state, _plays(), MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert ALL_POWER


@pytest.mark.parametrize("text", ALL_POWER)
def test_the_permission_is_applied_in_attack_and_defense(text):
    found = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "permission"]
    assert found and all(reach.is_applied(c, p) for c in found for p in ("resolve", "defense"))


@pytest.mark.parametrize("text", ALL_POWER)
def test_any_front_line_character_plays_power_cards_beyond_its_grid(text):
    answer = _resolve(_state(_event(text)))
    results = [s["result"] for s in answer["steps"]]
    assert results[:2] == ["attack", "blocked"], answer["steps"]
    assert "MR.19" in answer["steps"][0]["rules"]
    assert not any("permission" in w["kinds"] for w in answer["warnings"])
    # without the event a rating of 2 cannot use a level 7 card
    plain = _resolve(_state([]))
    assert plain["steps"][0]["result"] == "illegal"
