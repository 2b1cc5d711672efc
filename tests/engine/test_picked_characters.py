"""Characters a subject picks from the board (OR.character.picked): by a Power Grid rating
("All teammates with Strength 6 or more are +1 to all attacks") or as the one with the most
or least of a value ("The character with the highest Fighting on your team is +2 to all
attacks", "Opponent's character with the fewest Hits may not attack this battle"); on a tie
the card is applied to none and the answer asks the judge (OR.character.picked-tie). No card
of the ten sets prints these subjects yet: the sentences are the grammar's own family cases
(tests/grammar/test_family_sentence_subjects.py)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

RATED_BONUS = "All teammates with Strength 6 or more are +1 to all attacks."
HEROES_BONUS = "Heroes with Strength 6 or more are +2 to all attacks."
HIGHEST = "The character with the highest Fighting on your team is +2 to all attacks."
FEWEST = "Opponent's character with the fewest Hits may not attack this battle."
PROTECTED = "Any teammate with Fighting 5 or less may not be attacked this battle."
MOST_HITS_DEFENSE = "The teammate with the most Hits is +3 to defense."


def _grid(strength: int, fighting: int = 5) -> dict:
    return {"energy": 5, "fighting": fighting, "strength": strength, "intellect": 5}


def _answer(text: str, ace: dict, mate: dict, by: str = "a1", effect_player: str = "A") -> dict:
    """Player A's Ace and Mate against B's Bolt; the card is in play for ``effect_player``;
    ``by`` attacks Bolt with a level 4 Energy power card."""
    players = {
        "A": {
            "front_line": [
                {"id": "a1", "name": "Ace", **ace},
                {"id": "a2", "name": "Mate", **mate},
            ]
        },
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": _grid(5), "code": "villain"}]},
    }
    card = {"special": {"character": "Zed", "name": "Pick", "text": text}}
    in_play = [{"card": card, "player": effect_player, "duration": "battle"}]
    attack = {
        "type": "attack",
        "by": by,
        "target": "b1",
        "cards": [{"power": "energy", "value": 4}],
    }
    state = {"turn": "A", "players": players, "in_play": in_play}
    return resolve(state, [attack], MemoryLookup(), parse_effect).to_json()


@pytest.mark.parametrize(("strength", "value"), [(6, 5), (8, 5), (5, 4)])
def test_a_teammate_picked_by_its_rating_takes_the_bonus(strength, value):
    answer = _answer(RATED_BONUS, {"grid": _grid(strength)}, {"grid": _grid(3)})
    step = answer["steps"][0]
    assert step["value"] == value
    assert ("OR.character.picked" in step["rules"]) is (value == 5)
    if value == 5:
        assert "picked: all teammates with Strength Power Grid 6 or more" in step["text"]


def test_a_group_of_heroes_picked_by_a_rating_narrows_by_code():
    hero = _answer(HEROES_BONUS, {"grid": _grid(7), "code": "hero"}, {"grid": _grid(3)})
    villain = _answer(HEROES_BONUS, {"grid": _grid(7), "code": "villain"}, {"grid": _grid(3)})
    assert hero["steps"][0]["value"] == 6 and villain["steps"][0]["value"] == 4
    assert {"OR.character.picked", "OR.code-rule"} <= set(hero["steps"][0]["rules"])


@pytest.mark.parametrize(("by", "value"), [("a1", 6), ("a2", 4)])
def test_the_character_with_the_highest_rating_takes_the_bonus(by, value):
    answer = _answer(HIGHEST, {"grid": _grid(5, 8)}, {"grid": _grid(5, 6)}, by=by)
    assert answer["steps"][0]["value"] == value


def test_a_tie_for_the_highest_picks_no_one_and_asks_the_judge():
    answer = _answer(HIGHEST, {"grid": _grid(5, 7)}, {"grid": _grid(5, 7)})
    assert answer["steps"][0]["value"] == 4
    (warning,) = [w for w in answer["warnings"] if "OR.character.picked-tie" in w["text"]]
    assert "Ace and Mate tie for the highest fighting" in warning["text"]


def _hits(n: int) -> list[dict]:
    return [{"icon": "energy", "value": 1}] * n


@pytest.mark.parametrize(("by", "result"), [("a1", "illegal"), ("a2", "attack")])
def test_the_opponents_character_with_the_fewest_hits_may_not_attack(by, result):
    """Player B's card bars A's character with the fewest hits: Ace (no hits), not Mate."""
    ace, mate = {"grid": _grid(5)}, {"grid": _grid(5), "hits": _hits(2)}
    answer = _answer(FEWEST, ace, mate, by=by, effect_player="B")
    assert answer["steps"][0]["result"] == result
    if result == "illegal":
        assert "(picked: the character with the fewest Hits" in answer["steps"][0]["text"]


def test_the_reach_matrix_applies_the_picked_subjects():
    for text in (RATED_BONUS, HEROES_BONUS, HIGHEST, FEWEST, PROTECTED, MOST_HITS_DEFENSE):
        clauses = parse_effect(text).to_json()["clauses"]
        assert not reach.not_applied(clauses), text
    # a single teammate picked by a rating is chosen at the table: still not applied
    single = parse_effect("Teammate with Intellect 7 or more may draw 1 card.").to_json()
    assert reach.not_applied(single["clauses"])


def _on_bolt(text: str, bolt: dict, plays: list | None = None) -> dict:
    """Ace attacks Bolt (B's only character) with a 4 while player B's card is in play."""
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": _grid(5)}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", **bolt}]},
    }
    card = {"special": {"character": "Zed", "name": "Pick", "text": text}}
    attack = {"type": "attack", "by": "a1", "target": "b1"}
    attack["cards"] = [{"power": "energy", "value": 4}]
    state = {"turn": "A", "players": players, "in_play": [{"card": card, "player": "B"}]}
    return resolve(state, [attack, *(plays or [])], MemoryLookup(), parse_effect).to_json()


@pytest.mark.parametrize(("fighting", "result"), [(5, "illegal"), (6, "attack")])
def test_a_teammate_picked_by_its_rating_may_not_be_attacked(fighting, result):
    """Player B's card protects B's teammates with Fighting 5 or less."""
    answer = _on_bolt(PROTECTED, {"grid": _grid(5, fighting)})
    assert answer["steps"][0]["result"] == result


def test_the_teammate_with_the_most_hits_takes_the_defense_bonus():
    """Bolt, B's only character and so the teammate with the most hits, blocks the 4 with a
    2: +3 from the card in play stops it."""
    block = {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": 2}]}
    answer = _on_bolt(MOST_HITS_DEFENSE, {"grid": _grid(5), "hits": _hits(1)}, [block])
    step = answer["steps"][1]
    assert step["result"] == "blocked", step
    assert "OR.character.picked" in step["rules"]
