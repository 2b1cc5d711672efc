"""Production settings for a loopback benchmark: plain HTTP, the ceiling view's URLconf."""

import os
import secrets

# benchmarks/harness.py gives every process of a run the same key; this is for a lone process.
os.environ.setdefault("SECRET_KEY", secrets.token_urlsafe(50))
os.environ.setdefault("ALLOWED_HOSTS", "127.0.0.1,localhost")
os.environ.setdefault("SECURE_SSL_REDIRECT", "false")
os.environ.setdefault("SECURE_HSTS_SECONDS", "0")

from judge.settings_production import *  # noqa: E402, F403

ROOT_URLCONF = "benchmarks.site.urls"
SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = False
