"""The engine takes only the Hits a removal or a move names, read from the typed ``hit_filter``
the grammar built from real card texts (MR.1): a value, a value at most, a card kind and power
type, a level range, more than one icon, only one power type. A filter the grammar could not
type is left to the table (no hit is taken for the players)."""

from __future__ import annotations

import pytest

from rules.engine.board_model import Hit
from rules.engine.hit_filters import hit_matcher
from rules.engine.hits_gathered import gathers
from tests.grammar.ten_sets import card_clause

HITS = {
    "energy 5": Hit(icon="energy", value=5),
    "strength 4": Hit(icon="strength", value=4),
    "strength 2": Hit(icon="strength", value=2),
    "special": Hit(icon="fighting", value=7, source="special"),
    "multipower": Hit(icon="multipower", value=6, icons=("energy", "fighting")),
    "fighting 6": Hit(icon="fighting", value=6),
}


TAKEN = [
    ("Velocity - Internal Hardware", {"strength 4"}),
    ("Reyes - Medical Background", {"energy 5", "strength 4", "strength 2"}),
    ("Thunderbird - Cellular Density", {"strength 4", "strength 2"}),
    ("Killrazor - Will Power", {"special"}),
    ("Muir Island", {"strength 2"}),
    ("Colossus™ - Organic Steel", {"multipower"}),
]


@pytest.mark.parametrize(("name", "taken"), TAKEN, ids=[n for n, _ in TAKEN])
def test_a_removal_takes_only_the_hits_its_typed_filter_names(name: str, taken: set) -> None:
    named = hit_matcher(card_clause(name, "remove_hits"))
    assert named is not None
    assert {label for label, h in HITS.items() if named(h)} == taken


def test_a_filter_left_in_words_is_left_to_the_table() -> None:
    assert hit_matcher(card_clause("Dracula - Lifeblood", "remove_hits")) is None


def test_hits_of_only_one_power_type_are_gathered() -> None:
    clause = card_clause("Parallax - Heroic Redemption", "move_hits")
    assert gathers(clause)
    assert not gathers({**clause, "hit_filter": None})  # words alone are not read
