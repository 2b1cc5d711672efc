"""Catalogue reads: cached under the catalogue version, answered 304 to a client that has
them, and fresh again as soon as anything in the catalogue changes (import, admin, service)."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from cards import catalogue_cache, services
from cards.models import CatalogueVersion, Erratum, Ruling

pytestmark = pytest.mark.django_db

READS = ["/api/v1/cards/wolverine/", "/api/v1/cards/?q=wolverine", "/cards/wolverine/", "/?q=wolv"]


@pytest.mark.parametrize("url", READS)
def test_a_read_carries_validators_and_answers_304_when_unchanged(client, catalogue, url):
    first = client.get(url)
    assert first.status_code == 200
    assert first["ETag"] and first["Last-Modified"]
    again = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304
    assert again.content == b""


@pytest.mark.parametrize("url", READS)
def test_a_repeated_read_is_served_from_the_cache(client, catalogue, url):
    first = client.get(url)
    with CaptureQueriesContext(connection) as queries:
        second = client.get(url)
    assert second.content == first.content
    assert len(queries) == 0  # the version was read by the first, within CATALOGUE_VERSION_TTL


def test_an_erratum_saved_through_the_service_changes_the_answer(client, catalogue):
    card = catalogue["wolverine_rage"]
    url = f"/api/v1/cards/{card.slug}/"
    before = client.get(url)
    services.erratum_save(
        erratum=Erratum(card=card, status="official", should_read="Avoid 1 attack.")
    )
    stale = client.get(url, HTTP_IF_NONE_MATCH=before["ETag"])
    assert stale.status_code == 200
    assert stale["ETag"] != before["ETag"]
    assert stale.json()["effective_text"] == "Avoid 1 attack."
    assert before.json()["effective_text"] != "Avoid 1 attack."


def test_a_card_saved_by_the_service_is_shown_at_once(client, catalogue):
    card = catalogue["wolverine"]
    assert "Heals" in client.get(f"/cards/{card.slug}/").content.decode()
    card.name = "Wolverine Renamed"
    services.card_save(card=card)
    assert "Wolverine Renamed" in client.get(f"/cards/{card.slug}/").content.decode()


def test_every_catalogue_write_bumps_the_version(catalogue):
    tokens = {catalogue_cache.current().token}
    ruling = Ruling.objects.create(text="A ruling.", source="test")
    tokens.add(catalogue_cache.current().token)
    ruling.cards.add(catalogue["wolverine"])
    tokens.add(catalogue_cache.current().token)
    catalogue["wolverine_dodge"].delete()
    tokens.add(catalogue_cache.current().token)
    assert len(tokens) == 4
    assert CatalogueVersion.objects.get().number >= 3


def test_a_staff_session_is_never_served_from_the_cache(admin_client, client, catalogue):
    client.get("/api/v1/cards/wolverine/")
    staff = admin_client.get("/api/v1/cards/wolverine/")
    assert staff.status_code == 200
    assert not staff.has_header("ETag")


def _changed_elsewhere() -> None:
    """A write by another process (an import, another worker): no bump in this one."""
    CatalogueVersion.objects.filter(pk=catalogue_cache.VERSION_PK).update(token="elsewhere")


def test_a_change_made_elsewhere_is_seen_once_the_version_ttl_has_passed(
    client, catalogue, settings
):
    settings.CATALOGUE_VERSION_TTL = 60
    first = catalogue_cache.current()
    _changed_elsewhere()
    assert catalogue_cache.current() == first  # trusted for the TTL: no read
    catalogue_cache._MEMO["at"] -= 61
    assert catalogue_cache.current().token == "elsewhere"


def test_with_no_ttl_every_call_reads_the_version(client, catalogue, settings):
    settings.CATALOGUE_VERSION_TTL = 0
    catalogue_cache.current()
    _changed_elsewhere()
    with CaptureQueriesContext(connection) as queries:
        assert catalogue_cache.current().token == "elsewhere"
    assert len(queries) == 1


def test_a_change_made_in_this_process_is_seen_at_once(client, catalogue, settings):
    settings.CATALOGUE_VERSION_TTL = 60
    url = "/api/v1/cards/wolverine/"
    before = client.get(url)
    catalogue_cache.bump()
    after = client.get(url, HTTP_IF_NONE_MATCH=before["ETag"])
    assert after.status_code == 200 and after["ETag"] != before["ETag"]
