"""A bar on Power cards of a type someone picks (``chosen_type_restrictions``): "Opponent's Team
with Power Grid 7 or 8 in Power Type of <X>'s choice may not use Power cards of that Power Type
to attack" and "Target opponent may not use Power Type of <X>'s choice" take the type the play
names with ``as``; "Play with any Power card usable by Sentinels. No cards of that Power type
may be played against Sentinels" takes the type of the card played with it (MR.7, MR.19). A
type not named is "not applied", never a bar on every card. Real card texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

RATED = texts(
    r"in Power Type of [\w' -]+ choice may not use Power cards of that Power Type",
    "special",
    full=True,
)
TARGETED = texts(
    r"^Target opponent may not use Power Type of [\w' -]+ choice", "special", full=True
)
PLAYED = texts(r"No cards of that Power type may be played against", "special", full=True)
GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}


def _steps(text: str, first: dict, answer: dict, b2_energy: int = 7) -> list[dict]:
    owner = re.search(r"(?:of|against) ([\w-]+)(?:'s choice| for)", text).group(1)
    players = {
        "A": {"front_line": [{"id": "a1", "name": owner, "grid": GRID}]},
        "B": {
            "front_line": [
                {"id": "b1", "name": "Bolt", "grid": GRID},
                {"id": "b2", "name": "Bee", "grid": {**GRID, "energy": b2_energy}},
            ]
        },
    }
    card = {"special": {"character": owner, "name": "Bar", "text": text}}
    first = {**first, "cards": [{**card, **first.get("as", {})}, *first.get("with", [])]}
    first.pop("as", None), first.pop("with", None)
    state = {"turn": "A", "players": players}
    return resolve(state, [first, answer], MemoryLookup(), parse_effect).to_json()


def _result(answer: dict, n: int) -> str:
    return next(s["result"] for s in answer["steps"] if s["play"] == n)


def _attack(by: str, target: str, icon: str) -> dict:
    return {"type": "attack", "by": by, "target": target, "cards": [{"power": icon, "value": 5}]}


def test_the_ten_sets_print_them():
    assert len(RATED) >= 3 and TARGETED and PLAYED


@pytest.mark.parametrize("text", RATED)
@pytest.mark.parametrize(
    ("by", "icon", "b2_energy", "result"),
    [
        ("b1", "energy", 7, "illegal"),
        ("b1", "fighting", 7, "attack"),
        ("b2", "energy", 6, "attack"),
    ],
)
def test_a_team_rated_7_or_8_in_the_type_named(text, by, icon, b2_energy, result):
    play = {"type": "play", "by": "a1", "as": {"as": "energy"}}
    answer = _steps(text, play, _attack(by, "a1", icon), b2_energy)
    assert _result(answer, 1) == result


@pytest.mark.parametrize("text", RATED + TARGETED)
def test_no_type_named_is_not_applied(text):
    play = {"type": "play", "by": "a1"} | ({"target": "b1"} if text in TARGETED else {})
    answer = _steps(text, play, _attack("b1", "a1", "energy"))
    assert _result(answer, 1) == "attack"
    assert any("not applied" in w["text"] for w in answer["warnings"])


@pytest.mark.parametrize("text", TARGETED)
@pytest.mark.parametrize(("icon", "result"), [("energy", "illegal"), ("fighting", "attack")])
def test_the_target_may_not_use_the_type_named(text, icon, result):
    play = {"type": "attack", "by": "a1", "target": "b1", "as": {"as": "energy"}}
    assert _result(_steps(text, play, _attack("b1", "a1", icon)), 1) == result


@pytest.mark.parametrize("text", PLAYED)
@pytest.mark.parametrize(("icon", "result"), [("energy", "illegal"), ("fighting", "attack")])
def test_the_type_of_the_card_played_with_it(text, icon, result):
    play = {"type": "attack", "by": "a1", "target": "b2", "with": [{"power": "energy", "value": 5}]}
    assert _result(_steps(text, play, _attack("b1", "a1", icon)), 1) == result
