"""A restriction in play on how a side's attacks may be defended (MR.5.restricted-defense,
MR.10, MR.19): "For remainder of game, <team>'s attacks made with Power cards may not be
defended by Opponent's team's Special cards already in play" (an aspect) and an inherent
"Attacks made with Power cards may not be defended using Activator cards". Every later attack
it names carries it; other attacks, and other cards, are free. Real card texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
TEAM_BAR = texts(
    r"team's attacks made with Power cards may not be defended by", "aspect", full=True
)
OWN_BAR = texts(r"^Attacks made with Power cards may not be defended using", "character", full=True)
AVOID = texts(r"^Teammate may avoid 1 attack of 9 or less\.$", "special", full=True)
POWER = {"power": "energy", "value": 5}
SPECIAL_ATTACK = {
    "special": {"character": "Ace", "name": "Blast", "text": "Acts as a level 5 Energy attack."}
}


def _run(
    attack: dict, defense: dict, *, inherent: str = "", in_play: list | None = None, by: str = "b2"
) -> list:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "inherent": inherent}]},
            "B": {
                "front_line": [
                    {"id": "b1", "name": "Bolt", "grid": GRID},
                    {"id": "b2", "name": "Mate", "grid": GRID},
                ]
            },
        },
        "turn": "A",
        "in_play": [*(in_play or []), {"card": _avoid("hand"), "player": "B", "by": "b2"}],
    }
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [attack]},
        {"type": "defend", "by": by, "cards": [defense]},
    ]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]


def _avoid(source: str) -> dict:
    card = {"special": {"character": "Mate", "name": "Avoid", "text": AVOID[0]}}
    return {**card, "from": source} if source != "hand" else card


def _aspect(text: str, player: str = "A") -> list:
    team = re.match(r"^For remainder of game, (.+?) team's", text).group(1)
    card = {"aspect": {"home_base": team, "name": "Real", "text": text}}
    return [{"card": card, "player": player}]


def _answer(steps: list) -> dict:
    return steps[1]


def test_the_ten_sets_print_both_and_the_engine_reads_them():
    assert TEAM_BAR and OWN_BAR and AVOID
    for text in TEAM_BAR + OWN_BAR:
        (bar,) = [c.to_json() for c in parse_effect(text).clauses]
        assert bar["kind"] == "defense_restriction" and reach.is_applied(bar)


@pytest.mark.parametrize("text", TEAM_BAR)
def test_a_special_already_in_play_may_not_answer_the_teams_power_attack(text):
    barred = _answer(_run(POWER, _avoid("in_play"), in_play=_aspect(text)))
    assert barred["result"] == "illegal" and "MR.5.restricted-defense" in barred["rules"]
    # without the aspect in play, the same special answers it
    assert _answer(_run(POWER, _avoid("in_play")))["result"] == "avoided"


@pytest.mark.parametrize("text", TEAM_BAR)
def test_a_special_played_in_response_still_answers_it(text):
    assert _answer(_run(POWER, _avoid("hand"), in_play=_aspect(text)))["result"] == "avoided"


@pytest.mark.parametrize("text", TEAM_BAR)
def test_an_attack_with_no_power_card_is_not_named(text):
    steps = _run(SPECIAL_ATTACK, _avoid("in_play"), in_play=_aspect(text))
    assert _answer(steps)["result"] == "avoided"


@pytest.mark.parametrize("text", TEAM_BAR)
def test_the_opponents_aspect_does_not_restrict_the_attack(text):
    steps = _run(POWER, _avoid("in_play"), in_play=_aspect(text, player="B"))
    assert _answer(steps)["result"] == "avoided"


@pytest.mark.parametrize("text", OWN_BAR)
def test_the_characters_power_attacks_may_not_be_answered_by_the_cards_named(text):
    kind = re.search(r"defended using (\w+) cards", text).group(1).lower()
    assert kind == "activator"
    # the defending card: a battlesite special retrieved with its activator
    guard = {"character": "Bolt", "name": "Guard", "text": "Acts as a level 6 Energy Power card."}
    retrieved = {"activator": "Bolt", "special": {"special": guard}}
    barred = _answer(_run(POWER, retrieved, inherent=text, by="b1"))
    assert barred["result"] == "illegal" and "MR.5.restricted-defense" in barred["rules"]
    assert _answer(_run(POWER, retrieved, by="b1"))["result"] == "blocked"
    # an attack with no power card is not named
    assert _answer(_run(SPECIAL_ATTACK, retrieved, inherent=text, by="b1"))["result"] == "blocked"
