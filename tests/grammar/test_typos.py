"""Keywords misspelt by one letter are read as the keyword; names and other word forms never."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.normalise import normalise
from cards.grammar.parser import keywords
from cards.grammar.typos import correct_keyword


@pytest.fixture(scope="module")
def kw() -> frozenset[str]:
    return keywords()


@pytest.mark.parametrize(
    ("word", "keyword"),
    [
        ("remainer", "remainder"),  # a missing letter
        ("permament", "permanent"),  # a wrong letter (lower case)
        ("recieve", "receive"),  # two letters swapped
        ("successfull", "successful"),  # a doubled last letter
        ("Strenght", "strength"),  # capitalised: swapped letters
        ("Stength", "strength"),  # capitalised: a missing letter
        ("Teammte", "teammate"),
        ("Oponent", "opponent"),
    ],
)
def test_one_letter_misspellings_of_keywords_are_corrected(kw, word, keyword):
    assert correct_keyword(word, kw) == keyword


@pytest.mark.parametrize(
    "word",
    [
        "Chance",  # a name one wrong letter from "change"
        "Frost",  # a name one wrong letter from "front"
        "Agility",  # not "ability"
        "Bones",  # not "bonus"
        "blocker",  # another form of a word: the ending differs, never corrected
        "attack",  # already a keyword
        "dodge",  # close to no keyword
        "Wolverine",
    ],
)
def test_names_and_other_words_are_left_alone(kw, word):
    assert correct_keyword(word, kw) is None


def test_correction_keeps_spans_pointing_into_the_original_text(kw):
    text = "Opponent -2 to defense for remainer of battle."
    norm = normalise(text, kw)
    assert "remainder of battle" in norm.text
    start = norm.text.index("remainder")
    span = norm.original_span(start, start + len("remainder"))
    assert text[span[0] : span[1]] == "remainer"


def test_misspelt_card_text_parses_as_the_intended_text():
    typo = parse_effect(
        "Opponent -2 to defense for remainer of battle. Remove 1 Hit from Wolverine's permament record."
    )
    clean = parse_effect(
        "Opponent -2 to defense for remainder of battle. Remove 1 Hit from Wolverine's permanent record."
    )
    assert typo.status == clean.status == "full"
    assert [c.to_json() | {"span": None} for c in typo.clauses] == [
        c.to_json() | {"span": None} for c in clean.clauses
    ]
