"""A home base's lasting text is an effect in play for its team (OR.location, MR.19): real
location texts of the ten sets, found by their wording, parsed by the grammar."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
ATTACK_BONUS = re.compile(r"^[\w ,&'.-]+ Team'?s? (\w+) Power cards are ([+-]\d) to attack\.?$")


def _locations() -> list[tuple[str, str]]:
    found = {(row["Name"].strip(), text) for row, text in rows("location")}
    return sorted((name, text) for name, text in found if ATTACK_BONUS.match(text))


def _attack(home: tuple[str, str] | None, icon: str) -> dict:
    lookup = MemoryLookup()
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    if home:
        name, text = home
        lookup.add(CardDef(name=name, kind="location", text=text, effect=parse_effect(text)))
        players["A"]["home_base"] = {"card": name}
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": icon, "value": 5}]}
    return resolve({"players": players, "turn": "A"}, [play], lookup, parse_effect).to_json()


LOCATIONS = _locations()


def test_the_ten_sets_print_the_wording():
    assert LOCATIONS


@pytest.mark.parametrize("home", LOCATIONS, ids=[n for n, _ in LOCATIONS])
def test_a_home_bases_attack_bonus_applies_to_its_teams_power_cards_of_the_type(home):
    icon, amount = ATTACK_BONUS.match(home[1]).groups()
    icon = icon.lower()
    if icon not in GRID:
        pytest.skip("MultiPower cards need a type chosen")
    assert _attack(home, icon)["steps"][0]["value"] == 5 + int(amount)
    other = next(t for t in GRID if t != icon)
    assert _attack(home, other)["steps"][0]["value"] == 5
    assert _attack(None, icon)["steps"][0]["value"] == 5
