"""Item 2 of issue 8: the canonical text of every `full` text of the ten sets parses back to
the same tree, in the game's words (no internal identifiers)."""

from __future__ import annotations

import csv
import re

import pytest

from cards.grammar import parse_effect
from cards.grammar.accounting import word_key
from cards.grammar.faithful import facts, is_faithful, lost_facts, round_trips

# Full texts of the ten sets whose canonical text does not parse back to the same tree, as
# measured when the round trip was first checked (issue 8): parse_report lists them under
# "round_trip_failures" and counts none of them faithful. Lower it as renderers improve: 95 of
# 496 distinct full texts once the phrase rules for the three new sets joined (their renderers
# were not yet checked against the round trip); 82 of 593 once the specials' renderers kept
# their words (modifiers, avoids, grid changes, KO numbers, "only ... may be played"), 76
# of 614 with placements, exchanges, plays from Reserve and names kept after "If successful",
# 65 of 636 with "acts as a Power card" inside a condition, negations and discards from the top;
# 57 of 779 with the renderers of locations, events, aspects, tactics and characters; 25 of
# 779 with choices written as the cards write them ("X may make 4 attacks, ..., or 1 attack at
# +3"), opponent's piles, "attacker", "KO'd by next ... Hit," and Universe bonuses "added to
# Venture Total"; 11 of 779 with cards "in play that affect ...", "the Permanent Record of any
# character", "if "<card>" is in play" and "until KO'd"; 9 of 780 with "the defeated mission
# pile" and discards "for each ..." that leave the Dead Pile unsaid; 6 of 1043 once the phrase
# families of the parallel grammar work joined.
MAX_ROUND_TRIP_FAILURES = 1
INTERNAL_NAME = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")


@pytest.fixture(scope="module")
def full_trees(card_files):
    texts = set()
    for path in card_files:
        with path.open(encoding="utf-8-sig", newline="") as handle:
            for row in csv.DictReader(handle):
                text = (row.get("Game Text") or "").strip()
                if text and text != "-":
                    texts.add(text)
    trees = {t: parse_effect(t) for t in sorted(texts)}
    return {t: tree for t, tree in trees.items() if tree.status == "full"}


def test_round_trip_over_the_ten_sets(full_trees):
    failing = [t for t, tree in full_trees.items() if not round_trips(tree)]
    assert len(full_trees) > 300
    assert len(failing) <= MAX_ROUND_TRIP_FAILURES, failing[:20]


def test_a_faithful_text_round_trips_and_keeps_its_facts():
    text = (
        "Wolverine may use Fighting Power cards level 6 through 8 to avoid any attack made "
        "against Wolverine or teammate for remainder of battle. One Per Deck"
    )
    tree = parse_effect(text)
    assert is_faithful(text, tree)
    # the reading the issue reported ("may use to avoid Fighting Power") was not faithful
    bad = parse_effect("Wolverine may use to avoid Fighting Power for remainder of battle.")
    assert not is_faithful(text, bad) or bad.status != "full"
    assert {"6", "8"} <= lost_facts(text, bad)


def test_canonical_text_of_full_trees_has_no_internal_names(full_trees):
    named = {t: tree.canonical for t, tree in full_trees.items()}
    offenders = {t: c for t, c in named.items() if INTERNAL_NAME.search(c)}
    # Internal identifiers are never shown as full.
    assert not offenders, list(offenders.items())[:10]


def test_facts_are_numbers_power_types_and_qualifiers():
    assert facts("May use Fighting Power cards level 6 through 8 to avoid any attack") >= {
        "6",
        "8",
        word_key("Fighting"),
        word_key("any"),
        "may",
    }
    assert "card" not in facts("Draw 1 card")
