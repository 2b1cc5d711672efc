"""On whom a card may only be played ("May only be played on a character with Strength 5 or
less", "... on a teammate with Intellect 6 or greater"; ``played_on``; no card of the ten sets
prints it, so the sentences are the grammar's own): a play naming a target without that
rating, or no target, is refused (MR.1, OR.character); "on a teammate" also names the side."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

ATTACK = (
    "Acts as a level 4 Energy attack. May only be played on a character with Strength 5 or less."
)
BOOST = (
    "Target teammate is +2 to all attacks for remainder of battle."
    " May only be played on a teammate with Intellect 6 or greater."
)


def _grid(strength: int = 7, intellect: int = 7) -> dict:
    return {"energy": 7, "fighting": 7, "strength": strength, "intellect": intellect}


def _answer(text: str, play: dict, b_strength: int = 7, a2_intellect: int = 7) -> dict:
    players = {
        "A": {
            "front_line": [
                {"id": "a1", "name": "Ace", "grid": _grid()},
                {"id": "a2", "name": "Abe", "grid": _grid(intellect=a2_intellect)},
            ]
        },
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": _grid(strength=b_strength)}]},
    }
    play = {
        "by": "a1",
        "cards": [{"special": {"character": "Ace", "name": "Card", "text": text}}],
        **play,
    }
    return resolve(
        {"turn": "A", "players": players}, [play], MemoryLookup(), parse_effect
    ).to_json()


@pytest.mark.parametrize(("strength", "result"), [(5, "attack"), (4, "attack"), (6, "illegal")])
def test_an_attack_only_on_a_character_of_a_rating_or_less(strength, result):
    step = _answer(ATTACK, {"type": "attack", "target": "b1"}, b_strength=strength)["steps"][0]
    assert step["result"] == result
    if result == "illegal":
        assert "Strength 5 or less (Bolt has 6)" in step["text"]
        assert {"MR.1", "OR.character"} <= set(step["rules"])


@pytest.mark.parametrize(("intellect", "target", "result"), [
    (6, "a2", "played"), (5, "a2", "illegal"), (7, "a1", "illegal"),
])  # fmt: skip
def test_a_card_only_on_a_teammate_of_a_rating_or_more(intellect, target, result):
    answer = _answer(BOOST, {"type": "play", "target": target}, a2_intellect=intellect)
    assert answer["steps"][0]["result"] == result


def test_a_play_naming_no_target_is_refused():
    step = _answer(BOOST, {"type": "play"})["steps"][0]
    assert step["result"] == "illegal" and "the play names none" in step["text"]


@pytest.mark.parametrize("text", [ATTACK, BOOST])
def test_the_reach_matrix_applies_it(text):
    assert not reach.not_applied(parse_effect(text).to_json()["clauses"])
    assert reach.not_applied([{"kind": "played_on", "who": "teammate", "modal": "may"}])
