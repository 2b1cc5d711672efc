"""Clause fields of a bar that lasts "for remainder of battle until" an event (it ends with
the battle or at the event, whichever comes first), of the event "Target or teammate attacks
this Special" (the Target's side, not the card's own character), and of "Attack does not
count toward Venture Total" (the attack the card names, not the card)."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.clause_checks import assert_full_and_round_trips, faithful_field_tests
from tests.grammar.ten_sets import card_text

UNTIL_ATTACKED = f"{fx.BATTLE_OR_UNTIL}Target Character or teammate attacks this Special"

OWN = [
    (
        "Target Character may not defend for remainder of battle until Target or teammate "
        "attacks this Special.",
        [{"kind": "cannot_defend", "who": "target", "duration": {"until": UNTIL_ATTACKED}}],
    ),
    (
        "Target Character may not attack for remainder of battle until Atlas is KO'd.",
        [
            {
                "kind": "cannot_attack",
                "who": "target",
                "duration": {"until": f"{fx.BATTLE_OR_UNTIL}Atlas is KO'd"},
            }
        ],
    ),
    (
        "Attack does not count toward Venture Total.",
        [{"kind": "no_venture", "who": "this_attack"}],
    ),
]

test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_the_real_card_keeps_both_ends_of_the_bar() -> None:
    # Dracula - Chiildren of the Night (and Thunderbolts - Atlas, the same text)
    text = card_text("Dracula - Chiildren of the Night")
    tree = parse_effect(text)
    bar, venture = tree.clauses
    assert (bar.kind, bar.who, bar.duration) == (
        "cannot_attack",
        "target",
        fx.Until(UNTIL_ATTACKED),
    )
    assert (venture.kind, venture.who) == ("no_venture", "this_attack")
    assert "for remainder of battle until Target Character or teammate" in tree.canonical
    assert_full_and_round_trips(text)
    assert card_text("Thunderbolts - Atlas") == text


def test_until_alone_does_not_end_with_the_battle() -> None:
    (bar,) = parse_effect("Target Character may not attack until Atlas is KO'd.").clauses
    assert bar.duration == fx.Until("Atlas is KO'd")


def test_a_card_without_a_subject_is_still_the_card() -> None:
    (clause,) = parse_effect("This card does not count toward Venture Total.").clauses
    assert clause.who is None
