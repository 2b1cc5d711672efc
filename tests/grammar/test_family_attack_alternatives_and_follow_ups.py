"""Clause fields of the attacks family: an attack with another way to attack ("..., or a level
8 Any-Power attack against Target Battlesite"), follow-ups for several characters ("Each Front
Line teammate may make 1 additional attack", "1 additional Fighting and/or 1 additional
Intellect Power card attack"), a card played while its character is in Reserve, and who alone
may attack, be attacked or defend.

Real texts of the DC/JLA, Image and Monumental sets are read from ``../shared/data/``; the
others are short sentences in the game's words. Each must parse in full, keep these fields,
and render a canonical text that parses back to the same tree.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import assert_tree, faithful_field_tests
from tests.grammar.new_sets import entries

BATTLESITE_OR_CHARACTER = [
    {
        "kind": "attack",
        "against": "target",
        "alternative": False,
    },
    {
        "kind": "attack",
        "level": 8,
        "icons": ["any_power"],
        "against": "target_battlesite",
        "alternative": True,
    },
]

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Acts as a level 4 Energy attack against Target Character, or a level 8 Any-Power "
        "attack against Target Battlesite.",
        [
            {**BATTLESITE_OR_CHARACTER[0], "level": 4, "icons": ["energy"]},
            BATTLESITE_OR_CHARACTER[1],
        ],
    ),
    (
        "Each Front Line teammate may make 1 additional Energy attack.",
        [{"kind": "additional_attack", "who": "team", "count": 1, "icons": ["energy"]}],
    ),
    (
        "Any Front Line Character may make 1 additional attack.",
        [{"kind": "additional_attack", "who": "any_front_line", "count": 1}],
    ),
    (
        "Namor may make 1 additional Strength and/or 1 additional Fighting Power card attack.",
        [
            {
                "kind": "additional_attack",
                "who": "Namor",
                "icons": ["strength"],
                "card_kinds": ["power"],
                "and_or": False,
            },
            {
                "kind": "additional_attack",
                "who": "Namor",
                "icons": ["fighting"],
                "card_kinds": ["power"],
                "and_or": True,
            },
        ],
    ),
    (
        "Teammate may avoid 1 Strength attack. May be played while Strong Guy is in Reserve.",
        [
            {"kind": "avoid", "who": "teammate", "icons": ["strength"]},
            {
                "kind": "permission",
                "who": "reserve",
                "action": "play_this_from_reserve",
                "while_in_reserve": "Strong Guy",
            },
        ],
    ),
    (
        "Only Red Skull and target hero may attack, be attacked or defend this battle.",
        [
            {
                "kind": "exclusive",
                "who": ["Red Skull", "target"],
                "actions": ["attack", "be_attacked", "defend"],
                "duration": "battle",
            }
        ],
    ),
    (
        "Only Red Skull and target hero may attack or defend this battle.",
        [{"kind": "exclusive", "actions": ["attack", "defend"]}],
    ),
]


test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_real_attacks_against_a_character_or_a_battlesite():
    texts = [e.text for e in entries() if "against Target Battlesite" in e.text]
    texts = [t for t in texts if ", or a level 8" in t]
    assert texts, "the new sets print attacks against a character or a Battlesite"
    for text in texts:
        tree = assert_tree(text, [{"kind": "attack"}, BATTLESITE_OR_CHARACTER[1]])
        assert tree["clauses"][0]["against"] == "target"
        assert is_faithful(text, parse_effect(text))


def test_real_front_line_follow_ups():
    texts = [e.text for e in entries() if "Front Line teammate may make" in e.text]
    assert texts
    for text in texts:
        tree = parse_effect(text)
        grants = [c for c in tree.clauses if c.kind == "additional_attack"]
        assert [g.who for g in grants] == ["team"], text
        assert is_faithful(text, tree)


def test_and_or_follow_ups_render_as_one_sentence():
    tree = parse_effect(
        "Joker may make 1 additional Fighting and/or 1 additional Intellect Power card attack."
    )
    assert tree.canonical == (
        "Joker may make 1 additional Fighting and/or 1 additional Intellect Power card attack."
    )
    two = parse_effect(
        "Joker may make 1 additional Fighting Power attack. Joker may make 1 additional "
        "Intellect Power attack."
    )
    assert not any(c.and_or for c in two.clauses)
    assert two.canonical != tree.canonical


def test_played_from_reserve_without_a_name_keeps_its_wording():
    tree = parse_effect("May be played from Reserve.")
    assert tree.clauses[0].self_name is None
    assert tree.canonical == "May be played from Reserve."
