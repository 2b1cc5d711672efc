"""The printed modal of a verb phrase: "may" and "must" are kept, never swapped.

Some verb phrases keep their modality in the clause kind (an additional attack is a
permission, a reveal an obligation). Printed with the other modal, such a sentence is not read
as the opposite: it stays not ``full``. Printed with its own modal it reads as before.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.modal_readings import modal_held_or_unread


@pytest.mark.parametrize(
    "text",
    [
        "Bane must make 1 attack at +4.",
        "Grey King must increase either his team's or opponent's ventured Mission cards by 1.",
    ],
)
def test_must_on_a_permission_is_not_read_as_may(text: str) -> None:
    modal_held_or_unread(text, "must")
    assert " may " not in f" {parse_effect(text).canonical.lower()} "


@pytest.mark.parametrize(
    ("text", "modal"),
    [
        ("Bane may make 1 attack at +4.", "may"),
        ("Each Front Line teammate may make 1 additional attack.", "may"),
        ("Opponent must reveal hand and play open handed for remainder of battle.", "must"),
    ],
)
def test_the_printed_modal_stays_in_the_canonical_text(text: str, modal: str) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    assert f" {modal} " in f" {tree.canonical.lower()} "


@pytest.mark.parametrize(("modal", "required"), [("may", False), ("must", True)])
def test_additional_attack_is_a_permission_or_an_obligation(modal: str, required: bool) -> None:
    tree = parse_effect(f"Each Front Line teammate {modal} make 1 additional attack.")
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.AdditionalAttack)
    assert clause.count == 1 and clause.required is required
    assert f"{modal} make 1 additional attack" in tree.canonical
    assert parse_effect(tree.canonical).clauses == tree.clauses


def test_neither_attack_may_keeps_the_negation() -> None:
    tree = parse_effect(
        "Acts as a level 3 Energy attack. May make 1 additional Power card attack. "
        "Neither attack may be defended with a Special card."
    )
    assert tree.status == "full", tree.unconsumed
    assert "may not be defended" in tree.canonical.lower() or "neither" in tree.canonical.lower()
