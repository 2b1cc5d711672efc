"""A bonus against the characters of one code: "Batman's MultiPower cards are +1 vs. any
Character with a Villain code". "With a ... code" is read as words after the who closed (after
a who, "with" also begins what the clause does with it: "switch any character with ..."), as
the bonus's own phrase, so any card bonus "vs." takes it."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE
from tests.grammar.clause_checks import full_clauses


@pytest.mark.parametrize(
    ("text", "against"),
    [
        ("Batman's MultiPower cards are +1 vs. any Character with a Villain code.", "villains"),
        # no card prints these: another code, another kind of card, a duration after it
        ("Catwoman's Energy Power cards are +2 vs. any Hero with a Hero code.", "heroes"),
        (
            "Robin's Fighting Power cards are +2 vs. any Character with a Hero code for "
            "remainder of battle.",
            "heroes",
        ),
    ],
)
def test_the_bonus_holds_against_one_code(text, against):
    (bonus,) = full_clauses(text)
    assert bonus.against == against


def test_a_named_character_is_not_told_by_a_code():
    text = "Batman's MultiPower cards are +1 vs. Joker with a Villain code."
    assert parse_effect(text).status == "failed"


def test_with_after_a_who_still_begins_the_clause_s_own_phrase():
    (move,) = full_clauses("Switch any character with Front Line character.")
    assert move.kind == "character_move"


def test_with_code_is_no_longer_a_terminal():
    assert "WITH_CODE" not in TO_RESHAPE


#: No card of the ten sets prints these: the code named by the noun itself, and the aim it is.
CODED_NOUNS = {
    "Batman's Power cards are +2 vs. any hero.": "heroes",
    "Batman's Power cards are +2 when attacking any villain.": "villains",
}


@pytest.mark.parametrize("text", sorted(CODED_NOUNS))
def test_vs_any_hero_keeps_the_code_and_says_it_back(text):
    against = CODED_NOUNS[text]
    tree = parse_effect(text)
    assert tree.status == "full"
    (bonus,) = tree.clauses
    assert bonus.against == against
    code = against.removesuffix("es").removesuffix("s").capitalize()
    assert f"any Character with a {code} code" in tree.canonical
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses


def test_a_code_on_a_narrower_aim_is_not_dropped():
    # "vs. any front line hero": no aim holds both, so it is not understood, never read as
    # any Front Line character
    assert parse_effect("Batman's Power cards are +2 vs. any front line hero.").status != "full"
