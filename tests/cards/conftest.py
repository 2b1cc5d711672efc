"""Helpers for the catalogue tests: writing small CSV files of invented cards."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

HEADER = [
    "Name",
    "Characters",
    "Control",
    "Game Text",
    "Numbers",
    "Printing",
    "Rarity",
    "Subtype",
    "Type",
]


def write_csv(path: Path, rows: list[dict[str, str]], header: list[str] | None = None) -> Path:
    header = header or HEADER
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=header)
        writer.writeheader()
        for row in rows:
            writer.writerow({k: row.get(k, "") for k in header})
    return path


@pytest.fixture
def csv_file(tmp_path):
    def make(name: str, rows: list[dict[str, str]], header: list[str] | None = None) -> Path:
        return write_csv(tmp_path / name, rows, header)

    return make
