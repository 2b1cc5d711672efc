"""Staff editing of cards, errata, rulings and sets, with history (who changed what, when).

Saving a card or an erratum here goes through ``cards.services`` so the card's effective
text, code, One Per Deck flag and effect tree stay in step with its printed data and errata.
"""

from __future__ import annotations

from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from cards import services
from cards.models import Card, CardSet, Erratum, Printing, Ruling


class PrintingInline(admin.TabularInline):
    model = Printing
    extra = 0
    fields = ("card_set", "rarity", "printing", "source_name", "line")
    autocomplete_fields = ("card_set",)


class ErratumInline(admin.StackedInline):
    model = Erratum
    extra = 0
    fields = ("should_read", "code", "one_per_deck", "status", "source", "note", "blanket")
    readonly_fields = ("blanket",)


#: What the importer derives from the printed card and its errata (shown, never edited).
_WITH_ERRATA = ("effective_text", "code", "one_per_deck", "parse_status", "effect", "unparsed")


@admin.register(Card)
class CardAdmin(SimpleHistoryAdmin):
    list_display = ("name", "kind", "subtype", "code", "one_per_deck", "parse_status", "is_sample")
    list_filter = ("kind", "subtype", "one_per_deck", "parse_status", "alignment", "is_sample")
    search_fields = ("name", "slug", "code", "printed_text", "effective_text", "mission_set")
    ordering = ("name",)
    inlines = (PrintingInline, ErratumInline)
    readonly_fields = (*_WITH_ERRATA, "import_key", "created", "updated")
    fieldsets = (
        (None, {"fields": ("name", "slug", "kind", "subtype", "characters", "alignment")}),
        (
            "As printed",
            {
                "fields": (
                    "printed_text",
                    "printed_code",
                    "printed_one_per_deck",
                    "requirement_text",
                    "requirements",
                    "value",
                    "icons",
                    "bonus",
                )
            },
        ),
        ("Character", {"fields": ("energy", "fighting", "strength", "intellect", "inherent")}),
        (
            "Missions and locations",
            {"fields": ("mission_set", "mission_number", "location", "location_uses")},
        ),
        ("With errata applied", {"fields": _WITH_ERRATA}),
        ("More", {"fields": ("extra", "is_sample", "import_key", "created", "updated")}),
    )
    prepopulated_fields = {"slug": ("name",)}

    def save_model(self, request, obj, form, change):
        obj.save()

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        # Printed data or errata may have changed: bring the derived fields in step.
        services.card_update_derived(form.instance)


@admin.register(Erratum)
class ErratumAdmin(SimpleHistoryAdmin):
    list_display = ("card", "status", "source", "code", "one_per_deck", "blanket")
    list_filter = ("status", "source", "blanket")
    search_fields = ("card__name", "should_read", "note")
    autocomplete_fields = ("card",)
    list_select_related = ("card",)
    readonly_fields = ("blanket",)

    def save_model(self, request, obj, form, change):
        services.erratum_save(erratum=obj)

    def delete_model(self, request, obj):
        services.erratum_delete(erratum=obj)

    def delete_queryset(self, request, queryset):
        for erratum in queryset.select_related("card"):
            services.erratum_delete(erratum=erratum)


@admin.register(Ruling)
class RulingAdmin(SimpleHistoryAdmin):
    list_display = ("__str__", "source", "date")
    list_filter = ("date",)
    search_fields = ("text", "source", "cards__name")
    autocomplete_fields = ("cards",)


@admin.register(CardSet)
class CardSetAdmin(SimpleHistoryAdmin):
    list_display = ("code", "name", "source_file", "is_demo")
    search_fields = ("code", "name")
