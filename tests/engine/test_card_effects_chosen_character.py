"""Events in play that have their player choose a character (MR.19): the character chosen is
the one the effect in play names as its target, and what the card says of the chosen
character applies to it, and to no other. With no target named, the answer warns that the
choice is not applied.

"Choose 1 of opponent's front line characters. Chosen character may not play Specials this
battle", "Choose one of opponent's front line characters. All attacks against chosen
character are at +1 this battle", "Choose 1 front line hero that cannot play any cards or be
attacked this battle". Texts are found in the ten sets by their wording.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
NO_SPECIALS = texts(r"^Choose 1 of opponent's front line \w+\. Chosen \w+ may not play Specials")
RAISED = texts(r"^Choose one of opponent's front line \w+\. All attacks (on|against) chosen")
NO_PLACING = texts(
    r"^Choose 1 front line \w+\. \w+ \w+ must discard all placed cards and cannot place"
)
UNTOUCHABLE = texts(r"^Choose 1 front line \w+ that cannot play any cards or be attacked")


def _resolve(text: str, target: str | None, plays: list, turn: str = "B") -> dict:
    named = {"target": target} if target else {}
    event = {"card": {"event": {"name": "Event", "text": text}}, "player": "A", **named}
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {
                "front_line": [
                    {"id": "b1", "name": "Bolt", "grid": GRID},
                    {"id": "b2", "name": "Ray", "grid": GRID},
                ]
            },
        },
        "turn": turn,
        "in_play": [event],
    }
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _special(by: str, name: str) -> dict:
    card = {
        "special": {"character": name, "name": "Card", "text": "Acts as a level 5 Energy attack."}
    }
    return {"type": "attack", "by": by, "target": "a1", "cards": [card]}


def _power(target: str) -> dict:
    card = {"power": "energy", "value": 4}
    return {"type": "attack", "by": "a1", "target": target, "cards": [card]}


def _results(answer: dict) -> list[str]:
    return [s["result"] for s in answer["steps"]]


def test_the_ten_sets_print_the_wordings():
    assert NO_SPECIALS and len(RAISED) >= 2 and UNTOUCHABLE and NO_PLACING


@pytest.mark.parametrize("text", NO_SPECIALS)
def test_the_chosen_character_may_not_play_specials(text):
    answer = _resolve(text, "b1", [_special("b1", "Bolt")])
    assert _results(answer) == ["illegal"] and "MR.19" in answer["steps"][0]["rules"]
    assert not answer["warnings"]
    # a character not chosen may
    assert _results(_resolve(text, "b1", [_special("b2", "Ray")]))[0] == "attack"


@pytest.mark.parametrize("text", RAISED)
def test_attacks_on_the_chosen_character_are_raised(text):
    on_chosen = _resolve(text, "b1", [_power("b1")], turn="A")
    assert "attack value 5" in on_chosen["steps"][0]["text"]
    assert not on_chosen["warnings"]
    on_other = _resolve(text, "b1", [_power("b2")], turn="A")
    assert "attack value 4" in on_other["steps"][0]["text"]


@pytest.mark.parametrize("text", UNTOUCHABLE)
def test_the_chosen_hero_may_not_be_attacked_and_one_of_no_code_given_is_not_kept(text):
    answer = _coded(text, "hero", True, [_power("b1")])
    assert (
        _results(answer) == ["illegal"]
        and "keeps Bolt from being attacked" in (answer["steps"][0]["text"])
    )
    assert _results(_resolve(text, "b1", [_power("b2")], turn="A"))[0] == "attack"
    # the board gives Bolt no code: "front line hero" is never guessed, and the answer warns
    uncoded = _resolve(text, "b1", [_power("b1")], turn="A")
    assert _results(uncoded)[0] == "attack"
    assert any("no hero/villain code for" in w["text"] for w in uncoded["warnings"])


@pytest.mark.parametrize("text", NO_PLACING)
def test_the_chosen_character_may_not_place_cards(text):
    def place(by: str) -> list:
        return [{"type": "place", "by": by, "cards": [{"power": "energy", "value": 4}]}]

    answer = _resolve(text, "b1", place("b1"))
    assert _results(answer) == ["illegal"] and "MR.19" in answer["steps"][0]["rules"]
    assert _results(_resolve(text, "b1", place("b2"))) == ["placed"]


@pytest.mark.parametrize("text", NO_SPECIALS + RAISED + UNTOUCHABLE + NO_PLACING)
def test_a_choice_naming_no_character_is_reported_as_not_applied(text):
    answer = _resolve(text, None, [_power("b1")], turn="A")
    assert any(w["kinds"] == ["choose_character"] for w in answer["warnings"])


def _coded(text: str, code: str, rule: bool, plays: list) -> dict:
    """``_resolve``'s board with Bolt (the chosen) given ``code``, the code rule on or off."""
    named = {"target": "b1"}
    event = {"card": {"event": {"name": "Event", "text": text}}, "player": "A", **named}
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID, "code": code}
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "code": "hero"}]},
            "B": {"front_line": [bolt]},
        },
        "turn": "A",
        "in_play": [event],
        "code_rule": rule,
    }
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


@pytest.mark.parametrize("text", UNTOUCHABLE)
def test_a_front_line_hero_is_chosen_a_villain_is_not_under_the_code_rule(text):
    hero = _coded(text, "hero", True, [_power("b1")])
    assert _results(hero) == ["illegal"] and not hero["warnings"]
    villain = _coded(text, "villain", True, [_power("b1")])
    assert _results(villain)[0] == "attack"
    # without the code rule, any front-line character may be chosen
    assert _results(_coded(text, "villain", False, [_power("b1")])) == ["illegal"]
