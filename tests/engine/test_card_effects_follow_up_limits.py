"""The value limit of a follow-up a card grants in words of playing ("<X> may play 1
additional Power card of 4 or less", a ``play_additional`` permission with ``max_value``): the
follow-up is refused with a card outside the limit (MR.5.string, MR.1). The ten sets print the
family without a limit ("<X> may play 1 additional Special card", found by their wording); the
texts here reword it with a limit, as an unseen card of the same family prints it."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
FAMILY = texts(r"^Acts as a level \d [\w, ]+ attack\. [\w ]+ may play 1 additional Special card\.$")
LIMITED = [
    t.replace("Special card.", "Power card of 4 or less.").split(". ", 1)[1] for t in FAMILY
][:3]


def _steps(text: str, value: int) -> list[dict]:
    name = re.match(r"([\w ]+) may play", text).group(1)
    card = {
        "special": {
            "character": name,
            "name": "Again",
            "text": f"Acts as a level 2 Energy attack. {text}",
        }
    }
    players = {
        "A": {"front_line": [{"id": "a1", "name": name, "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    follow = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": "fighting", "value": value}],
    }
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [card]}, follow]
    state = {"players": players, "turn": "A"}
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]


def test_the_ten_sets_print_the_family():
    assert FAMILY and LIMITED


@pytest.mark.parametrize("text", LIMITED)
def test_the_limited_grant_is_applied(text):
    (grant,) = parse_effect(text).to_json()["clauses"]
    assert (grant["action"], grant["max_value"]) == ("play_additional", 4)
    assert reach.is_applied(grant, "resolve")


@pytest.mark.parametrize("text", LIMITED)
def test_a_follow_up_outside_the_limit_is_refused(text):
    inside = [s for s in _steps(text, 4) if s["result"] == "attack"]
    assert len(inside) == 2 and "MR.5.string" in inside[1]["rules"]
    outside = _steps(text, 6)[-1]
    assert outside["result"] == "illegal" and outside["rules"] == ["MR.5.string", "MR.1"]
    assert "a card of 4 or less" in outside["text"]
