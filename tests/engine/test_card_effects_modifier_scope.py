"""Attack and defense bonuses as wide as the card prints them (MR.19, OR.activator): a defense
bonus of some Power cards holds for those cards only, "against any attack from a Battlesite"
only against an activator's special, "+3 when used to attack a Battlesite" only for the card's
own attack on a battlesite. Real card texts of the ten sets, found by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows, texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
TYPED_DEFENSE = texts(
    r"^(Energy|Fighting|Strength|Intellect) Power cards are \+\d when used for defense"
)
SITE_DEFENSE = sorted(
    {
        (row["Name"].strip(), text)
        for row, text in rows("location")
        if re.search(r"\+3 to defense against any attack from a Battlesite", text)
    }
)
SITE_ATTACK = texts(r"\+3 when used to attack a Battlesite\. Bonus counts toward Damage", full=True)
BLAST = {
    "special": {"character": "Ace", "name": "Blast", "text": "Acts as a level 7 Energy attack."}
}


def _steps(state: dict, plays: list, lookup: MemoryLookup | None = None) -> list[dict]:
    state = {"turn": "A", **state}
    return resolve(state, plays, lookup or MemoryLookup(), parse_effect).to_json()["steps"]


def _defense(inherent: str, icon: str, value: int) -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID, "inherent": inherent}]},
    }
    plays = [
        {
            "type": "attack",
            "by": "a1",
            "target": "b1",
            "cards": [{"power": "fighting", "value": 7}],
        },
        {"type": "defend", "by": "b1", "cards": [{"power": icon, "value": value}]},
    ]
    return _steps({"players": players}, plays)[1]


def test_the_ten_sets_print_the_wordings():
    assert TYPED_DEFENSE and SITE_DEFENSE and SITE_ATTACK


@pytest.mark.parametrize("text", TYPED_DEFENSE)
def test_a_defense_bonus_of_one_power_type_holds_for_that_type_only(text):
    icon, amount = re.match(r"^(\w+) Power cards are \+(\d)", text).groups()
    need = 7 - int(amount)
    step = _defense(text, icon.lower(), need)
    assert step["result"] == "blocked" and "OR.inherent" in step["rules"], step["text"]
    other = next(t for t in GRID if t != icon.lower())
    assert _defense(text, other, need)["result"] == "illegal"


def _site_defense(home: tuple[str, str], from_site: bool, value: int) -> dict:
    name, text = home
    lookup = MemoryLookup()
    lookup.add(CardDef(name=name, kind="location", text=text, effect=parse_effect(text)))
    attack = (
        {"activator": "Ace", "special": BLAST} if from_site else {"power": "energy", "value": 7}
    )
    players = {
        "A": {
            "front_line": [{"id": "a1", "name": "Ace", "grid": GRID}],
            "battlesite": {"name": "Site", "specials": [BLAST]},
        },
        "B": {
            "front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}],
            "home_base": {"card": name},
        },
    }
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [attack]},
        {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": value}]},
    ]
    return _steps({"players": players}, plays, lookup)[1]


@pytest.mark.parametrize("home", SITE_DEFENSE, ids=[n for n, _ in SITE_DEFENSE])
def test_a_defense_bonus_against_battlesite_attacks_holds_against_those_only(home):
    clauses = [c.to_json() for c in parse_effect(home[1]).clauses]
    assert all(reach.is_applied(c) for c in reach.walk(clauses))
    # from a battlesite: +3 (the card's bonus there, in place of its +1)
    assert _site_defense(home, True, 4)["result"] == "blocked"
    assert _site_defense(home, True, 3)["result"] == "illegal"
    # a power card attack: the general +1 only
    assert _site_defense(home, False, 6)["result"] == "blocked"
    assert _site_defense(home, False, 5)["result"] == "illegal"


def _site_attack(text: str, target: str) -> list[dict]:
    card = {"special": {"character": "Ace", "name": "Arc", "text": text}}
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {
            "front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}],
            "battlesite": {"name": "Site", "specials": []},
        },
    }
    plays = [
        {"type": "attack", "by": "a1", "target": target, "cards": [card]},
        {"type": "pass", "player": "B"},
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": "energy", "value": 5}]},
    ]
    return _steps({"players": players}, plays)


@pytest.mark.parametrize("text", SITE_ATTACK)
def test_a_bonus_when_used_on_a_battlesite_is_the_cards_own_attack_s(text):
    level = int(re.search(r"level (\d)", text).group(1))
    clauses = [c.to_json() for c in parse_effect(text).clauses]
    assert all(reach.is_applied(c) for c in reach.walk(clauses))
    on_site = _site_attack(text, "battlesite")
    assert on_site[0]["value"] == level + 3 and "MR.1" in on_site[0]["rules"]
    assert f"for {level + 3} point(s)" in on_site[1]["text"]  # the bonus counts toward damage
    assert on_site[3]["value"] == 5  # never left in play for later attacks
    on_character = _site_attack(text, "b1")
    assert on_character[0]["value"] == level
    assert f"{level} point(s)" in on_character[1]["text"]


AGAINST_NAMED = texts(
    r"^Opponent's team is -2 to all attacks against [\w ]+ for remainder of battle\.$"
)
VS_GRID = texts(r"^\+1 to all attacks vs\. Characters with (\w+) Power Grid 7 or 8", "character")
VS_CODE = texts(r"Fighting Power cards are \+1 vs\. any Character with a Hero code\.$", full=True)
CHOSEN = texts(r"All attacks (against|on) chosen character are at \+1", "event", full=True)


def _attack_value(
    target: dict, in_play: list | None = None, inherent: str = "", beside: dict | None = None
) -> int:
    """The value of a level 5 attack on ``target`` (``beside``: another character of its side)."""
    side = [{"id": "b1", "name": "Bolt", "grid": GRID}, target, *([beside] if beside else [])]
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "inherent": inherent}]},
        "B": {"front_line": side},
    }
    play = {
        "type": "attack",
        "by": "a1",
        "target": target["id"],
        "cards": [{"power": "fighting", "value": 5}],
    }
    return _steps({"players": players, "in_play": in_play or []}, [play])[0]["value"]


def test_the_ten_sets_print_the_aimed_wordings():
    assert AGAINST_NAMED and VS_GRID and VS_CODE and CHOSEN


@pytest.mark.parametrize("text", AGAINST_NAMED)
def test_a_penalty_on_attacks_against_a_named_character_only(text):
    name = re.search(r"attacks against ([\w ]+) for", text).group(1)
    card = {"special": {"character": name, "name": "Luck", "text": text}}
    in_play = [{"card": card, "player": "B", "by": "b2", "duration": "battle"}]
    named = {"id": "b2", "name": name, "grid": GRID}
    assert _attack_value(named, in_play) == 3
    assert _attack_value({"id": "b3", "name": "Other", "grid": GRID}, in_play, beside=named) == 5


@pytest.mark.parametrize("text", VS_GRID)
def test_a_bonus_against_characters_rated_7_or_8_in_a_type(text):
    icon = re.search(r"with (\w+) Power Grid", text).group(1).lower()
    rated = {"id": "b2", "name": "High", "grid": {**GRID, icon: 8}}
    low = {"id": "b2", "name": "Low", "grid": {**GRID, icon: 5}}
    assert _attack_value(rated, inherent=text) == 6
    assert _attack_value(low, inherent=text) == 5


@pytest.mark.parametrize("text", VS_CODE)
def test_a_bonus_against_characters_of_a_code(text):
    name = text.split("'s Fighting")[0]
    card = {"special": {"character": name, "name": "Whip", "text": text}}
    in_play = [{"card": card, "player": "A", "by": "a1", "duration": "battle"}]
    hero = {"id": "b2", "name": "Hero", "grid": GRID, "code": "hero"}
    villain = {"id": "b2", "name": "Villain", "grid": GRID, "code": "villain"}
    assert _attack_value_as(name, hero, in_play) == 6
    assert _attack_value_as(name, villain, in_play) == 5


def _attack_value_as(name: str, target: dict, in_play: list) -> int:
    players = {
        "A": {"front_line": [{"id": "a1", "name": name, "grid": GRID}]},
        "B": {"front_line": [target]},
    }
    play = {
        "type": "attack",
        "by": "a1",
        "target": target["id"],
        "cards": [{"power": "fighting", "value": 5}],
    }
    return _steps({"players": players, "in_play": in_play}, [play])[0]["value"]


@pytest.mark.parametrize("text", CHOSEN)
def test_a_bonus_against_the_chosen_character_only(text):
    event = {"card": {"event": {"name": "Ambush", "text": text}}, "player": "A", "target": "b2"}
    assert _attack_value({"id": "b2", "name": "Chosen", "grid": GRID}, [event]) == 6
    chosen = {"id": "b2", "name": "Chosen", "grid": GRID}
    assert _attack_value({"id": "b3", "name": "Other", "grid": GRID}, [event], beside=chosen) == 5


FROM_TARGET = texts(r"\+2 to defense from attacks made by target character", full=True)


@pytest.mark.parametrize("text", FROM_TARGET)
def test_a_defense_bonus_against_the_attacks_of_the_target_only(text):
    name = text.split(" is +2")[0]
    card = {"special": {"character": name, "name": "Vengeance", "text": text}}
    players = {
        "A": {
            "front_line": [
                {"id": "a1", "name": "Ace", "grid": GRID},
                {"id": "a2", "name": "Two", "grid": GRID},
            ]
        },
        "B": {"front_line": [{"id": "b1", "name": name, "grid": GRID}]},
    }
    in_play = [{"card": card, "player": "B", "by": "b1", "target": "a1", "duration": "battle"}]

    def defended(by: str) -> str:
        plays = [
            {
                "type": "attack",
                "by": by,
                "target": "b1",
                "cards": [{"power": "fighting", "value": 7}],
            },
            {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": 5}]},
        ]
        return _steps({"players": players, "in_play": in_play}, plays)[1]["result"]

    assert defended("a1") == "blocked"  # 5 + 2 from the target's attack
    assert defended("a2") == "illegal"  # another character's attack: no bonus
