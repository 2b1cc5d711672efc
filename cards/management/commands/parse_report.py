"""How much real card text the effect grammar understands.

    python manage.py parse_report [--json] [--csv FILE ...]

Without ``--csv`` it parses the database's cards (their effective text). With ``--csv`` it
reads the given card-list files directly (columns by header name; a ``Game Text`` of ``-`` or
nothing means no text) and never touches the database. It reports texts, full, partial and
failed (overall, per card type and per set), how many texts are ``lossy`` (the grammar read a
word that no clause kept: token accounting makes them partial) and the most frequent of those
unconsumed words, the most frequent unparsed phrases, the round trip and faithfulness of the
distinct texts (``cards.grammar.faithful``), and for every special code held by two or more
cards whether all its cards give trees of the same shape.
"""

from __future__ import annotations

import csv
import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError
from django.db import DatabaseError

from cards.grammar import parse_effect
from cards.grammar.faithful import lost_codes, lost_facts, round_trips
from rules.engine import reach
from rules.engine.effects import EffectTree

TEXT_COLUMNS = ("Game Text", "GameText", "Text")
CODE_COLUMNS = ("Control", "Code")
TYPE_COLUMNS = ("Type",)


@dataclass(frozen=True)
class Entry:
    name: str
    kind: str
    set_name: str
    code: str
    text: str


def _cell(row: dict[str, Any], names: Iterable[str]) -> str:
    lowered = {(k or "").strip().lower(): v for k, v in row.items()}
    for name in names:
        value = lowered.get(name.lower())
        if value is not None:
            return str(value).strip()
    return ""


def entries_from_csv(path: Path) -> Iterator[Entry]:
    set_name = path.stem
    with path.open(encoding="utf-8-sig", newline="") as handle:
        for row in csv.DictReader(handle):
            text = _cell(row, TEXT_COLUMNS)
            if not text or text == "-":
                continue
            yield Entry(
                name=_cell(row, ("Name",)),
                kind=(_cell(row, TYPE_COLUMNS) or "unknown").lower(),
                set_name=set_name,
                code=_cell(row, CODE_COLUMNS).upper(),
                text=text,
            )


def entries_from_db() -> Iterator[Entry]:
    from cards.models import Card

    cards = Card.objects.prefetch_related("printings__card_set").order_by("name")
    for card in cards:
        text = (card.effective_text or "").strip()
        if not text or text == "-":
            continue
        sets = sorted({p.card_set.code for p in card.printings.all()}) or ["(none)"]
        yield Entry(
            name=card.name, kind=card.kind, set_name=sets[0], code=card.code or "", text=text
        )


def _phrase(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip()).rstrip(".")


def shape_text(tree: EffectTree) -> str:
    def one(shape: Any) -> str:
        if isinstance(shape, tuple) and shape and shape[0] == "condition":
            inner = ", ".join(one(s) for s in shape[2])
            return f"condition[{shape[1]}]({inner})"
        return str(shape[0]) if isinstance(shape, tuple) else str(shape)

    clauses, _opd = tree.shape()
    return " ".join(one(s) for s in clauses) or "(nothing)"


def build_report(entries: Iterable[Entry]) -> dict[str, Any]:
    totals = Counter()
    by_type: dict[str, Counter] = defaultdict(Counter)
    by_set: dict[str, Counter] = defaultdict(Counter)
    phrases: Counter = Counter()
    lost_words: Counter = Counter()
    trees: dict[str, EffectTree] = {}
    codes: dict[str, list[tuple[Entry, EffectTree]]] = defaultdict(list)
    for entry in entries:
        tree = trees.get(entry.text) or parse_effect(entry.text)
        first = entry.text not in trees
        trees[entry.text] = tree
        status = tree.status
        for bucket in (totals, by_type[entry.kind], by_set[entry.set_name]):
            bucket["texts"] += 1
            bucket[status] += 1
            bucket["lossy"] += bool(tree.unconsumed)
            bucket["unconsumed"] += len(tree.unconsumed)
        if first:
            lost_words.update(u.word.lower() for u in tree.unconsumed)
        for piece in tree.unparsed:
            phrases[_phrase(piece.text)] += 1
        if entry.code and entry.code not in ("-",) and entry.kind == "special":
            codes[entry.code].append((entry, tree))

    def counts(c: Counter) -> dict[str, Any]:
        texts = c["texts"]
        return {
            "texts": texts,
            "full": c["full"],
            "partial": c["partial"],
            "failed": c["failed"],
            "full_rate": round(c["full"] / texts, 4) if texts else 0.0,
            "lossy": c["lossy"],
            "unconsumed": c["unconsumed"],
        }

    consistent: list[str] = []
    inconsistent: list[dict[str, Any]] = []
    for code in sorted(codes):
        members = codes[code]
        if len(members) < 2:
            continue
        shapes: dict[str, list[str]] = defaultdict(list)
        for entry, tree in members:
            shapes[shape_text(tree)].append(entry.name)
        if len(shapes) == 1:
            consistent.append(code)
            continue
        not_full = [e.name for e, t in members if t.unparsed]
        if not_full:
            reason = (
                f"grammar: {len(not_full)} of {len(members)} card(s) not fully parsed "
                f"({', '.join(sorted(set(not_full))[:3])}), so their trees are incomplete"
            )
        else:
            reason = "printed text differs: the cards print different effects under this code"
        inconsistent.append(
            {
                "code": code,
                "cards": len(members),
                "reason": reason,
                "shapes": {shape: sorted(set(names)) for shape, names in shapes.items()},
            }
        )

    return {
        **counts(totals),
        "by_type": {k: counts(v) for k, v in sorted(by_type.items())},
        "by_set": {k: counts(v) for k, v in sorted(by_set.items())},
        "top_unparsed": [{"text": t, "count": n} for t, n in phrases.most_common(30)],
        "top_unconsumed": [{"word": w, "count": n} for w, n in lost_words.most_common(20)],
        "faithful": faithfulness(trees),
        "codes": {"consistent": consistent, "inconsistent": inconsistent},
        "clause_kinds": clause_kinds(trees),
    }


def clause_kinds(trees: dict[str, EffectTree]) -> list[dict[str, Any]]:
    """Clauses per kind over the distinct texts, and where the engine applies each kind
    (``rules.engine.reach``; ``manage.py reach_report`` has the card-by-card view)."""
    found: Counter = Counter(
        clause["kind"]
        for tree in trees.values()
        for clause in reach.walk(c.to_json() for c in tree.clauses)
    )
    return [
        {"kind": kind, "clauses": n, "engine": list(reach.places_of(kind))}
        for kind, n in found.most_common()
    ]


def faithfulness(trees: dict[str, EffectTree]) -> dict[str, Any]:
    """Round trip and faithfulness over the distinct texts (``cards.grammar.faithful``)."""
    full = {text: tree for text, tree in trees.items() if tree.status == "full"}
    failing = sorted(text for text, tree in full.items() if not round_trips(tree))
    losing = sorted(text for text, tree in full.items() if lost_facts(text, tree))
    # a hero/villain code noun the canonical text no longer says (``faithful.lost_codes``)
    uncoded = sorted(text for text, tree in full.items() if lost_codes(text, tree))
    faithful = len(set(full) - set(failing) - set(losing) - set(uncoded))
    distinct = len(trees)
    return {
        "distinct_texts": distinct,
        "full": len(full),
        "round_trips": len(full) - len(failing),
        "round_trip_failures": failing,
        "facts_lost": losing,
        "codes_lost": uncoded,
        "faithful": faithful,
        "faithful_rate": round(faithful / distinct, 4) if distinct else 0.0,
    }


def summary_line(report: dict[str, Any]) -> str:
    texts = report["texts"] or 1
    faithful = report["faithful"]
    return (
        f"texts {report['texts']}: full {report['full']} ({100 * report['full'] / texts:.1f}%), "
        f"partial {report['partial']}, failed {report['failed']}, lossy {report['lossy']} "
        f"({report['unconsumed']} unconsumed words); distinct texts {faithful['distinct_texts']}: "
        f"full {faithful['full']}, round trip {faithful['round_trips']}, faithful "
        f"{faithful['faithful']} ({100 * faithful['faithful_rate']:.1f}%), hero/villain code "
        f"lost {len(faithful['codes_lost'])}; codes consistent "
        f"{len(report['codes']['consistent'])}, inconsistent {len(report['codes']['inconsistent'])}"
    )


class Command(BaseCommand):
    help = "Report how much card text the effect grammar parses fully (database or CSV files)."
    requires_system_checks: list[str] = []

    def add_arguments(self, parser) -> None:
        parser.add_argument("--json", action="store_true", help="Print one JSON object.")
        parser.add_argument(
            "--csv",
            nargs="+",
            metavar="FILE",
            help="Card-list CSV files to read instead of the database.",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options.get("csv"):
            entries: list[Entry] = []
            for name in options["csv"]:
                path = Path(name)
                if not path.is_file():
                    raise CommandError(f"{name}: no such file")
                try:
                    entries.extend(entries_from_csv(path))
                except (UnicodeDecodeError, csv.Error) as exc:
                    raise CommandError(f"{name}: not a readable CSV card list ({exc})") from exc
        else:
            try:
                entries = list(entries_from_db())
            except DatabaseError as exc:
                raise CommandError(
                    f"cannot read the catalogue ({exc}); run `manage.py migrate` and import "
                    "cards first, or pass --csv FILE ..."
                ) from exc
        report = build_report(entries)
        if options.get("json"):
            self.stdout.write(json.dumps(report, ensure_ascii=False))
            return
        self._print(report)

    def _print(self, report: dict[str, Any]) -> None:
        out = self.stdout.write
        out(summary_line(report))
        for title, key in (("By card type", "by_type"), ("By set", "by_set")):
            out(f"\n{title}:")
            for name, c in report[key].items():
                out(
                    f"  {name:<22} texts {c['texts']:>4}  full {c['full']:>4} "
                    f"({100 * c['full_rate']:.1f}%)  partial {c['partial']:>4}  failed {c['failed']:>4}"
                    f"  lossy {c['lossy']:>4}"
                )
        out("\nMost frequent unconsumed words (read, but kept by no clause field):")
        for item in report["top_unconsumed"]:
            out(f"  {item['count']:>3}  {item['word']}")
        faithful = report["faithful"]
        out(
            f"\nRound trip (full texts whose canonical text parses back to the same tree): "
            f"{faithful['round_trips']} of {faithful['full']}"
        )
        for text in faithful["round_trip_failures"][:10]:
            out(f"  fails: {text}")
        out("\nMost frequent unparsed phrases:")
        for item in report["top_unparsed"]:
            out(f"  {item['count']:>3}  {item['text']}")
        out("\nClause kinds (distinct texts) and where the engine applies them:")
        for item in report["clause_kinds"]:
            where = ", ".join(reach.PLACE_TITLES[p] for p in item["engine"]) or "not applied"
            out(f"  {item['clauses']:>5}  {item['kind']:<22} {where}")
        codes = report["codes"]
        out(
            f"\nCodes held by 2+ specials: {len(codes['consistent'])} consistent, "
            f"{len(codes['inconsistent'])} inconsistent"
        )
        for item in codes["inconsistent"]:
            out(f"  {item['code']} ({item['cards']} cards): {item['reason']}")
            for shape, names in item["shapes"].items():
                out(f"      {shape}: {', '.join(names[:4])}{' ...' if len(names) > 4 else ''}")
