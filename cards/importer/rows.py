"""Reading card-list CSV files into plain card records (pure: no database).

``read_card_files(paths)`` reads every row of every file, turns each into a card record,
and merges rows holding the same game card into one ``ImportedCard`` with several
``ImportedPrinting``s. Columns are read by header name (they differ from file to file);
grids, requirements and levels are unpacked from the ``Numbers`` column; power values are
read from names. Values the reader had to guess are recorded as ``Guess``es; a row it cannot
read raises ``RowError`` naming the file and line.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rules.engine.cards import POWER_TYPES

from .text import (
    ALL_TYPES,
    ANY_POWER_RE,
    TYPE_RE,
    clean_name,
    clean_text,
    has_one_per_deck,
    norm_key,
    power_type,
    split_types,
)

# Known sets: file stem -> (code, name). Other files get a code made from their stem.
KNOWN_SETS: dict[str, tuple[str, str]] = {
    "classicop": ("CLOP", "OverPower (Classic)"),
    "powersurgeop": ("PSOP", "PowerSurge"),
    "xmenop": ("XMOP", "X-Men"),
    "missioncontrolop": ("MCOP", "Mission Control"),
    "iqop": ("IQOP", "IQ"),
    "dcop": ("DCOP", "DC OverPower"),
    "promosop": ("PROP", "Promos"),
}

RARITIES = {
    "common": "Common",
    "commoon": "Common",
    "comon": "Common",
    "uncommon": "Uncommon",
    "uncommo": "Uncommon",
    "uncomon": "Uncommon",
    "rare": "Rare",
    "very rare": "Very Rare",
    "promo": "Promo",
    "silver": "Silver",
    "insert": "Insert",
}

TYPE_NAMES = {
    "special": "special",
    "character": "character",
    "universe": "universe",
    "power": "power",
    "event": "event",
    "mission": "mission",
    "location": "location",
    "tactic": "tactic",
    "aspect": "aspect",
    "activator": "activator",
}

_SPLIT_DASH = re.compile(r"\s+[-–—]\s+")


class RowError(ValueError):
    """A row that cannot be read. Carries the file and line for the message."""

    def __init__(self, file: str, line: int, message: str) -> None:
        super().__init__(f"{file}, line {line}: {message}")
        self.file = file
        self.line = line
        self.message = message


@dataclass(frozen=True)
class Guess:
    """A value the reader had to guess or could not interpret."""

    file: str
    line: int
    field: str
    value: str
    note: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line} {self.field} {self.value!r}: {self.note}"


@dataclass
class ImportedPrinting:
    set_code: str
    set_name: str
    source_file: str
    line: int
    source_name: str
    rarity: str = ""
    printing: str = ""
    pictured: list[str] = field(default_factory=list)


@dataclass
class ImportedCard:
    """One distinct game card as read from the lists, with every printing of it."""

    name: str
    kind: str
    subtype: str = ""
    characters: list[str] = field(default_factory=list)
    code: str = ""
    one_per_deck: bool = False
    alignment: str = ""
    grid: dict[str, int | None] | None = None
    inherent: str = ""
    value: int | None = None
    icons: list[str] = field(default_factory=list)
    bonus: int | None = None
    requirements: list[dict[str, Any]] = field(default_factory=list)
    requirement_text: str = ""
    printed_text: str = ""
    mission_set: str = ""
    mission_number: int | None = None
    location: str = ""
    location_uses: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    printings: list[ImportedPrinting] = field(default_factory=list)
    guesses: list[Guess] = field(default_factory=list)

    @property
    def key(self) -> str:
        return content_key(self)

    def fields(self) -> dict[str, Any]:
        """The card's model fields (everything but printings, guesses and the key)."""
        data = asdict(self)
        data.pop("printings")
        data.pop("guesses")
        grid = data.pop("grid") or {}
        for t in POWER_TYPES:
            data[t] = grid.get(t)
        return data


def content_key(card: ImportedCard) -> str:
    """Fingerprint of a card's game content: equal for reprints, different otherwise.

    Names and texts are compared on letters and digits only, so spacing, punctuation and
    trademark signs do not split one card in two; any difference in words, numbers, grid,
    code or requirements does.
    """
    if card.kind == "power":
        ident: list[Any] = [
            "power",
            card.subtype,
            card.value,
            sorted(card.icons),
            card.printed_text,
        ]
        ident[-1] = norm_key(card.printed_text)
    else:
        ident = [
            card.kind,
            card.subtype,
            norm_key(card.name),
            card.grid,
            norm_key(card.printed_text),
            card.code,
            card.value,
            card.bonus,
            card.requirements,
            card.extra,
        ]
    raw = json.dumps(ident, sort_keys=True, default=str)
    return hashlib.sha1(raw.encode()).hexdigest()


# ---------------------------------------------------------------------------------------------
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


def _split_list(value: str) -> list[str]:
    if not value or value.strip() in ("-", "unknown", "unknowns"):
        return []
    parts = re.split(r"\s*[;,]\s*", value)
    return [
        p.strip() for p in parts if p.strip() and p.strip().lower() not in ("unknown", "unknowns")
    ]


# ---------------------------------------------------------------------------------------------
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


def _strip_cost(numbers: str) -> str:
    text = clean_text(numbers)
    text = re.sub(r"^\s*cost\s*/\s*(?:effect|action)\s*:\s*", "", text, flags=re.IGNORECASE)
    return clean_text(text)


def parse_levels(numbers: str) -> list[dict[str, Any]]:
    """The printed level(s) of a special or aspect: 'Fighting 5', 'Energy/Strength 4', ...

    Returns ``[{"icons": [...], "value": n}]`` (``"bonus": n`` for a printed '+n').
    Raises ValueError for anything else.
    """
    text = _strip_cost(numbers)
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


def _req(icons: list[str], value: int, compare: str = ">=", who: str = "self") -> dict[str, Any]:
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
    text = _strip_cost(numbers)
    m = _ARTIFACT_RE.search(text)
    if not m:
        raise ValueError(f"cannot read tactic requirement {numbers!r}")
    first = _req(split_types(m.group(2)), int(m.group(1)))
    if m.group(3):
        value, word = int(m.group(3)), m.group(4)
    else:
        value, word = int(m.group(6)), m.group(5)
    limit = (m.group(7) or "").lower()
    compare = ">=" if ("greater" in limit or "more" in limit) else "<="
    second = _req(split_types(word), value, compare, "teammate")
    return [first, second]


_USE_RE = re.compile(rf"(\d+)\s+({TYPE_RE}|{ANY_POWER_RE})\s+to\s+use", re.IGNORECASE)
_BONUS_RE = re.compile(rf"\+\s*(\d+)\s+to\s+({TYPE_RE}|{ANY_POWER_RE})", re.IGNORECASE)
_ACTS_RE = re.compile(
    rf"acts?\s+as\s+(?:a\s+)?(?:level\s+)?(\d+)\s+({TYPE_RE}|{ANY_POWER_RE})\s+(?:attack|to attack)",
    re.IGNORECASE,
)
_TRAINING_RE = re.compile(
    rf"(\d+)\s+({TYPE_RE})\s+or\s+less\s+to\s+use\s*\+\s*(\d+)\s*({TYPE_RE})", re.IGNORECASE
)
_FOLLOW_RE = re.compile(
    rf"\+\s*(\d*)\s*({TYPE_RE}|{ANY_POWER_RE})\s+to\s+1st\s+teammate\s+(?:acts\s+as\s+)?(?:and\s+)?"
    rf"\+\s*(\d*)\s*({TYPE_RE}|{ANY_POWER_RE})\s+to\s+2nd\s+teammate",
    re.IGNORECASE,
)


# ---------------------------------------------------------------------------------------------
# One row


def _name_parts(name: str) -> tuple[str, str]:
    """'Wolverine - Berserker Rage' -> ('Wolverine', 'Berserker Rage'); no dash -> (name, '')."""
    parts = _SPLIT_DASH.split(name, maxsplit=1)
    if len(parts) == 2:
        return parts[0].strip(), parts[1].strip()
    return name.strip(), ""


def _any_owner(prefix: str) -> str | None:
    low = prefix.lower().replace("-", " ")
    low = re.sub(r"\s+", " ", low)
    for owner in ("any character", "any hero", "any villain", "any home base", "any homebase"):
        if low == owner:
            return "Any Home Base" if "home" in owner else owner.title()
    return None


def _alignment(subtype: str) -> str:
    low = subtype.lower()
    if re.search(r"\bhero\b", low):
        return "hero"
    if re.search(r"\bvillain\b", low):
        return "villain"
    return ""


def parse_row(row: Row, set_code: str, set_name: str) -> ImportedCard | None:
    """Read one row into a card record with one printing; None for a non-game row (Insert)."""
    raw_type = row.get("Type")
    raw_name = row.get("Name")
    if not raw_type:
        raise row.error("the Type column is empty")
    if not raw_name:
        raise row.error("the Name column is empty")
    type_key, _, type_sub = raw_type.strip().lower().partition(":")
    type_key = type_key.strip()
    if type_key in ("insert", "inserts"):
        return None
    kind = TYPE_NAMES.get(type_key) or TYPE_NAMES.get(type_key.rstrip("s"))
    if kind is None:
        raise row.error(f"unknown card type {raw_type!r}")

    name = clean_name(raw_name)
    subtype_raw = row.get("Subtype")
    subtype_raw = "" if subtype_raw.strip() == "-" else subtype_raw.strip()
    if type_sub.strip() and not subtype_raw:
        subtype_raw = type_sub.strip()  # "Universe: Training", "Tactic: DoubleShot"
    text = clean_text(row.get("Game Text"))
    numbers = clean_text(row.get("Numbers"))
    traits = row.get("Traits")
    card = ImportedCard(name=name, kind=kind, printed_text=text)
    card.code = row.get("Control").upper() if row.get("Control") not in ("", "-") else ""
    card.alignment = _alignment(subtype_raw)
    card.one_per_deck = has_one_per_deck(text) or bool(
        re.search(r"one\W*per\W*de", traits or "", re.IGNORECASE)
    )
    if kind == "location" and subtype_raw.lower() == "aspect":
        kind = card.kind = "aspect"
        row.guess("Type", raw_type, "Location with Subtype Aspect read as an Aspect card")

    try:
        reader = _READERS[kind]
        reader(card, row, name, subtype_raw, text, numbers)
    except ValueError as exc:
        raise row.error(str(exc)) from exc

    pictured = _split_list(row.get("Characters", "Character"))
    rarity_raw = row.get("Rarity")
    rarity = RARITIES.get(rarity_raw.lower(), rarity_raw)
    if rarity_raw and rarity_raw.lower() not in RARITIES:
        base = re.sub(r"\s*\(.*\)\s*$", "", rarity_raw).lower()
        if base in RARITIES:
            rarity = RARITIES[base]
            row.guess("Rarity", rarity_raw, f"read as {rarity}")
    elif rarity_raw and RARITIES[rarity_raw.lower()].lower() != rarity_raw.lower():
        row.guess("Rarity", rarity_raw, f"misspelt; read as {rarity}")
    card.printings.append(
        ImportedPrinting(
            set_code=set_code,
            set_name=set_name,
            source_file=row.file,
            line=row.line,
            source_name=raw_name,
            rarity=rarity,
            printing=row.get("Printing"),
            pictured=pictured,
        )
    )
    card.guesses.extend(row.guesses)
    return card


def _read_character(card, row, name, subtype, text, numbers) -> None:
    if not numbers:
        raise ValueError("a Character row needs its power grid in Numbers")
    grid, infinite = parse_grid(numbers)
    card.grid = grid
    if infinite:
        card.extra["grid_infinite"] = True
        row.guess("Numbers", numbers, "infinite ratings: grid left empty (set by the card's text)")
    missing = [t for t, v in grid.items() if v is None]
    if missing and not infinite:
        # Characters may lack a type (a 3-rank character): not a guess.
        card.extra["unrated"] = missing
    card.inherent = text
    base = re.split(r"\s*:\s*", name, maxsplit=1)[0]
    card.characters = [base]


def _read_special(card, row, name, subtype, text, numbers) -> None:
    owner, _title = _name_parts(name)
    if not _title:
        owner = re.split(r"\s*:\s*", name, maxsplit=1)[0]
        row.guess(
            "Name", name, f"no ' - ' between character and title; character read as {owner!r}"
        )
    any_owner = _any_owner(owner)
    card.characters = [any_owner or owner]
    if any_owner in ("Any Hero", "Any Villain") and not card.alignment:
        card.alignment = any_owner.split()[1].lower()
    _read_levels(card, row, numbers)


def _read_levels(card, row, numbers) -> None:
    if not numbers or numbers == "-":
        return
    card.requirement_text = numbers
    try:
        levels = parse_levels(numbers)
    except ValueError as exc:
        row.guess("Numbers", numbers, f"printed level not understood ({exc}); kept as text")
        return
    if not levels:
        return
    icons: list[str] = []
    for level in levels:
        for icon in level["icons"]:
            if icon not in icons:
                icons.append(icon)
    card.icons = icons
    values = [lv["value"] for lv in levels if "value" in lv]
    bonuses = [lv["bonus"] for lv in levels if "bonus" in lv]
    card.value = values[0] if values else None
    card.bonus = bonuses[0] if bonuses else None
    if len(levels) > 1:
        card.extra["levels"] = levels


def _read_power(card, row, name, subtype, text, numbers) -> None:
    m = re.fullmatch(
        rf"(\d+)\s*[-\s]?\s*({TYPE_RE}|{ANY_POWER_RE}|multi[\s\-]*power)(?:\s+card)?",
        name.strip(),
        flags=re.IGNORECASE,
    )
    if not m:
        raise ValueError(f"cannot read a power value and type from the name {name!r}")
    value = int(m.group(1))
    word = m.group(2).lower().replace(" ", "").replace("-", "")
    if not 1 <= value <= 8:
        row.guess("Name", name, "power value outside 1-8")
    card.value = value
    if word == "multipower":
        card.subtype = "multipower"
        card.icons = list(ALL_TYPES)
        card.name = f"{value} MultiPower"
        card.extra["icons_assumed"] = True
        row.guess("Name", name, "MultiPower icons are not in the list: all four types assumed")
    elif re.fullmatch(r"anypower", word):
        card.subtype = "any_power"
        card.icons = ["any_power"]
        card.name = f"{value} Any-Power"
    else:
        t = power_type(word)
        assert t is not None
        card.subtype = "single"
        card.icons = [t]
        card.name = f"{value} {t.title()}"
    if numbers:
        card.requirement_text = numbers


def _read_universe(card, row, name, subtype, text, numbers) -> None:
    low = subtype.lower()
    if "training" in low:
        card.subtype = "training"
    elif "teamwork" in low or re.match(r"teamwork\b", name, re.I):
        card.subtype = "teamwork"
        if "teamwork" not in low:
            row.guess("Subtype", subtype, "Teamwork read from the name")
    elif "ally" in low:
        card.subtype = "ally"
    elif re.search(r"to\s+1st\s+teammate", numbers, re.I):
        card.subtype = "teamwork"
        row.guess("Subtype", subtype, "Teamwork read from Numbers")
    elif re.search(r"or\s+less\s+to\s+use", numbers, re.I):
        card.subtype = "training"
        row.guess("Subtype", subtype, "Training read from Numbers")
    else:
        card.subtype = "basic"
        if subtype and low not in ("basic", "universe"):
            row.guess("Subtype", subtype, "read as Basic Universe")
    source = numbers or ""
    if not source and re.match(r"\s*cost\s*/\s*(?:action|effect)", text, re.I):
        # Promotional universe cards print their cost in the text.
        source = text
        card.extra["cost_in_text"] = True
    card.requirement_text = source
    if card.subtype == "training":
        _read_training(card, row, name, source)
    elif card.subtype == "teamwork":
        _read_teamwork(card, row, name, source)
    elif card.subtype == "ally":
        _read_ally(card, row, source)
    else:
        _read_basic(card, row, name, source)


def _read_basic(card, row, name, source) -> None:
    use = _USE_RE.search(source)
    bonus = _BONUS_RE.search(source)
    if not use:
        if source:
            row.guess("Numbers", source, "no requirement found on a Basic Universe card")
        else:
            row.guess("Numbers", "", "Basic Universe card without a printed requirement")
        return
    icons = split_types(use.group(2))
    card.requirements = [_req(icons, int(use.group(1)))]
    card.value = int(use.group(1))
    card.icons = icons
    if bonus:
        card.bonus = int(bonus.group(1))
        bonus_icons = split_types(bonus.group(2))
        if bonus_icons != icons:
            card.extra["bonus_icons"] = bonus_icons
    else:
        row.guess("Numbers", source, "no bonus found on a Basic Universe card")


def _read_training(card, row, name, source) -> None:
    m = re.fullmatch(rf"(\d+)\s+({TYPE_RE})\s+({TYPE_RE})\s+\+\s*(\d+)", name, re.I)
    options = [
        {
            "icon": power_type(o[1]),
            "max": int(o[0]),
            "bonus": int(o[2]),
            "bonus_icon": power_type(o[3]),
        }
        for o in _TRAINING_RE.findall(source)
    ]
    if m:
        value = int(m.group(1))
        icons = [power_type(m.group(2)), power_type(m.group(3))]
        bonus = int(m.group(4))
    elif options:
        value = options[0]["max"]
        icons = []
        for o in options:
            if o["bonus_icon"] not in icons:
                icons.append(o["bonus_icon"])
        bonus = options[0]["bonus"]
        row.guess("Name", name, "training types and bonus read from Numbers")
    else:
        row.guess("Numbers", source, "training card not understood; kept as text")
        return
    card.value = value
    card.icons = icons  # type: ignore[assignment]
    card.bonus = bonus
    card.requirements = [_req(list(icons), value, "<=")]  # type: ignore[arg-type]
    if options:
        card.extra["options"] = options
        option_icons = [o["bonus_icon"] for o in options]
        required = [o["icon"] for o in options]
        if sorted(option_icons) != sorted(icons) or sorted(required) != sorted(icons):
            row.guess("Numbers", source, "training requirements disagree with the name: name used")
        if any(o["bonus"] != bonus for o in options):
            row.guess("Numbers", source, "bonuses differ between the two types: kept per type")
    elif source:
        row.guess("Numbers", source, "training options not readable: name used")


def _read_teamwork(card, row, name, source) -> None:
    use = _USE_RE.search(source)
    acts = _ACTS_RE.search(source)
    follows = _FOLLOW_RE.findall(source)
    name_m = re.match(rf"(\d+)\s+({TYPE_RE}|{ANY_POWER_RE})\b", name, re.I)
    if use:
        value, icons = int(use.group(1)), split_types(use.group(2))
    elif name_m:
        value, icons = int(name_m.group(1)), split_types(name_m.group(2))
        row.guess("Numbers", source, "teamwork requirement read from the name")
    else:
        row.guess("Numbers", source, "teamwork card not understood; kept as text")
        return
    if name_m and use:
        name_icons = split_types(name_m.group(2))
        if name_icons != icons or int(name_m.group(1)) != value:
            row.guess(
                "Numbers", source, f"requirement differs from the name {name!r}: Numbers used"
            )
    card.requirements = [_req(icons, value)]
    card.value = value
    card.icons = icons if icons != ["any_power"] else ["any_power"]
    if acts:
        card.extra["attack"] = {"level": int(acts.group(1)), "icons": split_types(acts.group(2))}
    else:
        row.guess("Numbers", source, "no 'acts as' attack on a teamwork card")
    follow_ups = []
    for b1, t1, b2, t2 in follows:
        first = {"icons": split_types(t1), "bonus": int(b1) if b1 else None}
        second = {"icons": split_types(t2), "bonus": int(b2) if b2 else None}
        if first["bonus"] is None or second["bonus"] is None:
            row.guess("Numbers", source, "a follow-up bonus is missing")
        follow_ups.append({"first": first, "second": second})
    if follow_ups:
        card.extra["follow_ups"] = follow_ups
    else:
        row.guess("Numbers", source, "no follow-up attacks readable on a teamwork card")


def _read_ally(card, row, source) -> None:
    use = _USE_RE.search(source)
    acts = _ACTS_RE.search(source)
    if not use:
        row.guess("Numbers", source, "ally requirement not understood; kept as text")
        return
    icons = split_types(use.group(2))
    card.requirements = [_req(icons, int(use.group(1)))]
    card.value = int(use.group(1))
    card.icons = icons
    if acts:
        card.extra["attack"] = {"level": int(acts.group(1)), "icons": split_types(acts.group(2))}
    else:
        row.guess("Numbers", source, "no 'acts as' attack on an ally card")


def _read_tactic(card, row, name, subtype, text, numbers) -> None:
    low = (subtype + " " + name).lower()
    if "artifact" in low:
        card.subtype = "artifact"
    elif re.search(r"double\s*-?\s*shot", low):
        card.subtype = "doubleshot"
    else:
        card.subtype = "artifact" if "teammate with" in numbers.lower() else "doubleshot"
        row.guess("Subtype", subtype, f"tactic read as {card.subtype}")
    if numbers:
        card.requirement_text = numbers
        try:
            card.requirements = parse_artifact_requirements(numbers)
        except ValueError:
            card.requirements = _loose_tactic_requirements(numbers)
            note = (
                "tactic requirement read loosely"
                if card.requirements
                else "tactic requirement not understood"
            )
            row.guess("Numbers", numbers, f"{note}; kept as text")
        if not card.requirements:
            return
        card.value = card.requirements[0]["value"]
        card.icons = [i for i in card.requirements[0]["icons"]]
        if len(card.icons) == 4:
            card.icons = ["any_power"]


def _loose_tactic_requirements(numbers: str) -> list[dict[str, Any]]:
    """The first 'N Type' of a tactic's cost, and a teammate's power type if one is named."""
    text = _strip_cost(numbers)
    first = _USE_RE.search(text) or re.search(rf"(\d+)\s+({TYPE_RE}|{ANY_POWER_RE})", text, re.I)
    if not first:
        return []
    reqs = [_req(split_types(first.group(2)), int(first.group(1)))]
    rest = text[first.end() :]
    mate = re.search(rf"teammate\b.*?({TYPE_RE}|{ANY_POWER_RE})", rest, re.I)
    if mate:
        value = re.search(r"(\d+)", rest[mate.start() :])
        reqs.append(
            _req(split_types(mate.group(1)), int(value.group(1)) if value else 1, ">=", "teammate")
        )
    return reqs


def _read_event(card, row, name, subtype, text, numbers) -> None:
    mission, _title = _name_parts(name)
    card.mission_set = mission if _title else ""
    if not _title:
        row.guess("Name", name, "no mission set in the event's name")


_MISSION_RE = re.compile(r"^(.*?)\s+(\d+)(?:\s+of\s+(\d+))?\s*[-–—:]\s*(.*)$")


def _read_mission(card, row, name, subtype, text, numbers) -> None:
    m = _MISSION_RE.match(name)
    if not m:
        card.mission_set = _name_parts(name)[0]
        row.guess("Name", name, "no mission number in the name; mission set read as the name")
        return
    card.mission_set = m.group(1).strip()
    card.mission_number = int(m.group(2))
    title = m.group(4).strip().strip("\"'“”").strip()
    card.extra["title"] = title
    if m.group(3):
        card.extra["of"] = int(m.group(3))
    if not 1 <= card.mission_number <= 7:
        row.guess("Name", name, "mission number outside 1-7")
    card.name = f"{card.mission_set} {card.mission_number} - {title}"


def _read_location(card, row, name, subtype, text, numbers) -> None:
    # Any location may be used as a home base or as a battlesite (official rules, setup).
    card.location_uses = ["home_base", "battlesite"]
    team = row.get("Character List")
    if team:
        card.extra["team"] = team
    card.requirement_text = numbers


def _read_aspect(card, row, name, subtype, text, numbers) -> None:
    location, _title = _name_parts(name)
    if not _title:
        row.guess("Name", name, "no location in the aspect's name")
    any_owner = _any_owner(location)
    card.location = any_owner or location
    card.characters = []
    _read_levels(card, row, numbers)


def _read_activator(card, row, name, subtype, text, numbers) -> None:
    owner, _title = _name_parts(name)
    card.characters = [owner]
    _read_levels(card, row, numbers)


_READERS = {
    "character": _read_character,
    "special": _read_special,
    "power": _read_power,
    "universe": _read_universe,
    "tactic": _read_tactic,
    "event": _read_event,
    "mission": _read_mission,
    "location": _read_location,
    "aspect": _read_aspect,
    "activator": _read_activator,
}


# ---------------------------------------------------------------------------------------------
# Files


def set_for_file(path: Path) -> tuple[str, str]:
    stem = path.stem.lower()
    if stem in KNOWN_SETS:
        return KNOWN_SETS[stem]
    code = re.sub(r"[^A-Z0-9]", "", stem.upper())[:12] or "SET"
    return code, path.stem


@dataclass
class FileResult:
    path: Path
    set_code: str
    set_name: str
    rows: int = 0
    inserts: int = 0
    cards: list[ImportedCard] = field(default_factory=list)


#: Columns every card list has; without one a row would import as a different, empty card.
REQUIRED_COLUMNS = ("name", "type", "game text", "numbers")
#: Characters no card list holds: a NUL (which PostgreSQL cannot store) and other controls.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _line_of(text: str, index: int) -> int:
    return text.count("\n", 0, index) + 1


def _file_text(path: Path) -> str:
    """The whole file as text, refused (``RowError`` with the line) unless it is clean UTF-8
    ending in a line break, the way every exported card list ends."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RowError(path.name, 0, f"cannot open the file: {exc.strerror}") from exc
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise RowError(path.name, line, f"not UTF-8 text (byte {raw[exc.start]:#04x})") from exc
    bad = _CONTROL.search(text)
    if bad:
        what = "a NUL byte" if bad.group(0) == "\x00" else f"control character {bad.group(0)!r}"
        raise RowError(path.name, _line_of(text, bad.start()), f"{what} in the file")
    if text and not text.endswith(("\n", "\r")):
        raise RowError(
            path.name,
            _line_of(text, len(text)),
            "the last line has no line break: the file looks cut short",
        )
    return text


def read_card_file(path: Path | str) -> FileResult:
    """Read one card-list file into one card record per game-card row (not merged).

    The whole file is refused (``RowError`` naming the line) when it is not UTF-8, holds a
    control character, lacks a required column, has no card rows, or looks cut short (a row
    with fewer fields than the header, an unclosed quote, no final line break)."""
    path = Path(path)
    set_code, set_name = set_for_file(path)
    result = FileResult(path=path, set_code=set_code, set_name=set_name)
    reader = csv.DictReader(io.StringIO(_file_text(path), newline=""), strict=True)
    try:
        headers = [h.strip().lower() for h in (reader.fieldnames or [])]
        missing = [c for c in REQUIRED_COLUMNS if c not in headers]
        if missing:
            raise RowError(path.name, 1, f"missing column(s): {', '.join(missing)}")
        for record in reader:
            line = reader.line_num
            if not any((v or "").strip() for v in record.values() if isinstance(v, str)):
                continue
            if None in record:
                raise RowError(path.name, line, "more fields than the header has")
            if None in record.values():
                raise RowError(
                    path.name, line, "fewer fields than the header has: the file looks cut short"
                )
            result.rows += 1
            card = parse_row(Row(record, path.name, line), set_code, set_name)
            if card is None:
                result.inserts += 1
                continue
            result.cards.append(card)
    except csv.Error as exc:
        raise RowError(path.name, reader.line_num, f"malformed CSV: {exc}") from exc
    if result.rows == 0:
        raise RowError(path.name, 1, "no card rows: only a header")
    return result


def merge_cards(cards: Iterable[ImportedCard]) -> list[ImportedCard]:
    """One record per distinct game card; the printings of equal cards are joined."""
    merged: dict[str, ImportedCard] = {}
    for card in cards:
        key = card.key
        if key in merged:
            target = merged[key]
            target.printings.extend(card.printings)
            target.guesses.extend(card.guesses)
            target.one_per_deck = target.one_per_deck or card.one_per_deck
        else:
            merged[key] = card
    return list(merged.values())


def read_card_files(paths: Sequence[Path | str]) -> list[ImportedCard]:
    """Read every file and return one ``ImportedCard`` per distinct game card."""
    everything: list[ImportedCard] = []
    for path in paths:
        everything.extend(read_card_file(path).cards)
    return merge_cards(everything)
