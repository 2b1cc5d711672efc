"""A bar on defending with a power type of someone's choice (the ten sets' "Target hero may not
defend with power type of Dr. Strange's choice for remainder of battle"): the play names the
type with the card's ``as``; the barred character may not defend with cards of that type, and
may with others (MR.19, OR.defense). Named by no play, the bar is not applied, and the answer
says so."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.reach import is_applied
from rules.engine.resolve import resolve
from tests.engine import judge_real_cards_api as j
from tests.engine.boards import board, catalogue_of
from tests.engine.real_texts import texts

TEXTS = texts(r"may not defend with power type of .*choice", full=True)
GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}


def _answer(text: str, chosen: str | None, defense: dict) -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    card: dict = {"special": {"character": "Zed", "name": "Mists", "text": text}}
    if chosen:
        card["as"] = chosen
    in_play = [{"card": card, "player": "A", "by": "a1", "target": "b1", "duration": "battle"}]
    state = {"turn": "A", "players": players, "in_play": in_play}
    attack = {"type": "attack", "by": "a1", "target": "b1"}
    attack["cards"] = [{"power": "fighting", "value": 4}]
    defend = {"type": "defend", "by": "b1", "cards": [defense]}
    return resolve(state, [attack, defend], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_bar():
    assert TEXTS


@pytest.mark.parametrize("text", TEXTS)
def test_the_target_may_not_defend_with_the_chosen_type(text):
    step = _answer(text, "energy", {"power": "energy", "value": 5})["steps"][1]
    assert step["result"] == "illegal"
    assert "from defending with Energy cards" in step["text"]
    assert {"MR.19", "OR.defense"} <= set(step["rules"])


@pytest.mark.parametrize("text", TEXTS)
def test_the_target_defends_with_another_type_or_an_any_power_card(text):
    other = _answer(text, "energy", {"power": "strength", "value": 5})["steps"][1]
    assert other["result"] == "blocked"
    any_power = _answer(text, "energy", {"power": "any_power", "value": 5})["steps"][1]
    assert any_power["result"] == "blocked"


@pytest.mark.parametrize("text", TEXTS)
def test_a_multipower_card_is_barred_as_the_type_it_is_played_as(text):
    card = {"power": "multipower", "value": 5, "icons": ["energy", "strength"], "as": "energy"}
    assert _answer(text, "energy", card)["steps"][1]["result"] == "illegal"
    card = {**card, "as": "strength"}
    assert _answer(text, "energy", card)["steps"][1]["result"] == "blocked"


@pytest.mark.parametrize("text", TEXTS)
def test_no_type_named_bars_nothing_and_the_answer_warns(text):
    answer = _answer(text, None, {"power": "energy", "value": 5})
    assert answer["steps"][1]["result"] == "blocked"
    assert any("cannot_defend" in w["kinds"] for w in answer["warnings"])


@pytest.mark.parametrize("text", TEXTS)
def test_the_reach_matrix_applies_it_in_the_defense_check(text):
    (clause,) = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "cannot_defend"]
    assert is_applied(clause, "defense")
    assert not is_applied({**clause, "type_unnamed": True})


# --- the named catalogue card, through the API (its text read from the catalogue)
MISTS = "Dr. Strange™ - Mists of Morpheus"
mists_catalogue = catalogue_of((MISTS,))


@pytest.mark.django_db
@pytest.mark.parametrize(("icon", "result"), [("energy", "illegal"), ("strength", "blocked")])
def test_the_named_card_bars_the_type_the_judge_names(client, mists_catalogue, icon, result):
    mists = j.played(MISTS, "A", "a1", "b1")
    mists["card"] = {"card": MISTS, "as": "energy"}
    players = board("Doctor Strange", "Bolt", a=2, b=2)
    plays = [j.power("a1", "b1", "fighting", 4), j.defend("b1", icon, 5)]
    answer = j.resolve(client, players, plays, [mists])
    assert j.results(answer)[1] == result
    assert not answer["warnings"]
