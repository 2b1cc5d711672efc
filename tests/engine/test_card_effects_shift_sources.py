"""A shift whose attacks are those made on a team's front line named in words, onto the team's
owner ("Attack made on any of Krakoa's Front Line Characters is now made on Krakoa": an
aspect's home base): the board holds a home base as a card, never as a character an attack is
made on (OR.setup, MR.9), so the reach matrix, the warnings and the shift play all say it is
not applied, and why; the attack stays on the character attacked. Real texts of the ten sets,
found by their wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.shift_sources import onto_home_base, unread_source
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
ONTO_OWNER = texts(r"^Attack made on any of .+'s Front Line Characters is now made on", full=True)


def _shift(text: str) -> dict:
    (clause,) = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "shift"]
    return clause


def test_the_ten_sets_print_the_shift_onto_a_home_base():
    assert ONTO_OWNER
    for text in ONTO_OWNER:
        clause = _shift(text)
        assert unread_source(clause) and onto_home_base(clause)


@pytest.mark.parametrize("text", ONTO_OWNER)
def test_reach_counts_it_not_applied_and_says_why(text):
    clause = _shift(text)
    assert not reach.is_applied(clause, card=("aspect", ""))
    warning = reach.warning("Base", parse_effect(text).to_json()["clauses"], None)
    assert "shift" in warning["kinds"]
    assert any("a home base" in w and "OR.setup" in w for w in warning["why"])


@pytest.mark.parametrize("text", ONTO_OWNER)
def test_the_home_base_kept_from_defending_is_not_applied_there(text):
    # "<home base> may not defend": no character of the board; on a special it names one
    clauses = parse_effect(text).to_json()["clauses"]
    (bar,) = [c for c in clauses if c["kind"] == "cannot_defend"]
    assert not reach.is_applied(bar, card=("aspect", ""))
    assert reach.is_applied(bar, card=("special", ""))


def test_a_shift_from_a_front_line_the_reader_checks_stays_applied():
    text = "Attack made on Front Line Character is now made on any other Front Line Character."
    assert reach.is_applied(_shift(text)) and not unread_source(_shift(text))


def _answer(text: str) -> dict:
    name = "Home - Base"
    lookup = MemoryLookup([CardDef(name=name, kind="aspect", text=text, effect=parse_effect(text))])
    owner = _shift(text)["to"]  # the team's owner, the home base
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID}
    state = {
        "turn": "A",
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [bolt], "home_base": {"card": name}},
        },
    }
    plays = [
        {
            "type": "attack",
            "by": "a1",
            "target": "b1",
            "cards": [{"power": "fighting", "value": 5}],
        },
        {"type": "shift", "player": "B", "to": owner},
    ]
    return resolve(state, plays, lookup, parse_effect).to_json()


@pytest.mark.parametrize("text", ONTO_OWNER)
def test_the_shift_play_is_not_applied_and_the_attack_stays(text):
    answer = _answer(text)
    shift = answer["steps"][1]
    assert shift["result"] == "illegal" and shift["rules"] == ["MR.9", "OR.setup"]
    assert "shift is not applied, so the attack stays on Bolt" in shift["text"]
    assert answer["steps"][2]["result"] == "hit" and "hits Bolt" in answer["steps"][2]["text"]
    warned = [w for w in answer["warnings"] if "shift" in w["kinds"]]
    assert any("cannot_defend" in w["kinds"] for w in warned)
    assert warned and any("a home base" in why for w in warned for why in w.get("why", []))


def test_the_report_lists_the_shift_of_the_aspect(report):
    listed = {
        (card["card"], clause["kind"])
        for card in report["missing_cards"]
        for clause in card["clauses"]
        if "home base" in clause["why"]
    }
    assert any(kind == "shift" for _card, kind in listed)
