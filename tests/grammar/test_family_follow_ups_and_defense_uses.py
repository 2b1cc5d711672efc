"""Clause fields of two families that real specials and inherent abilities print and that the
engine applies: follow-up attacks granted on success that may not be defended, and bars on
the cards a character may use for defense ("May not use Intellect Power cards for Defense").

Real texts are found in ``../shared/data/`` by their wording; the game's other wordings of the
same phrases (any subject, power types, durations, "to defend" or "for Defense") are built
from their parts.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import assert_tree

FOLLOW_UP_UNDEFENDED = texts(
    r"If successful, .*additional \w+ attacks? .*(Additional attack may not be defended"
    r"|which may not be defended)"
)
DEFENSE_USE_BARS = texts(r"may not use [\w ,]+ Power cards? (for Defense|to defend)")


def test_the_ten_sets_print_both_phrases():
    assert FOLLOW_UP_UNDEFENDED and DEFENSE_USE_BARS


@pytest.mark.parametrize("text", FOLLOW_UP_UNDEFENDED)
def test_a_follow_up_that_may_not_be_defended_is_read_in_full(text):
    tree = parse_effect(text)
    assert tree.status == "full", [u.word for u in tree.unconsumed]
    assert is_faithful(text, tree), tree.canonical
    data = tree.to_json()
    grant = next(
        c
        for cond in data["clauses"]
        if cond["kind"] == "condition" and cond["when"] == "successful"
        for c in cond["then"]
        if c["kind"] == "additional_attack"
    )
    icon = re.search(r"additional (\w+) attack", text).group(1).lower()
    assert grant["icons"] == [icon] and grant["against"] == "target"
    # the restriction names the follow-ups, never the attack that grants them
    limits = [c for c in data["clauses"] if c["kind"] == "defense_restriction"]
    assert grant["undefended"] or [c["applies_to"] for c in limits] == ["follow_ups"]
    assert all(c["applies_to"] != "this_attack" for c in limits)


@pytest.mark.parametrize(
    ("text", "who", "icons"),
    [
        (
            "Acts as a level 5 Strength attack. If successful, teammate may make 1 additional "
            "Energy attack against the same character, which may not be defended.",
            "teammate",
            ["energy"],
        ),
        (
            "Acts as a level 4 Fighting attack. If successful, may make 1 additional Fighting "
            "or Strength attack which may not be defended.",
            "self",
            ["fighting", "strength"],
        ),
    ],
)
def test_the_relative_clause_marks_the_follow_up_undefended(text, who, icons):
    tree = assert_tree(
        text,
        [
            {"kind": "attack"},
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "additional_attack", "who": who, "undefended": True, "count": 1}],
            },
        ],
    )
    assert sorted(tree["clauses"][1]["then"][0]["icons"]) == icons
    assert parse_effect(text).status == "full"


@pytest.mark.parametrize("text", DEFENSE_USE_BARS)
def test_a_bar_on_defense_cards_in_real_text_is_read_in_full(text):
    tree = parse_effect(text)
    assert tree.status == "full", [u.word for u in tree.unconsumed]
    bars = [c for c in tree.to_json()["clauses"] if c["kind"] == "play_restriction"]
    assert [b["use"] for b in bars] == ["defend"] and bars[0]["card_kinds"] == ["power"]


@pytest.mark.parametrize(
    ("text", "who", "icons", "duration"),
    [
        ("May not use Intellect Power cards for Defense.", "self", ["intellect"], None),
        (
            "Target Character may not use Energy or Strength Power cards to defend for "
            "remainder of battle.",
            "target",
            ["energy", "strength"],
            "battle",
        ),
        (
            "Opponent's team may not use Fighting Power cards for Defense this battle.",
            "opponent_team",
            ["fighting"],
            "battle",
        ),
    ],
)
def test_any_subject_and_power_type_may_be_barred_from_defense(text, who, icons, duration):
    assert_tree(
        text,
        [
            {
                "kind": "play_restriction",
                "who": who,
                "icons": icons,
                "card_kinds": ["power"],
                "use": "defend",
                "verb": "use",
                "duration": duration,
            }
        ],
    )
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
