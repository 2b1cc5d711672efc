"""A restriction whose card filter its reader would rule wrong is reported "not applied", never
counted applied (issue 12): words the grammar kept untyped are read only beside the clause that
gives them a meaning ("of equal or lesser value" with the card played with the special,
``played_limits``; "may not defend this card" with the card standing in front of a character
until it is attacked, ``card_attacks``), and a choice the play does not name ("Power Type of
X's choice" with no ``as``) is not applied. Real card texts of the ten sets, found by their
wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.reach_unread import unread_filter
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}

#: (wording, the clause kind holding the filter, the field its reader would rule wrong alone)
FAMILIES = [
    (
        r"may not be attacked by a Power card of equal or lesser value",
        "cannot_be_attacked",
        "by_cards.words",
    ),
    (r"may not defend this card", "cannot_defend", "against.kinds"),
]


def _clause(text: str, kind: str) -> dict:
    return next(c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == kind)


@pytest.mark.parametrize(("wording", "kind", "field"), FAMILIES)
def test_each_family_is_read_only_beside_the_clause_that_gives_its_words_a_meaning(
    wording, kind, field
):
    found = texts(wording, full=True)
    assert found, wording
    for text in found:
        clause = _clause(text, kind)
        assert unread_filter(clause) == field and clause in reach.not_applied([clause])
        assert clause not in reach.not_applied(parse_effect(text).to_json()["clauses"])


def test_a_filter_the_reader_reads_whole_is_applied():
    site = _clause("May not be attacked by any card from a Battlesite.", "cannot_be_attacked")
    low = _clause(
        "Target hero may not defend against level 1 or 2 Power cards for remainder of game.",
        "cannot_defend",
    )
    assert unread_filter(site) is None and reach.is_applied(site)
    assert unread_filter(low) is None and reach.is_applied(low)


@pytest.mark.parametrize(
    ("wording", "kind"),
    [
        # a Location: a home base or a battlesite (location_sources)
        (r"may not be attacked by any card from a Location", "cannot_be_attacked"),
        # the type the play names with the card's ``as`` (chosen_types)
        (r"may not defend with power type of .*choice", "cannot_defend"),
    ],
)
def test_a_source_or_a_choice_the_reader_reads_is_applied(wording, kind):
    found = texts(wording, full=True)
    assert found, wording
    for text in found:
        clause = _clause(text, kind)
        assert unread_filter(clause) is None and reach.is_applied(clause)


def test_the_step_that_meets_the_clause_says_not_applied_and_warns():
    (text,) = texts(r"may not defend with power type of .*choice", full=True)[:1]
    special = {"special": {"character": "Ace", "name": "Choice", "text": text}}
    state = {
        "turn": "A",
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            # a hero: the card's Target hero (a code not given would warn too)
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID, "code": "hero"}]},
        },
    }
    plays = [{"type": "play", "by": "a1", "target": "b1", "cards": [special]}]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    (warning,) = answer["warnings"]
    assert warning["kinds"] == ["cannot_defend"] and "not applied" in warning["text"]
    assert any("not applied: " in s["text"] for s in answer["steps"] if s["play"] == 0)
