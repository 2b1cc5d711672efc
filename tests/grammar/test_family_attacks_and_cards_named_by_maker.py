"""Attacks and cards named by who makes or plays them, and by whom they are aimed at: "avoid
attacks made by this character", "avoid any 1 attack made with a Power card against any
teammate" (the qualifiers in any order), "Negate any 1 Special card played against this
character" / "... played by opponent" (a card negated by its noun alone, as "Negate the effect
of ..." reads); venturing more missions than the rules allow ("venture 1 additional mission");
and a card combined with no other ("May not be combined.")."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import assert_faithful, full_clauses, real_wordings_tests

NOT_COMBINED_WITH = texts(r"May not be combined with")
NEGATED_PLAYED_BY = texts(r"Negates? the effects? of any \d \w+ card played by")

test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(NOT_COMBINED_WITH, NEGATED_PLAYED_BY)
)


# ---------------------------------------------------------------------------- avoid, made by


@pytest.mark.parametrize(
    ("text", "who", "made_by", "kinds"),
    [
        ("Avoid 1 attack made by target character.", "self", "target", ()),
        ("Avoid 1 Energy attack made by opponent's characters.", "self", "opponent_team", ()),
        ("Teammate may avoid any 1 attack made by target character this battle.", "teammate", "target", ()),
        ("Avoid 1 attack made with a Special card made by target character.", "self", "target", ("special",)),
    ],
)  # fmt: skip
def test_the_attacks_avoided_are_those_one_character_makes(text, who, made_by, kinds):
    (avoid,) = full_clauses(text)
    assert (avoid.kind, avoid.who, avoid.made_by, avoid.card_kinds) == (
        "avoid",
        who,
        made_by,
        kinds,
    )
    assert "made by" in avoid.render()
    assert_faithful(text)


def test_a_bar_on_avoiding_one_characters_attacks():
    text = "Opponent may not avoid attacks made by this character this battle."
    (bar,) = full_clauses(text)
    (avoid,) = bar.act
    assert (bar.modal, avoid.who, avoid.made_by, avoid.duration) == (
        "may_not",
        "opponent",
        "self",
        "battle",
    )
    assert_faithful(text)


@pytest.mark.parametrize(
    ("text", "kinds", "against"),
    [
        ("Avoid any 1 attack made with a Power card against any teammate.", ("power",), "teammate"),
        ("Avoid 1 attack made with a Special card made against target character.", ("special",), "target"),
    ],
)  # fmt: skip
def test_the_card_and_the_one_attacked_in_either_order(text, kinds, against):
    (avoid,) = full_clauses(text)
    assert (avoid.card_kinds, avoid.who, avoid.made_against) == (kinds, against, True)
    assert_faithful(text)


def test_attacks_made_by_no_one_named_keep_no_maker():
    (avoid,) = full_clauses("Avoid 1 attack made against this character.")
    assert avoid.made_by is None
    assert "made_by" not in avoid.to_json()


# ---------------------------------------------------------------------------- negate a card


@pytest.mark.parametrize(
    ("text", "kinds", "by", "against", "duration"),
    [
        ("Negate any 1 Special card played against this character.", ("special",), None, "self", None),
        ("Negate any 1 Special card played by opponent.", ("special",), "opponent", None, None),
        ("Negate any 1 Event card played against any teammate this battle.", ("event",), None, "teammate", "battle"),
        ("Negate 1 Universe card played by target character.", ("universe",), "target", None, None),
    ],
)  # fmt: skip
def test_a_card_negated_by_its_noun_alone(text, kinds, by, against, duration):
    (negate,) = full_clauses(text)
    assert (negate.kind, negate.card_kinds, negate.by, negate.against, negate.duration) == (
        "negate",
        kinds,
        by,
        against,
        duration,
    )
    assert_faithful(text)


def test_negating_a_card_and_negating_its_effect_read_the_same():
    (card,) = full_clauses("Negate any 1 Special card played by opponent.")
    (effect,) = full_clauses("Negate the effect of any 1 Special card played by opponent.")
    assert {**card.to_json(), "span": None} == {**effect.to_json(), "span": None}


# ---------------------------------------------------------------------------- venture


@pytest.mark.parametrize(
    ("text", "who", "count", "duration", "required"),
    [
        ("You may venture 1 additional mission.", "player", 1, None, False),
        ("Opponent may venture 2 additional missions this battle.", "opponent", 2, "battle", False),
        ("This character may venture 1 additional Mission card.", "self", 1, None, False),
        ("Opponent must venture one additional mission.", "opponent", 1, None, True),
    ],
)
def test_more_missions_ventured_than_the_rules_allow(text, who, count, duration, required):
    (venture,) = full_clauses(text)
    assert (venture.kind, venture.count, venture.additional, venture.duration) == (
        "venture_cards",
        count,
        True,
        duration,
    )
    assert venture.required is required
    assert venture.who == who or (who == "player" and venture.player_word)
    assert "additional" in venture.render()
    assert_faithful(text)


def test_a_bar_on_venturing_still_reads():
    (bar,) = full_clauses("Opponent may not venture this battle.")
    assert (bar.kind, bar.who, bar.duration) == ("no_venturing", "opponent", "battle")


# ---------------------------------------------------------------------------- combining


@pytest.mark.parametrize(
    "text",
    [
        "May not be combined.",
        "Acts as a level 7 Any-Power attack. May not be combined.",
    ],
)
def test_a_card_combined_with_no_other(text):
    combine = [c for c in full_clauses(text) if c.kind == "combine"][0]
    assert (combine.allowed, combine.card_kinds, combine.icons) == (False, (), ())
    assert combine.render().rstrip(".").lower().endswith("may not be combined")
    assert_faithful(text)


def test_a_card_not_combined_with_a_kind_keeps_the_kind():
    (combine,) = full_clauses("May not be combined with Special cards.")
    assert (combine.allowed, combine.card_kinds) == (False, ("special",))


def test_may_be_combined_alone_is_not_read():
    assert parse_effect("May be combined.").status != "full"


# ---------------------------------------------------------------------------- whose cards


@pytest.mark.parametrize(
    ("text", "who", "owner"),
    [
        ("Any teammate may play Special cards of this character.", "teammate", "self"),
        ("Any teammate may play Special cards of target teammate.", "teammate", "target_teammate"),
        ("Teammate may play Special cards of this character this battle.", "teammate", "self"),
    ],
)
def test_the_cards_played_are_those_of_the_character_named(text, who, owner):
    (play,) = full_clauses(text)
    assert (play.kind, play.action, play.who, play.owner) == ("permission", "play", who, owner)
    assert_faithful(text)


@pytest.mark.parametrize(
    ("text", "count", "kinds", "who", "duration"),
    [
        ("Avoid all Power card attacks made against this character this battle.", "all", ("power",), "self", "battle"),
        ("Avoid 1 Special card attack made against any teammate.", 1, ("special",), "teammate", None),
    ],
)  # fmt: skip
def test_attacks_named_by_the_cards_they_are_made_with(text, count, kinds, who, duration):
    (avoid,) = full_clauses(text)
    assert (avoid.count, avoid.card_kinds, avoid.who, avoid.duration) == (
        count,
        kinds,
        who,
        duration,
    )
    assert avoid.made_against is True
    assert_faithful(text)
