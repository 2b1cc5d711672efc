"""Constructions added to raise coverage: one case per construction, text -> clause fields.

The texts follow the wording of real OverPower cards; only the listed fields are checked.
"""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_tree

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Namor may make 1 additional Strength and/or 1 additional Fighting Power card attack.",
        [
            {"kind": "additional_attack", "who": "Namor", "count": 1, "icons": ["strength"]},
            {"kind": "additional_attack", "who": "Namor", "count": 1, "icons": ["fighting"]},
        ],
    ),
    (
        "Storm may increase either her team's or opponent's ventured Mission cards by 1.",
        [{"kind": "venture_count", "who": "either", "amount": 1}],
    ),
    (
        "Opponent's Team with Power Grid of 7 or 8 in Power Type of Havok's choice may not use "
        "Power cards of that Power Type to attack for remainder of battle.",
        [
            {
                "kind": "play_restriction",
                "who": "opponent_team_with_grid_7_or_8_in_chosen_type",
                "card_kinds": ["power"],
                "use": "attack",
                "duration": "battle",
            }
        ],
    ),
    (
        "For remainder of game, cards on Rogue's Hits to Current Battle with Fighting or "
        "Strength icons do not count towards Opponent's Venture Total.",
        [
            {
                "kind": "no_venture",
                "who": "Rogue",
                "icons": ["fighting", "strength"],
                "pile": "current_battle",
                "against": "opponent",
                "duration": "game",
            }
        ],
    ),
    (
        "Riddler plays numerical attacks face down for remainder of battle.",
        [
            {
                "kind": "permission",
                "who": "Riddler",
                "action": "play_face_down",
                "card_kinds": ["numerical"],
                "duration": "battle",
            }
        ],
    ),
    ("May be blocked as a whole or in parts.", [{"kind": "block_rule", "rule": "whole_or_parts"}]),
    (
        "Power card must be blocked twice.",
        [{"kind": "block_rule", "rule": "twice", "card_kinds": ["power"]}],
    ),
    ("Opponent must guess defense.", [{"kind": "block_rule", "rule": "guess", "who": "opponent"}]),
    (
        "If successful, Target Character loses Inherent Ability and is considered to have no "
        "Inherent Ability for remainder of battle.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "lose_ability", "who": "target", "duration": "battle"}],
            }
        ],
    ),
    (
        'Taskmaster may Place and Play Captain America\'s "Ricochet Shield", "Stars & Stripes", '
        'and "Mighty Shield" Special card for remainder of game.',
        [
            {
                "kind": "permission",
                "action": "place_and_play",
                "owner": "Captain America",
                "names": ["Ricochet Shield", "Stars & Stripes", "Mighty Shield"],
                "duration": "game",
            }
        ],
    ),
    (
        'Spider-Man may place and play Scarlet Spider "Sticky Fingers" and "Scarlet Savior" '
        "Special cards for remainder of game.",
        [
            {
                "kind": "permission",
                "owner": "Scarlet Spider",
                "names": ["Sticky Fingers", "Scarlet Savior"],
            }
        ],
    ),
    (
        "Choose one Thor Special from Draw Pile and place in hand.",
        [{"kind": "draw", "count": 1, "from": "draw_pile", "to": "hand"}],
    ),
    (
        "Sort through Draw Pile card by card.",
        [{"kind": "search", "pile": "draw_pile", "card_by_card": True}],
    ),
    (
        "Can only be defended by a defensive Special card.",
        [{"kind": "defense_restriction", "only": {"kinds": ["defensive", "special"]}}],
    ),
    (
        "Cost/Action: 6 Intellect to Use.",
        [{"kind": "requirement", "icons": ["intellect"], "value": 6, "compare": ">="}],
    ),
    ("+3 to Intellect.", [{"kind": "bonus", "amount": 3, "icons": ["intellect"]}]),
    (
        "Taskmaster may exchange this card for any 1 Special card in Dead Pile not playable by "
        "Taskmaster and play it immediately.",
        [
            {
                "kind": "permission",
                "action": "exchange_and_play",
                "card_kinds": ["special"],
                "count": 1,
                "source": "dead_pile",
            }
        ],
    ),
    (
        "Exchange this card for any 1 card in Dead Pile.",
        [{"kind": "permission", "action": "exchange", "source": "dead_pile"}],
    ),
    (
        "Ra's Al Ghul gains a +1 to all actions for remainder of battle.",
        [
            {"kind": "attack_modifier", "who": "Ra's Al Ghul", "amount": 1},
            {"kind": "defense_modifier", "who": "Ra's Al Ghul", "amount": 1},
        ],
    ),
    (
        "Metropolis S.C.U. may not attack for remainder of battle.",
        [{"kind": "cannot_attack", "who": "Metropolis S.C.U.", "duration": "battle"}],
    ),
    (
        "Kingpin's team is +1 to all numeric Special cards for remainder of battle.",
        [
            {
                "kind": "attack_modifier",
                "amount": 1,
                "card_kinds": ["special"],
                "numerical": True,
            },
            {
                "kind": "defense_modifier",
                "amount": 1,
                "card_kinds": ["special"],
                "numerical": True,
            },
        ],
    ),
    (
        "Remove all Hits from Multiple Man's Permanent Record and Current Battle, and switch "
        "places with Reserve.",
        [
            {"kind": "remove_hits", "who": "Multiple Man", "record": "permanent_and_current"},
            {"kind": "character_move", "who": "self", "to": "reserve"},
        ],
    ),
    (
        "Mystique may switch entire permanent record with any front line teammate.",
        [{"kind": "switch_record", "who": "Mystique", "partner": "any Front Line teammate"}],
    ),
    ("Reserve must skip a battle before entering.", [{"kind": "skip_battle", "who": "reserve"}]),
    (
        "Target hero may not use cards with icon of Omega Red's choice for remainder of battle.",
        [
            {
                "kind": "play_restriction",
                "who": "target",
                "icons": ["chosen"],
                "icon_chosen_by": "Omega Red",
            }
        ],
    ),
    (
        "Psylocke may remove all hits with icon of Psylocke's choice from her Permanent Record.",
        [{"kind": "remove_hits", "count": "all", "record": "permanent"}],
    ),
    (
        'May play any "Morlocks" non-One-Per-Deck Special cards.',
        [{"kind": "permission", "names": ["Morlocks"], "filters": ["not_one_per_deck"]}],
    ),
    (
        "Mission cards Ventured this battle are now Ventured from Reserve Missions Pile.",
        [{"kind": "mission_move", "from": "ventured", "to": "ventured_from:reserve_missions"}],
    ),
    (
        "Other Mission cards return to pile Ventured from.",
        [{"kind": "mission_move", "who": "other", "to": "pile_ventured_from"}],
    ),
    (
        "Opponent's Mission cards can advance as normal.",
        [{"kind": "discipline", "action": "missions_advance_as_normal"}],
    ),
    ("Play as normal.", [{"kind": "discipline", "action": "play_as_normal"}]),
    (
        "If successful and Target Hits totaling 15 or more, then Target is KO'd regardless of "
        "Inherent Abilities and other Special cards.",
        [
            {
                "kind": "condition",
                "when": "successful_and_hits_total",
                "detail": "15",
                "then": [{"kind": "knock_out", "who": "target", "regardless": True}],
            }
        ],
    ),
    (
        "Captain Britain's team's Basic Universe cards used to attack count toward Damage and "
        "Venture Total for remainder of game.",
        [
            {
                "kind": "counts_toward",
                "who": "team",
                "card_kinds": ["basic", "universe"],
                "used_to_attack": True,
                "duration": "game",
            }
        ],
    ),
]


@pytest.mark.parametrize(("text", "clauses"), CASES, ids=[c[0][:50] for c in CASES])
def test_construction(text: str, clauses: list[dict[str, Any]]) -> None:
    assert_tree(text, clauses)


@pytest.mark.parametrize("text", [c[0] for c in CASES])
def test_new_clause_kinds_render(text: str) -> None:
    tree = parse_effect(text)
    assert not tree.unparsed and tree.clauses
    for clause in tree.clauses:
        assert clause.render()  # every new kind renders to a sentence


def test_made_up_words_still_fail() -> None:
    # The new rules do not swallow arbitrary words.
    assert parse_effect("Riddler plays numerical attacks face sideways.").status == "failed"
    assert parse_effect("Reserve must skip a dance before entering.").status == "failed"
