"""What a deployment relies on: persistent checked connections, a cache, and no benchmark
view in the service's URLs."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.urls import Resolver404, resolve


def test_the_ceiling_view_exists_only_in_the_benchmark_urlconf():
    with pytest.raises(Resolver404):
        resolve("/bench/ceiling/")
    assert resolve("/bench/ceiling/", urlconf="benchmarks.site.urls").func.__name__ == "ceiling"


def test_database_connections_persist_and_are_checked_before_reuse():
    database = settings.DATABASES["default"]
    assert database["CONN_MAX_AGE"] > 0
    assert database["CONN_HEALTH_CHECKS"] is True


def test_a_cache_backend_is_configured():
    backend = settings.CACHES["default"]["BACKEND"]
    assert backend in (
        "django.core.cache.backends.locmem.LocMemCache",
        "django.core.cache.backends.redis.RedisCache",
    )
