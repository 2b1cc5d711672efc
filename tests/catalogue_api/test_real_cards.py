"""Search and API over the seven real card lists, imported with ``import_cards``.

One import per test run of this module (it takes a while): every check is in one test.
"""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.db import connection
from django.db.models import Count

from cards.models import Card, Erratum, Printing
from cards.selectors import card_list

pytestmark = pytest.mark.django_db


def slugs(query: str) -> list[str]:
    return [c.slug for c in card_list(query=query).cards]


def test_search_over_the_real_card_lists(card_files, client, django_assert_max_num_queries):
    call_command("import_cards", *map(str, card_files), stdout=io.StringIO(), stderr=io.StringIO())
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE cards_card")
    total = Card.objects.count()
    assert total > 1000

    # Every query answers, and the empty query lists every card once.
    assert len(slugs("")) == total

    # A bare character name: the character card itself comes first, then its specials.
    found = list(card_list(query="wolverine").cards)
    assert found[0].name == "Wolverine" and found[0].kind == "character"
    assert all("wolverine" in c.name.lower() for c in found)

    # Short forms of titles: "doctor" finds the names printed with "Dr.".
    doctor = list(card_list(query="doctor strange").cards)
    assert doctor and all("strange" in c.name.lower() for c in doctor)
    assert doctor[0].kind == "character"

    # Filters select exactly what they say, on the effective (errata applied) values.
    for card in card_list(query="code:AG").cards:
        assert card.code == "AG"
    for card in card_list(query="o:avoid t:special").cards:
        assert card.kind == "special" and "avoid" in card.effective_text.lower()
    assert all(c.one_per_deck for c in card_list(query="opd:yes").cards)
    assert not any(c.one_per_deck for c in card_list(query="opd:no").cards)
    characters = list(card_list(query="t:character").cards)
    assert characters and all(c.kind == "character" for c in characters)
    trainings = list(card_list(query="t:training").cards)
    assert trainings and all(c.subtype == "training" for c in trainings)
    assert set(slugs("t:special")) | set(slugs("-t:special")) == set(slugs(""))
    assert not set(slugs("t:special")) & set(slugs("-t:special"))

    # set: counts distinct cards, however many times a card is printed in the set.
    for code, n in (
        Printing.objects.values("card_set__code")
        .annotate(n=Count("card", distinct=True))
        .values_list("card_set__code", "n")
    ):
        assert len(slugs(f"set:{code}")) == n, code

    # is:errata is every card with an erratum.
    errata_cards = set(Erratum.objects.values_list("card__slug", flat=True))
    assert set(slugs("is:errata")) == errata_cards

    # The API pages them with a fixed number of queries, however many cards a page holds.
    with django_assert_max_num_queries(6):
        body = client.get("/api/v1/cards/", {"page_size": 200}).json()
    assert body["count"] == total and len(body["results"]) == 200

    if connection.vendor == "postgresql":
        # Typo tolerance on the real names.
        assert card_list(query="wolverene").cards[0].name == "Wolverine"
        assert "wolverine" in card_list(query="wolverine rgae").cards[0].slug
