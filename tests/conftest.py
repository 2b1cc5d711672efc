"""Shared test fixtures: where the shared card data lives, database vendor checks."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings

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
def _no_throttling(settings):
    """Tests post far faster than any judge: throttling is off unless a test sets a rate."""
    settings.API_THROTTLE_RATES = {}
