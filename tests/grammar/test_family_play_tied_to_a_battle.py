"""A card's own play tied to a battle of the game: "May not be played on the first battle",
"May only be played on the last battle" (``which`` and ``modal`` typed, said back as printed;
the engine reports the clause not applied)."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx
from rules.engine import reach
from rules.engine.reach_missing import NOT_APPLIED_BECAUSE


def _one(text: str) -> fx.PlayedInBattle:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.PlayedInBattle)
    again = parse_effect(tree.canonical)
    assert [c.shape() for c in again.clauses] == [clause.shape()]
    return clause


def test_a_card_barred_from_the_first_battle() -> None:
    clause = _one("May not be played on the first battle.")
    assert (clause.which, clause.modal) == ("first", "not")


def test_a_card_played_only_on_the_last_battle() -> None:
    clause = _one("May only be played on the last battle.")
    assert (clause.which, clause.modal) == ("last", "only")


def test_the_engine_reports_the_battle_of_a_play_not_applied() -> None:
    (clause,) = parse_effect("May not be played on the last battle.").to_json()["clauses"]
    assert not reach.is_applied(clause)
    assert "not checked" in NOT_APPLIED_BECAUSE[clause["kind"]]
