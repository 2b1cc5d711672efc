"""Writes to the card catalogue: import, demo data, errata, and keeping derived fields in step.

A card's effective text, code and One Per Deck flag are its printed values with its errata
applied (``cards.errata``); its effect tree is parsed from the effective text by
``cards.grammar.parse_effect``. ``card_refresh`` recomputes all of them and is called
whenever printed data or errata change (import, demo load, admin edits).

The package splits that work by job: :mod:`.catalogue` (derived fields and errata),
:mod:`.importing` (card lists) and :mod:`.demo` (the demo catalogue and rulings).
"""

from cards.services.catalogue import (
    IMPORTED_FIELDS,
    Progress,
    card_errata_sync,
    card_refresh,
    card_refresh_effect,
    card_save,
    card_update_derived,
    catalogue_refresh,
    erratum_delete,
    erratum_save,
)
from cards.services.demo import DEMO_DIR, DEMO_SET, demo_load, ruling_upsert
from cards.services.importing import (
    ImportReport,
    cards_import,
    cards_write,
    samples_retire,
    slug_for,
)

__all__ = [
    "DEMO_DIR",
    "DEMO_SET",
    "IMPORTED_FIELDS",
    "ImportReport",
    "Progress",
    "card_errata_sync",
    "card_refresh",
    "card_refresh_effect",
    "card_save",
    "card_update_derived",
    "cards_import",
    "cards_write",
    "catalogue_refresh",
    "demo_load",
    "erratum_delete",
    "erratum_save",
    "ruling_upsert",
    "samples_retire",
    "slug_for",
]
