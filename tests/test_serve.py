"""The serve command: starts without the network once set up, and serves like production
(gunicorn, DEBUG off, static files and the API docs' assets served by the service)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STAMP = ROOT / ".venv" / ".pyproject.sha256"

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _get(url: str) -> tuple[int, str, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", ""), error.read()


@pytest.fixture
def served(tmp_path):
    if not STAMP.exists():
        pytest.fail("run 'bash scripts/setup.sh' once first (it writes the install stamp)")
    port = _free_port()
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "PIP_"))},
        "PORT": str(port),
        "DATABASE_URL": f"sqlite:///{tmp_path / 'serve.sqlite3'}",
        "WEB_CONCURRENCY": "1",
        # No package index: any attempt to install fails, so the start must not need one.
        "PIP_CONFIG_FILE": os.devnull,
        "PIP_INDEX_URL": "http://127.0.0.1:9/simple/",
        "PIP_RETRIES": "0",
        "PIP_TIMEOUT": "1",
    }
    env.pop("SECRET_KEY", None)
    log = (tmp_path / "serve.log").open("w+")
    process = subprocess.Popen(
        ["bash", "scripts/serve.sh"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):
            if process.poll() is not None:
                break
            try:
                urllib.request.urlopen(base + "/static/site.css", timeout=2)
                break
            except OSError:
                time.sleep(0.5)
        log.seek(0)
        output = log.read()
        assert process.poll() is None, output
        yield base, output
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=60)
        log.close()


def test_serve_starts_offline_and_serves_like_production(served):
    base, output = served
    assert "Dependencies up to date" in output
    assert "Starting gunicorn" in output

    status, kind, body = _get(base + "/no-such-page/")
    assert status == 404 and b"URLconf" not in body  # DEBUG is off: no pattern list

    status, kind, body = _get(base + "/api/v1/")
    assert status == 200 and kind.startswith("application/json")
    assert b'"endpoints"' in body

    status, kind, body = _get(base + "/api/v1/docs/")
    assert status == 200
    page = body.decode()
    assert "cdn.jsdelivr" not in page and "unpkg" not in page
    bundle = page.split('src="', 1)[1].split('"', 1)[0]
    assert bundle.startswith("/static/drf_spectacular_sidecar/")
    assert _get(base + bundle)[0] == 200

    assert _get(base + "/favicon.ico")[0] == 200  # redirected to the SVG icon
    status, kind, body = _get(base + "/static/site.css")
    assert status == 200 and kind.startswith("text/css")
