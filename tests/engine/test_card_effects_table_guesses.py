"""Table actions of real cards the resolver states (MR.5, MR.6, MR.19, OR.venture): "<X> may
increase either his team's or opponent's ventured Mission cards by 1" (the counts are the
venture check's input), attacks played face down and "Opponent must guess defense", a hand
played open, chosen cards put on a pile or in the hand, and the hand exchanged for the draw
pile; "Power card must be blocked twice" stays reported as not applied (the defense check
takes one block)."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.pile_actions import pile_change
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
VENTURE_COUNT = texts(r"^(.+?) may increase either \w+ team's or opponent's ventured", full=True)
GUESS = texts(r"face down for remainder of battle\. Opponent must guess defense", full=True)
TWICE = texts(r"Power card must be blocked twice", "special", full=True)
WHOLE_OR_PARTS = texts(r"May be blocked as a whole or in parts", "special", full=True)


def _play(cards: list, name: str, target: str | None) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": name, "grid": dict(GRID)}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": dict(GRID)}]},
        },
        "turn": "A",
    }
    play = {"type": "attack", "by": "a1", "target": target, "cards": cards}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def _special(text: str, name: str) -> dict:
    return {"special": {"character": name, "name": "Card", "text": text}}


def _step_with(answer: dict, op: str) -> tuple[dict, dict]:
    return next((s, c) for s in answer["steps"] for c in s["changes"] if c.get("op") == op)


def test_the_ten_sets_print_the_wordings():
    assert len(VENTURE_COUNT) >= 4 and len(GUESS) >= 3 and len(TWICE) >= 2


@pytest.mark.parametrize("text", VENTURE_COUNT)
def test_raising_the_ventured_mission_cards_is_stated_for_the_table(text):
    name = re.match(r"^(.+?) may increase", text).group(1)
    answer = _play([_special(text, name)], name, None)  # a utility: no target (MR.6)
    step, change = _step_with(answer, "venture_count")
    assert (change["who"], change["amount"], change["by"]) == ("either", 1, name)
    assert "carried out at the table" in step["text"] and "OR.venture" in step["rules"]
    assert "venture_count" not in str(answer["warnings"])


@pytest.mark.parametrize("text", GUESS)
def test_a_guessed_defense_of_a_face_down_attack_is_stated(text):
    (rule,) = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "block_rule"]
    assert reach.is_applied(rule, "resolve") and not reach.is_applied(rule, "defense")
    name = re.match(r"^(.+?) (may )?plays? ", text).group(1)
    answer = _play([_special(text, name)], name, None)
    step, change = _step_with(answer, "block_rule")
    assert (change["rule"], change["who"]) == ("guess", "opponent")
    assert "guess" in step["text"] and "block_rule" not in str(answer["warnings"])


@pytest.mark.parametrize("text", TWICE)
def test_a_card_blocked_twice_is_applied_by_the_defense_check(text):
    # the defense it asks for is checked in test_card_effects_blocked_twice
    (rule,) = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "block_rule"]
    assert reach.is_applied(rule, "defense")
    icon = re.search(r"any (\w+)", text).group(1).lower()
    answer = _play([_special(text, "Ace"), {"power": icon, "value": 5}], "Ace", "b1")
    assert "block_rule" not in str(answer["warnings"])
    assert not any(c.get("op") == "block_rule" for s in answer["steps"] for c in s["changes"])


@pytest.mark.parametrize("text", WHOLE_OR_PARTS)
def test_a_card_blocked_in_parts_is_applied_by_the_defense_check(text):
    # the parts blocked and the parts hitting are checked in test_card_effects_blocked_in_parts
    (rule,) = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "block_rule"]
    assert reach.is_applied(rule, "defense") and reach.is_applied(rule, "resolve")


PUT = texts(r"Put (two|four) chosen cards (on top of Draw Pile|in your hand)", full=True)
EXCHANGE = texts(r"exchange remaining cards in hand with equal number of cards", full=True)


@pytest.mark.parametrize("text", PUT)
def test_chosen_cards_put_on_a_pile_or_in_the_hand_are_stated(text):
    count, where = re.search(
        r"Put (two|four) chosen cards (on top of Draw Pile|in your hand)", text
    ).groups()
    (put,) = [
        c for c in reach.walk(parse_effect(text).to_json()["clauses"]) if c["kind"] == "put_cards"
    ]
    words, change = pile_change(put, reach.clause_words(put))
    assert change["count"] == {"two": 2, "four": 4}[count]
    assert change["to"] == ("hand" if "hand" in where else "top_of_draw_pile")
    assert "carried out at the table" in words and reach.is_applied(put, "resolve")


@pytest.mark.parametrize("text", EXCHANGE)
def test_exchanging_the_hand_for_the_draw_pile_is_stated(text):
    answer = _play([_special(text, "Ace")], "Ace", None)
    step, change = _step_with(answer, "exchange_cards")
    assert (change["count"], change["give_from"]) == ("all", "hand")
    assert change["take_from"] == "top_of_draw_pile" and "carried out at the table" in step["text"]
    assert "exchange_cards" not in str(answer["warnings"])


OPEN_HANDED = texts(r"If successful, opponent must reveal Hand and play open-handed", full=True)


@pytest.mark.parametrize("text", GUESS)
def test_attacks_played_face_down_are_said_for_the_battle(text):
    name = re.match(r"^(.+?) (may )?plays? ", text).group(1)
    answer = _play([_special(text, name)], name, None)
    step, change = _step_with(answer, "effect_start")
    assert "face down" in step["text"] and "MR.19" in step["rules"]
    assert change["duration"] == "battle" and "play_face_down" not in str(answer["warnings"])


@pytest.mark.parametrize("text", OPEN_HANDED)
def test_a_successful_attack_has_the_opponent_play_open_handed(text):
    answer = _play([_special(text, "Ace")], "Ace", "b1")
    step, _change = _step_with(answer, "effect_start")
    assert "open-handed" in step["text"] or "open handed" in step["text"]
    assert "play_open_handed" not in str(answer["warnings"])
    assert not any(
        "open" in s["text"]
        for s in _play([_special(text.split(".")[0] + ".", "Ace")], "Ace", "b1")["steps"]
    )


REDRAW = texts(r"Both players may still redraw for played Event cards", full=True)


@pytest.mark.parametrize("text", REDRAW)
def test_the_refill_for_events_negated_is_said_for_the_table(text):
    # the events' effects are negated, and each player still refills for the event (OR.events)
    assert REDRAW
    answer = _play([_special(text, "Ace")], "Ace", None)
    step, _change = _step_with(answer, "effect_start")
    assert "redraw for played Event cards (carried out at the table)" in step["text"]
    assert "MR.19" in step["rules"] and "redraw_for_played" not in str(answer["warnings"])
