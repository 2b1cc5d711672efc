"""Clause fields, canonical text and JSON round trip of costs paid for an effect, choices between effects, and triggers.

The ``PRINTED`` and ``REAL`` cases are read as ``clause_checks.case_table_tests`` says.
"""

from __future__ import annotations

from typing import Any

from tests.grammar.clause_checks import case_table_tests

PRINTED: list[tuple[Any, ...]] = [
    (
        "Avoids all attacks from 1 Teamwork card, or target hero must discard 1 placed Teamwork card. One Per Deck",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "avoid", "count": "all", "card_kinds": ["teamwork"]},
                    {"kind": "discard", "who": "target", "count": 1, "from": "placed"},
                ],
            }
        ],
        True,
    ),
    (
        "Teammate may discard 2 cards from top of Draw Pile to Dead Pile to move any attack "
        "made on any Front Line Character onto Character with Image Inducer.",
        [
            {
                "kind": "paid_effect",
                "who": "teammate",
                "cost": [
                    {"kind": "discard", "count": 2, "from": "top_of_draw_pile", "to": "dead_pile"}
                ],
                "then": [
                    {
                        "kind": "shift",
                        "from": "any_front_line",
                        "to": "character with Image Inducer",
                    }
                ],
            }
        ],
    ),
    (
        "Teammate may discard 5 cards from top of Draw Pile to Dead Pile after Draw Phase, before "
        "Events are played, each battle to resurrect any 1 K.O.'d teammate for that battle.",
        [
            {
                "kind": "paid_effect",
                "when": ["after_draw_phase", "before_events_are_played", "each_battle"],
                "then": [
                    {"kind": "resurrect", "count": 1, "who": "teammate", "duration": "battle"}
                ],
            }
        ],
    ),
    (
        "Teammate may discard 2 cards from top of Draw Pile to Dead Pile after Placing Phase, "
        "before Venture Phase, each battle to Venture 3 Mission cards with no penalty that battle.",
        [
            {
                "kind": "paid_effect",
                "when": ["after_placing_phase", "before_venture_phase", "each_battle"],
                "then": [
                    {"kind": "venture_cards", "count": 3, "penalty": False, "duration": "battle"}
                ],
            }
        ],
    ),
    (
        "Teammate may discard 3 cards from top of Draw Pile after Draw Phase, before Events are "
        "played, each battle to remove any Hit from Permanent Record.",
        [
            {
                "kind": "paid_effect",
                "cost": [{"kind": "discard", "count": 3, "from": "top_of_draw_pile"}],
                "then": [{"kind": "remove_hits", "count": 1, "record": "permanent"}],
            }
        ],
    ),
    (
        "Teammate may move 1 Mission card from Completed or Reserve Missions Pile to Defeated "
        "Missions Pile after Draw Phase of each battle to discard 6 cards from Hand.",
        [
            {
                "kind": "paid_effect",
                "cost": [
                    {
                        "kind": "mission_move",
                        "count": 1,
                        "from": "completed_or_reserve_missions",
                        "to": "defeated_missions",
                    }
                ],
                "when": ["after_draw_phase_of_each_battle"],
                "then": [{"kind": "discard", "count": 6, "from": "hand"}],
            }
        ],
    ),
    (
        "For remainder of game, Mojoworld's team may draw 1 card from top of Draw Pile "
        "immediately after playing any Basic Universe card.",
        [
            {
                "kind": "trigger",
                "event": "after_playing",
                "detail": "any Basic Universe card",
                "duration": "game",
                "then": [{"kind": "draw", "who": "team", "count": 1, "from": "top_of_draw_pile"}],
            }
        ],
    ),
    (
        "For remainder of game, Muir Island's team may draw 1 card from top op Draw Pile "
        "immediately after blocking an attack using an Intellect Power card.",
        [
            {
                "kind": "trigger",
                "event": "after_blocking_an_attack_using",
                "detail": "Intellect Power card",
                "then": [{"kind": "draw", "from": "top_of_draw_pile"}],
            }
        ],
    ),
    (
        "Draw 1 card when Xaos' teammate is KO'd.",
        [{"kind": "trigger", "event": "when_kod", "detail": "teammate"}],
    ),
    (
        "Draw two cards after the discard phase.",
        [
            {
                "kind": "trigger",
                "event": "after_discard_phase",
                "then": [{"kind": "draw", "count": 2}],
            }
        ],
    ),
    (
        'For remainder of game, "Ship\'"s team may use Intellect Power cards to remove 1 Hit '
        "from the Permanent Record of any Front Line Character.",
        [
            {
                "kind": "paid_effect",
                "who": "team",
                "duration": "game",
                "cost": [{"kind": "permission", "action": "use", "icons": ["intellect"]}],
                "then": [{"kind": "remove_hits", "count": 1, "who": "any_front_line"}],
            }
        ],
    ),
    (
        "Draw card before resolving Opponent's action.",
        [{"kind": "trigger", "event": "before_resolving_action_of", "detail": "opponent"}],
    ),
    (
        "Avoid 1 attack made with a Power card or remove 1 Power card Hit from Reyes or teammate.",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "avoid", "count": 1, "card_kinds": ["power"]},
                    {"kind": "remove_hits", "who": "self_or_teammate", "record": "any"},
                ],
            }
        ],
    ),
    (
        "Discard 1 Power card usable by Absorbing Man to remove all Hits with same icon from "
        "Absorbing Man's Permanent Record. May not discard a MultiPower card.",
        [
            {
                "kind": "paid_effect",
                "then": [
                    {
                        "kind": "remove_hits",
                        "who": "Absorbing Man",
                        "count": "all",
                        "filter": "with the same icon",
                    }
                ],
            },
            {"kind": "discard_restriction", "icons": ["multipower"]},
        ],
    ),
    (
        "Azrael may make 2 Power card attacks at +2 each, or 1 Power card attack at +3.",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "attack_option", "who": "Azrael", "count": 2, "bonus": 2},
                    {"kind": "attack_option", "who": "Azrael", "count": 1, "bonus": 3},
                ],
            }
        ],
    ),
    ("Doc Samson rampages!", [{"kind": "flavor", "who": "Doc Samson", "action": "rampages"}]),
    # A name printed with its article keeps it ("the Black Cat", like "The Thing").
    (
        "Spurned by the Black Cat!",
        [{"kind": "flavor", "who": "The Black Cat", "action": "spurned_by"}],
    ),
    ("Mephisto's evil magic!", [{"kind": "flavor", "who": "Mephisto", "action": "evil_magic"}]),
    (
        "Green Goblin swoops in and makes a level 4 Fighting attack!",
        [
            {"kind": "flavor", "who": "Green Goblin", "action": "swoops_in"},
            {"kind": "attack", "level": 4, "icons": ["fighting"]},
        ],
    ),
    (
        "Doctor Doom may make 4 attacks, 3 attacks at +1 each, 2 attacks at +2 each, or 1 attack at +3.",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "attack_option", "who": "Doctor Doom", "count": 4},
                    {"kind": "attack_option", "who": "Doctor Doom", "count": 3, "bonus": 1},
                    {"kind": "attack_option", "who": "Doctor Doom", "count": 2, "bonus": 2},
                    {"kind": "attack_option", "who": "Doctor Doom", "count": 1, "bonus": 3},
                ],
            }
        ],
    ),
    (
        "May make 2 additional attacks at +1, or 1 additional attack at +2.",
        [
            {
                "kind": "choice",
                "options": [
                    {
                        "kind": "attack_option",
                        "who": "self",
                        "count": 2,
                        "additional": True,
                        "bonus": 1,
                    },
                    {
                        "kind": "attack_option",
                        "who": "self",
                        "count": 1,
                        "additional": True,
                        "bonus": 2,
                    },
                ],
            }
        ],
    ),
    (
        "Morbius may take 2 Power card attacks at +2 each, or 1 Power card attack at +3.",
        [
            {
                "kind": "choice",
                "options": [
                    {
                        "kind": "attack_option",
                        "who": "Morbius",
                        "count": 2,
                        "card_kinds": ["power"],
                        "bonus": 2,
                    },
                    {
                        "kind": "attack_option",
                        "who": "Morbius",
                        "count": 1,
                        "card_kinds": ["power"],
                        "bonus": 3,
                    },
                ],
            }
        ],
    ),
]


def _discard_one_to_draw_four(filter_: str) -> list[dict[str, Any]]:
    """ "Discard one <Power type> Power card usable by <character> to draw 4 cards from the top
    of the Draw Pile": the discard from hand is the cost, the draw is what it buys."""
    return [
        {
            "kind": "paid_effect",
            "who": "self",
            "cost": [
                {
                    "kind": "discard",
                    "who": "player",
                    "count": 1,
                    "from": "hand",
                    "to": "dead_pile",
                    "filter": filter_,
                }
            ],
            "then": [
                {
                    "kind": "draw",
                    "who": "player",
                    "count": 4,
                    "from": "top_of_draw_pile",
                    "to": "hand",
                }
            ],
        }
    ]


# "Avoid(s) all attacks from 1 Teamwork card, or target hero must discard 1 placed Teamwork card"
_TEAMWORK_AVOID_OR_DISCARD = [
    {
        "kind": "choice",
        "options": [
            {"kind": "avoid", "who": "self", "count": "all", "card_kinds": ["teamwork"]},
            {
                "kind": "discard",
                "who": "target",
                "count": 1,
                "from": "placed",
                "to": "dead_pile",
                "filter": "placed",
                "cards": {"kinds": ["teamwork"]},
            },
        ],
    }
]


REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Robin - Surfing the Net",
        "Discard one Intellect Power card usable ",
        _discard_one_to_draw_four("Intellect Power usable by:Robin"),
    ],
    [
        "The Flash - Tapping the Speed Force",
        "Discard one Energy Power card usable by ",
        _discard_one_to_draw_four("Energy Power usable by:The Flash"),
    ],
    [
        "Stryker - Armed and Dangerous",
        "Discard 1 Strength Power card usable by ",
        _discard_one_to_draw_four("Strength Power usable by:Stryker"),
    ],
    [
        "The Hellfire Club - Tessa (misprint)",
        "Discard one MultiPower Power card usable",
        _discard_one_to_draw_four("MultiPower Power usable by:The Hellfire Club"),
    ],
    [
        "Any Character - Confusion",
        "Avoids all attacks from 1 Teamwork card,",
        _TEAMWORK_AVOID_OR_DISCARD,
    ],
    [
        "Fairchild - Level-Headed Leader",
        "Avoid all attacks from 1 Teamwork card, ",
        _TEAMWORK_AVOID_OR_DISCARD,
    ],
]

test_clause_fields, test_renders_and_round_trips = case_table_tests(printed=PRINTED, real=REAL)
