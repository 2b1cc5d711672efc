"""Reading effect trees as plain clause dictionaries.

The engine reads clauses in their JSON form (``design/effect-tree.md``) whatever they arrive
as: an ``effects.EffectTree``, its JSON, a bare list of clauses or nothing. Working on the JSON
form keeps the engine independent of how the grammar builds its objects.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator
from typing import Any

# Clause kinds whose effect lasts beyond the moment they are played (MR.19 applies to them).
LASTING_KINDS = frozenset(
    {
        "attack_modifier",
        "defense_modifier",
        "grid_change",
        "ko_threshold",
        "cannot_be_attacked",
        "must_attack",
        "play_restriction",
        "venture_modifier",
        "no_venture",
        "permission",
        "avoid",
        "negate",
        "shift",
        "defense_restriction",
        "additional_attack",
        "cannot_attack",
        "cannot_defend",
        "immunity",
        "exclusive",
        "lose_ability",
        "targeted_attack",
        "follow_up_attack",
        "defense_against_cards",
        "defend_card_holders",
        "normal_ko_rules",
        "cannot_be_kod",
        "continue_attacking",
        "skip_battle",
        "turn_instead",
    }
)


def tree_json(effect: Any) -> dict[str, Any] | None:
    """The JSON form of an effect tree, or ``None`` when there is none."""
    if effect is None:
        return None
    if isinstance(effect, dict):
        return effect
    if isinstance(effect, list | tuple):
        return {"status": "full", "clauses": [clause_json(c) for c in effect]}
    to_json = getattr(effect, "to_json", None)
    if callable(to_json):
        return to_json()
    if dataclasses.is_dataclass(effect) and not isinstance(effect, type):
        return dataclasses.asdict(effect)
    raise TypeError(f"not an effect tree: {type(effect).__name__}")


def clause_json(clause: Any) -> dict[str, Any]:
    if isinstance(clause, dict):
        return clause
    to_json = getattr(clause, "to_json", None)
    if callable(to_json):
        return to_json()
    raise TypeError(f"not a clause: {type(clause).__name__}")


def clauses_of(effect: Any) -> list[dict[str, Any]]:
    data = tree_json(effect)
    if not data:
        return []
    return [clause_json(c) for c in data.get("clauses") or ()]


def walk(clauses: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every clause, conditions' ``then`` included."""
    for c in clauses:
        yield c
        if c.get("kind") == "condition":
            yield from walk(c.get("then") or ())


def first(clauses: Iterable[dict[str, Any]], kind: str) -> dict[str, Any] | None:
    for c in clauses:
        if c.get("kind") == kind:
            return c
    return None


def of_kind(clauses: Iterable[dict[str, Any]], *kinds: str) -> list[dict[str, Any]]:
    return [c for c in clauses if c.get("kind") in kinds]


def tuple_of(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(str(v) for v in value)


def status_of(effect: Any) -> str:
    data = tree_json(effect)
    return str((data or {}).get("status") or "full")


def unparsed_text(effect: Any) -> list[str]:
    data = tree_json(effect) or {}
    return [str(u.get("text", "")) for u in data.get("unparsed") or () if u.get("text")]


def unconsumed_words(effect: Any) -> list[str]:
    """Words the grammar read but no clause kept (token accounting): the clauses read around
    them may miss what they say."""
    data = tree_json(effect) or {}
    return [str(u.get("word", "")) for u in data.get("unconsumed") or () if u.get("word")]
