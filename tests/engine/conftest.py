"""Fixtures shared by the engine's tests."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command


@pytest.fixture(scope="module")
def report(card_files) -> dict:
    """``reach_report --json`` over the ten sets' card files."""
    out = StringIO()
    call_command("reach_report", "--json", "--csv", *map(str, card_files), stdout=out)
    return json.loads(out.getvalue())
