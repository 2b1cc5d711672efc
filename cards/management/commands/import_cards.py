"""``manage.py import_cards FILE [FILE ...]``: import OverPower card-list CSV files."""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from cards.importer.records import RowError
from cards.models import KIND_CHOICES
from cards.services import cards_import, catalogue_refresh


class Command(BaseCommand):
    help = (
        "Import card-list CSV files (one set per file) in one transaction. Reprints become "
        "printings of one card; running it again changes nothing; a file it cannot read "
        "(a row, a missing column, bad bytes, a cut) stops the run and nothing is written. "
        "Printings a file no longer lists are kept unless --replace-set is given."
    )

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+", type=Path, help="card-list CSV files")
        parser.add_argument(
            "--reparse",
            action="store_true",
            help="also re-parse every card's effect tree (after the grammar improved)",
        )
        parser.add_argument(
            "--replace-set",
            action="store_true",
            dest="replace_set",
            help="remove the printings of each file's set that the file no longer lists "
            "(the command says how many)",
        )

    def handle(
        self,
        *args,
        files: list[Path],
        verbosity: int = 1,
        reparse=False,
        replace_set=False,
        **options,
    ):
        missing = [str(f) for f in files if not f.is_file()]
        if missing:
            raise CommandError(f"no such file: {', '.join(missing)}")

        def progress(message: str) -> None:
            if verbosity >= 1:
                self.stdout.write(message)

        try:
            report = cards_import(paths=files, replace_sets=replace_set, progress=progress)
        except RowError as exc:
            raise CommandError(f"{exc} (nothing was imported)") from exc

        out = self.stdout.write
        if reparse:
            progress("re-parsing every card's effect tree")
            changed = catalogue_refresh(reparse=True, progress=progress)
            progress(f"  {changed} card(s) changed")
        out("")
        out(
            f"{report.rows} rows read from {len(report.files)} file(s); "
            f"{report.inserts} not game cards (inserts) skipped"
        )
        out(f"{'type':<11}{'cards':>7}{'new':>6}{'changed':>9}{'same':>6}")
        for kind, _label in KIND_CHOICES:
            seen = report.cards_seen[kind]
            if not seen:
                continue
            out(
                f"{kind:<11}{seen:>7}{report.created[kind]:>6}"
                f"{report.updated[kind]:>9}{report.unchanged[kind]:>6}"
            )
        out(f"{'total':<11}{sum(report.cards_seen.values()):>7}")
        out(
            f"printings: {report.printings} ({report.printings_created} new, "
            f"{report.printings_updated} changed, {report.printings_removed} removed)"
        )
        if report.samples_retired:
            out(f"{report.samples_retired} invented sample card(s) of the demo set removed")
        if report.printings_removed:
            out(f"removed {report.printings_removed} printing(s) the files no longer list")
        if report.printings_kept:
            out(
                f"kept {report.printings_kept} printing(s) of these sets that the files no "
                "longer list (--replace-set removes them)"
            )
        if report.unprinted:
            out(f"{report.unprinted} card(s) no longer printed in any imported list (kept)")
        out(
            f"errata: {report.errata_created} new, {report.errata_updated} changed, "
            f"{report.errata_deleted} removed"
        )
        groups = report.grouped_guesses()
        if groups:
            out(
                f"values guessed or not interpreted ({len(report.guesses)} in {len(groups)} kinds):"
            )
            for field, note, count, items in groups:
                out(f"  - {field}: {note} ({count}x)")
                for g in items[:3]:
                    out(f"      {g.file}:{g.line} {g.value[:80]!r}")
                if count > 3:
                    out(f"      ... and {count - 3} more")
        if not report.changed_anything:
            out(self.style.SUCCESS("nothing changed: the catalogue already held these files"))
        else:
            out(self.style.SUCCESS("import done"))
