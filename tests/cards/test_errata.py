"""Errata: our data file, the blanket rules, and keeping effective text and effect in step."""

from __future__ import annotations

import pytest

from cards.errata import (
    ALLY_SHOULD_READ,
    CardFacts,
    classify_avoid,
    effective,
    errata_for,
    load_entries,
)
from cards.importer.text import norm_key
from cards.models import Card, Erratum
from cards.services import card_save, cards_import, erratum_delete, erratum_save
from tests.conftest import SEEDS


class TestClassifyAvoid:
    @pytest.mark.parametrize(
        ("text", "chars"),
        [
            ("Avoid 1 attack.", ["Moth"]),
            ("Avoid 1 attack", ["Moth"]),
            ("Moth may avoid 1 attack.", ["Moth"]),
            ("Avoid 1 attack. One Per Deck", ["Moth"]),
        ],
    )
    def test_personal_pure_avoids(self, text, chars):
        assert classify_avoid(text, chars) == "pure"

    @pytest.mark.parametrize(
        "text",
        [
            "Avoid 1 Energy or Intellect card.",
            "Avoid 1 Fighting attack.",
            "Teammate may avoid 1 attack.",
            "Moth or teammate may avoid 1 attack of 9 or less.",
            "Moth may avoid any numerical attack.",
            "Avoid any attack made with a Power card.",
            "Avoid 1 attack that contains a Fighting icon.",
            "Teammate may avoid 1 Energy attack. May be played while Moth is in Reserve.",
        ],
    )
    def test_limited_avoids(self, text):
        assert classify_avoid(text, ["Moth"]) == "limited"

    @pytest.mark.parametrize(
        "text",
        [
            "Avoid 1 attack. Moth may not be attacked for remainder of battle.",
            "Avoid 1 attack made with a Power card or remove 1 Power card Hit from Moth.",
            "Any hero may avoid 1 attack. One Per Deck",
            "Acts as a level 5 Fighting attack.",
            "Negates the effect of any 1 Special card played by opponent.",
        ],
    )
    def test_not_a_simple_avoid(self, text):
        assert classify_avoid(text, ["Moth"]) is None


def facts(**kw) -> CardFacts:
    kw.setdefault("name", "Moth - Flutter")
    kw.setdefault("kind", "special")
    kw.setdefault("characters", ("Moth",))
    return CardFacts(**kw)


class TestBlanketRules:
    def test_pure_avoid_becomes_ag(self):
        card = facts(printed_code="XX", printed_text="Avoid 1 attack.")
        (spec,) = errata_for(card, entries=[])
        assert (spec.blanket, spec.code, spec.status, spec.source) == (
            "pure-avoid-ag",
            "AG",
            "official",
            "MR.20",
        )
        assert effective(card, [spec]).code == "AG"

    def test_limited_avoid_becomes_ad(self):
        card = facts(
            printed_code="AG", printed_text="Moth or teammate may avoid 1 attack of 6 or less."
        )
        (spec,) = errata_for(card, entries=[])
        assert spec.code == "AD"

    def test_already_coded_cards_carry_no_erratum(self):
        assert (
            errata_for(facts(printed_code="AG", printed_text="Avoid 1 attack."), entries=[]) == []
        )
        assert (
            errata_for(
                facts(printed_code="AD", printed_text="Teammate may avoid 1 attack."), entries=[]
            )
            == []
        )

    def test_any_power_cards_are_one_per_deck(self):
        card = facts(name="7 Any-Power", kind="power", subtype="any_power", characters=())
        (spec,) = errata_for(card, entries=[])
        eff = effective(card, [spec])
        assert eff.one_per_deck and eff.text == "One Per Deck"
        printed_opd = facts(
            name="5 Any-Power",
            kind="power",
            subtype="any_power",
            printed_one_per_deck=True,
            printed_text="Does not count for Spectrum KO. One Per Deck",
        )
        assert errata_for(printed_opd, entries=[]) == []
        single = facts(name="7 Energy", kind="power", subtype="single")
        assert errata_for(single, entries=[]) == []

    @pytest.mark.parametrize(
        "printed",
        ["Teammate may play one Special card.", "Teammate must play one Special card.", ""],
    )
    def test_ally_cards_read_teammate_must_play_a_special(self, printed):
        card = facts(name="Helpful Butler", kind="universe", subtype="ally", printed_text=printed)
        (spec,) = errata_for(card, entries=[])
        assert spec.blanket == "ally-teammate-special"
        assert effective(card, [spec]).text == ALLY_SHOULD_READ

    def test_ally_already_worded_right_has_no_erratum(self):
        card = facts(
            name="Helpful Butler", kind="universe", subtype="ally", printed_text=ALLY_SHOULD_READ
        )
        assert errata_for(card, entries=[]) == []


class TestDataFile:
    def test_every_entry_is_well_formed(self):
        entries = load_entries()
        assert len(entries) >= 20
        ids = [e["id"] for e in entries]
        assert len(ids) == len(set(ids))
        for e in entries:
            assert e["status"] in ("official", "tournament")
            assert e["source"] == "MR.20"
            assert e["match"]
            assert (
                e.get("should_read") or e.get("transform") or e.get("one_per_deck") or e.get("note")
            )

    def test_should_read_texts_come_from_the_revision(self):
        """Every should-read text of ours is the revision's (modulo spacing and punctuation)."""
        revision = norm_key(
            (SEEDS / "overpower-meta-rules-revision.txt").read_text(encoding="utf-8")
        )
        for entry in load_entries():
            text = entry.get("should_read", "")
            if not text:
                continue
            for piece in text.split("{character}"):
                # Compare sentence by sentence: the revision writes some in quotes or bold.
                for sentence in piece.split("."):
                    key = norm_key(sentence)
                    if len(key) > 12:
                        assert key in revision, (entry["id"], sentence)

    def test_named_card_erratum(self):
        card = facts(
            name="Jubilee - Wisecrack",
            printed_code="HK",
            printed_text="Target hero must make as many attacks as possible.",
        )
        (spec,) = errata_for(card)
        assert spec.status == "tournament"
        assert effective(card, [spec]).text == (
            "Target Opponent must make as many attacks as possible. Jubilee's team may defend."
        )

    def test_code_wide_erratum_names_each_card_character(self):
        card = facts(
            name="Moth - Lock Down",
            printed_code="FD",
            characters=("Moth",),
            printed_text="Only Moth and target hero may attack or defend this battle. One Per Deck",
            printed_one_per_deck=True,
        )
        (spec,) = errata_for(card)
        eff = effective(card, [spec])
        assert eff.text == (
            "Only Moth and Target Opponent may attack, be attacked or defend this battle. One Per Deck"
        )
        assert eff.one_per_deck

    def test_named_entry_wins_over_code_wide_entry(self):
        card = facts(name="Wolverine - Standoff", printed_code="FD", characters=("Wolverine",))
        (spec,) = errata_for(card)
        assert spec.blanket == "errata:wolverine-standoff"
        assert "Neither player may concede" in spec.should_read

    def test_one_per_deck_only_erratum_keeps_the_text(self):
        card = facts(
            name="Moth - Big Think",
            printed_code="HQ",
            printed_text="Draw 3 cards. Discard duplicates.",
        )
        (spec,) = errata_for(card)
        eff = effective(card, [spec])
        assert eff.one_per_deck
        assert eff.text == "Draw 3 cards. Discard duplicates. One Per Deck"

    def test_ap_wording_transform(self):
        card = facts(
            printed_code="AP",
            printed_text="Acts as a level 6 Energy attack. Cannot be defended by a card with an Intellect icon.",
        )
        (spec,) = errata_for(card)
        assert effective(card, [spec]).text == (
            "Acts as a level 6 Energy attack. May not be defended by a card with an Intellect icon."
        )


@pytest.mark.django_db
class TestServices:
    def _import(self, csv_file, rows):
        cards_import(paths=[csv_file("e.csv", rows)])

    def _imported_moth_dive(self, csv_file) -> Card:
        """A Special printed "Acts as a level 4 Fighting attack.", imported."""
        row = {
            "Name": "Moth - Dive",
            "Type": "Special",
            "Control": "QZ",
            "Game Text": "Acts as a level 4 Fighting attack.",
        }
        self._import(csv_file, [row])
        return Card.objects.get(name="Moth - Dive")

    def test_import_applies_errata_and_parses_the_effective_text(self, csv_file):
        self._import(
            csv_file,
            [
                {
                    "Name": "Moth - Flutter",
                    "Type": "Special",
                    "Control": "QQ",
                    "Game Text": "Avoid 1 attack.",
                },
                {
                    "Name": "Jubilee - Wisecrack",
                    "Type": "Special",
                    "Control": "HK",
                    "Game Text": "Target hero must make as many attacks as possible. Jubilee's team may defend.",
                },
                {"Name": "7 Any Power", "Type": "Power", "Game Text": "-"},
            ],
        )
        moth = Card.objects.get(name="Moth - Flutter")
        assert (moth.printed_code, moth.code) == ("QQ", "AG")
        assert moth.errata.get().blanket == "pure-avoid-ag"
        assert moth.effect is not None and moth.parse_status in ("full", "partial", "failed")

        jubilee = Card.objects.get(name="Jubilee - Wisecrack")
        assert jubilee.effective_text.startswith("Target Opponent must make")
        assert jubilee.printed_text.startswith("Target hero")
        assert jubilee.effect["canonical"] is not None

        anyp = Card.objects.get(name="7 Any-Power")
        assert anyp.one_per_deck and not anyp.printed_one_per_deck
        assert anyp.effect["one_per_deck"] is True

    def test_staff_erratum_overrides_and_refreshes_effect(self, csv_file):
        card = self._imported_moth_dive(csv_file)
        before = card.effect
        erratum = Erratum(
            card=card,
            should_read="Acts as a level 6 Strength attack.",
            status="tournament",
            source="MR.20",
        )
        erratum_save(erratum=erratum)
        card.refresh_from_db()
        assert card.effective_text == "Acts as a level 6 Strength attack."
        assert card.effect != before
        assert card.effect["clauses"][0]["level"] == 6
        erratum_delete(erratum=erratum)
        card.refresh_from_db()
        assert card.effective_text == "Acts as a level 4 Fighting attack."
        assert card.effect == before

    def test_editing_printed_text_recomputes_errata_and_effect(self, csv_file):
        card = self._imported_moth_dive(csv_file)
        card.printed_text = "Avoid 1 attack."
        card_save(card=card)
        card.refresh_from_db()
        assert card.effective_text == "Avoid 1 attack."
        assert card.code == "AG" and card.errata.filter(blanket="pure-avoid-ag").exists()
        card.printed_text = "Acts as a level 4 Fighting attack."
        card_save(card=card)
        card.refresh_from_db()
        assert card.code == "QZ" and not card.errata.exists()

    def test_reimport_does_not_touch_staff_errata(self, csv_file):
        rows = [
            {"Name": "Moth - Dive", "Type": "Special", "Control": "QZ", "Game Text": "Draw 1 card."}
        ]
        self._import(csv_file, rows)
        card = Card.objects.get(name="Moth - Dive")
        erratum_save(erratum=Erratum(card=card, should_read="Draw 2 cards.", status="official"))
        self._import(csv_file, rows)
        card.refresh_from_db()
        assert card.effective_text == "Draw 2 cards."
        assert card.errata.count() == 1


def test_imported_effective_applies_the_same_errata_without_a_database(csv_file):
    from cards.errata import imported_effective
    from cards.importer.rows import read_card_file

    path = csv_file(
        "p.csv",
        [
            {"Name": "7 Any Power", "Type": "Power"},
            {
                "Name": "Moth - Flutter",
                "Type": "Special",
                "Control": "QQ",
                "Game Text": "Avoid 1 attack.",
            },
        ],
    )
    any7, moth = read_card_file(path).cards
    assert imported_effective(any7).one_per_deck is True
    assert imported_effective(moth).code == "AG"
