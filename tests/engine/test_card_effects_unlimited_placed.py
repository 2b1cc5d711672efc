"""An unlimited number of cards placed, given by a special in play (OR.placing, MR.1, MR.19):
"<Name> may have an unlimited number of Special (Teamwork) cards Placed on him until <Name> is
KO'd. Specials may not be duplicates." The placing step takes any number of cards of the kind
it names beyond the character's limits, refuses a duplicate of one already placed, and refuses
cards of other kinds. Real texts of the ten sets, parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from tests.engine.real_texts import texts
from tests.engine.test_card_effects_extra_placed import place

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
