"""Power Play: ``POST games/power-play/tally/``, ``score/`` and ``turn-end/``.

Thin views: ``rules.games.power_play`` checks every field (a :class:`~judge.errors.DeskError`
naming the field becomes the API's error object) and calls the pure engine
(``rules.engine.games.power_play``). The serializers below only describe the shapes in the
OpenAPI schema. Nothing is written; anyone may POST.
"""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.serializers_cards import CatalogueErrorSerializer
from rules.games import power_play as service

_SOURCE = "The card the text is on: location, villain or attribute."
_BAD = OpenApiResponse(CatalogueErrorSerializer, description="A field is wrong; details name it.")


# ------------------------------------------------------------------------- request shapes


class PowerPlayPowerSerializer(serializers.Serializer):
    type = serializers.RegexField(
        r"^[A-Za-z][A-Za-z\-]{0,23}$", help_text="An open type word: Air, Ice, Fire, Mental, ..."
    )
    value = serializers.IntegerField(min_value=1, max_value=9)


class PowerPlayVillainSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=service.MAX_NAME)
    base = serializers.IntegerField(min_value=1, max_value=9, help_text="The villain's base power.")
    text = serializers.CharField(
        max_length=service.MAX_TEXT,
        required=False,
        allow_null=True,
        help_text="The villain card's effect.",
    )
    powers = PowerPlayPowerSerializer(many=True, min_length=2, max_length=2)


class PowerPlayAttributeSerializer(serializers.Serializer):
    value = serializers.IntegerField(min_value=0, max_value=9)
    text = serializers.CharField(max_length=service.MAX_TEXT, required=False, allow_null=True)


class PowerPlayLocationSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=service.MAX_NAME, required=False, allow_null=True)
    text = serializers.CharField(max_length=service.MAX_TEXT, required=False, allow_null=True)


class PowerPlayTallyRequestSerializer(serializers.Serializer):
    heroes = PowerPlayPowerSerializer(many=True, min_length=1, max_length=service.MAX_HEROES)
    villain = PowerPlayVillainSerializer()
    attribute = PowerPlayAttributeSerializer()
    # the service reads null as left out, for every optional field
    location = PowerPlayLocationSerializer(required=False, allow_null=True)
    bonus_powers = serializers.ListField(
        allow_null=True,
        child=serializers.IntegerField(min_value=1, max_value=9),
        required=False,
        max_length=service.MAX_BONUS_POWERS,
        help_text="Bonus powers played this turn: each is the base of a villain beaten earlier.",
    )


class PowerPlayScoreRequestSerializer(serializers.Serializer):
    won = serializers.BooleanField()
    bonus_powers = serializers.ListField(
        allow_null=True,
        child=serializers.IntegerField(min_value=1, max_value=9),
        required=False,
        max_length=service.MAX_BONUS_POWERS,
        help_text="Bonus powers the players still hold.",
    )
    marshall_rd = serializers.BooleanField(required=False, default=False, allow_null=True)
    bad_news = serializers.IntegerField(
        allow_null=True, min_value=0, max_value=service.MAX_BAD_NEWS, required=False, default=0
    )


class PowerPlayTurnEndRequestSerializer(serializers.Serializer):
    bad_news = serializers.IntegerField(
        min_value=0, max_value=service.MAX_BAD_NEWS, help_text="The active player's Bad News cards."
    )
    round = serializers.IntegerField(min_value=1, max_value=4, required=False, allow_null=True)
    last_turn_of_round = serializers.BooleanField(required=False, default=False, allow_null=True)


# ------------------------------------------------------------------------- answer shapes


class PowerPlayStepSerializer(serializers.Serializer):
    n = serializers.IntegerField()
    text = serializers.CharField(help_text='Says "reading: ..." where the rulebook is open.')
    rules = serializers.ListField(child=serializers.CharField())
    result = serializers.CharField()
    changes = serializers.ListField(child=serializers.DictField())


class PowerPlayLineSerializer(serializers.Serializer):
    kind = serializers.CharField(
        help_text="power, multiples, bonus_power, attribute, base, same_value or same_type"
    )
    label = serializers.CharField()
    op = serializers.CharField(help_text="+ (added) or × (multiplied: the villain's base)")
    value = serializers.IntegerField()
    running = serializers.IntegerField(help_text="The column's sum after this line.")
    rules = serializers.ListField(child=serializers.CharField())
    note = serializers.CharField(allow_blank=True)


class PowerPlayColumnSerializer(serializers.Serializer):
    total = serializers.IntegerField()
    lines = PowerPlayLineSerializer(many=True)


class PowerPlayModifierSerializer(serializers.Serializer):
    kind = serializers.CharField(help_text="also_count_as, immune, scale or value_counts_as")
    source = serializers.CharField(help_text=_SOURCE)
    text = serializers.CharField(help_text="The sentence it came from.")
    reads_as = serializers.CharField()
    rule = serializers.CharField()


class PowerPlayUnparsedSerializer(serializers.Serializer):
    source = serializers.CharField(help_text=_SOURCE)
    text = serializers.CharField()
    message = serializers.CharField()


class PowerPlayTallyAnswerSerializer(serializers.Serializer):
    heroes = PowerPlayColumnSerializer()
    villain = PowerPlayColumnSerializer()
    winner = serializers.CharField(help_text="heroes or villain (a tie goes to the heroes)")
    bonus_needed = serializers.IntegerField(help_text="0 when the heroes already win.")
    modifiers = PowerPlayModifierSerializer(many=True)
    unparsed = PowerPlayUnparsedSerializer(many=True, help_text="Sentences the tally ignores.")
    steps = PowerPlayStepSerializer(many=True)


class PowerPlayScoreLineSerializer(serializers.Serializer):
    label = serializers.CharField()
    points = serializers.IntegerField()
    rule = serializers.CharField()


class PowerPlayScoreAnswerSerializer(serializers.Serializer):
    score = serializers.IntegerField(min_value=0, max_value=100)
    lines = PowerPlayScoreLineSerializer(many=True)
    rules = serializers.ListField(child=serializers.CharField())
    steps = PowerPlayStepSerializer(many=True)


class PowerPlayTurnEndAnswerSerializer(serializers.Serializer):
    game_over = serializers.BooleanField()
    outcome = serializers.CharField(allow_null=True, help_text="won, lost, or null")
    rules = serializers.ListField(child=serializers.CharField())
    steps = PowerPlayStepSerializer(many=True)


# ------------------------------------------------------------------------- views


class TallyView(APIView):
    """The tally of one turn: heroes against the villain, with every card text applied."""

    computes_only = True

    @extend_schema(
        summary="Power Play: tally a turn",
        request=PowerPlayTallyRequestSerializer,
        responses={200: PowerPlayTallyAnswerSerializer, 400: _BAD},
        examples=[
            OpenApiExample(
                "Rulebook example 1 (10 against 18)",
                value=service.EXAMPLES["aerodynamic"],
                request_only=True,
            ),
            OpenApiExample(
                "Rulebook example 2 (37 against 33)",
                value=service.EXAMPLES["mentallica"],
                request_only=True,
            ),
        ],
    )
    def post(self, request: Request) -> Response:
        return Response(service.run_tally(request.data))


class ScoreView(APIView):
    """A finished game's score, from 0 to 100."""

    computes_only = True

    @extend_schema(
        summary="Power Play: score a game",
        request=PowerPlayScoreRequestSerializer,
        responses={200: PowerPlayScoreAnswerSerializer, 400: _BAD},
        examples=[
            OpenApiExample(
                "A won game",
                value={"won": True, "bonus_powers": [2, 3], "marshall_rd": True, "bad_news": 1},
                request_only=True,
            )
        ],
    )
    def post(self, request: Request) -> Response:
        return Response(service.run_score(request.data))


class TurnEndView(APIView):
    """Whether the game ends after this turn (the Bad News limit, the last round)."""

    computes_only = True

    @extend_schema(
        summary="Power Play: end of a turn",
        request=PowerPlayTurnEndRequestSerializer,
        responses={200: PowerPlayTurnEndAnswerSerializer, 400: _BAD},
        examples=[
            OpenApiExample("Third Bad News card", value={"bad_news": 3}, request_only=True),
            OpenApiExample(
                "Last turn of the game",
                value={"bad_news": 1, "round": 4, "last_turn_of_round": True},
                request_only=True,
            ),
        ],
    )
    def post(self, request: Request) -> Response:
        return Response(service.run_turn_end(request.data))
