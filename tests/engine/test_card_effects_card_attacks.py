"""A card played in front of a character and attacked itself (the ten sets' "Play this card in
front of Brood. Brood may not be attacked until this Special is attacked. Brood may not defend
this card."): an attack play names the card with ``on_card`` and the character as its target.
The card's bar ends as it is attacked (MR.19), the character may not defend it (MR.19,
OR.defense), the attack leaves no hit on a character, and the character may be attacked after."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine import judge_real_cards_api as j
from tests.engine.boards import board, catalogue_of
from tests.engine.real_texts import texts

TEXTS = texts(r"^Play this card in front of .*may not defend this card\.$", "special", full=True)
GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}


def _named(text: str) -> str:
    return re.match(r"Play this card in front of ([^.]+)\.", text).group(1)


def _answer(text: str, plays: list) -> dict:
    name = _named(text)
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {
            "front_line": [
                {"id": "b1", "name": name, "grid": GRID},
                {"id": "b2", "name": "Cole", "grid": GRID},
            ]
        },
    }
    card = {"special": {"character": name, "name": "Guard", "text": text}}
    state = {
        "turn": "A",
        "players": players,
        "in_play": [{"card": card, "player": "B", "by": "b1"}],
    }
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def _on_card(text: str, value: int = 5) -> dict:
    return {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "on_card": f"{_named(text)} - Guard",
        "cards": [{"power": "fighting", "value": value}],
    }


def _defend(by: str = "b1") -> dict:
    return {"type": "defend", "by": by, "cards": [{"power": "energy", "value": 7}]}


def _on_char(value: int = 4) -> dict:
    return {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"power": "fighting", "value": value}],
    }


def test_the_ten_sets_print_the_card():
    assert len(TEXTS) >= 3


@pytest.mark.parametrize("text", TEXTS)
def test_the_character_may_not_be_attacked_while_the_card_stands(text):
    assert _answer(text, [_on_char()])["steps"][0]["result"] == "illegal"


@pytest.mark.parametrize("text", TEXTS)
def test_the_card_is_attacked_and_its_character_may_not_defend_it(text):
    answer = _answer(text, [_on_card(text), _defend()])
    made, defended = answer["steps"][:2]
    assert made["result"] == "attack" and {"OR.fight", "MR.19"} <= set(made["rules"])
    assert {"op": "effect_end", "card": f"{_named(text)} - Guard"} == {
        k: made["changes"][0][k] for k in ("op", "card")
    }
    assert defended["result"] == "illegal" and "may not defend this card" in defended["text"]
    assert {"MR.19", "OR.defense"} <= set(defended["rules"])
    assert not answer["warnings"]


@pytest.mark.parametrize("text", TEXTS)
def test_a_teammate_does_not_answer_the_attack_on_the_card(text):
    defended = _answer(text, [_on_card(text), _defend("b2")])["steps"][1]
    assert defended["result"] == "illegal" and "does not answer it" in defended["text"]


@pytest.mark.parametrize("text", TEXTS)
def test_the_attack_on_the_card_leaves_no_hit_and_opens_the_character(text):
    plays = [_on_card(text), {"type": "pass", "player": "B"}, _on_char(4)]
    answer = _answer(text, plays)
    hits = [s for s in answer["steps"] if s["result"] == "hit"]
    assert [h["changes"][0]["hit"]["value"] for h in hits] == [4]  # the second attack's only
    assert answer["steps"][2]["result"] == "attack"


@pytest.mark.parametrize("text", TEXTS)
def test_a_card_not_in_front_of_the_character_named_is_not_attacked(text):
    stray = {**_on_card(text), "target": "b2"}
    step = _answer(text, [stray])["steps"][0]
    assert step["result"] == "illegal" and "stands in front of Cole" in step["text"]


@pytest.mark.parametrize("text", TEXTS)
def test_the_reach_matrix_reads_the_bar_with_attacks_on_the_card(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert not reach.not_applied(clauses, card=("special", ""))
    bar = next(c for c in clauses if c["kind"] == "cannot_defend")
    assert reach.not_applied([bar])  # alone, "this card" names no card in front of anyone


def test_a_play_that_is_no_attack_may_not_name_a_card_attacked():
    from rules.engine.state import InputError

    text = TEXTS[0]
    play = {**_on_card(text), "type": "play"}
    with pytest.raises(InputError) as bad:
        _answer(text, [play])
    assert bad.value.problems[0][0] == "plays.0.on_card"


# --- named catalogue cards, through the API (the card's text read from the catalogue)
kalibak_catalogue = catalogue_of(("Darkseid - Kalibak™",))


@pytest.mark.django_db
def test_a_named_card_in_front_is_attacked_through_the_api(client, kalibak_catalogue):
    kalibak = [j.played("Darkseid - Kalibak™", "B", "b1")]
    players = board("Ace", "Darkseid", a=2, b=2)
    attack = {**j.power("a1", "b1", "energy", 5), "on_card": "Darkseid - Kalibak™"}
    answer = j.resolve(client, players, [attack, j.defend("b1", "energy", 6)], kalibak)
    assert j.results(answer)[:2] == ["attack", "illegal"]
    assert "may not defend this card" in answer["steps"][1]["text"]
    assert not answer["warnings"]
