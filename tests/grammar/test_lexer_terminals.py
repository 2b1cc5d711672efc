"""The grammar's phrases are rules over single words: no lexer terminal may match a space
unless it is on the reviewed list of ``cards.grammar.lexemes`` (multi-word names and game
terms), read from the terminals of the built parser."""

from __future__ import annotations

from types import SimpleNamespace

from lark import Lark

from cards.grammar import lexemes, parser


def _built():
    built = parser.build_parser("lalr")
    return built.terminals, built.lexer_conf.ignore


def test_no_terminal_matches_a_space_outside_the_reviewed_list():
    terminals, ignored = _built()
    assert lexemes.unreviewed(terminals, ignored) == {}


def test_every_reviewed_entry_is_a_terminal_of_the_grammar():
    """A terminal reshaped into a phrase rule leaves the list with it: no stale entry may
    make room for a new multi-word terminal under an old name."""
    terminals, ignored = _built()
    assert set(lexemes.REVIEWED) <= set(lexemes.spaced_terminals(terminals, ignored))


def test_every_reviewed_entry_gives_its_reason():
    assert all(reason.strip() for reason in lexemes.REVIEWED.values())


def test_the_check_sees_spaces_in_literals_regexes_and_classes():
    grammar = r"""
        start: A B C D E F G H
        A: "and play"
        B: /and(?= play)/
        C: /x\sy/
        D: /x[ -z]y/
        E: /x(?:a|b c)?/
        F: /x[^a]/
        G: /x[\w]/
        H: /"[^"]*"/
    """
    terminals = {t.name: t for t in Lark(grammar, parser="lalr").terminals}
    spaced = {name for name, t in terminals.items() if lexemes.matches_a_space(t)}
    assert spaced == {"A", "C", "D", "E", "F", "H"}


def test_an_unreviewed_multi_word_terminal_is_reported():
    phrase = SimpleNamespace(
        name="SWALLOWED_PHRASE", pattern=SimpleNamespace(type="str", value="a b")
    )
    word = SimpleNamespace(name="PLAY", pattern=SimpleNamespace(type="str", value="play"))
    assert lexemes.unreviewed([phrase, word]) == {"SWALLOWED_PHRASE": "a b"}
