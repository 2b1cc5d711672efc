"""The generalisation probe (scripts/grammar_variants.py) counts a variant only when its tree
shows the varied field changed as expected: a variant that parses in full but reads the same
as the original, or changes another field, is not counted as understood."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from cards.grammar import parse_effect

_PATH = Path(__file__).resolve().parent.parent / "scripts" / "variant_families.py"
_SPEC = importlib.util.spec_from_file_location("variant_families", _PATH)
families = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(families)


def _clauses(text: str) -> tuple:
    tree = parse_effect(text)
    assert tree.status == "full", text
    return tree.clauses


ORIGINAL = "Opponent must discard 2 Energy Power cards."


@pytest.mark.parametrize(
    ("varied", "expect", "shows"),
    [
        ("Opponent must discard 2 Strength Power cards.", ("strength",), True),
        ("Opponent must discard 3 Energy Power cards.", ("3",), True),
        # Another field changed than the one varied: not what the variant expects.
        ("Opponent must discard 3 Energy Power cards.", ("strength",), False),
        # Reads the same: a changed field cannot be shown.
        (ORIGINAL, ("energy",), False),
        (ORIGINAL, families.CHANGED, False),
        (ORIGINAL, families.SAME, True),
        ("Opponent must discard 2 Energy Power card.", families.SAME, True),
        ("Opponent must discard 2 Fighting Power cards.", families.SAME, False),
    ],
)
def test_tree_comparison_tells_a_changed_field_from_an_unchanged_one(varied, expect, shows):
    assert families.tree_shows(_clauses(ORIGINAL), _clauses(varied), expect) is shows


def test_variants_reword_one_field_and_say_what_must_change():
    found = {
        (v.family, v.text, v.expect)
        for v in families.variants(
            "Wolverine may play Energy Power cards this battle.", "Wolverine"
        )
    }
    assert (
        "modal",
        "Wolverine must play Energy Power cards this battle.",
        families.CHANGED,
    ) in found
    assert (
        "join_or",
        "Wolverine may play Energy or Strength Power cards this battle.",
        ("strength",),
    ) in found
    assert (
        "name",
        "Captain America may play Energy Power cards this battle.",
        ("captain america",),
    ) in found
