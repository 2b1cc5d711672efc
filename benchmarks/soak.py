"""A bounded soak: mixed traffic at a fixed rate against the service for a given time.

Run: ``.venv/bin/python benchmarks/soak.py [--minutes 10] [--rate 20] [--postgres URL]``

Imports the ten card sets into a throwaway SQLite database (or fills the PostgreSQL database
at URL), starts gunicorn on 127.0.0.1 (two sync workers, production settings) and sends, at a
fixed rate, a mix of searches (page and API), card details, five-play resolves and the venture,
priority and renege checks, each a request a judge's desk sends. It prints the errors (any
answer other than the one expected, any failed connection), p50/p99 per kind and the workers'
memory at the start and the end (goal: 0 errors, memory flat). Loopback only; the run stops
after ``--minutes`` (at most 60) and stops the server it started.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import harness as h  # noqa: E402

PORT = 8142

VENTURE = {
    "players": {
        "A": {
            "missions": {"reserve": 7, "completed": 0, "defeated": 0},
            "ventured": {"reserve": 2, "completed": 0},
            "venture_total": 14,
        },
        "B": {
            "missions": {"reserve": 7, "completed": 0, "defeated": 0},
            "ventured": {"reserve": 3, "completed": 0},
            "hits_scored": [{"icon": "strength", "value": 5}],
        },
    }
}
PRIORITY = {
    "effects": [
        {"id": "e1", "type": "special", "text": "Opponent may not attack."},
        {"id": "e2", "type": "event", "text": "Both teams must attack."},
    ]
}
RENEGE = {
    "offender": "A",
    "offence": "illegal_duplicate",
    "judge_called": True,
    "players": {
        "A": {"missions": {"reserve": 7}, "ventured": {"reserve": 2}},
        "B": {"missions": {"reserve": 7}, "ventured": {"reserve": 1}},
    },
}


def mix(sample: dict) -> list[tuple[str, str, dict | None, int]]:
    """(kind, path, JSON body or None, expected status), weighted by repetition."""
    searches = [("search page", f"/?q={q.replace(' ', '+')}", None, 200) for q in h.SEARCHES]
    api = [("API search", f"/api/v1/cards/?q={q.replace(' ', '+')}", None, 200) for q in h.SEARCHES]
    details = [("card detail", f"/api/v1/cards/{s}/", None, 200) for s in sample["slugs"]]
    details += [("card page", f"/cards/{s}/", None, 200) for s in sample["slugs"][:10]]
    resolve = ("resolve", "/api/v1/resolve/", h.five_play_situation(sample["characters"]), 200)
    checks = [
        ("checks", "/api/v1/checks/venture/", VENTURE, 200),
        ("checks", "/api/v1/checks/priority/", PRIORITY, 200),
        ("checks", "/api/v1/checks/renege/", RENEGE, 200),
        ("unknown card", "/api/v1/cards/no-such-card-here/", None, 404),
    ]
    return searches + api + details + [resolve] * 10 + checks * 3


class Tally:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.times: dict[str, list[float]] = defaultdict(list)
        self.errors: dict[str, int] = defaultdict(int)
        self.examples: list[str] = []

    def record(self, kind: str, millis: float, problem: str | None) -> None:
        with self.lock:
            self.times[kind].append(millis)
            if problem:
                self.errors[kind] += 1
                if len(self.examples) < 5:
                    self.examples.append(f"{kind}: {problem}")


def send(base: str, item, tally: Tally) -> None:
    kind, path, body, expected = item
    started = time.perf_counter()
    problem = None
    try:
        status, _content = h.fetch(base + path, body, timeout=10)
        if status != expected:
            problem = f"{path} answered {status}, expected {expected}"
    except OSError as exc:
        problem = f"{path}: {exc}"
    tally.record(kind, (time.perf_counter() - started) * 1000, problem)


def run(server: h.Server, items, minutes: float, rate: float) -> Tally:
    tally = Tally()
    rng = random.Random(9)
    total = int(minutes * 60 * rate)
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=32) as pool:
        for n in range(total):
            wait = started + n / rate - time.perf_counter()
            if wait > 0:
                time.sleep(wait)
            pool.submit(send, server.base, rng.choice(items), tally)
            if n and n % int(rate * 60) == 0:
                rss = ", ".join(f"{m:.0f}" for m in server.worker_rss_mb())
                print(f"  {n / rate / 60:.0f} min: {n} requests sent; worker RSS MB {rss}")
    return tally


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--rate", type=float, default=20.0, help="requests per second")
    parser.add_argument("--postgres", metavar="URL", help="run on this PostgreSQL database")
    args = parser.parse_args()
    args.minutes = max(0.1, min(args.minutes, 60.0))
    args.rate = max(1.0, min(args.rate, 500.0))
    with h.throwaway_dir() as tmp:
        (tmp / "tmpdir").mkdir()
        url = args.postgres or f"sqlite:///{tmp / 'soak.sqlite3'}"
        env = h.service_env(url, tmp / "tmpdir")
        print(f"catalogue ready in {h.prepare_catalogue(env):.0f} s")
        with h.Server(env, PORT, log=tmp / "gunicorn.log") as server:
            server.wait_ready()
            sample = h.catalogue_sample(env)
            items = mix(sample)
            for item in items:  # every kind once, so both workers have loaded what they use
                send(server.base, item, Tally())
            rss_start = server.worker_rss_mb()
            print(
                f"soak: {args.minutes:g} min at {args.rate:g} req/s on "
                f"{'PostgreSQL' if args.postgres else 'SQLite'}; worker RSS MB at start: "
                + ", ".join(f"{m:.0f}" for m in rss_start)
            )
            tally = run(server, items, args.minutes, args.rate)
            rss_end = server.worker_rss_mb()
    report(tally, rss_start, rss_end)


def report(tally: Tally, rss_start: list[float], rss_end: list[float]) -> None:
    every = [t for times in tally.times.values() for t in times]
    print(f"\n{'kind':<14}{'requests':>9}{'errors':>8}{'p50 ms':>9}{'p99 ms':>9}")
    for kind, times in sorted(tally.times.items()):
        print(
            f"{kind:<14}{len(times):>9}{tally.errors[kind]:>8}"
            f"{statistics.median(times):>9.1f}{percentile(times, 0.99):>9.1f}"
        )
    print(
        f"{'all':<14}{len(every):>9}{sum(tally.errors.values()):>8}"
        f"{statistics.median(every) if every else 0:>9.1f}{percentile(every, 0.99):>9.1f}"
    )
    for example in tally.examples:
        print("  error:", example)
    print(
        "worker RSS MB: start "
        + ", ".join(f"{m:.0f}" for m in rss_start)
        + " -> end "
        + ", ".join(f"{m:.0f}" for m in rss_end)
    )


if __name__ == "__main__":
    main()
