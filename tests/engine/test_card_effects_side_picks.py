"""A modifier whose subject picks one of the opponent's characters with a code ("Any 1 of
opponent's heroes is -2 to defense for remainder of battle"): the card is an attack played on
the character picked (MR.5, MR.5.target), and the modifier holds for that character alone, if
it carries the code (OR.code-rule); never for a character whose code the board does not give
(OR.code-rule.not-given). When it holds for none, the answer says "not applied" and why.
Real texts of the ten sets, found by their wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.reach import is_applied
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
PICKS = texts(r"Any 1 of opponent's heroes is -2 to defense", "special", full=True)


def _card(text: str) -> dict:
    return {"special": {"character": "Any Hero", "name": "Picked", "text": text}}


def _state(code: str | None, in_play: list | None = None) -> dict:
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID, **({"code": code} if code else {})}
    bee = {"id": "b2", "name": "Bee", "grid": GRID, "code": "hero"}
    return {
        "turn": "A",
        "code_rule": True,
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "code": "hero"}]},
            "B": {"front_line": [bolt, bee]},
        },
        "in_play": in_play or [],
    }


def _defended(text: str, code: str | None, picked: str | None, defender: str = "b1") -> dict:
    """An attack of 5 on ``defender``, defended with a 5, the card in play on ``picked``."""
    effect = {"card": _card(text), "player": "A", "by": "a1", "duration": "battle"}
    if picked is not None:
        effect["target"] = picked
    plays = [
        {
            "type": "attack",
            "by": "a1",
            "target": defender,
            "cards": [{"power": "fighting", "value": 5}],
        },
        {"type": "defend", "by": defender, "cards": [{"power": "fighting", "value": 5}]},
    ]
    return resolve(_state(code, [effect]), plays, MemoryLookup(), parse_effect).to_json()


def _not_applied(answer: dict) -> list[str]:
    return [w["text"] for w in answer["warnings"] if "gains -2 to defense" in w["text"]]


def test_the_ten_sets_print_the_pick():
    assert PICKS
    for text in PICKS:
        (clause,) = [c for c in parse_effect(text).to_json()["clauses"] if c.get("who_code")]
        assert clause["kind"] == "defense_modifier" and clause["who_code"] == "hero"
        assert is_applied(clause)


@pytest.mark.parametrize("text", PICKS)
def test_the_hero_picked_defends_at_minus_2(text):
    answer = _defended(text, "hero", "b1")
    step = answer["steps"][1]
    assert step["result"] != "blocked" and "defense of 3" in step["text"]
    assert "OR.code-rule" in step["rules"] and not _not_applied(answer)


@pytest.mark.parametrize("text", PICKS)
def test_another_hero_of_the_side_is_not_picked(text):
    assert _defended(text, "hero", "b1", defender="b2")["steps"][1]["result"] == "blocked"


@pytest.mark.parametrize(
    ("code", "picked", "why"),
    [
        ("villain", "b1", "Bolt is not a hero (OR.code-rule)"),
        (None, "b1", "the board gives no hero/villain code for Bolt"),
        ("hero", None, "the hero picked is the character the card was played on"),
        ("hero", "a1", "Ace is not one of the opponent's characters"),
    ],
)
@pytest.mark.parametrize("text", PICKS)
def test_otherwise_it_holds_for_none_and_the_answer_says_why(text, code, picked, why):
    answer = _defended(text, code, picked)
    assert answer["steps"][1]["result"] == "blocked"
    assert any(why in w for w in _not_applied(answer)), answer["warnings"]


def _played(text: str, code: str) -> dict:
    play = {"type": "attack", "by": "a1", "target": "b1", "cards": [_card(text)]}
    return resolve(_state(code), [play], MemoryLookup(), parse_effect).to_json()


@pytest.mark.parametrize("text", PICKS)
def test_played_it_is_an_attack_on_the_hero_picked(text):
    answer = _played(text, "hero")
    step = answer["steps"][0]
    assert step["result"] == "attack" and "attacks Bolt" in step["text"]
    assert "MR.5" in step["rules"] and "MR.5.target" not in step["rules"]  # may be avoided
    assert [e.get("target") for e in answer["state"]["in_play"]] == ["b1"]


@pytest.mark.parametrize("text", PICKS)
def test_with_the_rule_in_use_it_may_not_pick_a_villain(text):
    step = _played(text, "villain")["steps"][0]
    assert step["result"] == "illegal" and step["rules"] == ["OR.code-rule"]
    assert "may not be Bolt" in step["text"]


@pytest.mark.parametrize("text", PICKS)
def test_picking_more_than_one_is_not_applied(text):
    more = parse_effect(text.replace("Any 1 of", "Any 2 of")).to_json()["clauses"]
    (clause,) = [c for c in more if c.get("who_code")]
    assert not is_applied(clause)


# --- the defense check (checks/defense/) reads the same pick


def _fighting(name: str, more: dict) -> dict:
    """One side of the check: the character and its level 5 Fighting card."""
    return {
        "by": {"name": name, "grid": GRID, **more},
        "cards": [{"power": "fighting", "value": 5}],
    }


@pytest.mark.django_db
@pytest.mark.parametrize(("code", "blocks"), [("hero", False), ("villain", True)])
@pytest.mark.parametrize("text", PICKS)
def test_the_defense_check_takes_the_pick_of_the_defender(client, text, code, blocks):
    from django.urls import reverse

    body = {
        "attack": _fighting("Ace", {}),
        "defense": _fighting("Bolt", {"code": code}),
        "code_rule": True,
        "in_play": [{"card": _card(text), "player": "A", "target": "defender"}],
    }
    res = client.post(reverse("api:check-defense"), data=body, content_type="application/json")
    assert res.status_code == 200, res.content
    assert res.json()["blocks"] is blocks
