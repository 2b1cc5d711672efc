"""``DbCardLookup``: the rules engine's ``CardLookup`` over the catalogue database.

``get(ref)`` finds a card by slug or by name (case, spacing, punctuation and trademark signs
ignored) and returns the engine's ``CardDef`` with the card's effective (errata-applied)
values; ``suggest(ref)`` lists close names for "did you mean". A lookup caches what it has
read, so use one per request.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from cards.importer.text import name_key
from cards.models import Card
from cards.services import slug_for
from rules.engine.cards import POWER_TYPES, CardDef, Grid, Requirement

CARD_FIELDS = (
    "id",
    "slug",
    "name",
    "kind",
    "subtype",
    "characters",
    "code",
    "one_per_deck",
    "alignment",
    *POWER_TYPES,
    "inherent",
    "value",
    "icons",
    "bonus",
    "requirements",
    "effective_text",
    "effect",
    "mission_set",
    "mission_number",
    "location",
    "location_uses",
    "extra",
    "is_sample",
    "printed_text",
    "parse_status",
)


def card_def(card: Card) -> CardDef:
    """The engine's definition of a catalogue card (no further queries)."""
    grid = None
    if card.kind == "character":
        values = {t: getattr(card, t) for t in POWER_TYPES}
        if any(v is not None for v in values.values()):
            grid = Grid(**values)
    requirements = tuple(
        Requirement(
            icons=tuple(r.get("icons", ())),
            value=int(r.get("value", 0)),
            compare=r.get("compare", ">="),
            who=r.get("who", "self"),
        )
        for r in (card.requirements or [])
    )
    extra = dict(card.extra or {})
    extra.setdefault("location_uses", list(card.location_uses or []))
    extra.setdefault("is_sample", card.is_sample)
    extra.setdefault("parse_status", card.parse_status)
    inherent = card.effective_text if card.kind == "character" else ""
    return CardDef(
        name=card.name,
        kind=card.kind,
        subtype=card.subtype or "",
        slug=card.slug,
        characters=tuple(card.characters or ()),
        code=card.code or "",
        one_per_deck=bool(card.one_per_deck),
        alignment=card.alignment or "",
        grid=grid,
        inherent=inherent,
        value=card.value,
        icons=tuple(card.icons or ()),
        bonus=card.bonus,
        requirements=requirements,
        text=card.effective_text or "",
        effect=card.effect,
        mission_set=card.mission_set or "",
        mission_number=card.mission_number,
        location=card.location or "",
        extra=extra,
    )


class DbCardLookup:
    """Card definitions from the database, by slug or name."""

    def __init__(self, queryset=None) -> None:
        self._qs = (queryset if queryset is not None else Card.objects.all()).only(*CARD_FIELDS)
        self._cache: dict[str, CardDef | None] = {}
        self._index: dict[str, list[tuple[str, int]]] | None = None

    # -- CardLookup -------------------------------------------------------------------------

    def get(self, ref: str) -> CardDef | None:
        key = name_key(ref or "")
        if not key:
            return None
        if key in self._cache:
            return self._cache[key]
        card = self._find(ref, key)
        found = card_def(card) if card is not None else None
        self._cache[key] = found
        return found

    def suggest(self, ref: str, limit: int = 5) -> list[str]:
        key = name_key(ref or "")
        if not key:
            return []
        index = self._names()
        starts = sorted({names[0][0] for k, names in index.items() if k.startswith(key)})
        contains = sorted(
            {names[0][0] for k, names in index.items() if key in k and not k.startswith(key)}
        )
        close = difflib.get_close_matches(key, list(index), n=limit, cutoff=0.6)
        out: list[str] = []
        for name in [*starts, *(index[k][0][0] for k in close), *contains]:
            if name not in out:
                out.append(name)
        return out[:limit]

    # -- extras -----------------------------------------------------------------------------

    def get_many(self, refs: Iterable[str]) -> dict[str, CardDef | None]:
        """Look up several references with one query for the exact hits."""
        refs = [r for r in refs if r]
        todo = [r for r in refs if name_key(r) not in self._cache]
        if todo:
            slugs = {r.strip().lower() for r in todo} | {slug_for(r) for r in todo}
            found = list(self._qs.filter(slug__in=slugs))
            by_slug = {c.slug: c for c in found}
            for ref in todo:
                card = by_slug.get(ref.strip().lower()) or by_slug.get(slug_for(ref))
                if card is not None:
                    self._cache[name_key(ref)] = card_def(card)
        return {r: self.get(r) for r in refs}

    def _find(self, ref: str, key: str) -> Card | None:
        text = ref.strip()
        candidates = list(
            self._qs.filter(slug__in={text.lower(), slug_for(text)})
            | self._qs.filter(name__iexact=text)
        )
        if candidates:
            return _best(candidates, text)
        ids = self._names().get(key)
        if not ids:
            return None
        cards = list(self._qs.filter(pk__in=[pk for _name, pk in ids]))
        return _best(cards, text) if cards else None

    def _names(self) -> dict[str, list[tuple[str, int]]]:
        if self._index is None:
            index: dict[str, list[tuple[str, int]]] = {}
            for pk, name in self._qs.order_by("name", "pk").values_list("pk", "name"):
                index.setdefault(name_key(name), []).append((name, pk))
            self._index = index
        return self._index


def _best(cards: list[Card], ref: str) -> Card:
    """Among cards answering a reference: the slug itself, else the plain slug of the name."""
    ref_slug = ref.strip().lower()
    for card in cards:
        if card.slug == ref_slug:
            return card
    plain = slug_for(ref)
    for card in cards:
        if card.slug == plain:
            return card
    return sorted(cards, key=lambda c: (len(c.slug), c.slug))[0]
