"""Shared helpers of the situations of the eleventh and later draws of real cards (the plays a
judge makes, the answers read): a pass, player A's opening attack, one play's result, an attack
with some cards, a coded character, a card in play for the battle, the hits on a character."""

from __future__ import annotations

from tests.engine import judge_real_cards_api as j
from tests.engine.random_draw_sixth import _of_play

PASS = {"type": "pass"}
#: Player A's opening attack, so that player B's plays come on B's turn.
OPENING = j.power("a2", "b2", "energy", 1)


def play_result(client, players: dict, plays: list, n: int, in_play: list | None = None) -> str:
    """The result of play ``n`` of the situation."""
    return _of_play(j.resolve(client, players, plays, in_play), n)["result"]


def attack_with(by: str, target: str, *cards: dict) -> dict:
    """An attack with the cards given (named or inline)."""
    return {"type": "attack", "by": by, "target": target, "cards": list(cards)}


def hero(cid: str, name: str, code: str = "hero", **more) -> dict:
    """A character typed by the judge with a hero/villain code."""
    return {**j.char(cid, name, **more), "code": code}


def in_battle(card: str, player: str = "A", by: str = "a1") -> list[dict]:
    """The named card in play for the rest of the battle."""
    return [j.played(card, player, by) | {"duration": "battle"}]


def hit_count(answer: dict, side: str, i: int) -> int:
    """How many hits front-line character ``i`` of ``side`` has after the answer."""
    return len(answer["state"]["players"][side]["front_line"][i].get("hits") or [])


def string_of(client, players: dict, card: str, *follow: dict) -> tuple[int, list[str]]:
    """The attack value of ``a1``'s special ``card`` on ``b1``, and the results of the
    follow-up plays after it."""
    answer = j.resolve(client, players, [j.special("a1", "b1", card), *follow])
    return answer["steps"][0]["value"], [
        _of_play(answer, n)["result"] for n in range(1, len(follow) + 1)
    ]
