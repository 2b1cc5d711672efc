"""Discards a special makes, as the resolver states them (MR.5, OR.placing): the handling
notes printed after the discard ("Cards may be Placed or in Hand", "Cards chosen by
Opponent") say where the cards come from and who picks them. Real texts of the ten sets.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
PLACED_OR_HAND = texts(
    r"^Acts as a level \d \w+ attack\. ?If successful, target \w+ must discard \d cards of"
    r" opponent'?s choice\. Cards may be Placed (or )?in Hand\.?$",
    "special",
    full=True,
)
CHOSEN_BY = texts(
    r"^Opponent must discard \d cards from Hand\. Cards chosen by Opponent\.", "special"
)


def _discard(text: str, attack: bool) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Hero", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": "Hero", "name": "Real", "text": text}}
    play = {"type": "attack" if attack else "play", "by": "a1", "cards": [card]}
    if attack:
        play["target"] = "b1"
    steps = resolve(state, [play], MemoryLookup(), parse_effect).to_json()["steps"]
    return next(
        c | {"text": s["text"]} for s in steps for c in s["changes"] if c.get("op") == "discard"
    )


def test_the_ten_sets_print_the_wordings():
    assert len(PLACED_OR_HAND) >= 3 and CHOSEN_BY


@pytest.mark.parametrize("text", PLACED_OR_HAND)
def test_cards_may_be_placed_or_in_hand(text):
    found = _discard(text, attack=True)
    assert found["from"] == "hand_or_placed" and "hand or the cards placed" in found["text"]
    plain = _discard(text.rsplit(" Cards may", 1)[0], attack=True)
    assert plain["from"] == "hand"


@pytest.mark.parametrize("text", CHOSEN_BY)
def test_cards_chosen_by_the_player_who_discards(text):
    found = _discard(text, attack=False)
    assert found["chosen_by"] == "discarding_player"
    assert "chosen_by" not in _discard(text.split(". ")[0] + ".", attack=False)


AFFECTS_VENTURE = texts(
    r"^Remove 1 Hit from ([\w .'-]+?)'s Hits From the Current Battle\. Affects Venture Total\.?$",
    "special",
    full=True,
)


@pytest.mark.parametrize("text", AFFECTS_VENTURE)
def test_a_hit_removed_from_the_current_battle_leaves_the_venture_total(text):
    name = re.match(r"^Remove 1 Hit from ([\w .'-]+?)'s Hits", text).group(1)
    hurt = {
        "id": "a1",
        "name": name,
        "grid": GRID,
        "hits": [{"icon": "energy", "value": 3, "player": "B"}],
    }
    state = {
        "players": {
            "A": {"front_line": [hurt]},
            "B": {"front_line": [{"id": "b1", "name": "T", "grid": GRID}]},
        },
        "turn": "A",
    }
    card = {"special": {"character": name, "name": "Real", "text": text}}
    passes = [{"type": "pass", "player": "B"}, {"type": "pass", "player": "A"}]
    played = resolve(
        state,
        [{"type": "play", "by": "a1", "cards": [card]}, *passes],
        MemoryLookup(),
        parse_effect,
    )
    assert played.to_json()["venture"]["B"]["total"] == 0
    assert played.to_json()["warnings"] == []
    kept = resolve(
        state,
        [{"type": "pass", "player": "A"}, {"type": "pass", "player": "B"}],
        MemoryLookup(),
        parse_effect,
    )
    assert kept.to_json()["venture"]["B"]["total"] == 3
