"""The cover additions read the game's language, not the printed cards: the same phrases
reworded (another who, power type, number, card kind or duration) parse into the same
clause with the changed field."""

from __future__ import annotations

from typing import Any

import pytest

from tests.grammar.clause_checks import assert_tree

VARIANTS: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "5 Energy to use acts as 3 Energy Power card.",
        [
            {"kind": "requirement", "icons": ["energy"], "value": 5},
            {"kind": "acts_as_power", "level": 3, "icons": ["energy"]},
        ],
    ),
    (
        "7 Intellect to use acts as level 2 Fighting Power card.",
        [
            {"kind": "requirement", "icons": ["intellect"], "value": 7},
            {"kind": "acts_as_power", "level": 2, "icons": ["fighting"]},
        ],
    ),
    (
        "Target Character with 5 Fighting must combine with Energy Power card level 2 through 5"
        " for a single attack or defense.",
        [
            {
                "kind": "combine",
                "who": "target character with 5 Fighting",
                "icons": ["energy"],
                "levels": [2, 5],
                "required": True,
                "purpose": "attack or defense",
            }
        ],
    ),
    (
        "Any teammate with 7 Strength may combine with Intellect Power card level 1 through 3"
        " for a single attack or defense.",
        [
            {
                "kind": "combine",
                "who": "any teammate with 7 Strength",
                "icons": ["intellect"],
                "levels": [1, 3],
                "required": False,
            }
        ],
    ),
    (
        "Acts as a level 5 Energy attack, may be used against Reserve, who may not defend.",
        [
            {"kind": "attack", "level": 5, "icons": ["energy"]},
            {"kind": "permission", "action": "attack_reserve", "may_defend": False},
        ],
    ),
    (
        "If successful against Reserve, Batman may attack Reserve for remainder of battle.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "detail": "against Reserve character",
                "then": [{"kind": "targeted_attack", "who": "Batman", "duration": "battle"}],
            }
        ],
    ),
    (
        "No Universe: Training cards may be played for remainder of game.",
        [{"kind": "play_restriction", "card_kinds": ["training"], "duration": "game"}],
    ),
    (
        "No Special cards may be placed for remainder of game.",
        [{"kind": "play_restriction", "card_kinds": ["special"], "verb": "place"}],
    ),
    (
        "All Any-Power cards on Opponent's Permanent Record become Energy cards this battle.",
        [
            {
                "kind": "cards_become",
                "owner": "opponent",
                "icons": ["any_power"],
                "becomes_icons": ["energy"],
                "on_record": True,
                "duration": "battle",
            }
        ],
    ),
    (
        "Opponent may look at top 4 cards in Target Character's Draw Pile.",
        [{"kind": "search", "who": "opponent", "count": 4}],
    ),
    (
        "Acts as a level 6 Fighting attack +2 for each Hit on Opponent's Permanent Record.",
        [
            {
                "kind": "attack",
                "level": 6,
                "scaling": {
                    "amount": 2,
                    "per": "Hit on opponent's Permanent Record",
                    "count": {"what": "hits", "whose": "opponent", "where": "permanent_record"},
                },
            }
        ],
    ),
    (
        "Teammate may make 2 additional attacks with a Opponent's Power card.",
        [
            {
                "kind": "additional_attack",
                "count": 2,
                "card_kinds": ["power"],
                "card_owner": "opponent",
            }
        ],
    ),
    (
        "All attacks on Target Character are at -2 for remainder of game.",
        [{"kind": "attack_modifier", "amount": -2, "against": "target", "duration": "game"}],
    ),
    (
        "For remainder of battle, any Energy attack made by Teammate may not be moved from Target"
        " Character.",
        [{"kind": "no_shift", "by": "teammate", "icons": ["energy"], "duration": "battle"}],
    ),
    (
        "Target Character may not be attacked from a Battlesite for remainder of game.",
        [
            {
                "kind": "cannot_be_attacked",
                "who": "target",
                "by_cards": {"source": "battlesite"},
            }
        ],
    ),
    (
        "Teammate may not move any Mission cards from the Completed Missions Pile.",
        [{"kind": "mission_move", "who": "teammate", "allowed": False}],
    ),
    (
        "Draw 2 cards, do not discard if duplicate.",
        [{"kind": "draw", "count": 2, "duplicates": "keep"}],
    ),
    (
        "Opponent may not Place any Special cards for remainder of battle.",
        [
            {
                "kind": "play_restriction",
                "who": "opponent",
                "card_kinds": ["special"],
                "verb": "place",
            }
        ],
    ),
    (
        "May have 3 Power cards Placed.",
        [{"kind": "placement", "max_cards": 3, "card_kinds": ["power"]}],
    ),
    (
        "Teammate may not be Spectrum or Cumulative KO'd with Special cards.",
        [
            {"kind": "ko_threshold", "who": "teammate", "spectrum": True, "forbids": ["special"]},
            {"kind": "ko_threshold", "who": "teammate", "spectrum": False, "forbids": ["special"]},
        ],
    ),
    (
        "Opponent may not use Strength Power cards for defense for remainder of battle.",
        [{"kind": "play_restriction", "icons": ["strength"], "use": "defend", "verb": "use"}],
    ),
    (
        "During the Draw Phase, Teammate may remove 2 Hits from any Character.",
        [
            {"kind": "timing", "when": "during_draw_phase"},
            {"kind": "remove_hits", "count": 2, "by": "teammate", "who": "any_character"},
        ],
    ),
]


@pytest.mark.parametrize(("text", "clauses"), VARIANTS, ids=[t[:60] for t, _ in VARIANTS])
def test_reworded_phrase(text: str, clauses: list[dict[str, Any]]) -> None:
    assert_tree(text, clauses)
