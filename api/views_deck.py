"""Deck and discard checks: ``POST checks/deck/`` and ``POST checks/discard/``.

Thin views: a DRF serializer checks the request's outer shape, ``rules.engine.decklist``
turns names and inline cards into engine cards (unknown names answer 400 with close
suggestions in ``details``), and the pure engine (``rules.engine.deck``, ``discard``)
decides. Nothing is written (``computes_only``).
"""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.errors import error_response
from judge.fields import StrictBooleanField, StrictCharField
from rules.engine.decklist import Problem
from rules.services_deck import run_deck_check, run_discard_check

MAX_TEXT = 20_000


def problems_response(problems: list[Problem], what: str):
    unknown = [p for p in problems if p.message.startswith(("no card is named", "no mission set"))]
    code = "unknown_card" if unknown else "invalid_request"
    first = problems[0]
    message = (
        f"{len(unknown)} card name(s) in the {what} match no card; see details for suggestions."
        if unknown
        else f"{first.path}: {first.message}"
    )
    return error_response(code, message, [p.as_dict() for p in problems])


# ------------------------------------------------------------------------------------ deck


class BattlesiteSerializer(serializers.Serializer):
    card = serializers.JSONField(help_text="The location used as battlesite (name or slug).")
    specials = serializers.ListField(
        child=serializers.JSONField(), required=False, default=list, max_length=60
    )


class DeckCheckSerializer(serializers.Serializer):
    text = StrictCharField(
        required=False,
        allow_blank=False,
        max_length=MAX_TEXT,
        trim_whitespace=False,
        help_text="The deck list as players write it ('4 Characters: ...', '3x 7 Fighting', "
        "'Mission: ...', 'Home Base: ...', 'Battlesite: ... with: ...').",
    )
    characters = serializers.ListField(child=serializers.JSONField(), required=False, max_length=10)
    mission = serializers.JSONField(
        required=False, help_text="A mission set name, or the list of its seven cards."
    )
    cards = serializers.ListField(
        child=serializers.JSONField(),
        required=False,
        default=list,
        max_length=500,
        help_text='[{"card": <name, slug or inline card>, "count": n}, ...]',
    )
    home_base = serializers.JSONField(required=False, allow_null=True, default=None)
    battlesite = BattlesiteSerializer(required=False, allow_null=True, default=None)
    code_rule = StrictBooleanField(
        required=False, default=False, help_text="Apply the optional hero/villain code rule."
    )

    def validate(self, attrs):
        if "text" not in attrs and "characters" not in attrs:
            raise serializers.ValidationError(
                {"characters": "give the deck as 'text' or as characters, mission and cards"}
            )
        return attrs


_DECK_EXAMPLE = {
    "text": "4 Characters: Wolverine, Cyclops, Storm, Beast\nMission: Sins of the Future\n"
    "3x 7 Fighting\nWolverine - Rage\nTaxi Cab x2\n"
}


class DeckCheckView(APIView):
    """Deck legality: every violation with its rule id, the team's ranks, points and limit."""

    computes_only = True

    @extend_schema(
        request=DeckCheckSerializer,
        responses={200: dict},
        examples=[OpenApiExample("A deck list as text", value=_DECK_EXAMPLE)],
        summary="Check a deck's legality",
        description="Answers `{legal, violations: [{rule, message, cards}], warnings, ranks, "
        "points, limit, team, deck_size, minimum, consequence, rules}`. An illegal deck is a "
        "match loss (MR.13.renege-offences). Unknown card names answer 400 with suggestions.",
    )
    def post(self, request: Request) -> Response:
        serializer = DeckCheckSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = dict(serializer.validated_data)
        if "text" in data:
            data = {"text": data["text"], "code_rule": data.get("code_rule", False)}
        elif data.get("battlesite") is not None:
            data["battlesite"] = dict(data["battlesite"])
        result, problems = run_deck_check(data)
        if result is None:
            return problems_response(problems, "deck list")
        return Response(result)


# --------------------------------------------------------------------------------- discard


class PlacedCardSerializer(serializers.Serializer):
    card = serializers.JSONField()
    placed_before = StrictBooleanField(required=False, default=True)
    playable_from_reserve = StrictBooleanField(required=False, allow_null=True)
    can_become_usable = StrictCharField(required=False, allow_blank=True, max_length=300)


class TeamSerializer(serializers.Serializer):
    front_line = serializers.ListField(child=serializers.DictField(), min_length=1, max_length=4)
    reserve = serializers.DictField(required=False, allow_null=True, default=None)
    ko = serializers.ListField(
        child=StrictCharField(max_length=60), required=False, default=list, max_length=8
    )


class DiscardBattlesiteSerializer(serializers.Serializer):
    card = serializers.JSONField()
    specials = serializers.ListField(
        child=serializers.JSONField(), required=False, allow_null=True, default=None, max_length=60
    )
    ko = StrictBooleanField(required=False, default=False)


class DiscardCheckSerializer(serializers.Serializer):
    team = TeamSerializer()
    hand = serializers.ListField(
        child=serializers.JSONField(), required=False, default=list, max_length=60
    )
    placed = serializers.DictField(
        child=serializers.ListField(child=serializers.JSONField(), max_length=8),
        required=False,
        default=dict,
    )
    event = serializers.JSONField(required=False, allow_null=True, default=None)
    home_base = serializers.JSONField(required=False, allow_null=True, default=None)
    battlesite = DiscardBattlesiteSerializer(required=False, allow_null=True, default=None)
    code_rule = StrictBooleanField(required=False, default=False)
    in_play = serializers.ListField(
        child=serializers.JSONField(), required=False, default=list, max_length=30
    )

    def validate_placed(self, value):
        for holder, items in value.items():
            for i, item in enumerate(items):
                if isinstance(item, dict):
                    s = PlacedCardSerializer(data=item)
                    if not s.is_valid():
                        raise serializers.ValidationError({holder: {i: s.errors}})
        return value


_DISCARD_EXAMPLE = {
    "team": {
        "front_line": [
            {"id": "wolverine", "card": "Wolverine"},
            {"id": "cyclops", "card": "Cyclops"},
            {"id": "storm", "card": "Storm"},
        ],
        "reserve": {"id": "beast", "card": "Beast"},
        "ko": [],
    },
    "hand": ["Nerve Pinch", "Taxi Cab", {"power": "fighting", "value": 3}],
    "placed": {"wolverine": [{"card": {"power": "energy", "value": 3}, "placed_before": True}]},
    "event": None,
}


class DiscardCheckView(APIView):
    """The discard phase: what must go (and to which pile), what stays, what is the player's
    choice."""

    computes_only = True

    @extend_schema(
        request=DiscardCheckSerializer,
        responses={200: dict},
        examples=[OpenApiExample("Duplicates with a placed card", value=_DISCARD_EXAMPLE)],
        summary="Check the discard phase",
        description="Answers `{discard: [{card, reason, rule, pile, from}], keep, choices: "
        "[{among, keep, reason, rule, pile}], rules, notes}`; `discard` holds only what must "
        "go whatever the player chooses.",
    )
    def post(self, request: Request) -> Response:
        serializer = DiscardCheckSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = dict(serializer.validated_data)
        data["team"] = dict(data["team"])
        if data.get("battlesite") is not None:
            data["battlesite"] = dict(data["battlesite"])
        result, problems = run_discard_check(data)
        if result is None:
            return problems_response(problems, "request")
        return Response(result)
