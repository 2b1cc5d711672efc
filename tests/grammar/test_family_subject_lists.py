"""Subject lists: "X and Target character may not attack", "X and X's team are +2 ...".

Every clause of such a subject keeps the list in ``subjects`` (each a ``who`` word or a printed
name, in printed order); ``who`` holds them joined as printed, for the rendering. The engine
asks each subject of the list (``rules.engine.attacker_bars.attacker_barred``), never the printed words.
"""

from __future__ import annotations

from types import SimpleNamespace as Board

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from rules.engine.attacker_bars import attacker_barred
from tests.grammar.clause_checks import assert_full_and_round_trips
from tests.grammar.ten_sets import card_text


def _clauses(text: str) -> tuple[fx.Clause, ...]:
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, [u.word for u in tree.unconsumed])
    return tree.clauses


@pytest.mark.parametrize(
    ("name", "subjects"),
    [
        ("Green Lantern - Gotcha!", ("Green Lantern", "target")),
        ("Banshee™ - Vocal Hypnosis", ("Banshee", "target")),
        ("Blob™ - Immovable Object", ("Blob", "target")),
    ],
)
def test_real_subject_lists_of_an_attack_bar(name, subjects):
    text = card_text(name)
    (clause,) = _clauses(text)
    assert isinstance(clause, fx.CannotAttack)
    assert clause.subjects == subjects
    assert clause.who == " and ".join(subjects)
    assert_full_and_round_trips(text)


def test_a_team_named_for_its_character_is_one_subject_of_the_list():
    text = card_text("Savage Dragon - Chicago PD")
    clauses = _clauses(text)
    assert clauses and all(
        c.subjects == ("Savage Dragon", "Savage Dragon's team") for c in clauses
    ), clauses
    assert parse_effect(text).canonical.startswith("Savage Dragon and Savage Dragon's team ")


@pytest.mark.parametrize(
    ("text", "kind", "subjects"),
    [
        (
            "Target Character and teammate may not defend this battle.",
            "cannot_defend",
            ("target", "teammate"),
        ),
        ("Thunderbird and teammate must discard 2 cards.", "discard", ("Thunderbird", "teammate")),
        (
            "Opponent and teammate may not be attacked this battle.",
            "cannot_be_attacked",
            ("opponent", "teammate"),
        ),
    ],
)
def test_a_subject_list_combines_with_any_verb_phrase(text, kind, subjects):
    (clause,) = _clauses(text)
    assert clause.kind == kind and clause.subjects == subjects
    assert_full_and_round_trips(text)


def test_a_subject_list_under_a_condition():
    text = "Acts as a level 7 Energy attack. If successful, Hazard and target character may not attack for remainder of battle."
    _attack, condition = _clauses(text)
    (bar,) = condition.then
    assert bar.subjects == ("Hazard", "target")


@pytest.mark.parametrize(
    "text",
    [
        "Target Character may not attack this battle.",
        "Xaos or teammate may not attack this battle.",
    ],
)
def test_one_subject_or_a_choice_is_no_list(text):
    (clause,) = _clauses(text)
    assert clause.subjects is None
    assert "subjects" not in clause.to_json()


def test_the_list_survives_the_json_form():
    tree = parse_effect(card_text("Green Lantern - Gotcha!"))
    (data,) = tree.to_json()["clauses"]
    assert data["subjects"] == ["Green Lantern", "target"]
    assert fx.EffectTree.from_json(tree.to_json()).clauses == tree.clauses


def _barred(attacker_id: str, name: str, player: str) -> bool:
    """Whether Green Lantern's "X and Target character may not attack", played by Green
    Lantern (a1) on b1, bars this attacker (the board's objects as the engine reads them)."""
    (clause,) = _clauses("Green Lantern and Target character may not attack this battle.")
    card = Board(name="Green Lantern - Gotcha!")
    effect = Board(card=card, player="A", by="a1", target="b1", clauses=[clause.to_json()])
    attacker = Board(id=attacker_id, name=name, player=player)
    action = Board(player=player, card_kinds=set())
    return attacker_barred([effect], action, attacker) is not None


@pytest.mark.parametrize(
    ("attacker", "name", "player", "barred"),
    [
        ("a1", "Green Lantern", "A", True),
        ("b1", "Sinestro", "B", True),  # the Target character
        ("b2", "Parallax", "B", False),
        ("a2", "Flash", "A", False),
    ],
)
def test_the_engine_bars_each_subject_of_the_list(attacker, name, player, barred):
    assert _barred(attacker, name, player) is barred
