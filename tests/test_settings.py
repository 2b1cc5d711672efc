"""Settings: production passes Django's deployment checklist; it refuses to start without secrets."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management.utils import get_random_secret_key

from judge.secret_key import secret_key_problem
from judge.settings import DEV_SECRET_KEY

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
        SECRET_KEY=get_random_secret_key(),
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


@pytest.mark.parametrize(
    "key",
    [
        DEV_SECRET_KEY,
        "django-insecure-q8v#2m@z!r5t^w7y*u1i(o3p)a9s-d6f+g4h=j0k&l",
        "short-but-random-9f8e7d6c",
        "a" * 80,
        "abcdefgh" * 10,
        "0123456789abcdef" * 4,
    ],
)
def test_weak_or_default_secret_keys_are_refused(key):
    assert secret_key_problem(key) is not None


def test_generated_secret_keys_are_accepted():
    for _ in range(200):
        assert secret_key_problem(get_random_secret_key()) is None


def test_production_settings_refuse_the_development_secret_key():
    result = _manage(
        "check",
        DJANGO_SETTINGS_MODULE="judge.settings_production",
        SECRET_KEY=DEV_SECRET_KEY,
        ALLOWED_HOSTS="judge.example.org",
    )
    assert result.returncode != 0
    assert "SECRET_KEY is too weak" in result.stderr
