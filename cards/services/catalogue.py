"""Keeping a card's derived fields in step: effective text, code and One Per Deck flag with errata applied, and the effect tree parsed from the effective text."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from django.db import transaction

from cards.errata import CardFacts, ErratumSpec, effective, errata_for
from cards.models import Card, Erratum

Progress = Callable[[str], None]


# Card fields the importer owns (written from the card lists; everything else is derived).
IMPORTED_FIELDS = (
    "name",
    "kind",
    "subtype",
    "characters",
    "printed_code",
    "printed_one_per_deck",
    "alignment",
    "energy",
    "fighting",
    "strength",
    "intellect",
    "inherent",
    "value",
    "icons",
    "bonus",
    "requirements",
    "requirement_text",
    "printed_text",
    "mission_set",
    "mission_number",
    "location",
    "location_uses",
    "extra",
)


def _noop(_message: str) -> None:
    return None


# Effect tree and effective values
def card_refresh_effect(card: Card) -> None:
    """Parse the card's effective text into its effect tree (fields set, not saved)."""
    from cards.grammar import parse_effect

    text = card.effective_text or ""
    try:
        tree = parse_effect(text).to_json()
    except Exception as exc:  # a grammar fault must not stop an import; it is recorded
        card.effect = None
        card.parse_status = "failed"
        card.unparsed = [{"span": [0, len(text)], "text": text, "error": str(exc)[:200]}]
        return
    card.effect = tree
    card.parse_status = tree.get("status", "") or ""
    card.unparsed = list(tree.get("unparsed") or [])


def card_refresh(
    card: Card, *, errata: Iterable[Erratum] | None = None, reparse: bool = False
) -> bool:
    """Recompute effective text, code, One Per Deck and effect tree; save if anything changed.

    Returns True when the card changed. The effect tree is re-parsed when the effective text
    changed, when it was never parsed, or when ``reparse`` is set.
    """
    rows = list(errata) if errata is not None else list(card.errata.all())
    eff = effective(CardFacts.of(card), rows)
    changed: list[str] = []
    for name, value in (
        ("effective_text", eff.text),
        ("code", eff.code),
        ("one_per_deck", eff.one_per_deck),
    ):
        if getattr(card, name) != value:
            setattr(card, name, value)
            changed.append(name)
    if reparse or "effective_text" in changed or not card.parse_status:
        before = (card.effect, card.parse_status, card.unparsed)
        card_refresh_effect(card)
        if (card.effect, card.parse_status, card.unparsed) != before:
            changed += ["effect", "parse_status", "unparsed"]
    if changed and card.pk:
        card.save(update_fields=[*changed, "updated"])
    return bool(changed)


def card_errata_sync(
    card: Card, *, existing: Sequence[Erratum] | None = None
) -> tuple[int, int, int]:
    """Make the card's rule and data-file errata match what the errata rules say it should carry.

    Errata entered by staff (empty ``blanket``) are never touched. Returns the numbers of
    errata created, updated and deleted.
    """
    rows = list(existing) if existing is not None else list(card.errata.all())
    managed = {e.blanket: e for e in rows if e.blanket}
    wanted = {spec.blanket: spec for spec in errata_for(CardFacts.of(card))}
    created = updated = deleted = 0
    for blanket, spec in wanted.items():
        values = _spec_values(spec)
        row = managed.get(blanket)
        if row is None:
            Erratum.objects.create(card=card, blanket=blanket, **values)
            created += 1
        elif any(getattr(row, k) != v for k, v in values.items()):
            for k, v in values.items():
                setattr(row, k, v)
            row.save()
            updated += 1
    for blanket, row in managed.items():
        if blanket not in wanted:
            row.delete()
            deleted += 1
    return created, updated, deleted


def _spec_values(spec: ErratumSpec) -> dict[str, Any]:
    return {
        "should_read": spec.should_read,
        "code": spec.code,
        "one_per_deck": spec.one_per_deck,
        "status": spec.status,
        "source": spec.source,
        "note": spec.note,
    }


def card_update_derived(card: Card, *, reparse: bool = False) -> bool:
    """Sync the card's errata, then refresh its effective fields and effect tree."""
    c, u, d = card_errata_sync(card)
    changed = card_refresh(card, reparse=reparse)
    return changed or bool(c or u or d)


def erratum_save(*, erratum: Erratum) -> Erratum:
    """Save an erratum (admin, API) and bring its card's effective fields in step."""
    erratum.full_clean()
    erratum.save()
    card_refresh(erratum.card)
    return erratum


def erratum_delete(*, erratum: Erratum) -> None:
    card = erratum.card
    erratum.delete()
    card_refresh(card)


def card_save(*, card: Card) -> Card:
    """Save a card edited by hand (admin) and recompute what derives from its printed data."""
    card.save()
    card_update_derived(card)
    return card


def _errata_by_card(errata: Iterable[Erratum]) -> defaultdict[int, list[Erratum]]:
    by_card: defaultdict[int, list[Erratum]] = defaultdict(list)
    for e in errata:
        by_card[e.card_id].append(e)
    return by_card


def _sync_and_refresh(
    card: Card, existing: list[Erratum], *, reparse: bool = False
) -> tuple[tuple[int, int, int], bool]:
    """Sync the card's blanket errata (``existing`` are its rows), then recompute its derived
    fields from the errata it has now. Returns the errata (created, updated, deleted) and
    whether the derived fields changed."""
    synced = card_errata_sync(card, existing=existing)
    rows = list(card.errata.all()) if any(synced) else existing
    return synced, card_refresh(card, errata=rows, reparse=reparse)


def catalogue_refresh(*, reparse: bool = False, progress: Progress = _noop) -> int:
    """Re-sync errata and recompute derived fields of every card; returns how many changed."""
    changed = 0
    errata_by_card = _errata_by_card(Erratum.objects.all())
    with transaction.atomic():
        for i, card in enumerate(Card.objects.order_by("pk").iterator(), 1):
            synced, refreshed = _sync_and_refresh(card, errata_by_card[card.pk], reparse=reparse)
            if refreshed or any(synced):
                changed += 1
            if i % 250 == 0:
                progress(f"  refreshed {i} cards")
    return changed
