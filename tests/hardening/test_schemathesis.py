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


@pytest.fixture(autouse=True)
def _keep_the_test_connection():
    """The WSGI handler closes "old" database connections at each request's start and end; in
    a test's transaction that would close the test's own connection (PostgreSQL). Django's test
    client disconnects the same handler for the same reason."""
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@schema.parametrize()
@settings(
    max_examples=8,
    derandomize=True,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
def test_api_conforms_to_its_schema(case):
    case.call_and_validate()
