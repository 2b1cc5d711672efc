"""Clause fields, canonical text and JSON round trip of discarding cards.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Opponent must discard top 5 cards from Draw Pile into Dead Pile. One Per Deck",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": 5,
                "from": "draw_pile",
                "to": "dead_pile",
            }
        ],
        True,
    ),
    (
        "Opponent must discard top card from Draw Pile into Dead Pile.",
        [{"kind": "discard", "who": "opponent", "count": 1, "from": "draw_pile"}],
        False,
    ),
    (
        "Opponent must discard 3 cards from Hand.",
        [{"kind": "discard", "who": "opponent", "count": 3, "from": "hand"}],
        False,
    ),
    (
        "Discard all placed Power cards.",
        [{"kind": "discard", "count": "all", "from": "placed"}],
        False,
    ),
    (
        "Opponent must discard an equal number of cards from Hand, and 1 Placed card of "
        "opponent's choice.",
        [
            {"kind": "discard", "who": "opponent", "count": "equal", "from": "hand"},
            {"kind": "discard", "who": "opponent", "count": 1, "from": "placed"},
        ],
    ),
    (
        "Opponent must discard all placed Ally cards, and is -3 to Venture total.",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": "all",
                "from": "placed",
                "to": "dead_pile",
                "filter": "placed",
                "cards": {"kinds": ["ally"]},
            },
            {"kind": "venture_modifier", "who": "opponent", "amount": -3},
        ],
    ),
    (
        "All cards currently in opponents Dead Pile are removed from the game.",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": "all",
                "from": "opponent_dead_pile",
                "to": "removed_from_game",
            }
        ],
    ),
    (
        "Target Hero must discard all Placed cards and move into Reserve for remainder of battle.",
        [
            {
                "kind": "discard",
                "who": "target",
                "count": "all",
                "from": "placed",
                "to": "dead_pile",
                "filter": "placed",
            },
            {"kind": "character_move", "who": "target", "to": "reserve", "duration": "battle"},
        ],
    ),
    (
        "Opponent must discard all Universe cards held in hand or all placed Universe cards, whichever is a greater number.",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": "all",
                "from": "hand_or_placed",
                "to": "dead_pile",
                "filter": "Universe (in hand or placed, whichever is greater)",
            }
        ],
    ),
    (
        "Drawn card and any duplicate of it, placed or in hand, must be discarded.",
        [
            {
                "kind": "discard",
                "who": "player",
                "count": "all",
                "from": "placed_or_hand",
                "to": "dead_pile",
                "filter": "drawn card and its duplicates",
            }
        ],
    ),
]


def _placed_discarded(
    who: str, count: int | str, filter_: str, kind: str | None = None
) -> dict[str, Any]:
    """ "<who> must discard <count> placed [<kind>] cards": from placed, into the Dead Pile;
    the kind of card named is typed (``cards``), out of the filter's words."""
    return {
        "kind": "discard",
        "who": who,
        "count": count,
        "from": "placed",
        "to": "dead_pile",
        "filter": filter_,
        **({"cards": {"kinds": [kind]}} if kind else {}),
    }


REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Aquaman™ - Line",
        "Target character must discard all Placed",
        [
            _placed_discarded("target", "all", "placed"),
            {"kind": "cannot_attack", "who": "target", "duration": "battle"},
        ],
    ],
    [
        "Blue Beetle™ - Frictionless Foam",
        "Opponent must discard all placed Univers",
        [
            _placed_discarded("opponent", "all", "placed", "universe"),
            {"kind": "venture_modifier", "who": "opponent", "amount": -3},
        ],
    ],
    [
        "Hazard - Cyber-Jacked",
        "Discard duplicates.",
        [
            {
                "kind": "discard",
                "who": "player",
                "count": "all",
                "from": "hand",
                "to": "dead_pile",
                "filter": "duplicates",
                "duplicates": "discard",
            }
        ],
    ],
    [
        "Neron - Seduction of the Innocent",
        "Opponent must discard all Placed Ally ca",
        [
            _placed_discarded("opponent", "all", "placed", "ally"),
            {"kind": "venture_modifier", "who": "opponent", "amount": -3},
        ],
    ],
    [
        "Orion - Boom Tube",
        "Orion's team may discard 3 cards to top ",
        [
            {
                "kind": "discard",
                "who": "team",
                "count": 3,
                "from": "hand",
                "to": "top_of_draw_pile",
                "may": True,
            }
        ],
    ],
    [
        "The Flash - Reap the Whirlwind",
        "Opponent must discard 1 Placed card of F",
        [_placed_discarded("opponent", 1, "placed choice of:Flash")],
    ],
    [
        "Curse - Brutal Dissection",
        "Target Character must discard all Placed",
        [_placed_discarded("target", "all", "placed")],
    ],
    [
        "Velocity - Speedthrough",
        "Opponent must discard 1 Placed card of V",
        [_placed_discarded("opponent", 1, "placed choice of:Velocity")],
    ],
    [
        "Violator - Devil's Advocate",
        "Target Character must discard 1 Placed T",
        [_placed_discarded("target", 1, "placed", "tactic")],
    ],
    [
        "The Hellfire Club - Trevor Fitzroy",
        "Opponent must discard all Placed Tactic ",
        [
            _placed_discarded("opponent", "all", "placed", "tactic"),
            {"kind": "venture_modifier", "who": "opponent", "amount": -3},
        ],
    ],
    [
        "Kree - Supreme Intelligence",
        "Kree's team may discard any number of ca",
        [
            {
                "kind": "discard",
                "who": "team",
                "count": "any_number",
                "from": "hand",
                "to": "top_of_draw_pile",
                "may": True,
            }
        ],
    ],
    [
        "Starjammers - Raza",
        "Target Character must discard all Placed",
        [
            _placed_discarded("target", "all", "placed"),
            {"kind": "cannot_attack", "who": "target", "duration": "battle"},
        ],
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
