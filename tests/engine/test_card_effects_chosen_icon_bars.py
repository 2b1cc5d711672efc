"""A bar on using cards with an icon someone picks ("Target hero may not use cards with icon of
Omega Red's choice for remainder of battle"; ``chosen_icons``): the play names the icon with
the card's ``as``, and while the effect lasts the target may not attack with cards of that icon
(MR.19, MR.1), other icons being free; a play naming no icon is "not applied", never a bar on
every card. Real card texts of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
FOUND = texts(r"may not use cards with icon of [\w' ]+'s choice", "special", full=True)


def _answer(text: str, icon: str | None, answer_icon: str) -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID, "code": "hero"}]},
    }
    card: dict = {"special": {"character": "Ace", "name": "Bar", "text": text}}
    if icon is not None:
        card["as"] = icon
    bar = {"type": "attack", "by": "a1", "target": "b1", "cards": [card]}
    back = {
        "type": "attack",
        "by": "b1",
        "target": "a1",
        "cards": [{"power": answer_icon, "value": 5}],
    }
    state = {"turn": "A", "players": players}
    return resolve(state, [bar, back], MemoryLookup(), parse_effect).to_json()


def _of_play(answer: dict, n: int) -> str:
    return next(s["result"] for s in answer["steps"] if s["play"] == n)


def test_the_ten_sets_print_it():
    assert len(FOUND) >= 2


@pytest.mark.parametrize("text", FOUND)
@pytest.mark.parametrize(("answer_icon", "result"), [("energy", "illegal"), ("fighting", "attack")])
def test_the_target_may_not_attack_with_the_icon_named(text, answer_icon, result):
    assert _of_play(_answer(text, "energy", answer_icon), 1) == result


@pytest.mark.parametrize("text", FOUND)
def test_no_icon_named_is_not_applied(text):
    answer = _answer(text, None, "energy")
    assert _of_play(answer, 1) == "attack"
    assert any("not applied" in w["text"] for w in answer["warnings"])
    (bar,) = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "play_restriction"]
    assert not reach.is_applied({**bar, "icon_unnamed": True})
