"""Card text that changes whether a KO or a play may happen (MR.1, MR.19): "Target Character
may be KO'd using normal KO rules, regardless of Inherent Abilities or other Special cards"
sets aside the target's own KO clauses while it lasts; "May only be played if <X> has Hits
totaling 15 or more in his Permanent Record" is checked against the record. Real texts."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
NORMAL = texts(r"may be KO'd using normal KO rules, regardless of Inherent Abilities", full=True)
NO_SPECTRUM = texts(r"^May not be Spectrum KO'd with Strength Power cards\.$", "character")
HITS_TOTALING = texts(
    r"May only be played if \w+ has Hits totaling \d+ or more in his Perm", full=True
)


def _applied(text: str) -> bool:
    clauses = [c.to_json() for c in parse_effect(text).clauses]
    return all(reach.is_applied(c) for c in reach.walk(clauses))


def _run(players: dict, plays: list) -> list[dict]:
    answer = resolve({"players": players, "turn": "A"}, plays, MemoryLookup(), parse_effect)
    return answer.to_json()["steps"]


def test_the_ten_sets_print_the_wordings():
    assert NORMAL and NO_SPECTRUM and HITS_TOTALING


@pytest.mark.parametrize("text", NORMAL)
def test_normal_ko_rules_set_aside_the_targets_inherent_ability(text):
    assert _applied(text)
    special = {"special": {"character": "Ace", "name": "Snap", "text": text}}
    record = [{"icon": "energy", "value": 3}, {"icon": "fighting", "value": 3}]
    tank = {"id": "b1", "name": "Tank", "grid": GRID, "inherent": NO_SPECTRUM[0], "hits": record}
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [tank]},
    }
    third_type = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": "strength", "value": 2}],
    }
    # without the card, the ability keeps the Strength hit off its spectrum
    assert "ko" not in [s["result"] for s in _run(players, [third_type])]
    steps = _run(
        players,
        [
            {"type": "attack", "by": "a1", "target": "b1", "cards": [special]},
            {"type": "pass", "player": "B"},
            third_type,
        ],
    )
    ko = [s for s in steps if s["result"] == "ko"]
    assert ko and "OR.ko.spectrum" in ko[0]["rules"] and "MR.19" in ko[0]["rules"]


@pytest.mark.parametrize("text", HITS_TOTALING)
def test_a_card_played_only_with_hits_totaling_on_the_permanent_record(text):
    assert _applied(text)
    name = re.search(r"played if (\w+) has", text).group(1)
    need = int(re.search(r"totaling (\d+)", text).group(1))
    card = {"special": {"character": name, "name": "Nerve", "text": text}}

    def first(permanent: int) -> str:
        hits = [
            {"icon": "energy", "value": permanent, "record": "permanent"},
            {"icon": "energy", "value": 5, "record": "current"},  # not the permanent record
        ]
        players = {
            "A": {"front_line": [{"id": "a1", "name": name, "grid": GRID, "hits": hits}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        }
        play = {"type": "attack", "by": "a1", "target": "b1", "cards": [card]}
        return _run(players, [play])[0]["result"]

    assert first(need) == "attack"
    assert first(need - 1) == "illegal"
