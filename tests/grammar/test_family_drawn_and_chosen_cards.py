"""Clause fields of drawn, shown and chosen cards: "Draw top card from Draw Pile" (the top of the
pile is the source), "Draw 1 card, do not discard if duplicate" (duplicates kept), "If drawn
card is not an attack, discard it to the Dead Pile" (the drawn card, not the Hand), and
"Choose any 2 cards and put them into opponent's Draw Pile" after a search (a choice among the
cards looked through, then where they go); "if Opponent draws cards during battle, X may draw
an equal number from Draw Pile", "X must show drawn cards", "Show Opponent up to 5 cards ...".
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Draw top card from Draw Pile.",
        [{"kind": "draw", "count": 1, "from": "top_of_draw_pile", "to": "hand"}],
    ),
    (
        "Opponent must draw 2 cards, do not discard if duplicate.",
        [{"kind": "draw", "who": "opponent", "count": 2, "duplicates": "keep"}],
    ),
    (
        "If drawn card is not an attack, discard it to the Dead Pile.",
        [
            {
                "kind": "condition",
                "when": "drawn_card_is_not_attack",
                "then": [{"kind": "discard", "count": 1, "from": "drawn_card", "to": "dead_pile"}],
            }
        ],
    ),
    (
        "If drawn card is an attack, Gambit may use it.",
        [
            {
                "kind": "condition",
                "when": "drawn_card_is_attack",
                "then": [{"kind": "permission", "who": "Gambit", "action": "use_drawn_card"}],
            }
        ],
    ),
    (
        "Sort through opponent's Dead Pile. Choose any 3 cards and put them into opponent's "
        "Draw Pile.",
        [
            {"kind": "search", "pile": "opponent_dead_pile"},
            {"kind": "choose_cards", "count": 3, "from": "searched_cards"},
            {"kind": "put_cards", "count": 3, "filter": "chosen card", "to": "opponent_draw_pile"},
        ],
    ),
]

OWN += [
    (
        "Choose 1 Universe card, excluding Teamwork or Training, from Draw Pile and place in hand.",
        [
            {
                "kind": "draw",
                "count": 1,
                "from": "draw_pile",
                "to": "hand",
                "chosen": True,
                "filter": "Universe card, excluding Teamwork or Training,",
            }
        ],
    ),
    (
        "If attack is defended, Gambit may draw 1 card from top of Draw Pile.",
        [
            {
                "kind": "condition",
                "when": "defended",
                "then": [
                    {
                        "kind": "draw",
                        "who": "Gambit",
                        "may": True,
                        "count": 1,
                        "from": "top_of_draw_pile",
                    }
                ],
            }
        ],
    ),
]

OWN += [
    (
        "Show Opponent up to 3 Special cards from Hand.",
        [
            {
                "kind": "show_cards",
                "to": "opponent",
                "count": 3,
                "up_to": True,
                "filter": "Special",
                "from": "hand",
            }
        ],
    ),
    (
        "Gambit must show drawn cards.",
        [{"kind": "show_cards", "who": "Gambit", "to": None, "from": "drawn_cards"}],
    ),
]

REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    (
        "Tiffany - Heavenly Agent",
        "For remainder of game, if Opponent draws",
        [
            {
                "kind": "condition",
                "when": "draws_cards_during_battle",
                "detail": "opponent",
                "then": [
                    {
                        "kind": "draw",
                        "who": "Tiffany",
                        "may": True,
                        "count": "equal",
                        "from": "draw_pile",
                        "duration": "game",
                    }
                ],
            }
        ],
    ),
    (
        "Wynonna Earp - Smoking Guns",
        "Wynonna Earp must show drawn cards",
        [{"kind": "show_cards", "who": "Wynonna Earp", "from": "drawn_cards"}],
    ),
    (
        "Hydra - A.I.M.",
        "Draw 1 card, do not discard",
        [{"kind": "draw", "who": "player", "count": 1, "duplicates": "keep"}],
    ),
]

test_sentences_keep_their_fields, test_real_texts_keep_their_fields = faithful_field_tests(
    OWN, REAL
)


def test_a_drawn_card_kept_or_discarded_round_trips() -> None:
    assert_full_and_round_trips(
        "Draw top card from Draw Pile. If drawn card is an attack, Gambit may use it. If drawn "
        "card is not an attack, discard it to the Dead Pile."
    )


def test_chosen_cards_put_into_a_pile_round_trip() -> None:
    assert_full_and_round_trips(
        "Sort through opponent's Dead Pile. Choose any two cards and put them into opponent's "
        "Draw Pile. Reshuffle Draw Pile."
    )


def test_kinds_left_out_keep_their_joining_word() -> None:
    assert_full_and_round_trips(
        "Choose 1 Universe card, excluding Ally or Teamwork, from Draw Pile and place in hand."
    )


def test_draws_answering_the_opponents_draws_round_trip() -> None:
    assert_full_and_round_trips(
        "For remainder of game, if Opponent draws cards during battle, Gambit may draw an equal "
        "number from Draw Pile. Gambit must show drawn cards. May not keep duplicates."
    )


def test_showing_drawn_cards_under_may_is_held_apart_not_read_as_the_requirement() -> None:
    # the kind knows only the requirement: under "may" it is held whole, said with "may", and
    # reported not applied (never the requirement "must show")
    from rules.engine import effects as fx
    from tests.grammar.modal_readings import held_under

    held_under("Gambit may show drawn cards.", "may", fx.ShowCards)


def test_discard_it_with_no_card_named_is_not_read() -> None:
    # "it" needs a card named before it (the drawn card of a condition); alone it stays unread
    tree = parse_effect("Discard it to the Dead Pile.")
    assert tree.status == "failed"
