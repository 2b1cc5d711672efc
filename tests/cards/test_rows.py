"""Reading card-list rows into card records (pure functions, no database)."""

from __future__ import annotations

import pytest

from cards.importer.columns import parse_artifact_requirements, parse_grid, parse_levels
from cards.importer.records import RowError, content_key
from cards.importer.rows import read_card_file, read_card_files
from cards.importer.text import find_one_per_deck, has_one_per_deck, strip_one_per_deck


class TestPackedGrid:
    def test_four_types_without_separators(self):
        grid, infinite = parse_grid("Energy 5Fighting 5Strength 7Intellect 1")
        assert grid == {"energy": 5, "fighting": 5, "strength": 7, "intellect": 1}
        assert not infinite

    def test_three_rank_character_leaves_the_missing_type_unrated(self):
        grid, _ = parse_grid("Energy 2Fighting 8Strength 4")
        assert grid == {"energy": 2, "fighting": 8, "strength": 4, "intellect": None}

    def test_misspelt_type_names(self):
        grid, _ = parse_grid("Energy 3Figthing 6Strenght 7Intellect 2")
        assert grid == {"energy": 3, "fighting": 6, "strength": 7, "intellect": 2}

    def test_infinite_ratings_are_flagged(self):
        grid, infinite = parse_grid("Energy ∞Fighting ∞Strength ∞Intellect ∞")
        assert infinite and all(v is None for v in grid.values())

    @pytest.mark.parametrize("bad", ["Energy fiveFighting 5", "Cost/Effect: -", "Speed 7"])
    def test_garbage_is_refused(self, bad):
        with pytest.raises(ValueError):
            parse_grid(bad)


class TestLevelsAndRequirements:
    def test_single_level(self):
        assert parse_levels("Cost/Effect: Fighting 5") == [{"icons": ["fighting"], "value": 5}]

    def test_several_types_share_a_level(self):
        assert parse_levels("Cost/Effect: Energy/Strength/Fighting 4") == [
            {"icons": ["energy", "strength", "fighting"], "value": 4}
        ]

    def test_two_levels_and_a_bonus(self):
        assert parse_levels("Cost/Effect: Intellect 5, Intellect +2") == [
            {"icons": ["intellect"], "value": 5},
            {"icons": ["intellect"], "bonus": 2},
        ]

    def test_value_first_and_any_power(self):
        assert parse_levels("Cost/Effect: 6 Fighting") == [{"icons": ["fighting"], "value": 6}]
        assert parse_levels("Cost/Effect: Any-Power 7") == [{"icons": ["any_power"], "value": 7}]

    def test_no_level(self):
        assert parse_levels("Cost/Effect: -") == []
        assert parse_levels("") == []

    def test_artifact_needs_two_characters(self):
        reqs = parse_artifact_requirements(
            "Cost/Effect: 6 Strength and teammate with 5 Strength or less to use"
        )
        assert reqs == [
            {"icons": ["strength"], "value": 6, "compare": ">=", "who": "self"},
            {"icons": ["strength"], "value": 5, "compare": "<=", "who": "teammate"},
        ]

    def test_artifact_type_before_value_and_greater(self):
        reqs = parse_artifact_requirements(
            "Cost/Effect: 6 Energy and teammate with Intellect 6 or greater to use"
        )
        assert reqs[1] == {"icons": ["intellect"], "value": 6, "compare": ">=", "who": "teammate"}

    def test_any_power_teammate_means_any_type(self):
        reqs = parse_artifact_requirements(
            "Cost/Effect: 6 Intellect and Teammate with 5 Any-Power or less"
        )
        assert reqs[1]["icons"] == ["energy", "fighting", "strength", "intellect"]
        assert reqs[1]["compare"] == "<="


class TestOnePerDeck:
    @pytest.mark.parametrize(
        "text",
        [
            "Draw 2 cards. One Per Deck",
            "Draw 2 cards.One Per Deck",
            "Does not count for Spectrum KOOne Per Deck",
            "Draw 2 cards. One Per Dek",
            "Draw 2 cards. One-Per-Deck",
        ],
    )
    def test_marker_variants(self, text):
        assert has_one_per_deck(text)
        assert "one" not in strip_one_per_deck(text).lower().split()[-1:]

    @pytest.mark.parametrize(
        "text",
        [
            'May play any "Night Owl" One-Per-Deck Special cards.',
            'May not be combined with a "One Per Deck" Special.',
            'May play any "Night Owl" non-One-Per-Deck Special cards.',
            "No One Per Deck cards may be played this battle.",
        ],
    )
    def test_mentions_are_not_markers(self, text):
        assert find_one_per_deck(text) == []


def _row(**fields):
    base = {"Printing": "Normal", "Rarity": "Common"}
    base.update(fields)
    return base


class TestRows:
    def test_every_card_type(self, csv_file):
        path = csv_file(
            "testop.csv",
            [
                _row(
                    Name="Night Owl",
                    Type="Character",
                    Numbers="Energy 3Fighting 7Strength 5Intellect 6",
                    **{"Game Text": "May play any Owl cards.", "Subtype": "Hero"},
                ),
                _row(
                    Name="Night Owl™ - Talon Dive",
                    Type="Special",
                    Control="XQ",
                    Numbers="Cost/Effect: Fighting 5",
                    **{"Game Text": "Acts as a level 5 Fighting attack.One Per Deck"},
                ),
                _row(
                    Name="Any Hero - Second Wind",
                    Type="Special",
                    Control="XR",
                    Numbers="Cost/Effect: -",
                    **{"Game Text": "Remove 1 Hit from any hero."},
                ),
                _row(Name="6 Strenght", Type="Power"),
                _row(Name="3 MultiPower", Type="Power"),
                _row(Name="7 Any Power", Type="Power", **{"Game Text": "-"}),
                _row(
                    Name="Brick Wall",
                    Type="Universe",
                    Subtype="-",
                    Numbers="Cost/Effect: 7 Strength to use+2 to Strength",
                ),
                _row(
                    Name="5 Fighting Intellect +3",
                    Type="Universe",
                    Subtype="Training",
                    Numbers="Cost/Effect: 5 Fighting or less to use +3 Fightingor 5 Intellect or less to use +3 Intellect",
                ),
                _row(
                    Name="7 Energy Fighting/Strength +2 +2",
                    Type="Universe",
                    Subtype="Teamwork",
                    Numbers="Cost/Effect: 7 Energy to use acts as 6 Energy attackor +2 Fighting to 1st teammate acts as +2 Strength to 2nd teammateor +2 Strength to 1st teammate acts as +2 Fighting to 2nd teammate",
                ),
                _row(
                    Name="Helpful Butler",
                    Type="Universe",
                    Subtype="Ally, Hero",
                    Numbers="Cost/Effect: 6 Any-Power to useActs as 1 Intellect attack",
                    **{"Game Text": "Teammate may play one Special card."},
                ),
                _row(
                    Name="Owl Lantern",
                    Type="Tactic",
                    Subtype="Artifact",
                    Numbers="Cost/Effect: 6 Intellect and Teammate with 5 Intellect or less to use",
                    **{
                        "Game Text": "Teammate's Intellect Rating increases to 7 for remainder of game. One Per Deck"
                    },
                ),
                _row(
                    Name="Owl Trouble - The Long Night",
                    Type="Event",
                    **{"Game Text": "Discard all placed cards."},
                ),
                _row(Name='Owl Trouble 3 of 7 - "Dark Skies"', Type="Mission"),
                _row(
                    Name="Owl Tower",
                    Type="Location",
                    **{"Game Text": "Owl Tower Team's Fighting Power cards are +1 to attack."},
                ),
                _row(
                    Name="Owl Tower - Lookout",
                    Type="Aspect",
                    Control="Z1",
                    Numbers="Cost/Effect: Energy 6",
                    **{"Game Text": "Acts as a level 6 Energy attack."},
                ),
                _row(Name="Owl Trouble - Poster", Type="Insert", Rarity="Insert"),
            ],
        )
        result = read_card_file(path)
        assert result.rows == 16 and result.inserts == 1 and len(result.cards) == 15
        cards = {c.name: c for c in result.cards}

        owl = cards["Night Owl"]
        assert owl.kind == "character" and owl.alignment == "hero"
        assert owl.grid == {"energy": 3, "fighting": 7, "strength": 5, "intellect": 6}
        assert owl.inherent == "May play any Owl cards." and owl.characters == ["Night Owl"]

        dive = cards["Night Owl - Talon Dive"]
        assert dive.characters == ["Night Owl"] and dive.code == "XQ" and dive.one_per_deck
        assert (dive.value, dive.icons) == (5, ["fighting"])
        assert cards["Any Hero - Second Wind"].characters == ["Any Hero"]
        assert cards["Any Hero - Second Wind"].alignment == "hero"
        assert dive.alignment == ""

        six = cards["6 Strength"]
        assert (six.kind, six.subtype, six.value, six.icons) == ("power", "single", 6, ["strength"])
        assert cards["3 MultiPower"].subtype == "multipower"
        anyp = cards["7 Any-Power"]
        assert (anyp.subtype, anyp.icons, anyp.printed_text) == ("any_power", ["any_power"], "")

        basic = cards["Brick Wall"]
        assert (basic.subtype, basic.value, basic.bonus, basic.icons) == (
            "basic",
            7,
            2,
            ["strength"],
        )
        assert basic.requirements == [
            {"icons": ["strength"], "value": 7, "compare": ">=", "who": "self"}
        ]

        training = cards["5 Fighting Intellect +3"]
        assert training.subtype == "training" and training.bonus == 3
        assert training.requirements[0] == {
            "icons": ["fighting", "intellect"],
            "value": 5,
            "compare": "<=",
            "who": "self",
        }

        teamwork = cards["7 Energy Fighting/Strength +2 +2"]
        assert teamwork.subtype == "teamwork"
        assert teamwork.requirements[0]["icons"] == ["energy"] and teamwork.value == 7
        assert teamwork.extra["attack"] == {"level": 6, "icons": ["energy"]}
        assert teamwork.extra["follow_ups"][0] == {
            "first": {"icons": ["fighting"], "bonus": 2},
            "second": {"icons": ["strength"], "bonus": 2},
        }

        ally = cards["Helpful Butler"]
        assert ally.subtype == "ally" and ally.alignment == "hero"
        assert ally.requirements[0]["value"] == 6 and len(ally.requirements[0]["icons"]) == 4
        assert ally.extra["attack"] == {"level": 1, "icons": ["intellect"]}

        lantern = cards["Owl Lantern"]
        assert lantern.subtype == "artifact" and lantern.one_per_deck
        assert [r["who"] for r in lantern.requirements] == ["self", "teammate"]

        assert cards["Owl Trouble - The Long Night"].mission_set == "Owl Trouble"
        mission = cards["Owl Trouble 3 - Dark Skies"]
        assert (mission.mission_set, mission.mission_number) == ("Owl Trouble", 3)

        tower = cards["Owl Tower"]
        assert tower.location_uses == ["home_base", "battlesite"]
        lookout = cards["Owl Tower - Lookout"]
        assert lookout.location == "Owl Tower" and lookout.code == "Z1" and lookout.value == 6

    def test_columns_are_read_by_header_name_in_any_order(self, csv_file):
        header = [
            "Type",
            "Trivia",
            "Numbers",
            "Name",
            "Game Text",
            "Character List",
            "Rarity",
            "Printing",
        ]
        path = csv_file(
            "other.csv",
            [
                {
                    "Type": "Character",
                    "Numbers": "Energy 1Fighting 2Strength 3Intellect 4",
                    "Name": "Moth",
                    "Rarity": "Rare",
                    "Printing": "Foil",
                    "Trivia": "x",
                }
            ],
            header,
        )
        (card,) = read_card_file(path).cards
        assert card.grid == {"energy": 1, "fighting": 2, "strength": 3, "intellect": 4}
        assert card.printings[0].rarity == "Rare" and card.printings[0].printing == "Foil"

    def test_typos_in_rarity_are_tolerated_and_reported(self, csv_file):
        path = csv_file("t.csv", [_row(Name="1 Energy", Type="Power", Rarity="Uncommo")])
        (card,) = read_card_file(path).cards
        assert card.printings[0].rarity == "Uncommon"
        assert any(g.field == "Rarity" for g in card.guesses)

    def test_reprints_merge_into_one_card_with_two_printings(self, csv_file):
        rows = [
            _row(
                Name="Moth™ - Dust Cloud",
                Type="Special",
                Control="XY",
                Numbers="Cost/Effect: -",
                **{"Game Text": "Avoid 1 attack."},
            ),
            _row(
                Name="Moth - Dust Cloud",
                Type="Special",
                Control="XY",
                Numbers="Cost/Effect: -",
                Rarity="Rare",
                **{"Game Text": "Avoid 1 attack"},
            ),
        ]
        a = csv_file("a.csv", rows[:1])
        b = csv_file("b.csv", rows[1:])
        (card,) = read_card_files([a, b])
        assert [p.source_file for p in card.printings] == ["a.csv", "b.csv"]

    def test_same_name_different_content_stays_two_cards(self, csv_file):
        path = csv_file(
            "t.csv",
            [
                _row(
                    Name="Moth", Type="Character", Numbers="Energy 1Fighting 2Strength 3Intellect 4"
                ),
                _row(
                    Name="Moth", Type="Character", Numbers="Energy 2Fighting 2Strength 3Intellect 4"
                ),
            ],
        )
        cards = read_card_files([path])
        assert len(cards) == 2 and cards[0].key != cards[1].key

    def test_content_key_ignores_spacing_and_trademarks_only(self, csv_file):
        path = csv_file(
            "t.csv",
            [
                _row(
                    Name="Moth™ - Flutter",
                    Type="Special",
                    **{"Game Text": "Draw 1 card.One Per Deck"},
                ),
                _row(
                    Name="Moth - Flutter",
                    Type="Special",
                    **{"Game Text": "Draw 1 card. One Per Deck"},
                ),
                _row(
                    Name="Moth - Flutter",
                    Type="Special",
                    **{"Game Text": "Draw 2 cards. One Per Deck"},
                ),
            ],
        )
        keys = [content_key(c) for c in read_card_file(path).cards]
        assert keys[0] == keys[1] != keys[2]


class TestBrokenRows:
    def test_unknown_type_names_file_and_line(self, csv_file):
        path = csv_file(
            "broken.csv", [_row(Name="1 Energy", Type="Power"), _row(Name="Thing", Type="Gadget")]
        )
        with pytest.raises(RowError) as info:
            read_card_file(path)
        assert info.value.file == "broken.csv" and info.value.line == 3
        assert "broken.csv, line 3" in str(info.value)

    def test_unreadable_grid(self, csv_file):
        path = csv_file("grid.csv", [_row(Name="Moth", Type="Character", Numbers="Energy high")])
        with pytest.raises(RowError, match="grid.csv, line 2"):
            read_card_file(path)

    def test_unreadable_power_name(self, csv_file):
        path = csv_file("pw.csv", [_row(Name="Energy", Type="Power")])
        with pytest.raises(RowError, match="power value"):
            read_card_file(path)

    def test_missing_columns(self, csv_file):
        path = csv_file("cols.csv", [{"Title": "x"}], ["Title"])
        with pytest.raises(RowError, match="missing column"):
            read_card_file(path)

    def test_not_utf8(self, tmp_path):
        path = tmp_path / "latin.csv"
        path.write_bytes("Name,Type\nCaf\xe9,Power\n".encode("latin-1"))
        with pytest.raises(RowError, match="UTF-8"):
            read_card_file(path)


class TestTolerantReading:
    """Secondary fields that cannot be read become guesses; the row still imports."""

    def test_doubleshot_with_an_unusual_cost(self, csv_file):
        path = csv_file(
            "ds.csv",
            [
                _row(
                    Name="Pincer Move",
                    Type="Tactic",
                    Subtype="DoubleShot",
                    Numbers="Cost/Effect: 7 Fighting to use and teammate with a Strength Power card",
                    **{"Game Text": "Acts as a level 7 Fighting attack."},
                )
            ],
        )
        (card,) = read_card_file(path).cards
        assert card.subtype == "doubleshot"
        assert card.requirements[0] == {
            "icons": ["fighting"],
            "value": 7,
            "compare": ">=",
            "who": "self",
        }
        assert card.requirements[1]["who"] == "teammate" and card.requirements[1]["icons"] == [
            "strength"
        ]
        assert any("tactic requirement" in g.note for g in card.guesses)

    def test_special_with_an_unreadable_level_keeps_its_text(self, csv_file):
        path = csv_file(
            "lv.csv",
            [
                _row(
                    Name="Moth - Odd",
                    Type="Special",
                    Control="QQ",
                    Numbers="Cost/Effect: see card",
                    **{"Game Text": "Draw 1 card."},
                )
            ],
        )
        (card,) = read_card_file(path).cards
        assert card.value is None and card.requirement_text == "Cost/Effect: see card"
        assert any(g.field == "Numbers" for g in card.guesses)

    def test_mission_without_a_number(self, csv_file):
        path = csv_file("ms.csv", [_row(Name="Owl Trouble - Finale", Type="Mission")])
        (card,) = read_card_file(path).cards
        assert card.mission_set == "Owl Trouble" and card.mission_number is None
        assert card.guesses

    def test_activator(self, csv_file):
        path = csv_file("ac.csv", [_row(Name="Moth - Activator", Type="Activator")])
        (card,) = read_card_file(path).cards
        assert card.kind == "activator" and card.characters == ["Moth"]

    def test_type_with_its_subtype_and_plurals(self, csv_file):
        path = csv_file(
            "ty.csv",
            [
                _row(
                    Name="5 Energy Strength +3",
                    Type="Universe: Training",
                    Numbers="Cost/Effect: 5 Energy or less to use +3 Energyor 5 Strength or less to use +3 Strength",
                ),
                _row(Name="Moth - Flutter", Type="Specials"),
            ],
        )
        training, special = read_card_file(path).cards
        assert training.subtype == "training" and training.bonus == 3
        assert special.kind == "special"
