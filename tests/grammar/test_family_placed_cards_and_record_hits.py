"""Clause fields of cards placed on a character ("all cards Placed to / on Green Goblin") and of
Hits removed where they lie ("remove all Hits on / in X's Permanent Record"): "to" reads as
"on" and "on" / "in" as "from", the same Discard and RemoveHits as the usual wording.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Discard all cards Placed to Nightcrawler.",
        [
            {
                "kind": "discard",
                "count": "all",
                "from": "placed",
                "filter": "placed on:Nightcrawler",
            }
        ],
    ),
    (
        "Remove all Hits in Nightcrawler's Permanent Record.",
        [{"kind": "remove_hits", "who": "Nightcrawler", "count": "all", "record": "permanent"}],
    ),
    (
        "Remove all Hits on Nightcrawler's Permanent Record.",
        [{"kind": "remove_hits", "who": "Nightcrawler", "count": "all", "record": "permanent"}],
    ),
]

test_sentences_keep_their_fields, _unused_real = faithful_field_tests(OWN)


def test_placed_to_and_placed_on_are_one_discard() -> None:
    to = parse_effect("Opponent must discard all cards Placed to Nightcrawler.")
    on = parse_effect("Opponent must discard all cards Placed on Nightcrawler.")
    assert to.clauses == on.clauses
    # printed in the game's words, never the filter's internal form
    assert "Placed on Nightcrawler" in on.canonical and ":" not in on.canonical


def test_real_card_discards_and_removes_hits() -> None:
    text = (
        "Discard all cards Placed to Green Goblin and remove all Hits in Green Goblin's "
        "Permanent Record. One Per Deck"
    )
    tree = parse_effect(text)
    assert [c.kind for c in tree.clauses] == ["discard", "remove_hits"]
    assert tree.clauses[1].who == "Green Goblin"
    assert_full_and_round_trips(text)
