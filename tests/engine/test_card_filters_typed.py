"""Card filters reach the engine typed (issue 12, "no rule reads raw text"): a restriction's
cards ("a Power card with a value of 5 or greater", "level 1 or 2 Power cards") are an
``effects.CardFilter`` the grammar builds, and the engine matches its fields, never words.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from rules.engine.card_filters import card_filter
from rules.engine.cards import MemoryLookup
from rules.engine.checks import check_defense
from rules.engine.resolve import resolve
from rules.engine.state_limits import InputError
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}


def _clause(text: str, kind: str) -> fx.Clause:
    return next(c for c in parse_effect(text).clauses if c.kind == kind)


def test_the_grammar_types_a_value_limit_and_a_level_range():
    only = _clause(
        "Acts as a level 0 Fighting attack. May only be defended using a Power card with a value "
        "of 5 or greater.",
        "defense_restriction",
    ).only
    assert only == fx.CardFilter(kinds=("power",), min_value=5)
    against = _clause(
        "Target hero may not defend against level 1 or 2 Power cards for remainder of game.",
        "cannot_defend",
    ).against
    assert against == fx.CardFilter(kinds=("power",), levels=(1, 2))


def test_the_json_form_is_typed_and_reads_back():
    clause = _clause(
        "Acts as a level 3 Strength attack. Can only be defended by a Power card with a Universe "
        "card.",
        "defense_restriction",
    )
    data = clause.to_json()
    # the card it is played with is typed by its kinds ("with a Universe card")
    assert data["only"] == {"kinds": ["power"], "combined_with": ["universe"]}
    assert data["forbids"] == {}
    assert fx.clause_from_json(data) == clause


@pytest.mark.parametrize(
    ("typed", "value", "matches"),
    [
        ({"kinds": ["power"], "min_value": 5}, 5, True),
        ({"kinds": ["power"], "min_value": 5}, 4, False),
        ({"kinds": ["power"], "max_value": 4}, 5, False),
        # a Power card's value is its level: the range and the limit bound one number
        ({"kinds": ["power"], "levels": [6, 8], "max_value": 7}, 7, True),
        ({"kinds": ["power"], "levels": [6, 8], "max_value": 7}, 8, False),
        ({"kinds": ["power"], "levels": [6, 8]}, 5, False),
    ],
)
def test_the_engine_matches_the_typed_limits(typed, value, matches):
    assert card_filter(typed).matches({"power"}, {"energy"}, value) is matches


def test_a_filter_of_another_kind_or_type_does_not_match():
    assert not card_filter({"kinds": ["special"]}).matches({"power"}, {"energy"}, 8)
    assert not card_filter({"icons": ["fighting"]}).matches({"power"}, {"energy"}, 8)
    assert card_filter({"icons": ["fighting"]}).matches({"power"}, {"fighting"}, 8)


def test_a_list_names_kinds_and_types_and_a_word_is_never_read_as_a_limit():
    listed = card_filter(["special", "energy", "value>=5"])
    assert listed.kinds == {"special"} and listed.icons == {"energy"}
    assert not listed.has_value_test and listed.unread == ("value>=5",)


def _defend(clauses: list[dict], value: int) -> dict:
    attack = {"special": {"character": "Ace", "name": "Attack", "text": "x", "effect": {}}}
    attack["special"]["effect"] = {"status": "full", "clauses": clauses}
    return check_defense(
        {
            "attack": {"by": {"name": "Ace", "grid": GRID}, "cards": [attack]},
            "defense": {
                "by": {"name": "Bolt", "grid": GRID},
                "cards": [{"power": "fighting", "value": value}],
            },
        },
        MemoryLookup(),
        parse_effect,
    )


def test_a_judge_writes_the_typed_filter_inline_and_it_is_applied():
    clauses = [
        {"kind": "attack", "level": 3, "icons": ["fighting"]},
        {"kind": "defense_restriction", "only": {"kinds": ["power"], "min_value": 5}},
    ]
    low = _defend(clauses, 4)  # strong enough to block a level 3 attack, but below the limit
    assert low["legal"] is False and "MR.5.restricted-defense" in low["rules"]
    assert "value 5 or more" in low["reasons"][0]["text"]
    assert _defend(clauses, 5)["legal"] is True


def test_a_limit_written_as_a_word_in_a_list_is_refused_not_guessed():
    clauses = [
        {"kind": "attack", "level": 3, "icons": ["fighting"]},
        {"kind": "defense_restriction", "only": ["power", "value>=5"]},
    ]
    with pytest.raises(InputError) as refused:
        _defend(clauses, 4)
    path, message = refused.value.problems[0]
    assert path.endswith(".only") and "card filter" in message


def _attack_on(inherent: str, from_site: bool) -> dict:
    """A level 6 Fighting attack on Bolt: an activator's special from beneath A's battlesite,
    or a Power card from the hand."""
    kick = {
        "special": {
            "character": "Ace",
            "name": "Kick",
            "text": "Acts as a level 6 Fighting attack.",
        }
    }
    card = {"activator": "Ace", "special": kick} if from_site else {"power": "fighting", "value": 6}
    ace = {"id": "a1", "name": "Ace", "grid": GRID}
    bolt = {"id": "b1", "name": "Bolt", "grid": GRID, "inherent": inherent}
    state = {
        "turn": "A",
        "players": {
            "A": {"front_line": [ace], "battlesite": {"name": "Site", "specials": [kick]}},
            "B": {"front_line": [bolt]},
        },
    }
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": [card]}]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"][0]


def test_a_bar_on_attacks_from_a_battlesite_holds_against_those_only():
    bar = "May not be attacked by any card from a Battlesite."
    assert _clause(bar, "cannot_be_attacked").by_cards == fx.CardFilter(source="battlesite")
    from_site = _attack_on(bar, from_site=True)
    assert from_site["result"] == "illegal" and "MR.9" in from_site["rules"]
    assert _attack_on(bar, from_site=False)["result"] == "attack"


def test_a_defense_bar_on_cards_from_a_battlesite_is_typed_as_their_source():
    only = _clause("May not be defended by a card from a Battlesite.", "defense_restriction")
    assert only.forbids == fx.CardFilter(source="battlesite")
    assert only.to_json()["forbids"] == {"source": "battlesite"}


FROM_SITE_BARS = texts(r"^Acts as a level \d.*May not be defended by a card from a Battlesite")


@pytest.mark.parametrize("text", FROM_SITE_BARS[:2])
def test_the_step_names_the_cards_barred_by_their_source(text):
    guard = {"special": {"character": "Bolt", "name": "Guard", "text": "Avoid 1 attack."}}
    barred = check_defense(
        {
            "attack": {
                "by": {"name": "Ace", "grid": GRID},
                "cards": [{"special": {"character": "Ace", "name": "Hit", "text": text}}],
            },
            "defense": {
                "by": {"name": "Bolt", "grid": GRID},
                "cards": [{"activator": "Bolt", "special": guard}],
            },
        },
        MemoryLookup(),
        parse_effect,
    )
    assert barred["legal"] is False
    assert "from a Battlesite" in barred["reasons"][0]["text"]


def test_a_list_read_back_into_the_tree_keeps_a_word_it_cannot_type_apart():
    legacy = {"kind": "defense_restriction", "only": ["power", "energy", "value>=5"]}
    only = fx.clause_from_json(legacy).only
    assert only == fx.CardFilter(kinds=("power",), icons=("energy",), words=("value>=5",))
