"""Cards that may not be negated while a card lasts (MR.10, MR.19): "Target Character's Special
cards may not be Negated for remainder of game". A negate of a special the character it names
plays is refused; other characters' specials are negated as before. Real texts of the ten sets,
parsed by the grammar."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
SHIELDS = texts(r"^Target Character's Special cards may not be Negated", "special", full=True)
NEGATES = [
    t
    for t in texts(
        r"^Negates? the effects? of any 1 Special card( played by opponent)?\.",
        "special",
        full=True,
    )
    if "numerical attack" not in t  # barred from the level 4 attack below (use_restrictions)
]


def negate(shield: str | None, negator: str, attacker: str) -> str:
    state = {
        "players": {
            "A": {
                "front_line": [
                    {"id": "a1", "name": "Hero", "grid": GRID},
                    {"id": "a2", "name": "Mate", "grid": GRID},
                ]
            },
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": GRID}]},
        },
        "turn": "A",
    }
    if shield is not None:
        card = {"special": {"character": "Hero", "name": "Real", "text": shield}}
        state["in_play"] = [{"card": card, "player": "A", "by": "a1", "target": "a1"}]
    name = "Hero" if attacker == "a1" else "Mate"
    att = {
        "special": {"character": name, "name": "Blast", "text": "Acts as a level 4 Energy attack."}
    }
    neg = {"special": {"character": "Target", "name": "Stop", "text": negator}}
    plays = [
        {"type": "attack", "by": attacker, "target": "b1", "cards": [att]},
        {"type": "defend", "by": "b1", "cards": [neg]},
    ]
    answer = resolve(state, plays, MemoryLookup(), parse_effect).to_json()
    assert not any("not_negated" in w.get("kinds", []) for w in answer["warnings"])
    step = answer["steps"][1]
    if step["result"] == "illegal":
        assert "MR.19" in step["rules"] and "may not be negated" in step["text"]
    return step["result"]


def test_the_ten_sets_print_the_wordings():
    assert SHIELDS and NEGATES


@pytest.mark.parametrize("shield", SHIELDS)
@pytest.mark.parametrize("negator", NEGATES[:2])
def test_the_named_characters_specials_may_not_be_negated(shield, negator):
    assert negate(None, negator, "a1") == "negated"
    assert negate(shield, negator, "a1") == "illegal"
    assert negate(shield, negator, "a2") == "negated"  # another character's special
