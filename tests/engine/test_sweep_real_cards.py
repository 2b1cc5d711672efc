"""A sweep of the real cards: every special, event, location and inherent ability of the ten
sets whose text the grammar reads is put into a situation suited to its clauses and resolved.

The resolution never raises, and every clause the engine does not apply is named in the
answer's warnings (and, for a card played, in its step): a judge always knows when the service
could not take a card fully into account.
"""

from __future__ import annotations

from functools import cache
from types import SimpleNamespace

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.target_codes import untargeted

from .real_texts import rows

pytestmark = pytest.mark.slow

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
DEFENSES = {"avoid", "negate"}
ATTACKS = {"attack", "acts_as_power", "hit"}


@cache
def real_texts() -> dict[str, list[str]]:
    """Distinct texts per card type whose every sentence parses."""
    out: dict[str, set[str]] = {}
    for row, text in rows():
        kind = (row.get("Type") or "").strip().lower()
        wanted = kind in ("special", "event", "location", "character")
        if wanted and not parse_effect(text).unparsed:
            out.setdefault(kind, set()).add(text)
    return {k: sorted(v) for k, v in out.items()}


def _state(a: dict | None = None, in_play: list | None = None, home: str | None = None) -> dict:
    ace = {"id": "a1", "name": "Ace", "grid": GRID, **(a or {})}
    players = {
        "A": {"front_line": [ace, {"id": "a2", "name": "Aide", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    if home:
        players["A"]["home_base"] = {"card": home}
    return {"players": players, "turn": "A", "in_play": in_play or []}


POWER_ATTACK = {
    "type": "attack",
    "by": "a1",
    "target": "b1",
    "cards": [{"power": "fighting", "value": 5}],
}


def _check(answer: dict, name: str, clauses: list[dict], kind: str | None = None) -> None:
    assert answer["steps"], f"{name}: no step"
    # an inherent ability is read as a character's (its own permissions, ...)
    missing = reach.not_applied(clauses, card=("character", "") if kind == "character" else None)
    if not missing:
        return
    mine = [w for w in answer["warnings"] if w["card"] == name]
    played = [s for s in answer["steps"] if name in s["text"]]
    if played and played[0]["result"] == "illegal":
        return  # nothing of the card was applied, and its step says why
    assert mine, f"{name}: clauses not applied and not reported: {missing}"
    assert {c["kind"] for c in missing} <= set().union(*(w["kinds"] for w in mine))


@pytest.mark.parametrize("kind", ["special", "event", "location", "character"])
def test_every_real_card_resolves_and_names_what_is_not_applied(kind):
    texts = real_texts().get(kind, [])
    assert texts, f"no {kind} text of the ten sets parses"
    for text in texts:
        tree = parse_effect(text).to_json()
        clauses = tree["clauses"]
        kinds = {c["kind"] for c in clauses}
        lookup = MemoryLookup()
        if kind == "special":
            special = {"special": {"character": "Ace", "name": "Swept", "text": text}}
            name = "Ace - Swept"
            if kinds & DEFENSES:
                plays = [POWER_ATTACK, {"type": "defend", "by": "b1", "cards": [special]}]
                special["special"]["character"] = "Bolt"
                name = "Bolt - Swept"
            elif kinds & ATTACKS:
                plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [special]}]
            else:
                plays = [{"type": "play", "by": "a1", "cards": [special]}]
                if untargeted("play", [SimpleNamespace(name=name, clauses=clauses)], None):
                    plays[0]["target"] = "b1"  # "Target hero ...": the play names it
            answer = resolve(_state(), plays, lookup, parse_effect).to_json()
        elif kind == "event":
            effect = {"card": {"event": {"name": "Swept", "text": text}}, "player": "A"}
            answer = resolve(_state(in_play=[effect]), [POWER_ATTACK], lookup, parse_effect)
            answer, name = answer.to_json(), "Swept"
        elif kind == "location":
            lookup.add(CardDef(name="Swept Base", kind="location", text=text, effect=tree))
            answer = resolve(_state(home="Swept Base"), [POWER_ATTACK], lookup, parse_effect)
            answer, name = answer.to_json(), "Swept Base"
        else:
            answer = resolve(_state(a={"inherent": text}), [POWER_ATTACK], lookup, parse_effect)
            answer, name = answer.to_json(), "Ace"
        _check(answer, name, clauses, kind)
