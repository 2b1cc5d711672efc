"""Events in play when the battle begins that act on piles and hands the engine does not hold
("Sort through the Power Pack and choose any two cards ...", "Draw two cards after the discard
phase", "Opponent must discard 2 cards from hand") or switch two teammates' records: the
resolver states each action once, citing OR.events, or names what it could not apply; it is
never silent (OR.events, MR.6). Real texts of the ten sets, parsed by the grammar."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.clauses import clauses_of
from rules.engine.event_table_actions import table_actions
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
ACTING = [
    t
    for t in texts(r".", "event", full=True)
    if table_actions(clauses_of(parse_effect(t)), lambda c: "")
]
SWITCHING = texts(
    r"^Exchange all hits in the permanent record of one character", "event", full=True
)


def _answer(text: str, **more) -> dict:
    players = {
        "A": {
            "front_line": [
                {"id": "a1", "name": "Ace", "grid": GRID, "hits": more.pop("a1_hits", [])},
                {"id": "a2", "name": "Mate", "grid": GRID, "hits": more.pop("a2_hits", [])},
            ]
        },
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    event = {"card": {"event": {"name": "Event", "text": text}}, "player": "A", **more}
    state = {"players": players, "turn": "A", "in_play": [event]}
    return resolve(state, [], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_events_acting_at_the_table():
    assert len(ACTING) >= 5 and SWITCHING


@pytest.mark.parametrize("text", ACTING)
def test_an_events_table_actions_are_stated_once(text):
    answer = _answer(text)
    stated = [s for s in answer["steps"] if "carried out at the table" in s["text"]]
    assert len(stated) == 1 and "OR.events" in stated[0]["rules"], answer["steps"]
    assert stated[0]["changes"]


@pytest.mark.parametrize("text", ACTING)
def test_once_the_battle_has_begun_they_are_not_stated_again(text):
    hit = [{"icon": "energy", "value": 2, "record": "current"}]
    answer = _answer(text, a1_hits=hit)
    assert not [s for s in answer["steps"] if "carried out at the table" in s["text"]]


@pytest.mark.parametrize("text", SWITCHING)
def test_an_event_switches_the_records_of_the_two_teammates_it_names(text):
    record = [{"icon": "energy", "value": 6, "record": "permanent"}]
    answer = _answer(text, by="a1", target="a2", a1_hits=record)
    front = answer["state"]["players"]["A"]["front_line"]
    assert [len(c["hits"]) for c in front] == [0, 1]
    assert "OR.hits" in answer["steps"][0]["rules"]


@pytest.mark.parametrize("text", SWITCHING)
def test_an_event_naming_no_teammates_says_so(text):
    answer = _answer(text)
    assert any("not applied" in w["text"] for w in answer["warnings"])


EVERY_PLACED = texts(r"^Discard all placed cards\.", "event", full=True)
SOME_PLACED = texts(r"^Discard all placed \w+", "event", full=True)


def test_the_ten_sets_print_events_discarding_placed_cards():
    assert EVERY_PLACED and len(SOME_PLACED) > len(EVERY_PLACED)


#: The cards placed on each character of the board: an Energy Power card, a Basic Universe.
PLACED = [
    {"power": "energy", "value": 3},
    {"universe": "basic", "icon": "energy", "requires": 5, "bonus": 3},
]


def _placed_board(text: str, hits: list | None = None) -> dict:
    placed = PLACED
    players = {
        "A": {
            "front_line": [
                {"id": "a1", "name": "Ace", "grid": GRID, "placed": placed, "hits": hits or []}
            ]
        },
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID, "placed": placed}]},
    }
    event = {"card": {"event": {"name": "Event", "text": text}}, "player": "A"}
    state = {"players": players, "turn": "A", "in_play": [event]}
    return resolve(state, [], MemoryLookup(), parse_effect).to_json()


@pytest.mark.parametrize("text", EVERY_PLACED)
def test_every_placed_card_of_both_sides_is_discarded_once(text):
    answer = _placed_board(text)
    sides = answer["state"]["players"].values()
    assert all(not c["placed"] for p in sides for c in p["front_line"])
    assert "OR.discard-piles" in answer["steps"][0]["rules"]
    begun = _placed_board(text, [{"icon": "energy", "value": 2, "record": "current"}])
    assert all(
        len(c["placed"]) == 2 for p in begun["state"]["players"].values() for c in p["front_line"]
    )


def _typed_kinds(text: str) -> tuple[str, ...]:
    """The kinds of placed cards the event's discard names, typed (its ``cards``)."""
    clause = parse_effect(text).to_json()["clauses"][0]
    return tuple((clause.get("cards") or {}).get("kinds") or ())


KIND_PLACED = [t for t in SOME_PLACED if t not in EVERY_PLACED and _typed_kinds(t)]
UNTYPED_PLACED = [t for t in SOME_PLACED if t not in EVERY_PLACED and not _typed_kinds(t)]
#: Which of the board's placed cards stay once the placed cards of a kind are discarded.
LEFT_BY_KIND = {"power": [1], "universe": [0], "special": [0, 1]}


def test_the_ten_sets_print_events_discarding_placed_cards_of_a_kind():
    assert {k for t in KIND_PLACED for k in _typed_kinds(t)} == set(LEFT_BY_KIND)
    assert UNTYPED_PLACED  # "Discard all placed Teamwork Teamwork Universe cards", as printed


@pytest.mark.parametrize("text", KIND_PLACED)
def test_only_the_placed_cards_of_the_kind_named_leave_both_sides(text):
    answer = _placed_board(text)
    left = [PLACED[i] for i in LEFT_BY_KIND[_typed_kinds(text)[0]]]
    assert all(
        c["placed"] == left for p in answer["state"]["players"].values() for c in p["front_line"]
    )
    assert "OR.discard-piles" in answer["steps"][0]["rules"] and not answer["warnings"]


@pytest.mark.parametrize("text", UNTYPED_PLACED)
def test_placed_cards_of_a_kind_not_read_are_said_not_applied(text):
    answer = _placed_board(text)
    assert any("not applied" in w["text"] for w in answer["warnings"])
