"""Which hits a removal names: "Remove all hits with a Fighting icon", "Remove 1 Hit of 5 or
less", "Remove 1 Special card Hit", "Remove 1 Power Card Hit, level 1-2" (a ``remove_hits``
clause's ``filter``). A removal takes only the hits its words name (MR.1); words this module
does not read leave the choice to the table, said so, never every hit."""

from __future__ import annotations

import re

from rules.engine.cards import POWER_TYPES
from rules.engine.state import Hit

_ICON = re.compile(r"^with (?:an? )?(energy|fighting|strength|intellect) icon$")
_AT_MOST = re.compile(r"^of (\d+) or less$")
_VALUE = re.compile(r"^with a value of (\d+)$")
_CARD = re.compile(
    r"^(?:(energy|fighting|strength|intellect) )?(power|special) card"
    r"(?:, level (\d+) (?:through|-|to) (\d+))?$"
)


def _types(hit: Hit) -> set[str]:
    return set(hit.types()) | ({hit.icon} if hit.icon in POWER_TYPES else set())


def hit_matcher(words: str | None):
    """The test a hit passes to be one the filter names; None when the words are not read."""
    text = (words or "").strip().lower()
    if not text:
        return lambda h: True
    if m := _ICON.match(text):
        icon = m.group(1)
        return lambda h: icon in _types(h)
    if m := _AT_MOST.match(text):
        most = int(m.group(1))
        return lambda h: h.value <= most
    if m := _VALUE.match(text):
        value = int(m.group(1))
        return lambda h: h.value == value
    if text == "with more than one icon":
        return lambda h: len(_types(h)) > 1 or h.icon == "multipower"
    if m := _CARD.match(text):
        icon, source = m.group(1), m.group(2)
        low, high = (int(m.group(3)), int(m.group(4))) if m.group(3) else (None, None)
        return lambda h: (
            h.source == source
            and (icon is None or icon in _types(h))
            and (low is None or low <= h.value <= high)
        )
    return None
