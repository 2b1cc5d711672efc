"""Permissions to place and play other characters' specials (OR.special, OR.placing, MR.19):
"<X> may Place and play <Y>'s "A" and "B" Special cards for remainder of game" and an inherent
"May play any Special cards". Real texts of the ten sets, parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
PLACE_AND_PLAY = texts(
    r"^([\w .'-]+?) may Place and play ([\w .'-]+?)(?:'s)? \"([^\"]+)\"", "special", full=True
)
ANY_SPECIAL = texts(r"^May play any Special cards\.?$", "character", full=True)
ATTACK = "Acts as a level 2 Energy attack."


def _state(name: str, inherent: str = "") -> dict:
    return {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": name, "grid": GRID, "inherent": inherent}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }


def _other(owner: str, title: str) -> dict:
    return {"special": {"character": owner, "name": title, "text": ATTACK}}


def test_the_ten_sets_print_the_wordings():
    assert len(PLACE_AND_PLAY) >= 3 and ANY_SPECIAL


@pytest.mark.parametrize("text", PLACE_AND_PLAY)
def test_a_character_may_place_and_play_the_specials_named(text):
    holder, owner, title = re.match(
        r"^([\w .'-]+?) may Place and play ([\w .'-]+?)(?:'s)? \"([^\"]+)\"", text, re.I
    ).groups()
    grant = {"special": {"character": holder, "name": "Real", "text": text}}
    place = {"type": "place", "by": "a1", "cards": [_other(owner, title)]}
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": [_other(owner, title)]}

    def run(plays: list[dict], in_play: bool) -> list[dict]:
        state = _state(holder)
        if in_play:
            state["in_play"] = [{"card": grant, "player": "A", "by": "a1"}]
        return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]

    assert run([place], True)[0]["result"] == "placed"
    assert run([attack], True)[0]["result"] == "attack"
    refused = run([attack], False)[0]
    assert refused["result"] == "illegal" and "OR.special" in refused["rules"]
    assert run([place], False)[0]["result"] == "illegal"
    # another special of that character is not among those named
    other = {**attack, "cards": [_other(owner, "Some Other Title")]}
    assert run([other], True)[0]["result"] == "illegal"


@pytest.mark.parametrize("text", ANY_SPECIAL)
def test_an_ability_to_play_any_special(text):
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": [_other("Someone", "Punch")]}
    found = resolve(_state("Holder", text), [attack], MemoryLookup(), parse_effect).to_json()
    assert found["steps"][0]["result"] == "attack"
    plain = resolve(_state("Holder"), [attack], MemoryLookup(), parse_effect).to_json()
    assert plain["steps"][0]["result"] == "illegal"
