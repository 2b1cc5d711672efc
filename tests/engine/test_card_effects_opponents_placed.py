"""A special whose opponent must discard every placed card of a kind ("Opponent must discard
all placed Ally cards, and is -3 to Venture total"): as the card resolves, the cards of that
kind leave every character of the opponent's side, to their piles (OR.discard-piles); other
placed cards, and the player's own, stay. Real texts of the ten sets, found by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
WORDING = r"^Opponent must discard all placed (\w+) cards, and is -3 to Venture total"
PLOYS = texts(WORDING, "special", full=True)
#: A placed card of each kind, by the kind a card may name.
PLACED = {"ally": "Cheetah", "basic": "Strong Arm", "tactic": "Kit"}


def _lookup() -> MemoryLookup:
    lookup = MemoryLookup()
    lookup.add(CardDef(name="Cheetah", kind="universe", subtype="ally", text="x"))
    lookup.add(CardDef(name="Strong Arm", kind="universe", subtype="basic", text="x"))
    lookup.add(CardDef(name="Kit", kind="tactic", subtype="doubleshot", text="x"))
    return lookup


def _placed() -> list[dict]:
    return [{"card": name} for name in PLACED.values()] + [{"power": "energy", "value": 3}]


def _char(cid: str) -> dict:
    return {"id": cid, "name": cid.upper(), "grid": GRID, "placed": _placed()}


def _answer(text: str) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{**_char("a1"), "name": "Ace"}, _char("a2")]},
            "B": {"front_line": [_char("b1"), _char("b2")]},
        },
        "turn": "A",
    }
    special = {"special": {"character": "Ace", "name": "Ploy", "text": text}}
    plays = [{"type": "attack", "by": "a1", "cards": [special]}]
    return resolve(state, plays, _lookup(), parse_effect).to_json()


def _left(answer: dict, side: str) -> list[list[str]]:
    return [
        [p.get("card") or p.get("power") for p in c["placed"]]
        for c in answer["state"]["players"][side]["front_line"]
    ]


def test_the_ten_sets_print_the_wording():
    assert len(PLOYS) >= 3
    for text in PLOYS:
        (clause,) = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "discard"]
        assert reach.is_applied(clause, "resolve")


@pytest.mark.parametrize("text", PLOYS)
def test_the_opponents_placed_cards_of_the_kind_leave_as_the_card_resolves(text):
    kind = re.match(WORDING, text, re.IGNORECASE).group(1).lower()
    gone = {n for k, n in PLACED.items() if k == kind or (kind == "universe" and k != "tactic")}
    answer = _answer(text)
    kept = [n for n in [*PLACED.values(), "energy"] if n not in gone]
    assert _left(answer, "B") == [kept, kept]
    assert _left(answer, "A") == [[*PLACED.values(), "energy"]] * 2
    # the step right after the attack takes them off, citing the piles they go to
    step = answer["steps"][1]
    assert "OR.discard-piles" in step["rules"] and step["play"] == 0
    moved = [c for c in step["changes"] if c["op"] == "discard" and c.get("card")]
    assert sorted(c["card"] for c in moved) == sorted(list(gone) * 2)
    assert {c["player"] for c in moved} == {"B"}
    assert not any("discard" in w["kinds"] for w in answer["warnings"])
