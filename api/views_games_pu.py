"""Power Up!: ``POST games/power-up/combat/``, ``chain/``, ``winner/``, ``deck/`` (games.md).

Thin views: :mod:`rules.games.power_up` checks the body (a 400 names each bad field) and
calls the pure engine; the answers carry steps citing ``PU.*`` rule ids. Nothing is written,
so anonymous POST is allowed like the other judging endpoints.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.serializers_cards import CatalogueErrorSerializer
from rules.games import power_up as pu


class GameStepSerializer(serializers.Serializer):
    """One step of a resolution, in OverPower's step shape."""

    n = serializers.IntegerField()
    play = serializers.IntegerField(allow_null=True, help_text="Always null in the other games.")
    text = serializers.CharField(help_text='One sentence; an open case says "reading: ...".')
    rules = serializers.ListField(child=serializers.CharField(), help_text="Rule ids applied.")
    result = serializers.CharField()
    changes = serializers.ListField(child=serializers.DictField())


def game_view(
    name: str,
    summary: str,
    request: type[serializers.Serializer],
    answer: type[serializers.Serializer],
    examples: dict[str, dict[str, Any]],
    call: Callable[[Any], dict[str, Any]],
) -> type[APIView]:
    """An APIView that answers ``call(body)``, documented with its shapes and examples."""

    @extend_schema(
        summary=summary,
        request=request,
        responses={
            200: answer,
            400: OpenApiResponse(CatalogueErrorSerializer, description="A field is invalid."),
        },
        examples=[
            OpenApiExample(title, value=value, request_only=True)
            for title, value in examples.items()
        ],
    )
    def post(self: APIView, request: Request) -> Response:
        return Response(call(request.data))

    return type(
        name,
        (APIView,),
        {"computes_only": True, "post": post, "__doc__": summary, "__module__": __name__},
    )


class PowerUpCombatAnswerSerializer(serializers.Serializer):
    legal = serializers.BooleanField()
    reasons = serializers.ListField(child=serializers.CharField())
    attack = serializers.IntegerField(allow_null=True, help_text="null when the attack is illegal.")
    defense = serializers.IntegerField(allow_null=True, help_text="null when nobody blocks.")
    wounds = serializers.DictField(
        child=serializers.IntegerField(), help_text='Wounds dealt, by character id, and "hq".'
    )
    ko = serializers.ListField(child=serializers.CharField())
    knelt = serializers.ListField(child=serializers.CharField(), help_text="Knelt after combat.")
    stunned = serializers.ListField(child=serializers.CharField())
    steps = GameStepSerializer(many=True)


class PowerUpChainAnswerSerializer(serializers.Serializer):
    order = serializers.ListField(child=serializers.CharField(), help_text="Resolution order.")
    steps = GameStepSerializer(many=True)


class PowerUpWinnerAnswerSerializer(serializers.Serializer):
    winner = serializers.CharField(allow_null=True, help_text='"1", "2", or null for none.')
    decided_by = serializers.ChoiceField(
        choices=("hq", "stars", "ran_out_first", "no_more_heroes", "draw", "not_over")
    )
    steps = GameStepSerializer(many=True)


class PowerUpViolationSerializer(serializers.Serializer):
    rule = serializers.CharField()
    message = serializers.CharField()
    cards = serializers.ListField(child=serializers.CharField())


class PowerUpDeckAnswerSerializer(serializers.Serializer):
    legal = serializers.BooleanField()
    violations = PowerUpViolationSerializer(many=True)
    counts = serializers.DictField(help_text="Cards per deck, per rarity and per kind.")


PowerUpCombatView = game_view(
    "PowerUpCombatView",
    "Power Up!: resolve one attack or Team-Up challenge",
    pu.PowerUpCombatSerializer,
    PowerUpCombatAnswerSerializer,
    {
        "Paige attacks Blazing Brandon": pu.COMBAT_EXAMPLE,
        "Unblocked attack": {"attacker": pu.PAIGE, "defender": None},
        "Team-Up challenge": pu.TEAM_UP_EXAMPLE,
    },
    pu.combat,
)
PowerUpChainView = game_view(
    "PowerUpChainView",
    "Power Up!: the order a Power Chain resolves in",
    pu.PowerUpChainSerializer,
    PowerUpChainAnswerSerializer,
    {"The rulebook's chain": pu.CHAIN_EXAMPLE},
    pu.chain,
)
PowerUpWinnerView = game_view(
    "PowerUpWinnerView",
    "Power Up!: who wins, and by which test",
    pu.PowerUpWinnerSerializer,
    PowerUpWinnerAnswerSerializer,
    {"Out of Power cards, HQs tied": pu.WINNER_EXAMPLE},
    pu.winner,
)
PowerUpDeckView = game_view(
    "PowerUpDeckView",
    "Power Up!: is a deck legal",
    pu.PowerUpDeckSerializer,
    PowerUpDeckAnswerSerializer,
    {"A legal deck": pu.DECK_EXAMPLE},
    pu.deck,
)
