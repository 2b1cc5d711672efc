"""Fixtures for the deck and discard checks.

``real_lookup`` reads the ten real card lists from ``../shared/data/overpower-cards/`` with
the catalogue's pure importer (no database) into engine cards; ``db_lookup`` imports them into
the test database once per session and answers through the catalogue's ``DbCardLookup``.
"""

from __future__ import annotations

import pytest

from rules.engine.cards import CardDef, Grid, Requirement
from rules.engine.decklist import CatalogueMemoryLookup
from tests.conftest import CARD_FILES


def imported_to_def(card) -> CardDef:
    """An importer record (``cards.importer.records.ImportedCard``) as the engine sees it."""
    grid = Grid(**card.grid) if card.grid else None
    text = card.printed_text
    return CardDef(
        name=card.name,
        kind=card.kind,
        subtype=card.subtype,
        characters=tuple(card.characters),
        code=card.code,
        one_per_deck=card.one_per_deck,
        alignment=card.alignment,
        grid=grid,
        inherent=card.inherent,
        value=card.value,
        icons=tuple(card.icons),
        bonus=card.bonus,
        requirements=tuple(
            Requirement(
                icons=tuple(r["icons"]),
                value=r["value"],
                compare=r.get("compare", ">="),
                who=r.get("who", "self"),
            )
            for r in card.requirements
        ),
        text=text,
        mission_set=card.mission_set,
        mission_number=card.mission_number,
        location=card.location,
        extra=dict(card.extra),
    )


@pytest.fixture(scope="session")
def real_cards() -> list[CardDef]:
    from cards.importer.rows import read_card_files

    if not CARD_FILES:
        pytest.fail("card data not found: ../shared must sit beside the project")
    return [imported_to_def(c) for c in read_card_files(CARD_FILES)]


@pytest.fixture(scope="session")
def real_lookup(real_cards) -> CatalogueMemoryLookup:
    return CatalogueMemoryLookup(real_cards)


@pytest.fixture(scope="module")
def real_db(django_db_setup, django_db_blocker):
    """The ten real card lists imported into the test database for one test module.

    The import runs inside a transaction that is rolled back when the module ends, so other
    test packages never see these cards; each test's own transaction nests inside it.
    """
    from django.db import transaction

    from cards.services import cards_import

    with django_db_blocker.unblock(), transaction.atomic():
        cards_import(paths=CARD_FILES)
        yield
        transaction.set_rollback(True)


@pytest.fixture
def api(real_db, db):
    from rest_framework.test import APIClient

    return APIClient()


# -- rule counts: with DECK_RULE_COUNTS=<file>, record which rule ids each test's checks cite --

_ALWAYS_LISTED = {
    "OR.deck",
    "OR.deck.size",
    "OR.clone",
    "OR.mission",
    "OR.special",
    "OR.sum-deck",
    "OR.discard",
    "OR.setup.battlesite",
    "OR.setup.home-base",
    "MR.16.variants",
}
_COUNTS: dict[str, set[str]] = {}


def _cited(result) -> set[str]:
    """Rule ids a check result cites in its findings (not the ones every run lists)."""
    data = result.as_dict()
    ids: set[str] = set()
    for key in ("violations", "warnings", "discard", "choices", "keep"):
        for item in data.get(key) or []:
            for field in ("rule", "pile_rule"):
                if item.get(field):
                    ids.add(item[field])
    if data.get("consequence"):
        ids.add(data["consequence"]["rule"])
    if data.get("home_base_exception"):
        ids.add("OR.homebase-exception")
    ids.update(r for r in data.get("rules", []) if r not in _ALWAYS_LISTED)
    return ids


@pytest.fixture(autouse=True)
def _record_rules(request, monkeypatch):
    import os

    if not os.environ.get("DECK_RULE_COUNTS"):
        yield
        return
    from rules.engine import deck as deck_mod
    from rules.engine import discard as discard_mod

    seen: set[str] = set()

    def recording(cls):
        class Recording(cls):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, **kwargs)
                seen.update(_cited(self))

        Recording.__name__ = cls.__name__
        return Recording

    monkeypatch.setattr(deck_mod, "DeckReport", recording(deck_mod.DeckReport))
    monkeypatch.setattr(discard_mod, "DiscardResult", recording(discard_mod.DiscardResult))
    yield
    for rule in seen:
        _COUNTS.setdefault(rule, set()).add(request.node.nodeid)


def pytest_sessionfinish(session, exitstatus):
    import json
    import os

    path = os.environ.get("DECK_RULE_COUNTS")
    if path and _COUNTS:
        counts = {rule: len(tests) for rule, tests in sorted(_COUNTS.items())}
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(counts, handle, indent=1)
