"""Card, errata and discard pages speak a judge's language: no Python reprs, no internal ids.

Rendered over real cards (the ten lists in ``../shared/data/``): every card with an erratum,
every card whose text the grammar reads only in part, and every fourth other card.
"""

from __future__ import annotations

import html
import re

import pytest

from cards.models import Card

pytestmark = [pytest.mark.django_db, pytest.mark.slow]

#: What developer output looks like on a page.
INTERNAL_FORMS = {
    "a Python list or dict": re.compile(r"[\[{(]\s*'[^']*'\s*[,:\]}]"),
    "a Python literal as a value": re.compile(r":\s*(?:None|True|False)\b"),
    "a snake_case id": re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"),
    "a tagged id (key:value)": re.compile(r"\b[a-z]+:[a-z0-9][\w-]*"),
    "a debugging label": re.compile(
        r"Parse status|nothing understood|Cost/Effect|blanket rule|erratums|Canonical text"
    ),
}


def visible_text(page: str) -> str:
    """The page's main content as a reader sees it, plus its tooltips."""
    main = page.split("<main>", 1)[1].split("</main>", 1)[0]
    main = re.sub(r"<(style|script)\b.*?</\1>", " ", main, flags=re.S)
    tooltips = " ".join(re.findall(r'\btitle="([^"]*)"', main))
    return html.unescape(re.sub(r"<[^>]+>", " ", main) + " " + tooltips)


def internal_forms(text: str) -> list[str]:
    return [
        f"{what}: {match.group(0)!r}"
        for what, pattern in INTERNAL_FORMS.items()
        for match in pattern.finditer(text)
    ]


@pytest.mark.parametrize(
    "sample",
    [
        "I picked ['Adam Warlock', 'target'] and {'kind': 'x'}",
        "who: self; may: True",
        "to: dead_pile",
        "from placed:cyclops",
        "blanket rule: errata:fd-all",
        "Parse status: full",
        "66 erratums",
    ],
)
def test_the_checker_recognises_developer_output(sample):
    assert internal_forms(sample)


def test_card_pages_show_no_internal_forms(real_db, client):
    cards = list(Card.objects.order_by("slug").prefetch_related("errata"))
    chosen = [
        card
        for index, card in enumerate(cards)
        if card.errata.all() or card.parse_status != "full" or index % 4 == 0
    ]
    assert len(chosen) > 400
    problems = {}
    for card in chosen:
        response = client.get(f"/cards/{card.slug}/")
        assert response.status_code == 200
        found = internal_forms(visible_text(response.content.decode()))
        if found:
            problems[card.slug] = found[:3]
    assert not problems, dict(list(problems.items())[:10])


def test_a_card_shows_its_printed_text_once(real_db, client):
    card = next(
        c
        for c in Card.objects.exclude(printed_text="").filter(errata__isnull=True)
        if len(c.printed_text) > 40
    )
    text = visible_text(client.get(f"/cards/{card.slug}/").content.decode())
    assert text.count(card.printed_text[:40]) == 1


def test_partly_read_text_is_highlighted_and_explained(real_db, client):
    card = Card.objects.filter(parse_status="partial").order_by("slug").first()
    page = client.get(f"/cards/{card.slug}/").content.decode()
    assert '<mark class="unparsed">' in page
    assert "The grammar reads part of this text" in page


def test_errata_page_counts_errata(real_db, client):
    text = visible_text(client.get("/errata/").content.decode())
    assert re.search(r"\b\d+ errata\.", text)
    assert not internal_forms(text)


def test_discard_page_names_piles_and_places_in_words(real_db, client):
    situation = (
        "Front line: Cyclops, Storm, Wolverine, Beast\n"
        "Reserve: Jubilee\n"
        "Hand: 3 Fighting, 3 Energy, 7 Energy, 8 Strength, "
        "Beast - Ambidexterity, Beast - Ambidexterity\n"
        "Placed on Cyclops: 7 Energy\n"
        "Placed on Wolverine: 4 Strength\n"
    )
    response = client.post("/discard/", {"situation": situation})
    text = visible_text(response.content.decode())
    assert response.status_code == 200
    assert "Dead Pile" in text and "Power Pack" in text
    assert "placed on Cyclops" in text and "placed on Wolverine" in text
    assert not internal_forms(text), internal_forms(text)
