"""A character that "Must have a MultiPower card Hit to be KO'd" (an inherent ability): hits
reaching its cumulative or spectrum KO do not KO it until a hit of the cards it names is among
them; a TKO still does (OR.inherent, OR.ko.*, MR.12.tko). Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.checks import check_ko
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
NEEDS = texts(r"^Must have a (\w+) card Hit to be K\.?O\.?'d\.?$", "character", full=True)


def _ko(text: str, hits: list[dict]) -> dict:
    body = {"character": {"name": "Judged", "grid": GRID, "inherent": text, "hits": hits}}
    return check_ko(body, MemoryLookup(), parse_effect)


def test_the_ten_sets_print_the_wording():
    assert NEEDS


@pytest.mark.parametrize("text", NEEDS)
def test_no_ko_without_a_hit_of_the_named_cards(text):
    needed = re.match(r"^Must have a (\w+)", text).group(1).lower()
    assert needed == "multipower"
    plain = [{"icon": "energy", "value": 8}] * 3  # 24 points of one type: cumulative KO
    answer = _ko(text, plain)
    assert answer["ko"] is False and "OR.inherent" in answer["rules"]
    assert any("KO'd only with a hit of" in r for r in answer["reasons"])
    fused = [*plain[:2], {"icon": "multipower", "value": 8, "icons": ["energy"]}]
    answer = _ko(text, fused)
    assert answer["ko"] is True and answer["kind"] == "cumulative"


@pytest.mark.parametrize("text", NEEDS)
def test_a_tko_knocks_it_out_all_the_same(text):
    hits = [
        {"icon": "energy", "value": 8},
        {"icon": "fighting", "value": 7},
        {"icon": "strength", "value": 6},
    ]
    answer = _ko(text, hits)
    assert answer["ko"] is True and answer["kind"] == "tko"
