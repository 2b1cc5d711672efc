"""A follow-up a card makes owed by its own character ("If successful, must make 1 additional
Fighting attack"): no other play closes the string while that character can still make it
with a power card placed on it or in the hand (MR.5.string, MR.19.must-attack); when it
cannot, the string closes as usual; when the board gives no hand, the answer warns.

No card of the ten sets prints "must make 1 additional": the texts are real cards' sentences
("If successful, may make 1 additional <type> attack", found by their wording) with the modal
the grammar reads varied to "must", as the grammar's modal family does."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
OWED = [
    t.replace("may make 1 additional", "must make 1 additional")
    for t in texts(
        r"^Acts as a level \d \w+ attack\. If successful, may make 1 additional \w+ attack"
    )
]


def _type(text: str) -> str:
    return re.search(r"additional (\w+) attack", text).group(1).lower()


def _answer(text: str, hand: list[dict] | None, follow: bool = False) -> dict:
    special = {"special": {"character": "Ace", "name": "Combo", "text": text}}
    a = {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]}
    if hand is not None:
        a["hand"] = [special, *hand]
    state = {
        "players": {"A": a, "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}},
        "turn": "A",
    }
    plays = [{"type": "attack", "player": "A", "by": "a1", "target": "b1", "cards": [special]}]
    if follow:
        plays.append(
            {"type": "attack", "player": "A", "by": "a1", "target": "b1", "cards": hand or []}
        )
    plays.append({"type": "pass", "player": "B"})  # the opponent's turn would close the string
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_owed_follow_up_of_each_real_sentence_is_applied():
    assert OWED
    for text in OWED:
        clauses = parse_effect(text).to_json()["clauses"]
        (owed,) = [c for c in reach.walk(clauses) if c["kind"] == "additional_attack"]
        assert owed["required"] and owed["who"] == "self"
        assert reach.is_applied(owed, "resolve"), text


@pytest.mark.parametrize("text", OWED)
def test_the_string_may_not_close_while_the_follow_up_can_be_made(text):
    card = {"power": _type(text), "value": 5}
    last = _answer(text, [card])["steps"][-1]
    assert last["result"] == "illegal"
    assert {"MR.5.string", "MR.19.must-attack"} <= set(last["rules"])
    assert "Ace must make 1 additional attack(s)" in last["text"]
    made = [s["result"] for s in _answer(text, [card], follow=True)["steps"]]
    assert made.count("attack") == 2 and "illegal" not in made


@pytest.mark.parametrize("text", OWED)
def test_a_character_that_cannot_make_it_closes_the_string(text):
    answer = _answer(text, [])
    assert answer["steps"][-1]["result"] == "passed" and not answer["warnings"]


@pytest.mark.parametrize("text", OWED)
def test_without_the_hand_the_answer_warns(text):
    answer = _answer(text, None)
    assert answer["steps"][-1]["result"] == "passed"
    (warning,) = answer["warnings"]
    assert warning["kinds"] == ["additional_attack"] and "give the hand" in warning["text"]


# "This character must make 1 additional Fighting and/or 1 additional Intellect Power card
# attack": the real sentences of the "and/or" follow-ups ("<Name> may make ..."), their maker
# read as the card's own character and the modal varied to "must". One of the two is owed.
EITHER = sorted(
    {
        re.sub(r"\. [\w .'-]+? may make 1 additional", ". This character must make 1 additional", t)
        for t in texts(
            r"^Acts as a level \d \w+ attack\. [\w .'-]+ may make 1 additional \w+ and/or 1"
            r" additional \w+ Power card attack\.$"
        )
    }
)


def _types(text: str) -> list[str]:
    return [t.lower() for t in re.findall(r"additional (\w+)", text)]


def test_both_follow_ups_joined_by_and_or_are_applied():
    assert EITHER
    for text in EITHER:
        clauses = parse_effect(text).to_json()["clauses"]
        owed = [c for c in reach.walk(clauses) if c["kind"] == "additional_attack"]
        assert len(owed) == 2 and all(c["required"] for c in owed)
        assert all(reach.is_applied(c, "resolve") for c in owed), text


@pytest.mark.parametrize("text", EITHER)
def test_the_string_may_not_close_before_one_of_them_is_made(text):
    first, second = _types(text)
    last = _answer(text, [{"power": second, "value": 5}])["steps"][-1]
    assert last["result"] == "illegal" and "MR.5.string" in last["rules"]
    assert f"1 additional {first.title()} and/or 1 additional {second.title()}" in last["text"]


@pytest.mark.parametrize("text", EITHER)
def test_one_of_them_made_closes_the_string_though_the_other_could_be(text):
    first, second = _types(text)
    special = {"special": {"character": "Ace", "name": "Combo", "text": text}}
    made, other = {"power": second, "value": 5}, {"power": first, "value": 4}
    a = {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}], "hand": [special, made, other]}
    state = {
        "players": {"A": a, "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}},
        "turn": "A",
    }
    plays = [
        {"type": "attack", "player": "A", "by": "a1", "target": "b1", "cards": [special]},
        {"type": "attack", "player": "A", "by": "a1", "target": "b1", "cards": [made]},
        {"type": "pass", "player": "B"},
    ]
    steps = resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"]
    assert steps[-1]["result"] == "passed", steps[-1]["text"]
