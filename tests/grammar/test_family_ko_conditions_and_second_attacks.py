"""K.O. conditions and a card's second attack: "If successful and Target Hits totaling 15 or
more, then Target is KO'd ..." (the success and the points on the target both needed), "...
against Target Character or level 8 Any-Power attack against Target Battlesite" (the second
attack after "or" without its comma), "after X plays a Universe: Teamwork card" (the kind of
the card played kept with its family)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import assert_faithful

TOTALING = texts(r"If successful and Target Hits totaling \d+ or more")


def test_the_real_texts_of_the_wording_are_found():
    assert len(TOTALING) >= 2


@pytest.mark.parametrize("text", TOTALING)
def test_hits_totaling_is_a_condition_on_the_target_s_points(text):
    tree = assert_faithful(text)
    (cond,) = [c for c in tree.clauses if c.kind == "condition"]
    assert (cond.when, cond.detail) == ("successful_and_hits_total", "15")
    (ko,) = cond.then
    assert ko.kind == "knock_out" and ko.who == "target" and ko.regardless
    assert "Target Hits totaling 15 or more" in tree.canonical


def test_a_second_attack_after_or_without_a_comma():
    text = (
        "Acts as a level 4 Fighting attack against Target Character or level 8 Any-Power "
        "attack against Target Battlesite."
    )
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    first, second = tree.clauses
    assert (first.level, first.icons, first.against) == (4, ("fighting",), "target")
    assert (second.level, second.icons, second.alternative) == (8, ("any_power",), True)
    assert second.against == "target_battlesite"


@pytest.mark.parametrize(
    "text", texts(r"follow.up attacks? after \w+ plays a Universe: Teamwork card")
)
def test_a_follow_up_after_a_teamwork_card_keeps_its_family(text):
    tree = assert_faithful(text)
    (grant,) = tree.clauses
    assert grant.follows == ("teamwork",) and grant.follows_played is True
    assert grant.follows_owner in text and grant.after is None
    assert grant.count == ("1 or 2" if "1 or 2" in text else 1) and grant.duration == "game"


def test_guests_printed_in_the_plural_make_the_attack():
    text = "Parademons swoop in and make a level 4 Fighting attack!"
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    flavor, attack = tree.clauses
    assert (flavor.who, flavor.action) == ("Parademons", "swoops_in")
    assert (attack.level, attack.icons) == (4, ("fighting",))


def test_as_many_attacks_as_possible_are_additional_attacks():
    text = (
        "Multiple Man may make as many additional Fighting or Strength Power card attacks as "
        "possible."
    )
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    (grant,) = tree.clauses
    assert grant.kind == "additional_attack" and grant.count == "max"
    assert grant.icons == ("fighting", "strength")


def test_attacks_that_must_go_to_one_character_at_a_penalty():
    text = (
        "All attacks by Opponent's team must be made against Grunge, at -2, until Grunge is "
        "KO'd or cannot be attacked."
    )
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    must, penalty = tree.clauses
    assert (must.kind, must.who, must.by) == ("must_attack", "Grunge", "opponent_team")
    assert (penalty.kind, penalty.who, penalty.amount, penalty.against) == (
        "attack_modifier",
        "opponent_team",
        -2,
        "Grunge",
    )
    assert must.duration == penalty.duration and must.duration is not None


@pytest.mark.parametrize("joiner", ["and", "or"])
def test_a_ko_by_the_next_hit_regardless_of_abilities_and_or_other_specials(joiner):
    text = (
        "If successful, Target Character is KO'd by next level 2 Fighting Power Card Hit, "
        f"regardless of Inherent Abilities {joiner} other Special Cards."
    )
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    (cond,) = tree.clauses
    (ko,) = cond.then
    assert (ko.who, ko.regardless, ko.next_hit_level, ko.next_hit_icons) == (
        "target",
        True,
        2,
        ("fighting",),
    )
    assert ko.regardless_joiner == (None if joiner == "and" else "or")
