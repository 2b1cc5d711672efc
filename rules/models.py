"""The rulings log: situations a judge resolved at a table, with the ruling given.

A logged ruling keeps the resolve request as sent (``situation``) and what the engine answered
(``resolution``: its steps, KOs and venture) at the time it was saved, so a ruling reads the
same later even after the engine improves. Each has an unguessable ``token`` for its read-only
share link; everything else is for signed-in judges.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.urls import reverse

EVENT_MAX = 120
ROUND_MAX = 20
TABLE_MAX = 20
RULING_MAX = 2000
NOTES_MAX = 4000


def new_share_token() -> str:
    """32 URL-safe characters (192 random bits): not guessable, not enumerable."""
    return secrets.token_urlsafe(24)


class LoggedRuling(models.Model):
    event = models.CharField(max_length=EVENT_MAX, help_text="Tournament or event name.")
    round = models.CharField(max_length=ROUND_MAX, blank=True, help_text="e.g. 3 or Top 8.")
    table = models.CharField(max_length=TABLE_MAX, blank=True)
    ruling = models.TextField(max_length=RULING_MAX, help_text="The ruling given at the table.")
    notes = models.TextField(max_length=NOTES_MAX, blank=True)
    situation = models.JSONField(help_text="The resolve request: board state and plays.")
    resolution = models.JSONField(help_text="The engine's steps, KOs and venture when saved.")
    summary = models.CharField(max_length=300, help_text="The resolution in one line.")
    judge = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="logged_rulings",
    )
    token = models.CharField(max_length=64, unique=True, default=new_share_token, editable=False)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ("-created", "-id")
        indexes = [models.Index(fields=("event", "-created"))]
        verbose_name = "logged ruling"
        verbose_name_plural = "rulings log"

    def __str__(self) -> str:
        where = ", ".join(
            part
            for part in (
                self.event,
                f"round {self.round}" if self.round else "",
                f"table {self.table}" if self.table else "",
            )
            if part
        )
        return f"{where}: {self.summary}"

    def get_absolute_url(self) -> str:
        return reverse("rulings:shared", args=[self.token])
