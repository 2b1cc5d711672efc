"""Parse errors read like a sentence, and the parser never raises on any input."""

from __future__ import annotations

import csv

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cards.grammar import parse_effect
from rules.engine.effects import EffectTree
from tests.conftest import CARD_FILES


def test_error_names_position_found_and_expected():
    text = "Acts as a level 5 Fighting attack. Target Character may teleport."
    tree = parse_effect(text)
    (piece,) = tree.unparsed
    first, excerpt, caret = piece.error.split("\n")
    column = text.index("teleport") + 1
    assert first.startswith(f"Line 1, column {column}:")
    assert "teleport" in first
    assert "expected" in first and "'attack'" in first
    assert excerpt == text
    assert caret == " " * (column - 1) + "^"


def test_error_on_a_later_line():
    text = "Avoid 1 attack.\nDraw 3 purple cards."
    (piece,) = parse_effect(text).unparsed
    assert piece.error.startswith("Line 2, column 8:")


def test_end_of_sentence_error():
    (piece,) = parse_effect("Acts as a level 5").unparsed
    assert "sentence ended" in piece.error or "expected" in piece.error


def _card_texts() -> list[str]:
    texts = []
    for path in CARD_FILES:
        with path.open(encoding="utf-8") as handle:
            for row in csv.DictReader(handle):
                t = (row.get("Game Text") or "").strip()
                if t and t != "-":
                    texts.append(t)
    return texts[:400]


CARD_TEXTS = _card_texts()


def _check(tree: EffectTree, text: str) -> None:
    assert tree.status in ("full", "partial", "failed")
    data = tree.to_json()
    assert EffectTree.from_json(data).to_json() == data
    for piece in tree.unparsed:
        assert 0 <= piece.span[0] <= piece.span[1] <= len(text)
    if tree.status == "full":
        assert not tree.unparsed


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300))
def test_never_raises_on_arbitrary_text(text):
    _check(parse_effect(text), text)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(CARD_TEXTS or ["Avoid 1 attack."]),
    st.lists(
        st.tuples(
            st.integers(min_value=0, max_value=400),
            st.sampled_from(["del", "ins", "dup", "swap"]),
            st.characters(),
        ),
        max_size=6,
    ),
)
def test_never_raises_on_mutated_card_text(text, edits):
    for pos, op, ch in edits:
        pos = pos % (len(text) + 1)
        if op == "del":
            text = text[:pos] + text[pos + 1 :]
        elif op == "ins":
            text = text[:pos] + ch + text[pos:]
        elif op == "dup":
            text = text[:pos] + text[pos : pos + 12] + text[pos:]
        else:
            text = text[pos:] + " " + text[:pos]
    _check(parse_effect(text), text)


def test_non_string_and_empty_input():
    assert parse_effect("").status == "full"
    assert parse_effect("-").clauses == ()
    assert parse_effect(None).status == "full"  # type: ignore[arg-type]
    assert parse_effect("." * 5000).status in ("full", "failed")


def test_json_round_trip_of_every_clause_kind_used_by_the_cards():
    for text in CARD_TEXTS:
        tree = parse_effect(text)
        assert EffectTree.from_json(tree.to_json()) == tree
