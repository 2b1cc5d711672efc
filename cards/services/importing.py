"""Importing card lists: every file read and checked first, then written in one transaction, so a bad file changes nothing."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.db import connection, transaction
from django.utils.text import slugify

from cards.importer.records import Guess, ImportedCard
from cards.importer.rows import FileResult, merge_cards, read_card_file
from cards.importer.text import name_key
from cards.models import Card, CardSet, Erratum, Printing
from cards.services.catalogue import (
    IMPORTED_FIELDS,
    Progress,
    _errata_by_card,
    _noop,
    _sync_and_refresh,
)


# Writing imported cards
@dataclass
class ImportReport:
    files: list[str] = field(default_factory=list)
    rows: int = 0
    inserts: int = 0
    cards_seen: Counter = field(default_factory=Counter)  # distinct cards per kind in this run
    created: Counter = field(default_factory=Counter)
    updated: Counter = field(default_factory=Counter)
    unchanged: Counter = field(default_factory=Counter)
    printings_created: int = 0
    printings_updated: int = 0
    printings_unchanged: int = 0
    printings_removed: int = 0
    printings_kept: int = 0  # printings of these sets the files no longer list (kept)
    errata_created: int = 0
    errata_updated: int = 0
    errata_deleted: int = 0
    unprinted: int = 0  # cards no card list prints any more (kept, with their history)
    samples_retired: int = 0  # invented sample cards removed once real lists are imported
    guesses: list[Guess] = field(default_factory=list)

    @property
    def printings(self) -> int:
        return self.printings_created + self.printings_updated + self.printings_unchanged

    @property
    def changed_anything(self) -> bool:
        return bool(
            sum(self.created.values())
            or sum(self.updated.values())
            or self.printings_created
            or self.printings_updated
            or self.printings_removed
            or self.errata_created
            or self.errata_updated
            or self.errata_deleted
        )

    def grouped_guesses(self) -> list[tuple[str, str, int, list[Guess]]]:
        """(field, note, count, the guesses) for each kind of guess, most frequent first."""
        groups: dict[tuple[str, str], list[Guess]] = defaultdict(list)
        for g in self.guesses:
            groups[(g.field, g.note)].append(g)
        out = [(fld, note, len(items), items) for (fld, note), items in groups.items()]
        out.sort(key=lambda item: (-item[2], item[0], item[1]))
        return out


def _card_values(card: ImportedCard) -> dict[str, Any]:
    data = card.fields()
    data["printed_code"] = data.pop("code")
    data["printed_one_per_deck"] = data.pop("one_per_deck")
    return {k: data[k] for k in IMPORTED_FIELDS}


def _unique_slug(name: str, hint: str, taken: set[str]) -> str:
    base = slug_for(name)[:200] or "card"
    candidates = [base]
    if hint:
        candidates.append(f"{base}-{slugify(hint)}")
    for candidate in candidates:
        if candidate not in taken:
            return candidate
    n = 2
    while f"{candidates[-1]}-{n}" in taken:
        n += 1
    return f"{candidates[-1]}-{n}"


def cards_write(
    *,
    cards: Sequence[ImportedCard],
    sets: Sequence[tuple[str, str, str]],
    report: ImportReport,
    is_sample: Callable[[ImportedCard], bool] | None = None,
    demo: bool = False,
    replace_sets: bool = False,
    progress: Progress = _noop,
) -> list[Card]:
    """Create or update cards and printings from imported records (call inside a transaction).

    ``sets`` are (code, name, source file) of every set this run reads. Printings of those
    sets not among ``cards`` are kept (and counted) unless ``replace_sets``: then they are
    removed, and ``progress`` says how many first.
    """
    set_rows: dict[str, CardSet] = {}
    for code, name, source in sets:
        row, made = CardSet.objects.get_or_create(
            code=code, defaults={"name": name, "source_file": source, "is_demo": demo}
        )
        if not made and (row.name, row.source_file, row.is_demo) != (name, source, demo):
            row.name, row.source_file, row.is_demo = name, source, demo
            row.save()
        set_rows[code] = row

    keys = [c.key for c in cards]
    existing = {c.import_key: c for c in Card.objects.filter(import_key__in=keys)}
    taken = set(Card.objects.values_list("slug", flat=True))
    # Cards printed only in the demo set: the demo finds its own cards by slug; an import
    # adopts a demo card of the same type and name it has no exact match for.
    demo_only = {
        c.pk: c
        for c in Card.objects.filter(printings__card_set__is_demo=True)
        .exclude(printings__card_set__is_demo=False)
        .distinct()
    }
    real_printed: set[int] = set(
        Printing.objects.filter(card_set__is_demo=False).values_list("card_id", flat=True)
    )
    by_slug = {}
    adoptable: dict[tuple[str, str], Card] = {}
    if demo:
        wanted = {slug_for(c.name) for c in cards}
        by_slug = {c.slug: c for c in Card.objects.filter(slug__in=wanted)}
    else:
        for c in demo_only.values():
            adoptable.setdefault((c.kind, name_key(c.name)), c)
    touched: list[Card] = []
    for i, imported in enumerate(cards, 1):
        values = _card_values(imported)
        if is_sample is not None:
            values["is_sample"] = is_sample(imported)
        report.cards_seen[imported.kind] += 1
        card = existing.get(imported.key)
        if card is None and demo:
            card = by_slug.get(slug_for(imported.name))
        if card is None and not demo:
            card = adoptable.pop((imported.kind, name_key(imported.name)), None)
            if card is not None:
                card.import_key = imported.key
                card.is_sample = False
                card.save(update_fields=["import_key", "is_sample"])
        if card is not None and demo and card.pk in real_printed:
            # The real card list has this card: its data wins over the demo's.
            report.unchanged[imported.kind] += 1
            touched.append(card)
            continue
        if card is None:
            hint = imported.printings[0].set_code if imported.printings else ""
            slug = _unique_slug(values["name"], "" if demo else hint, taken)
            taken.add(slug)
            card = Card(slug=slug, import_key=imported.key, **values)
            card.code = card.printed_code
            card.one_per_deck = card.printed_one_per_deck
            card.save()
            report.created[imported.kind] += 1
        else:
            if card.import_key != imported.key:
                # A demo card whose file entry changed: it keeps its slug, takes the new key.
                values["import_key"] = imported.key
            diff = [k for k, v in values.items() if getattr(card, k) != v]
            if diff:
                for k in diff:
                    setattr(card, k, values[k])
                card.save()
                report.updated[imported.kind] += 1
            else:
                report.unchanged[imported.kind] += 1
        touched.append(card)
        if i % 200 == 0:
            progress(f"  cards: {i}/{len(cards)}")

    # Printings: one per row, keyed by (set, line).
    current = {
        (p.card_set_id, p.line): p for p in Printing.objects.filter(card_set__in=set_rows.values())
    }
    seen: set[tuple[int, int | None]] = set()
    for card, imported in zip(touched, cards, strict=True):
        for pr in imported.printings:
            set_row = set_rows[pr.set_code]
            key = (set_row.pk, pr.line)
            seen.add(key)
            values = {
                "card": card,
                "rarity": pr.rarity,
                "printing": pr.printing,
                "source_name": pr.source_name,
                "pictured": pr.pictured,
            }
            row = current.get(key)
            if row is None:
                Printing.objects.create(card_set=set_row, line=pr.line, **values)
                report.printings_created += 1
            elif any(
                (row.card_id != card.pk) if k == "card" else getattr(row, k) != v
                for k, v in values.items()
            ):
                for k, v in values.items():
                    setattr(row, k, v)
                row.save()
                report.printings_updated += 1
            else:
                report.printings_unchanged += 1
    stale = [p.pk for key, p in current.items() if key not in seen]
    if stale and replace_sets:
        progress(f"removing {len(stale)} printing(s) the files no longer list (--replace-set)")
        Printing.objects.filter(pk__in=stale).delete()
        report.printings_removed += len(stale)
    elif stale:
        report.printings_kept += len(stale)

    # Errata and derived fields.
    errata_by_card = _errata_by_card(Erratum.objects.filter(card__in=touched))
    for i, card in enumerate(touched, 1):
        (c, u, d), _ = _sync_and_refresh(card, errata_by_card[card.pk])
        report.errata_created += c
        report.errata_updated += u
        report.errata_deleted += d
        if i % 250 == 0:
            progress(f"  errata and effects: {i}/{len(touched)}")
    return touched


def cards_import(
    *, paths: Sequence[Path | str], replace_sets: bool = False, progress: Progress = _noop
) -> ImportReport:
    """Import card-list files in one transaction: all rows or nothing.

    Every file is read and every row parsed before anything is written, so a file that cannot
    be read (``RowError``) leaves the database untouched. Printings a file no longer lists
    are removed only with ``replace_sets``.
    """
    report = ImportReport()
    results: list[FileResult] = []
    for path in paths:
        progress(f"reading {Path(path).name}")
        result = read_card_file(path)
        results.append(result)
        report.files.append(Path(path).name)
        report.rows += result.rows
        report.inserts += result.inserts
        progress(
            f"  {result.rows} rows: {len(result.cards)} game cards, {result.inserts} not game cards"
        )
    merged = merge_cards(c for r in results for c in r.cards)
    for card in merged:
        report.guesses.extend(card.guesses)
    progress(f"{len(merged)} distinct cards; writing")
    sets = [(r.set_code, r.set_name, r.path.name) for r in results]
    with transaction.atomic():
        cards_write(
            cards=merged, sets=sets, report=report, replace_sets=replace_sets, progress=progress
        )
        report.samples_retired = samples_retire()
        report.unprinted = Card.objects.filter(
            printings__isnull=True, import_key__isnull=False
        ).count()
    _refresh_planner_statistics()
    return report


def _refresh_planner_statistics() -> None:
    """After a bulk write PostgreSQL needs fresh statistics, or searches skip the GIN indexes."""
    if connection.vendor == "postgresql" and not connection.in_atomic_block:
        with connection.cursor() as cursor:
            cursor.execute(f"ANALYZE {Card._meta.db_table}")


def samples_retire() -> int:
    """Once real card lists are imported, the demo's invented sample cards leave the catalogue
    (search, pages, deck checks): they are deleted, unless a real list prints them. Returns
    how many went. Nothing happens while only the demo set is loaded."""
    if not CardSet.objects.filter(is_demo=False).exists():
        return 0
    samples = Card.objects.filter(is_sample=True).exclude(printings__card_set__is_demo=False)
    ids = list(samples.values_list("pk", flat=True))
    if ids:
        Card.objects.filter(pk__in=ids).delete()
    return len(ids)


def slug_for(name: str) -> str:
    """The plain slug of a card name ('Wolverine - Berserker Rage' -> 'wolverine-berserker-rage')."""
    return re.sub(r"-+", "-", slugify(name)).strip("-")
