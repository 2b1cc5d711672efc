"""A successful special that "acts as a level N <type> Power card" ("Acts as a level 2 Energy
attack. If successful, acts as a level 8 Fighting Power card."; ``described_hits``): the attack
is made at its own level (what a defense must meet), and the card's one hit counts as that
Power card's, never a second hit beside the attack's own (OR.hits, MR.1); a blocked attack
leaves no hit. Real card texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
FOUND = texts(r"If successful,? acts as a level \d+ [\w ,-]+ (Power )?card", "special", full=True)
PATTERN = r"Acts as a level (\d+) [\w-]+ attack\. If successful,? acts as a level (\d+) ([\w-]+)"


def _answer(text: str, defense: int | None = None) -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    card = {"special": {"character": "Ace", "name": "Acts", "text": text}}
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [card]}]
    if defense is not None:
        plays.append(
            {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": defense}]}
        )
    state = {"turn": "A", "players": players}
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_it():
    assert len(FOUND) >= 5


@pytest.mark.parametrize("text", FOUND)
def test_the_one_hit_counts_as_the_power_card(text):
    level, hit_level, icon = re.search(PATTERN, text).groups()
    answer = _answer(text)
    assert answer["steps"][0]["value"] == int(level)
    (hit,) = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert hit["value"] == int(hit_level) and hit["record"] == "current"
    assert hit["icon"] == icon.lower().replace("-", "_") or len(hit.get("icons") or ()) > 1


@pytest.mark.parametrize("text", FOUND)
def test_a_blocked_attack_leaves_no_hit(text):
    level = int(re.search(PATTERN, text).group(1))
    answer = _answer(text, level)
    assert answer["steps"][1]["result"] == "blocked"
    assert answer["state"]["players"]["B"]["front_line"][0]["hits"] == []
