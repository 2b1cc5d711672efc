"""Unusable cards a home base replaces in the discard phase ("During Discard phase, replace
each unusable Power card with 1 card from Draw Pile", ``replace_cards``): the check still
discards them, says each is replaced, and tells how many cards the team draws from its Draw
Pile in their place (OR.discard.unusable, OR.setup.home-base.rules). Real locations of the
ten sets, found by their wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef
from rules.engine.discard import check_discard
from tests.deck.builders import char
from tests.deck.test_real_discard import situation
from tests.engine.real_texts import texts

REPLACING = texts(r"replace each unus\w+ Power card with 1 card from Draw Pile", "location")
TEAM = [char(n, 5, 5, 5, 5) for n in ("Alpha", "Bravo", "Charlie")]


def _power(icon: str, value: int) -> CardDef:
    return CardDef(name=f"{icon.title()} {value}", kind="power", icons=(icon,), value=value)


def _home(text: str) -> CardDef:
    return CardDef(name="Room", kind="location", text=text)


def test_the_ten_sets_print_the_wording():
    assert REPLACING


@pytest.mark.parametrize("text", REPLACING)
def test_every_clause_is_applied_in_the_discard_check(text):
    tree = parse_effect(text).to_json()
    (replace,) = [c for c in tree["clauses"] if c["kind"] == "replace_cards"]
    assert reach.is_applied(replace, "discard") and not reach.is_applied(replace, "resolve")
    assert reach.not_applied(tree["clauses"], card=("location", "")) == []


@pytest.mark.parametrize("text", REPLACING)
def test_each_unusable_power_card_is_replaced_from_the_draw_pile(text):
    hand = [_power("energy", 8), _power("fighting", 7), _power("strength", 3)]
    r = check_discard(situation(TEAM, hand, home_base=_home(text)))
    gone = {d.card: d for d in r.discard}
    assert set(gone) == {"Energy 8", "Fighting 7"}
    assert all(d.rule == "OR.discard.unusable" for d in gone.values())
    assert all(
        "Room replaces it with 1 card(s) from the Draw Pile" in d.reason for d in gone.values()
    )
    (note,) = [n for n in r.notes if "draws" in n]
    assert "the team draws 2 card(s) from the Draw Pile in place of Energy 8, Fighting 7" in note
    assert {"OR.discard.unusable", "OR.setup.home-base.rules"} <= set(r.rules)
    # without the home base nothing is replaced
    plain = check_discard(situation(TEAM, hand))
    assert not [n for n in plain.notes if "draws" in n]
    assert all("replaces" not in d.reason for d in plain.discard)


@pytest.mark.parametrize("text", REPLACING)
def test_a_hand_of_usable_cards_draws_nothing(text):
    r = check_discard(situation(TEAM, [_power("strength", 3)], home_base=_home(text)))
    assert r.discard == [] and not [n for n in r.notes if "draws" in n]
