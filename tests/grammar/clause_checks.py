"""Assertions shared by the clause tests: a text's tree against expected clause fields."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from rules.engine.effects import EffectTree
from tests.grammar.new_sets import sentence

NESTED = ("then", "options", "cost")


def full_clauses(text: str) -> tuple:
    """The clauses of ``text``, which must parse ``full`` (every word kept by some field)."""
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, tree.unconsumed)
    return tree.clauses


def assert_faithful(text: str) -> EffectTree:
    """The tree of ``text``, which must parse ``full`` with a canonical text that keeps every
    number, power type and qualifier (``cards.grammar.faithful``)."""
    tree = parse_effect(text)
    assert is_faithful(text, tree), tree.canonical
    return tree


def check_fields(actual: dict[str, Any], expected: dict[str, Any], where: str) -> None:
    """Every expected field is there with the expected value; nested clauses likewise."""
    for key, want in expected.items():
        assert key in actual, f"{where}: no field {key!r} in {actual}"
        got = actual[key]
        if key in NESTED:
            assert len(got) == len(want), f"{where}.{key}: {got}"
            for i, (g, w) in enumerate(zip(got, want, strict=True)):
                check_fields(g, w, f"{where}.{key}[{i}]")
        else:
            assert got == want, f"{where}.{key}: expected {want!r}, got {got!r}"


def assert_tree(
    text: str, clauses: list[dict[str, Any]], one_per_deck: bool | None = None
) -> dict[str, Any]:
    """The grammar reads every sentence of ``text`` into clauses of these kinds, in order,
    with these fields (and, when given, this One Per Deck flag).

    Whether some word was read and then kept by no field (token accounting, which makes the
    text ``partial``) is not asserted here: ``test_accounting`` and ``parse_report`` measure
    that for every text.
    """
    tree = parse_effect(text).to_json()
    assert not tree["unparsed"], tree["unparsed"]
    assert tree["clauses"], "no clause"
    if one_per_deck is not None:
        assert tree["one_per_deck"] is one_per_deck
    assert [c["kind"] for c in tree["clauses"]] == [c["kind"] for c in clauses], tree["clauses"]
    for i, (got, want) in enumerate(zip(tree["clauses"], clauses, strict=True)):
        check_fields(got, want, f"clause[{i}]")
    return tree


def assert_renders_and_round_trips(text: str) -> None:
    """Every clause renders canonical text, and the tree survives its JSON form."""
    tree = parse_effect(text)
    assert not tree.unparsed and tree.clauses
    for clause in tree.clauses:
        assert clause.render()
    again = EffectTree.from_json(tree.to_json())
    assert again.clauses == tree.clauses
    assert again.canonical == tree.canonical


def assert_full_and_round_trips(text: str) -> None:
    """Every word of ``text`` reached a clause field (``full``), and its canonical text parses
    back, in full, to the same clauses."""
    tree = parse_effect(text)
    assert tree.status == "full", [u.word for u in tree.unconsumed]
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses, tree.canonical


def family_tests(cases: list[tuple[str, list[dict[str, Any]]]]) -> tuple[Any, Any]:
    """The two tests of a clause family module, over its ``(text, clauses)`` cases: the
    clauses' fields (``assert_tree``), and full parsing with a canonical text that parses
    back (``assert_full_and_round_trips``). A module binds them to ``test_*`` names."""
    ids = [text[:50] for text, _ in cases]

    @pytest.mark.parametrize(("text", "clauses"), cases, ids=ids)
    def test_clause_fields(text: str, clauses: list[dict[str, Any]]) -> None:
        assert_tree(text, clauses)

    @pytest.mark.parametrize("text", [text for text, _ in cases], ids=ids)
    def test_full_and_canonical_round_trips(text: str) -> None:
        assert_full_and_round_trips(text)

    return test_clause_fields, test_full_and_canonical_round_trips


def faithful_field_tests(
    own: list[tuple[str, list[dict[str, Any]]]],
    real: list[tuple[str, str, list[dict[str, Any]]]] = (),
) -> tuple[Any, Any]:
    """The two tests of a clause family module: sentences in the game's words (``own``:
    ``(text, clauses)``) and sentences of real cards (``real``: ``(card name, start of the
    sentence, clauses)``) keep the expected clause fields, parse faithfully, render and
    survive their JSON form."""

    @pytest.mark.parametrize(("text", "clauses"), own, ids=[t[:50] for t, _ in own])
    def test_sentences_keep_their_fields(text: str, clauses: list[dict[str, Any]]) -> None:
        assert_tree(text, clauses)
        assert is_faithful(text, parse_effect(text))
        assert_renders_and_round_trips(text)

    @pytest.mark.parametrize(("name", "start", "clauses"), real, ids=[r[0] for r in real])
    def test_real_texts_keep_their_fields(
        name: str, start: str, clauses: list[dict[str, Any]]
    ) -> None:
        text = sentence(name, start)
        assert_tree(text, clauses)
        assert is_faithful(text, parse_effect(text))
        assert_renders_and_round_trips(text)

    # a table left empty makes no test at all (not one that is skipped and cannot fail)
    return (
        test_sentences_keep_their_fields if own else None,
        test_real_texts_keep_their_fields if real else None,
    )


def case_table_tests(
    printed: list[tuple[Any, ...]] = (), real: list[tuple[str, str, list[dict[str, Any]]]] = ()
) -> tuple[Any, Any]:
    """The two tests of a table of cases: the clauses' fields (``assert_tree``), and rendering
    plus the JSON round trip (``assert_renders_and_round_trips``). ``printed`` cases are
    ``(text, clauses)`` or ``(text, clauses, one_per_deck)``; ``real`` cases are ``(card name,
    start of the sentence, clauses)``, the sentence read from ``../shared/data/``. ``clauses``
    gives, for each clause in order, the fields that must hold (only those are checked;
    ``then`` / ``options`` / ``cost`` nest)."""
    rows = [(c[0], None, c[1], c[2] if len(c) > 2 else None) for c in printed]
    rows += [(name, start, clauses, None) for name, start, clauses in real]
    ids = [f"{a}: {b}" if b else a[:60] for a, b, _, _ in rows]

    def text_of(first: str, start: str | None) -> str:
        return first if start is None else sentence(first, start)

    @pytest.mark.parametrize(("first", "start", "clauses", "opd"), rows, ids=ids)
    def test_clause_fields(
        first: str, start: str | None, clauses: list[dict[str, Any]], opd: bool | None
    ) -> None:
        assert_tree(text_of(first, start), clauses, opd)

    @pytest.mark.parametrize(("first", "start"), [r[:2] for r in rows], ids=ids)
    def test_renders_and_round_trips(first: str, start: str | None) -> None:
        assert_renders_and_round_trips(text_of(first, start))

    return test_clause_fields, test_renders_and_round_trips


def real_wordings_tests(*wordings: list[str]) -> tuple[Any, Any]:
    """The two tests of the real texts of a family's wordings (each a list of the texts of
    the card data that print it): every wording is found, and every text is read faithfully
    (``assert_faithful``). A module binds them to ``test_*`` names."""
    every = [text for texts in wordings for text in texts]

    def test_the_real_texts_of_the_wordings_are_found() -> None:
        assert all(wordings), [len(texts) for texts in wordings]

    @pytest.mark.parametrize("text", every)
    def test_every_real_text_is_read_faithfully(text: str) -> None:
        assert_faithful(text)

    return test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully
