"""``manage.py load_demo``: load the project's own demo set (idempotent)."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from cards.importer.records import RowError
from cards.services import demo_load


class Command(BaseCommand):
    help = (
        "Load the demo cards of cards/data/demo/ (our own data); running it again changes nothing."
    )

    def handle(self, *args, verbosity: int = 1, **options):
        try:
            report = demo_load()
        except RowError as exc:
            raise CommandError(f"{exc} (nothing was loaded)") from exc
        created = sum(report.created.values())
        updated = sum(report.updated.values())
        same = sum(report.unchanged.values())
        self.stdout.write(
            self.style.SUCCESS(
                f"demo set: {sum(report.cards_seen.values())} cards "
                f"({created} new, {updated} changed, {same} unchanged), "
                f"{report.errata_created} errata added"
            )
        )
