"""An unlimited number of cards placed, given by a special in play (OR.placing, MR.1, MR.19):
"<Name> may have an unlimited number of Special (Teamwork) cards Placed on him until <Name> is
KO'd. Specials may not be duplicates." The placing step takes any number of cards of the kind
it names beyond the character's limits, refuses a duplicate of one already placed, and refuses
cards of other kinds. Real texts of the ten sets, parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
UNLIMITED = re.compile(
    r"^([\w -]+?)(?:™)? may have an unlimited number of (\w+) cards Placed", re.I
)
FOUND = texts(UNLIMITED.pattern, "special", full=True)
POWERS = [{"power": "energy", "value": 3}, {"power": "fighting", "value": 4}]


def cards_of(kind: str, holder: str, names: str) -> list[dict]:
    if kind.lower() == "teamwork":
        return [
            {
                "universe": "teamwork",
                "icon": "energy",
                "requires": 5,
                "value": 5,
                "name": f"Team {n}",
                "follow_ups": [[{"icon": "fighting", "bonus": 2}]],
            }
            for n in names
        ]
    attack = "Acts as a level 2 Energy attack."
    return [{"special": {"character": holder, "name": n, "text": attack}} for n in names]


def place(text: str | None, holder: str, cards: list[dict]) -> list[str]:
    in_play = []
    if text is not None:
        card = {"special": {"character": holder, "name": "Card", "text": text}}
        in_play.append({"card": card, "player": "A", "by": "a1", "duration": "game"})
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": holder, "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": in_play,
    }
    plays = [{"type": "place", "by": "a1", "cards": [c]} for c in cards]
    steps = resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]
    return [s["result"] for s in steps]


def test_the_ten_sets_print_the_wording():
    assert {UNLIMITED.match(t).group(2).lower() for t in FOUND} >= {"special", "teamwork"}


@pytest.mark.parametrize("text", FOUND)
def test_any_number_of_the_kind_may_be_placed(text):
    holder, kind = UNLIMITED.match(text).groups()
    four = cards_of(kind, holder, "ABCD")
    assert place(text, holder, four) == ["placed"] * 4
    assert place(None, holder, four[:2]) == ["placed", "illegal"]


@pytest.mark.parametrize("text", [t for t in FOUND if "duplicates" in t.lower()])
def test_a_duplicate_is_refused(text):
    holder, kind = UNLIMITED.match(text).groups()
    assert place(text, holder, cards_of(kind, holder, "AA")) == ["placed", "illegal"]


@pytest.mark.parametrize("text", FOUND)
def test_cards_of_another_kind_are_not_taken(text):
    holder, _ = UNLIMITED.match(text).groups()
    assert place(text, holder, POWERS) == ["placed", "illegal"]
