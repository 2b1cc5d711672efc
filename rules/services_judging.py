"""Judging services shared by the API (``api.views_judging``) and the desk pages: resolve a
situation, check a KO, check a defense.

The pure engine validates (every problem with the path of its field) and answers with steps
citing rule ids. Cards come from the catalogue by name or slug, or inline; inline specials
are parsed by the effect grammar. Nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cards.grammar import parse_effect
from cards.lookup import DbCardLookup
from judge.errors import DeskError, FieldProblem
from rules.engine.checks import check_defense, check_ko
from rules.engine.resolve import resolve
from rules.engine.state import InputError


def input_error(exc: InputError) -> DeskError:
    return DeskError(
        code=exc.code,
        message=exc.message,
        details=[FieldProblem(path, message) for path, message in exc.problems],
    )


def judge(engine_call: Callable[..., Any], *args: Any) -> Any:
    """Call the engine with the catalogue's cards and the effect grammar; its input errors
    become the error object of the API contract."""
    try:
        return engine_call(*args, DbCardLookup(), parse_effect)
    except InputError as exc:
        raise input_error(exc) from None


def run_resolve(data: dict[str, Any]) -> dict[str, Any]:
    """Resolve a ``{"state", "plays"}`` request against the catalogue."""
    if "state" not in data:
        raise DeskError(
            code="invalid_state",
            message="state: is required",
            details=[FieldProblem("state", "is required")],
        )
    return judge(resolve, data["state"], data.get("plays", [])).to_json()


def run_ko_check(data: dict[str, Any]) -> dict[str, Any]:
    """Is a character (or battlesite) KO'd by its hits, and how?"""
    return judge(check_ko, data)


def run_defense_check(data: dict[str, Any]) -> dict[str, Any]:
    """Does this defense legally stop this attack?"""
    return judge(check_defense, data)
