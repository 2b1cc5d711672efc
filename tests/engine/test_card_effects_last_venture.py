"""A venture modifier under a condition on the battle before ("If <X>'s team won Venture Total
last battle, add 2 to Venture Total this battle. If <X>'s team lost ..., add 4"): the board
says how each player's venture went (``last_venture``: won or lost), and the venture total
counts the modifier whose condition holds (OR.venture-total, MR.1); when the board does not
say, neither is counted and the answer warns. Real texts of the ten sets, by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
LAST = texts(r"team won Venture Total last battle, add \d to Venture Total", full=True)


def _venture(text: str, last: str | None) -> dict:
    name = re.match(r"If ([\w ]+)'s team won", text).group(1)
    a: dict = {"front_line": [{"id": "a1", "name": name, "grid": GRID}]}
    if last is not None:
        a["last_venture"] = last
    special = {"special": {"character": name, "name": "Forensic", "text": text}}
    state = {
        "players": {"A": a, "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]}},
        "turn": "A",
        "in_play": [{"card": special, "player": "A", "duration": "battle"}],
    }
    plays = [{"type": "pass", "player": "A"}, {"type": "pass", "player": "B"}]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wording_and_its_conditions_are_applied():
    assert LAST
    for text in LAST:
        clauses = parse_effect(text).to_json()["clauses"]
        whens = {c["when"] for c in clauses}
        assert whens == {"won_venture_last_battle", "lost_venture_last_battle"}
        assert reach.not_applied(clauses) == []


@pytest.mark.parametrize("text", LAST)
@pytest.mark.parametrize("last", ["won", "lost"])
def test_the_modifier_whose_condition_holds_is_counted(text, last):
    amounts = dict(zip(("won", "lost"), map(int, re.findall(r"add (\d)", text)), strict=True))
    answer = _venture(text, last)
    venture = answer["venture"]["A"]
    assert venture["total"] == amounts[last]
    (item,) = venture["items"]
    assert item["counted"] and f"team {last} the venture last battle" in item["reason"]
    assert {"OR.venture-total", "MR.1"} <= set(item["rules"])
    assert not answer["warnings"]
    assert answer["state"]["players"]["A"]["last_venture"] == last


@pytest.mark.parametrize("text", LAST)
def test_without_the_last_venture_nothing_is_counted_and_the_answer_warns(text):
    answer = _venture(text, None)
    venture = answer["venture"]["A"]
    assert venture["total"] == 0 and not any(i["counted"] for i in venture["items"])
    (warning,) = answer["warnings"]
    assert warning["kinds"] == ["condition"] and "last_venture" in warning["text"]


def test_a_last_venture_other_than_won_or_lost_is_refused():
    from rules.engine.state import InputError

    with pytest.raises(InputError) as bad:
        _venture(LAST[0], "tied")
    assert "state.players.A.last_venture" in str(bad.value.problems)
