"""Hits removed from "any hero" (Any Hero - Alien Symbiote, The Crossing - Avengers Assemble!)
and hits removed "for each card in Defeated Missions Pile" (Onslaught - Baptism by Fire),
through ``resolve/``: the hit of the character chosen goes only if it carries the code the
card names, a villain keeps it, a character whose code the board does not give is never
guessed a hero (OR.code-rule), and a scaled removal takes as many hits as the board's pile
holds cards, or says it cannot count them (MR.1, OR.hits)."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

SYMBIOTE = "Any Hero - Alien Symbiote"
CROSSING = "The Crossing - Avengers Assemble!"
BAPTISM = "Onslaught™ - Baptism by Fire"
catalogue = boards.catalogue_of((SYMBIOTE, CROSSING, BAPTISM, "Onslaught"))


def _board(mate_code: str | None, hits: int = 1) -> dict:
    more = {"code": mate_code} if mate_code else {}
    mate = j.char("a2", "Mate", hits=j.hits("energy", *range(1, hits + 1)), **more)
    lead = j.char("a1", "Captain America", code="hero")
    players = boards.board(lead)
    players["A"]["front_line"][1] = mate
    return players


def _symbiote(client, mate_code: str | None) -> dict:
    play = {"type": "play", "by": "a1", "target": "a2", "cards": [{"card": SYMBIOTE}]}
    return j.resolve(client, _board(mate_code), [play])


def _effect(answer: dict) -> dict:
    return next(s for s in answer["steps"] if s["result"] == "effect")


def _removed(step: dict) -> list[dict]:
    return [c for c in step["changes"] if c["op"] == "remove_hit"]


def test_a_hero_chosen_loses_the_hit(client, catalogue):
    step = _effect(_symbiote(client, "hero"))
    assert [c["target"] for c in _removed(step)] == ["a2"]
    assert "OR.code-rule" in step["rules"]


def test_a_villain_chosen_keeps_its_hits(client, catalogue):
    answer = _symbiote(client, "villain")
    step = _effect(answer)
    assert _removed(step) == [] and "OR.code-rule" in step["rules"]
    assert "for a hero only" in step["text"]
    assert answer["warnings"] == []  # the card was applied: a villain is not a hero


def test_a_character_of_no_code_given_is_never_guessed_a_hero(client, catalogue):
    answer = _symbiote(client, None)
    assert _removed(_effect(answer)) == []
    (warning,) = answer["warnings"]
    assert warning["kinds"] == ["remove_hits"] and "give the character's code" in warning["text"]


def _crossing(client, mate_code: str | None, defeated: int) -> dict:
    players = _board(mate_code, hits=3)
    players["A"]["missions"] = {"reserve": 7 - defeated, "completed": 0, "defeated": defeated}
    event = {**j.played(CROSSING, "A", target="a2"), "duration": "battle"}
    return j.resolve(client, players, [j.power("a1", "b1", "energy", 3)], in_play=[event])


def test_an_event_removes_a_hit_of_the_hero_chosen_per_defeated_mission(client, catalogue):
    answer = _crossing(client, "hero", defeated=2)
    step = next(s for s in answer["steps"] if CROSSING in s["text"])
    assert len(_removed(step)) == 2 and {"OR.events", "OR.code-rule"} <= set(step["rules"])
    assert answer["warnings"] == []  # the code of the hero chosen is all the event needs


def test_an_event_leaves_a_villains_hits(client, catalogue):
    answer = _crossing(client, "villain", defeated=2)
    step = next(s for s in answer["steps"] if CROSSING in s["text"])
    assert _removed(step) == [] and "for a hero only" in step["text"]


def _baptism(client, missions: dict | None) -> dict:
    players = _board("hero", hits=3)
    players["A"]["front_line"][0] = j.char("a1", "Onslaught", code="villain")
    if missions is not None:
        players["A"]["missions"] = missions
    play = {"type": "play", "by": "a1", "target": "a2", "cards": [{"card": BAPTISM}]}
    return j.resolve(client, players, [play])


def test_a_removal_per_defeated_mission_counts_the_pile(client, catalogue):
    answer = _baptism(client, {"reserve": 4, "completed": 1, "defeated": 2})
    assert len(_removed(_effect(answer))) == 2


def test_a_removal_per_card_the_board_does_not_count_warns(client, catalogue):
    answer = _baptism(client, None)
    assert _removed(_effect(answer)) == []
    assert any("does not give the count" in w["text"] for w in answer["warnings"])
