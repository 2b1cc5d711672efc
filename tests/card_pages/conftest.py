"""The ten real card lists, imported once for this package's module (rolled back after)."""

from tests.deck.conftest import real_db

__all__ = ["real_db"]
