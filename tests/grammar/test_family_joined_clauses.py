"""Clauses one sentence joins: "X must discard ... and may not attack", "may not attack or be
attacked", "must reveal Hand and play open handed", "attack, be attacked, or defend".

Each case is a sentence in the game's words: it must parse in full (every word kept by a
field), into these clauses with these fields, and its canonical text must parse back to the
same clauses.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import family_tests

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Target Character must discard all Placed cards and may not attack for remainder of "
        "battle.",
        [
            {"kind": "discard", "who": "target", "count": "all", "from": "placed"},
            {"kind": "cannot_attack", "who": "target", "duration": "battle"},
        ],
    ),
    (
        "Opponent must discard all Placed Ally cards, and is -3 to Venture total.",
        [
            {"kind": "discard", "who": "opponent", "cards": {"kinds": ["ally"]}},
            {"kind": "venture_modifier", "who": "opponent", "amount": -3},
        ],
    ),
    (
        "Wolverine may not attack or be attacked for remainder of battle.",
        [
            {"kind": "cannot_attack", "who": "Wolverine", "duration": "battle"},
            {"kind": "cannot_be_attacked", "who": "Wolverine", "duration": "battle"},
        ],
    ),
    (
        "Target Character may not attack or play Special cards for remainder of battle.",
        [
            {"kind": "cannot_attack", "who": "target", "duration": "battle"},
            {
                "kind": "play_restriction",
                "who": "target",
                "card_kinds": ["special"],
                "duration": "battle",
            },
        ],
    ),
    (
        "Opponent must reveal Hand and play open handed for remainder of battle.",
        [
            {"kind": "reveal", "who": "opponent"},
            {
                "kind": "permission",
                "who": "opponent",
                "action": "play_open_handed",
                "duration": "battle",
            },
        ],
    ),
    (
        "Only Storm and Target Character may attack, be attacked, or defend this battle.",
        [
            {
                "kind": "exclusive",
                "who": ["Storm", "target"],
                "actions": ["attack", "be_attacked", "defend"],
                "duration": "battle",
            }
        ],
    ),
    (
        "Target Character must discard all Placed cards and move into Reserve for remainder "
        "of battle.",
        [
            {"kind": "discard", "who": "target", "count": "all", "from": "placed"},
            {"kind": "character_move", "who": "target", "to": "reserve", "duration": "battle"},
        ],
    ),
    (
        "If successful, Storm may not attack or be attacked for remainder of battle.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {"kind": "cannot_attack", "who": "Storm"},
                    {"kind": "cannot_be_attacked", "who": "Storm"},
                ],
            }
        ],
    ),
]


test_clause_fields, test_full_and_canonical_round_trips = family_tests(CASES)


def test_a_subject_carries_only_to_a_verb_phrase_without_its_own() -> None:
    """ "X must discard ... and Y may not attack": the second subject is Y's own."""
    tree = parse_effect(
        "Opponent must discard all Placed cards and Target Character may not attack for "
        "remainder of battle."
    )
    assert [getattr(c, "who", None) for c in tree.clauses] == ["opponent", "target"]


def test_two_clauses_keep_their_own_phrases_when_one_phrase_cannot_say_both() -> None:
    """Different durations: no joint phrase, each clause is its own sentence."""
    tree = parse_effect(
        "Storm may not attack for remainder of battle. Storm may not be attacked for "
        "remainder of game."
    )
    assert tree.canonical == (
        "Storm may not attack for remainder of battle. Storm may not be attacked for "
        "remainder of game."
    )
