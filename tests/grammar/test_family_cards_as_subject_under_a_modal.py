"""Cards named as the subject of what is done with them, under any modal: "<cards> may / must
/ may not / cannot be used to avoid ...", "<cards> must / may not be blocked twice".

The clause kind states one modal (a grant to use the cards, the rule that such attacks are
blocked twice); printed with another, the clause is held whole under the printed one
(``modal_action``), which the engine reports not applied. "cannot" reads as "may not".
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.modal_readings import held_under

AVOID = "Level 1 Intellect Power cards {} used to avoid any numerical attack this battle."
BLOCK = "Special cards {} blocked twice."


@pytest.mark.parametrize(
    ("text", "modal", "inner"),
    [
        (AVOID.format("may not be"), "may_not", fx.Permission),
        (AVOID.format("cannot be"), "may_not", fx.Permission),
        (AVOID.format("must be"), "must", fx.Permission),
        ("Energy Power cards may not be used to avoid any attack.", "may_not", fx.Permission),
        (BLOCK.format("may not be"), "may_not", fx.BlockRule),
        (BLOCK.format("may be"), "may", fx.BlockRule),
    ],
)
def test_another_modal_holds_the_clause_under_it(text, modal, inner) -> None:
    clause = held_under(text, modal, inner)
    if inner is fx.Permission:
        (grant,) = clause.act
        assert grant.action == "use_to_avoid" and grant.who == "any_character"


@pytest.mark.parametrize(
    ("text", "kind"),
    [(AVOID.format("may be"), fx.Permission), (BLOCK.format("must be"), fx.BlockRule)],
)
def test_the_modal_the_kind_states_is_the_clause_itself(text, kind) -> None:
    tree = parse_effect(text)
    assert tree.status == "full"
    (clause,) = tree.clauses
    assert isinstance(clause, kind)


def test_the_cards_and_attacks_are_kept_under_the_held_modal() -> None:
    clause = held_under(AVOID.format("may not be"), "may_not", fx.Permission)
    (grant,) = clause.act
    assert (grant.levels, grant.icons, grant.filters, grant.duration) == (
        (1, 1),
        ("intellect",),
        ("numerical_attack",),
        "battle",
    )


@pytest.mark.parametrize(
    ("printed", "held"),
    [("may be", "may"), ("must be", "must"), ("may not be", None), ("cannot be", None)],
)
def test_a_characters_cards_kept_from_an_effect_under_any_modal(printed, held) -> None:
    for effect, kind in (("Negated", fx.NotNegated), ("removed from play", fx.NotRemoved)):
        text = f"Target Character's Special cards {printed} {effect} for remainder of game."
        if held is not None:
            (inner,) = held_under(text, held, kind).act
        else:
            tree = parse_effect(text)
            assert tree.status == "full", text
            (inner,) = tree.clauses
        assert isinstance(inner, kind) and inner.card_kinds == ("special",), text
        assert inner.duration == "game"


@pytest.mark.parametrize(("printed", "held"), [("may be", "may"), ("cannot be", None)])
def test_cards_that_may_or_may_not_be_duplicates(printed, held) -> None:
    text = f"Teamwork cards {printed} duplicates."
    if held is not None:
        (rule,) = held_under(text, held, fx.Discipline).act
    else:
        (rule,) = parse_effect(text).clauses
    assert rule.action == "no_duplicates" and rule.card_kinds == ("teamwork",)
