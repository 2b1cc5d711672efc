"""Defenses that ask the board (MR.19, OR.defense): "X is +3 to defense against any attack made
with a Power card with the same Power Type as any Power cards on X's Permanent Record"
(``defense_against_cards``) reads the attack's power card and X's record; "X may defend any Front
Line teammate that also has a "<title>" Special in play" (``defend_card_holders``) lets X block
for the teammates holding that special only. Real texts of the ten sets, found by wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
SAME_TYPE = texts(
    r"^(\w+) is \+3 to defense against any attack made with a Power card with the same Power"
    r" Type as any Power cards on \1's Permanent Record",
    full=True,
)
HOLDERS = texts(r"may defend any Front Line teammate that also has a \"", full=True)


def _kinds_applied(text: str) -> bool:
    clauses = [c.to_json() for c in parse_effect(text).clauses]
    return all(reach.is_applied(c) for c in reach.walk(clauses))


def _steps(players: dict, in_play: list, plays: list) -> list[dict]:
    state = {"players": players, "turn": "A", "in_play": in_play}
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]


def _same_type(text: str, attack_icon: str, record: list[dict]) -> str:
    name = text.split(" is +3")[0]
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": name, "grid": GRID, "hits": record}]},
    }
    card = {"special": {"character": name, "name": "Skin", "text": text}}
    in_play = [{"card": card, "player": "B", "by": "b1", "duration": "game"}]
    plays = [
        {
            "type": "attack",
            "by": "a1",
            "target": "b1",
            "cards": [{"power": attack_icon, "value": 7}],
        },
        {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": 4}]},
    ]
    return _steps(players, in_play, plays)[1]["result"]


def test_the_ten_sets_print_the_wordings():
    assert SAME_TYPE and HOLDERS


@pytest.mark.parametrize("text", SAME_TYPE)
def test_a_defense_bonus_against_attacks_of_a_type_on_the_permanent_record(text):
    assert _kinds_applied(text)
    fighting = [{"icon": "fighting", "value": 4, "record": "permanent", "source": "power"}]
    assert _same_type(text, "fighting", fighting) == "blocked"  # 4 + 3 reaches 7
    assert _same_type(text, "strength", fighting) == "illegal"  # not a type on the record
    current = [{"icon": "fighting", "value": 4, "record": "current", "source": "power"}]
    assert _same_type(text, "fighting", current) == "illegal"  # the current battle's hits
    special = [{"icon": "fighting", "value": 4, "record": "permanent", "source": "special"}]
    assert _same_type(text, "fighting", special) == "illegal"  # not a Power card's hit


def _holders(text: str, mate_holds: bool, position: str = "front_line") -> str:
    name = re.match(r"^(?:Play during battle\. )?(\w+) may defend", text).group(1)
    (clause,) = [c.to_json() for c in parse_effect(text).clauses if c.kind == "defend_card_holders"]
    title = clause["card"]
    mate = {"id": "b2", "name": "Mate", "grid": GRID}
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": name, "grid": GRID}]},
    }
    if position == "reserve":
        players["B"]["reserve"] = mate
    else:
        players["B"]["front_line"].append(mate)
    own = {"special": {"character": name, "name": title, "text": text}}
    in_play = [{"card": own, "player": "B", "by": "b1", "duration": "game"}]
    if mate_holds:
        held = {"special": {"character": "Mate", "name": title, "text": "Draw 1 card."}}
        in_play.append({"card": held, "player": "B", "by": "b2", "duration": "game"})
    plays = [
        {
            "type": "attack",
            "by": "a1",
            "target": "b2",
            "cards": [{"power": "fighting", "value": 5}],
        },
        {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": 6}]},
    ]
    return _steps(players, in_play, plays)[1]["result"]


@pytest.mark.parametrize("text", HOLDERS)
def test_a_character_defends_the_teammates_holding_the_special_it_names(text):
    assert _kinds_applied(text)
    assert _holders(text, mate_holds=True) == "blocked"
    assert _holders(text, mate_holds=False) == "illegal"
    assert _holders(text, mate_holds=True, position="reserve") == "illegal"  # Front Line only
