"""Inherent abilities taken away by a special in play (OR.inherent, MR.19): "Target Character
loses Inherent Ability ... for remainder of battle". Real texts of the ten sets, found by their
wording and parsed by the grammar; the ability taken away is a real inherent ability too.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.checks import check_ko
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
LOSES = texts(r"If succes+ful, Target Character loses Inherent Ability", "special", full=True)
NO_STRENGTH_SPECTRUM = texts(
    r"^May not be Spectrum KO'd with Strength Power cards\.?$", "character"
)
SPREAD = [{"icon": i, "value": 1} for i in ("energy", "fighting", "strength")]


def test_the_ten_sets_print_the_wordings():
    assert len(LOSES) >= 3 and NO_STRENGTH_SPECTRUM


@pytest.mark.parametrize("text", LOSES)
def test_the_ko_check_ignores_an_ability_taken_away(text):
    ability = NO_STRENGTH_SPECTRUM[0]
    body = {"name": "Judged", "grid": GRID, "inherent": ability, "hits": SPREAD}
    kept = check_ko({"character": body, "in_play": []}, MemoryLookup(), parse_effect)
    assert kept["ko"] is False  # strength hits do not count toward its spectrum
    special = {"special": {"character": "Other", "name": "Real", "text": text}}
    lost = check_ko(
        {"character": body, "in_play": [{"card": special, "player": "A"}]},
        MemoryLookup(),
        parse_effect,
    )
    assert lost["ko"] is True and lost["kind"] == "spectrum"
    assert "OR.inherent" in lost["rules"] and "MR.19" in lost["rules"]


@pytest.mark.parametrize("text", LOSES[:2])
def test_a_successful_attack_takes_the_ability_away_for_the_battle(text):
    kind = re.search(r"level \d (\w+) attack", text).group(1).lower()
    others = [i for i in ("energy", "fighting", "intellect") if i != kind]
    # one type short of a spectrum KO once the Strength hit counts: two types before it
    hits = [{"icon": i, "value": 1} for i in others[: 2 if kind == "strength" else 1]]

    def run(card_text: str) -> list[dict]:
        state = {
            "players": {
                "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
                "B": {
                    "front_line": [
                        {
                            "id": "b1",
                            "name": "Judged",
                            "grid": GRID,
                            "inherent": NO_STRENGTH_SPECTRUM[0],
                            "hits": hits,
                        }
                    ]
                },
            },
            "turn": "A",
        }
        special = {"special": {"character": "Hero", "name": "Real", "text": card_text}}
        plays = [
            {"type": "attack", "by": "a1", "target": "b1", "cards": [special]},
            {"type": "pass", "player": "B"},
            {
                "type": "attack",
                "by": "a1",
                "target": "b1",
                "cards": [{"power": "strength", "value": 1}],
            },
        ]
        return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]

    def kod(steps: list[dict]) -> bool:
        return any(s["result"] == "ko" for s in steps)

    assert kod(run(text))
    assert not kod(run(text.split(". ")[0] + "."))
