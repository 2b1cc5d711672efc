"""Clause fields of negation, named cards a character may place and play, and a Battlesite's
discard: "Target Character's Special cards may not be Negated for remainder of game" (whose
cards, which kind, how long), "This Special may not be negated", "Comm. Gordon may Place and
play Batman "Master Detective" and "The Dark Knight" Special cards" (the owner and the names),
"Opponent must use Activator cards for remainder of game or until ..." and "Target Battlesite
must discard 1 Placed card chosen at random"; "Violator may Place Artifact cards face down".
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Opponent's Special cards may not be Negated for remainder of battle.",
        [
            {
                "kind": "not_negated",
                "who": "opponent",
                "card_kinds": ["special"],
                "duration": "battle",
            }
        ],
    ),
    (
        "This Special may not be negated.",
        [{"kind": "discipline", "action": "may_not_be_negated", "card_kinds": ["special"]}],
    ),
    (
        "Opponent must use Activator cards for remainder of game or until this Special has "
        "been attacked with 3 Activator card attacks.",
        [
            {
                "kind": "permission",
                "who": "opponent",
                "action": "must_use",
                "card_kinds": ["activator"],
                "duration": {
                    "until": "end of game or this Special has been attacked with 3 Activator "
                    "card attacks"
                },
            }
        ],
    ),
]

OWN += [
    (
        "Gambit may Place Artifact cards face down for remainder of battle.",
        [
            {
                "kind": "permission",
                "who": "Gambit",
                "action": "place_face_down",
                "card_kinds": ["artifact"],
                "duration": "battle",
            }
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    (
        "Violator - Connave",
        "Violator may Place Artifact cards face",
        [
            {
                "kind": "permission",
                "who": "Violator",
                "action": "place_face_down",
                "card_kinds": ["artifact"],
                "duration": "game",
            }
        ],
    ),
    (
        "Comm. Gordon & G.C.P.D. - The Bat Signal",
        "Comm. Gordon may Place and play",
        [
            {
                "kind": "permission",
                "who": "Comm. Gordon",
                "action": "place_and_play",
                "owner": "Batman",
                "names": ["Master Detective", "The Dark Knight"],
                "card_kinds": ["special"],
                "duration": "game",
            }
        ],
    ),
    (
        "White Queen - The Hellions",
        "Target Battlesite must discard",
        [
            {
                "kind": "discard",
                "who": "target_battlesite",
                "count": 1,
                "from": "placed",
                "filter": "placed chosen at random",
            }
        ],
    ),
]

test_sentences_keep_their_fields, test_real_texts_keep_their_fields = faithful_field_tests(
    OWN, REAL
)


def test_cards_no_negate_affects_round_trip() -> None:
    assert_full_and_round_trips(
        "Target Character's Special cards may not be Negated for remainder of game. One Per Deck"
    )


def test_a_battlesite_discard_round_trips() -> None:
    assert_full_and_round_trips("Target Battlesite must discard 1 Placed card chosen at random.")


def test_only_cards_of_a_kind_are_read_as_not_negated() -> None:
    # a count or a filter on the cards has no reading here: left unread, not guessed
    assert parse_effect("Opponent's 2 Special cards may not be Negated.").status == "failed"


def test_placing_face_down_under_must_is_held_apart_not_read_as_the_permission() -> None:
    # the kind knows only the permission: under "must" it is held whole, said with "must", and
    # reported not applied (never the permission "may place")
    from rules.engine import effects as fx
    from tests.grammar.modal_readings import held_under

    held_under("Gambit must Place Artifact cards face down.", "must", fx.Permission)
