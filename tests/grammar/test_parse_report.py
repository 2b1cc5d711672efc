"""``manage.py parse_report``: coverage of real card lists, from CSV files or the database."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from cards.management.commands.parse_report import build_report, entries_from_csv

# The grammar's measured coverage of the ten sets. It was 88.0% (1,495 of 1,698 texts) when
# `full` only meant "every sentence parsed"; token accounting (issue 8) made the texts whose
# clauses silently dropped a word `partial` (37.5%); new phrase rules for the three new sets
# and faithful renderers brought it to 744 of 1,698 (43.8%); counting repeated words (a word
# read twice must be rendered twice) made 741 (43.6%); the specials' phrases and renderers
# that keep their words 943 (55.5%); those of locations, events, aspects, tactics and
# characters 1,057 (62.2%); clauses joined by "and", attacks, defenses, hits, piles, venture
# and the card types' own phrases 1,414 (83.3%); ... 1,671 (98.4%); "when attacking" a
# character with a hit read as the attack's aim 1,672 (98.47%); 1,673 (98.53%). A change that lowers it is a
# regression. Raise it as the grammar improves.
FLOOR = 0.985
# Issue 8's targets for the ten sets: texts read `full`, distinct texts read faithfully, and
# the share of `full` texts in every card type.
TARGET = 0.98
FAITHFUL_TARGET = 0.97
TYPE_TARGET = 0.95


@pytest.fixture(scope="module")
def report(card_files) -> dict:
    out = StringIO()
    call_command("parse_report", "--json", "--csv", *[str(p) for p in card_files], stdout=out)
    return json.loads(out.getvalue())


def test_json_shape(report):
    for key in ("texts", "full", "partial", "failed", "by_type", "by_set", "codes", "top_unparsed"):
        assert key in report
    assert set(report["codes"]) >= {"consistent", "inconsistent"}
    assert report["texts"] == report["full"] + report["partial"] + report["failed"]
    assert sum(v["texts"] for v in report["by_set"].values()) == report["texts"]
    assert sum(v["texts"] for v in report["by_type"].values()) == report["texts"]
    assert len(report["top_unparsed"]) <= 30
    assert len(report["top_unconsumed"]) <= 20
    for part in (report, *report["by_type"].values(), *report["by_set"].values()):
        assert 0 <= part["lossy"] <= part["partial"] + part["failed"]
        assert part["unconsumed"] >= part["lossy"]
    faithful = report["faithful"]
    assert faithful["faithful"] <= faithful["round_trips"] <= faithful["full"]
    assert faithful["full"] <= faithful["distinct_texts"] <= report["texts"]


def test_counts_every_non_empty_game_text_of_every_type(report):
    # 1,698 rows of the ten sets carry game text (specials, characters' inherent
    # abilities, universe, events, aspects, tactics, locations, power cards).
    assert report["texts"] == 1698
    assert report["by_type"]["special"]["texts"] == 1281
    assert report["by_type"]["character"]["texts"] == 138
    assert report["by_type"]["location"]["texts"] == 47
    assert report["by_type"]["tactic"]["texts"] == 35
    assert len(report["by_set"]) == 10


def test_full_rate_does_not_regress(report):
    assert report["full"] / report["texts"] >= FLOOR


def test_full_rate_reaches_target(report):
    assert report["full"] / report["texts"] >= TARGET


def test_faithful_rate_reaches_target(report):
    faithful = report["faithful"]
    assert faithful["faithful"] / faithful["distinct_texts"] >= FAITHFUL_TARGET


@pytest.mark.parametrize(
    "kind", ["aspect", "character", "event", "location", "special", "tactic", "universe"]
)
def test_every_card_type_reaches_target(report, kind):
    counts = report["by_type"][kind]
    assert counts["full"] / counts["texts"] >= TYPE_TARGET


def test_inconsistent_codes_name_a_reason(report):
    for item in report["codes"]["inconsistent"]:
        assert item["reason"]
        assert len(item["shapes"]) >= 2
        assert item["cards"] >= 2
    consistent = set(report["codes"]["consistent"])
    assert consistent.isdisjoint({i["code"] for i in report["codes"]["inconsistent"]})
    # AC (an attack on this character is made on a teammate instead) reads alike on every card.
    assert "AC" in consistent
    # AG ("Avoid 1 attack.") is printed alike by 46 cards, but the Image set's Massive Muscles
    # carries AG while printing a level 7 Strength attack: listed, with that reason.
    (ag,) = [i for i in report["codes"]["inconsistent"] if i["code"] == "AG"]
    assert "printed text differs" in ag["reason"]
    assert "Any Character - Massive Muscles" in ag["shapes"]["attack duplicate_of"]


def test_csv_columns_read_by_header(tmp_path):
    path = tmp_path / "mini.csv"
    path.write_text(
        "Type,Extra,Name,Control,Game Text\n"
        "Special,x,A,AG,Avoid 1 attack.\n"
        "Special,y,B,AG,Avoid 1 attack.\n"
        "Special,z,C,ZZ,-\n"
        "Character,w,D,,\n"
        "Special,v,E,QQ,Acts as a level 4 Fighting attack.\n"
        "Special,v,F,QQ,Opponent must sing loudly.\n",
        encoding="utf-8",
    )
    entries = list(entries_from_csv(path))
    assert [e.name for e in entries] == ["A", "B", "E", "F"]
    report = build_report(entries)
    assert report["texts"] == 4 and report["full"] == 3 and report["failed"] == 1
    assert report["codes"]["consistent"] == ["AG"]
    (bad,) = report["codes"]["inconsistent"]
    assert bad["code"] == "QQ" and "not fully parsed" in bad["reason"]
    assert report["top_unparsed"][0] == {"text": "Opponent must sing loudly", "count": 1}


def test_text_report(card_files):
    out = StringIO()
    call_command("parse_report", "--csv", str(card_files[0]), stdout=out)
    text = out.getvalue()
    assert text.startswith("texts ")
    assert "By card type:" in text and "Most frequent unparsed phrases:" in text


def test_missing_file_is_a_command_error(tmp_path):
    with pytest.raises(CommandError):
        call_command("parse_report", "--csv", str(tmp_path / "nope.csv"), stdout=StringIO())


def test_unmigrated_database_is_a_command_error(monkeypatch):
    from django.db import OperationalError

    from cards.management.commands import parse_report

    def no_table():
        raise OperationalError("no such table: cards_card")

    monkeypatch.setattr(parse_report, "entries_from_db", no_table)
    with pytest.raises(CommandError, match="migrate"):
        call_command("parse_report", stdout=StringIO())


@pytest.mark.django_db
def test_database_mode_reads_cards(django_db_blocker):
    out = StringIO()
    call_command("parse_report", "--json", stdout=out)
    data = json.loads(out.getvalue())
    assert data["texts"] == data["full"] + data["partial"] + data["failed"]


def test_report_says_where_the_engine_applies_each_clause_kind(report):
    kinds = {k["kind"]: k for k in report["clause_kinds"]}
    assert kinds["attack"]["clauses"] > 100 and "resolve" in kinds["attack"]["engine"]
    assert kinds["disrupt"]["engine"] == []  # not applied yet, and said so
    assert sum(k["clauses"] for k in report["clause_kinds"]) >= report["full"]
