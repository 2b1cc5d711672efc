"""Any write to the catalogue's tables bumps the catalogue version (imports, admin edits,
management commands alike), which retires every cached read of the old catalogue."""

from __future__ import annotations

from django.db.models.signals import m2m_changed, post_delete, post_save

from cards import catalogue_cache
from cards.models import Card, CardSet, Erratum, Printing, Ruling

CATALOGUE_MODELS = (Card, CardSet, Printing, Erratum, Ruling)


def catalogue_changed(sender, **kwargs) -> None:
    if kwargs.get("raw"):  # fixtures loaded with loaddata: the version row comes with them
        return
    if kwargs.get("action", "post_").startswith("pre_"):
        return
    catalogue_cache.bump()


def connect() -> None:
    for model in CATALOGUE_MODELS:
        post_save.connect(catalogue_changed, sender=model, dispatch_uid=f"catalogue-{model}")
        post_delete.connect(catalogue_changed, sender=model, dispatch_uid=f"catalogue-d-{model}")
    m2m_changed.connect(
        catalogue_changed, sender=Ruling.cards.through, dispatch_uid="catalogue-ruling-cards"
    )
