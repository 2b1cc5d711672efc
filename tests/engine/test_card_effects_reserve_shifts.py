"""A shift onto the reserve printed with places and a code: "Any attack made on a front line
hero may be moved to reserve hero, who may defend." (an event of the ten sets, found by its
wording). The card's text decides (MR.1): the attack made on a front-line hero is moved to the
attacked team's reserve hero, who may defend it (MR.9, OR.reserve); with the code rule in use
a villain is neither moved from nor to (OR.code-rule); a character whose code the board does
not give is not taken for a hero (OR.code-rule.not-given); a front-line teammate is not the
reserve."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.who_codes import NOT_GIVEN
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
TO_RESERVE = texts(r"front ?line hero may be moved to reserve hero, who may defend", "event")


def _answer(text: str, to: str, codes: dict, rule: bool | None = True) -> dict:
    """Ace attacks Bolt (front line) with a 5; player B moves it with the event in play to
    ``to`` and the one it is moved to blocks with a 6."""
    side = {
        "front_line": [
            {"id": "b1", "name": "Bolt", "grid": GRID},
            {"id": "b2", "name": "Bee", "grid": GRID},
        ],
        "reserve": {"id": "b3", "name": "Rex", "grid": GRID},
    }
    for char in [*side["front_line"], side["reserve"]]:
        if codes.get(char["id"]):
            char["code"] = codes[char["id"]]
    event = {"event": {"name": "Attacked", "text": text}}
    ace = {"id": "a1", "name": "Ace", "grid": GRID}  # no code given: the shift never concerns him
    state = {
        "players": {"A": {"front_line": [ace]}, "B": side},
        "turn": "A",
        "in_play": [{"card": event, "player": "A"}],
        **({"code_rule": rule} if rule is not None else {}),
    }
    attack = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": "energy", "value": 5}],
    }
    shift = {"type": "shift", "player": "B", "cards": [{**event, "from": "in_play"}], "to": to}
    defend = {"type": "defend", "by": to, "cards": [{"power": "energy", "value": 6}]}
    return resolve(state, [attack, shift, defend], MemoryLookup(), parse_effect).to_json()


HEROES = {"b1": "hero", "b2": "hero", "b3": "hero"}


def test_the_ten_sets_print_the_wording():
    assert TO_RESERVE


@pytest.mark.parametrize("text", TO_RESERVE)
def test_the_attack_moves_to_the_reserve_hero_who_defends(text):
    answer = _answer(text, "b3", HEROES)
    shifted, blocked = answer["steps"][1:3]
    assert shifted["result"] == "shifted", shifted
    assert {"MR.9", "OR.reserve", "MR.1", "OR.code-rule"} <= set(shifted["rules"])
    assert "from Bolt to Rex" in shifted["text"]
    assert blocked["result"] == "blocked"
    assert not [w for w in answer["warnings"] if "shift" in w["kinds"]]
    # the reach matrix applies the shift and its code
    assert not reach.not_applied(parse_effect(text).to_json()["clauses"])


@pytest.mark.parametrize("text", TO_RESERVE)
def test_a_front_line_teammate_is_not_the_reserve(text):
    step = _answer(text, "b2", HEROES)["steps"][1]
    assert step["result"] == "illegal" and "OR.reserve" in step["rules"]


@pytest.mark.parametrize(
    ("codes", "who"),
    [({**HEROES, "b3": "villain"}, "Rex"), ({**HEROES, "b1": "villain"}, "Bolt")],
)
@pytest.mark.parametrize("text", TO_RESERVE)
def test_under_the_code_rule_a_villain_is_neither_moved_from_nor_to(text, codes, who):
    step = _answer(text, "b3", codes)["steps"][1]
    assert step["result"] == "illegal" and "OR.code-rule" in step["rules"]
    assert f"{who} is not a hero" in step["text"]
    # without the rule, any character counts as a hero
    assert _answer(text, "b3", codes, rule=False)["steps"][1]["result"] == "shifted"


@pytest.mark.parametrize("text", TO_RESERVE)
def test_a_reserve_of_no_code_given_is_not_taken_for_a_hero(text):
    step = _answer(text, "b3", {"b1": "hero"})["steps"][1]
    assert step["result"] == "illegal" and NOT_GIVEN in step["rules"]
    assert "no hero/villain code for Rex" in step["text"]
