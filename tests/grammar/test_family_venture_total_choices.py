"""Clause fields of a choice of two changes of the Venture Totals, printed without a comma:
"Add 3 to Shi'ar Venture total or opponent -3 to Venture total for this battle." (a choice of
two venture modifiers, the duration printed last holding for both; a team's name printed
before its total without "'s" is still the team's)."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests
from tests.grammar.ten_sets import card_text

OWN = [
    (
        "Add 2 to Sentinels Venture total or opponent -2 to Venture total.",
        [
            {
                "kind": "choice",
                "options": [
                    {
                        "kind": "venture_modifier",
                        "who": "team",
                        "team_name": "Sentinels",
                        "amount": 2,
                    },
                    {"kind": "venture_modifier", "who": "opponent", "amount": -2},
                ],
            }
        ],
    ),
    (
        "Add 4 to Venture total or opponent -4 to Venture total for this battle.",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "venture_modifier", "who": "team", "amount": 4, "duration": "battle"},
                    {
                        "kind": "venture_modifier",
                        "who": "opponent",
                        "amount": -4,
                        "duration": "battle",
                    },
                ],
            }
        ],
    ),
]

test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_the_real_choice_keeps_the_team_both_amounts_and_the_duration() -> None:
    text = card_text("Shi'ar - D'ken")
    tree = parse_effect(text)
    (choice,) = tree.clauses
    ours, theirs = choice.options
    assert (ours.who, ours.team_name, ours.amount, ours.duration) == ("team", "Shi'ar", 3, "battle")
    assert (theirs.who, theirs.amount, theirs.duration) == ("opponent", -3, "battle")
    assert_full_and_round_trips(text)
