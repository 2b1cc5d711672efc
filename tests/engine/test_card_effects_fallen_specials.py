"""A permission to play KO'd teammates' specials in the next battle ("Apocalypse may play any
KO'd teammate's Specials in next battle"): once the battle it names has come (the effect in
play for this battle), its character plays the specials of a teammate KO'd on the board; not
before, and not a standing teammate's (OR.special, MR.19). Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
ANY_FALLEN = texts(
    r"^Play in current battle\. [\w ]+ may play any KO'd teammate's Specials in next battle\.$",
    "special",
    full=True,
)
ONE_FALLEN = texts(r"may play any 1 KO'd teammate's Specials in next battle", "special", full=True)


def _attack(text: str, duration: str, *, mate_ko: bool = True) -> dict:
    holder = re.search(r"\. ([\w ]+) may play", text).group(1)
    state = {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": holder, "grid": GRID},
                    {"id": "a2", "name": "Mate", "grid": GRID, "ko": mate_ko},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": [
            {
                "card": {"special": {"character": holder, "name": "Card", "text": text}},
                "player": "A",
                "by": "a1",
                "duration": duration,
            }
        ],
    }
    blast = {
        "special": {
            "character": "Mate",
            "name": "Blast",
            "text": "Acts as a level 5 Energy attack.",
        }
    }
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [blast]}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wordings():
    assert ANY_FALLEN and ONE_FALLEN


@pytest.mark.parametrize("text", ANY_FALLEN)
def test_in_the_battle_it_names_the_character_plays_a_kod_teammates_special(text):
    answer = _attack(text, "battle")
    assert [s["result"] for s in answer["steps"]] == ["attack", "hit"]
    assert answer["steps"][0]["value"] == 5 and not answer["warnings"]


@pytest.mark.parametrize("text", ANY_FALLEN)
def test_not_before_that_battle_nor_for_a_teammate_still_standing(text):
    for answer in (_attack(text, "next_battle"), _attack(text, "battle", mate_ko=False)):
        step = answer["steps"][0]
        assert step["result"] == "illegal" and "OR.special" in step["rules"]


@pytest.mark.parametrize("text", ONE_FALLEN)
def test_a_permission_for_one_teammates_specials_is_applied(text):
    # the teammate is the effect's target (test_card_effects_fallen_teammate_named)
    (clause,) = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "permission"]
    assert reach.is_applied(clause)
