"""The importer never damages the catalogue: a file it cannot trust is refused whole, with its
line and a non-zero exit, and nothing changes; printings go only with ``--replace-set``."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from cards.models import Card, CardSet, Printing
from tests.conftest import CARD_DATA

from .conftest import HEADER, write_csv

pytestmark = pytest.mark.django_db

ROWS = [
    {"Name": "Moth", "Type": "Character", "Numbers": "Energy 1Fighting 2Strength 3Intellect 4"},
    {"Name": "Moth - Flutter", "Type": "Special", "Control": "QZ", "Game Text": "Draw 1 card."},
    {"Name": "3 Fighting", "Type": "Power", "Rarity": "Common"},
]


def _import(*paths: Path, replace_set: bool = False) -> str:
    out = StringIO()
    args = [*map(str, paths), *(["--replace-set"] if replace_set else [])]
    call_command("import_cards", *args, stdout=out)
    return out.getvalue()


def _state():
    return (
        sorted(Card.objects.values_list("slug", "name", "printed_text")),
        sorted(Printing.objects.values_list("card__slug", "card_set__code", "line")),
        sorted(CardSet.objects.values_list("code", flat=True)),
    )


@pytest.fixture
def imported(tmp_path) -> Path:
    """A small set, imported: the catalogue every refused file must leave as it is."""
    path = write_csv(tmp_path / "moth.csv", ROWS)
    _import(path)
    assert Printing.objects.count() == 3
    return path


def _refused(path: Path, *fragments: str) -> None:
    before = _state()
    with pytest.raises(CommandError) as info:
        _import(path)
    message = str(info.value)
    assert "nothing was imported" in message
    for fragment in fragments:
        assert fragment in message, message
    assert _state() == before


def test_missing_game_text_column_refuses_the_file(imported, tmp_path):
    header = [h for h in HEADER if h != "Game Text"]
    path = write_csv(
        tmp_path / "moth.csv", [{k: r.get(k, "") for k in header} for r in ROWS], header
    )
    _refused(path, "moth.csv, line 1", "missing column(s): game text")


def test_nul_byte_refuses_the_file_naming_its_line(imported):
    raw = imported.read_bytes().replace(b"Draw 1 card.", b"Draw 1\x00 card.")
    imported.write_bytes(raw)
    _refused(imported, "moth.csv, line 3", "NUL byte")


def test_undecodable_bytes_refuse_the_file_naming_their_line(imported):
    raw = imported.read_bytes().replace(b"Draw 1 card.", b"Draw 1 \xff\xfe card.")
    imported.write_bytes(raw)
    _refused(imported, "moth.csv, line 3", "not UTF-8")


def test_header_only_file_refuses_and_removes_nothing(imported):
    imported.write_text(",".join(HEADER) + "\n", encoding="utf-8")
    _refused(imported, "moth.csv, line 1", "only a header")


def test_file_cut_mid_row_is_refused(imported):
    raw = imported.read_bytes()
    imported.write_bytes(raw[: raw.index(b"Draw 1") + 4])  # inside the special's Game Text
    _refused(imported, "moth.csv, line 3")


def test_file_cut_inside_a_quoted_field_is_refused(imported):
    raw = imported.read_bytes()
    cut = raw[: raw.index(b"Moth - Flutter")] + b'"Moth - Flu\n'
    imported.write_bytes(cut)
    _refused(imported, "moth.csv", "malformed CSV")


def test_row_with_fewer_fields_than_the_header_is_refused(imported):
    lines = imported.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[2] = "Moth - Flutter,,QZ\n"
    imported.write_text("".join(lines), encoding="utf-8")
    _refused(imported, "moth.csv, line 3", "fewer fields")


def test_file_cut_at_a_row_boundary_keeps_the_printings_it_no_longer_lists(imported):
    raw = imported.read_bytes()
    imported.write_bytes(raw[: raw.index(b"3 Fighting")])
    out = _import(imported)
    assert Printing.objects.count() == 3
    assert "kept 1 printing(s)" in out and "--replace-set" in out


def test_replace_set_removes_unlisted_printings_and_says_how_many(imported):
    raw = imported.read_bytes()
    imported.write_bytes(raw[: raw.index(b"3 Fighting")])
    out = _import(imported, replace_set=True)
    assert Printing.objects.count() == 2
    assert not Printing.objects.filter(card__name="3 Fighting").exists()
    assert "removed 1 printing(s)" in out


def test_a_second_set_never_touches_the_first(imported, tmp_path):
    other = write_csv(tmp_path / "owl.csv", [{"Name": "4 Energy", "Type": "Power"}])
    _import(other, replace_set=True)
    assert Printing.objects.filter(card_set__code="MOTH").count() == 3


@pytest.mark.slow
@pytest.mark.parametrize("stem", ["jlaop", "imageop", "monumentalop"])
def test_the_new_card_lists_import_as_they_are(stem):
    path = CARD_DATA / f"{stem}.csv"
    if not path.is_file():
        pytest.fail(f"{path} is missing: ../shared must sit beside the project")
    out = _import(path)
    assert "import done" in out
    assert Printing.objects.exists() and Card.objects.filter(printed_text__gt="").exists()
