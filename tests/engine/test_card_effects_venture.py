"""Venture exclusions printed on real cards, applied to the venture total of a resolution.

"Does not count toward Venture Total" on an attack, "Opponent's <type> Power cards do not
count in the venture total", "All <type> Power cards do not count ..." (OR.venture-total).
Texts are found in the ten sets by their wording and parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}


def _special(name: str, text: str) -> dict:
    return {"special": {"character": name, "name": "Card", "text": text}}


def _resolve(plays: list, in_play: list | None = None) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": in_play or [],
    }
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _power_attack(icon: str, value: int = 6) -> dict:
    return {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": icon, "value": value}],
    }


OWN_HITS = texts(
    r"^Acts as a level \d+ \w+ attack\. If successful,? acts as a level \d+ \w+ Hit\. .*"
    r"Does not count (toward|towards|for|to) Venture Total\.?$"
)
OPPONENTS_TYPE = texts(r"^Opponent's (\w+) Power cards do not count in the venture total")


def test_the_ten_sets_print_the_wordings():
    assert OWN_HITS and OPPONENTS_TYPE


def _attack_with(text: str, *more: dict) -> dict:
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": [_special("Ace", text)]}
    return _resolve([attack, *more])


def _described(text: str) -> tuple[int, str, int, str]:
    """The attack's level and type, and the level and type of the hit it acts as."""
    m = re.match(
        r"^Acts as a level (\d+) (\w+) attack\. If successful,? acts as a level (\d+) (\w+)", text
    )
    return int(m.group(1)), m.group(2).lower(), int(m.group(3)), m.group(4).lower()


@pytest.mark.parametrize("text", OWN_HITS)
def test_the_one_hit_left_is_the_hit_described_on_the_record_out_of_the_venture(text):
    """ "Acts as a level 7 Intellect attack. If successful, acts as a level 3 Strength Hit. Hit
    goes on Target Character's Permanent Record. Does not count toward Venture Total.": a
    successful attack leaves its one card on the target as the hit (OR.hits), so the hit
    described is that card's hit, not a second one beside it (the project once ruled it a
    second hit, with the attack's own hit landing this battle and counting; a judge reads one
    card, one hit). It counts as the level and type described, on the permanent record, and
    so never toward the venture total (OR.venture-total)."""
    _, _, level, icon = _described(text)
    answer = _attack_with(text)
    assert [s["result"] for s in answer["steps"]][:2] == ["attack", "hit"]
    assert answer["venture"]["A"]["total"] == 0
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert [(h["icon"], h["value"], h["record"]) for h in hits] == [(icon, level, "permanent")]


@pytest.mark.parametrize("text", OWN_HITS)
def test_the_attack_is_made_at_its_own_level_and_type(text):
    """The defense must meet the attack's level (7 Intellect), not the described hit's (3):
    a defense one short of the attack's level does not stop it (OR.defense)."""
    level, icon, _, _ = _described(text)
    short = {"type": "defend", "by": "b1", "cards": [{"power": icon, "value": level - 1}]}
    answer = _attack_with(text, short)
    assert answer["state"]["players"]["B"]["front_line"][0].get("hits")
    enough = {"type": "defend", "by": "b1", "cards": [{"power": icon, "value": level}]}
    answer = _attack_with(text, enough)
    assert not answer["state"]["players"]["B"]["front_line"][0].get("hits")


@pytest.mark.parametrize("text", OPPONENTS_TYPE)
def test_the_opponents_power_cards_of_the_type_do_not_count(text):
    icon = re.search(r"Opponent's (\w+) Power", text).group(1).lower()
    effect = {"card": _special("Bolt", text), "player": "B", "by": "b1", "duration": "battle"}
    answer = _resolve([_power_attack(icon)], [effect])
    assert answer["venture"]["A"]["total"] == 0
    # Another type still counts, and the card's own side is not touched.
    other = "fighting" if icon != "fighting" else "energy"
    assert _resolve([_power_attack(other)], [effect])["venture"]["A"]["total"] == 6


def test_without_the_card_the_same_hit_counts():
    assert _resolve([_power_attack("strength")])["venture"]["A"]["total"] == 6
