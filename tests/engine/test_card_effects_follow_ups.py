"""Follow-ups and attack limits printed on real specials (MR.5.string, OR.attack.special):
"<Character> may play 1 additional Special card" opens a follow-up limited to specials. Real
texts of the ten sets, found by their wording and parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
PLAY_ADDITIONAL = texts(
    r"^Acts as a level \d \w+ attack\. ([\w .'-]+) may play 1 additional Special card\.?$",
    "special",
    full=True,
)
FOLLOW_UP = {
    "special": {"character": "Hero", "name": "Second", "text": "Acts as a level 2 Energy attack."}
}


def _state() -> dict:
    return {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }


def _name(text: str) -> str:
    return re.search(r"\. ([\w .'-]+) may play", text).group(1)


def _string(text: str, follow_up: dict, name: str) -> list[dict]:
    state = _state()
    state["players"]["A"]["front_line"][0]["name"] = name
    first = {"special": {"character": name, "name": "Real", "text": text}}
    second = {**follow_up}
    if "special" in second:
        second = {"special": {**second["special"], "character": name}}
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [first]},
        {"type": "attack", "by": "a1", "target": "b1", "cards": [second]},
    ]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]


def test_the_ten_sets_print_the_wording():
    assert len(PLAY_ADDITIONAL) >= 5


@pytest.mark.parametrize("text", PLAY_ADDITIONAL)
def test_may_play_one_additional_special_opens_a_follow_up_of_a_special(text):
    name = _name(text)
    steps = _string(text, FOLLOW_UP, name)
    follow = [s for s in steps if s["play"] == 1]
    assert follow[0]["result"] == "attack", steps
    assert "MR.5.string" in follow[0]["rules"]
    # a power card is not the special the text allows
    power = [s for s in _string(text, {"power": "energy", "value": 2}, name) if s["play"] == 1]
    assert power[0]["result"] == "illegal"
    # the same attack without the sentence grants nothing: the turn has passed
    alone = [s for s in _string(text.split(". ")[0] + ".", FOLLOW_UP, name) if s["play"] == 1]
    assert alone[0]["result"] == "illegal" and "OR.fight" in alone[0]["rules"]


ADDITIONAL_OPTIONS = texts(
    r"^Acts as a level 1 \w+ attack\. May make 2 additional attacks at \+1, or 1 additional"
    r" attack at \+2\. Bonus not applied to damage",
    "special",
    full=True,
)
STRINGS = texts(r"^[\w .'-]+ may make 4 attacks, 3 attacks at \+1 each", "special", full=True)


def _option_string(text: str, follow_ups: int, *, attack_first: bool) -> list[dict]:
    name = "Hero" if attack_first else re.match(r"^([\w .'-]+?) may make", text).group(1)
    state = _state()
    state["players"]["A"]["front_line"][0]["name"] = name
    first = {
        "type": "attack" if attack_first else "play",
        "by": "a1",
        "target": "b1" if attack_first else None,
        "cards": [{"special": {"character": name, "name": "Real", "text": text}}],
    }
    power = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": "energy", "value": 3}],
    }
    plays = [first] + [power] * follow_ups
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]


def _follow_ups(steps: list[dict]) -> list[tuple[str, int | None, list[int]]]:
    """(result, attack value, hit values) of each follow-up play."""
    out = []
    for n in sorted({s["play"] for s in steps if s["play"]}):
        mine = [s for s in steps if s["play"] == n]
        hits = [c["hit"]["value"] for s in mine for c in s["changes"] if c.get("op") == "hit"]
        out.append((mine[0]["result"], mine[0].get("value"), hits))
    return out


def test_the_ten_sets_print_the_option_wordings():
    assert ADDITIONAL_OPTIONS and STRINGS


@pytest.mark.parametrize("text", ADDITIONAL_OPTIONS)
def test_additional_attack_options_give_the_bonus_of_the_option_taken(text):
    # one follow-up: the "1 additional attack at +2" option; the hit keeps the card's value
    assert _follow_ups(_option_string(text, 1, attack_first=True)) == [("attack", 5, [3])]
    # two follow-ups: "2 additional attacks at +1" each
    assert _follow_ups(_option_string(text, 2, attack_first=True)) == [("attack", 4, [3])] * 2
    # a third is more than any option allows
    third = _follow_ups(_option_string(text, 3, attack_first=True))[2]
    assert third[0] == "illegal"


@pytest.mark.parametrize("text", STRINGS)
def test_a_string_of_attacks_takes_the_option_of_its_length(text):
    for made, bonus in ((1, 3), (2, 2), (3, 1), (4, 0)):
        found = _follow_ups(_option_string(text, made, attack_first=False))
        assert found == [("attack", 3 + bonus, [3])] * made, (made, found)
