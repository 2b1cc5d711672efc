"""A card in play that has its player choose a character (``choose_character``): the
character chosen is the one the effect in play names as its target, so the clauses that say
"chosen character" apply as to the target. With no target named, the choice is not applied and
the answer warns of it."""

from __future__ import annotations

from typing import Any

#: The fields of a clause that name a character.
_NAMING = ("who", "against")


def _as_target(value: Any) -> Any:
    if value == "chosen":
        return "target"
    if isinstance(value, list):
        return [_as_target(v) for v in value]
    return value


def _named(clause: dict[str, Any]) -> dict[str, Any]:
    out = {k: _as_target(v) if k in _NAMING else v for k, v in clause.items()}
    if isinstance(clause.get("then"), list):
        out["then"] = [_named(c) for c in clause["then"]]
    return out


def read_choice(clauses: list[dict[str, Any]], target: str | None) -> list[dict[str, Any]]:
    """The clauses of an effect in play, its chosen character read as ``target``; a choice
    with no target named is marked ``unnamed`` (not applied)."""
    if not any(c.get("kind") == "choose_character" for c in clauses):
        return clauses
    if target is None:
        return [
            {**c, "unnamed": True} if c.get("kind") == "choose_character" else c for c in clauses
        ]
    return [_named(c) for c in clauses]
