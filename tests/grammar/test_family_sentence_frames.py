"""Clause fields of the sentence frames that combine with any clause: a subject naming a whole
group ("Villains", "Characters on both teams", "Heroes on your team", "Front Line
characters", "Reserve characters", "Your characters", "Any opponent's character", "Target
opponent's character"), the possessive "this character's" / "your team's", conditions on a
state of the board ("If <subject> has N or more Hits", "If <subject> has no cards in hand",
"When <subject> is attacked", "If you win the battle"), the leads "At the beginning of each
battle" / "Before any attacks are made" / "After <subject> is KO'd", "May only be played if
...", "Heroes only." and a duration after an additional attack."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.clause_checks import faithful_field_tests

DRAW_2 = {"kind": "draw", "count": 2}

OWN = [
    # --- subjects: a group, its code, its side
    (
        "Villains may not play Event cards for remainder of game.",
        [{"kind": "play_restriction", "who": "characters", "who_code": "villain"}],
    ),
    (
        "Characters on both teams may not be attacked this battle.",
        [{"kind": "cannot_be_attacked", "who": "both_teams", "duration": "battle"}],
    ),
    (
        "Villains on your team may not attack this battle.",
        [{"kind": "cannot_attack", "who": "own_team_characters", "who_code": "villain"}],
    ),
    (
        "Characters on opponent's team may not play Ally cards this battle.",
        [{"kind": "play_restriction", "who": "opponent_team_characters"}],
    ),
    (
        "Front line heroes may not be attacked this battle.",
        [{"kind": "cannot_be_attacked", "who": "all_front_line"}],
    ),
    (
        "Reserve heroes may not attack this battle.",
        [{"kind": "cannot_attack", "who": "reserve"}],
    ),
    (
        "Your characters may not play Universe cards this battle.",
        [{"kind": "play_restriction", "who": "own_team_characters"}],
    ),
    (
        "Any opponent's hero may not attack for remainder of battle.",
        [{"kind": "cannot_attack", "who": "any_opponent_character", "duration": "battle"}],
    ),
    (
        "Target opponent's hero may not be attacked this battle.",
        [{"kind": "cannot_be_attacked", "who": "target_opponent_character"}],
    ),
    # --- possessives
    (
        "Remove all Hits from this character's Permanent Record.",
        [{"kind": "remove_hits", "who": "self", "count": "all", "record": "permanent"}],
    ),
    (
        "Your team's Hits to KO is reduced by 3.",
        [{"kind": "ko_threshold", "who": "team", "delta": -3}],
    ),
    # --- conditions on a state of the board, leading any clause
    (
        "If teammate has 4 or more Hits, draw 2 cards.",
        [
            {
                "kind": "condition",
                "when": "hits_at_least",
                "detail": "teammate",
                "number": 4,
                "then": [DRAW_2],
            }
        ],
    ),
    (
        "If this character has 1 or fewer Hits, draw 2 cards.",
        [{"kind": "condition", "when": "hits_at_most", "detail": "self", "number": 1}],
    ),
    (
        "If target character has no cards in hand, draw 2 cards.",
        [{"kind": "condition", "when": "no_cards_in_hand", "detail": "target"}],
    ),
    (
        "When teammate is attacked, draw 2 cards.",
        [{"kind": "condition", "when": "attacked", "detail": "teammate", "then": [DRAW_2]}],
    ),
    (
        "If opponent wins the battle, draw 2 cards.",
        [{"kind": "condition", "when": "wins_battle", "detail": "opponent"}],
    ),
    (
        "If you win the battle, teammate may make 1 additional attack.",
        [{"kind": "condition", "when": "wins_battle", "detail": None}],
    ),
    (
        "If this character is KO'd, draw 2 cards.",
        [{"kind": "condition", "when": "self_ko", "then": [DRAW_2]}],
    ),
    # --- leads of a battle's moments
    (
        "At the beginning of the battle, draw 2 cards.",
        [{"kind": "timing", "when": "beginning_of_battle"}, DRAW_2],
    ),
    (
        "At the beginning of every battle, draw 2 cards.",
        [{"kind": "timing", "when": "beginning_of_each_battle"}, DRAW_2],
    ),
    (
        "Before any attacks are made, draw 2 cards.",
        [{"kind": "timing", "when": "before_attacks"}, DRAW_2],
    ),
    (
        "After teammate is KO'd, draw 2 cards.",
        [{"kind": "timing", "when": "after_ko:teammate"}, DRAW_2],
    ),
    # --- the card's own play
    (
        "May only be played if Target Character has 2 or more Hits.",
        [{"kind": "play_only_if", "when": "hits_at_least", "detail": "target", "number": 2}],
    ),
    ("Villains only.", [{"kind": "played_only_by", "code": "villain"}]),
    # --- a duration after the clause
    (
        "Teammate may make 1 additional attack for remainder of battle.",
        [{"kind": "additional_attack", "who": "teammate", "duration": "battle"}],
    ),
    (
        "Target Character may not attack until this character is KO'd.",
        [{"kind": "cannot_attack", "duration": {"until": "this character is KO'd"}}],
    ),
]

test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


@pytest.mark.parametrize(
    "text",
    [
        # a group on a side the frame does not know is not read as some other side
        "Characters on Wolverine's team may not attack this battle.",
        # "may only be played if" names its condition; another modal is not this frame
        "Must be played if this character has 2 or more Hits.",
    ],
)
def test_frames_not_known_are_not_full(text: str) -> None:
    assert parse_effect(text).status != "full"


def test_a_condition_the_engine_does_not_check_is_kept_on_the_tree() -> None:
    # never dropped: the draw stays under its condition, so it is not applied unconditionally
    (cond,) = parse_effect("If opponent has 3 or more Hits, draw 2 cards.").clauses
    assert isinstance(cond, fx.Condition)
    assert (cond.when, cond.detail, cond.number) == ("hits_at_least", "opponent", 3)
    assert [c.kind for c in cond.then] == ["draw"]


PLAYED_ON = [
    (
        "Avoid 1 Strength attack. May be played on a teammate.",
        [{"kind": "avoid"}, {"kind": "played_on", "who": "teammate", "modal": "may"}],
    ),
    (
        "May not be played on target character.",
        [{"kind": "played_on", "who": "target", "modal": "not"}],
    ),
    (
        "May only be played on a character with Strength 5 or less.",
        [
            {
                "kind": "played_on",
                "who": "any_character",
                "modal": "only",
                "grid_icon": "strength",
                "grid_value": 5,
                "grid_bound": "less",
            }
        ],
    ),
]

test_played_on_keeps_its_fields, _ = faithful_field_tests(PLAYED_ON)


POSSESSIVE_AND_TAILS = [
    # the possessive before a subject's attacks, with its duration, after a lead
    (
        "Teammate's attacks are -2 for remainder of game.",
        [{"kind": "attack_modifier", "who": "teammate", "amount": -2, "duration": "game"}],
    ),
    (
        "For remainder of battle, target character's attacks are -1.",
        [{"kind": "attack_modifier", "who": "target", "amount": -1, "duration": "battle"}],
    ),
    # a condition on a state of the board printed after the clause it governs
    (
        "Teammate is +3 to all attacks if teammate has 4 or more Hits.",
        [
            {
                "kind": "condition",
                "when": "hits_at_least",
                "detail": "teammate",
                "number": 4,
                "then": [{"kind": "attack_modifier", "who": "teammate", "amount": 3}],
            }
        ],
    ),
    # how long the card itself stays
    (
        "This card stays in play for remainder of battle.",
        [{"kind": "stays_in_play", "duration": "battle"}],
    ),
    (
        "This card remains in play until the end of the game.",
        [{"kind": "stays_in_play", "duration": {"until": "end of game"}}],
    ),
]

test_possessives_and_tails_keep_their_fields, _ = faithful_field_tests(POSSESSIVE_AND_TAILS)


def test_a_possessive_attack_modifier_reads_as_the_subjects_modifier() -> None:
    owned = parse_effect("Opponent's attacks are -1 this battle.").clauses
    plain = parse_effect("Opponent is -1 to all attacks this battle.").clauses
    assert owned == plain
