"""Clause fields of a teammate named by its owner: "the Permanent Record of Onslaught
teammate", "KO any one of Onslaught's teammates" (``who`` stays ``teammate``; the owner's
name is kept in ``self_name`` and rendered as printed), and of the battle's Hits of those
teammates discarded without reaching the Venture Total."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests
from tests.grammar.ten_sets import card_text

OWN = [
    (
        "Remove 2 Hits from the Permanent Record of Magneto's teammate.",
        [{"kind": "remove_hits", "who": "teammate", "count": 2, "self_name": "Magneto"}],
    ),
    (
        "KO any one of Apocalypse's teammates.",
        [{"kind": "knock_out", "who": "teammate", "self_name": "Apocalypse"}],
    ),
]

test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_a_teammate_printed_without_the_owners_s_keeps_the_name() -> None:
    text = card_text("Onslaught™ - Baptism by Fire")
    tree = parse_effect(text)
    (removal,) = tree.clauses
    assert (removal.who, removal.self_name, removal.count) == ("teammate", "Onslaught", 1)
    assert removal.scaling.per == "card in Defeated Missions Pile"
    assert "Onslaught's teammate" in tree.canonical
    assert_full_and_round_trips(text)


def test_one_teammate_kod_and_the_teammates_battle_hits_discarded() -> None:
    text = card_text("Onslaught™ - Merciless Conqueror")
    tree = parse_effect(text)
    ko, discarded = tree.clauses
    assert (ko.kind, ko.who, ko.self_name, ko.regardless) == (
        "knock_out",
        "teammate",
        "Onslaught",
        False,
    )
    assert (discarded.kind, discarded.who, discarded.record) == (
        "discard_hits",
        "teammate",
        "current",
    )
    assert discarded.counts_venture is False and discarded.duration == "battle"
    assert_full_and_round_trips(text)


def test_a_bare_teammate_names_no_owner() -> None:
    (removal,) = parse_effect("Remove 1 Hit from the Permanent Record of teammate.").clauses
    assert removal.who == "teammate" and removal.self_name is None
