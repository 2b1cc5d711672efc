"""Shared test fixtures: where the shared card data lives, database vendor checks."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from django.conf import settings
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

# CI runs the property tests on a fixed sequence of examples (Hypothesis's derandomize), so a
# run is repeatable and a failure can be reproduced from its log; developers' runs explore.
# No per-example deadline in either: a deadline is a timed assert, and on a loaded machine it
# fails tests whose behaviour is right (timings belong to benchmarks/); for the same reason the
# "too slow to generate" health check is off.
_UNTIMED = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
hypothesis_settings.register_profile("dev", **_UNTIMED)
hypothesis_settings.register_profile("ci", derandomize=True, print_blob=True, **_UNTIMED)
hypothesis_settings.load_profile("ci" if os.environ.get("CI") else "dev")

SHARED = Path(settings.SHARED_DIR)
CARD_DATA = SHARED / "data" / "overpower-cards"
SEEDS = SHARED / "seeds"
CARD_FILES = sorted(CARD_DATA.glob("*.csv"))


@pytest.fixture(scope="session")
def card_files() -> list[Path]:
    if not CARD_FILES:
        pytest.fail(f"card data not found in {CARD_DATA}: ../shared must sit beside the project")
    return CARD_FILES


@pytest.fixture
def on_postgres() -> bool:
    from django.db import connection

    return connection.vendor == "postgresql"


@pytest.fixture(autouse=True)
def _empty_cache():
    """Each test starts with an empty Django cache (catalogue reads are cached by version)."""
    from django.core.cache import cache

    from cards import catalogue_cache
    from cards.lookup import forget_local

    cache.clear()
    forget_local()
    catalogue_cache.forget()
    yield
    cache.clear()
    forget_local()
    catalogue_cache.forget()


@pytest.fixture(autouse=True)
def _no_throttling(settings):
    """Tests post far faster than any judge: throttling is off unless a test sets a rate."""
    settings.API_THROTTLE_RATES = {}
