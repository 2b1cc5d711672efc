"""Serializers of the catalogue's read API: cards, errata, rulings, sets."""

from __future__ import annotations

from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from cards.models import Card, CardSet, Erratum, Printing, Ruling


class CatalogueErrorDetailSerializer(serializers.Serializer):
    path = serializers.CharField()
    message = serializers.CharField()


class CatalogueErrorBodySerializer(serializers.Serializer):
    code = serializers.CharField()
    message = serializers.CharField()
    details = CatalogueErrorDetailSerializer(many=True)


class CatalogueErrorSerializer(serializers.Serializer):
    """The error object every 4xx answer carries (documentation only)."""

    error = CatalogueErrorBodySerializer()


class GridSerializer(serializers.Serializer):
    """A character's power grid; null for a type the character is not rated in."""

    energy = serializers.IntegerField(allow_null=True)
    fighting = serializers.IntegerField(allow_null=True)
    strength = serializers.IntegerField(allow_null=True)
    intellect = serializers.IntegerField(allow_null=True)


class CardRefSerializer(serializers.ModelSerializer):
    """A card named from elsewhere (an erratum, a ruling)."""

    url = serializers.SerializerMethodField()

    class Meta:
        model = Card
        fields = ["slug", "name", "url"]

    @extend_schema_field(OpenApiTypes.URI)
    def get_url(self, card: Card) -> str:
        return _card_url(self.context, card.slug)


class SetSerializer(serializers.ModelSerializer):
    card_count = serializers.IntegerField(read_only=True, help_text="Distinct cards in the set.")
    printing_count = serializers.IntegerField(read_only=True, help_text="Rows (printings).")
    special_count = serializers.IntegerField(read_only=True, help_text="Distinct special cards.")

    class Meta:
        model = CardSet
        fields = ["code", "name", "is_demo", "card_count", "printing_count", "special_count"]


class PrintingSerializer(serializers.ModelSerializer):
    set = serializers.CharField(source="card_set.code", help_text="Set code.")
    set_name = serializers.CharField(source="card_set.name")

    class Meta:
        model = Printing
        fields = ["set", "set_name", "rarity", "printing", "source_name", "pictured"]


class ErratumSerializer(serializers.ModelSerializer):
    """An erratum as it hangs on its card."""

    status_label = serializers.CharField(source="get_status_display")

    class Meta:
        model = Erratum
        fields = [
            "status",
            "status_label",
            "should_read",
            "code",
            "one_per_deck",
            "source",
            "blanket",
            "note",
        ]


class ErratumListSerializer(ErratumSerializer):
    """An erratum in the list of every erratum: names its card."""

    card = CardRefSerializer()

    class Meta(ErratumSerializer.Meta):
        fields = ["card", *ErratumSerializer.Meta.fields]


class RulingSerializer(serializers.ModelSerializer):
    class Meta:
        model = Ruling
        fields = ["id", "text", "source", "date", "rule_ids"]


class RulingListSerializer(serializers.ModelSerializer):
    cards = CardRefSerializer(many=True)

    class Meta:
        model = Ruling
        fields = ["id", "text", "source", "date", "rule_ids", "cards"]


class CardListSerializer(serializers.ModelSerializer):
    """A card in search results: enough to recognise it, with a link to the full card."""

    url = serializers.SerializerMethodField()
    type = serializers.CharField(source="kind", help_text="Card type (character, special, ...).")
    type_line = serializers.CharField(source="display_type")
    grid = GridSerializer(allow_null=True, help_text="Characters only.")
    text = serializers.CharField(source="effective_text", help_text="Text with errata applied.")
    sets = serializers.SerializerMethodField()

    class Meta:
        model = Card
        fields = [
            "slug",
            "name",
            "url",
            "type",
            "subtype",
            "type_line",
            "alignment",
            "characters",
            "code",
            "one_per_deck",
            "grid",
            "value",
            "icons",
            "bonus",
            "text",
            "sets",
            "is_sample",
        ]

    @extend_schema_field(OpenApiTypes.URI)
    def get_url(self, card: Card) -> str:
        return _card_url(self.context, card.slug)

    @extend_schema_field(serializers.ListField(child=serializers.CharField()))
    def get_sets(self, card: Card) -> list[str]:
        return _set_codes(card)


class CardDetailSerializer(CardListSerializer):
    """Everything about one card a judge needs, printed and effective."""

    errata = ErratumSerializer(many=True)
    rulings = RulingSerializer(many=True)
    printings = PrintingSerializer(many=True)
    effect = serializers.JSONField(help_text="The effect tree of the effective text.")
    text = None

    class Meta(CardListSerializer.Meta):
        fields = [
            "slug",
            "name",
            "url",
            "type",
            "subtype",
            "type_line",
            "alignment",
            "characters",
            "code",
            "printed_code",
            "one_per_deck",
            "grid",
            "inherent",
            "value",
            "icons",
            "bonus",
            "requirements",
            "requirement_text",
            "mission_set",
            "mission_number",
            "location",
            "location_uses",
            "printed_text",
            "errata",
            "effective_text",
            "effect",
            "parse_status",
            "unparsed",
            "rulings",
            "sets",
            "printings",
            "is_sample",
        ]


def _set_codes(card: Card) -> list[str]:
    codes: list[str] = []
    for printing in card.printings.all():  # prefetched with their sets
        if printing.card_set.code not in codes:
            codes.append(printing.card_set.code)
    return codes


def _card_url(context: dict, slug: str) -> str:
    """The card's API address; the URL is reversed once per response, not once per card."""
    prefix = context.get("_card_url_prefix")
    if prefix is None:
        placeholder = reverse("api:card-detail", args=["-"])
        prefix = _absolute(context, placeholder)[: -len("-/")]
        context["_card_url_prefix"] = prefix
    return f"{prefix}{slug}/"


def _absolute(context: dict, path: str) -> str:
    request = context.get("request")
    return request.build_absolute_uri(path) if request is not None else path
