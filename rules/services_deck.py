"""Deck and discard checks, shared by the API (``api.views_deck``) and the pages
(``rules.views_deck``): the catalogue lookup that also knows mission sets, and the engine calls.
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from cards.importer.text import name_key
from cards.lookup import DbCardLookup, card_def
from cards.models import Card
from rules.engine.cards import CardDef
from rules.engine.deck import check_deck
from rules.engine.decklist import Problem, deck_from_data, deck_from_text, situation_from_data
from rules.engine.discard import check_discard


class DeckLookup(DbCardLookup):
    """The catalogue lookup, able to list the cards of a mission set as well."""

    def mission_set(self, name: str) -> list[CardDef]:
        key = name_key(name)
        sets = (
            Card.objects.filter(kind="mission")
            .exclude(mission_set="")
            .values_list("mission_set", flat=True)
            .distinct()
        )
        wanted = [s for s in sets if name_key(s) == key]
        if not wanted:
            return []
        return [
            card_def(c)
            for c in Card.objects.filter(kind="mission", mission_set__in=wanted).order_by(
                "mission_number", "name"
            )
        ]

    def alternatives(self, ref: str, card: CardDef) -> list[str]:
        """Slugs of other cards answering the same name (none when a slug was given)."""
        ids = self._names().get(name_key(ref)) or []
        if len(ids) < 2:
            return []
        return list(
            Card.objects.filter(pk__in=[pk for _n, pk in ids])
            .exclude(slug=card.slug)
            .order_by("slug")
            .values_list("slug", flat=True)
        )

    def mission_set_names(self) -> list[str]:
        return sorted(
            set(
                Card.objects.filter(kind="mission")
                .exclude(mission_set="")
                .values_list("mission_set", flat=True)
            )
        )


def run_deck_check(data: dict[str, Any]) -> tuple[dict | None, list[Problem]]:
    """Check a deck given as ``{"text": ...}`` or in structured form (used by the page too)."""
    lookup = DeckLookup()
    if data.get("text") is not None:
        deck, problems = deck_from_text(data["text"], lookup)
        if deck is not None:
            deck.code_rule = bool(data.get("code_rule")) or deck.code_rule
    else:
        deck, problems = deck_from_data(data, lookup)
    if deck is None:
        return None, problems
    deck.parse = parse_effect  # cards typed inline have text but no tree yet
    return check_deck(deck).as_dict(), []


def run_discard_check(data: dict[str, Any]) -> tuple[dict | None, list[Problem]]:
    situation, problems = situation_from_data(data, DeckLookup())
    if situation is None:
        return None, problems
    situation.parse = parse_effect  # cards typed inline have text but no tree yet
    return check_discard(situation).as_dict(), []
