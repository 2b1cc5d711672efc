"""Attacks after the opponent's concession, from real specials (MR.10.concede, MR.5.string):
"<X> may make 1 attack after opponent has conceded ... Opponent may defend." answers the
concession with a follow-up attack; played before any concession, it is refused."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import rows, texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
WORDING = r"^([\w ]+?) may make 1 attack after opponent has conceded"
AFTER = texts(WORDING, "special", full=True)
OWN_SIDE = [t for _r, t in rows("location") if re.search(r"attack after [\w ]+ has conceded", t)]


def _resolve(text: str, concede: bool) -> dict:
    state = {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": "Wolverine", "grid": dict(GRID)},
                    {"id": "a2", "name": "Mate", "grid": dict(GRID)},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": dict(GRID)}]},
        },
        "turn": "B" if concede else "A",
    }
    card = {"special": {"character": "Wolverine", "name": "Card", "text": text}}
    plays = [{"type": "concede", "player": "B"}] if concede else []
    plays += [
        {"type": "play", "player": "A", "by": "a1", "cards": [card]},
        {
            "type": "attack",
            "player": "A",
            "by": "a1",
            "target": "b1",
            "cards": [{"power": "strength", "value": 5}],
        },
    ]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wordings():
    assert len(AFTER) >= 2 and OWN_SIDE


@pytest.mark.parametrize("text", AFTER)
def test_the_card_answers_the_concession_with_an_attack(text):
    answer = _resolve(text.replace(re.match(WORDING, text).group(1), "Wolverine", 1), True)
    follow = [s for s in answer["steps"] if "as a follow-up" in s["text"]]
    assert len(follow) == 1 and "attacks Bolt" in follow[0]["text"]
    assert any(s["text"].startswith("The attack hits Bolt") for s in answer["steps"])
    assert answer["steps"][-1]["result"] == "battle_end"
    assert "attack_after_concede" not in str(answer["warnings"])


@pytest.mark.parametrize("text", AFTER)
def test_the_card_is_refused_before_any_concession(text):
    answer = _resolve(text, False)
    refused = answer["steps"][0]
    assert refused["result"] == "illegal" and "MR.10.concede" in refused["rules"]
    assert "after the opponent has conceded" in refused["text"]


def test_a_single_attack_after_the_owners_own_concession_is_the_concessions_answer():
    # the resolver offers the player who did not concede one answer (MR.10.concede), which is
    # that attack (test_card_effects_concession_answers); more than one is not applied
    clauses = [c for t in OWN_SIDE for c in reach.walk(parse_effect(t).to_json()["clauses"])]
    waiting = [c for c in clauses if c.get("kind") == "attack_after_concede"]
    assert waiting and all(reach.is_applied(c) for c in waiting)
    assert not any(reach.is_applied({**c, "count": 2}) for c in waiting)
    assert "own side" in reach.REACH["attack_after_concede"].limits
