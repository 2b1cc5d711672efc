"""Judging: ``POST resolve/``, ``checks/ko/``, ``checks/defense/``.

Thin views: the pure engine validates (every problem with the path of its field), resolves and
answers with steps citing rule ids. Cards come from the catalogue by name or slug, or inline;
inline specials are parsed by the effect grammar. Nothing is written.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from cards.grammar import parse_effect
from cards.lookup import DbCardLookup
from judge.errors import DeskError, FieldProblem
from rules.engine.checks import check_defense, check_ko
from rules.engine.resolve import resolve
from rules.engine.state import InputError

MAX_BODY_PLAYS = 500


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


def run_resolve(data: dict[str, Any]) -> dict[str, Any]:
    """Resolve a ``{"state", "plays"}`` request against the catalogue (used by the page too)."""
    if "state" not in data:
        raise DeskError(
            code="invalid_state",
            message="state: is required",
            details=[FieldProblem("state", "is required")],
        )
    try:
        return resolve(data["state"], data.get("plays", []), DbCardLookup(), parse_effect).to_json()
    except InputError as exc:
        raise input_error(exc) from None


_RESOLVE_EXAMPLE = {
    "state": {
        "players": {
            "A": {
                "front_line": [
                    {
                        "id": "a1",
                        "name": "Wolverine",
                        "grid": {"energy": 3, "fighting": 7, "strength": 5, "intellect": 3},
                    }
                ]
            },
            "B": {
                "front_line": [
                    {
                        "id": "b1",
                        "name": "Hulk",
                        "grid": {"energy": 4, "fighting": 6, "strength": 8, "intellect": 3},
                    }
                ]
            },
        },
        "turn": "A",
    },
    "plays": [
        {
            "type": "attack",
            "player": "A",
            "by": "a1",
            "target": "b1",
            "cards": [{"power": "fighting", "value": 7}],
        },
        {"type": "defend", "player": "B", "by": "b1", "cards": [{"power": "strength", "value": 8}]},
    ],
}


class ResolveView(APIView):
    """Resolve plays on a board state step by step, each step citing its rules."""

    computes_only = True

    @extend_schema(
        request=dict,
        responses=dict,
        examples=[
            OpenApiExample("A blocked power card attack", value=_RESOLVE_EXAMPLE, request_only=True)
        ],
        summary="Resolve plays on a board state",
    )
    def post(self, request: Request) -> Response:
        return Response(run_resolve(_body(request)))


class KoCheckView(APIView):
    """Is a character (or battlesite) KO'd by its hits, and how?"""

    computes_only = True

    @extend_schema(
        request=dict,
        responses=dict,
        examples=[
            OpenApiExample(
                "Spectrum KO",
                value={
                    "character": {
                        "name": "Hulk",
                        "grid": {"energy": 4, "fighting": 6, "strength": 8, "intellect": 3},
                        "hits": [
                            {"icon": "strength", "value": 2, "record": "permanent"},
                            {"icon": "energy", "value": 1},
                            {"icon": "fighting", "value": 1},
                        ],
                    }
                },
                request_only=True,
            )
        ],
        summary="Check a KO",
    )
    def post(self, request: Request) -> Response:
        try:
            return Response(check_ko(_body(request), DbCardLookup(), parse_effect))
        except InputError as exc:
            raise input_error(exc) from None


class DefenseCheckView(APIView):
    """Does this defense legally stop this attack?"""

    computes_only = True

    @extend_schema(
        request=dict,
        responses=dict,
        examples=[
            OpenApiExample(
                "Power card against power card",
                value={
                    "attack": {
                        "by": {
                            "name": "Wolverine",
                            "grid": {"energy": 3, "fighting": 7, "strength": 5, "intellect": 3},
                        },
                        "cards": [{"power": "fighting", "value": 7}],
                    },
                    "defense": {
                        "by": {
                            "name": "Hulk",
                            "grid": {"energy": 4, "fighting": 6, "strength": 8, "intellect": 3},
                        },
                        "cards": [{"power": "strength", "value": 8}],
                    },
                },
                request_only=True,
            )
        ],
        summary="Check a defense",
    )
    def post(self, request: Request) -> Response:
        try:
            return Response(check_defense(_body(request), DbCardLookup(), parse_effect))
        except InputError as exc:
            raise input_error(exc) from None
