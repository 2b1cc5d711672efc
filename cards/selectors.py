"""Reads of the catalogue: card search and lists, one card with everything a judge needs.

Every list here fetches its related rows with a fixed number of queries, whatever the
number of results (no N+1).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from django.db import connection
from django.db.models import Count, Prefetch, Q, QuerySet

from cards import catalogue_cache, search
from cards.models import Card, CardSet, Erratum, Printing, Ruling
from judge.errors import DeskError, FieldProblem


@dataclass(frozen=True)
class CardSearch:
    """A search's cards (ordered best match first) and what the query could not use."""

    cards: QuerySet[Card]
    parsed: search.ParsedQuery

    @property
    def warnings(self) -> list[search.SearchWarning]:
        return list(self.parsed.warnings)


_SLUG_RE = re.compile(r"^[-\w]{1,220}$")

LIST_DEFERRED = ("effect", "unparsed", "extra", "requirements", "location_uses")


def _printings() -> Prefetch:
    return Prefetch(
        "printings",
        queryset=Printing.objects.select_related("card_set").order_by("card_set__name", "line"),
    )


def _list_printings() -> Prefetch:
    """A result list shows each card's set codes (and names as tooltips): only those columns."""
    return Prefetch(
        "printings",
        queryset=Printing.objects.select_related("card_set")
        .only("id", "card_id", "line", "card_set__id", "card_set__code", "card_set__name")
        .order_by("card_set__name", "line"),
    )


def card_list(*, query: str | None = "") -> CardSearch:
    """Cards matching a search query (see :mod:`cards.search`), best match first.

    The cards come with their printings and sets (one extra query for the whole page).
    """
    parsed = search.parse(query)
    vendor = connection.vendor
    cards = Card.objects.filter(search.build_filter(parsed.node, vendor=vendor))
    # (count(), not exists(): under LIMIT 1 PostgreSQL prefers a scan to the trigram indexes.)
    if vendor == "postgresql" and search.has_fuzzy_words(parsed.node) and not cards.count():
        # Nothing matched: retry with looser name similarity (swapped or missing letters),
        # and say so, as a judge should know the names shown are guesses.
        cards = Card.objects.filter(search.build_filter(parsed.node, vendor=vendor, loose=True))
        words = " ".join(parsed.name_words) or parsed.text
        parsed = search.ParsedQuery(
            text=parsed.text,
            node=parsed.node,
            warnings=(
                *parsed.warnings,
                search.SearchWarning(words, "no name matches closely; showing similar names"),
            ),
        )
    elif vendor != "postgresql" and search.has_fuzzy_words(parsed.node) and not cards.exists():
        # No trigrams here: a name word in no card name is read as the closest word that is.
        names = Card.objects.values_list("name", flat=True)
        parsed, corrections = search.correct_name_words(parsed, search.name_vocabulary(names))
        if corrections:
            cards = Card.objects.filter(search.build_filter(parsed.node, vendor=vendor))
    cards = search.rank_order(cards, parsed, vendor=vendor)
    # A result list shows no effect tree: leave the heavy JSON columns in the database.
    cards = cards.defer(*LIST_DEFERRED).prefetch_related(_list_printings())
    return CardSearch(cards=cards, parsed=parsed)


def card_detail_queryset() -> QuerySet[Card]:
    return Card.objects.prefetch_related(
        _printings(),
        Prefetch("errata", queryset=Erratum.objects.order_by("blanket", "id")),
        Prefetch("rulings", queryset=Ruling.objects.prefetch_related("cards")),
    )


def card_get(*, slug: str) -> Card:
    """One card with its printings, errata and rulings; 404 naming close cards if unknown."""
    # A slug is letters, digits and dashes: anything else (a NUL byte, say) names no card.
    card = card_detail_queryset().filter(slug=slug).first() if _SLUG_RE.fullmatch(slug) else None
    if card is None:
        raise card_not_found(slug)
    return card


def card_not_found(wanted: str, path: str = "slug") -> DeskError:
    suggestions = card_suggestions(wanted)
    details = [
        FieldProblem(path, f"did you mean {c.name!r} (slug {c.slug!r})?") for c in suggestions
    ]
    if not details:
        details = [FieldProblem(path, "no card has a similar name")]
    return DeskError(
        code="card_not_found",
        message=f"No card {wanted[:100]!r} in the catalogue.",
        details=details,
        status=404,
    )


def card_suggestions(wanted: str, *, limit: int = 5) -> list[Card]:
    """Cards whose name (or slug) is close to ``wanted``, closest first (computed once per
    catalogue version: a 404 page and its error object ask for the same list)."""
    words = re.sub(r"[\W_]+", " ", wanted or "").strip()[:200]
    if not words:
        return []
    return catalogue_cache.remember(
        "suggestions", (words, str(limit)), lambda: _card_suggestions(words, limit)
    )


def _card_suggestions(words: str, limit: int) -> list[Card]:
    if connection.vendor == "postgresql":
        from django.contrib.postgres.search import TrigramWordSimilarity

        found = list(
            Card.objects.annotate(similarity=TrigramWordSimilarity(words, "name"))
            .filter(similarity__gte=0.4)
            .order_by("-similarity", "name", "slug")
            .only("slug", "name")[:limit]
        )
        if found:
            return [Card(slug=c.slug, name=c.name) for c in found]
    by_name: dict[str, list[tuple[str, str]]] = {}
    for slug, name in Card.objects.values_list("slug", "name"):
        by_name.setdefault(name.lower(), []).append((slug, name))
        by_name.setdefault(slug.replace("-", " "), []).append((slug, name))
    close = difflib.get_close_matches(words.lower(), list(by_name), n=limit * 2, cutoff=0.6)
    # A short query is often the start of a name ("wolver"): count those as close too.
    close += sorted(k for k in by_name if k.startswith(words.lower()) and k not in close)
    result: list[Card] = []
    seen: set[str] = set()
    for key in close:
        for slug, name in by_name[key]:
            if slug not in seen:
                seen.add(slug)
                result.append(Card(slug=slug, name=name))
    return result[:limit]


def erratum_list(*, status: str | None = None) -> QuerySet[Erratum]:
    errata = Erratum.objects.select_related("card").order_by("card__name", "blanket", "id")
    if status:
        errata = errata.filter(status=status)
    return errata


def ruling_list(*, card_slug: str | None = None, rule_id: str | None = None) -> QuerySet[Ruling]:
    rulings = Ruling.objects.prefetch_related(
        Prefetch("cards", queryset=Card.objects.only("slug", "name"))
    ).order_by("-date", "id")
    if card_slug:
        rulings = rulings.filter(cards__slug=card_slug)
    if rule_id:
        # rule_ids is a JSON list of strings; its text holds the id in quotes (both databases).
        rulings = rulings.filter(rule_ids__icontains=f'"{rule_id}"')
    return rulings


def set_list() -> QuerySet[CardSet]:
    """Every set with how many distinct cards and how many printings it holds."""
    return CardSet.objects.annotate(
        card_count=Count("printings__card", distinct=True),
        printing_count=Count("printings"),
        special_count=Count(
            "printings__card", filter=Q(printings__card__kind="special"), distinct=True
        ),
    ).order_by("name")
