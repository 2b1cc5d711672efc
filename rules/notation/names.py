"""Catalogue names in a written situation: a misspelt name is read as the closest card and
reported, as the card search does; a name far from every card is left for the engine to refuse
with its suggestions."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any, Protocol

#: How alike a typed name and a card's name must be to read one as the other.
CLOSE_ENOUGH = 0.8
#: Names not found that are matched against the catalogue (a search each), and names read at
#: all; the ones beyond are left for the engine, which refuses more than it takes. A real
#: situation names a handful of cards.
MAX_CORRECTED = 25
MAX_READ = 200


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


@dataclass
class _Walk:
    lookup: NameLookup
    found: list[ReadAs] = field(default_factory=list)
    read: int = 0
    tried: int = 0

    def fix(self, holder: dict, path: str) -> None:
        name = holder.get("card")
        if not isinstance(name, str) or not name.strip() or self.read >= MAX_READ:
            return
        self.read += 1
        if self.tried >= MAX_CORRECTED or self.lookup.get(name) is not None:
            return
        self.tried += 1
        for suggestion in self.lookup.suggest(name, limit=3):
            if _close(name, suggestion):
                holder["card"] = suggestion
                self.found.append(ReadAs(path, name, suggestion))
                return

    def walk(self, value: Any, path: str) -> None:
        if isinstance(value, dict):
            self.fix(value, path)
            for key, item in value.items():
                if key not in ("effect", "inherent_effect", "text"):
                    self.walk(item, f"{path}.{key}" if path else key)
        elif isinstance(value, list):
            for index, item in enumerate(value):
                self.walk(item, f"{path}.{index}")


def correct_names(request: dict[str, Any], lookup: NameLookup) -> list[ReadAs]:
    """Replace, in place, the misspelt catalogue names of ``request`` (the first
    ``MAX_CORRECTED`` names not found among the first ``MAX_READ``); list what was read. Give a lookup that has fetched the
    request's names ahead (``DbCardLookup.preload``)."""
    walk = _Walk(lookup)
    walk.walk(request, "")
    return walk.found
