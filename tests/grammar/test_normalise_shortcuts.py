"""The shortcuts that let normalisation skip most of its spelling steps never change a text:
a step is skipped only when it could not have matched (``cards.grammar.needles``)."""

from __future__ import annotations

import csv
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from cards.grammar.needles import folded_twin, lean_twin, needles
from cards.grammar.normalise import _plan, normalise
from cards.grammar.spellings import STEPS, TWINS


def _may_match(step: tuple, text: str) -> bool:
    """What the normaliser concludes from a step of its plan without searching the step's
    own pattern: ``False`` means skipped."""
    _rx, _repl, literal, choices, fold, twin, on_folded = step
    folded = text.lower() if text.isascii() else None
    hay = folded if fold else text
    if hay is not None:
        if literal and literal not in hay:
            return False
        if choices and not any(n in hay for n in choices):
            return False
    if twin is not None:
        if not on_folded:
            return twin.search(text) is not None
        if folded is not None:
            return twin.search(folded) is not None
    return True


def test_needles_are_literals_every_match_holds():
    assert needles(re.compile(r"\bmy (?=not\b)"))[0] in (("my n",), ("not",))
    assert needles(re.compile(r"(?<=\S)(?=One Per De)")) == (("One Per De",), False)
    assert needles(re.compile(r"\bPer Dek\b", re.IGNORECASE)) == (("per dek",), True)
    # a class of characters: one of them; an alternation: one literal of each branch
    assert needles(re.compile(r"[\u2013\u2014]"))[0] == ("\u2013", "\u2014")
    assert needles(re.compile(r"\.{3}|\u2026"))[0] == ("...", "\u2026")
    assert needles(re.compile(r"[\u2122]|\(TM\)", re.IGNORECASE)) == ((), False)  # not ASCII
    assert needles(re.compile(r"\bfoo (?:bar|baz)\b|qux", re.IGNORECASE))[0] == ("foo ba", "qux")
    # a repeated character: as many as the repeat needs at least
    assert needles(re.compile(r" {2,}"))[0] == ("  ",)
    # a class of ranges, or a branch without a literal, promises nothing: always searched
    assert needles(re.compile(r"[a-z]+\d"))[0] == ()
    assert needles(re.compile(r"^(?:\d+|foo)"))[0] == ()
    # a case-insensitive needle that is not ASCII is no test at all (Unicode case folding)
    assert needles(re.compile("\u212aO", re.IGNORECASE)) == ((), False)


def test_plan_covers_every_step():
    assert [step[0] for step in _plan()] == [rx for rx, _repl in STEPS]


def test_lean_twin_drops_only_a_leading_lookbehind():
    assert lean_twin(re.compile(r"(?<=\bplay )where(?= x)")).pattern == "where(?= x)"
    assert lean_twin(re.compile(r"(?<=[a-z)\"'])([.,;:])")).pattern == "([.,;:])"
    assert lean_twin(re.compile(r"(?<=\(x\))y", re.IGNORECASE)).flags & re.IGNORECASE
    assert lean_twin(re.compile(r"\bmy (?=be\b)")) is None  # no lookbehind first
    assert lean_twin(re.compile(r"(?<=a)")) is None  # nothing after it
    assert lean_twin(re.compile(r"(?<=(a))(b)\2")) is None  # a group inside it


def test_hand_written_twins_match_wherever_their_step_does():
    assert set(TWINS) <= {rx.pattern for rx, _repl in STEPS}
    texts = (" lead", "trail ", "  both  ", "remove 1 1 Event card", "11 1 A", "2 2", "a b")
    for step in _plan():
        if step[0].pattern not in TWINS:
            continue
        assert step[5] is TWINS[step[0].pattern]
        for text in texts:
            if step[0].search(text):
                assert _may_match(step, text), (step[0].pattern, text)
    assert not _may_match(next(s for s in _plan() if s[0].pattern == r"^ +| +$"), "a b")


def test_needles_join_a_run_and_the_lookahead_after_it():
    assert needles(re.compile(r" +(?=[.,;:])"))[0] == (" .", " ,", " ;", " :")
    assert needles(re.compile(r"\bx's (?=may\b)"))[0] == ("x's m",)


def test_folded_twin_only_for_lower_case_patterns():
    assert folded_twin(re.compile(r"\b(fro|ona)\b", re.IGNORECASE)) is not None
    assert folded_twin(re.compile(r"\bMy\b", re.IGNORECASE)) is None  # an upper-case letter
    assert folded_twin(re.compile(r"\d+ foo", re.IGNORECASE)) is None  # an escape class
    assert folded_twin(re.compile(r"\bfoo\b")) is None  # already case-sensitive


def test_no_step_is_skipped_on_a_card_text_it_matches(card_files):
    texts = set()
    for path in card_files:
        with path.open(encoding="utf-8-sig", newline="") as handle:
            texts.update((row.get("Game Text") or "") for row in csv.DictReader(handle))
    for step in _plan():
        for text in texts:
            if step[0].search(text):
                assert _may_match(step, text), (step[0].pattern, text)


# Text made of the pieces the steps look for, in any case, with spaces and punctuation around.
_PIECES = st.sampled_from(
    [
        "KO",
        "K.O.",
        "K. O",
        "'d",
        "ed",
        "One Per Deck",
        "one per dek",
        "my",
        "not",
        "be",
        "fro",
        "FRO",
        "Strenght",
        "ko'ed",
        "Any Power",
        "any-power",
        "multi power",
        "follow up",
        "top op draw pile",
        "is =3",
        "attacked with by",
        "Opponent's may",
        "\u212a.O.",
        "\u2019",
        "\u201c",
        "...",
        ", which",
        "(sic)",
        "1 1 Event",
        "12 2 Event",
        "2 12",
        " ",
        ".",
        ",",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(_PIECES, st.sampled_from([" ", "", ". ", ", "])), max_size=8))
def test_no_step_is_skipped_on_text_it_matches(parts):
    text = "".join(a + b for a, b in parts)
    for step in _plan():
        if step[0].search(text):
            assert _may_match(step, text), (step[0].pattern, text)


def test_normalising_with_shortcuts_changes_nothing():
    text = "Figthing attacks my not be made. K.O.'d \u201ctwice\u201d, follow up."
    assert normalise(text).text == 'Fighting attacks may not be made. KO\'d "twice", follow-up.'
