"""Clause fields of restrictions and counts a verb phrase carries: attacks barred as "may not
make attacks" (any subject, "against" a character, a duration), every count printed before
"additional" kept ("may play 2 additional Special cards"), cards discarded beyond those the
rule asks ("discard 1 additional card", in a Discard Phase lead too), a hand kept larger, and
"may not draw cards" (no count printed: any number)."""

from __future__ import annotations

import pytest

from rules.engine import effects as fx
from tests.grammar.clause_checks import assert_faithful


def _one(text: str) -> fx.Clause:
    tree = assert_faithful(text)
    assert len(tree.clauses) == 1, tree.clauses
    return tree.clauses[0]


@pytest.mark.parametrize(
    ("text", "who", "against", "duration"),
    [
        ("Opponent may not make attacks this battle.", "opponent", None, "battle"),
        ("Teammate may not make attacks for remainder of game.", "teammate", None, "game"),
        (
            "Target character may not make attacks against this character this battle.",
            "target",
            "self",
            "battle",
        ),
    ],
)
def test_attacks_barred_as_made(text, who, against, duration):
    clause = _one(text)
    assert isinstance(clause, fx.CannotAttack) and clause.made
    assert [clause.who, clause.against, clause.duration] == [who, against, duration]
    assert "may not make attacks" in assert_faithful(text).canonical


@pytest.mark.parametrize(
    ("text", "count", "kinds"),
    [
        ("This character may play 2 additional Special cards.", 2, ("special",)),
        ("Teammate may play 3 additional Power cards this battle.", 3, ("power",)),
        ("This character may play 1 additional Universe card.", 1, ("universe",)),
    ],
)
def test_every_count_before_additional_is_kept(text, count, kinds):
    clause = _one(text)
    assert isinstance(clause, fx.Permission) and clause.action == "play_additional"
    assert clause.card_kinds == kinds
    assert clause.count == count and f"{count} additional" in assert_faithful(text).canonical


ADDITIONAL_DISCARDS = {
    "Discard 2 additional Power cards.": ("player", 2),
    "Opponent must discard 1 additional card.": ("opponent", 1),
}


@pytest.mark.parametrize("text", sorted(ADDITIONAL_DISCARDS))
def test_additional_cards_discarded(text):
    who, count = ADDITIONAL_DISCARDS[text]
    clause = _one(text)
    assert isinstance(clause, fx.Discard) and clause.additional and clause.who == who
    assert clause.count == count and f"{count} additional" in assert_faithful(text).canonical


def test_additional_discard_in_a_discard_phase_lead():
    tree = assert_faithful("During the Discard Phase, each player must discard 1 additional card.")
    timing, discard = tree.clauses
    assert timing == fx.Timing(when="during_discard_phase")
    assert (discard.who, discard.count, discard.additional) == ("each_player", 1, True)


def test_a_hand_kept_larger():
    tree = assert_faithful("During the Discard Phase, teammate may keep 2 additional cards.")
    kept = tree.clauses[-1]
    assert isinstance(kept, fx.HandKept)
    assert (kept.who, kept.modal, kept.count, kept.in_hand) == ("teammate", "may", 2, False)
    kept = _one("Opponent may keep 1 additional card in hand.")
    assert (kept.count, kept.in_hand) == (1, True)


def test_a_draw_barred_without_a_count_is_of_any_cards():
    tree = assert_faithful("Opponent may not draw cards.")
    assert "1 card" not in tree.canonical
    assert "draw any cards" in tree.canonical


def test_a_draw_barred_for_a_while():
    tree = assert_faithful("Opponent may not draw cards this battle.")
    assert (
        tree.canonical == "Opponent may not draw any cards from Draw Pile for remainder of battle."
    )
    (held,) = tree.clauses
    (draw,) = held.act
    assert (draw.count, draw.duration) == ("any", "battle")


def test_a_draw_of_a_kind_keeps_its_duplicates_and_its_modal():
    draw = _one("Teammate may draw 2 Power cards, do not discard if duplicate.")
    assert isinstance(draw, fx.Draw) and draw.may and draw.who == "teammate"
    assert (draw.count, draw.filter, draw.duplicates) == (2, "Power", "keep")
