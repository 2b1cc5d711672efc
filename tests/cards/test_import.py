"""``import_cards``: the seven real card lists, idempotence, and all-or-nothing runs."""

from __future__ import annotations

import csv
from collections import Counter
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from cards.models import Card, CardSet, Erratum, Printing
from cards.services import cards_import

from .conftest import HEADER


def _game_rows(files: list[Path]) -> list[tuple[str, int, dict[str, str]]]:
    """Every non-Insert row of the files, with its file name and line."""
    out = []
    for path in files:
        with path.open(encoding="utf-8-sig", newline="") as handle:
            reader = csv.DictReader(handle)
            for row in reader:
                if row["Type"].strip().lower() != "insert":
                    out.append((path.name, reader.line_num, row))
    return out


def _snapshot():
    cards = list(
        Card.objects.order_by("pk").values_list(
            "pk", "slug", "name", "kind", "effective_text", "code", "one_per_deck", "parse_status"
        )
    )
    printings = list(
        Printing.objects.order_by("pk").values_list("pk", "card_id", "card_set_id", "line")
    )
    errata = list(
        Erratum.objects.order_by("pk").values_list("pk", "card_id", "blanket", "should_read")
    )
    history = (
        Card.history.count(),
        Erratum.history.count(),
        CardSet.history.count(),
    )
    return cards, printings, errata, history


@pytest.mark.slow
@pytest.mark.django_db(transaction=False)
def test_full_import_accounts_for_every_row_and_is_idempotent(card_files):
    out = StringIO()
    call_command("import_cards", *map(str, card_files), stdout=out)
    text = out.getvalue()

    rows = _game_rows(card_files)
    # Every non-Insert row is exactly one printing, at its file and line.
    printed = set(Printing.objects.values_list("card_set__source_file", "line"))
    assert printed == {(name, line) for name, line, _ in rows}
    assert Printing.objects.count() == len(rows)
    assert CardSet.objects.count() == len(card_files)

    # Reprints are printings of one card: fewer cards than rows, none without a printing.
    assert Card.objects.filter(printings__isnull=True).count() == 0
    assert Card.objects.count() < len(rows)
    # Kinds as the lists give them (Location rows with Subtype Aspect are aspects).
    by_type = Counter(r["Type"].strip().lower() for _, _, r in rows)
    by_kind = Counter(Printing.objects.values_list("card__kind", flat=True))
    moved = sum(
        1 for _, _, r in rows if r["Type"] == "Location" and (r.get("Subtype") or "") == "Aspect"
    )
    assert by_kind["aspect"] == by_type["aspect"] + moved
    assert by_kind["location"] == by_type["location"] - moved
    for kind in ("special", "character", "universe", "power", "event", "mission", "tactic"):
        assert by_kind[kind] == by_type[kind], kind

    # One power card per value and type, however many sets print it.
    five_energy = Card.objects.get(kind="power", subtype="single", value=5, icons=["energy"])
    assert five_energy.printings.count() >= 2
    assert five_energy.printings.values("card_set").distinct().count() >= 2

    # Same name, different game content: different cards with distinct slugs.
    same_names = (
        Card.objects.values("kind", "name")
        .annotate(n=__import__("django").db.models.Count("id"))
        .filter(n__gt=1)
    )
    assert same_names.exists()
    for group in same_names[:20]:
        cards = Card.objects.filter(kind=group["kind"], name=group["name"])
        assert len({c.slug for c in cards}) == group["n"]
        assert len({c.import_key for c in cards}) == group["n"]

    # The summary: counts per type and the guesses.
    assert "special" in text and "character" in text
    assert f"printings: {len(rows)}" in text
    assert "values guessed or not interpreted" in text
    assert "MultiPower icons" in text

    # Every card got its derived fields.
    assert not Card.objects.filter(parse_status="").exists()
    assert Card.objects.filter(one_per_deck=True, kind="power", subtype="any_power").exists()

    before = _snapshot()
    out2 = StringIO()
    call_command("import_cards", *map(str, card_files), stdout=out2)
    assert _snapshot() == before
    assert "nothing changed" in out2.getvalue()


@pytest.mark.django_db
def test_broken_row_writes_nothing_and_names_file_and_line(csv_file):
    good = csv_file(
        "good.csv",
        [
            {"Name": "1 Energy", "Type": "Power", "Rarity": "Common", "Printing": "Normal"},
            {
                "Name": "Moth - Flutter",
                "Type": "Special",
                "Control": "XY",
                "Game Text": "Draw 1 card.",
            },
        ],
    )
    broken = csv_file(
        "broken.csv",
        [
            {"Name": "2 Energy", "Type": "Power"},
            {"Name": "Moth", "Type": "Character", "Numbers": "Energy 3Fighting 2"},
            {"Name": "Moth", "Type": "Character", "Numbers": "Energy lots"},
        ],
    )
    with pytest.raises(CommandError) as info:
        call_command("import_cards", str(good), str(broken), stdout=StringIO())
    assert "broken.csv, line 4" in str(info.value)
    assert "nothing was imported" in str(info.value)
    assert Card.objects.count() == 0
    assert Printing.objects.count() == 0
    assert CardSet.objects.count() == 0
    assert Erratum.objects.count() == 0


@pytest.mark.django_db
def test_missing_file_is_a_command_error(tmp_path):
    with pytest.raises(CommandError, match="no such file"):
        call_command("import_cards", str(tmp_path / "nope.csv"), stdout=StringIO())


@pytest.mark.django_db
def test_reimport_of_a_changed_list_updates_in_place(csv_file):
    first = csv_file(
        "set.csv",
        [
            {
                "Name": "Moth",
                "Type": "Character",
                "Numbers": "Energy 1Fighting 2Strength 3Intellect 4",
                "Rarity": "Rare",
            },
            {"Name": "3 Fighting", "Type": "Power", "Rarity": "Common"},
        ],
    )
    cards_import(paths=[first])
    moth = Card.objects.get(name="Moth")
    assert moth.printings.get().rarity == "Rare"
    # Same file name, the rarity fixed and the power card gone.
    csv_file(
        "set.csv",
        [
            {
                "Name": "Moth",
                "Type": "Character",
                "Numbers": "Energy 1Fighting 2Strength 3Intellect 4",
                "Rarity": "Uncommon",
            }
        ],
        HEADER,
    )
    report = cards_import(paths=[first], replace_sets=True)
    assert report.printings_updated == 1 and report.printings_removed == 1
    assert Card.objects.get(pk=moth.pk).printings.get().rarity == "Uncommon"


@pytest.mark.django_db
def test_changed_text_makes_a_new_card_and_keeps_the_old_one(csv_file):
    path = csv_file(
        "h.csv", [{"Name": "Moth", "Type": "Character", "Numbers": "Energy 1Fighting 2Strength 3"}]
    )
    cards_import(paths=[path])
    old = Card.objects.get(name="Moth")
    csv_file(
        "h.csv",
        [
            {
                "Name": "Moth",
                "Type": "Character",
                "Numbers": "Energy 1Fighting 2Strength 3",
                "Game Text": "May play any Moth cards.",
            }
        ],
    )
    report = cards_import(paths=[path])
    new = Card.objects.exclude(pk=old.pk).get(name="Moth")
    assert new.inherent == "May play any Moth cards." and new.slug != old.slug
    assert new.printings.count() == 1 and old.printings.count() == 0
    assert report.unprinted == 1
    assert old.history.count() >= 1


def _card_with_stale_tree(csv_file) -> tuple[Path, Card]:
    """One imported special whose stored tree is that of a grammar that did not understand it."""
    path = csv_file(
        "r.csv",
        [
            {
                "Name": "Moth - Dive",
                "Type": "Special",
                "Control": "QZ",
                "Game Text": "Acts as a level 4 Fighting attack.",
            }
        ],
    )
    cards_import(paths=[path])
    card = Card.objects.get()
    Card.objects.filter(pk=card.pk).update(effect=None, parse_status="failed", unparsed=[])
    return path, card


@pytest.mark.django_db
def test_reparse_option_refreshes_every_card(csv_file):
    path, card = _card_with_stale_tree(csv_file)
    out = StringIO()
    call_command("import_cards", "--reparse", str(path), stdout=out)
    assert "re-parsing" in out.getvalue()
    card.refresh_from_db()
    assert card.effect["clauses"][0]["kind"] == "attack" and card.parse_status == "full"


@pytest.mark.django_db
def test_reparse_cards_brings_stale_trees_up_to_date(csv_file):
    _path, card = _card_with_stale_tree(csv_file)
    out = StringIO()
    call_command("reparse_cards", stdout=out)
    card.refresh_from_db()
    assert card.parse_status == "full" and card.effect["clauses"][0]["level"] == 4
    assert "1 cards re-parsed; 1 changed" in out.getvalue()
    assert "failed         1 -> 0" in out.getvalue()
    # Nothing stale any more: a second run changes nothing.
    out = StringIO()
    call_command("reparse_cards", stdout=out)
    assert "1 changed" not in out.getvalue() and "0 changed" in out.getvalue()
