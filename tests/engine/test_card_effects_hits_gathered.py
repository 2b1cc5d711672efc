"""Hits gathered onto one character (OR.hits): every hit of the permanent record (of the icons
named) on the front line moves to the card's own character, to the teammate the play names, or,
for an event in play, to the front-line character it names; the receiver's KO is checked. Hits
moved one by one, chosen at the table, stay not applied. Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
HEAD = r"^All Hits with only (\w+) icons in the Permanent Record of all Front Line "
TO_SELF = texts(HEAD + r"teammates are moved to the Permanent Record of [\w-]+\.$", "special")
TO_MATE = texts(HEAD + r"characters are moved to the Permanent Record of one of", "special")
EVENTS = texts(r"^All hits on the permanent record of all front line heroes are moved", "event")
ONE_BY_ONE = texts(r"^Move any 1 Hit from teammate to", "special")


def _hit(icon: str, value: int) -> dict:
    return {"icon": icon, "value": value, "record": "permanent"}


def _state(holder: str, in_play: list | None = None) -> dict:
    mate = {"id": "a2", "name": "Mate", "grid": GRID}
    mate["hits"] = [_hit("energy", 5), _hit("intellect", 4)]
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID}
    bolt["hits"] = [_hit("intellect", 2), _hit("strength", 3)]
    return {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": holder, "grid": GRID}, mate]},
            "B": {"front_line": [bolt]},
        },
        "turn": "A",
        "in_play": in_play or [],
    }


def _play(text: str, holder: str, target: str | None = None) -> dict:
    card = {"special": {"character": holder, "name": "Gather", "text": text}}
    play = {"type": "play", "by": "a1", "cards": [card], **({"target": target} if target else {})}
    return resolve(_state(holder), [play], MemoryLookup(), parse_effect).to_json()


def _hits(answer: dict, cid: str) -> list[tuple[str, int]]:
    chars = [c for p in answer["state"]["players"].values() for c in p["front_line"]]
    return sorted((h["icon"], h["value"]) for c in chars if c["id"] == cid for h in c["hits"])


def test_the_ten_sets_print_the_wordings():
    assert TO_SELF and TO_MATE and EVENTS and ONE_BY_ONE


@pytest.mark.parametrize("text", TO_SELF)
def test_the_teammates_hits_of_that_icon_move_to_the_cards_character(text):
    holder = re.search(r"Permanent Record of ([\w-]+)\.$", text).group(1)
    icon = re.search(HEAD, text).group(1).lower()
    answer = _play(text, holder)
    assert "OR.hits" in answer["steps"][1]["rules"] and not answer["warnings"]
    assert [i for i, _v in _hits(answer, "a1")] == [icon]
    assert icon not in [i for i, _v in _hits(answer, "a2")]
    assert len(_hits(answer, "b1")) == 2  # teammates only


@pytest.mark.parametrize("text", TO_MATE)
def test_every_front_line_characters_hits_of_that_icon_move_to_the_teammate_named(text):
    holder = re.search(r"one of ([\w-]+)'s teammates", text).group(1)
    icon = re.search(HEAD, text).group(1).lower()
    answer = _play(text, holder, "a2")
    assert not answer["warnings"]
    assert [i for i, _v in _hits(answer, "a2")].count(icon) == 2
    assert icon not in [i for i, _v in _hits(answer, "b1")] and answer["ko"] == []
    # none named: reported, nothing moved
    answer = _play(text, holder)
    assert answer["warnings"][0]["kinds"] == ["move_hits"]
    assert len(_hits(answer, "a2")) == 2


def _gathered(text: str, codes: dict[str, str], rule: bool | None = True) -> dict:
    """The event in play on ``_state``'s board, targeting a1, the characters given ``codes``."""
    event = {"card": {"event": {"name": "Martyr", "text": text}}, "player": "A", "target": "a1"}
    state = _state("Ace", [event])
    for side in state["players"].values():
        for char in side["front_line"]:
            if char["id"] in codes:
                char["code"] = codes[char["id"]]
    if rule is not None:
        state["code_rule"] = rule
    return resolve(state, [], MemoryLookup(), parse_effect).to_json()


HEROES = {"a1": "hero", "a2": "hero", "b1": "hero"}


@pytest.mark.parametrize("text", EVENTS)
def test_an_event_gathers_every_heros_permanent_hit_onto_the_hero_it_names(text):
    answer = _gathered(text, HEROES)
    assert "OR.events" in answer["steps"][0]["rules"] and not answer["warnings"]
    assert [k["id"] for k in answer["ko"]] == ["a1"]  # hits of three types: spectrum KO
    assert _hits(answer, "a2") == [] and _hits(answer, "b1") == []


@pytest.mark.parametrize("text", EVENTS)
def test_a_villains_hits_stay_under_the_code_rule_and_move_without_it(text):
    codes = {**HEROES, "b1": "villain"}
    answer = _gathered(text, codes)
    assert _hits(answer, "a2") == [] and len(_hits(answer, "b1")) == 2
    assert _hits(_gathered(text, codes, rule=False), "b1") == []


@pytest.mark.parametrize("text", EVENTS)
def test_a_villain_named_to_take_the_hits_takes_none_under_the_code_rule(text):
    answer = _gathered(text, {**HEROES, "a1": "villain"})
    assert len(_hits(answer, "a2")) == 2 and len(_hits(answer, "b1")) == 2
    assert any("is for a hero" in w["text"] for w in answer["warnings"])


@pytest.mark.parametrize("text", EVENTS)
def test_hits_of_characters_of_no_code_given_stay_and_the_answer_warns(text):
    answer = _gathered(text, {"a1": "hero", "a2": "hero"}, rule=None)
    assert _hits(answer, "a2") == [] and len(_hits(answer, "b1")) == 2
    assert any("no hero/villain code for Bolt" in w["text"] for w in answer["warnings"])
    assert reach.not_applied(parse_effect(text).to_json()["clauses"]) == []


@pytest.mark.parametrize("text", ONE_BY_ONE)
def test_hits_moved_one_by_one_stay_not_applied(text):
    missing = reach.not_applied(parse_effect(text).to_json()["clauses"])
    assert "move_hits" in {c["kind"] for c in missing}
