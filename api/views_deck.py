"""Deck and discard checks: ``POST checks/deck/`` and ``POST checks/discard/``.

Thin views: a DRF serializer checks the request's outer shape, ``rules.engine.decklist``
turns names and inline cards into engine cards (unknown names answer 400 with close
suggestions in ``details``), and the pure engine (``rules.engine.deck``, ``discard``)
decides. Nothing is written (``computes_only``).
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.errors import error_response
from api.fields import StrictBooleanField, StrictCharField
from cards.importer.text import name_key
from cards.lookup import DbCardLookup, card_def
from cards.models import Card
from rules.engine.cards import CardDef
from rules.engine.deck import check_deck
from rules.engine.decklist import Problem, deck_from_data, deck_from_text, situation_from_data
from rules.engine.discard import check_discard

MAX_TEXT = 20_000


class DeckLookup(DbCardLookup):
    """The catalogue lookup, able to list the cards of a mission set as well."""

    def mission_set(self, name: str) -> list[CardDef]:
        key = name_key(name)
        sets = (
            Card.objects.filter(kind="mission")
            .exclude(mission_set="")
            .values_list("mission_set", flat=True)
            .distinct()
        )
        wanted = [s for s in sets if name_key(s) == key]
        if not wanted:
            return []
        return [
            card_def(c)
            for c in Card.objects.filter(kind="mission", mission_set__in=wanted).order_by(
                "mission_number", "name"
            )
        ]

    def alternatives(self, ref: str, card: CardDef) -> list[str]:
        """Slugs of other cards answering the same name (none when a slug was given)."""
        ids = self._names().get(name_key(ref)) or []
        if len(ids) < 2:
            return []
        return list(
            Card.objects.filter(pk__in=[pk for _n, pk in ids])
            .exclude(slug=card.slug)
            .order_by("slug")
            .values_list("slug", flat=True)
        )

    def mission_set_names(self) -> list[str]:
        return sorted(
            set(
                Card.objects.filter(kind="mission")
                .exclude(mission_set="")
                .values_list("mission_set", flat=True)
            )
        )


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


def run_deck_check(data: dict[str, Any]) -> tuple[dict | None, list[Problem]]:
    """Check a deck given as ``{"text": ...}`` or in structured form (used by the page too)."""
    lookup = DeckLookup()
    if data.get("text") is not None:
        deck, problems = deck_from_text(data["text"], lookup)
        if deck is not None:
            deck.code_rule = bool(data.get("code_rule")) or deck.code_rule
    else:
        deck, problems = deck_from_data(data, lookup)
    if deck is None:
        return None, problems
    return check_deck(deck).as_dict(), []


def run_discard_check(data: dict[str, Any]) -> tuple[dict | None, list[Problem]]:
    situation, problems = situation_from_data(data, DeckLookup())
    if situation is None:
        return None, problems
    return check_discard(situation).as_dict(), []


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
