"""Throughput of the service against a bare-Django ceiling, measured in the same run.

Run: ``.venv/bin/python benchmarks/load.py [--seconds 10] [--connections 50] [--postgres URL]``

It imports the ten card sets into a throwaway SQLite database (and, with ``--postgres``, into
the database at URL, which it migrates and fills: give it one of its own), starts gunicorn on
127.0.0.1 (two sync workers, the production settings plus a ``/bench/ceiling/`` view that
returns a small JSON object), and drives each endpoint with ``wrk`` (Debian package ``wrk``).
It prints req/s, p50, p99, errors and each endpoint's ratio to the ceiling, plus the cold
start: seconds from launching gunicorn, with an empty temp dir, to the first resolve answered.
Targets (issue 9): card detail >= 50 %, search >= 30 %, resolve >= 25 %, p99 < 50 ms for
detail and search. Loopback only; every phase is bounded in time; it stops what it started.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import harness as h  # noqa: E402

PORTS = {"sqlite": 8140, "postgres": 8141}  # defaults; --port moves both
SLICE = 2  # seconds
TARGETS = {"card detail": 0.50, "search page": 0.30, "resolve (5 plays)": 0.25}

_UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3, "m": 60e3}


def lua_paths(paths: list[str]) -> str:
    items = ", ".join(json.dumps(p) for p in paths)
    return (
        f"local paths = {{{items}}}\nlocal i = 0\n"
        "request = function()\n  i = i + 1\n"
        "  return wrk.format(nil, paths[(i % #paths) + 1])\nend\n"
    )


def lua_post(body: dict, tmp: Path) -> str:
    """POST the JSON body (read from a file: wrk's Lua has no \\u escapes)."""
    path = tmp / f"body-{abs(hash(json.dumps(body)))}.json"
    path.write_text(json.dumps(body))
    return (
        'wrk.method = "POST"\n'
        'wrk.headers["Content-Type"] = "application/json"\n'
        f"local f = io.open({json.dumps(str(path))}, 'rb')\n"
        "wrk.body = f:read('*a')\nf:close()\n"
    )


def _millis(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text).groups()
    return float(number) * _UNITS[unit]


def parse_wrk(out: str) -> dict:
    def grab(pattern: str, default: str = "0") -> str:
        found = re.search(pattern, out)
        return found.group(1) if found else default

    socket = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    errors = int(grab(r"Non-2xx or 3xx responses: (\d+)"))
    errors += sum(int(n) for n in socket.groups()) if socket else 0
    return {
        "rps": float(grab(r"Requests/sec:\s+([\d.]+)")),
        "p50": _millis(grab(r"\n\s+50%\s+(\S+)", "0ms")),
        "p99": _millis(grab(r"\n\s+99%\s+(\S+)", "0ms")),
        "requests": int(grab(r"(\d+) requests in")),
        "errors": errors,
    }


def drive(base: str, script: tuple[str, str], tmp: Path, seconds: int, connections: int) -> dict:
    """Run wrk on ``script``: (the URL path, Lua that may rotate paths or set a body)."""
    path, script = script
    lua = tmp / f"wrk-{abs(hash(script))}.lua"
    lua.write_text(script)
    command = [
        "wrk",
        "-t2",
        f"-c{connections}",
        f"-d{seconds}s",
        "--timeout",
        "10s",
        "--latency",
        "-s",
        str(lua),
        base + path,
    ]
    out = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 60).stdout
    return parse_wrk(out)


def scripts(sample: dict, tmp: Path) -> dict[str, tuple[str, str]]:
    q = [f"/?q={s.replace(' ', '+')}" for s in h.SEARCHES]
    api_list = ["/api/v1/cards/"] + [f"/api/v1/cards/?page={n}" for n in (2, 3, 4)]
    api_list += [f"/api/v1/cards/?q={s.replace(' ', '+')}" for s in h.SEARCHES[:4]]
    return {
        "ceiling": ("/", lua_paths(["/bench/ceiling/"])),
        "card detail": ("/", lua_paths([f"/api/v1/cards/{slug}/" for slug in sample["slugs"]])),
        "search page": ("/", lua_paths(q)),
        "resolve (5 plays)": (
            "/api/v1/resolve/",
            lua_post(h.five_play_situation(sample["characters"]), tmp),
        ),
        "API card list": ("/", lua_paths(api_list)),
    }


def run_one(label: str, database_url: str, port: int, args, tmp: Path) -> None:
    env = h.service_env(database_url, tmp / "tmpdir")
    (tmp / "tmpdir").mkdir(exist_ok=True)
    took = h.prepare_catalogue(env)
    print(f"[{label}] catalogue ready in {took:.0f} s")
    sample = h.catalogue_sample(env)
    server = h.Server(env, port, workers=args.workers, log=tmp / f"gunicorn-{label}.log")
    launched = time.perf_counter()
    with server:
        up = server.wait_ready()
        body = h.five_play_situation(sample["characters"])
        status, answer = h.fetch(server.base + "/api/v1/resolve/", body, timeout=120)
        first = time.perf_counter() - launched
        cpu = server.cpu_seconds()
        if status != 200:
            raise SystemExit(f"resolve answered {status}: {answer[:300]!r}")
        print(
            f"[{label}] cold start: gunicorn up in {up:.1f} s, first resolve answered "
            f"{first:.1f} s after launch (empty temp dir, no cache); CPU used by gunicorn "
            f"and its workers until then: {cpu:.1f} s"
        )
        results = measure(server, scripts(sample, tmp), tmp, args)
        rss = server.worker_rss_mb()
    print_table(label, results, args, rss)


def measure(server: h.Server, plan: dict, tmp: Path, args) -> dict:
    """Each endpoint in slices of ``SLICE`` seconds alternating with the ceiling, so that
    both see the same machine (other load on a shared machine comes and goes); an endpoint's
    ratio is its requests over those of the ceiling slices next to it. The workers' CPU time
    per request is measured too: on a busy machine it is the steadier figure."""
    results: dict = {}
    ceiling_slices: list[dict] = []
    rounds = max(1, round(args.seconds / SLICE))

    def timed(name: str) -> dict:
        before = server.cpu_seconds()
        result = drive(server.base, plan[name], tmp, SLICE, args.connections)
        result["cpu"] = server.cpu_seconds() - before
        return result

    for name in [n for n in plan if n != "ceiling"]:
        # Warm-up: each worker fills its own local-memory cache (with Redis they share one).
        drive(server.base, plan[name], tmp, args.warmup, args.connections)
        mine, paired = [], []
        for _ in range(rounds):
            paired.append(timed("ceiling"))
            mine.append(timed(name))
        results[name] = combine(mine)
        results[name]["ceiling_rps"] = combine(paired)["rps"]
        results[name]["ceiling_cpu"] = combine(paired)["cpu_ms"]
        ceiling_slices += paired
    results = {"ceiling": combine(ceiling_slices), **results}
    results["ceiling"]["ceiling_rps"] = results["ceiling"]["rps"]
    results["ceiling"]["ceiling_cpu"] = results["ceiling"]["cpu_ms"]
    return results


def combine(slices: list[dict]) -> dict:
    """Slices of one endpoint: mean req/s, median p50, worst p99, all errors."""
    return {
        "rps": sum(s["rps"] for s in slices) / len(slices),
        "p50": sorted(s["p50"] for s in slices)[len(slices) // 2],
        "p99": max(s["p99"] for s in slices),
        "errors": sum(s["errors"] for s in slices),
        "cpu_ms": 1000 * sum(s["cpu"] for s in slices) / max(1, sum(s["requests"] for s in slices)),
    }


def print_table(label: str, results: dict, args, rss: list[float]) -> None:
    print(
        f"\n{label}: gunicorn {args.workers} sync workers, wrk {args.connections} connections, "
        f"{args.seconds} s each in {SLICE} s slices alternating with the ceiling"
    )
    print(
        f"{'endpoint':<20}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'errors':>8}{'ratio':>8}"
        f"{'CPU ms/req':>12}{'CPU ratio':>10}  target (on ratio)"
    )
    for name, r in results.items():
        ratio = r["rps"] / (r["ceiling_rps"] or 1.0)
        target = TARGETS.get(name)
        verdict = (
            "" if target is None else f">= {target:.0%} {'ok' if ratio >= target else 'MISSED'}"
        )
        print(
            f"{name:<20}{r['rps']:>9.0f}{r['p50']:>9.1f}{r['p99']:>9.1f}{int(r['errors']):>8}"
            f"{ratio:>8.0%}{r['cpu_ms']:>12.2f}{r['ceiling_cpu'] / (r['cpu_ms'] or 1):>10.0%}"
            f"  {verdict}"
        )
    print("worker RSS MB at the end: " + ", ".join(f"{m:.0f}" for m in rss))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=int, default=10, help="per endpoint (max 120)")
    parser.add_argument("--warmup", type=int, default=5, help="seconds per endpoint, unmeasured")
    parser.add_argument("--connections", type=int, default=50)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--postgres", metavar="URL", help="also run on this PostgreSQL database")
    parser.add_argument(
        "--port", type=int, default=PORTS["sqlite"], help="SQLite run's port; PostgreSQL's +1"
    )
    args = parser.parse_args()
    args.seconds = max(1, min(args.seconds, 120))
    args.warmup = max(1, min(args.warmup, 60))
    if not shutil.which("wrk"):
        raise SystemExit("wrk not found: apt-get install wrk")
    with h.throwaway_dir() as tmp:
        run_one("SQLite", f"sqlite:///{tmp / 'bench.sqlite3'}", args.port, args, tmp)
        if args.postgres:
            run_one("PostgreSQL", args.postgres, args.port + 1, args, tmp)


if __name__ == "__main__":
    main()
