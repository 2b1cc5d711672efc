"""Fixtures for the deck and discard checks.

``real_lookup`` reads the seven real card lists from ``../shared/data/overpower-cards/`` with
the catalogue's pure importer (no database) into engine cards; ``db_lookup`` imports them into
the test database once per session and answers through the catalogue's ``DbCardLookup``.
"""

from __future__ import annotations

import pytest

from rules.engine.cards import CardDef, Grid, Requirement
from rules.engine.decklist import CatalogueMemoryLookup
from tests.conftest import CARD_FILES


def imported_to_def(card) -> CardDef:
    """An importer record (``cards.importer.rows.ImportedCard``) as the engine sees it."""
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
    """The seven real card lists imported into the test database for one test module.

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
