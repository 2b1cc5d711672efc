"""Where the engine applies what the grammar reads: the reach matrix of real cards.

    python manage.py reach_report [--json] [--csv FILE ...]

For every clause kind found in the cards' effect trees: how many clauses, and where the
engine applies them (``rules.engine.reach``) or that it does not yet. Per card type: how many
cards have a `full` tree whose every clause is applied. Reads the database's cards, or the
given card-list CSV files without touching the database.
"""

from __future__ import annotations

import csv
import json
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from cards.grammar import parse_effect
from cards.importer.columns import parse_levels
from cards.management.commands.parse_report import TEXT_COLUMNS, TYPE_COLUMNS, _cell
from rules.engine import reach
from rules.engine.clauses import tree_json
from rules.engine.printed_levels import fill_printed_levels

Card = tuple[str, str, str, dict[str, Any]]  # name, kind, subtype, effect tree JSON


def cards_from_csv(path: Path) -> Iterator[Card]:
    with path.open(encoding="utf-8-sig", newline="") as handle:
        for row in csv.DictReader(handle):
            text = _cell(row, TEXT_COLUMNS)
            if not text or text == "-":
                continue
            kind = (_cell(row, TYPE_COLUMNS) or "unknown").lower()
            subtype = _cell(row, ("Subtype",)).split(",")[0].strip().lower()
            tree = parse_effect(text).to_json()
            yield _cell(row, ("Name",)), kind, subtype, numbered(tree, _cell(row, ("Numbers",)))


def with_levels(tree: dict[str, Any], defn: Any) -> dict[str, Any]:
    """The tree with each unnumbered attack given the card's printed level, as the engine
    reads the card (``printed_levels``)."""
    clauses = tree.get("clauses")
    if not isinstance(clauses, list):
        return tree
    return {**tree, "clauses": fill_printed_levels(clauses, defn)}


def numbered(tree: dict[str, Any], numbers: str) -> dict[str, Any]:
    """``with_levels`` for a CSV row: its printed levels read from the ``Numbers`` column."""
    try:
        levels = parse_levels(numbers) if numbers and numbers != "-" else []
    except ValueError:
        levels = []
    return with_levels(tree, SimpleNamespace(extra={"levels": levels}, value=None, icons=()))


def cards_from_db() -> Iterator[Card]:
    from cards.models import Card as CardModel

    for card in CardModel.objects.exclude(effect=None).order_by("name"):
        tree = tree_json(card.effect)
        if tree and tree.get("clauses") is not None:
            yield card.name, card.kind, (card.subtype or "").lower(), with_levels(tree, card)


def build_reach(cards: Iterable[Card]) -> dict[str, Any]:
    kinds: Counter[str] = Counter()
    missing_kinds: Counter[str] = Counter()
    by_type: dict[str, Counter[str]] = defaultdict(Counter)
    missing_cards: list[dict[str, Any]] = []
    for name, kind, subtype, tree in cards:
        counts = by_type[kind]
        counts["cards"] += 1
        if tree.get("status") != "full":
            continue
        counts["full"] += 1
        clauses = list(tree.get("clauses") or [])
        for c in reach.walk(clauses):
            kinds[str(c.get("kind"))] += 1
        missing = reach.not_applied(clauses, card=(kind, subtype))
        for c in reach.walk(missing):  # what an unapplied condition carries is not applied either
            missing_kinds[str(c.get("kind"))] += 1
        if not missing:
            counts["applied"] += 1
        else:
            missing_cards.append(missing_entry(name, kind, missing))
    matrix = []
    for kind, count in kinds.most_common():
        entry = reach.REACH.get(kind)
        matrix.append(
            {
                "kind": kind,
                "clauses": count,
                "not_applied": missing_kinds.get(kind, 0),
                "places": list(entry.places) if entry else [],
                "how": entry.how
                if entry
                else ("nothing to apply" if kind in reach.NOTHING_TO_APPLY else ""),
                "limits": entry.limits if entry else reach.NOT_APPLIED_BECAUSE.get(kind, ""),
            }
        )
    types = {
        t: {
            "cards": c["cards"],
            "full": c["full"],
            "applied": c["applied"],
            "applied_share": round(c["applied"] / c["cards"], 4) if c["cards"] else 0.0,
        }
        for t, c in sorted(by_type.items())
    }
    return {
        "kinds": matrix,
        "by_type": types,
        "not_applied_kinds": sorted(
            k for k in kinds if k not in reach.REACH and k not in reach.NOTHING_TO_APPLY
        ),
        "missing_cards": missing_cards,
    }


def missing_entry(name: str, kind: str, missing: list[dict[str, Any]]) -> dict[str, Any]:
    """A card with clauses not applied: each clause's kind, words and why (its own reason,
    or its kind's limits in the reach matrix)."""
    clauses = []
    for c in missing:
        entry = reach.REACH.get(str(c.get("kind")))
        why = reach.clause_reason(c) or (entry.limits if entry else "")
        clauses.append({"kind": c.get("kind"), "words": reach.clause_words(c), "why": why})
    return {"card": name, "type": kind, "clauses": clauses}


class Command(BaseCommand):
    help = "Report, per clause kind and card type, what the rules engine applies."
    requires_system_checks: list[str] = []

    def add_arguments(self, parser) -> None:
        parser.add_argument("--json", action="store_true", help="Print one JSON object.")
        parser.add_argument("--csv", nargs="+", metavar="FILE", help="Card-list CSV files.")
        parser.add_argument(
            "--cards", action="store_true", help="List each card with clauses not applied."
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options.get("csv"):
            cards: list[Card] = []
            for name in options["csv"]:
                path = Path(name)
                if not path.is_file():
                    raise CommandError(f"{name}: no such file")
                try:
                    cards.extend(cards_from_csv(path))
                except (UnicodeDecodeError, csv.Error) as exc:
                    raise CommandError(f"{name}: not a readable CSV card list ({exc})") from exc
        else:
            cards = list(cards_from_db())
        report = build_reach(cards)
        if options.get("json"):
            self.stdout.write(json.dumps(report, ensure_ascii=False))
            return
        self.stdout.write("Cards whose every clause the engine applies (of cards with text):")
        for t, c in report["by_type"].items():
            self.stdout.write(
                f"  {t:<10} {c['applied']:>5} of {c['cards']:>5} ({c['applied_share']:.1%})"
                f"   full trees {c['full']}"
            )
        self.stdout.write("\nClause kinds (clauses in full trees; where applied):")
        for k in report["kinds"]:
            where = ", ".join(reach.PLACE_TITLES[p] for p in k["places"]) or (
                k["how"] or "NOT APPLIED"
            )
            gap = f"; {k['not_applied']} not applied" if k["places"] and k["not_applied"] else ""
            if not k["places"] and k["limits"]:
                gap = f" ({k['limits']})"
            self.stdout.write(f"  {k['kind']:<22} {k['clauses']:>5}  {where}{gap}")
        if options.get("cards"):
            self.stdout.write("\nCards with clauses not applied (full trees):")
            for card in report["missing_cards"]:
                self.stdout.write(f"  {card['card']} ({card['type']})")
                for c in card["clauses"]:
                    self.stdout.write(f"    {c['kind']}: {c['words']}")
