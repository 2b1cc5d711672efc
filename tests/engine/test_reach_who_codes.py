"""A subject narrowed to a hero/villain code ("any hero", "Heroes on opponent's team with ...")
is applied only by the clause kinds whose readers check the code (``reach_unread``,
``who_codes``); in any other clause the code would be lost and "any hero" ruled as any
character, so reach reports it not applied (issue 12: never silently)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.reach import is_applied
from rules.engine.reach_unread import unread_field


def _clause(text: str) -> dict:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unparsed
    (clause,) = tree.clauses
    return clause.to_json()


@pytest.mark.parametrize(
    "text",
    [
        "Any villain may make 1 additional attack.",  # the follow-up grant (attacks)
        "Any hero may avoid 1 attack.",  # the avoid (defense_avoids)
        "All Special Cards in your hand may be played by any hero, for remainder of battle.",
        "Heroes on Opponent's Team with Fighting 7 or 8 may not use cards with a Fighting icon"
        " to attack for remainder of battle.",  # the bar (play_affecting, defense)
        # the bonus of the attacker of the code and rating (attack_cards, group_subjects)
        "Heroes with Fighting 7 or 8 are +2 to all attacks this battle.",
        "Any hero may draw 1 card.",  # the hero chosen's player draws (chosen_subjects)
        # a real card's text (Symbiotic Bonding): the hero chosen (chosen_subjects)
        "Remove 1 hit from the Permanent Record of any hero.",
    ],
)
def test_a_code_its_kind_reads_is_applied(text):
    clause = _clause(text)
    assert clause["who_code"] in ("hero", "villain")
    assert unread_field(clause) is None and is_applied(clause)


@pytest.mark.parametrize(
    "text",
    [
        # whose venture total, and by how much, a group of characters changes: not settled
        "Villains with Energy 7 or 8 are +1 to Venture Total.",
    ],
)
def test_a_code_no_reader_of_its_kind_checks_is_not_applied(text):
    clause = _clause(text)
    assert clause["who_code"] in ("hero", "villain")
    assert unread_field(clause) == "who_code" and not is_applied(clause)


def test_the_same_clause_without_a_code_is_applied():
    assert is_applied(_clause("Any character may draw 1 card."))
