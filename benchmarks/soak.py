"""A bounded soak: mixed traffic at a fixed rate against the service for a given time.

Run: ``.venv/bin/python benchmarks/soak.py [--minutes 10] [--rate 20] [--postgres URL] [--port N]``

Imports the ten card sets into a throwaway SQLite database (or fills the PostgreSQL database
at URL), starts gunicorn on 127.0.0.1 (two sync workers, production settings) and sends, at a
fixed rate, a mix of searches (page and API), card details, API lists, five-play resolves, the
venture, priority and renege checks, and bad requests (an empty enum filter, broken or too
deep JSON, a NUL, an oversized body, an unknown card), each with the answer it must get. It
prints, each minute, that minute's requests, errors, p50/p99 and the workers' memory; at the
end the errors (any answer other than the one expected, any failed connection), p50/p99 per
kind and the workers' memory at the start and the end (goal: 0 errors, p99 and memory flat).
Loopback only; the run stops after ``--minutes`` (at most 60) and stops the server it started.
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

PORT = 8142  # default; --port

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


BAD = [
    ("bad request", "/api/v1/cards/?opd=", None, 400),
    ("bad request", "/api/v1/cards/?type=%25", None, 400),
    ("bad request", "/api/v1/resolve/", b'{"state": ', 400),
    ("bad request", "/api/v1/resolve/", b"[" * 5000 + b"]" * 5000, 400),
    ("bad request", "/api/v1/parse/", b'{"text": "Draw\\u0000 a card."}', 400),
    ("bad request", "/api/v1/parse/", b'{"text": "' + b"x" * 300_000 + b'"}', 413),
    ("bad request", "/api/v1/resolve/", {"text": 'A: Storm 1 2 3 4 & {"x": 1e999}'}, 400),
    ("unknown card", "/api/v1/cards/no-such-card-here/", None, 404),
]


def mix(sample: dict) -> list[tuple[str, str, dict | bytes | None, int]]:
    """(kind, path, JSON body or raw bytes or None, expected status), weighted by repetition."""
    searches = [("search page", f"/?q={q.replace(' ', '+')}", None, 200) for q in h.SEARCHES]
    api = [("API search", f"/api/v1/cards/?q={q.replace(' ', '+')}", None, 200) for q in h.SEARCHES]
    details = [("card detail", f"/api/v1/cards/{s}/", None, 200) for s in sample["slugs"]]
    details += [("card page", f"/cards/{s}/", None, 200) for s in sample["slugs"][:10]]
    resolve = ("resolve", "/api/v1/resolve/", h.five_play_situation(sample["characters"]), 200)
    lists = [
        ("API list", path, None, 200)
        for path in ("/api/v1/cards/", "/api/v1/cards/?page=3", "/api/v1/errata/", "/api/v1/sets/")
    ]
    checks = [
        ("checks", "/api/v1/checks/venture/", VENTURE, 200),
        ("checks", "/api/v1/checks/priority/", PRIORITY, 200),
        ("checks", "/api/v1/checks/renege/", RENEGE, 200),
    ]
    return searches + api + details + lists * 2 + [resolve] * 10 + checks * 3 + BAD


class Tally:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.times: dict[str, list[float]] = defaultdict(list)
        self.errors: dict[str, int] = defaultdict(int)
        self.examples: list[str] = []
        self.window: list[float] = []  # this minute's times
        self.window_errors = 0

    def record(self, kind: str, millis: float, problem: str | None) -> None:
        with self.lock:
            self.times[kind].append(millis)
            self.window.append(millis)
            if problem:
                self.errors[kind] += 1
                self.window_errors += 1
                if len(self.examples) < 5:
                    self.examples.append(f"{kind}: {problem}")

    def take_window(self) -> tuple[list[float], int]:
        with self.lock:
            times, errors = self.window, self.window_errors
            self.window, self.window_errors = [], 0
        return times, errors


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
                minute(server, tally, n / rate / 60)
    minute(server, tally, total / rate / 60)
    return tally


def minute(server: h.Server, tally: Tally, at: float) -> None:
    """The last minute's figures (requests answered, errors, p50, p99) and the workers' RSS."""
    times, errors = tally.take_window()
    rss = ", ".join(f"{m:.0f}" for m in server.worker_rss_mb())
    p50 = statistics.median(times) if times else 0.0
    print(
        f"  {at:4.1f} min: {len(times):5} answered, {errors} errors, p50 {p50:.1f} ms, "
        f"p99 {percentile(times, 0.99):.1f} ms; worker RSS MB {rss}",
        flush=True,
    )


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--rate", type=float, default=20.0, help="requests per second")
    parser.add_argument("--postgres", metavar="URL", help="run on this PostgreSQL database")
    parser.add_argument("--port", type=int, default=PORT)
    args = parser.parse_args()
    args.minutes = max(0.1, min(args.minutes, 60.0))
    args.rate = max(1.0, min(args.rate, 500.0))
    with h.throwaway_dir() as tmp:
        (tmp / "tmpdir").mkdir()
        url = args.postgres or f"sqlite:///{tmp / 'soak.sqlite3'}"
        env = h.service_env(url, tmp / "tmpdir")
        print(f"catalogue ready in {h.prepare_catalogue(env):.0f} s")
        with h.Server(env, args.port, log=tmp / "gunicorn.log") as server:
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
