"""Settings for the judge's desk.

Everything comes from environment variables (read by django-environ) with defaults that
make a fresh checkout run on an embedded SQLite database. Production overrides live in
``judge.settings_production``.
"""

from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent
SHARED_DIR = Path(environ.Env().str("JUDGE_SHARED_DIR", default=str(BASE_DIR.parent / "shared")))

#: The development key: production settings refuse it (and any weak key).
DEV_SECRET_KEY = "dev-only-insecure-key-change-me-in-production-0123456789abcdef"

env = environ.Env(
    DEBUG=(bool, True),
    SECRET_KEY=(str, DEV_SECRET_KEY),
    ALLOWED_HOSTS=(list, ["127.0.0.1", "localhost", "testserver"]),
    CSRF_TRUSTED_ORIGINS=(list, []),
)

DEBUG = env("DEBUG")
SECRET_KEY = env("SECRET_KEY")
ALLOWED_HOSTS = env("ALLOWED_HOSTS")
CSRF_TRUSTED_ORIGINS = env("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_filters",
    "simple_history",
    "axes",
    "judge",
    "cards",
    "rules",
    "api",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "simple_history.middleware.HistoryRequestMiddleware",
    # Last, as django-axes asks: it turns a locked-out login into its lockout answer.
    "axes.middleware.AxesMiddleware",
]

AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]

ROOT_URLCONF = "judge.urls"
WSGI_APPLICATION = "judge.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {"default": env.db("DATABASE_URL", default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}")}
# Lets parallel test runs on one PostgreSQL server use separate test databases.
if env.str("TEST_DB_NAME", default=""):
    DATABASES["default"]["TEST"] = {"NAME": env.str("TEST_DB_NAME")}
# Persistent connections (PostgreSQL: a new connection per request costs more than most
# requests), checked before reuse so a restarted database server costs one failed check.
DATABASES["default"].setdefault("CONN_MAX_AGE", env.int("CONN_MAX_AGE", default=600))
DATABASES["default"].setdefault("CONN_HEALTH_CHECKS", True)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Catalogue reads are cached under the catalogue's version (cards.catalogue_cache): local
# memory per worker by default; set REDIS_URL (redis://host:6379/0) to share one Redis cache
# between every worker and machine.
if env.str("REDIS_URL", default=""):
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": env.str("REDIS_URL"),
            "TIMEOUT": 24 * 3600,
        }
    }
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "TIMEOUT": 24 * 3600,
            "OPTIONS": {"MAX_ENTRIES": 1000},
        }
    }

# Seconds a worker trusts the catalogue version it last read (cards.catalogue_cache): a change
# made by another process (an import, an edit on another worker) is seen within this time.
CATALOGUE_VERSION_TTL = env.float("CATALOGUE_VERSION_TTL", default=1.0)

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Judges sign in to log rulings (Django's auth views; accounts made by staff or add_judge).
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "rulings:list"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

# Requests larger than this are refused before any view runs (parse input is capped lower).
DATA_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024
# API bodies: refused with 413 above this size and with 400 when JSON nests deeper, before
# the JSON is decoded (``api.parsers``).
API_MAX_BODY_BYTES = env.int("API_MAX_BODY_BYTES", default=256 * 1024)
API_MAX_JSON_DEPTH = env.int("API_MAX_JSON_DEPTH", default=32)
# No string in an API body may be longer (the longest field, a deck list, takes 20,000).
API_MAX_STRING_LENGTH = 20_000

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PERMISSION_CLASSES": ["api.permissions.ReadOnlyOrJudging"],
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "DEFAULT_PAGINATION_CLASS": "api.pagination.StrictPageNumberPagination",
    "PAGE_SIZE": 50,
    "EXCEPTION_HANDLER": "api.errors.api_exception_handler",
    "DEFAULT_PARSER_CLASSES": ["api.parsers.BoundedJSONParser"],
    "DEFAULT_THROTTLE_CLASSES": ["api.throttling.DeskRateThrottle"],
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
}

# Requests per client address (``api.throttling``): "N/sec|min|hour|day"; empty turns it off.
API_THROTTLE_RATES = {
    "judging": env.str("THROTTLE_JUDGING", default="120/min"),
    "search": env.str("THROTTLE_SEARCH", default="300/min"),
}

# Failed admin logins: django-axes locks a username and address pair out after
# AXES_FAILURE_LIMIT failures, for AXES_COOLOFF_MINUTES.
AXES_FAILURE_LIMIT = env.int("AXES_FAILURE_LIMIT", default=5)
AXES_COOLOFF_TIME = env.float("AXES_COOLOFF_MINUTES", default=30) / 60
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True

SPECTACULAR_SETTINGS = {
    "TITLE": "The judge's desk for OverPower",
    "DESCRIPTION": "Card catalogue, effect parser and rules engine for OverPower judges.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # Swagger UI and Redoc ship with the service (no CDN): the docs work offline at a venue.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Anonymous access: the API has no login of its own; staff edit through the admin.
    "AUTHENTICATION_WHITELIST": [],
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "api.schema.add_error_responses",
    ],
    # The card kinds of MR.17 appear as both an effect's type and what it acts as.
    "ENUM_NAME_OVERRIDES": {
        "PriorityKindEnum": "rules.engine.priority.KINDS",
        "PlayerEnum": "rules.engine.state.PLAYERS",
    },
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env.str("LOG_LEVEL", default="WARNING")},
}
