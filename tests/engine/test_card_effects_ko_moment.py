"""A card played at a KO: "Play when opponent's hero is KO'd." (real texts of the ten sets,
found by their wording). It is played only once an opponent's character has been KO'd
(OR.ko.effects, MR.1); with the code rule in use, only a KO'd hero counts (OR.code-rule); a
KO'd character whose code the board does not give is not taken for a hero: the moment is not
checked on it, the play goes on and the answer warns (OR.code-rule.not-given)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.ko_timing import ko_moment_check
from rules.engine.resolve import resolve
from rules.engine.who_codes import NOT_GIVEN
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
ON_KO = texts(r"^Play when opponent's hero is KO'd\.", full=True)


def _answer(text: str, kod: dict | None, rule: bool | None = True) -> dict:
    """Ace plays the card; Bolt, of player B, is KO'd (``kod``: his code, or None: not KO'd)."""
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID}
    if kod is not None:
        bolt = {**bolt, "ko": True, **kod}
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "code": "villain"}]},
            "B": {"front_line": [bolt, {"id": "b2", "name": "Bee", "grid": GRID}]},
        },
        "turn": "A",
        **({"code_rule": rule} if rule is not None else {}),
    }
    scare = {"special": {"character": "Ace", "name": "Scare", "text": text}}
    answer = resolve(
        state, [{"type": "play", "by": "a1", "cards": [scare]}], MemoryLookup(), parse_effect
    )
    return answer.to_json()


def test_the_ten_sets_print_the_wording():
    assert len(ON_KO) >= 2


@pytest.mark.parametrize("text", ON_KO)
def test_it_is_played_at_the_ko_of_an_opponents_hero(text):
    step = _answer(text, {"code": "hero"})["steps"][0]
    assert step["result"] == "played"
    assert {"OR.ko.effects", "MR.1", "OR.code-rule"} <= set(step["rules"])
    assert "played at the KO of Bolt" in step["text"]


@pytest.mark.parametrize("text", ON_KO)
def test_it_is_refused_while_no_opponents_character_is_kod(text):
    step = _answer(text, None)["steps"][0]
    assert step["result"] == "illegal" and "OR.ko.effects" in step["rules"]
    assert "none is" in step["text"]


@pytest.mark.parametrize("text", ON_KO)
def test_under_the_code_rule_a_villains_ko_is_not_the_moment(text):
    step = _answer(text, {"code": "villain"})["steps"][0]
    assert step["result"] == "illegal" and "OR.code-rule" in step["rules"]
    assert "Bolt is not one" in step["text"]
    # without the rule, or for a character printed without a code, any KO is the moment
    assert _answer(text, {"code": "villain"}, rule=False)["steps"][0]["result"] == "played"
    assert _answer(text, {"code": "none"})["steps"][0]["result"] == "played"


@pytest.mark.parametrize("text", ON_KO)
def test_a_kod_character_of_no_code_given_is_not_checked_and_the_answer_warns(text):
    answer = _answer(text, {})
    step = answer["steps"][0]
    assert step["result"] == "played" and NOT_GIVEN in step["rules"]
    assert any(
        "no hero/villain code for Bolt" in w["text"] and NOT_GIVEN in w["text"]
        for w in answer["warnings"]
    )


@pytest.mark.parametrize("text", ON_KO)
def test_the_reach_matrix_applies_the_moment_and_its_code(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert not reach.not_applied(clauses, "resolve")


@pytest.mark.parametrize(("code", "refused"), [("villain", False), ("hero", True)])
def test_the_villain_form_reads_the_same_typed_field(code, refused):
    """ "Play when opponent's villain is KO'd": the grammar does not read it yet (the ten sets
    print only the hero form); the engine reads the typed field whatever code it names."""
    timing = {"kind": "timing", "when": "when_ko:opponent's character", "who_code": "villain"}
    card = SimpleNamespace(name="Card", clauses=[timing])
    bolt = SimpleNamespace(name="Bolt", player="B", removed=True, code=code, code_rule=True)
    board = SimpleNamespace(characters=lambda: [bolt])
    found = ko_moment_check(board, [card], "A")
    assert (found.refusal is not None) is refused
