"""A tree the service wrote is a tree the resolver reads: the effect tree of every real card
of the ten sets, sent back inline in a play (as a judge may paste it from the catalogue), passes
the board reader's clause checks, whatever shape a kind gives a shared field name."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine.state import Reader
from tests.engine.real_texts import rows


def _problems(tree: dict) -> list[tuple[str, str]]:
    reader = Reader(lookup=None)
    reader.check_clauses(tree["clauses"], "effect.clauses")
    return reader.problems


def test_every_real_tree_is_read_back_without_a_problem():
    refused = {}
    for _row, text in rows():
        tree = parse_effect(text).to_json()
        problems = _problems(tree)
        if problems:
            refused[text] = problems
    assert refused == {}


def test_a_field_of_the_wrong_shape_for_its_kind_is_still_refused():
    # "to" is a list of totals in not_added, a single word elsewhere
    listed = {"kind": "not_added", "card_kinds": ["universe"], "to": ["damage"]}
    assert _problems({"clauses": [listed]}) == []
    moved = {"kind": "move_hits", "to": ["front_line"]}
    assert _problems({"clauses": [moved]}) == [("effect.clauses.0.to", "must be a word")]
    ranged = {"kind": "attack", "level": [1, 2]}  # a range only where a kind holds one
    assert _problems({"clauses": [ranged]}) == [
        ("effect.clauses.0.level", "must be a whole number from -99 to 99")
    ]
    counted = {"kind": "attack", "level": "five"}
    assert _problems({"clauses": [counted]}) == [
        ("effect.clauses.0.level", "must be a whole number from -99 to 99")
    ]


def test_a_count_is_a_number_or_a_word_the_grammar_writes():
    chosen = {"kind": "remove_hits", "count": "any"}
    assert _problems({"clauses": [chosen]}) == []
    made_up = {"kind": "remove_hits", "count": "lots"}
    assert _problems({"clauses": [made_up]}) == [
        ("effect.clauses.0.count", "must be a whole number from -99 to 99")
    ]


def test_every_count_word_the_reader_accepts_resolves_without_an_error():
    from rules.engine.clause_shapes import _annotations
    from rules.engine.effects import CLAUSE_KINDS
    from tests.engine.test_reach import _attack

    words = ["all", "any", "any_number", "each", "equal", "max", "one_or_both", "6, 8 or 10"]
    kinds = [k for k in CLAUSE_KINDS if "str" in _annotations(k).get("count", "")]
    assert "remove_hits" in kinds and "draw" in kinds
    for kind in kinds:
        for word in words:
            clauses = [{"kind": "attack", "level": 5, "icons": ["energy"]}]
            clauses.append({"kind": kind, "count": word})
            tree = {"status": "full", "clauses": clauses}
            assert _problems(tree) == []
            answer = _attack(f"{kind} {word}", tree)  # raises on an engine error
            assert answer["steps"]
