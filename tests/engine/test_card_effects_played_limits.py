"""A bar valued by the card played with the special (the ten sets' "Play with any Power card
usable by Thunderbolts. Thunderbolts may not be attacked by a Power card of equal or lesser
value for remainder of battle."): played with a level 5 Power card, the character may not be
attacked by Power cards of value 5 or less for the battle, and may by higher ones and by
other kinds of card (MR.1, MR.7, MR.9, MR.19). Put in play without its card, it names no value:
not applied, and the answer says so."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine import judge_real_cards_api as j
from tests.engine.boards import board, catalogue_of
from tests.engine.real_texts import texts

TEXTS = texts(r"may not be attacked by a Power card of equal or lesser value", full=True)
GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
KICK = {
    "special": {"character": "Ace", "name": "Kick", "text": "Acts as a level 3 Fighting attack."}
}


def _named(text: str) -> str:
    return re.search(r"usable by ([^.]+)\.", text).group(1)


def _state(text: str, in_play: list | None = None) -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": _named(text), "grid": GRID}]},
    }
    return {"turn": "B", "players": players, "in_play": in_play or []}


def _special(text: str) -> dict:
    return {"special": {"character": _named(text), "name": "Song", "text": text}}


def _after_song(text: str, card: dict) -> dict:
    song = [_special(text), {"power": "energy", "value": 5}]
    plays = [
        {"type": "attack", "by": "b1", "target": "a1", "cards": song},
        {"type": "attack", "by": "a1", "target": "b1", "cards": [card]},
    ]
    return resolve(_state(text), plays, MemoryLookup(), parse_effect).to_json()


def _answer_to(answer: dict) -> dict:
    return next(s for s in answer["steps"] if s["play"] == 1)


def test_the_ten_sets_print_the_bar():
    assert TEXTS


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize(("value", "result"), [(4, "illegal"), (5, "illegal"), (6, "attack")])
def test_power_cards_up_to_the_value_played_may_not_attack_the_character(text, value, result):
    answer = _after_song(text, {"power": "fighting", "value": value})
    step = _answer_to(answer)
    assert step["result"] == result
    if result == "illegal":
        assert "keeps" in step["text"] and {"MR.9", "MR.19"} <= set(step["rules"])
    assert not answer["warnings"]


@pytest.mark.parametrize("text", TEXTS)
def test_a_special_of_a_lower_level_still_may(text):
    assert _answer_to(_after_song(text, KICK))["result"] == "attack"


@pytest.mark.parametrize("text", TEXTS)
def test_in_play_without_its_card_it_names_no_value_and_the_answer_warns(text):
    effect = {"card": _special(text), "player": "B", "by": "b1", "duration": "battle"}
    state = {**_state(text, [effect]), "turn": "A"}
    attack = {"type": "attack", "by": "a1", "target": "b1"}
    attack["cards"] = [{"power": "fighting", "value": 2}]
    answer = resolve(state, [attack], MemoryLookup(), parse_effect).to_json()
    assert answer["steps"][0]["result"] == "attack"
    assert any("cannot_be_attacked" in w["kinds"] for w in answer["warnings"])


@pytest.mark.parametrize("text", TEXTS)
def test_the_reach_matrix_reads_the_value_from_the_card_played_with_it(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert not reach.not_applied(clauses, card=("special", ""))
    bar = next(c for c in clauses if c["kind"] == "cannot_be_attacked")
    assert reach.not_applied([bar])  # alone, no card is played with it


# --- the named catalogue card, through the API (its text read from the catalogue)
SONGBIRD = "Thunderbolts - Songbird"
songbird_catalogue = catalogue_of((SONGBIRD,))


@pytest.mark.django_db
@pytest.mark.parametrize(("value", "result"), [(5, "illegal"), (6, "attack")])
def test_the_named_card_bars_power_cards_up_to_its_value(client, songbird_catalogue, value, result):
    players = board("Ace", "Thunderbolts", a=2, b=2)
    song = {"type": "attack", "player": "B", "by": "b1", "target": "a1"}
    song["cards"] = [{"card": SONGBIRD}, {"power": "energy", "value": 5}]
    state = {"players": players, "turn": "B", "in_play": []}
    plays = [song, j.power("a1", "b1", "fighting", value)]
    res = client.post(
        reverse("api:resolve"),
        data=json.dumps({"state": state, "plays": plays}),
        content_type="application/json",
    )
    answer = res.json()
    assert _answer_to(answer)["result"] == result
    assert not answer["warnings"]
