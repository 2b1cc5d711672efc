"""Clause fields of cards taken out of a pile: "remove any 3 cards of Beast's choice" after a
search, "Remove any cards from Thor's Draw Pile and discard into Dead Pile" (how many, chosen
by whom, from whose pile, where they go), and "Discard chosen cards into Dead Pile" (every
card chosen before). Without "from the game", removed cards stay in the game.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Sort through opponent's Power Pack and remove any 2 cards of Gambit's choice.",
        [
            {"kind": "search", "pile": "opponent_power_pack"},
            {
                "kind": "remove_cards",
                "count": 2,
                "any_chosen": True,
                "from": "opponent_power_pack",
                "chosen_by": "Gambit",
                "to": None,
            },
        ],
    ),
    (
        "Discard chosen cards into Dead Pile.",
        [
            {
                "kind": "discard",
                "count": "all",
                "from": "chosen",
                "filter": "chosen",
                "to": "dead_pile",
            }
        ],
    ),
    (
        "Opponent must discard chosen cards to Dead Pile.",
        [{"kind": "discard", "who": "opponent", "count": "all", "from": "chosen"}],
    ),
    (
        "Sort through Dead Pile and remove 1 Event card.",
        [
            {"kind": "search", "pile": "dead_pile"},
            {"kind": "remove_cards", "count": 1, "cards": "Event card", "from": "dead_pile"},
        ],
    ),
    (
        "Remove all cards from opponent's Dead Pile.",
        [
            {
                "kind": "remove_cards",
                "count": "all",
                "from": "opponent_dead_pile",
                "owner": None,
            }
        ],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    (
        "Lex Luthor - Art of the Deal",
        "Remove any cards from Lex Luthor",
        [
            {
                "kind": "remove_cards",
                "who": "player",
                "count": "any_number",
                "from": "draw_pile",
                "owner": "Lex Luthor",
                "to": "dead_pile",
            }
        ],
    ),
]

test_sentences_keep_their_fields, test_real_texts_keep_their_fields = faithful_field_tests(
    OWN, REAL
)


def test_cards_removed_then_discarded_round_trip() -> None:
    assert_full_and_round_trips(
        "Sort through opponent's Power Pack and remove any 3 cards of Gambit's choice. Discard "
        "chosen cards into Dead Pile. Reshuffle Power Pack."
    )


def test_a_removed_card_put_back_round_trips() -> None:
    # the pile of KO'd characters keeps its "Pile"; the card put back is the one removed
    assert_full_and_round_trips(
        "Sort through Defeated Heroes Pile and remove 1 Event card. Put Event card into Draw "
        "Pile. Reshuffle Draw Pile."
    )


def test_removed_from_the_game_is_still_a_removal_from_the_game() -> None:
    from cards.grammar import parse_effect

    tree = parse_effect(
        "Sort through opponent's Draw Pile. Choose any 1 card and remove it from game."
    )
    assert tree.clauses[-1].to == "removed_from_game"
    tree = parse_effect("Remove any cards from Thor's Draw Pile and discard into Dead Pile.")
    assert [c.kind for c in tree.clauses] == ["remove_cards"]
    assert tree.clauses[0].to == "dead_pile"


def test_a_removal_with_no_count_is_not_read() -> None:
    # "Remove cards from Draw Pile": how many is not printed, so nothing is guessed
    from cards.grammar import parse_effect

    assert parse_effect("Remove cards from Draw Pile.").status == "failed"
