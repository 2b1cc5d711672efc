"""A turn spent placing cards ("For remainder of battle, each player may either take his turn
or place 1 card", ``turn_instead``): while the card is in play a player's place play during
the battle stands for his turn, no more cards than it names, and the turn goes to the
opponent (OR.fight, OR.placing, MR.19). Without it, cards are placed before the battle only.
Real texts of the ten sets, found by their wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
INSTEAD = texts(r"each player may either take his turn or place 1 card", "event", full=True)
POWER = {"power": "energy", "value": 4}
ATTACK = {"type": "attack", "player": "A", "by": "a1", "target": "b1", "cards": [POWER]}


def _answer(event: str | None, placed: list[dict], player: str = "B") -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    state = {"players": players, "turn": "A"}
    if event:
        state["in_play"] = [{"card": {"event": {"name": "Warp", "text": event}}, "player": "A"}]
    plays = [
        ATTACK,
        {"type": "defend", "player": "B", "by": "b1", "cards": [POWER]},
        {"type": "place", "player": player, "by": f"{player.lower()}1", "cards": placed},
    ]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert INSTEAD


@pytest.mark.parametrize("text", INSTEAD)
def test_the_clause_is_applied_in_the_resolver(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert [c["kind"] for c in clauses] == ["turn_instead"]
    assert reach.not_applied(clauses, "resolve") == []


@pytest.mark.parametrize("text", INSTEAD)
def test_a_player_places_a_card_as_his_turn(text):
    answer = _answer(text, [POWER])
    last = answer["steps"][-1]
    assert last["result"] == "placed"
    assert {"OR.placing", "OR.fight", "MR.19"} <= set(last["rules"])
    assert "instead of taking a turn, as Warp allows" in last["text"]
    assert answer["state"]["turn"] == "A"  # the placing was B's turn
    assert answer["state"]["players"]["B"]["front_line"][0]["placed"] == [POWER]
    assert not answer["warnings"]


@pytest.mark.parametrize("text", INSTEAD)
def test_no_more_cards_than_it_names_and_only_on_the_player_s_turn(text):
    two = _answer(text, [POWER, {"power": "fighting", "value": 3}])["steps"][-1]
    assert two["result"] == "illegal" and "MR.19" in two["rules"]
    assert "place 1 card(s) instead of a turn" in two["text"]
    early = _answer(text, [POWER], player="A")["steps"][-1]
    assert early["result"] == "illegal" and "OR.fight" in early["rules"]


def test_without_the_card_cards_are_placed_before_the_battle_only():
    last = _answer(None, [POWER])["steps"][-1]
    assert last["result"] == "illegal" and last["rules"] == ["OR.placing"]
