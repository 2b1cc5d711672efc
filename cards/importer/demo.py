"""Reading our own demo data files (``cards/data/demo/*.json``) into card records (pure).

Each file holds ``{"cards": [...]}``; each entry gives the card's fields by the names of
``ImportedCard`` (``name``, ``kind``, ``subtype``, ``characters``, ``code``, ``grid``, ...)
plus ``sample: true`` for invented sample cards and optionally ``rarity``. Power cards may
be given as ``{"power": "energy", "values": [1, 8]}`` ranges to keep the file short.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import fields
from pathlib import Path
from typing import Any

from rules.engine.cards import CARD_KINDS, POWER_TYPES, SUBTYPES

from .records import ImportedCard, ImportedPrinting, RowError
from .rows import merge_cards
from .text import has_one_per_deck

_CARD_FIELDS = {f.name for f in fields(ImportedCard)} - {"printings", "guesses"}
_EXTRA_KEYS = {"sample", "rarity", "power", "values"}


def _power_entries(entry: dict[str, Any]) -> list[dict[str, Any]]:
    power = entry["power"]
    low, high = entry.get("values", [1, 8])
    out = []
    for value in range(int(low), int(high) + 1):
        if power in POWER_TYPES:
            out.append(
                {"name": f"{value} {power.title()}", "subtype": "single", "icons": [power]}
                | {"value": value}
            )
        elif power == "multipower":
            out.append(
                {
                    "name": f"{value} MultiPower",
                    "subtype": "multipower",
                    "icons": list(POWER_TYPES),
                    "value": value,
                    "extra": {"icons_assumed": True},
                }
            )
        elif power == "any_power":
            out.append(
                {"name": f"{value} Any-Power", "subtype": "any_power", "icons": ["any_power"]}
                | {"value": value}
            )
        else:
            raise ValueError(f"unknown power {power!r}")
    for item in out:
        item["kind"] = "power"
        item["sample"] = entry.get("sample", False)
        item["rarity"] = entry.get("rarity", "")
    return out


def _card_from(entry: dict[str, Any], where: str) -> ImportedCard:
    unknown = set(entry) - _CARD_FIELDS - _EXTRA_KEYS
    if unknown:
        raise ValueError(f"unknown field(s) {sorted(unknown)}")
    if entry.get("kind") not in CARD_KINDS:
        raise ValueError(f"kind must be one of {', '.join(CARD_KINDS)}")
    subtype = entry.get("subtype", "")
    if subtype and subtype not in SUBTYPES.get(entry["kind"], ()):
        raise ValueError(f"subtype {subtype!r} is not a {entry['kind']} subtype")
    if not entry.get("name"):
        raise ValueError("name is required")
    data = {k: v for k, v in entry.items() if k in _CARD_FIELDS}
    card = ImportedCard(**data)
    if card.grid is not None:
        card.grid = {t: card.grid.get(t) for t in POWER_TYPES}
    if card.kind == "character":
        # A character's printed text is its inherent ability.
        card.printed_text = card.printed_text or card.inherent
        card.inherent = card.inherent or card.printed_text
    if card.kind == "character" and not card.characters:
        card.characters = [card.name.split(":")[0].strip()]
    if card.printed_text and has_one_per_deck(card.printed_text):
        card.one_per_deck = True
    return card


def read_demo_files(
    paths: Sequence[Path | str], *, set_code: str, set_name: str
) -> tuple[list[ImportedCard], set[str]]:
    """All demo cards (merged by content) and the content keys of the sample cards."""
    cards: list[ImportedCard] = []
    samples: set[str] = set()
    line = 0
    for path in paths:
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise RowError(path.name, 0, f"not readable JSON: {exc}") from exc
        entries = data.get("cards", []) if isinstance(data, dict) else []
        for index, raw in enumerate(entries):
            expanded = _power_entries(raw) if "power" in raw else [raw]
            for entry in expanded:
                line += 1
                try:
                    card = _card_from(entry, f"{path.name}#{index}")
                except (TypeError, ValueError) as exc:
                    raise RowError(path.name, index + 1, str(exc)) from exc
                card.printings.append(
                    ImportedPrinting(
                        set_code=set_code,
                        set_name=set_name,
                        source_file=path.name,
                        line=line,
                        source_name=card.name,
                        rarity=entry.get("rarity", ""),
                        printing="Demo",
                    )
                )
                if entry.get("sample"):
                    samples.add(card.key)
                cards.append(card)
    return merge_cards(cards), samples
