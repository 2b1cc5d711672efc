"""Production settings: the defaults of ``judge.settings`` hardened for a public deployment.

Every secret still comes from the environment; this module only refuses insecure defaults.
"""

import os

from django.core.exceptions import ImproperlyConfigured

from .secret_key import secret_key_problem
from .settings import *  # noqa: F403
from .settings import env


def _required(name: str) -> str:
    value = os.environ.get(name, "").strip()
    if not value:
        raise ImproperlyConfigured(f"Set the {name} environment variable for production.")
    return value


DEBUG = False
SECRET_KEY = _required("SECRET_KEY")
if (_weak := secret_key_problem(SECRET_KEY)) is not None:
    raise ImproperlyConfigured(
        f"SECRET_KEY is too weak for production: {_weak}. Make one with: python -c "
        '"from django.core.management.utils import get_random_secret_key as k; print(k())"'
    )
ALLOWED_HOSTS = [host.strip() for host in _required("ALLOWED_HOSTS").split(",") if host.strip()]

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", default=True)
SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
