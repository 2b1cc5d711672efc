"""Who-phrases printed with their own noun: "Target opponent" is a Target Character (one
character of the opposing team the player picks) and "Opponent's heroes" / "Opponent's
characters" the opponent's whole team: the who keyword the engine reads stays the same, and the
rendering names it as printed, so the canonical text keeps the card's words and parses back."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import assert_faithful

TARGET_OPPONENT = texts(r"target opponent")
TARGET_HERO = texts(r"\btarget hero\b", full=True)
OPPONENT_HEROES = texts(r"^Opponent's (heroes|characters) are -\d to all actions?")


def _leaves(clauses):
    for c in clauses:
        inner = getattr(c, "then", ())
        yield from _leaves(inner) if inner else (c,)


def test_the_real_texts_of_the_wordings_are_found():
    assert len(TARGET_OPPONENT) >= 6 and len(OPPONENT_HEROES) >= 2


@pytest.mark.parametrize("text", [t for t in TARGET_OPPONENT if "Violator" not in t])
def test_target_opponent_is_the_target_character_named_as_printed(text):
    tree = assert_faithful(text)
    named = [c for c in _leaves(tree.clauses) if c.target_noun]
    assert named and all(c.target_noun == "opponent" for c in named)
    assert "Target Character" not in tree.canonical


def test_target_opponent_as_subject_is_the_target():
    (clause,) = parse_effect("Target opponent may not attack for remainder of battle.").clauses
    assert clause.who == "target" and clause.target_noun == "opponent"
    assert clause.to_json()["target_noun"] == "opponent"


def test_the_real_texts_of_target_hero_are_found():
    assert len(TARGET_HERO) >= 20


@pytest.mark.parametrize("text", TARGET_HERO)
def test_target_hero_is_the_target_character_with_its_code_kept(text):
    # "Target hero": the engine reads the code the noun names (OR.code-rule, target_codes)
    tree = assert_faithful(text)
    named = [c for c in _every(tree.clauses) if c.target_noun]
    assert named and all(c.target_noun == "hero" for c in named)
    whos = [c.subjects or (c.who if isinstance(c.who, tuple) else (c.who,)) for c in named]
    assert all("target" in who for who in whos)
    assert "Target hero" in tree.canonical and "Target Character" not in tree.canonical


def _every(clauses):
    """Every clause, with those a condition or a choice holds."""
    for c in clauses:
        yield c
        for inner in (getattr(c, "then", ()), *getattr(c, "options", ())):
            yield from _every(inner if isinstance(inner, tuple) else (inner,))


def test_a_target_character_has_no_printed_noun():
    (clause,) = parse_effect("Target Character may not attack for remainder of battle.").clauses
    assert clause.who == "target" and clause.target_noun is None
    assert "target_noun" not in clause.to_json()


@pytest.mark.parametrize("text", OPPONENT_HEROES)
def test_opponent_s_heroes_are_the_opponent_s_team_named_as_printed(text):
    tree = assert_faithful(text)
    attack, defense = tree.clauses
    assert attack.who == defense.who == "opponent_team"
    assert attack.amount == defense.amount == -1
    assert attack.team_noun in ("heroes", "characters")


def test_opponent_s_team_keeps_its_own_word():
    tree = parse_effect("Opponent's team is -2 to all actions for remainder of battle.")
    assert tree.status == "full" and tree.clauses[0].team_noun is None
    assert "Opponent's team" in tree.canonical


@pytest.mark.parametrize("text", texts(r"Any 1 of opponent's heroes is -2 to defense"))
def test_any_one_of_the_opponent_s_heroes_is_one_character_not_the_team(text):
    tree = assert_faithful(text)
    (mod,) = [c for c in tree.clauses if c.kind == "defense_modifier"]
    assert mod.who == "any 1 of opponent's characters" and mod.amount == -2


@pytest.mark.parametrize("text", texts(r"^Play when opponent's hero is KO'd"))
def test_opponent_s_hero_ko_d_is_one_character_of_the_opponent(text):
    tree = assert_faithful(text)
    assert tree.clauses[0].when == "when_ko:opponent's character"


def test_a_named_character_or_teammate_keeps_the_name_on_a_modifier():
    text = "Doc Samson or teammate gains +2 to defense for remainder of battle."
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    (mod,) = tree.clauses
    assert (mod.who, mod.self_name, mod.amount) == ("self_or_teammate", "Doc Samson", 2)


def test_the_team_of_a_named_character_is_kept_in_an_outnumbered_condition():
    text = "Daredevil gains +2 to all actions for remainder of battle if Daredevil's team is outnumbered."
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    (cond,) = tree.clauses
    assert (cond.when, cond.detail) == ("team_outnumbered", "Daredevil")
    plain = parse_effect("Daredevil gains +2 to all actions if team is outnumbered.").clauses[0]
    assert plain.detail is None


def test_any_active_hero_is_named_as_printed():
    text = "Morph gains the Power Grid of any active hero for remainder of battle."
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    assert "any active hero" in tree.canonical and tree.clauses[0].who_code == "hero"


def test_a_bar_against_a_named_character_s_team_keeps_the_name():
    text = (
        "No Energy Power cards may be played against Booster Gold's team for remainder of battle."
    )
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    (bar,) = tree.clauses
    assert bar.who == "against:Booster Gold's team" and bar.icons == ("energy",)
