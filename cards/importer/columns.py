"""Reading a row's columns by header name, and unpacking the packed ``Numbers`` column: grids, levels, requirements and costs."""

from __future__ import annotations

import re
from typing import Any

from cards.importer.records import SPLIT_DASH, Guess, RowError
from rules.engine.cards import POWER_TYPES

from .text import (
    ALL_TYPES,
    ANY_POWER_RE,
    TYPE_RE,
    clean_text,
    power_type,
    split_types,
)


# Column access
class Row:
    """One CSV row with case-insensitive access to columns by their header names."""

    def __init__(self, data: dict[str, str | None], file: str, line: int) -> None:
        self.data = {(k or "").strip().lower(): (v or "") for k, v in data.items()}
        self.file = file
        self.line = line
        self.guesses: list[Guess] = []

    def get(self, *names: str) -> str:
        for name in names:
            value = self.data.get(name.lower())
            if value is not None and value.strip() != "":
                return value.strip()
        return ""

    def guess(self, field_name: str, value: str, note: str) -> None:
        self.guesses.append(Guess(self.file, self.line, field_name, value, note))

    def error(self, message: str) -> RowError:
        return RowError(self.file, self.line, message)


def split_list(value: str) -> list[str]:
    if not value or value.strip() in ("-", "unknown", "unknowns"):
        return []
    parts = re.split(r"\s*[;,]\s*", value)
    return [
        p.strip() for p in parts if p.strip() and p.strip().lower() not in ("unknown", "unknowns")
    ]


# Packed columns
_GRID_RE = re.compile(rf"({TYPE_RE})\s*(\d+|∞)", re.IGNORECASE)


def parse_grid(numbers: str) -> tuple[dict[str, int | None], bool]:
    """Unpack a packed power grid ('Energy 5Fighting 5Strength 7Intellect 1').

    Returns the grid (None for a type not printed) and whether any rating is infinite.
    Raises ValueError when no rating can be read or anything else is left over.
    """
    grid: dict[str, int | None] = {t: None for t in POWER_TYPES}
    infinite = False
    rest = numbers
    for m in _GRID_RE.finditer(numbers):
        t = power_type(m.group(1))
        assert t is not None
        if m.group(2) == "∞":
            infinite = True
        else:
            grid[t] = int(m.group(2))
        rest = rest.replace(m.group(0), " ", 1)
    if not any(v is not None for v in grid.values()) and not infinite:
        raise ValueError(f"no power grid in {numbers!r}")
    if rest.strip():
        raise ValueError(f"unexpected {rest.strip()!r} in power grid {numbers!r}")
    return grid, infinite


def strip_cost(numbers: str) -> str:
    text = clean_text(numbers)
    text = re.sub(r"^\s*cost\s*/\s*(?:effect|action)\s*:\s*", "", text, flags=re.IGNORECASE)
    return clean_text(text)


def parse_levels(numbers: str) -> list[dict[str, Any]]:
    """The printed level(s) of a special or aspect: 'Fighting 5', 'Energy/Strength 4', ...

    Returns ``[{"icons": [...], "value": n}]`` (``"bonus": n`` for a printed '+n').
    Raises ValueError for anything else.
    """
    text = strip_cost(numbers)
    if not text:
        return []
    levels = []
    parts = [p for p in re.split(r"\s*[;,]\s*|(?<=\d)\s*/\s*(?=[a-z])", text, flags=re.I) if p]
    for part in parts:
        m = re.fullmatch(
            rf"((?:(?:{TYPE_RE}|{ANY_POWER_RE}|any)\s*/?\s*)+)\s*(\+)?\s*(\d+)",
            part.strip(),
            flags=re.IGNORECASE,
        )
        m2 = re.fullmatch(rf"(\d+)\s+((?:{TYPE_RE}|{ANY_POWER_RE}))", part.strip(), flags=re.I)
        if m:
            icons = split_types(m.group(1)) or (
                ["any_power"] if m.group(1).strip().lower() == "any" else []
            )
            if not icons:
                raise ValueError(f"no power type in {part!r}")
            level: dict[str, Any] = {"icons": icons}
            if m.group(2):
                level["bonus"] = int(m.group(3))
            else:
                level["value"] = int(m.group(3))
            levels.append(level)
        elif m2:
            levels.append({"icons": split_types(m2.group(2)), "value": int(m2.group(1))})
        else:
            raise ValueError(f"cannot read level {part!r}")
    return levels


def requirement(
    icons: list[str], value: int, compare: str = ">=", who: str = "self"
) -> dict[str, Any]:
    if icons == ["any_power"]:
        icons = list(ALL_TYPES)
    return {"icons": icons, "value": value, "compare": compare, "who": who}


_ARTIFACT_RE = re.compile(
    rf"(\d+)\s+({TYPE_RE}|{ANY_POWER_RE})\s+and\s+teammate\s+with\s+"
    rf"(?:(\d+)\s+({TYPE_RE}|{ANY_POWER_RE})|({TYPE_RE}|{ANY_POWER_RE})\s+(\d+))"
    r"\s*(or\s+less|or\s+greater|or\s+more)?",
    re.IGNORECASE,
)


def parse_artifact_requirements(numbers: str) -> list[dict[str, Any]]:
    """'6 Strength and teammate with 5 Strength or less to use' -> two requirements."""
    text = strip_cost(numbers)
    m = _ARTIFACT_RE.search(text)
    if not m:
        raise ValueError(f"cannot read tactic requirement {numbers!r}")
    first = requirement(split_types(m.group(2)), int(m.group(1)))
    if m.group(3):
        value, word = int(m.group(3)), m.group(4)
    else:
        value, word = int(m.group(6)), m.group(5)
    limit = (m.group(7) or "").lower()
    compare = ">=" if ("greater" in limit or "more" in limit) else "<="
    second = requirement(split_types(word), value, compare, "teammate")
    return [first, second]


TO_USE_RE = re.compile(rf"(\d+)\s+({TYPE_RE}|{ANY_POWER_RE})\s+to\s+use", re.IGNORECASE)
#: An ally's "5 Strength or less to use": a rating at most the value.
ALLY_USE_RE = re.compile(
    rf"(\d+)\s+({TYPE_RE}|{ANY_POWER_RE})\s+(or\s+less\s+)?to\s+use", re.IGNORECASE
)


BONUS_RE = re.compile(rf"\+\s*(\d+)\s+to\s+({TYPE_RE}|{ANY_POWER_RE})", re.IGNORECASE)


ACTS_AS_RE = re.compile(
    rf"acts?\s+as\s+(?:a\s+)?(?:level\s+)?(\d+)\s+({TYPE_RE}|{ANY_POWER_RE})\s+(?:attack|to attack)",
    re.IGNORECASE,
)


TRAINING_RE = re.compile(
    rf"(\d+)\s+({TYPE_RE})\s+or\s+less\s+to\s+use\s*\+\s*(\d+)\s*({TYPE_RE})", re.IGNORECASE
)


FOLLOW_RE = re.compile(
    rf"\+\s*(\d*)\s*({TYPE_RE}|{ANY_POWER_RE})\s+to\s+1st\s+teammate\s+(?:acts\s+as\s+)?(?:and\s+)?"
    rf"\+\s*(\d*)\s*({TYPE_RE}|{ANY_POWER_RE})\s+to\s+2nd\s+teammate",
    re.IGNORECASE,
)


# One row
def name_parts(name: str) -> tuple[str, str]:
    """'Wolverine - Berserker Rage' -> ('Wolverine', 'Berserker Rage'); no dash -> (name, '')."""
    parts = SPLIT_DASH.split(name, maxsplit=1)
    if len(parts) == 2:
        return parts[0].strip(), parts[1].strip()
    return name.strip(), ""


def generic_owner(prefix: str) -> str | None:
    low = prefix.lower().replace("-", " ")
    low = re.sub(r"\s+", " ", low)
    for owner in ("any character", "any hero", "any villain", "any home base", "any homebase"):
        if low == owner:
            return "Any Home Base" if "home" in owner else owner.title()
    return None
