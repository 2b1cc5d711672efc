"""Actions the table carries out, stated so a judge knows exactly what to do (MR.6,
OR.discard-piles, OR.mission): a discard from the hand names the cards its filter takes ("all
cards with a Strength icon": the step says Strength), and a mission move says may or must and
the two piles ("may move 1 mission card(s) from the Defeated Missions pile to the Completed
Missions pile"). Nothing of either is left unsaid in the warnings. Real texts of the ten
sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
HAND = texts(r"^Opponent must immediately discard all cards with an? (\w+) icon currently held in hand", full=True)  # fmt: skip
KO_MOVES = texts(r"If Target Character is K\.O\.'d by this Hit, \w+ may move 1 Mission card", full=True)  # fmt: skip


def _steps(text: str, play: dict, hits: list | None = None) -> tuple[list[str], list]:
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID, "hits": hits or []}
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [bolt]},
    }
    card = {"special": {"character": "Ace", "name": "Card", "text": text}}
    answer = resolve(
        {"turn": "A", "players": players}, [{**play, "cards": [card]}], MemoryLookup(), parse_effect
    )
    out = answer.to_json()
    return [s["text"] for s in out["steps"]], out["warnings"]


def test_the_ten_sets_print_the_wordings():
    assert len(HAND) >= 2 and KO_MOVES


@pytest.mark.parametrize("text", HAND)
def test_a_discard_from_the_hand_names_the_cards_it_takes(text):
    icon = re.search(r"cards with an? (\w+) icon", text).group(1)
    said, warnings = _steps(text, {"type": "play", "by": "a1"})
    (step,) = [s for s in said if "must discard" in s]
    assert icon in step and not warnings


@pytest.mark.parametrize("text", KO_MOVES)
def test_a_mission_move_on_a_ko_says_may_and_the_piles(text):
    hits = [{"icon": "energy", "value": v, "record": "permanent"} for v in (8, 6, 5)]
    said, warnings = _steps(text, {"type": "attack", "by": "a1", "target": "b1"}, hits)
    (step,) = [s for s in said if "mission card" in s]
    assert "may move 1 mission card(s) from the Defeated Missions pile to the Completed" in step
    assert not warnings
