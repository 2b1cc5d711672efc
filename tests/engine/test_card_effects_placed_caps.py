"""A home base's cap on the cards placed on each of its team's characters ("<Team> Characters
may only have up to three cards Placed to each Character"): the one card of each kind still
holds, and a card placed beyond the cap is refused (OR.placing.team-cap); the other team places
as usual. Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
CAPS = texts(r"Characters may only have up to (\w+) cards Placed to each Character", "location")
NUMBERS = {"two": 2, "three": 3, "four": 4}
CARDS = [
    {"power": "energy", "value": 3},
    {"universe": "basic", "icon": "energy", "requires": 5, "bonus": 2, "name": "U1"},
    {
        "special": {
            "character": "Holder",
            "name": "Blast",
            "text": "Acts as a level 2 Energy attack.",
        }
    },
    {"tactic": "artifact", "name": "Gadget", "text": "Draw 1 card."},
]


def _results(text: str, player: str, count: int) -> tuple[list[str], dict]:
    team = re.match(r"^(.+?) Team", text).group(1)
    lookup = MemoryLookup(
        [CardDef(name=team, kind="location", text=text, effect=parse_effect(text))]
    )
    holder = {"id": f"{player.lower()}1", "name": "Holder", "grid": GRID}
    players = {
        "A": {
            "front_line": [{"id": "a1", "name": "Holder", "grid": GRID}],
            "home_base": {"card": team},
        },
        "B": {"front_line": [{"id": "b1", "name": "Holder", "grid": GRID}]},
    }
    players[player]["front_line"] = [holder]
    plays = [
        {"type": "place", "player": player, "by": holder["id"], "cards": [c]} for c in CARDS[:count]
    ]
    state = {"players": players, "turn": player}
    answer = resolve(state, plays, lookup, parse_effect).to_json()
    return [s["result"] for s in answer["steps"]], answer


def test_the_ten_sets_print_the_wording():
    assert CAPS


@pytest.mark.parametrize("text", CAPS)
def test_a_card_placed_beyond_the_cap_is_refused(text):
    cap = NUMBERS[re.search(r"up to (\w+) cards", text).group(1).lower()]
    results, answer = _results(text, "A", cap + 1)
    assert results == ["placed"] * cap + ["illegal"]
    assert "OR.placing.team-cap" in answer["steps"][cap]["rules"]
    assert not answer["warnings"]
    # the other team is not concerned
    assert _results(text, "B", cap + 1)[0] == ["placed"] * (cap + 1)


@pytest.mark.parametrize("text", CAPS)
def test_the_cap_is_applied_from_the_home_base(text):
    (clause,) = parse_effect(text).to_json()["clauses"]
    assert reach.is_applied(clause, "home_base")
