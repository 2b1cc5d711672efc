"""Clause fields of combining with cards that leave some kinds out ("May be combined with a
Universe card, excluding Teamwork"): the left-out kinds are kept in the Combine clause's
``filters`` and printed back after the cards.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "May be combined with a Universe card, excluding Teamwork.",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["universe"],
                "allowed": True,
                "filters": ["excluding teamwork"],
            }
        ],
    ),
    (
        "May combine with 1 Universe card, excluding Teamwork or Training, for a single attack.",
        [
            {
                "kind": "combine",
                "card_kinds": ["universe"],
                "purpose": "attack",
                "filters": ["excluding teamwork|training"],
            }
        ],
    ),
    (
        "May combine with 1 Universe card, excluding Teamwork and Ally, for a single attack.",
        [{"kind": "combine", "filters": ["excluding teamwork,ally"]}],
    ),
    (
        "May combine with 1 Universe card for a single attack.",
        [{"kind": "combine", "card_kinds": ["universe"], "filters": []}],
    ),
]

test_sentences_keep_their_fields, _unused_real = faithful_field_tests(OWN)


def test_real_card_keeps_the_excluded_kind() -> None:
    text = (
        "Acts as a level 5 MultiPower attack. May be combined with a Universe card, excluding "
        "Teamwork. Universe not added to damage or venture total. One Per Deck"
    )
    tree = parse_effect(text)
    assert tree.status == "full"
    combine = tree.clauses[1]
    assert combine.kind == "combine" and combine.filters == ("excluding teamwork",)
    assert "excluding Teamwork" in tree.canonical
    assert_full_and_round_trips(text)


def test_or_and_and_between_excluded_kinds_render_as_printed() -> None:
    either = parse_effect(
        "May combine with 1 Universe card, excluding Teamwork or Training, for a single attack."
    )
    both = parse_effect(
        "May combine with 1 Universe card, excluding Teamwork and Training, for a single attack."
    )
    assert "excluding Teamwork or Training," in either.canonical
    assert "excluding Teamwork and Training," in both.canonical


def test_bonus_not_added_reads_with_or_without_the_word_bonus() -> None:
    # the canonical text says "Universe bonus not added ..."; the card "Universe not added ..."
    printed = parse_effect("Universe not added to damage or venture total.")
    rendered = parse_effect("Universe bonus not added to Damage or Venture Total.")
    assert rendered.status == "full"
    assert rendered.clauses == printed.clauses
    assert printed.clauses[0].card_kinds == ("universe",)
