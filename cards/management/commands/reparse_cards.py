"""``manage.py reparse_cards``: re-parse every stored card's effect tree with today's grammar.

Cards store their parsed tree; when the grammar improves (a new release of the service), the
stored trees are those of the old grammar until the cards are parsed again. This command does
that for the whole catalogue in one transaction and reports how the parse statuses moved.
"""

from __future__ import annotations

from collections import Counter

from django.core.management.base import BaseCommand

from cards.models import Card
from cards.services import catalogue_refresh

STATUSES = ("full", "partial", "failed", "")


def _status_counts() -> Counter[str]:
    return Counter(Card.objects.values_list("parse_status", flat=True))


class Command(BaseCommand):
    help = "Re-parse every card's effect tree (run after upgrading the grammar)."

    def handle(self, *args, verbosity: int = 1, **options):
        before = _status_counts()

        def progress(message: str) -> None:
            if verbosity >= 1:
                self.stdout.write(message)

        changed = catalogue_refresh(reparse=True, progress=progress)
        after = _status_counts()
        self.stdout.write(f"{sum(after.values())} cards re-parsed; {changed} changed")
        for status in STATUSES:
            if before[status] or after[status]:
                label = status or "(no text)"
                self.stdout.write(f"  {label:<10}{before[status]:>6} -> {after[status]}")
