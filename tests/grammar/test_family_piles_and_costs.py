"""Cards and piles: what a "for each" counts in a pile ("+1 for each Mission card in X's
Defeated Missions Pile"), keeping drawn duplicates, placing and playing another character's
Specials, and a discard paid for an effect ("Discard 1 Power card usable by X to draw 4
cards").

Sentences in the game's words: each parses in full into these clauses with these fields, and
its canonical text parses back to the same clauses.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import family_tests

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Acts as a level 3 Intellect attack, +1 for each Mission card in Storm's Defeated "
        "Missions Pile.",
        [
            {
                "kind": "attack",
                "level": 3,
                "icons": ["intellect"],
                "scaling": {
                    "amount": 1,
                    "per": "Mission card in Storm's Defeated Missions Pile",
                    "count": {
                        "what": "cards",
                        "whose": "Storm",
                        "where": "defeated_missions",
                        "card_kinds": ["mission"],
                    },
                },
            }
        ],
    ),
    (
        "Acts as a level 3 Energy attack, +1 for each Mission card in opponent's Completed "
        "Missions Pile.",
        [
            {
                "kind": "attack",
                "scaling": {
                    "amount": 1,
                    "per": "Mission card in opponent's Completed Missions Pile",
                    "count": {
                        "what": "cards",
                        "whose": "opponent",
                        "where": "completed_missions",
                        "card_kinds": ["mission"],
                    },
                },
            }
        ],
    ),
    (
        "Acts as a level 1 Strength attack, +1 for each card in Storm's hand.",
        [
            {
                "kind": "attack",
                "scaling": {
                    "amount": 1,
                    "per": "card in Storm's Hand",
                    "count": {"what": "cards", "whose": "Storm", "where": "hand"},
                },
            }
        ],
    ),
    (
        "Choose 1 Power card usable by Storm from Power Pack and place in hand.",
        [
            {
                "kind": "draw",
                "chosen": True,
                "count": 1,
                "from": "power_pack",
                "to": "hand",
                "filter": "Power card usable by Storm",
            }
        ],
    ),
    (
        "Choose one Rogue Special from Draw Pile and place in hand. Cannot be a duplicate.",
        [
            {"kind": "draw", "chosen": True, "from": "draw_pile", "filter": "Rogue Special card"},
            {"kind": "discipline", "action": "no_duplicates"},
        ],
    ),
    (
        "Choose 1 Universe card, excluding Teamwork and Training, from Draw Pile and place in "
        "hand.",
        [
            {
                "kind": "draw",
                "chosen": True,
                "filter": "Universe card, excluding Teamwork and Training,",
            }
        ],
    ),
    (
        "Opponent must discard all cards with an Energy icon currently held in hand.",
        [{"kind": "discard", "who": "opponent", "count": "all", "from": "hand"}],
    ),
    (
        "Teammate may avoid 1 Energy attack. May be played while Storm is in Reserve.",
        [
            {"kind": "avoid", "who": "teammate"},
            {
                "kind": "permission",
                "who": "reserve",
                "action": "play_this_from_reserve",
                "while_in_reserve": "Storm",
            },
        ],
    ),
    (
        "Opponent must discard all cards with an Energy icon currently Placed and in Hand.",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": "all",
                "from": "placed_and_hand",
                "filter": None,
                "cards": {"icons": ["energy"]},
            }
        ],
    ),
    (
        "Opponent must discard all Universe cards placed or in hand.",
        [{"kind": "discard", "from": "placed_or_hand", "cards": {"kinds": ["universe"]}}],
    ),
    (
        "Storm may exchange this card for any 1 Special card in Dead Pile not playable by Storm "
        "and play it immediately.",
        [
            {
                "kind": "permission",
                "who": "Storm",
                "action": "exchange_and_play",
                "card_kinds": ["special"],
                "source": "dead_pile",
                "filters": ["not_playable_by:Storm"],
            }
        ],
    ),
    (
        "Sort through opponent's Draw Pile. Choose any 1 card and remove it from the game. "
        "Reshuffle Draw Pile.",
        [
            {"kind": "search", "pile": "opponent_draw_pile"},
            {"kind": "choose_cards", "count": 1, "from": "searched_cards"},
            {"kind": "discard", "count": 1, "from": "chosen", "to": "removed_from_game"},
            {"kind": "reshuffle", "pile": "draw_pile"},
        ],
    ),
    (
        "Look at top 8 cards of Draw Pile and choose any 4 cards. Put four chosen cards on top "
        "of Draw Pile.",
        [
            {"kind": "search", "pile": "draw_pile", "count": 8},
            {"kind": "choose_cards", "count": 4},
            {"kind": "put_cards", "count": 4, "to": "top_of_draw_pile"},
        ],
    ),
    (
        "If successful Target must immediately discard 1 Placed card, of Storm's choice.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "discard",
                        "who": "target",
                        "from": "placed",
                        "filter": "placed choice of:Storm",
                    }
                ],
            }
        ],
    ),
    (
        'Counts as Duplicate of all "Any Hero/Character" BQ Specials.',
        [{"kind": "duplicate_of", "names": ["Any Hero/Character"], "card_set": "BQ"}],
    ),
    (
        "Storm may discard up to 4 cards from Hand. Opponent must discard an equal number of "
        "cards from Hand, and 1 Placed card of opponent's choice.",
        [
            {"kind": "discard", "who": "Storm", "count": 4, "up_to": True, "may": True},
            {"kind": "discard", "who": "opponent", "count": "equal", "from": "hand"},
            {"kind": "discard", "who": "opponent", "count": 1, "from": "placed"},
        ],
    ),
    (
        "Sort through Power Pack and draw an equal number of cards.",
        [
            {"kind": "search", "pile": "power_pack"},
            {"kind": "draw", "count": "equal", "from": "power_pack"},
        ],
    ),
    (
        "Storm may exchange remaining cards in hand with equal number of cards from the top of "
        "Draw Pile.",
        [
            {
                "kind": "exchange_cards",
                "who": "Storm",
                "count": "all",
                "give_from": "hand",
                "take_from": "top_of_draw_pile",
            }
        ],
    ),
    (
        "Opponent must draw one card from Draw Pile. Drawn card and any duplicate of it, placed "
        "or in hand, must be discarded.",
        [
            {"kind": "draw", "who": "opponent", "count": 1},
            {
                "kind": "discard",
                "from": "placed_or_hand",
                "filter": "drawn card and its duplicates",
            },
        ],
    ),
    ("May keep duplicates.", [{"kind": "discipline", "action": "keep_duplicates"}]),
    ("May not keep duplicates.", [{"kind": "discipline", "action": "no_keep_duplicates"}]),
    ("May be duplicate.", [{"kind": "discipline", "action": "duplicates_allowed"}]),
    (
        "Storm may Place and play any Rogue Special cards for remainder of game.",
        [
            {
                "kind": "permission",
                "who": "Storm",
                "action": "place_and_play",
                "names": ["Rogue"],
                "card_kinds": ["special"],
                "duration": "game",
            }
        ],
    ),
    (
        "Discard 1 Strength Power card usable by Storm to draw 4 cards from top of the Draw Pile.",
        [
            {
                "kind": "paid_effect",
                "cost": [
                    {
                        "kind": "discard",
                        "count": 1,
                        "filter": "Strength Power usable by:Storm",
                    }
                ],
                "then": [{"kind": "draw", "count": 4, "from": "top_of_draw_pile"}],
            }
        ],
    ),
    (
        "Draw 2 cards from Draw Pile when KO'd. Keep duplicates.",
        [
            {
                "kind": "trigger",
                "event": "when_kod",
                "detail": "self",
                "then": [{"kind": "draw", "count": 2}],
            },
            {"kind": "discipline", "action": "keep_duplicates"},
        ],
    ),
]


test_clause_fields, test_full_and_canonical_round_trips = family_tests(CASES)


def test_a_discard_of_exactly_n_cards_is_not_up_to_n() -> None:
    (clause,) = parse_effect("Storm may discard 4 cards from Hand.").clauses
    assert clause.count == 4 and clause.up_to is None


def test_a_draw_after_a_search_of_another_pile_names_its_own_pile() -> None:
    tree = parse_effect("Sort through Power Pack and draw 1 card from Draw Pile.")
    assert tree.clauses[-1].from_ == "draw_pile"


def test_a_chosen_card_is_not_a_draw_from_the_top() -> None:
    """ "Choose 1 ... from Draw Pile" picks the card; a plain draw takes the top card."""
    chosen = parse_effect("Choose 1 Activator card from Draw Pile and place in hand.").clauses[0]
    drawn = parse_effect("Draw 1 card.").clauses[0]
    assert chosen.chosen is True and drawn.chosen is None
    assert "chosen" not in drawn.to_json()


def test_a_paid_discard_reads_as_the_card_prints_it() -> None:
    tree = parse_effect(
        "Discard 1 Strength Power card usable by Storm to draw 4 cards from top of the Draw Pile."
    )
    assert tree.canonical.startswith("Discard 1 Strength Power card usable by Storm ")
    assert "usable by:" not in tree.canonical
