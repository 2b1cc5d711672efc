"""A subject named by a value of their Power Grid: "Teammate with 6 Strength must combine
...". The words are a subject phrase ("teammate", "any character", "target teammate" ...,
then "with", the value and the power type), read where a sentence's subject is, so every
clause with a subject takes it; after a who elsewhere "with" begins the clause's own phrase
("switch any teammate with ...")."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE
from tests.grammar.clause_checks import full_clauses


@pytest.mark.parametrize(
    ("text", "kind", "who"),
    [
        (
            "Teammate with 6 Strength must combine with Energy Power card level 1 through 4 "
            "for a single attack or defense.",
            "combine",
            "teammate with 6 Strength",
        ),
        # no card prints these: other subjects, values and clauses
        ("Any character with 7 Energy may avoid 1 attack.", "avoid", "any character with 7 Energy"),
        (
            "Target teammate with 5 Fighting must discard 1 card.",
            "discard",
            "target teammate with 5 Fighting",
        ),
        ("Hero with 6 Intellect is +2 to attacks.", "attack_modifier", "hero with 6 Intellect"),
        (
            "Target Character with 5 Fighting may avoid 1 attack.",
            "avoid",
            "target character with 5 Fighting",
        ),
    ],
)
def test_the_subject_keeps_its_value(text, kind, who):
    (clause,) = full_clauses(text)
    assert (clause.kind, clause.who) == (kind, who)


def test_a_value_names_one_character_not_a_list():
    assert parse_effect("Teammate with 6 Strength or Wolverine may avoid 1 attack.").status == (
        "failed"
    )


def test_with_after_an_object_is_the_clause_s_own_phrase():
    (move,) = full_clauses("Switch any front line hero with the reserve hero.")
    assert move.kind == "character_move"


def test_who_with_is_no_longer_a_terminal():
    assert "WHO_WITH" not in TO_RESHAPE
