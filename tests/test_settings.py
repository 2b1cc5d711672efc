"""Settings: production passes Django's deployment checklist; it refuses to start without secrets."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


#: Not passed on to the command: the secrets under test, and the browser tests' permission
#: for Playwright's event loop (set process-wide by ``tests/browser/conftest.py``).
_NOT_PASSED = {"SECRET_KEY", "ALLOWED_HOSTS", "DJANGO_ALLOW_ASYNC_UNSAFE"}


def _manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    full_env = {k: v for k, v in os.environ.items() if k not in _NOT_PASSED}
    full_env.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=full_env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_production_settings_pass_check_deploy_without_warnings():
    result = _manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DJANGO_SETTINGS_MODULE="judge.settings_production",
        SECRET_KEY="x" * 20 + "a-long-random-production-secret-9f8e7d6c5b4a3",
        ALLOWED_HOSTS="judge.example.org",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_production_settings_require_a_secret_key():
    result = _manage(
        "check",
        DJANGO_SETTINGS_MODULE="judge.settings_production",
        ALLOWED_HOSTS="judge.example.org",
    )
    assert result.returncode != 0
    assert "SECRET_KEY" in result.stderr
