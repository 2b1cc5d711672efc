"""The shipped LALR table: built from today's grammar, loaded without a build, and the strict
conflict check still runs on the grammar itself."""

from __future__ import annotations

import pytest
from lark import Lark
from lark.exceptions import GrammarError

from cards.grammar import parser, table

STALE = (
    "The shipped parse table (cards/grammar/effect_table.pickle.gz) was not built from "
    "today's cards/grammar/effect.lark, parser options and Lark version. Regenerate it and "
    "commit both files it writes:\n    {command}"
)

SENTENCES = [
    "Acts as a level 5 Fighting attack.",
    "Avoid 1 attack.",
    "Draw 3 cards.",
    "Acts as a level 5 Energy Power card. May be used to attack or defend.",
    "Target Character may teleport.",
]


def test_shipped_table_matches_the_grammar():
    assert table.shipped_fingerprint() == table.fingerprint(), STALE.format(
        command=table.REGENERATE
    )


def test_service_parser_is_the_shipped_table():
    loaded = table.load_shipped()
    assert loaded is not None, STALE.format(command=table.REGENERATE)
    assert loaded.options.parser == "lalr"
    assert {t.name for t in loaded.terminals} == {t.name for t in parser.get_parser().terminals}


def test_fingerprint_follows_the_grammar_text():
    text = table.grammar_text()
    assert table.fingerprint(text) == table.fingerprint()
    assert table.fingerprint(text + "\n// changed\n") != table.fingerprint()


def test_grammar_builds_with_the_strict_conflict_check():
    """Build from the grammar text (temp-dir cache keyed by grammar and options, strict on):
    a shift/reduce or reduce/reduce conflict fails here."""
    built = parser.build_parser("lalr")
    assert built.options.strict is True
    shipped = table.load_shipped()
    if shipped is None:
        pytest.fail(STALE.format(command=table.REGENERATE))
    for sentence in SENTENCES:
        assert _outcome(built, sentence) == _outcome(shipped, sentence), sentence


def test_strict_options_refuse_a_conflicting_grammar():
    # A shift/reduce conflict, which plain LALR would settle silently by shifting.
    ambiguous = 'start: e\ne: e "+" e | "x"\n'
    Lark(ambiguous, parser="lalr")
    with pytest.raises(GrammarError):
        Lark(ambiguous, cache=False, **table.LALR_OPTIONS)


def _outcome(lark_parser: Lark, sentence: str) -> str:
    try:
        return lark_parser.parse(sentence).pretty()
    except Exception as exc:  # the same failure is as good a match as the same tree
        return type(exc).__name__
