"""Draws owed for each card of a kind the opponent plays (the ten sets' "For remainder of game,
both players must draw 1 card from top of Draw Pile for each Activator card played by
Opponent. Draw card before resolving Opponent's action. Discard duplicates."): each time the
opponent plays an activator, a step right after the play, before its attack is resolved, says
both players draw a card, with the duplicates discarded, for the table (MR.19, MR.1); the
player's own activators and the opponent's other cards owe none."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

TEXTS = texts(r"for each Activator card played by Opponent\. Draw card before resolving", "aspect")
GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
LOOKUP = MemoryLookup([CardDef(name="Base", kind="location", text="")])


def _kick(char: str) -> dict:
    return {
        "special": {"character": char, "name": "Kick", "text": "Acts as a level 6 Fighting attack."}
    }


def _answer(text: str, attack: dict, turn: str = "A", played: bool = False) -> dict:
    def side(cid: str, name: str) -> dict:
        site = {"name": f"{name} Site", "specials": [_kick(name)]}
        return {"front_line": [{"id": cid, "name": name, "grid": GRID}], "battlesite": site}

    players = {"A": side("a1", "Ace"), "B": {**side("b1", "Bolt"), "home_base": {"card": "Base"}}}
    aspect = {"aspect": {"name": "Refuge", "home_base": "Base", "text": text}}
    state = {"turn": "B" if played else turn, "players": players, "in_play": []}
    plays = [attack]
    if played:
        plays = [{"type": "play", "by": "home_base", "cards": [aspect]}, attack]
    else:
        state["in_play"] = [{"card": aspect, "player": "B", "duration": "game"}]
    return resolve(state, plays, LOOKUP, parse_effect).to_json()


def _activator(by: str, target: str, char: str) -> dict:
    card = {"activator": char, "special": _kick(char)}
    return {"type": "attack", "by": by, "target": target, "cards": [card]}


def _draw_steps(answer: dict) -> list[dict]:
    return [s for s in answer["steps"] if any(c["op"] == "draw" for c in s["changes"])]


def test_the_ten_sets_print_the_card():
    assert TEXTS


@pytest.mark.parametrize("played", [False, True])
@pytest.mark.parametrize("text", TEXTS)
def test_an_opponents_activator_owes_both_players_a_draw_before_it_resolves(text, played):
    answer = _answer(text, _activator("a1", "b1", "Ace"), played=played)
    (step,) = _draw_steps(answer)
    assert "both players must draw 1 card(s)" in step["text"]
    assert "before the action is resolved" in step["text"]
    assert {"MR.19", "MR.1"} <= set(step["rules"])
    kinds = [s["result"] for s in answer["steps"]]
    assert kinds.index("effect", kinds.index("attack")) < kinds.index("hit")
    assert not answer["warnings"]


@pytest.mark.parametrize("text", TEXTS)
def test_the_players_own_activator_and_other_cards_owe_none(text):
    own = _answer(text, _activator("b1", "a1", "Bolt"), turn="B")
    power = {"type": "attack", "by": "a1", "target": "b1"}
    power["cards"] = [{"power": "fighting", "value": 5}]
    assert not _draw_steps(own) and not _draw_steps(_answer(text, power))


@pytest.mark.parametrize("text", TEXTS)
def test_the_reach_matrix_reads_the_timing_with_the_draws(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert not reach.not_applied(clauses, card=("aspect", ""))
    (timing,) = [c for c in clauses if c["kind"] == "trigger"]
    assert reach.not_applied([timing])  # alone, it names no draws it times
