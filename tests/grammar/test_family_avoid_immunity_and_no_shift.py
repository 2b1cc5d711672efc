"""Clause fields of the defense and attacks families: attacks avoided by the icon on the
attacking card or by the card that makes them ("Avoid all attacks from 1 Teamwork card, or
..."), an attack not affected by Special cards already in play, attacks that may not be moved
to the target's teammates, "may not attack or be attacked", and a special played with a Power
card attack.

Short sentences in the game's words. Each must parse in full, keep these fields, and render a
canonical text that parses back to the same tree.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Avoid 1 attack that contains an Intellect icon.",
        [{"kind": "avoid", "count": 1, "icons": ["intellect"], "by_icon": True}],
    ),
    (
        "Avoid 1 Intellect attack.",
        [{"kind": "avoid", "count": 1, "icons": ["intellect"], "by_icon": False}],
    ),
    (
        "Avoids all attacks from 1 Teamwork card, or target hero must discard 1 placed "
        "Teamwork card.",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "avoid", "count": "all", "card_kinds": ["teamwork"], "from_cards": 1},
                    {"kind": "discard", "who": "target", "count": 1},
                ],
            }
        ],
    ),
    (
        "Attack is not affected by Special cards already in play.",
        [{"kind": "immunity", "who": "this_attack", "card_kinds": ["special"], "in_play": True}],
    ),
    (
        "Post is not affected by Event cards for remainder of game.",
        [{"kind": "immunity", "who": "Post", "in_play": False, "duration": "game"}],
    ),
    (
        'Attacks made on Target Character, including "Mutant Hound," may not be moved to any '
        "of Target's teammates for remainder of game.",
        [
            {
                "kind": "no_shift",
                "who": "target",
                "to": "target_teammates",
                "including": ["Mutant Hound"],
                "duration": "game",
            }
        ],
    ),
    (
        "White Queen may not attack or be attacked for remainder of battle.",
        [
            {"kind": "cannot_attack", "who": "White Queen", "duration": "battle"},
            {"kind": "cannot_be_attacked", "who": "White Queen", "duration": "battle"},
        ],
    ),
    (
        "Crux may avoid any attack with a level 1 Intellect Power card.",
        [
            {
                "kind": "permission",
                "who": "Crux",
                "action": "use_to_avoid",
                "icons": ["intellect"],
                "levels": [1, 1],
            }
        ],
    ),
    (
        "May use Intellect Power cards to avoid any Fighting attack.",
        [
            {
                "kind": "permission",
                "action": "use_to_avoid",
                "icons": ["intellect"],
                "attack_icons": ["fighting"],
            }
        ],
    ),
    (
        "Mysterio plays numerical attacks face down for remainder of battle.",
        [
            {
                "kind": "permission",
                "who": "Mysterio",
                "action": "play_face_down",
                "card_kinds": ["numerical"],
                "duration": "battle",
            }
        ],
    ),
    (
        "May be used against opponent in Reserve, who may defend.",
        [
            {
                "kind": "permission",
                "action": "attack_reserve",
                "against": "opponent",
                "may_defend": True,
            }
        ],
    ),
    (
        "May be used against Character in Reserve, who may defend.",
        [{"kind": "permission", "action": "attack_reserve", "against": None}],
    ),
    (
        "Play with any Energy, Fighting or Strength Power card attack.",
        [{"kind": "combine", "purpose": "play_with_attack", "count": 1}],
    ),
]


test_sentences_keep_their_fields, _ = faithful_field_tests(OWN)


def test_a_bar_on_moves_to_teammates_names_them():
    tree = parse_effect(
        "If successful, attacks made on Target Character may not be moved to any Target's "
        "teammates for remainder of game."
    )
    (no_shift,) = tree.clauses[0].then
    assert no_shift.to == "target_teammates"
    assert "any of Target Character's teammates" in tree.canonical


def test_may_not_attack_alone_keeps_its_own_sentence():
    tree = parse_effect(
        "Thing may not attack for remainder of battle. Thing may not be attacked for "
        "remainder of game."
    )
    assert tree.canonical.count("Thing may not") == 2
