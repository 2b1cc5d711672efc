"""Clause fields of placed cards and their duplicates: "may have an unlimited number of
Special cards Placed on him until KO'd", "Specials may not be duplicates" (the kinds that must
all differ are a field), and "does not have to discard duplicates of chosen Power card's Power
Type and Value".
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Teamwork cards may not be duplicates.",
        [{"kind": "discipline", "action": "no_duplicates", "card_kinds": ["teamwork"]}],
    ),
    (
        "Specials may not be duplicates.",
        [{"kind": "discipline", "action": "no_duplicates", "card_kinds": ["special"]}],
    ),
    (
        "For remainder of battle, target character does not have to discard duplicates.",
        [
            {
                "kind": "permission",
                "who": "target",
                "action": "keep_duplicates",
                "duration": "battle",
                "filters": [],
            }
        ],
    ),
    (
        "May not be a duplicate.",
        [{"kind": "discipline", "action": "no_duplicates", "card_kinds": []}],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    (
        "Tiffany - Holy Order",
        "Tiffany may have an unlimited number",
        [
            {
                "kind": "placement",
                "who": "Tiffany",
                "card_kinds": ["special"],
                "max_cards": None,
                "duration": {"until": "Tiffany is KO'd"},
            }
        ],
    ),
    (
        "Tiffany - Holy Order",
        "Specials may not be duplicates",
        [{"kind": "discipline", "action": "no_duplicates", "card_kinds": ["special"]}],
    ),
    (
        "Zealot - Sister's Support",
        "For remainder of game, Zealot does not",
        [
            {
                "kind": "permission",
                "who": "Zealot",
                "action": "keep_duplicates",
                "duration": "game",
                "filters": ["duplicates of the chosen Power card's Power Type and Value"],
            }
        ],
    ),
    (
        "Blue Beetle™ - The Bug™",
        "Specials may not be duplicates",
        [{"kind": "discipline", "action": "no_duplicates", "card_kinds": ["special"]}],
    ),
]

test_sentences_keep_their_fields, test_real_texts_keep_their_fields = faithful_field_tests(
    OWN, REAL
)


def test_placement_and_its_kinds_round_trip_together() -> None:
    assert_full_and_round_trips(
        "Silver Sable may have an unlimited number of Teamwork cards placed on her until "
        "Silver Sable is KO'd. Teamwork cards may not be duplicates."
    )


def test_duplicates_of_a_chosen_card_of_another_kind_are_not_read() -> None:
    # the filter names a Power card's Power Type and Value: another kind stays unread
    from cards.grammar import parse_effect

    tree = parse_effect(
        "Zealot does not have to discard duplicates of chosen Special card's Power Type and Value."
    )
    assert tree.status == "failed"
