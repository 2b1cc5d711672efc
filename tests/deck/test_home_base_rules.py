"""A home base's rules for its team in the deck check (OR.setup.home-base.rules): the mission
piles a team begins with ("Big Apple Team begins game with 6 Mission cards in Reserve Missions
Pile and 1 Mission card in Defeated Missions Pile", ``starting_missions``), and a location's
handling note the engine keeps ("Does not affect Power Grids"). Real locations of the ten
sets, read from their rows."""

from __future__ import annotations

import csv

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef
from rules.engine.deck import check_deck
from tests.conftest import CARD_FILES
from tests.deck.builders import char, legal_deck


def _locations(pattern: str) -> list[CardDef]:
    out = []
    for path in CARD_FILES:
        with path.open(encoding="utf-8-sig", newline="") as handle:
            for row in csv.DictReader(handle):
                text = row.get("Game Text") or ""
                if (row.get("Type") or "").lower() == "location" and pattern in text.lower():
                    team = row.get("Character List") or ""
                    out.append(
                        CardDef(name=row["Name"], kind="location", text=text, extra={"team": team})
                    )
    return out


STARTING = _locations("begins game with")
GRIDLESS = _locations("does not affect power grids")


def test_the_ten_sets_print_the_wordings():
    assert STARTING and GRIDLESS


@pytest.mark.parametrize("home", STARTING, ids=lambda c: c.name)
def test_the_deck_check_lays_out_the_mission_the_home_base_says(home):
    team = [char(n, 4, 4, 3, 3) for n in ("Daredevil", "Spider-Man", "Falcon", "Morbius")]
    report = check_deck(legal_deck(characters=team, home_base=home))
    found = [w for w in report.warnings if w.rule == "OR.setup.home-base.rules"]
    assert len(found) == 1 and found[0].cards == [home.name]
    assert "6 mission cards in its reserve missions pile" in found[0].message
    assert "1 mission card in its defeated missions pile" in found[0].message
    assert {"OR.mission", "OR.setup.home-base.rules"} <= set(report.rules)
    # a team the home base does not take gets no such note: the location is not its home base
    strangers = [char(n, 4, 4, 3, 3) for n in ("Alpha", "Bravo", "Charlie", "Delta")]
    other = check_deck(legal_deck(characters=strangers, home_base=home))
    assert not [w for w in other.warnings if w.rule == "OR.setup.home-base.rules"]


@pytest.mark.parametrize("home", STARTING + GRIDLESS, ids=lambda c: c.name)
def test_every_clause_of_the_locations_is_applied(home):
    tree = parse_effect(home.text).to_json()
    assert tree["status"] == "full"
    assert reach.not_applied(tree["clauses"], card=("location", "")) == []
