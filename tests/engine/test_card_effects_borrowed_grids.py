"""Power cards played through a front-line teammate's grid, allowed by a real card in play
(OR.power-card, MR.19).

"Teammate may play any Power card currently usable by Front Line for defense" (or "to attack"):
a character may play a power card its own grid cannot use when a front-line teammate's grid
could, for the purpose the card names and no other. Texts are found in the ten sets by their
wording.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.reach import is_applied
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

PATTERN = r"^Teammate may play any Power card (?:currently )?usable by Front Line {}"
FOR_DEFENSE = texts(PATTERN.format("for defense"), "tactic", full=True)
TO_ATTACK = texts(PATTERN.format("to attack"), "tactic", full=True)
LOW = {"energy": 2, "fighting": 2, "strength": 2, "intellect": 2}
HIGH = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}


def _side(first: str, mate_grid: dict) -> dict:
    return {
        "front_line": [
            {"id": f"{first}1", "name": f"{first.upper()} Low", "grid": LOW},
            {"id": f"{first}2", "name": f"{first.upper()} Mate", "grid": mate_grid},
        ]
    }


def _resolve(
    plays: list, in_play: list | None = None, mate_grid: dict = HIGH, turn: str = "A"
) -> dict:
    state = {
        "players": {"A": _side("a", mate_grid), "B": _side("b", mate_grid)},
        "turn": turn,
        "in_play": in_play or [],
    }
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _artifact(text: str, player: str) -> dict:
    card = {"tactic": "artifact", "name": "Artifact", "text": text}
    return {"card": card, "player": player, "by": f"{player.lower()}2", "duration": "game"}


def _attack(by: str, target: str, value: int) -> dict:
    card = {"power": "energy", "value": value}
    return {"type": "attack", "by": by, "target": target, "cards": [card]}


def _defend(by: str, value: int) -> dict:
    return {"type": "defend", "by": by, "cards": [{"power": "energy", "value": value}]}


def _results(answer: dict) -> list[str]:
    return [s["result"] for s in answer["steps"]]


def test_the_ten_sets_print_the_wordings():
    assert FOR_DEFENSE and TO_ATTACK


@pytest.mark.parametrize("text", FOR_DEFENSE)
def test_a_defender_blocks_with_a_power_card_only_its_front_line_teammate_could_use(text):
    plays = [_attack("a2", "b1", 4), _defend("b1", 5)]
    answer = _resolve(plays, in_play=[_artifact(text, "B")])
    assert _results(answer) == ["attack", "blocked"]
    assert {"OR.power-card", "MR.19"} <= set(answer["steps"][1]["rules"])
    assert not any("permission" in w["kinds"] for w in answer["warnings"])
    # without the card, the defender's own grid (2) does not use a 5
    assert _results(_resolve(plays))[1] == "illegal"
    # the opponent's card lends nothing to this side
    assert _results(_resolve(plays, in_play=[_artifact(text, "A")]))[1] == "illegal"
    # nor does a front line whose grids could not use the card either
    low = _resolve(plays, in_play=[_artifact(text, "B")], mate_grid=LOW)
    assert _results(low)[1] == "illegal"
    assert is_applied(parse_effect(text).to_json()["clauses"][0], "defense")


@pytest.mark.parametrize("text", TO_ATTACK)
def test_an_attacker_plays_a_power_card_only_its_front_line_teammate_could_use(text):
    plays = [_attack("a1", "b2", 6)]
    answer = _resolve(plays, in_play=[_artifact(text, "A")])
    assert _results(answer)[0] == "attack"
    assert "MR.19" in answer["steps"][0]["rules"]
    assert _results(_resolve(plays))[0] == "illegal"
    # a card that lends the grid to attack does not lend it to defend
    defend = [_attack("b2", "a1", 4), _defend("a1", 5)]
    defense = _resolve(defend, in_play=[_artifact(text, "A")], turn="B")
    assert _results(defense)[:2] == ["attack", "illegal"]
    assert is_applied(parse_effect(text).to_json()["clauses"][0], "resolve")


@pytest.mark.parametrize("text", FOR_DEFENSE)
def test_a_universe_bonus_goes_with_the_power_card_played_through_the_teammate_grid(text):
    universe = {"universe": "basic", "icon": "energy", "requires": 2, "bonus": 2, "name": "U"}
    cards = [{"power": "energy", "value": 5}, universe]
    plays = [_attack("a2", "b1", 7), {"type": "defend", "by": "b1", "cards": cards}]
    answer = _resolve(plays, in_play=[_artifact(text, "B")])
    assert _results(answer) == ["attack", "blocked"]
    assert "defense 7" in answer["steps"][1]["text"]
    assert _results(_resolve(plays))[1] == "illegal"


@pytest.mark.parametrize("text", TO_ATTACK)
def test_an_attack_with_a_universe_bonus_uses_the_teammate_grid_for_the_power_card(text):
    universe = {"universe": "basic", "icon": "energy", "requires": 2, "bonus": 2, "name": "U"}
    cards = [{"power": "energy", "value": 6}, universe]
    plays = [{"type": "attack", "by": "a1", "target": "b2", "cards": cards}]
    answer = _resolve(plays, in_play=[_artifact(text, "A")])
    assert _results(answer)[0] == "attack" and answer["steps"][0]["value"] == 8
    assert "MR.19" in answer["steps"][0]["rules"]
    assert _results(_resolve(plays))[0] == "illegal"
