"""On PostgreSQL the search migration's indexes exist and the search's queries can use them."""

from __future__ import annotations

import pytest
from django.db import connection

from cards import search
from cards.models import Card
from cards.selectors import card_list

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(
        connection.vendor != "postgresql", reason="GIN and trigram indexes are PostgreSQL-only"
    ),
]


def plan(queryset) -> str:
    with connection.cursor() as cursor:
        # A tiny table is cheaper to scan; forbid that to see whether an index *can* serve.
        cursor.execute("SET LOCAL enable_seqscan = off")
    return queryset.explain()


def test_pg_trgm_extension_is_installed():
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")
        assert cursor.fetchone() == (1,)


def test_text_search_uses_the_full_text_index(catalogue):
    node = search.parse("o:avoid").node
    queryset = Card.objects.filter(search.build_filter(node, vendor="postgresql")).order_by()
    text = plan(queryset)
    assert "card_search_vector" in text
    assert "card_text_upper_trgm" in text


def test_name_search_uses_the_trigram_indexes(catalogue):
    queryset = Card.objects.filter(
        search.build_filter(search.parse("wolverene").node, vendor="postgresql")
    ).order_by()
    text = plan(queryset)
    assert "card_name_trgm" in text
    assert "card_name_upper_trgm" in text


def test_index_expression_matches_the_query_expression(catalogue):
    """The planner only uses an expression index for the very same expression."""
    from django.contrib.postgres.search import SearchQuery, SearchVectorExact

    query = SearchQuery("avoid:B", search_type="raw", config=search.TS_CONFIG)
    text = plan(Card.objects.filter(SearchVectorExact(search.card_vector(), query)).order_by())
    assert "card_search_vector" in text


def test_stop_words_alone_do_not_break_text_search(catalogue):
    # "this" has no lexeme in the English configuration; the substring match still answers.
    assert {c.slug for c in card_list(query="o:this").cards} == {
        "doctor-strange-mirror-ward",
        "blackout-night",
    }


def test_loose_retry_says_the_names_are_guesses(catalogue):
    found = card_list(query="sabertooth")
    assert [c.name for c in found.cards][0] == "Sabretooth"
    assert any("similar" in w.message for w in found.warnings)
    # an exact hit gives no such warning
    assert not card_list(query="sabretooth").warnings
