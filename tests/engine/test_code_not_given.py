"""One rule for a character whose hero/villain code the board does not give
(OR.code-rule.not-given, ``who_codes.NOT_GIVEN``): the code is never guessed, so what a card
says of a hero or a villain is not applied to that character: it gives it nothing and bars it
from nothing, and the answer warns citing the rule. One test per place that reads a code, on
real texts of the ten sets found by their wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.who_codes import NOT_GIVEN
from tests.engine.real_texts import rows, texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
TARGET_HERO = texts(r"^Target hero may not attack for remainder of battle", "special", full=True)
RATED_BAR = texts(r"^Heroes on Opponent's Team with Fighting 7 or 8 may not use cards", full=True)
ANY_HERO_AVOID = texts(r"Any hero may avoid 1 attack", "special", full=True)
#: Any Hero specials whose text is one attack ("Doc Samson rampages! Acts as a level 7 Strength
#: attack."): played only by a hero (OR.code-rule, OR.special).
ANY_HERO_ATTACKS = sorted(
    {
        text
        for row, text in rows("special")
        if (row.get("Name") or "").startswith("Any Hero -")
        and parse_effect(text).status == "full"
        and [c.kind for c in parse_effect(text).clauses if c.kind != "flavor"] == ["attack"]
    }
)[:2]


def _state(a1: dict, b1: dict, in_play: list | None = None) -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, **a1}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID, **b1}]},
    }
    return {"turn": "A", "players": players, "in_play": in_play or [], "code_rule": True}


def _fighting(by: str, target: str) -> dict:
    """``by`` attacks ``target`` with a level 5 Fighting power card."""
    power = {"power": "fighting", "value": 5}
    return {"type": "attack", "by": by, "target": target, "cards": [power]}


def _said(answer: dict, name: str) -> list[dict]:
    return [
        w
        for w in answer["warnings"]
        if "no hero/villain code for" in w["text"] and name in w["text"] and NOT_GIVEN in w["text"]
    ]


def test_the_ten_sets_print_the_coded_wordings():
    assert TARGET_HERO and RATED_BAR and ANY_HERO_AVOID and ANY_HERO_ATTACKS


@pytest.mark.parametrize("text", TARGET_HERO)
def test_a_target_hero_of_no_code_given_is_not_barred_and_the_answer_warns(text):
    lookup = MemoryLookup()
    card = CardDef(
        name="Coded", kind="special", characters=("Ace",), text=text, effect=parse_effect(text)
    )
    lookup.add(card)
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": "Coded"}]}
    answer = resolve(_state({}, {}), [play], lookup, parse_effect).to_json()
    assert answer["steps"][0]["result"] == "attack"
    assert NOT_GIVEN in answer["steps"][0]["rules"]
    assert _said(answer, "Bolt")


@pytest.mark.parametrize("text", RATED_BAR)
def test_a_group_of_heroes_leaves_out_a_character_of_no_code_given_and_warns(text):
    """Bolt (Fighting 7, no code given) attacks with Fighting while the bar on heroes of his
    side with Fighting 7 or 8 is in play: the bar does not hold for him."""
    card = {"special": {"character": "Zed", "name": "Bar", "text": text}}
    in_play = [{"card": card, "player": "A", "by": "a1", "duration": "battle"}]
    state = {**_state({}, {}, in_play), "turn": "B"}
    attack = _fighting("b1", "a1")
    answer = resolve(state, [attack], MemoryLookup(), parse_effect).to_json()
    assert answer["steps"][0]["result"] == "attack"
    assert _said(answer, "Bolt")
    # a hero is barred
    state["players"]["B"]["front_line"][0]["code"] = "hero"
    barred = resolve(state, [attack], MemoryLookup(), parse_effect).to_json()
    assert barred["steps"][0]["result"] == "illegal"


@pytest.mark.parametrize("text", ANY_HERO_ATTACKS)
def test_an_any_hero_special_played_by_a_character_of_no_code_given_goes_and_warns(text):
    card = {"special": {"character": "Any Hero", "name": "Real", "text": text}}
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [card]}
    answer = resolve(_state({}, {}), [play], MemoryLookup(), parse_effect).to_json()
    assert answer["steps"][0]["result"] == "attack"
    assert _said(answer, "Ace")
    villain = resolve(_state({"code": "villain"}, {}), [play], MemoryLookup(), parse_effect)
    assert villain.to_json()["steps"][0]["result"] == "illegal"


@pytest.mark.parametrize("text", ANY_HERO_AVOID)
def test_an_any_hero_grant_is_not_given_to_a_character_of_no_code_given(text):
    """ "Any hero may avoid 1 attack" in play: an attack on Bolt (no code given) may not be
    avoided by it; the refusal cites the rule."""
    card = {"special": {"character": "Any Hero", "name": "Angel", "text": text}}
    in_play = [{"card": card, "player": "B", "by": "b1", "duration": "battle"}]
    attack = _fighting("a1", "b1")
    defend = {"type": "defend", "by": "b1", "cards": [{**card, "from": "in_play"}]}
    answer = resolve(_state({}, {}, in_play), [attack, defend], MemoryLookup(), parse_effect)
    step = answer.to_json()["steps"][1]
    assert step["result"] == "illegal" and NOT_GIVEN in step["rules"]
    assert "no hero/villain code for Bolt" in step["text"]


ANY_HERO_REMOVAL = texts(r"Remove 1 hit from the Permanent Record of any hero", "special")


@pytest.mark.parametrize("text", ANY_HERO_REMOVAL[:1])
def test_a_hit_of_a_chosen_character_of_no_code_given_stays_and_the_answer_warns(text):
    """ "Remove 1 hit from the Permanent Record of any hero" aimed at Mate, whose code is not
    given: the hit stays (it gives nothing), the step cites the rule and the answer warns."""
    state = _state({}, {})
    mate = {"id": "a2", "name": "Mate", "grid": GRID}
    mate["hits"] = [{"icon": "energy", "value": 3, "record": "permanent"}]
    state["players"]["A"]["front_line"].append(mate)
    card = {"special": {"character": "Any Hero", "name": "Real", "text": text}}
    play = {"type": "play", "by": "a1", "target": "a2", "cards": [card]}
    answer = resolve(state, [play], MemoryLookup(), parse_effect).to_json()
    assert len(answer["state"]["players"]["A"]["front_line"][1]["hits"]) == 1
    assert any(NOT_GIVEN in s["rules"] for s in answer["steps"])
    assert _said(answer, "Mate")
