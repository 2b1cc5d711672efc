"""What ``load.py`` and ``soak.py`` share: a throwaway catalogue, a gunicorn on loopback, the
requests they send, worker memory.

Everything listens on 127.0.0.1 only, and every process started here is stopped by the
context manager that started it.
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
GUNICORN = str(Path(PYTHON).with_name("gunicorn"))
CARD_FILES = sorted((ROOT.parent / "shared" / "data" / "overpower-cards").glob("*.csv"))
SETTINGS = "benchmarks.site.settings"
HOST = "127.0.0.1"
#: One key for every process of a run (production settings refuse a weak one).
RUN_SECRET_KEY = secrets.token_urlsafe(50)


def service_env(database_url: str, tmp: Path, extra: dict[str, str] | None = None) -> dict:
    """The environment of every command and server: the benchmark settings, the database,
    and a temp dir of its own (so no parse table or other cache from earlier runs is found)."""
    env = dict(os.environ)
    env.update(
        DJANGO_SETTINGS_MODULE=SETTINGS,
        DATABASE_URL=database_url,
        TMPDIR=str(tmp),
        PYTHONPATH=str(ROOT),
        LOG_LEVEL="ERROR",
        # one client on loopback sends far more than a judge: the rate limits would answer 429
        THROTTLE_JUDGING="",
        THROTTLE_SEARCH="",
        SECRET_KEY=RUN_SECRET_KEY,
    )
    env.update(extra or {})
    return env


def manage(env: dict, *args: str) -> None:
    """Run a management command; its output goes to ``manage.log`` in the run's temp dir."""
    with open(Path(env["TMPDIR"]) / "manage.log", "ab") as log:
        done = subprocess.run(
            [PYTHON, "manage.py", *args], cwd=ROOT, env=env, stdout=log, stderr=log
        )
    if done.returncode:
        raise SystemExit(f"manage.py {args[0]} failed; see {log.name}")


def prepare_catalogue(env: dict, say=print) -> float:
    """Migrate and import the ten card sets; returns the seconds it took."""
    if not CARD_FILES:
        raise SystemExit("card lists not found: ../shared/data/overpower-cards/*.csv")
    started = time.perf_counter()
    manage(env, "migrate", "--noinput", "-v", "0")
    say(f"importing {len(CARD_FILES)} card sets ...")
    manage(env, "import_cards", "-v", "0", *map(str, CARD_FILES))
    return time.perf_counter() - started


@contextmanager
def throwaway_dir() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as tmp:
        yield Path(tmp)


class Server:
    """A gunicorn serving the benchmark site on ``127.0.0.1:port``."""

    def __init__(self, env: dict, port: int, workers: int = 2, log: Path | None = None):
        self.env, self.port, self.workers = env, port, workers
        self.log = log
        self.proc: subprocess.Popen | None = None

    @property
    def base(self) -> str:
        return f"http://{HOST}:{self.port}"

    def start(self) -> None:
        out = open(self.log, "ab") if self.log else subprocess.DEVNULL  # noqa: SIM115
        self.proc = subprocess.Popen(
            [
                GUNICORN,
                "judge.wsgi",
                "--bind",
                f"{HOST}:{self.port}",
                "--workers",
                str(self.workers),
                "--worker-class",
                "sync",
                "--timeout",
                "30",
                "--chdir",
                str(ROOT),
            ],
            cwd=ROOT,
            env=self.env,
            stdout=out,
            stderr=out,
        )

    def wait_ready(self, path: str = "/bench/ceiling/", limit: float = 60.0) -> float:
        """Seconds until ``path`` answers 200 (raises after ``limit``)."""
        started = time.perf_counter()
        while time.perf_counter() - started < limit:
            if self.proc is not None and self.proc.poll() is not None:
                raise SystemExit(f"gunicorn exited with {self.proc.returncode}")
            try:
                if fetch(self.base + path, timeout=5)[0] == 200:
                    return time.perf_counter() - started
            except (OSError, urllib.error.URLError):
                pass
            time.sleep(0.05)
        raise SystemExit(f"{self.base}{path} not ready after {limit:.0f} s")

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()

    def worker_pids(self) -> list[int]:
        if self.proc is None:
            return []
        children = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children")
        try:
            return [int(pid) for pid in children.read_text().split()]
        except OSError:
            return []

    def cpu_seconds(self) -> float:
        """CPU time used so far by the master and its workers (a figure the other processes
        on a busy machine do not inflate, unlike wall time)."""
        pids = [self.proc.pid, *self.worker_pids()] if self.proc else []
        return sum(cpu_seconds(pid) for pid in pids)

    def worker_rss_mb(self) -> list[float]:
        return [rss_mb(pid) for pid in self.worker_pids()]

    def __enter__(self) -> Server:
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


def cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def fetch(url: str, body: dict | bytes | None = None, timeout: float = 30) -> tuple[int, bytes]:
    """GET ``url``, or POST ``body`` as JSON (bytes are sent as they are)."""
    data = (
        body if isinstance(body, bytes) else json.dumps(body).encode() if body is not None else None
    )
    request = urllib.request.Request(url, data=data, method="POST" if data else "GET")
    if data:
        request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as err:
        return err.code, err.read()


# -- what the benchmarks ask ------------------------------------------------------------------

SEARCHES = [
    "wolverine",
    "o:avoid t:special",
    "hulk",
    "t:character",
    "o:attack",
    "storm",
    "t:special c:spider-man",
    "opd:yes",
]


SAMPLE_CODE = """
import json
from cards.models import Card
powers = ("energy", "fighting", "strength", "intellect")
chars = Card.objects.filter(kind="character", is_sample=False).order_by("name")
chars = [c for c in chars if all(getattr(c, p) is not None for p in powers)][:20]
others = Card.objects.filter(effective_text__icontains="attack").order_by("name")[:20]
print(json.dumps({
    "slugs": [c.slug for c in chars] + [c.slug for c in others],
    "characters": [{"name": c.name, "grid": {p: getattr(c, p) for p in powers}} for c in chars[:4]],
}))
"""


def catalogue_sample(env: dict) -> dict:
    """Real slugs and character names of the imported catalogue (read before the server
    starts, so the server's first request is the one the cold start measures)."""
    done = subprocess.run(
        [PYTHON, "manage.py", "shell", "-c", SAMPLE_CODE],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def _power_play(player: str, by: str, grid: dict, **extra) -> dict:
    power, value = max(grid.items(), key=lambda item: item[1] or 0)
    return {"player": player, "by": by, "cards": [{"power": power, "value": value}], **extra}


def five_play_situation(characters: list[dict]) -> dict:
    """Four catalogue characters (by name) and five plays: two attacks each blocked, then an
    attack that lands."""
    a1, a2, b1, b2 = characters[:4]
    state = {
        "players": {
            "A": {
                "front_line": [{"id": "a1", "card": a1["name"]}, {"id": "a2", "card": a2["name"]}]
            },
            "B": {
                "front_line": [{"id": "b1", "card": b1["name"]}, {"id": "b2", "card": b2["name"]}]
            },
        },
        "turn": "A",
    }
    plays = [
        {"type": "attack", **_power_play("A", "a1", a1["grid"], target="b1")},
        {"type": "defend", **_power_play("B", "b1", b1["grid"])},
        {"type": "attack", **_power_play("B", "b2", b2["grid"], target="a2")},
        {"type": "defend", **_power_play("A", "a2", a2["grid"])},
        {"type": "attack", **_power_play("A", "a2", a2["grid"], target="b2")},
    ]
    return {"state": state, "plays": plays}
