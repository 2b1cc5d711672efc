"""The Power Play modifier grammar: each family of card text and its variants, and text it
must leave unparsed rather than guess."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.engine.games.power_play import (
    AlsoCountAs,
    Immune,
    Scale,
    Selection,
    Unparsed,
    ValueCountsAs,
)
from rules.engine.games.power_play.grammar import (
    get_parser,
    normalise,
    read_card_text,
    read_sentence,
    sentences,
)

HEROES, VILLAIN, BOTH = "heroes", "villain", "both"


def read(text: str, name: str = "Mentallica"):
    return read_sentence(text, "villain", name)


def test_the_grammar_is_lalr_with_the_strict_conflict_check():
    parser = get_parser()
    assert parser.options.parser == "lalr" and parser.options.strict


# ------------------------------------------------------------------ also count as


@pytest.mark.parametrize(
    ("text", "side", "types"),
    [
        ("All this villain's powers also count as Air", VILLAIN, ("Air",)),
        ("This villain's powers count as Fire as well.", VILLAIN, ("Fire",)),
        ("His powers are also Air", VILLAIN, ("Air",)),
        ("Every power of this villain also counts as Ice and Fire", VILLAIN, ("Ice", "Fire")),
        ("All of the villainess's power cards also count as air too", VILLAIN, ("Air",)),
        ("Mentallica's powers also count as Mental", VILLAIN, ("Mental",)),
        ("Hero powers also count as Stealth", HEROES, ("Stealth",)),
        ("Ice powers also count as Water", BOTH, ("Water",)),
        ("All this villain's powers also count as Air type", VILLAIN, ("Air",)),
        ("This villain's powers also count as Air powers", VILLAIN, ("Air",)),
    ],
)
def test_PP_mod_also_count_as_variants(text, side, types):
    modifier = read(text)
    assert isinstance(modifier, AlsoCountAs), modifier
    assert (modifier.selection.side, modifier.types) == (side, types)
    assert modifier.rule == "PP.mod.also-count-as" and modifier.text == text


def test_PP_mod_also_count_as_keeps_a_type_restriction_of_its_subject():
    modifier = read("Ice powers also count as Water")
    assert modifier.selection.types == ("Ice",)


# ------------------------------------------------------------------ immune


@pytest.mark.parametrize(
    ("text", "types"),
    [
        ("This villain is immune to Ice powers.", ("Ice",)),
        ("The villain is immune to Ice and Fire powers", ("Ice", "Fire")),
        ("This villainess is immune to Air, Fire or Ice power cards", ("Air", "Fire", "Ice")),
        ("She is immune to mental", ("Mental",)),
        ("Immune to Stealth powers", ("Stealth",)),
        ("Mentallica is immune to Fire powers", ("Fire",)),
        ("Ice powers cannot hurt this villain", ("Ice",)),
        ("Ice powers can\u2019t hurt him", ("Ice",)),
        ("Fire powers have no effect on the villain", ("Fire",)),
        ("Hero stealth powers do no damage to this villain", ("Stealth",)),
        ("Air powers don't affect her", ("Air",)),
        ("This villain is immune against Ice powers", ("Ice",)),
        ("The villain takes no damage from Ice powers", ("Ice",)),
        ("This villain is immune to all Ice powers", ("Ice",)),
    ],
)
def test_PP_mod_immune_variants(text, types):
    modifier = read(text)
    assert isinstance(modifier, Immune), modifier
    assert modifier.selection == Selection(HEROES, types)
    assert modifier.rule == "PP.mod.immune"


def test_PP_mod_immune_to_powers_of_a_value():
    modifier = read("This villain is immune to powers of value 1")
    assert modifier.selection == Selection(HEROES, value=1)


# ------------------------------------------------------------------ doubled or halved


@pytest.mark.parametrize(
    ("text", "side", "types", "factor", "rounding"),
    [
        (
            "This villainess's aura double all the heroes' mental power values",
            HEROES,
            ("Mental",),
            "double",
            None,
        ),
        ("Her aura doubles the heroes' Mental powers", HEROES, ("Mental",), "double", None),
        ("Double all the heroes' Fire power values", HEROES, ("Fire",), "double", None),
        ("Double the value of all hero Ice powers", HEROES, ("Ice",), "double", None),
        ("All the heroes' Fire powers count double", HEROES, ("Fire",), "double", None),
        ("Hero Air powers count twice", HEROES, ("Air",), "double", None),
        ("The heroes' Air powers are halved, rounded down", HEROES, ("Air",), "half", "down"),
        ("Heroes' Ice powers have half value (rounded up)", HEROES, ("Ice",), "half", "up"),
        ("Hero Fire powers have their value tripled", HEROES, ("Fire",), "triple", None),
        ("This villain doubles all Ice powers", BOTH, ("Ice",), "double", None),
        ("She halves all mental powers", BOTH, ("Mental",), "half", None),
        ("The villain's powers are worth double", VILLAIN, (), "double", None),
    ],
)
def test_PP_mod_scale_variants(text, side, types, factor, rounding):
    modifier = read(text)
    assert isinstance(modifier, Scale), modifier
    assert (modifier.selection.side, modifier.selection.types) == (side, types)
    assert (modifier.factor, modifier.rounding) == (factor, rounding)
    assert modifier.rule == "PP.mod.scale"


@pytest.mark.parametrize(
    "text",
    [
        "Hero powers of the same type as one of the villain's powers have double value.",
        "Hero powers sharing a type with her powers count double",
        "Heroes' powers that share a type with the villain's powers are doubled",
        "Powers of the same type as any of this villain's powers count double",
        "Hero powers with the same type as a villain power have double value",
    ],
)
def test_PP_mod_villain_type_variants(text):
    modifier = read(text)
    assert isinstance(modifier, Scale), modifier
    assert modifier.selection == Selection(HEROES, relation="villain_type")
    assert modifier.factor == "double" and modifier.rule == "PP.mod.villain-type"


@pytest.mark.parametrize(
    ("text", "side", "factor", "rounding"),
    [
        ("Powers of the same type count half, rounded up.", BOTH, "half", "up"),
        ("Powers that share a type count half (rounded up)", BOTH, "half", "up"),
        ("All powers of the same type have half value, rounding down", BOTH, "half", "down"),
        ("Hero powers of the same type count double", HEROES, "double", None),
        ("The villain's powers of the same type are halved", VILLAIN, "half", None),
        ("Powers of the same type count for half, rounded up", BOTH, "half", "up"),
        ("Powers of the same type count as half", BOTH, "half", None),
        ("Powers that have the same type count half", BOTH, "half", None),
    ],
)
def test_PP_mod_same_type_variants(text, side, factor, rounding):
    modifier = read(text)
    assert isinstance(modifier, Scale), modifier
    assert modifier.selection == Selection(side, relation="same_type")
    assert (modifier.factor, modifier.rounding) == (factor, rounding)
    assert modifier.rule == "PP.mod.same-type"


@pytest.mark.parametrize(
    ("factor", "rounding", "points", "expected"),
    [
        ("half", "up", 3, 2),
        ("half", "down", 3, 1),
        ("half", None, 5, 3),
        ("double", None, 4, 8),
        ("triple", None, 2, 6),
    ],
)
def test_PP_mod_scale_arithmetic(factor, rounding, points, expected):
    assert Scale("location", "", Selection(), factor, rounding).apply(points) == expected


# ------------------------------------------------------------------ count as another value


@pytest.mark.parametrize(
    ("text", "side", "value_from", "value_to"),
    [
        ("Powers of value 1 count as 5.", BOTH, 1, 5),
        ("Every power of value one counts as five", BOTH, 1, 5),
        ("Value 2 powers count as value 4", BOTH, 2, 4),
        ("Powers with a value of 3 are worth 6", BOTH, 3, 6),
        ("Level 9 powers count as 1 instead", BOTH, 9, 1),
        ("The heroes' powers of value 9 count as 1", HEROES, 9, 1),
        ("The villain's power cards of value 3 count as 6", VILLAIN, 3, 6),
    ],
)
def test_PP_mod_value_counts_as_variants(text, side, value_from, value_to):
    modifier = read(text)
    assert isinstance(modifier, ValueCountsAs), modifier
    assert modifier.selection == Selection(side, value=value_from)
    assert modifier.value == value_to and modifier.rule == "PP.mod.value-counts-as"


# ------------------------------------------------------------------ never guessed


@pytest.mark.parametrize(
    "text",
    [
        "The heroes win ties against this villain",
        "Draw two power cards",
        "Powers of value 1 count as",
        "Hero powers are immune to fire",
        "The heroes' aura doubles all fire powers",
        "Villain powers of the same type as the villain's powers count double",
        "This villain is immune to the villain's powers",
        "Powers of value 1 of value 2 count as 5",
        "Double all hero Fire powers, rounded up",
        "Powers count as 5 & more",
        "The villain's powers count as Fire",
        "This villain is immune to double powers",
        "Hero powers also count as type",
    ],
)
def test_PP_tally_modifiers_text_not_understood_is_unparsed_with_a_reason(text):
    result = read(text)
    assert isinstance(result, Unparsed), result
    assert result.text == text and result.message.startswith("not understood")


def test_PP_tally_modifiers_a_card_keeps_the_sentences_it_reads():
    card = read_card_text(
        "Immune to Ice powers. Heroes must sing; Powers of value 1 count as 5!", "attribute"
    )
    assert [type(m) for m in card.modifiers] == [Immune, ValueCountsAs]
    assert [u.text for u in card.unparsed] == ["Heroes must sing"]
    assert all(m.source == "attribute" for m in card.modifiers)


def test_sentences_and_normalise():
    assert sentences('"Powers of value 1 count as 5." Immune to Ice.\n\n') == [
        '"Powers of value 1 count as 5',
        '" Immune to Ice',
    ]
    assert normalise("Mentallica\u2019s   aura, rounded up.", "Mentallica") == (
        "this villain's aura rounded up"
    )
    assert normalise("Mentallicas powers", "Mentallica") == "mentallicas powers"


def test_an_empty_text_reads_as_nothing():
    card = read_card_text("", "location")
    assert card.modifiers == () and card.unparsed == ()


#: The grammar's own keywords, some types and numbers: the words random texts are made of.
VOCABULARY = sorted(
    {t.pattern.value for t in get_parser().terminals if t.pattern.type == "str"}
    | {"air", "ice", "fire", "mental", "1", "2", "5", "9", "villain's", "heroes'"}
)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(VOCABULARY) | st.text(max_size=6), max_size=14).map(" ".join))
def test_any_text_reads_without_raising(text):
    card = read_card_text(text, "location", "Boss")
    for item in (*card.modifiers, *card.unparsed):
        assert item.as_dict()["source"] == "location"


def test_a_full_stop_in_the_villains_name_does_not_end_the_sentence():
    text = "Mr. Freeze is immune to Ice. MR.  FREEZE's powers also count as Ice."
    card = read_card_text(text, "villain", "Mr. Freeze")
    assert [m.text for m in card.modifiers] == [
        "Mr. Freeze is immune to Ice",
        "MR.  FREEZE's powers also count as Ice",
    ]
    assert [type(m) for m in card.modifiers] == [Immune, AlsoCountAs] and card.unparsed == ()
