"""Table actions stated as narrowly as the card prints them (MR.6, MR.11): the cards revealed
are those the character can play, only those are played open-handed, the card removed is the
first one met, the card chosen may not be One Per Deck. The step says it for the table; the
same action without those words says nothing of them. Real texts of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
# (wording, words the step must say, a wording of the same action without the narrowing)
NARROWED = [
    (
        r"must reveal any cards in Hand playable by Target Character, and play those open",
        ("playable by Target Character", "open handed", "only the cards revealed"),
        r"opponent must reveal Hand and play open-handed",
    ),
    (r"Remove first card with an attack Value", ("Remove first card",), None),
    (r"May not be a \"One Per Deck\"", ("May not be a One Per Deck card",), None),
]


def _text(text: str) -> str:
    """The steps' words for the card played by Ace (on Bolt, when it affects Bolt's side)."""
    special = {"special": {"character": "Ace", "name": "Card", "text": text}}
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
    }
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [special]}
    answer = resolve(state, [play], MemoryLookup(), parse_effect).to_json()
    if answer["steps"][0]["result"] == "illegal":
        play = {"type": "play", "by": "a1", "cards": [special]}
        answer = resolve(state, [play], MemoryLookup(), parse_effect).to_json()
    assert not answer["warnings"], answer["warnings"]
    return " ".join(s["text"] for s in answer["steps"])


def _applied_steps(wording: str) -> list[str]:
    """The steps' words for each full special text with this wording, every clause applied."""
    found = texts(wording, "special", full=True)
    assert found, wording
    answers = []
    for text in found:
        clauses = [c.to_json() for c in parse_effect(text).clauses]
        assert all(reach.is_applied(c) for c in reach.walk(clauses)), text
        answers.append(_text(text))
    return answers


@pytest.mark.parametrize(("wording", "said", "plain"), NARROWED)
def test_the_step_says_the_narrowing_for_the_table(wording, said, plain):
    for steps in _applied_steps(wording):
        for words in said:
            assert words in steps, (words, steps)
    for text in texts(plain, "special", full=True) if plain else ():
        assert "only the cards revealed" not in _text(text)


# (wording, words the step says) of ways of playing and pile actions carried out at the table
AT_THE_TABLE = [
    (r"may Place Artifact cards face down for remainder of game", "face down"),
    (r"may sort through Draw Pile, select any Aspect card and play it immediately", "Aspect"),
]


@pytest.mark.parametrize(("wording", "said"), AT_THE_TABLE)
def test_the_step_says_the_table_action(wording, said):
    for steps in _applied_steps(wording):
        assert said in steps and "carried out at the table" in steps, steps
