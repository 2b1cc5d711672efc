"""Follow-up attacks named by the attack they follow and the card they are made with: "may
follow up a Universe: Teamwork card with any Power card, regardless of Power Type", "may follow
up any teammate's Teamwork card attack with a level 1 Intellect Power card", "may make one or
both follow up attacks to any Universe: Teamwork card", "may make 1 or 2 follow up attacks
after X plays a Universe: Teamwork card"."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.modal_readings import modal_held_or_unread
from tests.grammar.new_sets import card_text


def _grant(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    assert is_faithful(text, tree), tree.canonical
    (grant,) = tree.clauses
    assert grant.kind == "follow_up_attack" and grant.allowed
    return grant, tree


def test_a_teamwork_card_followed_up_with_any_power_card_of_any_type():
    grant, tree = _grant(card_text("Voodoo - WildC.A.T."))
    assert grant.who == "target"
    assert grant.follows == ("teamwork",) and grant.follows_owner is None
    assert grant.with_kinds == ("power",) and grant.with_icons == ()
    assert grant.with_any is True and grant.any_power_type is True
    assert grant.with_level is None
    assert "regardless of Power Type" in tree.canonical


def test_a_teammate_s_teamwork_attack_followed_up_with_a_level_and_power_type():
    grant, _ = _grant(card_text("Overtkill"))
    assert grant.who == "self"
    assert grant.follows == ("teamwork",) and grant.follows_owner == "teammate"
    assert grant.with_kinds == ("power",) and grant.with_icons == ("intellect",)
    assert grant.with_level == 1
    assert grant.with_any is None and grant.any_power_type is None


def test_the_card_followed_and_the_card_used_are_kept_apart():
    grant, tree = _grant("Target Character may follow up a Training card with a Strength card.")
    assert grant.follows == ("training",)
    assert grant.with_icons == ("strength",) and grant.with_kinds == ()
    assert "a Universe: Training card with a Strength card" in tree.canonical


def test_a_follow_up_of_a_range_of_levels_is_not_read():
    tree = parse_effect("May follow up a Teamwork card with a level 1 through 3 Power card.")
    assert tree.status != "full"


def test_one_or_both_follow_ups_to_a_teamwork_card():
    grant, tree = _grant("May make one or both follow up attacks to any Universe: Teamwork card.")
    assert grant.count == "one_or_both" and grant.follows == ("teamwork",)
    assert "one_or_both" not in tree.canonical  # the count in the game's words
    assert "one or both follow-up attacks to any Universe: Teamwork card" in tree.canonical


def test_either_of_two_numbers_of_follow_ups_after_a_teamwork_card():
    grant, tree = _grant(card_text("Killrazor - Outer Fury"))
    assert grant.who == "Killrazor" and grant.count == "1 or 2"
    assert grant.follows == ("teamwork",) and grant.follows_owner == "Killrazor"
    assert grant.follows_played is True and grant.after is None
    assert grant.duration == "game" and tree.one_per_deck


@pytest.mark.parametrize(
    "text",
    [
        "Target Character may not follow up a Teamwork card with any Power card.",
        "Target Character must follow up a Teamwork card with any Power card.",
    ],
)
def test_only_a_permission_to_follow_up_is_read(text):
    modal_held_or_unread(text, "may not" if "may not" in text else "must")


def test_the_new_fields_stay_out_of_other_follow_ups():
    text = "Mole Man may make 1 follow-up attack after Mole Man plays a Universe: Teamwork card."
    (grant,) = parse_effect(text).clauses
    data = grant.to_json()
    assert "with_kinds" not in data and "any_power_type" not in data and "with_any" not in data
    assert data["follows"] == ["teamwork"] and data["follows_owner"] == "Mole Man"
