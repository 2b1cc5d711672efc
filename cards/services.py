"""Writes to the card catalogue: import, demo data, errata, and keeping derived fields in step.

A card's effective text, code and One Per Deck flag are its printed values with its errata
applied (``cards.errata``); its effect tree is parsed from the effective text by
``cards.grammar.parse_effect``. ``card_refresh`` recomputes all of them and is called
whenever printed data or errata change (import, demo load, admin edits).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.db import connection, transaction
from django.utils.text import slugify

from cards.errata import CardFacts, ErratumSpec, effective, errata_for
from cards.importer.records import Guess, ImportedCard
from cards.importer.rows import FileResult, merge_cards, read_card_file
from cards.importer.text import name_key
from cards.models import Card, CardSet, Erratum, Printing, Ruling

Progress = Callable[[str], None]

# Card fields the importer owns (written from the card lists; everything else is derived).
IMPORTED_FIELDS = (
    "name",
    "kind",
    "subtype",
    "characters",
    "printed_code",
    "printed_one_per_deck",
    "alignment",
    "energy",
    "fighting",
    "strength",
    "intellect",
    "inherent",
    "value",
    "icons",
    "bonus",
    "requirements",
    "requirement_text",
    "printed_text",
    "mission_set",
    "mission_number",
    "location",
    "location_uses",
    "extra",
)


def _noop(_message: str) -> None:
    return None


# ---------------------------------------------------------------------------------------------
# Effect tree and effective values


def card_refresh_effect(card: Card) -> None:
    """Parse the card's effective text into its effect tree (fields set, not saved)."""
    from cards.grammar import parse_effect

    text = card.effective_text or ""
    try:
        tree = parse_effect(text).to_json()
    except Exception as exc:  # a grammar fault must not stop an import; it is recorded
        card.effect = None
        card.parse_status = "failed"
        card.unparsed = [{"span": [0, len(text)], "text": text, "error": str(exc)[:200]}]
        return
    card.effect = tree
    card.parse_status = tree.get("status", "") or ""
    card.unparsed = list(tree.get("unparsed") or [])


def card_refresh(
    card: Card, *, errata: Iterable[Erratum] | None = None, reparse: bool = False
) -> bool:
    """Recompute effective text, code, One Per Deck and effect tree; save if anything changed.

    Returns True when the card changed. The effect tree is re-parsed when the effective text
    changed, when it was never parsed, or when ``reparse`` is set.
    """
    rows = list(errata) if errata is not None else list(card.errata.all())
    eff = effective(CardFacts.of(card), rows)
    changed: list[str] = []
    for name, value in (
        ("effective_text", eff.text),
        ("code", eff.code),
        ("one_per_deck", eff.one_per_deck),
    ):
        if getattr(card, name) != value:
            setattr(card, name, value)
            changed.append(name)
    if reparse or "effective_text" in changed or not card.parse_status:
        before = (card.effect, card.parse_status, card.unparsed)
        card_refresh_effect(card)
        if (card.effect, card.parse_status, card.unparsed) != before:
            changed += ["effect", "parse_status", "unparsed"]
    if changed and card.pk:
        card.save(update_fields=[*changed, "updated"])
    return bool(changed)


def card_errata_sync(
    card: Card, *, existing: Sequence[Erratum] | None = None
) -> tuple[int, int, int]:
    """Make the card's rule and data-file errata match what the errata rules say it should carry.

    Errata entered by staff (empty ``blanket``) are never touched. Returns the numbers of
    errata created, updated and deleted.
    """
    rows = list(existing) if existing is not None else list(card.errata.all())
    managed = {e.blanket: e for e in rows if e.blanket}
    wanted = {spec.blanket: spec for spec in errata_for(CardFacts.of(card))}
    created = updated = deleted = 0
    for blanket, spec in wanted.items():
        values = _spec_values(spec)
        row = managed.get(blanket)
        if row is None:
            Erratum.objects.create(card=card, blanket=blanket, **values)
            created += 1
        elif any(getattr(row, k) != v for k, v in values.items()):
            for k, v in values.items():
                setattr(row, k, v)
            row.save()
            updated += 1
    for blanket, row in managed.items():
        if blanket not in wanted:
            row.delete()
            deleted += 1
    return created, updated, deleted


def _spec_values(spec: ErratumSpec) -> dict[str, Any]:
    return {
        "should_read": spec.should_read,
        "code": spec.code,
        "one_per_deck": spec.one_per_deck,
        "status": spec.status,
        "source": spec.source,
        "note": spec.note,
    }


def card_update_derived(card: Card, *, reparse: bool = False) -> bool:
    """Sync the card's errata, then refresh its effective fields and effect tree."""
    c, u, d = card_errata_sync(card)
    changed = card_refresh(card, reparse=reparse)
    return changed or bool(c or u or d)


def erratum_save(*, erratum: Erratum) -> Erratum:
    """Save an erratum (admin, API) and bring its card's effective fields in step."""
    erratum.full_clean()
    erratum.save()
    card_refresh(erratum.card)
    return erratum


def erratum_delete(*, erratum: Erratum) -> None:
    card = erratum.card
    erratum.delete()
    card_refresh(card)


def card_save(*, card: Card) -> Card:
    """Save a card edited by hand (admin) and recompute what derives from its printed data."""
    card.save()
    card_update_derived(card)
    return card


def _errata_by_card(errata: Iterable[Erratum]) -> defaultdict[int, list[Erratum]]:
    by_card: defaultdict[int, list[Erratum]] = defaultdict(list)
    for e in errata:
        by_card[e.card_id].append(e)
    return by_card


def _sync_and_refresh(
    card: Card, existing: list[Erratum], *, reparse: bool = False
) -> tuple[tuple[int, int, int], bool]:
    """Sync the card's blanket errata (``existing`` are its rows), then recompute its derived
    fields from the errata it has now. Returns the errata (created, updated, deleted) and
    whether the derived fields changed."""
    synced = card_errata_sync(card, existing=existing)
    rows = list(card.errata.all()) if any(synced) else existing
    return synced, card_refresh(card, errata=rows, reparse=reparse)


def catalogue_refresh(*, reparse: bool = False, progress: Progress = _noop) -> int:
    """Re-sync errata and recompute derived fields of every card; returns how many changed."""
    changed = 0
    errata_by_card = _errata_by_card(Erratum.objects.all())
    with transaction.atomic():
        for i, card in enumerate(Card.objects.order_by("pk").iterator(), 1):
            synced, refreshed = _sync_and_refresh(card, errata_by_card[card.pk], reparse=reparse)
            if refreshed or any(synced):
                changed += 1
            if i % 250 == 0:
                progress(f"  refreshed {i} cards")
    return changed


# ---------------------------------------------------------------------------------------------
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


# ---------------------------------------------------------------------------------------------
# Demo data


DEMO_DIR = Path(__file__).resolve().parent / "data" / "demo"
DEMO_SET = ("DEMO", "Demo set (the project's own, from the rulebooks)")


def demo_load(*, directory: Path = DEMO_DIR, progress: Progress = _noop) -> ImportReport:
    """Load our demo cards (``cards/data/demo/*.json``) idempotently, in one transaction."""
    from cards.importer.demo import read_demo_files

    files = sorted(directory.glob("*.json"))
    cards, samples = read_demo_files(files, set_code=DEMO_SET[0], set_name=DEMO_SET[1])
    report = ImportReport(files=[f.name for f in files])
    with transaction.atomic():
        if CardSet.objects.filter(is_demo=False).exists():
            # Real lists are imported: the invented samples stay out.
            cards = [c for c in cards if c.key not in samples]
        report.rows = sum(len(c.printings) for c in cards)
        cards_write(
            cards=cards,
            sets=[(DEMO_SET[0], DEMO_SET[1], "cards/data/demo")],
            report=report,
            is_sample=lambda c: c.key in samples,
            demo=True,
            replace_sets=True,  # the demo set is ours: its files are all of it
            progress=progress,
        )
        for path in files:
            for entry in _demo_rulings(path):
                ruling_upsert(**entry)
        report.samples_retired = samples_retire()
    return report


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


def _demo_rulings(path: Path) -> list[dict[str, Any]]:
    import json

    from cards.importer.records import RowError

    data = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for index, raw in enumerate(data.get("rulings", []) if isinstance(data, dict) else []):
        if not isinstance(raw, dict) or not raw.get("text"):
            raise RowError(path.name, index + 1, "a ruling needs its text")
        out.append(
            {
                "text": raw["text"],
                "source": raw.get("source", ""),
                "date": raw.get("date"),
                "card_names": list(raw.get("cards", [])),
                "rule_ids": list(raw.get("rule_ids", [])),
            }
        )
    return out


def ruling_upsert(
    *,
    text: str,
    source: str = "",
    date: Any = None,
    card_names: Sequence[str] = (),
    rule_ids: Sequence[str] = (),
) -> Ruling:
    """Create a ruling, or update the one with the same text; attach the named cards."""
    ruling = Ruling.objects.filter(text=text).first()
    if ruling is None:
        ruling = Ruling.objects.create(text=text, source=source, date=date, rule_ids=list(rule_ids))
    elif (ruling.source, ruling.rule_ids) != (source, list(rule_ids)):
        ruling.source, ruling.rule_ids = source, list(rule_ids)
        ruling.save()
    keys = {name_key(n) for n in card_names}
    wanted = {c.pk for c in Card.objects.only("pk", "name") if name_key(c.name) in keys}
    current = set(ruling.cards.values_list("pk", flat=True))
    if wanted - current:
        ruling.cards.add(*(wanted - current))
    return ruling


def slug_for(name: str) -> str:
    """The plain slug of a card name ('Wolverine - Berserker Rage' -> 'wolverine-berserker-rage')."""
    return re.sub(r"-+", "-", slugify(name)).strip("-")
