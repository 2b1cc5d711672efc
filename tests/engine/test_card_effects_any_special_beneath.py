"""An event letting "Activator cards ... be exchanged for any Special card beneath a
Battlesite" (``cards_exchanged``, OR.activator, MR.19): an activator retrieves a special of
another character beneath the battlesite. Real texts of the ten sets, found by their wording.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
ANY_SPECIAL = texts(r"^Activator cards may be exchanged for any Special card beneath", "event")
BLAST = {
    "special": {"character": "Zed", "name": "Blast", "text": "Acts as a level 5 Energy attack."}
}


def _answer(in_play: list) -> dict:
    state = {
        "players": {
            "A": {
                "front_line": [{"id": "a1", "name": "Ace", "grid": GRID}],
                "battlesite": {"name": "Site", "specials": [BLAST]},
            },
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": in_play,
    }
    play = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"activator": "Ace", "special": BLAST}],
    }
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert ANY_SPECIAL


@pytest.mark.parametrize("text", ANY_SPECIAL)
def test_an_activator_retrieves_another_character_s_special(text):
    clause = next(
        c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "cards_exchanged"
    )
    assert reach.is_applied(clause, "resolve")
    event = [{"card": {"event": {"name": "Event", "text": text}}, "player": "A"}]
    answer = _answer(event)
    first = answer["steps"][0]
    assert first["result"] == "attack" and {"OR.activator", "MR.19"} <= set(first["rules"])
    assert not answer["warnings"]
    plain = _answer([])
    assert plain["steps"][0]["result"] == "illegal"
    assert "retrieves only their specials" in plain["steps"][0]["text"]
