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
from rules.notation import NotationError, parse_notation, render_notation
from rules.notation.names import correct_names


def input_error(exc: InputError) -> DeskError:
    return DeskError(
        code=exc.code,
        message=exc.message,
        details=[FieldProblem(path, message) for path, message in exc.problems],
    )


def judge(engine_call: Callable[..., Any], *args: Any, **options: Any) -> Any:
    """Call the engine with the catalogue's cards and the effect grammar; its input errors
    become the error object of the API contract."""
    try:
        # every card the request names, fetched in one query before the engine asks
        return engine_call(*args, DbCardLookup().preload(args), parse_effect, **options)
    except InputError as exc:
        raise input_error(exc) from None


def notation_error(exc: NotationError) -> DeskError:
    return DeskError(
        code="invalid_notation",
        message=f"The situation could not be read: {exc}.",
        details=[FieldProblem("text", str(exc))],
    )


def request_from_text(text: Any) -> tuple[dict[str, Any], list[dict[str, str]]]:
    """The JSON request a situation in the notation writes, with misspelt catalogue names read
    as the closest cards (and the list of those readings)."""
    if not isinstance(text, str):
        raise DeskError(
            code="invalid_notation",
            message="text: must be the situation written in the notation",
            details=[FieldProblem("text", "must be a string")],
        )
    try:
        request = parse_notation(text)
    except NotationError as exc:
        raise notation_error(exc) from None
    read_as = correct_names(request, DbCardLookup().preload(request))
    return request, [r.as_dict() for r in read_as]


def run_resolve(data: dict[str, Any], *, board_at: int | None = None) -> dict[str, Any]:
    """Resolve a ``{"state", "plays"}`` request, or ``{"text": "<notation>"}``, against the
    catalogue. The answer carries the situation in the notation (``situation``) and the
    misspelt names read as others (``read_as``); with ``board_at`` (the desk's drawing) also
    the board before the first step (``initial``) and after that step (``board_then``)."""
    read_as: list[dict[str, str]] = []
    if "text" in data and not isinstance(data["text"], str):
        raise DeskError(
            code="invalid_notation",
            message="text: must be the situation written in the notation (a string)",
            details=[FieldProblem("text", "must be a string")],
        )
    if "text" in data and "state" not in data:
        data, read_as = request_from_text(data["text"])
        if "state" not in data:
            raise DeskError(
                code="invalid_notation",
                message="text: a situation to resolve has players and plays, not 'check ko'",
                details=[FieldProblem("text", "write the players' characters, then the plays")],
            )
    if "state" not in data:
        raise DeskError(
            code="invalid_state",
            message="state: is required",
            details=[FieldProblem("state", "is required")],
        )
    resolution = judge(resolve, data["state"], data.get("plays", []), board_at=board_at)
    answer = resolution.to_json()
    if board_at is not None:
        answer["initial"], answer["board_then"] = resolution.initial, resolution.board_then
    answer["situation"] = render_notation({"state": data["state"], "plays": data.get("plays", [])})
    answer["read_as"] = read_as
    return answer


def run_ko_check(data: dict[str, Any]) -> dict[str, Any]:
    """Is a character (or battlesite) KO'd by its hits, and how?"""
    return judge(check_ko, data)


def run_defense_check(data: dict[str, Any]) -> dict[str, Any]:
    """Does this defense legally stop this attack?"""
    return judge(check_defense, data)


def ko_meters(board: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each character's and battlesite's way toward a KO on a board of the engine's answer:
    points and threshold, power types hit and how many make a spectrum KO."""
    lookup = DbCardLookup()
    meters: dict[str, dict[str, Any]] = {}
    for player in (board.get("players") or {}).values():
        chars = [
            *player.get("front_line", []),
            *([player["reserve"]] if player.get("reserve") else []),
        ]
        requests = [{"character": c} for c in chars]
        if player.get("battlesite"):
            requests.append({"battlesite": player["battlesite"]})
        for request in requests:
            who = request.get("character") or request.get("battlesite")
            try:
                meters[str(who.get("id"))] = check_ko(request, lookup, parse_effect)
            except InputError:
                continue
    return meters
