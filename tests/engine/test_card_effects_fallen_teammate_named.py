"""A permission to play the specials of one KO'd teammate in the next battle ("Morph may play
any 1 KO'd teammate's Specials in next battle"): once that battle has come, the character plays
the specials of the KO'd teammate its effect names (the effect's target), not another KO'd
teammate's, and none while the effect names none (OR.special, MR.19). Real texts of the ten
sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
ONE_FALLEN = texts(r"may play any 1 KO'd teammate's Specials in next battle", "special", full=True)


def _attack(text: str, owner: str, named: str | None) -> dict:
    holder = re.search(r"\. ([\w ]+) may play", text).group(1)
    effect = {
        "card": {"special": {"character": holder, "name": "Card", "text": text}},
        "player": "A",
        "by": "a1",
        "duration": "battle",
        **({"target": named} if named else {}),
    }
    state = {
        "players": {
            "A": {
                "front_line": [{"id": "a1", "name": holder, "grid": GRID}],
                "defeated": [
                    {"id": "a2", "name": "Mate", "grid": GRID},
                    {"id": "a3", "name": "Pal", "grid": GRID},
                ],
            },
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": [effect],
    }
    blast = {
        "special": {"character": owner, "name": "Blast", "text": "Acts as a level 5 Energy attack."}
    }
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [blast]}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert ONE_FALLEN


@pytest.mark.parametrize("text", ONE_FALLEN)
def test_the_named_kod_teammates_special_is_played(text):
    answer = _attack(text, "Mate", "a2")
    assert [s["result"] for s in answer["steps"]] == ["attack", "hit"] and not answer["warnings"]


@pytest.mark.parametrize("text", ONE_FALLEN)
def test_not_another_kod_teammates_nor_any_while_none_is_named(text):
    for answer in (_attack(text, "Pal", "a2"), _attack(text, "Mate", None)):
        step = answer["steps"][0]
        assert step["result"] == "illegal" and "OR.special" in step["rules"]
