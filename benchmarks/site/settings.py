"""Production settings for a loopback benchmark: plain HTTP, the ceiling view's URLconf."""

import os

os.environ.setdefault("SECRET_KEY", "benchmark-only-" + "x" * 50)
os.environ.setdefault("ALLOWED_HOSTS", "127.0.0.1,localhost")
os.environ.setdefault("SECURE_SSL_REDIRECT", "false")
os.environ.setdefault("SECURE_HSTS_SECONDS", "0")

from judge.settings_production import *  # noqa: E402, F403

ROOT_URLCONF = "benchmarks.site.urls"
SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = False
