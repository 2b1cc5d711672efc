"""Follow-ups granted on success that may not be defended (MR.5.string,
MR.5.restricted-defense), and effects in play that bar the cards a character may use for
defense (MR.19). Texts are found in the ten sets by their wording and parsed by the grammar.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.checks import check_defense
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
TYPES = ("energy", "fighting", "strength", "intellect")

FOLLOW_UPS = texts(
    r"^Acts as a level \d \w+ attack\. If successful, may make 1 additional (\w+) attack"
    r".*Additional attack may not be defended",
    full=True,
)
BARS = texts(r"may not use (\w+) Power cards? (for Defense|to defend)")


def _board() -> dict:
    return {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }


def _steps(text: str, first_defense: list | None, follow_up_defense: list | None) -> list:
    special = {"special": {"character": "Ace", "name": "Granting Attack", "text": text}}
    icon = re.search(r"additional (\w+) attack", text).group(1).lower()
    plays: list[dict] = [{"type": "attack", "by": "a1", "target": "b1", "cards": [special]}]
    if first_defense:
        plays.append({"type": "defend", "cards": first_defense})
    plays.append(
        {"type": "attack", "by": "a1", "target": "b1", "cards": [{"power": icon, "value": 5}]}
    )
    if follow_up_defense:
        plays.append({"type": "defend", "cards": follow_up_defense})
    return resolve(_board(), plays, MemoryLookup(), parse_effect).to_json()["steps"]


def test_the_ten_sets_print_the_wordings():
    assert FOLLOW_UPS and BARS


@pytest.mark.parametrize("text", FOLLOW_UPS)
def test_a_successful_attack_grants_a_follow_up_that_may_not_be_defended(text):
    steps = _steps(text, None, [{"power": "energy", "value": 8}])
    assert any(s["result"] == "string" and "MR.5.string" in s["rules"] for s in steps)
    follow_up = next(s for s in steps if s["result"] == "attack" and "follow-up" in s["text"])
    assert "MR.5.string" in follow_up["rules"]
    refused = steps[steps.index(follow_up) + 1]
    assert refused["result"] == "illegal"
    assert "MR.5.restricted-defense" in refused["rules"]
    assert steps[-1]["result"] == "hit"  # the follow-up lands


@pytest.mark.parametrize("text", FOLLOW_UPS[:1])
def test_the_attack_that_grants_the_follow_up_may_still_be_defended(text):
    steps = _steps(text, [{"power": "energy", "value": 8}], None)
    assert steps[1]["result"] == "blocked"
    # blocked: no follow-up is granted
    assert not any(s["result"] == "string" for s in steps)


def _defend_with(inherent: str, icon: str) -> dict:
    return check_defense(
        {
            "attack": {
                "by": {"name": "Ace", "grid": GRID},
                "cards": [{"power": "energy", "value": 4}],
            },
            "defense": {
                "by": {"name": "Bolt", "grid": GRID, "inherent": inherent},
                "cards": [{"power": icon, "value": 6}],
            },
        },
        MemoryLookup(),
        parse_effect,
    )


@pytest.mark.parametrize("text", BARS)
def test_an_inherent_bar_keeps_the_character_from_defending_with_that_power_type(text):
    icon = re.search(r"may not use (\w+) Power", text, re.IGNORECASE).group(1).lower()
    other = next(t for t in TYPES if t != icon)
    barred = _defend_with(text, icon)
    assert barred["legal"] is False and "MR.19" in barred["rules"]
    assert _defend_with(text, other)["legal"] is True


def test_a_bar_in_play_on_the_opponents_team_keeps_their_cards_out_of_defense():
    bar = "Opponent's team may not use Strength or Energy Power cards to defend this battle."
    in_play = [
        {"card": {"special": {"character": "Ace", "name": "Bar", "text": bar}}, "player": "A"}
    ]

    def defend(icon: str) -> dict:
        return check_defense(
            {
                "attack": {
                    "by": {"name": "Ace", "grid": GRID},
                    "cards": [{"power": "energy", "value": 4}],
                },
                "defense": {
                    "by": {"name": "Bolt", "grid": GRID},
                    "cards": [{"power": icon, "value": 6}],
                },
                "in_play": in_play,
            },
            MemoryLookup(),
            parse_effect,
        )

    assert defend("strength")["legal"] is False
    assert defend("energy")["legal"] is False
    assert defend("fighting")["legal"] is True


NOT_FROM_BATTLESITE = texts(
    r"^Acts as a level \d.*May not be defended by a card from a Battlesite", full=True
)


def _defend_attack(text: str, card: dict) -> dict:
    special = {"special": {"character": "Ace", "name": "Attack", "text": text}}
    return check_defense(
        {
            "attack": {"by": {"name": "Ace", "grid": GRID}, "cards": [special]},
            "defense": {"by": {"name": "Bolt", "grid": GRID}, "cards": [card]},
        },
        MemoryLookup(),
        parse_effect,
    )


@pytest.mark.parametrize("text", NOT_FROM_BATTLESITE)
def test_a_card_from_a_battlesite_may_not_answer_the_attack(text):
    retrieved = {
        "activator": "Bolt",
        "special": {"special": {"character": "Bolt", "name": "Guard", "text": "Avoid 1 attack."}},
    }
    barred = _defend_attack(text, retrieved)
    assert barred["legal"] is False and "MR.5.restricted-defense" in barred["rules"]
    assert _defend_attack(text, {"power": "fighting", "value": 8})["legal"] is True


NUMERICAL_AVOIDS = texts(r"^\w[\w .'-]* may avoid any numerical attack\.?$", full=True)


@pytest.mark.parametrize("text", NUMERICAL_AVOIDS[:3])
def test_a_numerical_avoid_answers_only_an_attack_with_a_value(text):
    name = text.split(" may avoid")[0]

    def avoid(attack_text: str) -> dict:
        attack = {"special": {"character": "Ace", "name": "Attack", "text": attack_text}}
        avoid_card = {"special": {"character": name, "name": "Avoid", "text": text}}
        return check_defense(
            {
                "attack": {"by": {"name": "Ace", "grid": GRID}, "cards": [attack]},
                "defense": {"by": {"name": name, "grid": GRID}, "cards": [avoid_card]},
            },
            MemoryLookup(),
            parse_effect,
        )

    assert avoid("Acts as a level 5 Energy attack.")["legal"] is True
    valueless = avoid("Target Character is -2 to defense for remainder of battle.")
    assert valueless["legal"] is False
    assert "has a value" in valueless["reasons"][0]["text"]


LEVEL_BARS = texts(r"may not use \w+ Power cards level \d through \d to attack", full=True)


@pytest.mark.parametrize("text", LEVEL_BARS)
def test_a_bar_on_power_cards_of_some_levels_leaves_the_other_levels_free(text):
    icon = re.search(r"use (\w+) Power", text).group(1).lower()
    low, high = map(int, re.search(r"level (\d) through (\d)", text).groups())
    in_play = [
        {"card": {"special": {"character": "Bolt", "name": "Bar", "text": text}}, "player": "B"}
    ]

    def attack(value: int) -> list:
        board = {**_board(), "in_play": in_play}
        plays = [
            {
                "type": "attack",
                "by": "a1",
                "target": "b1",
                "cards": [{"power": icon, "value": value}],
            }
        ]
        return resolve(board, plays, MemoryLookup(), parse_effect).to_json()["steps"]

    assert attack(high)[0]["result"] == "illegal"
    assert attack(low - 1)[0]["result"] == "attack"
