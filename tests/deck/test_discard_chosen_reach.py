"""Duplicates of the Power card chosen with a special in play ("For remainder of game, <X> does
not have to discard duplicates of chosen Power card's Power Type and Value", a
``keep_duplicates`` permission naming the chosen card): applied in the discard check, where the
copies of the chosen type and value beyond the first stay (MR.1, OR.discard.power), and listed
as applied there by the reach matrix. Real texts of the ten sets, found by their wording."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef
from rules.engine.discard import check_discard
from tests.deck.builders import char
from tests.deck.test_real_discard import situation
from tests.engine.real_texts import texts

KEEPING = texts(r"does not have to discard duplicates of chosen Power card's", "special")


def _five() -> CardDef:
    return CardDef(name="5 Fighting", kind="power", icons=("fighting",), value=5)


def test_the_ten_sets_print_the_wording():
    assert KEEPING


@pytest.mark.parametrize("text", KEEPING)
def test_the_permission_is_applied_in_the_discard_check_only(text):
    clauses = parse_effect(text).to_json()["clauses"]
    (keep,) = [c for c in clauses if c.get("action") == "keep_duplicates"]
    assert reach.is_applied(keep, "discard") and not reach.is_applied(keep, "resolve")
    assert reach.not_applied(clauses, card=("special", "")) == []


@pytest.mark.parametrize("text", KEEPING)
def test_copies_of_the_chosen_card_stay(text):
    who = re.search(r"game, ([\w -]+) does not have to", text).group(1)
    team = [char(n, 6, 6, 6, 6) for n in (who, "Bravo", "Charlie")]
    special = CardDef(name=f"{who} - Keeper", kind="special", characters=(who,), text=text)
    hand = [_five(), _five()]
    kept = check_discard(situation(team, hand, in_play=[special], in_play_chosen={0: _five()}))
    assert kept.discard == [] and "MR.1" in kept.rules
    assert any("does not have to discard duplicates of 5 Fighting" in n for n in kept.notes)
    plain = check_discard(situation(team, hand, in_play=[special]))
    assert len(plain.discard) == 1  # the chosen card not named: an identical copy goes
