"""schemathesis, every check, against the schema served in-process (WSGI), bounded for CI.

A few deterministic examples per operation; ``scripts/schemathesis.sh`` runs many more against
a local server. Any failure (a 5xx, an undocumented status, an answer unlike its schema, a
schema-valid body refused, an invalid one accepted ...) fails the test.
"""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, settings

from judge.wsgi import application

schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", application)


@pytest.fixture(autouse=True)
def _catalogue(db):
    """A small catalogue for the reads to find (the demo set)."""
    from cards.services import demo_load

    demo_load()


@schema.parametrize()
@settings(
    max_examples=8,
    derandomize=True,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
def test_api_conforms_to_its_schema(case):
    case.call_and_validate()
