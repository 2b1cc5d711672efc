"""Reading deck lists: the plain text players write, the structured form, inline cards."""

from __future__ import annotations

import pytest

from rules.engine.deck import check_deck
from rules.engine.decklist import (
    CatalogueMemoryLookup,
    deck_from_data,
    deck_from_text,
    parse_deck_text,
    power_from_name,
    situation_from_data,
)
from tests.deck.builders import (
    TEAM,
    basic,
    event,
    location,
    mission,
    power,
    special,
)

CARDS = [
    *TEAM,
    *mission(),
    special("Alpha", "Flash"),
    special("Bravo", "Flurry, Then Fury"),
    basic("Taxi Cab", "strength", 6, 3),
    basic("2 Ton Truck", "strength", 6, 2),
    event("Test Saga - Storm Warning"),
    location("Test Tower", team=["Alpha", "Bravo", "Charlie", "Delta"]),
    location("Far Fortress", team=["Echo"]),
    special("Echo", "Last Word", opd=True),
    special("Echo", "Wild Swing"),
    power(7),
]


@pytest.fixture
def lookup():
    return CatalogueMemoryLookup(CARDS)


LIST = """# my deck
4 Characters: Alpha, Bravo, Charlie, Delta
Mission: Test Saga
Home Base: Test Tower
Battlesite: Far Fortress with: Echo - Last Word, 2x Echo - Wild Swing

Specials:
- Alpha - Flash
Bravo - Flurry, Then Fury x2
Power cards (40):
3x 7 Fighting
Fighting 5 x10
5 Energy (10)
2 2 Ton Truck
2 Ton Truck
Taxi Cab
24 4 Strength
"""


def test_plain_text_list(lookup):
    deck, problems = deck_from_text(LIST, lookup)
    assert problems == []
    assert [c.name for c in deck.characters] == ["Alpha", "Bravo", "Charlie", "Delta"]
    assert len(deck.mission) == 7 and deck.mission_name == "Test Saga"
    assert deck.home_base.name == "Test Tower" and deck.battlesite.name == "Far Fortress"
    under = {e.card.name: e.count for e in deck.battlesite_specials}
    assert under == {"Echo - Last Word": 1, "Echo - Wild Swing": 2}
    counts = {e.card.name: e.count for e in deck.cards}
    assert counts["7 Fighting"] == 3
    assert counts["5 Fighting"] == 10 and counts["5 Energy"] == 10
    assert counts["Bravo - Flurry, Then Fury"] == 2
    assert counts["Alpha - Flash"] == 1
    assert counts["4 Strength"] == 24
    # "2 2 Ton Truck" is two copies; "2 Ton Truck" alone is the card's own name
    assert sum(e.count for e in deck.cards if e.card.name == "2 Ton Truck") == 3
    report = check_deck(deck)
    assert report.legal, report.violations


def test_power_card_names_in_either_order():
    assert power_from_name("7 Fighting").name == "7 Fighting"
    assert power_from_name("fighting 7 power card").name == "7 Fighting"
    assert power_from_name("4 Multi-Power").subtype == "multipower"
    seven = power_from_name("7 Any Power")
    assert seven.subtype == "any_power" and seven.one_per_deck
    assert power_from_name("9 Fighting") is None
    assert power_from_name("Fighting Spirit") is None


def test_unknown_names_become_problems_with_suggestions(lookup):
    deck, problems = deck_from_text(
        "4 Characters: Alpha, Bravoo, Charlie, Delta\nTaxi Cabb\n", lookup
    )
    assert deck is None
    paths = [p.path for p in problems]
    assert paths == ["text.line.1", "text.line.2"]
    assert "Bravo" in problems[0].suggestions
    assert "Taxi Cab" in problems[1].suggestions


def test_card_of_the_wrong_kind_in_a_slot(lookup):
    deck, problems = deck_from_text("Home Base: Taxi Cab\n", lookup)
    assert deck is None
    assert "not a location" in problems[0].message


def test_unknown_mission_set_suggests_names(lookup):
    _deck, problems = deck_from_text("Mission: Test Sag\n", lookup)
    assert problems[0].path == "text.line.1"
    assert problems[0].suggestions == ["Test Saga"]


def test_mission_cards_listed_one_by_one(lookup):
    text = "4 Characters: Alpha, Bravo, Charlie, Delta\nMission:\n" + "\n".join(
        f"Test Saga {n} - Part {n}" for n in range(1, 8)
    )
    deck, problems = deck_from_text(text, lookup)
    assert problems == []
    assert len(deck.mission) == 7


def test_empty_list_is_a_problem(lookup):
    deck, problems = deck_from_text("# nothing\n\n", lookup)
    assert deck is None and problems[0].path == "text"


def test_code_rule_line():
    assert parse_deck_text("Code rule: on\n").code_rule is True
    assert parse_deck_text("Code rule: off\n").code_rule is False


def test_structured_form_with_inline_cards(lookup):
    data = {
        "characters": [
            "Alpha",
            "Bravo",
            "Charlie",
            {"name": "Zed", "grid": {"energy": 3, "fighting": 4, "strength": 5}},
        ],
        "mission": "Test Saga",
        "cards": [
            {"card": {"power": "energy", "value": 3}, "count": 40},
            {
                "card": {"universe": "basic", "icon": "strength", "requires": 5, "bonus": 2},
                "count": 5,
            },
            {
                "card": {"universe": "training", "icons": ["energy", "fighting"], "bonus": 3},
                "count": 5,
            },
            {
                "card": {
                    "tactic": "doubleshot",
                    "icon": "fighting",
                    "requires": 4,
                    "teammate": {"icon": "energy", "requires": 3},
                }
            },
            {"card": {"special": {"character": "Zed", "name": "Zap", "text": "One Per Deck"}}},
        ],
        "home_base": None,
        "battlesite": None,
    }
    deck, problems = deck_from_data(data, lookup)
    assert problems == []
    report = check_deck(deck)
    assert report.legal, report.violations
    assert report.points == 14 + 14 + 14 + 12


@pytest.mark.parametrize(
    ("data", "path"),
    [
        ({"characters": "Alpha"}, "characters"),
        ({"characters": [], "cards": {}}, "cards"),
        ({"characters": [], "cards": [{"card": "Alpha - Flash", "count": 0}]}, "cards.0.count"),
        (
            {"characters": [], "cards": [{"card": {"power": "cosmic", "value": 3}}]},
            "cards.0.card.power",
        ),
        (
            {
                "characters": [],
                "cards": [{"card": {"universe": "basic", "icon": "fire", "requires": 6}}],
            },
            "cards.0.card.icon",
        ),
        (
            {"characters": [], "cards": [{"card": {"universe": "training", "icons": ["energy"]}}]},
            "cards.0.card.icons",
        ),
        ({"characters": [], "cards": [{"card": {"mystery": 1}}]}, "cards.0.card"),
        ({"characters": [{"name": "Zed", "grid": {"cosmic": 3}}]}, "characters.0.grid.cosmic"),
        ({"characters": [], "mission": 7}, "mission"),
        ({"characters": [], "battlesite": 3}, "battlesite"),
        ({"characters": [], "code_rule": "yes"}, "code_rule"),
    ],
)
def test_structured_form_problems_have_paths(lookup, data, path):
    deck, problems = deck_from_data(data, lookup)
    assert deck is None
    assert path in [p.path for p in problems]


def test_discard_situation_from_data(lookup):
    data = {
        "team": {
            "front_line": [
                {"id": "a", "card": "Alpha"},
                {"id": "b", "card": "Bravo"},
                {"id": "c", "card": "Charlie"},
            ],
            "reserve": {"id": "d", "card": "Delta"},
            "ko": ["b"],
        },
        "hand": [
            "Taxi Cab",
            {"card": "7 Fighting", "can_become_usable": "a special raises the grid"},
        ],
        "placed": {"a": [{"card": "Alpha - Flash", "placed_before": True}], "home_base": []},
        "event": "Test Saga - Storm Warning",
    }
    situation, problems = situation_from_data(data, lookup)
    assert problems == []
    assert [m.ko for m in situation.members] == [False, True, False, False]
    assert situation.members[3].reserve
    assert situation.hand[1].can_become_usable
    assert situation.placed[0].holder == "a"
    assert situation.event.name == "Test Saga - Storm Warning"


@pytest.mark.parametrize(
    ("data", "path"),
    [
        ({}, "team"),
        ({"team": {"front_line": []}}, "team.front_line"),
        ({"team": {"front_line": [{"card": "Alpha"}]}}, "team.front_line.0.id"),
        (
            {"team": {"front_line": [{"id": "a", "card": "Alpha"}, {"id": "a", "card": "Bravo"}]}},
            "team.front_line.1.id",
        ),
        ({"team": {"front_line": [{"id": "a", "card": "Taxi Cab"}]}}, "team.front_line.0.card"),
        ({"team": {"front_line": [{"id": "a", "card": "Alpha"}], "ko": ["z"]}}, "team.ko.0"),
        ({"team": {"front_line": [{"id": "a", "card": "Alpha"}]}, "hand": "x"}, "hand"),
        (
            {"team": {"front_line": [{"id": "a", "card": "Alpha"}]}, "placed": {"q": ["Taxi Cab"]}},
            "placed.q",
        ),
        ({"team": {"front_line": [{"id": "a", "card": "Alpha"}]}, "event": "Taxi Cab"}, "event"),
    ],
)
def test_discard_situation_problems_have_paths(lookup, data, path):
    situation, problems = situation_from_data(data, lookup)
    assert situation is None
    assert path in [p.path for p in problems]


# -- nothing a user sends may crash the readers ----------------------------------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_json = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 300)
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(
        ["Alpha", "7 Fighting", "Taxi Cab", "Test Saga", "Test Tower", "a", "home_base"]
    ),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "card",
                    "count",
                    "power",
                    "value",
                    "universe",
                    "icon",
                    "requires",
                    "bonus",
                    "icons",
                    "tactic",
                    "teammate",
                    "special",
                    "name",
                    "character",
                    "grid",
                    "energy",
                    "id",
                    "ko",
                    "placed_before",
                    "front_line",
                    "reserve",
                    "specials",
                    "text",
                ]
            ),
            children,
            max_size=4,
        )
    ),
    max_leaves=12,
)
_top_deck = st.fixed_dictionaries(
    {},
    optional={
        "characters": _json,
        "mission": _json,
        "cards": _json,
        "home_base": _json,
        "battlesite": _json,
        "code_rule": _json,
    },
)
_top_discard = st.fixed_dictionaries(
    {},
    optional={
        "team": _json,
        "hand": _json,
        "placed": _json,
        "event": _json,
        "home_base": _json,
        "battlesite": _json,
        "code_rule": _json,
    },
)
_quiet = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@_quiet
@given(data=_top_deck)
def test_deck_reader_never_crashes(data):
    lookup = CatalogueMemoryLookup(CARDS)
    deck, problems = deck_from_data(data, lookup)
    assert (deck is None) == bool(problems)
    if deck is not None:
        check_deck(deck).as_dict()


@_quiet
@given(data=_top_discard)
def test_discard_reader_never_crashes(data):
    from rules.engine.discard import check_discard

    lookup = CatalogueMemoryLookup(CARDS)
    situation, problems = situation_from_data(data, lookup)
    assert (situation is None) == bool(problems)
    if situation is not None:
        check_discard(situation).as_dict()


@_quiet
@given(text=st.text(max_size=300))
def test_text_readers_never_crash(text):
    from rules.engine.decklist import discard_data_from_text

    lookup = CatalogueMemoryLookup(CARDS)
    deck, problems = deck_from_text(text, lookup)
    assert (deck is None) == bool(problems)
    if deck is not None:
        check_deck(deck)
    discard_data_from_text(text)
