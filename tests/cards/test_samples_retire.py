"""The demo's invented sample cards leave search, pages and deck checks once real card lists are
imported, and loading the demo again does not bring them back."""

from __future__ import annotations

import pytest

from cards.lookup import DbCardLookup
from cards.models import Card
from cards.selectors import card_list
from cards.services import cards_import, demo_load
from tests.conftest import CARD_DATA

pytestmark = pytest.mark.django_db

SMALL_LIST = CARD_DATA / "promosop.csv"


def test_samples_go_once_a_real_list_is_imported(client):
    demo_load()
    sample = Card.objects.filter(is_sample=True, kind="character").first()
    assert sample is not None
    assert [c.slug for c in card_list(query="t:character is:sample").cards]
    assert DbCardLookup().get(sample.name) is not None

    report = cards_import(paths=[SMALL_LIST])
    assert report.samples_retired >= 4
    assert not Card.objects.filter(is_sample=True).exists()
    assert not list(card_list(query="is:sample").cards)
    assert DbCardLookup().get(sample.name) is None
    assert client.get(f"/cards/{sample.slug}/").status_code == 404
    # The demo's real rulebook cards stay: a generic power card, for one.
    assert Card.objects.filter(kind="power").exists()

    again = demo_load()
    assert again.samples_retired == 0
    assert not Card.objects.filter(is_sample=True).exists()


def test_samples_stay_while_only_the_demo_is_loaded():
    demo_load()
    demo_load()
    assert Card.objects.filter(is_sample=True).count() >= 4
