"""The demo set (load_demo) and the engine's card lookup over the database."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from cards.importer.text import norm_key
from cards.lookup import DbCardLookup
from cards.models import Card, CardSet, Erratum, Printing, Ruling
from cards.services import cards_import, demo_load
from rules.engine.cards import CardLookup, Grid


@pytest.fixture
def demo(db):
    demo_load()


@pytest.mark.django_db
class TestDemo:
    def test_load_demo_is_idempotent(self):
        out = StringIO()
        call_command("load_demo", stdout=out)
        assert "new" in out.getvalue()
        counts = (
            Card.objects.count(),
            Printing.objects.count(),
            Erratum.objects.count(),
            Ruling.objects.count(),
        )
        history = (Card.history.count(), Erratum.history.count(), Ruling.history.count())
        call_command("load_demo", stdout=StringIO())
        assert (
            Card.objects.count(),
            Printing.objects.count(),
            Erratum.objects.count(),
            Ruling.objects.count(),
        ) == counts
        assert (Card.history.count(), Erratum.history.count(), Ruling.history.count()) == history

    def test_rulings_are_attached_to_their_cards(self, demo):
        leech = Card.objects.get(name="Any Hero - Power Leech")
        ruling = leech.rulings.get()
        assert "OR.power-leech" in ruling.rule_ids
        assert Ruling.objects.get(cards__name="Taxi Cab").cards.count() == 2

    def test_generic_power_cards(self, demo):
        for icon in ("energy", "fighting", "strength", "intellect"):
            values = sorted(
                Card.objects.filter(kind="power", subtype="single", icons=[icon]).values_list(
                    "value", flat=True
                )
            )
            assert values == list(range(1, 9))
        assert Card.objects.filter(kind="power", subtype="multipower").exists()
        any_power = Card.objects.filter(kind="power", subtype="any_power")
        assert any_power.exists() and all(c.one_per_deck for c in any_power)

    def test_rulebook_universe_examples(self, demo):
        kryptonite = Card.objects.get(name="Kryptonite")
        assert (kryptonite.subtype, kryptonite.value, kryptonite.bonus, kryptonite.icons) == (
            "basic",
            8,
            2,
            ["energy"],
        )
        assert Card.objects.get(name="Taxi Cab").requirements[0]["value"] == 7

    def test_errata_cards_read_their_should_read_text(self, demo):
        gestalt = Card.objects.get(name="Onslaught - Mutant Gestalt")
        assert gestalt.effective_text == (
            "Acts as a level 5 Fighting attack. If successful, acts as a level 1 Energy or Strength Hit."
        )
        assert gestalt.errata.get().status == "official"
        crush = Card.objects.get(name="Doctor Octopus - Killer Crush")
        assert "May not be defended by a card with an Energy icon" in crush.effective_text
        assert Card.objects.get(name="Adam Warlock - Soul Gem").errata.get().status == "tournament"

    def test_samples_are_marked(self, demo):
        samples = Card.objects.filter(is_sample=True)
        assert samples.filter(kind="character").count() >= 4
        assert all(c.name.startswith("Sample") for c in samples.filter(kind="character"))
        assert not Card.objects.filter(is_sample=True, kind="power").exists()
        assert CardSet.objects.get(code="DEMO").is_demo

    def test_import_after_demo_merges_instead_of_duplicating(self, demo, csv_file):
        path = csv_file(
            "x.csv",
            [
                {"Name": "5 Energy", "Type": "Power", "Rarity": "Common"},
                {
                    "Name": "Kryptonite",
                    "Type": "Universe",
                    "Subtype": "-",
                    "Numbers": "Cost/Effect: 8 Energy to use+2 to Energy",
                },
                {
                    "Name": "Onslaught™ - Mutant Gestalt",
                    "Type": "Special",
                    "Control": "GD",
                    "Numbers": "Cost/Effect: Fighting 5",
                    "Game Text": "Acts as a level 5 Fighting attack.",
                },
            ],
        )
        samples = Card.objects.filter(is_sample=True).count()
        before = Card.objects.count() - samples  # the invented samples leave on import
        report = cards_import(paths=[path])
        assert report.samples_retired == samples
        assert Card.objects.count() == before
        assert Card.objects.get(name="5 Energy").printings.count() == 2
        gestalt = Card.objects.get(name="Onslaught - Mutant Gestalt")
        assert gestalt.printed_text == "Acts as a level 5 Fighting attack."
        assert gestalt.effective_text.startswith("Acts as a level 5 Fighting attack. If successful")
        # The demo, loaded again, leaves the real card's data alone.
        demo_load()
        gestalt.refresh_from_db()
        assert gestalt.printed_text == "Acts as a level 5 Fighting attack."
        assert Card.objects.count() == before


@pytest.mark.django_db
class TestLookup:
    def test_is_a_card_lookup(self, demo):
        lookup: CardLookup = DbCardLookup()
        assert lookup.get("Kryptonite") is not None

    @pytest.mark.parametrize(
        "ref",
        [
            "Onslaught - Mutant Gestalt",
            "onslaught - mutant gestalt",
            "onslaught-mutant-gestalt",
            "Onslaught™ – Mutant Gestalt",
            "  ONSLAUGHT  MUTANT GESTALT ",
        ],
    )
    def test_get_by_name_or_slug_ignoring_case_and_punctuation(self, demo, ref):
        found = DbCardLookup().get(ref)
        assert found is not None and found.slug == "onslaught-mutant-gestalt"
        assert found.kind == "special" and found.code == "GD"
        assert found.text.startswith("Acts as a level 5 Fighting attack. If successful")
        assert found.effect is not None and found.effect["clauses"]

    def test_unknown_card_and_suggestions(self, demo):
        lookup = DbCardLookup()
        assert lookup.get("Kryptonit") is None
        assert lookup.get("") is None
        assert "Kryptonite" in lookup.suggest("kryptonit")
        assert "Onslaught - Mutant Gestalt" in lookup.suggest("onslaught")
        assert lookup.suggest("") == []

    def test_character_definition(self, demo):
        warden = DbCardLookup().get("Sample Hero: Night Warden")
        assert warden.grid == Grid(energy=3, fighting=7, strength=5, intellect=6)
        assert warden.alignment == "hero" and warden.characters == ("Night Warden",)
        assert warden.inherent == "Power cards are +1 when used for defense."
        assert warden.extra["is_sample"] is True

    def test_power_universe_and_tactic_definitions(self, demo):
        lookup = DbCardLookup()
        any7 = lookup.get("7 Any-Power")
        assert (any7.kind, any7.subtype, any7.value, any7.icons, any7.one_per_deck) == (
            "power",
            "any_power",
            7,
            ("any_power",),
            True,
        )
        kryptonite = lookup.get("Kryptonite")
        (req,) = kryptonite.requirements
        assert (req.icons, req.value, req.compare) == (("energy",), 8, ">=")
        assert req.met_by(Grid(energy=8)) and not req.met_by(Grid(energy=7))
        assert kryptonite.bonus == 2

    def test_imported_artifact_and_mission(self, db, csv_file):
        cards_import(
            paths=[
                csv_file(
                    "m.csv",
                    [
                        {
                            "Name": "Owl Lantern",
                            "Type": "Tactic",
                            "Subtype": "Artifact",
                            "Numbers": "Cost/Effect: 6 Intellect and Teammate with 5 Intellect or less to use",
                            "Game Text": "Teammate's Intellect Rating increases to 7 for remainder of game. One Per Deck",
                        },
                        {"Name": 'Owl Trouble 2 - "Night Falls"', "Type": "Mission"},
                    ],
                )
            ]
        )
        lookup = DbCardLookup()
        lantern = lookup.get("owl lantern")
        assert [r.who for r in lantern.requirements] == ["self", "teammate"]
        assert lantern.requirements[1].compare == "<=" and lantern.one_per_deck
        mission = lookup.get("Owl Trouble 2 - Night Falls")
        assert (mission.mission_set, mission.mission_number) == ("Owl Trouble", 2)

    def test_same_name_prefers_the_plain_slug(self, db, csv_file):
        cards_import(
            paths=[
                csv_file(
                    "s.csv",
                    [
                        {
                            "Name": "Moth",
                            "Type": "Character",
                            "Numbers": "Energy 1Fighting 2Strength 3Intellect 4",
                        },
                        {
                            "Name": "Moth",
                            "Type": "Character",
                            "Numbers": "Energy 4Fighting 2Strength 3Intellect 4",
                        },
                    ],
                )
            ]
        )
        slugs = sorted(Card.objects.values_list("slug", flat=True))
        assert slugs[0] == "moth" and len(set(slugs)) == 2
        lookup = DbCardLookup()
        assert lookup.get("Moth").slug == "moth"
        other = next(s for s in slugs if s != "moth")
        assert lookup.get(other).grid.energy != lookup.get("moth").grid.energy

    def test_few_queries(self, demo):
        lookup = DbCardLookup()
        with CaptureQueriesContext(connection) as ctx:
            lookup.get("Kryptonite")
            lookup.get("Kryptonite")
        assert len(ctx.captured_queries) == 1
        lookup = DbCardLookup()
        names = list(Card.objects.values_list("name", flat=True)[:30])
        with CaptureQueriesContext(connection) as ctx:
            found = lookup.get_many(names)
        assert len(ctx.captured_queries) <= 2
        assert all(found[n] is not None and norm_key(found[n].name) == norm_key(n) for n in names)


@pytest.mark.django_db
def test_edited_demo_entry_updates_its_card(tmp_path):
    import json

    entry = {
        "name": "Sample Hero: Test Pilot",
        "kind": "character",
        "sample": True,
        "grid": {"energy": 5, "fighting": 5, "strength": 5, "intellect": 5},
    }
    (tmp_path / "d.json").write_text(json.dumps({"cards": [entry]}))
    demo_load(directory=tmp_path)
    card = Card.objects.get(slug="sample-hero-test-pilot")
    entry["grid"]["energy"] = 6
    (tmp_path / "d.json").write_text(json.dumps({"cards": [entry]}))
    report = demo_load(directory=tmp_path)
    assert sum(report.updated.values()) == 1
    card.refresh_from_db()
    assert card.energy == 6 and card.is_sample
    assert sum(demo_load(directory=tmp_path).updated.values()) == 0
    assert Card.objects.count() == 1
