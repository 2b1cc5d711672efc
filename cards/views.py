"""Catalogue pages: search results (on the home page), a card, the errata, the sets.

Server-rendered and usable without JavaScript. Reads go through ``cards.selectors``.
"""

from __future__ import annotations

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from cards import selectors
from cards.http_cache import catalogue_cached
from cards.models import ErratumStatus
from judge.errors import DeskError

RESULTS_PER_PAGE = 50

# How the power grid picture draws each power type: colour and a small glyph (SVG path in a
# 24x24 box).
GRID_STYLE = {
    "energy": ("#c98a00", "M13 2 4 14h6l-2 8 10-13h-6l2-7z"),
    "fighting": (
        "#b71c1c",
        "M12 2l2.6 6.4 6.9.5-5.3 4.4 1.7 6.7L12 16.3 6.1 20l1.7-6.7-5.3-4.4 6.9-.5z",
    ),
    "strength": ("#2e7d32", "M2 9h3v6H2zM19 9h3v6h-3zM6 7h3v10H6zM15 7h3v10h-3zM9 11h6v2H9z"),
    "intellect": (
        "#1565c0",
        "M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16zm0 4a4 4 0 1 1 0 8a4 4 0 1 1 0-8z",
    ),
}


def search_context(request: HttpRequest) -> dict:
    """The home page's search: query, warnings and one page of results."""
    q = request.GET.get("q", "")
    context: dict = {"q": q, "searched": bool(q.strip())}
    if context["searched"]:
        found = selectors.card_list(query=q)
        page = Paginator(found.cards, RESULTS_PER_PAGE).get_page(request.GET.get("page"))
        context.update(page=page, warnings=found.warnings)
    return context


def grid_picture(card) -> list[dict] | None:
    """The four power types of a character's grid, ready for the SVG picture."""
    grid = card.grid
    if grid is None:
        return None
    cells = []
    for index, (power, rating) in enumerate(grid.items()):
        colour, glyph = GRID_STYLE[power]
        cells.append(
            {
                "power": power,
                "label": power.title(),
                "rating": rating,
                "colour": colour,
                "glyph": glyph,
                "x": index * 64,
            }
        )
    return cells


@catalogue_cached
def card_page(request: HttpRequest, slug: str) -> HttpResponse:
    try:
        card = selectors.card_get(slug=slug)
    except DeskError as error:
        suggestions = selectors.card_suggestions(slug)
        context = {"wanted": slug, "error": error, "suggestions": suggestions}
        return render(request, "cards/card_missing.html", context, status=error.status)
    context = {
        "card": card,
        "grid": grid_picture(card),
        "errata": list(card.errata.all()),
        "printings": list(card.printings.all()),
        "rulings": list(card.rulings.all()),
    }
    return render(request, "cards/card.html", context)


@catalogue_cached
def errata_page(request: HttpRequest) -> HttpResponse:
    status = request.GET.get("status", "")
    if status not in ErratumStatus.values:
        status = ""
    errata = selectors.erratum_list(status=status or None)
    page = Paginator(errata, 100).get_page(request.GET.get("page"))
    context = {"page": page, "status": status, "statuses": ErratumStatus.choices}
    return render(request, "cards/errata.html", context)


@catalogue_cached
def sets_page(request: HttpRequest) -> HttpResponse:
    return render(request, "cards/sets.html", {"sets": selectors.set_list()})
