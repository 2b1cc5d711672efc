"""A team's cards with several modifiers, one of them only against the attacks made from a
place: "Helicarrier Team's Energy Power Cards are +1 to defense, +3 to defense against any
attack from a Battlesite": each amount, the action it modifies and the attacks it holds
against."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import real_wordings_tests

FROM_A_PLACE = texts(r"to defense against any attack from a Battlesite")


def test_the_real_texts_of_the_wording_are_found():
    assert len(FROM_A_PLACE) >= 1


test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(FROM_A_PLACE)
)


def test_each_amount_goes_to_its_action_and_attacks():
    tree = parse_effect(
        "Helicarrier Team's Energy Power Cards are +1 to defense, +3 to defense against any "
        "attack from a Battlesite."
    )
    assert tree.status == "full", tree.unconsumed
    first, second = tree.clauses
    assert (first.kind, first.amount, first.attacks_from) == ("defense_modifier", 1, None)
    assert (second.kind, second.amount, second.attacks_from) == (
        "defense_modifier",
        3,
        "battlesite",
    )
    for clause in (first, second):
        assert (clause.who, clause.team_name) == ("team", "Helicarrier")
        assert (clause.card_kinds, clause.icons) == (("power",), ("energy",))


def test_an_attack_modifier_may_follow_a_defense_modifier():
    tree = parse_effect(
        "Krakoa Team's Strength Power Cards are +2 to defense against any attack from a "
        "Battlesite, +1 to attack."
    )
    assert tree.status == "full", tree.unconsumed
    first, second = tree.clauses
    assert (first.kind, first.amount, first.attacks_from) == ("defense_modifier", 2, "battlesite")
    assert (second.kind, second.amount, second.attacks_from) == ("attack_modifier", 1, None)


def test_one_modifier_against_attacks_from_a_place_alone():
    tree = parse_effect(
        "Helicarrier Team's Energy Power Cards are +3 to defense against any attack from a "
        "Battlesite."
    )
    (clause,) = tree.clauses
    assert (clause.amount, clause.attacks_from) == (3, "battlesite")
    assert "against any attack from a Battlesite" in tree.canonical


def test_a_plain_card_modifier_holds_against_every_attack():
    (clause,) = parse_effect("Helicarrier Team's Energy Power Cards are +1 to defense.").clauses
    assert clause.attacks_from is None
    assert "attacks_from" not in clause.to_json()
