"""Benchmark of the card search (not a test): p50/p99 per kind of query.

    .venv/bin/python benchmarks/search.py                 # a temporary SQLite database
    DATABASE_URL=postgres://judge:judge@127.0.0.1:5432/judge .venv/bin/python benchmarks/search.py

It never touches the database DATABASE_URL names: like the test runner it creates a
separate database beside it (``test_<name>``, or TEST_DB_NAME), migrates it, imports the
ten card lists of ``../shared/data/overpower-cards/`` with ``import_cards``, runs a fixed
mix of 200 queries (each one what the API does for a page: count the matches, fetch the
first 50 with their printings), prints p50/p99 per query kind, and drops the database.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judge.settings")
os.environ.setdefault("DEBUG", "false")

TMP = tempfile.mkdtemp(prefix="search-bench-")
os.environ.setdefault("DATABASE_URL", f"sqlite:///{TMP}/unused.sqlite3")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402

# The fixed mix: (kind, query). Cycled to 200 queries in this order.
MIX: list[tuple[str, str]] = [
    ("name", "wolverine"),
    ("name", "hulk"),
    ("name", "storm"),
    ("name", "batman"),
    ("name", "spider-man"),
    ("name", "superman"),
    ("name words", "wolverine rage"),
    ("name words", "dr strange"),
    ("name words", "doctor strange"),
    ("name words", "any hero"),
    ("name typo", "wolverene"),
    ("name typo", "sabertooth"),
    ("name typo", "captian america"),
    ("name typo", "spiderman"),
    ("name typo", "magento"),
    ("text word", "o:avoid"),
    ("text word", "o:discard"),
    ("text word", "text:teammate"),
    ("text word", "o:defends"),
    ("text phrase", 'o:"may not be defended"'),
    ("text phrase", 'o:"one per deck"'),
    ("text phrase", 'o:"acts as a level"'),
    ("type", "t:special"),
    ("type", "t:training"),
    ("type", "t:multipower"),
    ("type", "t:character"),
    ("filters", "code:AG"),
    ("filters", "set:CLOP"),
    ("filters", "opd:yes"),
    ("filters", 'c:"any hero"'),
    ("combined", "t:special c:wolverine o:attack"),
    ("combined", 't:special code:AG -c:"any hero"'),
    ("combined", "(c:hulk or c:thing) o:strength"),
    ("combined", "t:universe -t:training opd:no"),
    ("combined", "wolverine -t:special"),
    ("empty", ""),
]
TOTAL = 200


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[index]


def main() -> None:
    data = Path(settings.SHARED_DIR) / "data" / "overpower-cards"
    files = sorted(str(p) for p in data.glob("*.csv"))
    if not files:
        sys.exit(f"no card lists in {data}")

    db = connection.settings_dict
    if connection.vendor == "sqlite":
        db["TEST"]["NAME"] = f"{TMP}/bench.sqlite3"
    else:
        db["TEST"]["NAME"] = os.environ.get("TEST_DB_NAME") or f"test_{db['NAME']}_search_bench"
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True, keepdb=False)
    try:
        run(files)
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)


def run(files: list[str]) -> None:
    from cards.models import Card, Printing
    from cards.selectors import card_list

    print(f"database: {connection.vendor} {connection.settings_dict['NAME']}")
    started = time.perf_counter()
    with open(os.devnull, "w") as quiet:
        call_command("import_cards", *files, stdout=quiet, stderr=quiet)
    print(
        f"import: {len(files)} files, {Card.objects.count()} cards, "
        f"{Printing.objects.count()} printings in {time.perf_counter() - started:.1f} s"
    )
    # What autovacuum does soon after a bulk load on a running server: planner statistics
    # (without them PostgreSQL takes the new table for tiny and scans it) and, by VACUUM, the
    # GIN indexes' pending entries moved into the indexes proper.
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE" if connection.vendor == "postgresql" else "ANALYZE")

    # One untimed pass warms caches and connections, as a running server would be.
    for _, query in MIX:
        found = card_list(query=query)
        found.cards.count()
        list(found.cards[:50])

    timings: dict[str, list[float]] = defaultdict(list)
    hits: dict[str, list[int]] = defaultdict(list)
    for n in range(TOTAL):
        kind, query = MIX[n % len(MIX)]
        started = time.perf_counter()
        found = card_list(query=query)
        count = found.cards.count()
        page = list(found.cards[:50])
        for card in page:
            card.printings.all()  # prefetched: no query
        timings[kind].append((time.perf_counter() - started) * 1000)
        hits[kind].append(count)

    everything = [t for values in timings.values() for t in values]
    print(f"{TOTAL} queries, times in ms (count + first page of 50 with printings)")
    print(f"{'kind':<12} {'n':>4} {'p50':>8} {'p99':>8} {'max':>8} {'avg hits':>9}")
    for kind in dict.fromkeys(k for k, _ in MIX):
        values = timings[kind]
        print(
            f"{kind:<12} {len(values):>4} {statistics.median(values):>8.2f} "
            f"{percentile(values, 99):>8.2f} {max(values):>8.2f} "
            f"{statistics.mean(hits[kind]):>9.1f}"
        )
    print(
        f"{'all':<12} {len(everything):>4} {statistics.median(everything):>8.2f} "
        f"{percentile(everything, 99):>8.2f} {max(everything):>8.2f}"
    )


if __name__ == "__main__":
    main()
