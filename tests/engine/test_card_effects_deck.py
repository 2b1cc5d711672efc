"""What the deck check reads from real cards' clauses (OR.sum-deck, MR.20): a character whose
inherent ability says it counts as N points for tournament deck building. Real texts of the
ten sets, parsed by the grammar; the deck check reads the clause, never the text.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.deck import check_deck
from tests.deck.builders import ALPHA, BRAVO, CHARLIE, char, legal_deck
from tests.engine.real_texts import texts

POINTS = texts(r"^Counts as (\d+) points for Tournament Deckbuilding\.?$", "character", full=True)


def test_the_ten_sets_print_the_wording():
    assert POINTS


@pytest.mark.parametrize("text", POINTS)
def test_a_character_counts_as_the_points_its_ability_states(text):
    stated = int(re.search(r"(\d+) points", text).group(1))
    odd = char("Oddball", 8, 8, 8, inherent=text)
    base = sum(v for _, v in ALPHA.grid.items()) + sum(v for _, v in BRAVO.grid.items())
    base += sum(v for _, v in CHARLIE.grid.items())
    plain = check_deck(legal_deck(characters=[ALPHA, BRAVO, CHARLIE, char("Oddball", 8, 8, 8)]))
    assert plain.points == base + 24
    read = check_deck(legal_deck(characters=[ALPHA, BRAVO, CHARLIE, odd], parse=parse_effect))
    assert read.points == base + stated and "MR.20" in read.rules
    clause = parse_effect(text).to_json()["clauses"][0]
    assert reach.is_applied(clause, "deck")
