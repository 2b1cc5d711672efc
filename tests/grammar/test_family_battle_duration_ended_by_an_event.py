"""A battle's duration that an event may end sooner: "... this battle, until character is
KO'd". The comma and "until" are words read after the duration closed (a sentence's leading
duration is followed by its comma just as well), so the phrase holds wherever a duration does:
after a clause, or leading the sentence."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE
from tests.grammar.clause_checks import full_clauses

_FRONT_LINE = "all attacks with an Energy icon must be made against the same front line character"


@pytest.mark.parametrize(
    ("text", "kind", "event"),
    [
        # the bare "character" is the one just named
        (
            f"{_FRONT_LINE.capitalize()} this battle, until character is KO'd.",
            "must_attack",
            "end of battle or that character is KO'd",
        ),
        (
            "Wolverine is +2 to attacks this battle, until Wolverine is KO'd.",
            "attack_modifier",
            "end of battle or Wolverine is KO'd",
        ),
        # the duration leading the sentence
        (
            f"This battle, until Wolverine is KO'd, {_FRONT_LINE}.",
            "must_attack",
            "end of battle or Wolverine is KO'd",
        ),
    ],
)
def test_the_battle_or_the_event_whichever_ends_first(text, kind, event):
    (clause,) = full_clauses(text)
    assert (clause.kind, clause.duration.event) == (kind, event)


def test_a_plain_lead_keeps_its_comma():
    (clause,) = full_clauses("This battle, Wolverine is +2 to attacks.")
    assert clause.duration == "battle"


def test_only_the_battle_is_ended_early():
    text = f"{_FRONT_LINE.capitalize()} for remainder of game, until character is KO'd."
    assert parse_effect(text).status == "failed"


def test_the_comma_before_until_is_no_longer_a_terminal():
    assert "COMMA_UNTIL" not in TO_RESHAPE
