"""Attacks on the reserve and defenses by another character, allowed by real cards in play
(OR.reserve, OR.defense, MR.19).

"If successful against Reserve, <Name> may attack Reserve for remainder of game" and "<Name>
may attack the Reserve Character for the remainder of battle": the character named may aim
its attacks at the opposing reserve. "Reserve character may use power cards to defend any
front line character this battle": the reserve blocks an attack aimed at a front-line
teammate. "Opponent may defend": the defense check lets the defense be made. Texts are found
in the ten sets by their wording.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
AFTER_SUCCESS = texts(
    r"^Acts as a level (\d) (\w+) attack\. May be used against Reserve, who may defend\. "
    r"If successful against Reserve, ([\w ]+) may attack Reserve for remainder of game",
    full=True,
)
IN_PLAY = texts(
    r"^([\w ]+) may attack the Reserve Character for the remainder of battle", full=True
)
RESERVE_DEFENDS = texts(
    r"^Reserve \w+ may use Power cards to defend any front line \w+ this battle", "event"
)
OPPONENT_DEFENDS = texts(r"may make as many [\w ]*attacks as possible\. Opponent may defend")


def _resolve(
    plays: list, attacker: str = "Ace", in_play: list | None = None, codes: dict | None = None
) -> dict:
    """``codes``: player B's characters' hero/villain codes by id, and the ``code_rule``."""
    state = {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": attacker, "grid": GRID},
                    {"id": "a2", "name": "Mate", "grid": GRID},
                ]
            },
            "B": {
                "front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}],
                "reserve": {"id": "b3", "name": "Rex", "grid": GRID},
            },
        },
        "turn": "A",
        "in_play": in_play or [],
    }
    side = state["players"]["B"]
    for char in [*side["front_line"], side["reserve"]]:
        if (codes or {}).get(char["id"]):
            char["code"] = codes[char["id"]]
    if codes and "code_rule" in codes:
        state["code_rule"] = codes["code_rule"]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _power(target: str, by: str = "a1") -> dict:
    card = {"power": "energy", "value": 4}
    return {"type": "attack", "by": by, "target": target, "cards": [card]}


def _results(answer: dict) -> list[str]:
    return [s["result"] for s in answer["steps"]]


def test_the_ten_sets_print_the_wordings():
    assert len(AFTER_SUCCESS) >= 3 and IN_PLAY and len(RESERVE_DEFENDS) >= 2
    assert len(OPPONENT_DEFENDS) >= 3 and OWN_RESERVE_DEFENSE


@pytest.mark.parametrize("text", AFTER_SUCCESS)
def test_after_a_successful_attack_on_the_reserve_the_character_may_attack_it_again(text):
    name = re.search(r"If successful against Reserve, ([\w ]+?) may attack", text).group(1)
    special = {"special": {"character": name, "name": "Card", "text": text}}
    first = {"type": "attack", "by": "a1", "target": "b3", "cards": [special]}
    answer = _resolve([first, {"type": "pass", "player": "B"}, _power("b3")], name)
    assert _results(answer)[-2:] == ["attack", "hit"]
    assert "MR.19" in answer["steps"][-2]["rules"]
    # without that success, the reserve may not be attacked
    assert _results(_resolve([_power("b3")], name)) == ["illegal"]


@pytest.mark.parametrize("text", IN_PLAY)
def test_an_effect_in_play_lets_the_character_it_names_attack_the_reserve(text):
    name = re.match(r"^([\w ]+?) may attack", text).group(1)
    card = {"special": {"character": name, "name": "Card", "text": text}}
    effect = {"card": card, "player": "A", "by": "a1", "duration": "battle"}
    answer = _resolve([_power("b3")], name, [effect])
    assert _results(answer) == ["attack", "hit"]
    assert not answer["warnings"]
    # a teammate is not named
    assert _results(_resolve([_power("b3", "a2")], name, [effect])) == ["illegal"]


HEROES = {"b1": "hero", "b3": "hero"}


@pytest.mark.parametrize("text", RESERVE_DEFENDS)
def test_the_reserve_may_block_an_attack_on_a_front_line_teammate(text):
    event = {
        "card": {"event": {"name": "Event", "text": text}},
        "player": "B",
        "duration": "battle",
    }
    block = {"type": "defend", "by": "b3", "cards": [{"power": "energy", "value": 5}]}
    answer = _resolve([_power("b1"), block], in_play=[event], codes=HEROES)
    assert _results(answer) == ["attack", "blocked"]
    assert "OR.reserve" in answer["steps"][1]["rules"]
    # "Reserve hero ... any front line hero": both heroes, the code checked (who_code)
    assert not [w for w in answer["warnings"] if "Ace" not in w["text"]]
    assert _results(_resolve([_power("b1"), block]))[1] == "illegal"
    # a special is not a power card: the event does not let the reserve play it
    special = {"special": {"character": "Rex", "name": "Wall", "text": "Avoid 1 attack."}}
    other = _resolve(
        [_power("b1"), {"type": "defend", "by": "b3", "cards": [special]}], in_play=[event]
    )
    assert _results(other)[1] == "illegal"


@pytest.mark.parametrize("text", OPPONENT_DEFENDS[:3])
def test_the_opponent_may_defend_the_attacks(text):
    card = {"special": {"character": "Ace", "name": "Card", "text": text}}
    effect = {"card": card, "player": "A", "by": "a1", "duration": "battle"}
    block = {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": 5}]}
    answer = _resolve([_power("b1"), block], in_play=[effect])
    assert _results(answer) == ["attack", "blocked"]
    assert not any("permission" in w["kinds"] for w in answer["warnings"])


OWN_RESERVE_DEFENSE = texts(r"May defend Front Line with Power cards from Reserve\.", "character")


def _with_inherent(plays: list, ability: str, reserve: bool = True) -> dict:
    holder = {"id": "b3", "name": "Rex", "grid": GRID, "inherent": ability}
    plain = {"id": "b2", "name": "Ray", "grid": GRID}
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {
                "front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]
                + ([] if reserve else [holder]),
                "reserve": holder if reserve else plain,
            },
        },
        "turn": "A",
    }
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


@pytest.mark.parametrize("text", OWN_RESERVE_DEFENSE)
def test_a_character_may_defend_the_front_line_from_the_reserve(text):
    block = {"type": "defend", "by": "b3", "cards": [{"power": "energy", "value": 5}]}
    answer = _with_inherent([_power("b1"), block], text)
    assert _results(answer) == ["attack", "blocked"]
    assert "OR.reserve" in answer["steps"][1]["rules"]
    assert "defend_from_reserve" not in str(answer["warnings"])
    # another reserve, without the ability, may not
    other = {"type": "defend", "by": "b2", "cards": [{"power": "energy", "value": 5}]}
    assert _results(_with_inherent([_power("b1"), other], text, reserve=False))[1] == "illegal"


@pytest.mark.parametrize("text", [t for t in RESERVE_DEFENDS if " hero" in t.lower()])
def test_a_reserve_villain_may_not_defend_a_hero_under_the_code_rule(text):
    event = {"card": {"event": {"name": "Event", "text": text}}, "player": "B"}
    event["duration"] = "battle"
    block = {"type": "defend", "by": "b3", "cards": [{"power": "energy", "value": 5}]}

    def blocked(**codes: object) -> str:
        return _results(_resolve([_power("b1"), block], in_play=[event], codes=codes))[1]

    assert blocked(b1="hero", b3="villain", code_rule=True) == "illegal"
    assert blocked(b1="villain", b3="hero", code_rule=True) == "illegal"
    assert blocked(b1="hero", b3="villain", code_rule=False) == "blocked"
    # a character whose code the board does not give is never taken, and the answer warns
    answer = _resolve([_power("b1"), block], in_play=[event], codes={"b1": "hero"})
    assert _results(answer)[1] == "illegal"
    assert any("no hero/villain code for" in w["text"] for w in answer["warnings"])
