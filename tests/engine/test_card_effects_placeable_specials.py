"""A special that says it may be placed ("This card may be placed", "May be Placed"): the
placing step places it on a character as any special (OR.placing), and no part of its text
is reported not applied. Real cards of the ten sets, found by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
SAYS = re.compile(r"(This card may be placed|May be Placed)\.", re.IGNORECASE)


def _cards() -> list[tuple[str, str]]:
    found = set()
    for row, text in rows("special"):
        if SAYS.search(text) and parse_effect(text).status == "full":
            found.add((row["Name"].strip(), text))
    return sorted(found)


CARDS = _cards()


def _place(name: str, text: str) -> dict:
    owner = name.split(" - ")[0]
    lookup = MemoryLookup()
    lookup.add(
        CardDef(
            name=name, kind="special", text=text, effect=parse_effect(text), characters=(owner,)
        )
    )
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    play = {"type": "place", "by": "a1", "cards": [name]}
    return resolve(state, [play], lookup, parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert CARDS


@pytest.mark.parametrize(("name", "text"), CARDS, ids=[n for n, _ in CARDS])
def test_the_special_is_placed_and_its_permission_is_not_reported(name, text):
    answer = _place(name, text)
    step = answer["steps"][0]
    assert step["result"] == "placed" and "OR.placing" in step["rules"]
    assert answer["state"]["players"]["A"]["front_line"][0]["placed"]
    assert not [w for w in answer["warnings"] if "placement" in w["kinds"]]
