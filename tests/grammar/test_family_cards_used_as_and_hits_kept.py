"""Clause fields of cards used as cards of another kind or power type ("Any Power cards may be
used as Energy cards", "may use Any-Power cards as Fighting Power cards"), Hits that may not
leave a record ("Hits on this character may not be removed this battle"), and an attack's
bonus while a condition holds ("Acts as a level 5 Energy attack at +2 if ..."). The engine
applies none of them yet: each is reported not applied (the attack itself is applied)."""

from __future__ import annotations

import pytest

from rules.engine import effects as fx
from rules.engine import reach
from tests.grammar.clause_checks import assert_faithful


def _one(text: str) -> fx.Clause:
    tree = assert_faithful(text)
    assert len(tree.clauses) == 1, tree.clauses
    return tree.clauses[0]


@pytest.mark.parametrize(
    ("text", "who", "kinds", "icons", "as_kinds", "as_icons", "duration"),
    [
        (
            # "Any Power" is the Any-Power type (normalisation), as the Power Grid names it
            "Any Power cards may be used as Energy cards this battle.",
            None,
            (),
            ("any_power",),
            (),
            ("energy",),
            "battle",
        ),
        (
            "Energy Power cards may be used as Strength cards for remainder of game.",
            None,
            ("power",),
            ("energy",),
            (),
            ("strength",),
            "game",
        ),
        (
            "This character may use Any-Power cards as Fighting Power cards this battle.",
            "self",
            (),
            ("any_power",),
            ("power",),
            ("fighting",),
            "battle",
        ),
    ],
)
def test_cards_used_as_others(text, who, kinds, icons, as_kinds, as_icons, duration):
    clause = _one(text)
    assert isinstance(clause, fx.CardsUsedAs)
    assert (clause.who, clause.modal, clause.duration) == (who, "may", duration)
    assert (clause.cards.kinds, clause.cards.icons) == (kinds, icons)
    assert (clause.used_as.kinds, clause.used_as.icons) == (as_kinds, as_icons)


def test_cards_barred_from_use_as_others():
    clause = _one("Special cards may not be used as Power cards.")
    assert clause.modal == "not" and clause.cards.kinds == ("special",)


@pytest.mark.parametrize(
    ("text", "who", "record", "moved", "duration"),
    [
        ("Hits on this character may not be removed this battle.", "self", None, False, "battle"),
        ("Hits on teammate cannot be removed.", "teammate", None, False, None),
        (
            "Hits in teammate's Permanent Record may not be moved for remainder of game.",
            "teammate",
            "permanent",
            True,
            "game",
        ),
    ],
)
def test_hits_kept(text, who, record, moved, duration):
    clause = _one(text)
    assert isinstance(clause, fx.HitsKept) and clause.moved is moved
    assert [clause.who, clause.record, clause.duration] == [who, record, duration]


@pytest.mark.parametrize(
    ("text", "amount", "when", "detail", "number"),
    [
        (
            "Acts as a level 5 Energy attack at +2 if opponent has no cards in hand.",
            2,
            "no_cards_in_hand",
            "opponent",
            None,
        ),
        (
            "Acts as a level 6 Fighting attack at +3 if this character has 3 or more Hits.",
            3,
            "hits_at_least",
            "self",
            3,
        ),
        (
            "Acts as a level 4 Intellect attack at +1 if opponent has 2 or more cards in hand.",
            1,
            "cards_in_hand_at_least",
            "opponent",
            2,
        ),
    ],
)
def test_an_attacks_bonus_while_a_condition_holds(text, amount, when, detail, number):
    tree = assert_faithful(text)
    attack, bonus = tree.clauses
    assert isinstance(attack, fx.Attack) and attack.level in (4, 5, 6)
    assert isinstance(bonus, fx.AttackBonusIf) and bonus.amount == amount
    assert [bonus.when, bonus.detail, bonus.number] == [when, detail, number]
    assert tree.canonical == text


def test_what_the_engine_does_not_apply_is_reported():
    for text, kind in [
        ("Hits on this character may not be removed this battle.", "hits_kept"),
        ("Any Power cards may be used as Energy cards this battle.", "cards_used_as"),
        (
            "Acts as a level 5 Energy attack at +2 if opponent has no cards in hand.",
            "attack_bonus_if",
        ),
    ]:
        tree = assert_faithful(text)
        missing = reach.not_applied(tree.to_json()["clauses"])
        assert [c["kind"] for c in missing] == [kind], text


def test_the_cards_own_attack_kept_on_its_target():
    # the attack is applied; keeping it on its target is not yet, and says so
    for text, action in [
        ("Acts as a level 3 Fighting attack which may not be shifted.", "may_not_be_shifted"),
        ("Acts as a level 5 Energy attack that cannot be moved.", "may_not_be_moved"),
        ("This attack may not be shifted.", "may_not_be_shifted"),
    ]:
        tree = assert_faithful(text)
        assert isinstance(tree.clauses[0], fx.Attack) or len(tree.clauses) == 1
        assert tree.clauses[-1] == fx.Discipline(action=action)
        missing = reach.not_applied(tree.to_json()["clauses"])
        assert [c.get("action") for c in missing] == [action], text
