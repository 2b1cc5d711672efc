"""OverRealm: ``POST games/overrealm/turn/`` (games.md).

A thin view: :mod:`rules.games.overrealm` checks the body (a 400 names each bad field) and
calls the pure engine; the answer carries steps citing ``RLM.*`` rule ids. Nothing is
written, so anonymous POST is allowed like the other judging endpoints.
"""

from __future__ import annotations

from rest_framework import serializers

from api.views_games_pu import GameStepSerializer, game_view
from rules.games import overrealm as rlm


class OverRealmCombatAnswerSerializer(serializers.Serializer):
    winner = serializers.CharField(allow_null=True, help_text='"A", "B", or null for a tie.')
    reason = serializers.CharField()
    cards = serializers.DictField(child=serializers.CharField(), help_text="What each revealed.")


class OverRealmDominanceAnswerSerializer(serializers.Serializer):
    A = serializers.IntegerField(allow_null=True, help_text="null when the round ended first.")
    B = serializers.IntegerField(allow_null=True)
    winner = serializers.CharField(allow_null=True)
    damage = serializers.IntegerField(help_text="Dominance damage dealt to the other hero.")
    pressure_to = serializers.CharField(allow_null=True, help_text="Who received a pressure card.")


class OverRealmTurnAnswerSerializer(serializers.Serializer):
    combat = OverRealmCombatAnswerSerializer()
    dominance = OverRealmDominanceAnswerSerializer()
    players = rlm.PlayersSerializer(help_text="Each player after the turn; dead minions removed.")
    round_loser = serializers.CharField(allow_null=True)
    dead_minions = serializers.DictField(child=serializers.ListField(child=serializers.CharField()))
    steps = GameStepSerializer(many=True)


OverRealmTurnView = game_view(
    "OverRealmTurnView",
    "OverRealm: resolve a turn's combat, dominance and pressure",
    rlm.OverRealmTurnSerializer,
    OverRealmTurnAnswerSerializer,
    {
        "Counter with silence against an attack": rlm.TURN_EXAMPLE,
        "Rulebook example A": rlm.EXAMPLE_A,
    },
    rlm.turn,
)
