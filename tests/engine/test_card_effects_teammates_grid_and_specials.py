"""A character whose inherent ability takes its teammates' grid and specials (OR.inherent,
OR.special, MR.20: the Beyonder erratum): "Power Grid is equal to highest value of all active
teammates" sets each rating to the best of its active teammates as the resolution starts;
"May play any teammate's special cards" lets it play the specials a teammate may play; "May
not play any OPD special cards" keeps the One Per Deck ones out, and nothing is "not applied".
The inherent text is the catalogue's, read through the errata of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
ABILITY = (
    "Counts as 28 points for Tournament Deckbuilding. Power Grid is equal to highest value of"
    " all active teammates. May play any teammate's special cards. May not play any OPD special"
    " cards."
)
EMPTY = {"energy": None, "fighting": None, "strength": None, "intellect": None}


def _first_result(cards: list[dict], mate: str = "Namor", mate_grid: dict | None = None) -> dict:
    holder = {"id": "a1", "name": "Holder", "grid": EMPTY, "inherent": ABILITY}
    mate_card = {"id": "a2", "name": mate, "grid": mate_grid or GRID}
    state = {
        "turn": "A",
        "players": {
            "A": {"front_line": [holder, mate_card]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
    }
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": cards}]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    assert not answer["warnings"]
    return next(s for s in answer["steps"] if s["play"] == 0)


def _special(owner: str, text: str) -> dict:
    return {"special": {"character": owner, "name": "Card", "text": text}}


@pytest.mark.parametrize(("mate_fighting", "legal"), [(8, True), (6, False)])
def test_the_grid_is_the_best_rating_of_the_active_teammates(mate_fighting, legal):
    step = _first_result(
        [{"power": "fighting", "value": 8}], mate_grid={**GRID, "fighting": mate_fighting}
    )
    assert (step["result"] != "illegal") is legal


@pytest.mark.parametrize(
    ("owner", "text", "legal"),
    [
        ("Namor", "Acts as a level 4 Fighting attack.", True),
        ("Namor", "Acts as a level 7 Energy attack. One Per Deck", False),
        ("Thor", "Acts as a level 4 Fighting attack.", False),
    ],
)
def test_a_teammates_specials_but_not_its_one_per_deck_ones(owner, text, legal):
    step = _first_result([_special(owner, text)])
    assert (step["result"] != "illegal") is legal
