"""Clause fields of rules a location sets about a team's or a player's cards: one player's
cards whose Hits do not count for a Spectrum KO of a team, duplicates a team may keep (their
kinds, levels and "of different Power Types"), and cards played from a Location.
"""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "Opponent's Energy Power cards do not count for Spectrum KO against Krakoa Team.",
        [
            {
                "kind": "spectrum_exclusion",
                "owner": "opponent",
                "against": "team",
                "team_name": "Krakoa",
                "icons": ["energy"],
                "card_kinds": ["power"],
            }
        ],
    ),
    (
        "Krakoa Team may keep duplicate level 3 Power cards of different Power Types.",
        [
            {
                "kind": "keep_duplicates",
                "who": "team",
                "team_name": "Krakoa",
                "levels": [3, 3],
                "card_kinds": ["power"],
                "different_types": True,
            }
        ],
    ),
    (
        "Krakoa Team may keep duplicate Universe cards.",
        [{"kind": "keep_duplicates", "card_kinds": ["universe"], "different_types": False}],
    ),
    (
        "May not be attacked by any card from a Battlesite.",
        [{"kind": "cannot_be_attacked", "who": "self", "by_cards": {"source": "battlesite"}}],
    ),
]

REAL = [
    (
        "Ravencroft",
        "Opponent's MultiPower",
        [
            {
                "kind": "spectrum_exclusion",
                "owner": "opponent",
                "icons": ["multipower"],
                "team_name": "Ravencroft",
            }
        ],
    ),
    (
        "The Vault",
        "The Vault's Team",
        [{"kind": "keep_duplicates", "levels": [2, 2], "different_types": True}],
    ),
    (
        "Post",
        "May not be attacked",
        [{"kind": "cannot_be_attacked", "by_cards": {"source": "location"}}],
    ),
]

test_own_sentences, test_real_sentences = faithful_field_tests(OWN, REAL)


def test_a_players_cards_are_not_read_as_every_card() -> None:
    tree = parse_effect("Opponent's Energy Power cards do not count for Spectrum KO.")
    clause = tree.clauses[0]
    assert clause.owner == "opponent"
    assert clause.against is None
    assert tree.canonical.startswith("Opponent's Energy Power cards")


def test_duplicates_kept_may_not_be_an_obligation() -> None:
    tree = parse_effect("Krakoa Team must keep duplicate Universe cards.")
    assert not any(c.kind == "keep_duplicates" for c in tree.clauses)


def test_cards_an_additional_bonus_when_a_character_uses_them() -> None:
    text = "Energy Universe cards are an additional +2 when used by Krakoa."
    tree = parse_effect(text)
    (clause,) = tree.clauses
    assert (clause.kind, clause.who, clause.amount, clause.when_used_by) == (
        "bonus_modifier",
        "Krakoa",
        2,
        True,
    )
    assert tree.status == "full"
    assert tree.canonical == text
