"""Reading card-list CSV files into plain card records (pure: no database).

``read_card_files(paths)`` reads every row of every file, turns each into a card record,
and merges rows holding the same game card into one ``ImportedCard`` with several
``ImportedPrinting``s. Columns are read by header name (they differ from file to file);
grids, requirements and levels are unpacked from the ``Numbers`` column; power values are
read from names. Values the reader had to guess are recorded as ``Guess``es; a row it cannot
read raises ``RowError`` naming the file and line."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from cards.importer.columns import Row, split_list
from cards.importer.kinds import READERS
from cards.importer.records import (
    KNOWN_SETS,
    RARITIES,
    TYPE_NAMES,
    ImportedCard,
    ImportedPrinting,
    RowError,
)

from .text import (
    clean_name,
    clean_text,
    has_one_per_deck,
)


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
        reader = READERS[kind]
        reader(card, row, name, subtype_raw, text, numbers)
    except ValueError as exc:
        raise row.error(str(exc)) from exc

    pictured = split_list(row.get("Characters", "Character"))
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
