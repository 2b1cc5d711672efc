"""An attack a defender with a trait may not defend ("Cannot be defended by a male hero"):
the board gives a character's traits (``traits``), and a defender with the trait barred may
not defend (MR.5.restricted-defense, MR.19); one whose traits the board does not give is
not barred, and the step says the judge checks it. Real texts of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.state import InputError
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
MALE_BARRED = texts(r"Cannot be defended by a male (hero|character)\.", "special", full=True)


def _resolve(text: str, traits: object = None, code: str | None = None) -> dict:
    defender: dict = {"id": "b1", "name": "Bolt", "grid": GRID}
    if traits is not None:
        defender["traits"] = traits
    if code is not None:
        defender["code"] = code
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
            "B": {"front_line": [defender]},
        },
        "turn": "A",
    }
    special = {"special": {"character": "Ace", "name": "Card", "text": text}}
    plays = [
        {"type": "attack", "by": "a1", "target": "b1", "cards": [special]},
        {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": 8}]},
    ]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording():
    assert MALE_BARRED


@pytest.mark.parametrize("text", MALE_BARRED)
def test_a_male_defender_may_not_defend(text):
    step = _resolve(text, ["male", "hero"], "hero")["steps"][1]
    assert step["result"] == "illegal" and "male" in step["text"]
    assert {"MR.5.restricted-defense", "MR.19"} <= set(step["rules"])


@pytest.mark.parametrize("text", MALE_BARRED)
def test_a_male_villain_may_defend_against_a_bar_on_male_heroes(text):
    """ "a male hero" keeps its code (who_code): a male villain is not barred (OR.code-rule)."""
    if "hero" not in text:
        pytest.skip("the card bars male characters of any code")
    assert _resolve(text, ["male"], "villain")["steps"][1]["result"] == "blocked"


@pytest.mark.parametrize("text", MALE_BARRED)
def test_another_defender_blocks_and_unknown_traits_are_said(text):
    answer = _resolve(text, ["female"])
    assert answer["steps"][1]["result"] == "blocked" and not answer["warnings"]
    unknown = _resolve(text)
    assert unknown["steps"][1]["result"] == "blocked"
    assert "judge checks it" in unknown["steps"][1]["text"]
    (warning,) = unknown["warnings"]
    assert warning["kinds"] == ["defender_restriction"] and "traits" in warning["text"]


@pytest.mark.parametrize("bad", ["male", [3], ["x"] * 11])
def test_traits_that_are_not_a_list_of_words_are_refused_with_their_path(bad):
    with pytest.raises(InputError) as caught:
        _resolve(MALE_BARRED[0], bad)
    assert caught.value.problems[0][0].startswith("state.players.B.front_line.0.traits")
