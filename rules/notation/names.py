"""Catalogue names in a written situation: a misspelt name is read as the closest card and
reported, as the card search does; a name far from every card is left for the engine to refuse
with its suggestions."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any, Protocol

#: How alike a typed name and a card's name must be to read one as the other.
CLOSE_ENOUGH = 0.8


class NameLookup(Protocol):
    def get(self, ref: str) -> Any: ...

    def suggest(self, ref: str, limit: int = 5) -> list[str]: ...


@dataclass(frozen=True)
class ReadAs:
    path: str
    given: str
    read: str

    def as_dict(self) -> dict[str, str]:
        return {"path": self.path, "given": self.given, "read": self.read}

    def sentence(self) -> str:
        return f"“{self.given}” was read as “{self.read}”."


def _close(given: str, name: str) -> bool:
    ratio = difflib.SequenceMatcher(None, given.lower(), name.lower()).ratio()
    return ratio >= CLOSE_ENOUGH


def _fix(holder: dict, path: str, lookup: NameLookup, found: list[ReadAs]) -> None:
    name = holder.get("card")
    if not isinstance(name, str) or not name.strip() or lookup.get(name) is not None:
        return
    for suggestion in lookup.suggest(name, limit=3):
        if _close(name, suggestion):
            holder["card"] = suggestion
            found.append(ReadAs(path, name, suggestion))
            return


def _walk(value: Any, path: str, lookup: NameLookup, found: list[ReadAs]) -> None:
    if isinstance(value, dict):
        _fix(value, path, lookup, found)
        for key, item in value.items():
            if key not in ("effect", "inherent_effect", "text"):
                _walk(item, f"{path}.{key}" if path else key, lookup, found)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _walk(item, f"{path}.{index}", lookup, found)


def correct_names(request: dict[str, Any], lookup: NameLookup) -> list[ReadAs]:
    """Replace, in place, every misspelt catalogue name of ``request``; list what was read."""
    found: list[ReadAs] = []
    _walk(request, "", lookup, found)
    return found
