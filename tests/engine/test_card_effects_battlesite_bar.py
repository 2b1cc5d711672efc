"""A home base that bars a battlesite (OR.setup.battlesite, MR.1): "<Team> may not have a
Battlesite." The deck check refuses a deck whose home base says so and that lists a battlesite;
the same deck without the battlesite, or with another home base, is legal. Real location texts
of the ten sets, found by their wording."""

from __future__ import annotations

import re

import pytest

from rules.engine.deck import check_deck
from tests.deck.builders import legal_deck, location
from tests.engine.real_texts import rows

BARS = re.compile(r"^[\w ']+ Team may not have a Battlesite\.?$", re.I)
FOUND = sorted({(row["Name"].strip(), t) for row, t in rows("location") if BARS.match(t)})
TEAM = ["Alpha", "Bravo", "Charlie", "Delta"]


def test_the_ten_sets_print_the_wording():
    assert FOUND


@pytest.mark.parametrize(("name", "text"), FOUND, ids=[n for n, _ in FOUND])
def test_a_battlesite_is_refused_beside_the_home_base_that_bars_it(name, text):
    home = location(name, team=TEAM, text=text)
    site = location("Far Fortress", team=["Echo", "Foxtrot"])
    report = check_deck(legal_deck(home_base=home, battlesite=site))
    barred = [f for f in report.violations if name in f.message and "battlesite" in f.message]
    assert barred and barred[0].rule == "OR.setup.battlesite"
    assert check_deck(legal_deck(home_base=home)).legal
    plain = location("Plain Base", team=TEAM)
    assert check_deck(legal_deck(home_base=plain, battlesite=site)).legal
