"""A location's "Opponent may make 1 attack after <team> has conceded this battle": the one
answer to a concession the resolver offers the player who did not concede (MR.10.concede), here
an attack the conceding team may defend. Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.state import Reader
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
AFTER_OWN = texts(r"^Opponent may make 1 attack after [\w ]+ Team has conceded", "location")


def test_the_ten_sets_print_the_wording():
    assert AFTER_OWN


@pytest.mark.parametrize("text", AFTER_OWN)
def test_the_clause_is_applied_from_a_home_base(text):
    (clause,) = [
        c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "attack_after_concede"
    ]
    assert reach.is_applied(clause, None, ("location", ""))
    assert reach.is_applied(clause, "home_base")
    assert not reach.is_applied({**clause, "count": 2})


@pytest.mark.parametrize("text", AFTER_OWN)
def test_after_the_team_concedes_its_opponent_attacks_once(text):
    team = re.search(r"after ([\w ]+?) Team", text).group(1)
    lookup = MemoryLookup(
        [CardDef(name=team, kind="location", text=text, effect=parse_effect(text))]
    )
    state = {
        "players": {
            "A": {
                "front_line": [{"id": "a1", "name": "Ace", "grid": GRID}],
                "home_base": {"card": team},
            },
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    plays = [
        {"type": "concede", "player": "A"},
        {
            "type": "attack",
            "player": "B",
            "by": "b1",
            "target": "a1",
            "cards": [{"power": "energy", "value": 5}],
        },
    ]
    answer = resolve(state, plays, lookup, parse_effect).to_json()
    assert [s["result"] for s in answer["steps"]][:3] == ["conceded", "attack", "hit"]
    assert "attack_after_concede" not in {k for w in answer["warnings"] for k in w["kinds"]}


@pytest.mark.parametrize("text", AFTER_OWN)
def test_the_leave_is_the_home_bases_effect_in_play_for_the_game(text):
    # read from the effects in play like other permissions, not from the home base's text
    lookup = MemoryLookup(
        [CardDef(name="Base", kind="location", text=text, effect=parse_effect(text))]
    )
    side = {
        "front_line": [{"id": "a1", "name": "Ace", "grid": GRID}],
        "home_base": {"card": "Base"},
    }
    other = {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}
    board = Reader(lookup, parse_effect).board({"players": {"A": side, "B": other}})
    (held,) = [e for e in board.all_effects() if e.card.name == "Base"]
    assert held.player == "A" and held.duration == "game"
    assert any(c["kind"] == "attack_after_concede" for c in held.clauses)
