"""Two characters' named cards in one permission: "may Place and play Robin "Loyal Partner"
and Batman "The Dark Knight" Special cards for remainder of game". Each name keeps the
character it is printed for (``name_owners``); the kinds and the duration printed once, after
the second, are those of both."""

from __future__ import annotations

from tests.grammar.clause_checks import faithful_field_tests

NIGHTWING = {
    "kind": "permission",
    "who": "Nightwing",
    "action": "place_and_play",
    "names": ["Loyal Partner", "The Dark Knight"],
    "name_owners": ["Robin", "Batman"],
    "owner": None,
    "card_kinds": ["special"],
    "duration": "game",
}

OWN = [
    (
        'Wolverine may play Cyclops "Optic Blast" and Storm "Lightning" Special cards.',
        [
            {
                "kind": "permission",
                "who": "Wolverine",
                "action": "play",
                "names": ["Optic Blast", "Lightning"],
                "name_owners": ["Cyclops", "Storm"],
                "card_kinds": ["special"],
                "duration": None,
            }
        ],
    ),
    (
        'Robin may Place and play Batman "Detective" and Alfred "Butler" Special cards for '
        "remainder of battle.",
        [
            {
                "kind": "permission",
                "action": "place_and_play",
                "names": ["Detective", "Butler"],
                "name_owners": ["Batman", "Alfred"],
                "duration": "battle",
            }
        ],
    ),
    # one character's named card keeps the single owner it always had
    (
        'Nightwing may Place and play Robin "Loyal Partner" Special cards.',
        [{"kind": "permission", "owner": "Robin", "names": ["Loyal Partner"]}],
    ),
]

REAL = [("Nightwing - Ties That Bind", "Nightwing may Place", [NIGHTWING])]

test_own_sentences, test_real_sentences = faithful_field_tests(OWN, REAL)


def test_a_second_named_card_alone_is_not_a_sentence():
    from cards.grammar import parse_effect

    tree = parse_effect('Batman "The Dark Knight" Special cards for remainder of game.')
    assert tree.status == "failed"


def test_the_engine_reads_whose_named_cards():
    # each title names its own owner's special (tests/engine/test_reach_named_owners.py)
    from cards.grammar import parse_effect
    from rules.engine import reach
    from tests.grammar.ten_sets import card_text

    (grant,) = parse_effect(card_text("Nightwing - Ties That Bind")).to_json()["clauses"]
    assert grant["name_owners"] == ["Robin", "Batman"]
    assert reach.is_applied(grant, card=("special", ""))
