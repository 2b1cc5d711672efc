"""The demo catalogue (embedded sample cards and rulings) and rulings written by slug."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from django.db import transaction

from cards.importer.text import name_key
from cards.models import Card, CardSet, Ruling
from cards.services.catalogue import Progress, _noop
from cards.services.importing import ImportReport, cards_write, samples_retire

# Demo data
DEMO_DIR = Path(__file__).resolve().parent.parent / "data" / "demo"


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
