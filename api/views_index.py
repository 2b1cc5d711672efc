"""``GET /api/v1/``: what the API offers, as JSON (not a page of URL patterns)."""

from __future__ import annotations

from django.urls import reverse
from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

#: Each endpoint's url name (in the ``api`` namespace) and what it is for.
ENDPOINTS: tuple[tuple[str, str, str], ...] = (
    ("card-list", "GET", "Search the cards (q=, the site's search syntax)."),
    ("erratum-list", "GET", "Every erratum."),
    ("ruling-list", "GET", "Rulings about cards."),
    ("set-list", "GET", "The card sets."),
    ("rule-list", "GET", "The rules and meta-rules by stable id."),
    ("glossary", "GET", "The glossary."),
    ("parse", "POST", "Parse card text into an effect tree."),
    ("resolve", "POST", "Resolve plays on a board state step by step."),
    ("check-ko", "POST", "Is a character KO'd by its hits?"),
    ("check-defense", "POST", "Does a defense stop an attack?"),
    ("check-venture", "POST", "Venture and mission ladder."),
    ("check-priority", "POST", "Effective priority of effects."),
    ("check-renege", "POST", "Renege check."),
    ("check-deck", "POST", "Is a deck list legal?"),
    ("check-discard", "POST", "What must be discarded after a battle."),
)


class ApiIndexView(APIView):
    """The API's endpoints, its schema and its docs."""

    @extend_schema(responses=dict, summary="What the API offers")
    def get(self, request: Request) -> Response:
        def url(name: str) -> str:
            return request.build_absolute_uri(reverse(f"api:{name}"))

        return Response(
            {
                "name": "The judge's desk for OverPower",
                "version": "v1",
                "docs": url("docs"),
                "schema": url("schema"),
                "endpoints": [
                    {"url": url(name), "method": method, "what": what}
                    for name, method, what in ENDPOINTS
                ],
            }
        )
