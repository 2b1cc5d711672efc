"""The catalogue pages render, without JavaScript, with what a judge looks for."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.django_db


def html(client, url, params=None, status=200) -> str:
    response = client.get(url, params or {})
    assert response.status_code == status
    return response.content.decode()


def test_home_without_query_shows_only_the_search_box(client, catalogue):
    page = html(client, "/")
    assert 'name="q"' in page
    assert "found." not in page


def test_home_shows_results_with_type_character_code_and_opd(client, catalogue):
    page = html(client, "/", {"q": "c:wolverine"})
    assert "3 cards found." in page
    assert 'href="/cards/wolverine-sidestep/"' in page
    assert "Avoids 1 attack of any kind." in page  # a line of its text
    assert ">AG<" in page
    assert "One Per Deck" in page
    assert "Special" in page and "Character" in page
    # the best match comes first
    assert page.index("/cards/wolverine/") < page.index("/cards/wolverine-claw-frenzy/")


def test_home_shows_warnings(client, catalogue):
    page = html(client, "/", {"q": "foo:bar wolverine"})
    assert 'class="warning"' in page
    assert "unknown filter" in page


def test_home_escapes_the_query(client, catalogue):
    page = html(client, "/", {"q": '<script>alert(1)</script> "'})
    assert "<script>alert(1)</script>" not in page


def test_home_results_are_paginated(client, catalogue):
    from cards.models import Card

    for i in range(55):
        Card.objects.create(slug=f"filler-{i}", name=f"Filler {i:02d}", kind="event")
    page = html(client, "/", {"q": "filler"})
    assert "page 1 of 2" in page
    assert "page=2" in page
    assert "page 2 of 2" in html(client, "/", {"q": "filler", "page": "2"})
    html(client, "/", {"q": "filler", "page": "nonsense"})  # a bad page shows the first


def test_card_page_of_a_special_with_erratum_and_ruling(client, catalogue):
    page = html(client, "/cards/doctor-strange-mirror-ward/")
    assert "<h1>Doctor Strange - Mirror Ward" in page
    # The erratum changes the code, not the text: the text shows once, as the card's text.
    assert "Card text" in page and "Printed text" not in page
    assert page.count("This attack may not be defended.") == 1
    assert "<strong>Should read</strong> as the text shown below." in page
    assert "Tournament ruling" in page
    assert 'href="/rules/MR.20/"' in page
    assert "<strong>AD</strong>" in page
    assert "The ward lasts the whole battle." in page
    assert 'href="/rules/MR.5/"' in page and 'href="/rules/OR.duration/"' in page
    assert "Alpha Test Set" in page  # printings
    assert 'href="/cards/doctor-strange/"' in page  # the ruling's other card


def test_card_page_draws_the_power_grid(client, catalogue):
    page = html(client, "/cards/wolverine/")
    svg = re.search(r"<svg.*?</svg>", page, re.S).group(0)
    assert "Energy 2" in svg and "Fighting 7" in svg and "Strength 4" in svg
    assert "Intellect not rated" in svg
    assert svg.count("<rect") == 4
    assert "Heals between battles." in page


def test_card_page_of_a_power_card_has_no_grid(client, catalogue):
    page = html(client, "/cards/3-multipower/")
    assert "<svg" not in page
    assert "Energy, Fighting, Strength, Intellect" in page


def test_unknown_card_page_suggests_close_names(client, catalogue):
    page = html(client, "/cards/wolverine-sidestp/", status=404)
    assert 'href="/cards/wolverine-sidestep/"' in page


def test_errata_page(client, catalogue):
    page = html(client, "/errata/")
    assert "Doctor Strange - Mirror Ward" in page
    assert "Tournament ruling" in page
    assert "Doctor Strange - Mirror Ward" not in html(client, "/errata/", {"status": "official"})
    html(client, "/errata/", {"status": "nonsense", "page": "x"})


def test_sets_page_with_counts(client, catalogue):
    page = html(client, "/sets/")
    row = re.search(r"Alpha Test Set.*?</tr>", page, re.S).group(0)
    assert "<code>ALPH</code>" in row
    assert re.findall(r"<td>(\d+)</td>", row) == ["8", "2", "8"]


def test_nav_links_to_errata_and_sets(client, catalogue):
    page = html(client, "/")
    assert 'href="/errata/"' in page and 'href="/sets/"' in page


def test_card_page_shows_the_effect_as_the_grammar_reads_it(client, catalogue):
    from cards.models import Card

    card = Card.objects.get(slug="wolverine-sidestep")
    card.effect = {
        "status": "partial",
        "clauses": [],
        "unparsed": [{"span": [0, 7], "text": "Avoids ", "error": "test"}],
        "canonical": "",
    }
    card.save()
    page = html(client, "/cards/wolverine-sidestep/")
    assert '<mark class="unparsed">Avoids </mark>1 attack of any kind.' in page
    assert "The grammar reads part of this text." in page
