"""Judging: ``POST resolve/``, ``checks/ko/``, ``checks/defense/``.

Thin views over ``rules.services_judging`` (which the desk pages call too): the pure engine
validates, resolves and answers with steps citing rule ids. Nothing is written.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api import schema_judging
from judge.errors import DeskError, FieldProblem
from rules.examples import DEFENSE_EXAMPLE, KO_EXAMPLE, RESOLVE_EXAMPLE
from rules.notation import render_notation
from rules.services_judging import run_defense_check, run_ko_check, run_resolve


def _body(request: Request) -> dict[str, Any]:
    data = request.data
    if not isinstance(data, dict):
        raise DeskError(
            code="invalid_request",
            message="request: the body must be a JSON object",
            details=[FieldProblem("request", "must be a JSON object")],
        )
    return data


def _schema(
    summary: str, example: str, value: dict[str, Any], *more: OpenApiExample, request: Any = dict
):
    """The OpenAPI description of a judging view: a JSON object in, a JSON object out."""
    return extend_schema(
        request=request,
        responses=dict,
        examples=[OpenApiExample(example, value=value, request_only=True), *more],
        summary=summary,
    )


class ResolveView(APIView):
    """Resolve plays on a board state step by step, each step citing its rules. The body is
    the JSON state and plays, or ``{"text": ...}`` in the situation notation; the answer
    carries the situation in the notation (``situation``) and the misspelt names it read as
    catalogue cards (``read_as``)."""

    computes_only = True

    @_schema(
        "Resolve plays on a board state",
        "A blocked power card attack",
        RESOLVE_EXAMPLE,
        OpenApiExample(
            "The same, in the situation notation",
            value={"text": render_notation(RESOLVE_EXAMPLE)},
            request_only=True,
        ),
        request=schema_judging.RESOLVE_REQUEST,
    )
    def post(self, request: Request) -> Response:
        return Response(run_resolve(_body(request)))


class KoCheckView(APIView):
    """Is a character (or battlesite) KO'd by its hits, and how?"""

    computes_only = True

    @_schema(
        "Check a KO",
        "Spectrum KO",
        KO_EXAMPLE,
        request=schema_judging.KO_REQUEST,
    )
    def post(self, request: Request) -> Response:
        return Response(run_ko_check(_body(request)))


class DefenseCheckView(APIView):
    """Does this defense legally stop this attack?"""

    computes_only = True

    @_schema(
        "Check a defense",
        "Power card against power card",
        DEFENSE_EXAMPLE,
        request=schema_judging.DEFENSE_REQUEST,
    )
    def post(self, request: Request) -> Response:
        return Response(run_defense_check(_body(request)))
