"""Writes for the rulings log: read a situation, resolve it, save the ruling given.

The situation is resolved again on save (never trusted from the browser), and the engine's
answer is stored with it, trimmed to what a reader of the ruling needs: each step's sentence,
result and rule ids, the KOs and the venture totals.
"""

from __future__ import annotations

import json
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, Group, Permission

from cards.grammar import parse_effect
from cards.lookup import DbCardLookup
from judge.errors import DeskError, FieldProblem
from rules.engine.resolve import resolve
from rules.engine.state import InputError
from rules.models import LoggedRuling
from rules.selectors_rulings import character_names
from rules.services_judging import request_from_text

#: Longest situation accepted as JSON text (the resolve page's bound).
SITUATION_MAX = 200_000
STEP_KEYS = ("n", "text", "result", "rules")


def _problem(message: str) -> DeskError:
    return DeskError(
        code="invalid_situation",
        message=f"situation: {message}",
        details=[FieldProblem("situation", message)],
    )


def read_situation(text: str) -> dict[str, Any]:
    """The situation as sent: JSON text of a resolve request, or the judge's notation (the
    resolve page sends that), checked for shape only."""
    if len(text) > SITUATION_MAX:
        raise _problem(f"is longer than {SITUATION_MAX} characters")
    if not text.lstrip().startswith("{"):
        data, _read_as = request_from_text(text)
        if not isinstance(data.get("state"), dict):
            raise _problem("write the players' characters, then the plays")
        return data
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise _problem(f"is not valid JSON ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("state"), dict):
        raise _problem('give an object with "state" (the board) and "plays" (a list)')
    if not isinstance(data.get("plays", []), list):
        raise _problem('"plays" must be a list')
    return data


def resolve_situation(situation: dict[str, Any]) -> dict[str, Any]:
    """The engine's answer, trimmed for the log; input problems become a ``DeskError``."""
    try:
        answer = resolve(
            situation["state"], situation.get("plays", []), DbCardLookup(), parse_effect
        )
    except InputError as exc:
        raise DeskError(
            code=exc.code,
            message=exc.message,
            details=[FieldProblem(path, message) for path, message in exc.problems],
        ) from None
    full = answer.to_json()
    return {
        "steps": [{key: step.get(key) for key in STEP_KEYS} for step in full["steps"]],
        "ko": full["ko"],
        "venture": full["venture"],
    }


def summarise(situation: dict[str, Any], resolution: dict[str, Any]) -> str:
    """One line: how many steps, who was KO'd, the venture totals."""
    names = character_names(situation)
    steps = len(resolution["steps"])
    parts = [f"{steps} step{'s' if steps != 1 else ''}"]
    kos = [f"{names.get(ko['id'], 'a character')} (step {ko['step']})" for ko in resolution["ko"]]
    if kos:
        parts.append("KO'd: " + ", ".join(kos))
    venture = resolution.get("venture") or {}
    totals = [f"{p} {venture[p]['total']}" for p in ("A", "B") if isinstance(venture.get(p), dict)]
    if totals:
        parts.append("venture " + ", ".join(totals))
    return " · ".join(parts)[:300]


def log_ruling(
    *,
    judge: AbstractBaseUser,
    situation: dict[str, Any],
    event: str,
    ruling: str,
    round: str = "",
    table: str = "",
    notes: str = "",
) -> LoggedRuling:
    """Resolve the situation and save it with the ruling given. Raises ``DeskError``."""
    resolution = resolve_situation(situation)
    entry = LoggedRuling(
        judge=judge,
        situation=situation,
        resolution=resolution,
        summary=summarise(situation, resolution),
        event=event.strip(),
        round=round.strip(),
        table=table.strip(),
        ruling=ruling.strip(),
        notes=notes.strip(),
    )
    entry.full_clean()
    entry.save()
    return entry


JUDGES_GROUP = "Judges"
#: What a judge may do with the log: add rulings, read and correct them (not delete).
JUDGE_PERMISSIONS = ("add_loggedruling", "view_loggedruling", "change_loggedruling")


def ensure_judges_group() -> Group:
    """The "Judges" group with the log's permissions (created after migrating)."""
    group, _ = Group.objects.get_or_create(name=JUDGES_GROUP)
    perms = Permission.objects.filter(
        content_type__app_label="rules", codename__in=JUDGE_PERMISSIONS
    )
    group.permissions.add(*perms)
    return group
