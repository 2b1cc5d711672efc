"""Durations led by a word a card noun also goes on with ("in this battle", "in the next
battle", "that battle"), and the card phrase "with the word X on it", read over words.

After a card noun "in" may begin the noun's pile ("in Hand") or the duration; the grammar
reads the duration as the noun's last phrase there and the clause takes it from the noun.
After any other word it is a late duration of the rule. "On it" after the quoted word is that
phrase's own: the verbs that go on with "on" after their noun ("put", "place", "switch") take
a noun without the word phrase."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE
from tests.grammar.clause_checks import full_clauses

# text, clause kind, duration: after a card noun, then after other words
_DURATIONS = """
Negates the effect of all Event cards in the next battle. | negate | next_battle
Opponent may not play any Activator cards in this battle. | play_restriction | battle
Opponent may not play any Activator cards in the next battle. | play_restriction | next_battle
Wolverine may play any Ally cards in this battle. | permission | battle
Morph may play any 1 KO'd teammate's Specials in next battle. | permission | next_battle
Hawkman's Energy rating is increased to 7 in this battle. | grid_change | battle
Do not discard duplicates in the next battle. | discard | next_battle
Teammate may venture 2 Mission cards with no penalty that battle. | venture_cards | battle
Enforcers are +6 to Venture total in the next battle. | venture_modifier | next_battle
Neither player may Venture more than 2 Mission cards in the next battle. | venture_limit | next_battle
All cards that can be placed to a character must be placed in this battle. | permission | battle
"""


@pytest.mark.parametrize(
    ("text", "kind", "duration"),
    [tuple(part.strip() for part in row.split("|")) for row in _DURATIONS.strip().splitlines()],
)
def test_the_duration_is_the_clauses(text, kind, duration):
    """After a card noun the noun's last phrase, taken by its clause; after other words the
    rule's late duration."""
    (clause,) = full_clauses(text)
    assert (clause.kind, clause.duration) == (kind, duration)


def test_in_after_a_card_noun_still_names_its_pile():
    (clause,) = full_clauses("Opponent must discard all Power cards in Hand.")
    assert (clause.from_, clause.duration) == ("hand", None)


@pytest.mark.parametrize(
    "text",
    [
        'May not be affected by a card with the word "Teammate" on it.',
        'No cards with the word "Draw" on it may be played this battle.',
        'Opponent may not play any cards with the word "Avoid" on it for remainder of battle.',
    ],
)
def test_the_printed_word_on_the_card(text):
    (clause,) = full_clauses(text)
    assert len(clause.words) == 1


@pytest.mark.parametrize(
    ("text", "to"),
    [
        ("Put 1 card on bottom of Draw Pile.", "bottom_of_draw_pile"),
        ("Place 1 card from your Dead Pile on top of your Power Pack.", "top_of_power_pack"),
    ],
)
def test_cards_put_or_placed_on_a_pile_keep_their_on(text, to):
    (clause,) = full_clauses(text)
    assert clause.to == to


def test_a_duration_the_clause_does_not_take_is_not_understood():
    """'that battle' is no phrase of a card noun: after one it is not read."""
    assert parse_effect("Opponent may not play any Activator cards that battle.").status != "full"


@pytest.mark.parametrize(
    "terminal", ["on it", "IN_THIS_BATTLE", "in the next battle", "in next battle", "THAT_BATTLE"]
)
def test_the_phrases_are_no_lexer_terminals(terminal):
    assert terminal not in TO_RESHAPE
