"""Attacks on a Battlesite and from the Reserve: "+3 when used to attack a Battlesite. Bonus
counts toward Damage." (the card's own attack on a Location, and the bonus in its damage), "If
successful, The Darkness may continue to attack while in Reserve"."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts
from tests.grammar.modal_readings import modal_held_or_unread


def _full(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    assert is_faithful(text, tree), tree.canonical
    return tree


def test_a_bonus_when_used_to_attack_a_battlesite_counting_toward_damage():
    (text,) = texts(r"\+3 when used to attack a Battlesite")
    attack, bonus, counts = _full(text).clauses
    assert attack.kind == "attack" and attack.level == 7 and attack.icons == ("any_power",)
    assert (bonus.kind, bonus.who, bonus.amount) == ("attack_modifier", "self", 3)
    assert bonus.against == "target_battlesite" and bonus.when_used
    assert (counts.kind, counts.action) == ("discipline", "bonus_counts_toward_damage")


def test_the_bonus_toward_damage_and_venture_total_stays_one_discipline():
    (counts,) = _full("Bonus counts toward Damage and Venture Total.").clauses
    assert counts.action == "bonus_counts_toward_damage_and_venture_total"


def test_a_penalty_against_a_battlesite_keeps_its_sign_and_duration():
    (bonus,) = _full("-2 when used to attack the Battlesite this battle.").clauses
    assert (bonus.amount, bonus.against, bonus.duration) == (-2, "target_battlesite", "battle")


def test_a_character_goes_on_attacking_from_the_reserve():
    (text,) = texts(r"may continue to attack while in Reserve")
    tree = _full(text)
    attack, from_reserve, cond = tree.clauses
    assert from_reserve.action == "play_this_from_reserve"
    assert (cond.kind, cond.when) == ("condition", "successful")
    (goes_on,) = cond.then
    assert (goes_on.kind, goes_on.who, goes_on.while_in) == (
        "continue_attacking",
        "The Darkness",
        "reserve",
    )


def test_only_may_continue_to_attack_is_read():
    # never read as the "may" of continuing to attack: kept whole under its "may not"
    modal_held_or_unread("Target Character may not continue to attack while in Reserve.", "may not")


def test_target_battlesite_after_when_used_is_not_read_as_any_battlesite():
    assert parse_effect("+3 when used to attack Target Battlesite.").status != "full"
