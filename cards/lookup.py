"""``DbCardLookup``: the rules engine's ``CardLookup`` over the catalogue database.

``get(ref)`` finds a card by slug or by name (case, spacing, punctuation and trademark signs
ignored) and returns the engine's ``CardDef`` with the card's effective (errata-applied)
values; ``suggest(ref)`` lists close names for "did you mean". A lookup caches what it has
read, so use one per request.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from functools import cached_property, lru_cache
from typing import Any

from django.core.cache import cache

from cards import catalogue_cache
from cards.importer.text import name_key
from cards.models import Card
from cards.services import slug_for
from rules.engine.cards import POWER_TYPES, CardDef, Grid, Requirement

#: At most this many card references of one request are fetched ahead.
MAX_PRELOAD = 500

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
        self._given = queryset
        self._whole_catalogue = queryset is None
        self._cache: dict[str, CardDef | None] = {}
        self._index: dict[str, list[tuple[str, int]]] | None = None

    @cached_property
    def _qs(self):
        return (self._given if self._given is not None else Card.objects.all()).only(*CARD_FIELDS)

    # -- CardLookup -------------------------------------------------------------------------

    def get(self, ref: str) -> CardDef | None:
        key = _key(ref or "")
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
        if self._whole_catalogue:  # a misspelt name is matched once per catalogue version
            return catalogue_cache.remember(
                "suggest", (key, str(limit)), lambda: self._suggest(key, limit)
            )
        return self._suggest(key, limit)

    def _suggest(self, key: str, limit: int) -> list[str]:
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
        """Look up several references: from the cache (card definitions are kept per catalogue
        version), then one indexed query (by slug) for the rest; only the references no slug
        answers are looked up by name."""
        refs = [r for r in refs if isinstance(r, str) and r]
        todo = {_key(r): r for r in refs if _key(r) and _key(r) not in self._cache}
        cache_keys: dict[str, str] = {}
        if todo and self._whole_catalogue:
            version = catalogue_cache.current()
            local = _local_defs(version.token)
            for key in [k for k in todo if k in local]:
                self._cache[key] = local[key]
                del todo[key]
            cache_keys = {k: catalogue_cache.key("card", k, version=version) for k in todo}
            stored = cache.get_many(list(cache_keys.values())) if cache_keys else {}
            for key, cache_key in cache_keys.items():
                if cache_key in stored:
                    self._cache[key] = local[key] = stored[cache_key]
                    del todo[key]
        if todo:
            found = list(self._qs.filter(slug__in={s for r in todo.values() for s in _slugs(r)}))
            fresh = {}
            for key, ref in todo.items():
                wanted = _slugs(ref)
                hits = [card for card in found if card.slug in wanted]
                if hits:
                    self._cache[key] = card_def(_best(hits, ref))
                    if key in cache_keys:
                        fresh[cache_keys[key]] = local[key] = self._cache[key]
            self._get_many_by_name({k: r for k, r in todo.items() if k not in self._cache})
            cache.set_many(fresh)
        return {r: self.get(r) for r in refs}

    def _get_many_by_name(self, todo: dict[str, str]) -> None:
        """The references no slug answers, by name: one query for all of them (or none when
        no name matches); a name no card has is remembered as not found for this request."""
        if not todo:
            return
        index = self._names()
        ids = {pk for key in todo for _name, pk in index.get(key, ())}
        by_pk = {card.pk: card for card in self._qs.filter(pk__in=ids)} if ids else {}
        for key, ref in todo.items():
            cards = [by_pk[pk] for _name, pk in index.get(key, ()) if pk in by_pk]
            exact = [c for c in cards if c.name.lower() == ref.strip().lower()]
            self._cache[key] = card_def(_best(exact or cards, ref)) if cards else None

    def preload(self, data: Any) -> DbCardLookup:
        """Fetch every card a request names (``"card"`` values anywhere in it) in one query,
        so that the engine's ``get`` calls that follow are answered from memory."""
        refs: list[str] = []
        stack = [data]
        while stack and len(refs) < MAX_PRELOAD:  # in the order written, as the engine reads
            item = stack.pop()
            if isinstance(item, dict):
                ref = item.get("card")
                if isinstance(ref, str):
                    refs.append(ref[:200])
                stack.extend(v for v in reversed(item.values()) if isinstance(v, dict | list))
            elif isinstance(item, list | tuple):
                stack.extend(v for v in reversed(item) if isinstance(v, dict | list))
        if refs:
            self.get_many(refs)
        return self

    def _find(self, ref: str, key: str) -> Card | None:
        text = ref.strip()
        by_slug = list(self._qs.filter(slug__in=_slugs(text)))
        if by_slug:
            # A slug hit is what _best would choose among all candidates anyway.
            return _best(by_slug, text)
        ids = self._names().get(key)
        if not ids:
            return None
        cards = list(self._qs.filter(pk__in=[pk for _name, pk in ids]))
        exact = [c for c in cards if c.name.lower() == text.lower()]
        return _best(exact or cards, text) if cards else None

    def _names(self) -> dict[str, list[tuple[str, int]]]:
        """Every card name by its key, read once per catalogue version (shared through the
        cache), for look-ups by name and for suggestions."""
        if self._index is None:
            if self._whole_catalogue:
                self._index = catalogue_cache.remember("names", (), lambda: _name_index(self._qs))
            else:
                self._index = _name_index(self._qs)
        return self._index


def _name_index(cards) -> dict[str, list[tuple[str, int]]]:
    index: dict[str, list[tuple[str, int]]] = {}
    for pk, name in cards.order_by("name", "pk").values_list("pk", "name"):
        index.setdefault(name_key(name), []).append((name, pk))
    return index


#: Card definitions of this process under one catalogue version (in front of Django's cache,
#: which would unpickle them on every request); bounded, emptied when the version changes.
_LOCAL: dict[str, Any] = {"token": None, "defs": {}}
LOCAL_MAX = 10_000


def _local_defs(token: str) -> dict[str, CardDef]:
    if _LOCAL["token"] != token or len(_LOCAL["defs"]) >= LOCAL_MAX:
        _LOCAL["token"], _LOCAL["defs"] = token, {}
    return _LOCAL["defs"]


def forget_local() -> None:
    """Drop this process's card definitions (tests that roll the database back use it)."""
    _LOCAL["token"], _LOCAL["defs"] = None, {}


#: ``name_key`` of the references requests name (the same few names come again and again).
_key = lru_cache(maxsize=8192)(name_key)


def _slugs(ref: str) -> set[str]:
    text = ref.strip()
    return {text.lower(), slug_for(text)}


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
