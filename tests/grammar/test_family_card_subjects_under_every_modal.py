"""Cards named as the subject take every modal a subject takes ("may", "must", "may not",
"cannot"): "<cards> may not be played by X", "... must be exchanged for ...", "Other <cards> may
be played", "... may not be placed". The clause of the passive keeps the modal its kind states;
another printed modal holds it whole (``modal_action``), said back with that modal and reported
not applied. Cards named by who plays them: "any Special played by X or X's teammates may not
be Negated until "<card>" is Negated", a duration ending when the named card is negated and,
after a lead "For remainder of game", whichever comes first. The sentences are made up.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import round_trips
from rules.engine import effects as fx
from tests.grammar.modal_readings import held_under

HELD = {
    "All Power cards may not be played by any Front Line character this battle.": (
        "may_not",
        fx.Permission,
    ),
    "Ally cards must be exchanged for any Special card beneath a Battlesite.": (
        "must",
        fx.CardsExchanged,
    ),
    "Other Special cards may be played.": ("may", fx.PlayRestriction),
    "Training cards cannot be placed this battle.": ("may_not", fx.Permission),
}


@pytest.mark.parametrize("text", sorted(HELD))
def test_a_card_subject_under_another_modal_holds_its_clause(text: str) -> None:
    held_under(text, *HELD[text])


def test_the_modal_a_card_subjects_kind_states_is_read_by_that_kind() -> None:
    for text, kind in (
        ("All Power cards may be played by any Front Line character this battle.", fx.Permission),
        ("Other Special cards may not be played.", fx.PlayRestriction),
        (
            "Ally cards may be exchanged for any Special card beneath a Battlesite.",
            fx.CardsExchanged,
        ),
    ):
        tree = parse_effect(text)
        assert tree.status == "full" and [type(c) for c in tree.clauses] == [kind], text


def _not_negated(text: str) -> fx.NotNegated:
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (clause,) = tree.clauses
    assert isinstance(clause, fx.NotNegated) and clause.played_by, clause
    assert round_trips(tree), tree.canonical
    return clause


def test_specials_named_by_who_plays_them_are_kept_from_negation() -> None:
    clause = _not_negated(
        "For remainder of battle, any Special played by Storm or Storm's teammates may not be "
        'Negated until "Mutant Mayhem" is Negated.'
    )
    assert (clause.who, clause.self_name, clause.card_kinds) == (
        "self_or_teammate",
        "Storm",
        ("special",),
    )
    # ends with the battle or when the named card is negated, whichever comes first
    assert clause.duration == fx.Until(f'{fx.BATTLE_OR_UNTIL}"Mutant Mayhem" is Negated')


def test_the_duration_ends_when_the_named_card_is_negated() -> None:
    tree = parse_effect(
        'Any Special played by Storm cannot be Negated until "Weather Witch" is Negated.'
    )
    clause = _not_negated(tree.canonical)
    assert clause.who == "Storm"
    assert clause.duration == fx.Until('"Weather Witch" is Negated')
    assert 'until "Weather Witch" is Negated' in tree.canonical
    # another card named: another tree
    other = parse_effect(
        'Any Special played by Storm cannot be Negated until "Gale Force" is Negated.'
    )
    assert other.clauses != tree.clauses
    assert _not_negated(
        "Any Special played by Storm may not be Negated until this Special is Negated."
    )
