"""Phrases a comma leads, read word by word. After a card noun: the kinds left out (",
excluding Teamwork and Training, from Draw Pile", ", excluding Teamwork.", ", without
Universe."), whose choice the cards are (", of Brainiac's choice", ", opponent's choice") and
how they count (", with normal contribution,"); the comma is the first word of its phrase, so
they go with any verb whose object is a card noun. After the characters whose attacks are
moved: the cards named too (", including "Mutant Hound,"")."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.lexemes import TO_RESHAPE


def _clause(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, tree.unconsumed)
    return tree.clauses[0]


def test_kinds_left_out_between_commas_before_the_pile():
    chosen = _clause(
        "Choose 1 Universe card, excluding Teamwork and Training, from Draw Pile and place in hand."
    )
    assert (chosen.count, chosen.from_, chosen.to) == (1, "draw_pile", "hand")
    assert "excluding Teamwork and Training" in chosen.filter


def test_a_kind_left_out_at_the_end_of_the_sentence():
    combine = _clause("May be combined with a Universe card, excluding Teamwork.")
    assert (combine.card_kinds, combine.filters) == (("universe",), ("excluding teamwork",))


def test_a_name_left_out_before_the_predicate():
    placing = _clause('"Any Hero" Specials, excluding BQ, may be placed this battle.')
    assert (placing.action, placing.filters, placing.duration) == (
        "place",
        ("excluding BQ",),
        "battle",
    )


def test_a_kind_left_out_with_without():
    defend = _clause("Reserve may defend Dazzler with Power cards, without Universe.")
    assert (defend.card_kinds, defend.filters) == (("power",), ("excluding universe",))


@pytest.mark.parametrize(
    ("text", "chooser", "count", "source"),
    [
        (
            "If successful, target must immediately discard 1 placed card, of Brainiac's choice.",
            "Brainiac",
            1,
            "placed",
        ),
        (
            "Opponent must discard any 1 Special card currently held in his hand, opponent's choice.",
            "opponent",
            1,
            "hand",
        ),
        (
            "Opponent must discard 2 Universe cards from hand, opponent's choice.",
            "opponent",
            2,
            "hand",
        ),
        ("Opponent must discard 2 Power cards, of Wolverine's choice.", "Wolverine", 2, "hand"),
    ],
)
def test_whose_choice_the_cards_are_after_a_comma(text, chooser, count, source):
    clause = _clause(text)
    discard = clause.then[0] if clause.kind == "condition" else clause
    assert (discard.kind, discard.count, discard.from_) == ("discard", count, source)
    assert discard.filter.endswith(f"choice of:{chooser}")


def test_normal_contribution_with_or_without_its_commas():
    texts = (
        "Teammate may use Tactic: Doubleshot cards, with normal contribution, to avoid any attack.",
        "Teammate may use Tactic: Doubleshot cards with normal contribution to avoid any attack.",
    )
    for text in texts:
        use = _clause(text)
        assert (use.action, use.card_kinds, use.filters) == (
            "use_to_avoid",
            ("doubleshot",),
            ("normal_contribution",),
        ), text


@pytest.mark.parametrize(
    ("text", "kind", "named"),
    [
        (
            'Attacks made on target character, including "Mutant Hound, " may not be moved to '
            "any of target's teammates for remainder of game.",
            "no_shift",
            "Mutant Hound",
        ),
        (
            'Any attack made on Wolverine, including "Berserker Rage," may be moved to teammate '
            "of his choice.",
            "shift",
            "Berserker Rage",
        ),
    ],
)
def test_the_cards_named_with_the_attacks_moved(text, kind, named):
    moved = _clause(text)
    assert (moved.kind, moved.including) == (kind, (named,))


@pytest.mark.parametrize(
    ("text", "per"),
    [
        (
            "Draw one card for each card discarded this battle, including duplicate and "
            "unusable cards.",
            "discarded this battle, including duplicate and unusable cards",
        ),
        (
            "Draw one card for each card discarded this battle by Longshot's Team, placed or "
            "in hand.",
            "discarded this battle by team, placed or in hand",
        ),
    ],
)
def test_a_comma_tail_ends_the_phrase_of_the_cards_counted(text, per):
    draw = parse_effect(text).clauses[0]
    assert (draw.kind, draw.count) == ("draw", 1)
    assert draw.scaling.per.startswith(per)


@pytest.mark.parametrize(
    "text",
    [
        # a left-out kind is closed by a comma or the sentence's end
        "Choose 1 Power card, excluding Intellect from Draw Pile.",
        # a comma tail that ends no phrase of the cards
        "Opponent must discard all Universe cards, placed or in hand.",
    ],
)
def test_comma_phrases_that_do_not_close_are_not_understood(text):
    assert parse_effect(text).status != "full"


def test_a_lead_counting_cards_is_closed_by_its_comma():
    text = (
        "For each Mission card in the defeated missions pile, remove 1 hit from the permanent "
        "record of any hero."
    )
    hits = _clause(text)
    assert hits.kind == "remove_hits" and hits.scaling.count.where == "defeated_missions"


def test_the_comma_phrases_left_the_reviewed_list():
    reshaped = {", excluding", ", without", ", of", ", opponent's choice", ", including"}
    assert reshaped.isdisjoint(TO_RESHAPE)
    assert not {"WITH_NORMAL_CONTRIBUTION", "INCLUDING_KINDS", "COMMA_PLACED_OR_HAND"} & set(
        TO_RESHAPE
    )
