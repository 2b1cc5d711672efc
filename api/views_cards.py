"""Read API of the catalogue: cards (search), one card, errata, rulings, sets.

Anonymous users may read everything here; every write is refused by the default permission
(``api.permissions.ReadOnlyOrJudging``).
"""

from __future__ import annotations

import django_filters
from django import forms
from django.db import connection
from django.db.models import Exists, OuterRef, Q
from django.utils.decorators import method_decorator
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import generics
from rest_framework.response import Response

from api import serializers_cards as s
from api.filters import ChoiceFilter
from api.pagination import StrictPageNumberPagination
from cards import search, selectors
from cards.http_cache import catalogue_cached
from cards.models import Card, ErratumStatus, Printing

YES_NO = [(v, v) for v in ("yes", "no", "true", "false", "1", "0")]


class CatalogueFilterPagination(StrictPageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200


class CardPagination(CatalogueFilterPagination):
    """Pages of cards, with the search's warnings next to the results."""

    warnings: list[dict] = []

    def get_paginated_response(self, data):
        response = super().get_paginated_response(data)
        response.data["warnings"] = self.warnings
        return response

    def get_paginated_response_schema(self, schema):
        schema = super().get_paginated_response_schema(schema)
        schema["properties"]["warnings"] = {
            "type": "array",
            "description": "Parts of q that were ignored or read differently, and why.",
            "items": {
                "type": "object",
                "properties": {"term": {"type": "string"}, "message": {"type": "string"}},
            },
        }
        return schema


class TypeField(forms.CharField):
    """A card type or subtype as t: reads it (special, training, multipower, hero, ...)."""

    def clean(self, value):
        value = super().clean(value)
        if value and not search.type_targets(value):
            # The value goes in as a parameter: django-filter %-formats the message.
            raise forms.ValidationError(
                "no card type or subtype %(value)r (try special, character, power, "
                "universe, training, teamwork, ally, multipower, any-power, tactic, event, "
                "mission, location, aspect, hero, villain)",
                params={"value": value},
            )
        return value


class TypeFilter(django_filters.CharFilter):
    field_class = TypeField


class CardFilter(django_filters.FilterSet):
    """The query string's filters as separate query parameters (combined with q by AND)."""

    type = TypeFilter(method="filter_type", help_text="Type or subtype, as t: in q.")
    character = django_filters.CharFilter(
        field_name="characters", lookup_expr="icontains", help_text="Character, as c: in q."
    )
    code = django_filters.CharFilter(
        field_name="code", lookup_expr="iexact", help_text="Special code, as code: in q."
    )
    set = django_filters.CharFilter(method="filter_set", help_text="Set code or part of a name.")
    opd = ChoiceFilter(choices=YES_NO, method="filter_opd", help_text="One Per Deck: yes or no.")

    class Meta:
        model = Card
        fields = ["type", "character", "code", "set", "opd"]

    def filter_type(self, queryset, name, value):
        term = search.Term("type", value)
        return queryset.filter(search.build_filter(term, vendor=connection.vendor))

    def filter_set(self, queryset, name, value):
        printings = Printing.objects.filter(card=OuterRef("pk")).filter(
            Q(card_set__code__iexact=value) | Q(card_set__name__icontains=value)
        )
        return queryset.filter(Exists(printings))

    def filter_opd(self, queryset, name, value):
        return queryset.filter(one_per_deck=value in ("yes", "true", "1"))


@extend_schema(
    summary="Search the cards",
    parameters=[
        OpenApiParameter(
            "q",
            OpenApiTypes.STR,
            description=(
                "Search query: bare words match names (typo-tolerant on PostgreSQL); "
                'o:/text: card text, t: type, c: character, code:, set:, opd:yes|no, "quoted '
                'phrases", -negation, or, (groups). Unknown filters come back in warnings.'
            ),
        )
    ],
    responses={
        200: s.CardListSerializer(many=True),
        400: OpenApiResponse(
            s.CatalogueErrorSerializer, description="A query parameter is invalid."
        ),
    },
)
@method_decorator(catalogue_cached, name="dispatch")
class CardListView(generics.ListAPIView):
    throttle_scope = "search"
    serializer_class = s.CardListSerializer
    filterset_class = CardFilter
    pagination_class = CardPagination

    def get_queryset(self):
        found = selectors.card_list(query=self.request.query_params.get("q", ""))
        self.search_warnings = [w.as_dict() for w in found.warnings]
        return found.cards

    def paginate_queryset(self, queryset):
        self.paginator.warnings = getattr(self, "search_warnings", [])
        return super().paginate_queryset(queryset)


@extend_schema(
    summary="One card: printed text, errata, effective text, effect tree, rulings",
    responses={
        200: s.CardDetailSerializer,
        404: OpenApiResponse(
            s.CatalogueErrorSerializer, description="No such card; details name close cards."
        ),
    },
)
@method_decorator(catalogue_cached, name="dispatch")
class CardDetailView(generics.RetrieveAPIView):
    serializer_class = s.CardDetailSerializer
    lookup_field = "slug"
    queryset = Card.objects.none()  # for the schema; get_object reads through the selector

    def get_object(self):
        return selectors.card_get(slug=self.kwargs["slug"])


class ErratumFilter(django_filters.FilterSet):
    status = ChoiceFilter(choices=ErratumStatus.choices)
    card = django_filters.CharFilter(field_name="card__slug", help_text="Card slug.")

    class Meta:
        model = selectors.Erratum
        fields = ["status", "card"]


@extend_schema(summary="Every erratum: the card, its status and the text it should read")
@method_decorator(catalogue_cached, name="dispatch")
class ErratumListView(generics.ListAPIView):
    serializer_class = s.ErratumListSerializer
    filterset_class = ErratumFilter
    pagination_class = CatalogueFilterPagination

    def get_queryset(self):
        return selectors.erratum_list()


class RulingFilter(django_filters.FilterSet):
    card = django_filters.CharFilter(method="filter_card", help_text="Card slug.")
    rule = django_filters.CharFilter(method="filter_rule", help_text="Rule id, e.g. MR.5.")

    class Meta:
        model = selectors.Ruling
        fields = ["card", "rule"]

    def filter_card(self, queryset, name, value):
        return queryset.filter(cards__slug=value)

    def filter_rule(self, queryset, name, value):
        return queryset.filter(rule_ids__icontains=f'"{value}"')


@extend_schema(summary="Rulings about cards, with the rules they apply")
@method_decorator(catalogue_cached, name="dispatch")
class RulingListView(generics.ListAPIView):
    serializer_class = s.RulingListSerializer
    filterset_class = RulingFilter
    pagination_class = CatalogueFilterPagination

    def get_queryset(self):
        return selectors.ruling_list()


@extend_schema(summary="Card sets with how many cards and printings each holds")
@method_decorator(catalogue_cached, name="dispatch")
class SetListView(generics.ListAPIView):
    serializer_class = s.SetSerializer
    pagination_class = None
    filter_backends = []

    def get_queryset(self):
        return selectors.set_list()

    def list(self, request, *args, **kwargs):
        data = self.get_serializer(self.get_queryset(), many=True).data
        return Response(data)
