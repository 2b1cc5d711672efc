"""References between sentences and phrases: the character chosen in a sentence before
("Chosen character may not attack opponent's chosen character"), and the character a
"for each" counts ("For each character KO'd this battle, that character's team is +3 ...")."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import assert_tree, faithful_field_tests
from tests.grammar.ten_sets import card_text

NOT_ATTACK_CHOSEN = {
    "kind": "targeted_attack",
    "who": "chosen",
    "target": "opponent_chosen",
    "allowed": False,
}


def team_per_kod(amount: int) -> dict[str, Any]:
    return {
        "kind": "venture_modifier",
        "who": "that_character_team",
        "amount": amount,
        "scaling": {
            "amount": amount,
            "per": "character KO'd this battle",
            "count": {"what": "kos", "when": "battle"},
        },
    }


OWN: list[tuple[str, list[dict[str, Any]]]] = [
    ("Chosen hero may not attack opponent's chosen hero.", [NOT_ATTACK_CHOSEN]),
    (
        "For each hero KO'd this battle, that hero's team is -2 to venture total.",
        [team_per_kod(-2)],
    ),
    ("That character's team is +1 to venture total.", [{"kind": "venture_modifier"}]),
]

test_own_sentences, _real_none = faithful_field_tests(OWN)

REAL: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Secret Wars - Charmed",
        [
            {"kind": "choose_character", "count": 1, "among": "front_line"},
            NOT_ATTACK_CHOSEN,
            {"kind": "event_ignored", "who": "either_player", "front_line": 1},
        ],
    ),
    ("The Crossing - Rebirth!", [team_per_kod(3)]),
]


@pytest.mark.parametrize(("name", "clauses"), REAL, ids=[r[0] for r in REAL])
def test_events_that_refer_back(name: str, clauses: list[dict[str, Any]]) -> None:
    text = card_text(name)
    assert_tree(text, clauses)
    assert is_faithful(text, parse_effect(text))


def test_only_the_opponents_chosen_character_is_known():
    assert parse_effect("Chosen character may not attack teammate's chosen character.").status != (
        "full"
    )


def test_that_characters_team_is_not_the_players_team():
    tree = parse_effect("That character's team is +1 to venture total.")
    assert tree.clauses[0].who == "that_character_team"
