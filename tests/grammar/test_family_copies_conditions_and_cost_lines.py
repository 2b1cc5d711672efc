"""A Special identical to another ("This Special acts identical to any Special currently on
the table"), a Mission moved when the target is KO'd by the attack's Hit ("If Target Character
is K.O.'d by this Hit, ..."), and an effect line under its "Cost/Effect:" heading."""

from __future__ import annotations

from tests.grammar.clause_checks import full_clauses


def test_a_special_copies_any_special_on_the_table():
    (clause,) = full_clauses("This Special acts identical to any Special currently on the table.")
    assert (clause.kind, clause.card_kinds, clause.source) == (
        "copy_special",
        ("special",),
        "table",
    )
    assert clause.render().startswith("This Special acts identical")


def test_a_mission_moves_when_the_target_is_kod_by_this_hit():
    (condition,) = full_clauses(
        "If Target Character is K.O.'d by this Hit, Bullseye may move 1 Mission card from the "
        "Defeated Pile to the Completed Pile."
    )
    assert (condition.when, condition.lead) == ("target_ko", "by_this_hit")
    (move,) = condition.then
    assert (move.kind, move.who, move.count) == ("mission_move", "Bullseye", 1)
    assert (move.from_, move.to) == ("defeated_missions", "completed_missions")


def test_a_target_kod_by_any_means_is_another_condition():
    (condition,) = full_clauses(
        "If Target Character is KO'd, Bullseye may move 1 Mission card from the Defeated Pile "
        "to the Completed Pile."
    )
    assert condition.when == "target_ko"


def test_the_cost_effect_heading_is_kept_with_the_guest():
    flavor, attack = full_clauses(
        "Cost/Effect: Abomination rampages! Acts as a level 7 Strength attack"
    )
    assert (flavor.kind, flavor.who, flavor.cost_effect) == ("flavor", "Abomination", True)
    assert (attack.level, attack.icons) == (7, ("strength",))


def test_a_guest_without_the_heading():
    flavor, _attack = full_clauses("Abomination rampages! Acts as a level 7 Strength attack.")
    assert flavor.cost_effect is None
