"""KO under the normal rules and what a KO or the Hits on a record make possible: "Target
Character may be KO'd using normal KO rules, regardless of Inherent Abilities or other Special
cards, for remainder of battle", "If Target Character is K.O.'d by this Hit, ...", "May only be
played if Grifter has Hits totaling 15 or more in his Permanent Record"."""

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


def test_a_target_kod_under_the_normal_rules_for_the_battle():
    (text,) = texts(r"may be KO'd using normal KO rules")
    attack, cond = _full(text).clauses
    assert attack.kind == "attack" and cond.when == "successful"
    (rules,) = cond.then
    assert (rules.kind, rules.who, rules.duration) == ("normal_ko_rules", "target", "battle")
    assert rules.regardless_joiner == "or"


def test_the_normal_ko_rules_without_a_duration_or_with_and():
    text = (
        "Teammate may be KO'd using normal KO rules, regardless of Inherent Abilities and other "
        "Special cards."
    )
    (rules,) = _full(text).clauses
    assert (rules.who, rules.regardless_joiner, rules.duration) == ("teammate", "and", None)


def test_must_be_kod_using_normal_rules_is_not_read():
    text = (
        "Target Character must be KO'd using normal KO rules, regardless of Inherent Abilities "
        "and other Special cards."
    )
    modal_held_or_unread(text, "must")


def test_a_target_kod_by_this_hit_keeps_the_hit():
    (text,) = texts(r"If Target Character is K\.O\.'d by this Hit")
    tree = _full(text)
    attack, cond = tree.clauses
    assert (cond.when, cond.lead, cond.detail) == ("target_ko", "by_this_hit", None)
    assert "If Target Character is KO'd by this Hit" in tree.canonical


def test_a_target_kod_without_the_hit_keeps_the_plain_condition():
    (cond,) = _full("If Target is KO'd, draw 1 card.").clauses
    assert (cond.when, cond.lead) == ("target_ko", None)


def test_a_card_played_only_with_enough_hits_on_a_record():
    (text,) = texts(r"May only be played if Grifter has Hits totaling 15")
    tree = _full(text)
    attack, needs = tree.clauses
    assert (needs.kind, needs.holder, needs.min_hits) == ("play_requirement", "Grifter", 15)


def test_another_holder_and_total_are_kept():
    (needs,) = _full(
        "May only be played if Target Character has Hits totaling 9 or more in his Permanent "
        "Record."
    ).clauses
    assert (needs.holder, needs.min_hits) == ("target", 9)


def test_may_be_played_if_is_not_a_requirement():
    text = "May be played if Grifter has Hits totaling 15 or more in his Permanent Record."
    modal_held_or_unread(text, "must")
