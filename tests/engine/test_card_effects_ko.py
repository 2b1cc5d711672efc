"""KO modifiers printed on real cards, applied by the KO rules (OR.ko.*, OR.inherent, MR.19).

Each test takes the real texts of the ten sets that use a wording (found by the wording, never
by card name), parses them with the grammar and checks what the KO check rules with them.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.checks import check_ko
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
TYPES = ("Energy", "Fighting", "Strength", "Intellect")


def _ko(character: dict, in_play: list | None = None) -> dict:
    body = {"character": {"name": "Judged", "grid": GRID, **character}, "in_play": in_play or []}
    return check_ko(body, MemoryLookup(), parse_effect)


def _hits(*pairs: tuple[str, int]) -> list[dict]:
    return [{"icon": icon.lower(), "value": value} for icon, value in pairs]


NOT_CUMULATIVE = texts(r"^May not be Cumulative K\.?O\.?'d with (\w+) Power cards\.?$", "character")


def test_the_ten_sets_print_the_wording():
    assert NOT_CUMULATIVE, "no inherent ability says it may not be cumulative KO'd with a type"


@pytest.mark.parametrize("text", NOT_CUMULATIVE)
def test_hits_of_the_named_type_do_not_count_toward_a_cumulative_ko(text):
    barred = re.search(r"with (\w+) Power", text).group(1)
    other = next(t for t in TYPES if t != barred)
    # 24 points of the barred type and nothing else: not KO'd (one type, no spectrum).
    answer = _ko({"inherent": text, "hits": _hits((barred, 8), (barred, 8), (barred, 8))})
    assert answer["ko"] is False and answer["points"] == 0
    assert any("do not count" in r for r in answer["reasons"])
    # The same points of another type KO it.
    answer = _ko({"inherent": text, "hits": _hits((other, 8), (other, 8), (other, 8))})
    assert answer["ko"] is True and answer["kind"] == "cumulative"


@pytest.mark.parametrize("text", NOT_CUMULATIVE[:2])
def test_a_tko_still_knocks_out_whatever_the_ability(text):
    barred = re.search(r"with (\w+) Power", text).group(1)
    others = [t for t in TYPES if t != barred][:2]
    hits = _hits((barred, 8), (others[0], 7), (others[1], 6))
    answer = _ko({"inherent": text, "hits": hits})
    assert answer["ko"] is True and answer["kind"] == "tko" and "MR.12.tko" in answer["rules"]


NO_SPECTRUM = texts(r"^[\w .'-]+ (cannot|may not) be Spectrum K\.?O\.?'d", "special")


def test_cannot_be_spectrum_kod_from_a_special_in_play():
    assert NO_SPECTRUM, "no special says its character cannot be spectrum KO'd"
    text = NO_SPECTRUM[0]
    # The card names its own character, who is the one judged.
    name = re.match(r"^([\w .'-]+?) (cannot|may not) be Spectrum", text).group(1)
    hits = _hits(("Energy", 2), ("Fighting", 2), ("Strength", 2), ("Intellect", 2))
    assert _ko({"name": name, "hits": hits})["kind"] == "spectrum"
    special = {"special": {"character": name, "name": "In Play", "text": text}}
    answer = _ko({"name": name, "hits": hits}, [{"card": special, "player": "B"}])
    assert answer["ko"] is False and answer["spectrum_needed"] is None
    assert "MR.19" in answer["rules"]


DOUBLED = texts(r"^All (\w+) Power cards? Hits on Target Character are doubled when", "special")


@pytest.mark.parametrize("text", DOUBLED)
def test_hits_of_the_type_count_double_toward_a_cumulative_ko(text):
    icon = re.search(r"^All (\w+) Power", text).group(1)
    if icon.lower() not in [t.lower() for t in TYPES]:
        pytest.skip(f"{icon} hits are not a single power type")
    special = {"special": {"character": "Other", "name": "Doubler", "text": text}}
    effect = [{"card": special, "player": "A", "target": "character"}]
    hits = _hits((icon, 6), (icon, 5))  # 11 points, doubled to 22
    answer = _ko({"hits": hits}, effect)
    assert answer["ko"] is True and answer["kind"] == "cumulative" and answer["points"] == 22
    assert answer["threshold"] == 20  # the threshold itself is not doubled
    assert _ko({"hits": hits})["ko"] is False
