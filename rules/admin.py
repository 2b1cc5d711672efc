"""The rulings log in the admin: search by event, table, ruling and notes; filter by judge and
date. The situation and the engine's answer are kept as saved (read-only)."""

from __future__ import annotations

from django.contrib import admin

from rules.models import LoggedRuling


@admin.register(LoggedRuling)
class LoggedRulingAdmin(admin.ModelAdmin):
    list_display = ("created", "event", "round", "table", "summary", "judge")
    list_display_links = ("created", "event")
    list_filter = ("created", ("judge", admin.RelatedOnlyFieldListFilter))
    search_fields = ("event", "round", "table", "ruling", "notes", "summary", "judge__username")
    date_hierarchy = "created"
    ordering = ("-created",)
    list_select_related = ("judge",)
    readonly_fields = ("situation", "resolution", "summary", "token", "created", "updated")
    fields = (
        ("event", "round", "table"),
        "ruling",
        "notes",
        "judge",
        "summary",
        "situation",
        "resolution",
        ("token", "created", "updated"),
    )
