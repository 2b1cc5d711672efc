"""Judging: ``POST resolve/``, ``checks/ko/``, ``checks/defense/``.

Thin views: the pure engine validates (every problem with the path of its field), resolves and
answers with steps citing rule ids. Cards come from the catalogue by name or slug, or inline;
inline specials are parsed by the effect grammar. Nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api import schema_judging
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


def _body(request: Request) -> dict[str, Any]:
    data = request.data
    if not isinstance(data, dict):
        raise DeskError(
            code="invalid_request",
            message="request: the body must be a JSON object",
            details=[FieldProblem("request", "must be a JSON object")],
        )
    return data


def _judge(engine_call: Callable[..., Any], *args: Any) -> Any:
    """Call the engine with the catalogue's cards and the effect grammar; its input errors
    become the API's error object."""
    try:
        return engine_call(*args, DbCardLookup(), parse_effect)
    except InputError as exc:
        raise input_error(exc) from None


def run_resolve(data: dict[str, Any]) -> dict[str, Any]:
    """Resolve a ``{"state", "plays"}`` request against the catalogue (used by the page too)."""
    if "state" not in data:
        raise DeskError(
            code="invalid_state",
            message="state: is required",
            details=[FieldProblem("state", "is required")],
        )
    return _judge(resolve, data["state"], data.get("plays", [])).to_json()


#: Two characters for the examples (the page's too): name and power grid.
WOLVERINE = {
    "name": "Wolverine",
    "grid": {"energy": 3, "fighting": 7, "strength": 5, "intellect": 3},
}
HULK = {"name": "Hulk", "grid": {"energy": 4, "fighting": 6, "strength": 8, "intellect": 3}}
#: Wolverine ("a1") attacks the Hulk ("b1") with a level 7 Fighting power card.
WOLVERINE_ATTACKS = {
    "type": "attack",
    "player": "A",
    "by": "a1",
    "target": "b1",
    "cards": [{"power": "fighting", "value": 7}],
}

_RESOLVE_EXAMPLE = {
    "state": {
        "players": {
            "A": {"front_line": [{"id": "a1", **WOLVERINE}]},
            "B": {"front_line": [{"id": "b1", **HULK}]},
        },
        "turn": "A",
    },
    "plays": [
        WOLVERINE_ATTACKS,
        {"type": "defend", "player": "B", "by": "b1", "cards": [{"power": "strength", "value": 8}]},
    ],
}


def _schema(summary: str, example: str, value: dict[str, Any], request: Any = dict):
    """The OpenAPI description of a judging view: a JSON object in, a JSON object out."""
    return extend_schema(
        request=request,
        responses=dict,
        examples=[OpenApiExample(example, value=value, request_only=True)],
        summary=summary,
    )


class ResolveView(APIView):
    """Resolve plays on a board state step by step, each step citing its rules."""

    computes_only = True

    @_schema(
        "Resolve plays on a board state",
        "A blocked power card attack",
        _RESOLVE_EXAMPLE,
        schema_judging.RESOLVE_REQUEST,
    )
    def post(self, request: Request) -> Response:
        return Response(run_resolve(_body(request)))


class KoCheckView(APIView):
    """Is a character (or battlesite) KO'd by its hits, and how?"""

    computes_only = True

    @_schema(
        "Check a KO",
        "Spectrum KO",
        {
            "character": {
                **HULK,
                "hits": [
                    {"icon": "strength", "value": 2, "record": "permanent"},
                    {"icon": "energy", "value": 1},
                    {"icon": "fighting", "value": 1},
                ],
            }
        },
        schema_judging.KO_REQUEST,
    )
    def post(self, request: Request) -> Response:
        return Response(_judge(check_ko, _body(request)))


class DefenseCheckView(APIView):
    """Does this defense legally stop this attack?"""

    computes_only = True

    @_schema(
        "Check a defense",
        "Power card against power card",
        {
            "attack": {"by": WOLVERINE, "cards": [{"power": "fighting", "value": 7}]},
            "defense": {"by": HULK, "cards": [{"power": "strength", "value": 8}]},
        },
        schema_judging.DEFENSE_REQUEST,
    )
    def post(self, request: Request) -> Response:
        return Response(_judge(check_defense, _body(request)))
