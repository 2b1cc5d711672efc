"""A follow-up a special gives only to characters of a code ("Any hero may make 1 additional
attack", Any Hero - Death from Above), through ``resolve/``: a hero teammate makes it, a
villain may not, and a teammate whose code the board does not give is refused with the reason,
never guessed a hero (OR.code-rule, MR.5.string)."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

DEATH = "Any Hero - Death from Above"
catalogue = boards.catalogue_of((DEATH,))


def _follow_up(client, mate: dict) -> dict:
    lead = j.char("a1", "Captain America", code="hero")
    players = boards.board(lead)
    players["A"]["front_line"][1] = mate
    plays = [j.special("a1", "b1", DEATH), j.power("a2", "b2", "energy", 5)]
    answer = j.resolve(client, players, plays)
    return next(s for s in answer["steps"] if s["play"] == 1)


def test_a_hero_teammate_makes_the_follow_up(client, catalogue):
    step = _follow_up(client, j.char("a2", "Cyclops", code="hero"))
    assert step["result"] == "attack"


def test_a_villain_teammate_may_not_make_it(client, catalogue):
    step = _follow_up(client, j.char("a2", "Magneto", code="villain"))
    assert step["result"] == "illegal"
    assert "OR.code-rule" in step["rules"] and "for a hero" in step["text"]


def test_a_teammate_of_no_code_given_is_refused_with_the_reason(client, catalogue):
    step = _follow_up(client, j.char("a2", "Mate"))
    assert step["result"] == "illegal"
    assert "OR.code-rule" in step["rules"]
    assert "no hero/villain code for Mate" in step["text"]
