"""Follow-ups joined by "and/or" ("1 additional Fighting and/or 1 additional Intellect attack")
under each modal: "may" grants them, "must" owes them (``required`` on both, said back with
"must"; the engine does not read which of them is owed, so reach reports it not applied), and
"may not" is held apart under its modal rather than read as a grant. The sentences are made up."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx
from rules.engine.reach import is_applied
from rules.engine.reach_unread import unread_field

PAIR = "1 additional Energy and/or 1 additional Strength Power card attack."


def test_under_must_both_follow_ups_are_owed_and_said_back() -> None:
    tree = parse_effect(f"Storm must make {PAIR}")
    assert tree.status == "full", tree.unconsumed
    first, second = tree.clauses
    assert isinstance(first, fx.AdditionalAttack) and isinstance(second, fx.AdditionalAttack)
    assert (first.required, second.required, second.and_or) == (True, True, True)
    assert (first.icons, second.icons) == (("energy",), ("strength",))
    assert "must make 1 additional Energy and/or" in tree.canonical
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses


def test_the_choice_owed_and_the_choice_granted_are_both_applied() -> None:
    # the pair owed together ("must make ... and/or ..."): the string stays open until one of
    # them is made (tests/engine/test_card_effects_follow_up_owed.py holds the resolution)
    owed = parse_effect(f"Must make {PAIR}").to_json()["clauses"]
    assert all(unread_field(c) is None and is_applied(c) for c in owed)
    granted = parse_effect(f"May make {PAIR}").to_json()["clauses"][-1]
    assert unread_field(granted) is None and is_applied(granted)


def test_under_may_not_the_pair_is_not_read_as_a_grant() -> None:
    # held whole under the printed "may not" (each follow-up in a ``modal_action``), said back
    # so, and reported not applied: never the grant
    tree = parse_effect(f"Storm may not make {PAIR}")
    assert tree.status == "full", tree.unconsumed
    assert not any(isinstance(c, fx.AdditionalAttack) for c in tree.clauses)
    assert all(isinstance(c, fx.ModalAction) and c.modal == "may_not" for c in tree.clauses)
    assert "Storm may not make 1 additional Energy and/or" in tree.canonical
    assert not any(is_applied(c) for c in tree.to_json()["clauses"])
    assert parse_effect(tree.canonical).clauses == tree.clauses
