"""Judging checks: ``POST checks/venture/``, ``checks/priority/``, ``checks/renege/``.

Thin views: DRF serializers validate the request (errors name the path of the bad field),
the pure engine (``rules.engine.venture``, ``priority``, ``renege``) decides, and the
answer carries the rule ids and sentences a judge can read aloud. Nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from judge.errors import DeskError, FieldProblem
from judge.fields import StrictBooleanField, StrictCharField, StrictIntegerField
from rules.engine import priority as prio
from rules.engine import renege as ren
from rules.engine import venture as ven
from rules.requests_checks import (
    ENGINE_INPUT_ERRORS,
    MissionsSerializer,
    PriorityCheckSerializer,
    RenegeCheckSerializer,
    VentureCheckSerializer,
    VenturedSerializer,
    players_from,
    priority_effects,
    renege_case,
)


def _invalid(path: str, message: str, code: str = "invalid_request") -> DeskError:
    return DeskError(code=code, message=f"{path}: {message}", details=[FieldProblem(path, message)])


def _validated(serializer_class: type[serializers.Serializer], request: Request) -> dict:
    serializer = serializer_class(data=request.data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _answer(decide: Callable[[Any], Any], case: Any) -> Response:
    """The engine's answer to ``case``, or a 400 naming the field the engine refused."""
    try:
        result = decide(case)
    except ENGINE_INPUT_ERRORS as exc:
        raise _invalid(exc.path, exc.message) from None
    return Response(result.as_dict())


# ------------------------------------------------------------------------------- venture


class NoteSerializer(serializers.Serializer):
    text = StrictCharField()
    rules = serializers.ListField(child=StrictCharField())
    player = StrictCharField(required=False)


class VentureAnswerSerializer(serializers.Serializer):
    legal = StrictBooleanField()
    violations = NoteSerializer(many=True)
    outcome = serializers.ChoiceField(choices=("won", "conceded", "draw", "illegal"))
    winner = StrictCharField(allow_null=True, help_text="Winner of the battle's venture.")
    totals = serializers.DictField(child=StrictIntegerField(allow_null=True))
    breakdown = serializers.DictField(help_text="What counted toward each total, and why.")
    missions = serializers.DictField(child=MissionsSerializer())
    carried_over = serializers.DictField(
        child=VenturedSerializer(), help_text="Ventured cards that stay ventured after a draw."
    )
    penalty_draws = serializers.DictField(
        child=StrictIntegerField(),
        help_text="Cards each player may draw because the other ventured more than two.",
    )
    game_over = StrictBooleanField()
    game_winner = StrictCharField(allow_null=True)
    messages = NoteSerializer(many=True)
    rules = serializers.ListField(child=StrictCharField())


class VentureCheckView(APIView):
    """Settle a battle's venture: totals, winner, the mission ladder and penalty draws."""

    computes_only = True

    @extend_schema(
        summary="Settle the venture",
        request=VentureCheckSerializer,
        responses=VentureAnswerSerializer,
        examples=[
            OpenApiExample(
                "Venture totals given",
                request_only=True,
                value={
                    "players": {
                        "A": {
                            "missions": {"reserve": 7, "completed": 0, "defeated": 0},
                            "ventured": {"reserve": 2, "completed": 0},
                            "venture_total": 14,
                        },
                        "B": {
                            "missions": {"reserve": 7, "completed": 0, "defeated": 0},
                            "ventured": {"reserve": 3, "completed": 0},
                            "hits_scored": [
                                {"icon": "strength", "value": 5},
                                {"icon": "energy", "value": 7, "target": "battlesite"},
                            ],
                            "modifiers": [{"value": 2, "source": "inherent", "from": "reserve"}],
                        },
                    }
                },
            )
        ],
    )
    def post(self, request: Request) -> Response:
        data = _validated(VentureCheckSerializer, request)
        return _answer(ven.settle_battle, players_from(data["players"]))


# ------------------------------------------------------------------------------- priority


class RankedSerializer(serializers.Serializer):
    id = StrictCharField()
    type = StrictCharField()
    ranks_as = serializers.ChoiceField(choices=prio.PRIORITY)
    rank = StrictIntegerField(help_text="1 (events) to 7 (power cards).")
    played = StrictIntegerField(help_text="Position in the order played, from 1.")


class PriorityAnswerSerializer(serializers.Serializer):
    winner = StrictCharField()
    order = serializers.ListField(child=StrictCharField(), help_text="Ids, winner first.")
    ranking = RankedSerializer(many=True)
    messages = NoteSerializer(many=True)
    rules = serializers.ListField(child=StrictCharField())


class PriorityCheckView(APIView):
    """Which of several conflicting effects prevails (MR.17)."""

    computes_only = True

    @extend_schema(
        summary="Effective priority",
        request=PriorityCheckSerializer,
        responses=PriorityAnswerSerializer,
        examples=[
            OpenApiExample(
                "A special against an event",
                request_only=True,
                value={
                    "effects": [
                        {"id": "e1", "type": "special", "text": "Opponent may not attack."},
                        {"id": "e2", "type": "event", "text": "Both teams must attack."},
                    ]
                },
            )
        ],
    )
    def post(self, request: Request) -> Response:
        data = _validated(PriorityCheckSerializer, request)
        return _answer(prio.resolve_priority, priority_effects(data))


# ------------------------------------------------------------------------------- renege


class RenegeAnswerSerializer(serializers.Serializer):
    is_renege = StrictBooleanField()
    penalty = serializers.ChoiceField(choices=ren.PENALTIES)
    game_loss = StrictBooleanField(help_text="The offender loses the match.")
    missions = serializers.DictField(child=MissionsSerializer(), allow_null=True)
    game_over = StrictBooleanField()
    game_winner = StrictCharField(allow_null=True)
    steps = NoteSerializer(many=True)
    rules = serializers.ListField(child=StrictCharField())


class RenegeCheckView(APIView):
    """The renege ruling for one offence (MR.13.renege, MR.13.renege-offences)."""

    computes_only = True

    @extend_schema(
        summary="Renege ruling",
        request=RenegeCheckSerializer,
        responses=RenegeAnswerSerializer,
        examples=[
            OpenApiExample(
                "A duplicate kept after the venture",
                request_only=True,
                value={
                    "offender": "A",
                    "offence": "illegal_duplicate",
                    "judge_called": True,
                    "players": {
                        "A": {"missions": {"reserve": 7}, "ventured": {"reserve": 2}},
                        "B": {"missions": {"reserve": 7}, "ventured": {"reserve": 1}},
                    },
                },
            )
        ],
    )
    def post(self, request: Request) -> Response:
        data = _validated(RenegeCheckSerializer, request)
        return _answer(ren.rule_on_renege, renege_case(data))
