"""The parser applies the sentence transformer as it reduces (``cards.grammar.inline``): on every
sentence of the ten sets it must read exactly what the walk over Lark's parse tree reads."""

from __future__ import annotations

import gc

import pytest
from lark import Lark, Tree
from lark.exceptions import UnexpectedInput

from cards.grammar.inline import Reading, read
from cards.grammar.normalise import Normalised, normalise, sentences
from cards.grammar.parser import _transformer_class, get_parser, keywords, parse_effect
from cards.grammar.scanning import _may_begin_with, _skips, scans
from tests.grammar.ten_sets import entries


def _sentences() -> list[str]:
    kw = keywords()
    found: dict[str, None] = {}
    for entry in entries():
        norm = normalise(entry.text, kw)
        for start, end in sentences(norm.text):
            found[norm.text[start:end]] = None
    return list(found)


def _token_facts(tokens) -> list[tuple]:
    return [
        (
            t.type,
            str(t),
            t.value,
            t.start_pos,
            t.end_pos,
            t.line,
            t.column,
            t.end_line,
            t.end_column,
        )
        for t in tokens
    ]


def _walked(sentence: str):
    """The tree, the transformer and its result (or error) read the old way."""
    transformer = _transformer_class()(Normalised(sentence, tuple(range(len(sentence) + 1))), 0)
    tree = get_parser().parse(sentence)
    try:
        return tree, transformer, transformer.transform(tree)
    except Exception as exc:  # noqa: BLE001 - compared with the inline reading's
        return tree, transformer, repr(exc)


def test_inline_reading_is_the_tree_walk_on_every_sentence_of_the_ten_sets():
    all_sentences = _sentences()
    assert len(all_sentences) > 1000
    read_inline = 0
    for sentence in all_sentences:
        local = Normalised(sentence, tuple(range(len(sentence) + 1)))
        transformer = _transformer_class()(local, 0)
        try:
            tree = read(sentence, transformer)
        except UnexpectedInput as err:
            # A syntax error is the parser's own, as the tree parse raises it.
            with pytest.raises(type(err)):
                get_parser().parse(sentence)
            continue
        if tree is None:
            continue  # given up: the caller parses and walks the tree instead
        read_inline += 1
        walked_tree, walker, walked = _walked(sentence)
        assert isinstance(tree, Reading)
        assert tree == walked_tree, sentence
        result = transformer.transform(tree)
        assert result == walked, sentence
        assert _token_facts(transformer.tokens) == _token_facts(walker.tokens), sentence
        assert transformer.rules_seen == walker.rules_seen, sentence
        # Whatever the callbacks noted on the transformer (articles, bare "any") is the same.
        noted = {k: v for k, v in vars(transformer).items() if k != "tokens"}
        assert noted == {k: v for k, v in vars(walker).items() if k != "tokens"}, sentence
    # Giving up is for the odd sentence (a callback that refuses it), not the rule.
    assert read_inline >= 0.95 * len(all_sentences)


def test_a_syntax_error_met_after_a_refused_phrase_is_still_the_syntax_error():
    # A callback refuses a phrase of this sentence before the parser reaches the word it
    # cannot read: the inline reading gives up, and the sentence is reported as the tree
    # parse reports it (where and what the grammar expected), not as a refused phrase.
    text = (
        "Next battle, opponent must reveal any Activator cards in hand and play Activator "
        "cards open handed for remainder of battle."
    )
    sentence = normalise(text, keywords()).text
    transformer = _transformer_class()(Normalised(sentence, tuple(range(len(sentence) + 1))), 0)
    assert read(sentence, transformer) is None
    tree = parse_effect(text)
    assert tree.status == "failed"
    assert tree.unparsed[0].error.startswith("Line 1, column ")
    assert "expected" in tree.unparsed[0].error


@pytest.mark.parametrize(
    "sentence",
    [
        "draw  1 card.",  # two spaces
        "draw 1\tcard,  do not discard if duplicate.",  # a tab, a double space
        "acts as a level 4 any-power attack , may combine with 1 energy card.",
        " \fdiscard 1 card. \r",  # whitespace at both ends
    ],
)
def test_whitespace_between_words_is_skipped_as_lark_skips_it(sentence):
    # The reading skips the whitespace between words without Lark's search of every
    # terminal (``cards.grammar.scanning``): its tokens and tree are the tree parse's.
    transformer = _transformer_class()(Normalised(sentence, tuple(range(len(sentence) + 1))), 0)
    tree = read(sentence, transformer)
    assert tree is not None
    walked_tree, walker, walked = _walked(sentence)
    assert tree == walked_tree
    assert transformer.transform(tree) == walked
    assert _token_facts(transformer.tokens) == _token_facts(walker.tokens)


@pytest.mark.parametrize(
    ("pattern", "may"),
    [
        ("abc", False),
        ("(?:cards|card)", False),
        ('(, )?and "[^"]*"', False),  # a comma or "and"
        ("[+-]\\d+", False),
        (",? with normal contribution,?", True),  # the comma is optional
        (" x", True),
        ("(?: |a)b", True),
        ("a?\\s", True),
        ("[^a]", True),  # a negated class: cannot tell
        ("(?i: x)", True),
        ("(?=a)b", False),  # a lookahead consumes nothing
    ],
)
def test_a_terminal_that_may_begin_with_a_space_is_told_apart(pattern, may):
    assert _may_begin_with(pattern, " \t", 0) is may


def test_no_shortcut_in_a_state_that_accepts_a_terminal_beginning_with_a_space():
    # a grammar whose terminal may begin with a space (",? with x"): where the parser may
    # meet it, the whitespace is found by Lark's search of every terminal, as Lark finds it
    toy = Lark(
        r"""
        start: "a" SPACED | "b" "c"
        SPACED: /,? with x/
        %import common.WS
        %ignore WS
        """,
        parser="lalr",
        lexer="contextual",
    )
    scanned = scans(toy)
    lexers = toy.parser.lexer.lexers
    with_space = [s for n, s in scanned.items() if "SPACED" in lexers[n].scanner.allowed_types]
    assert with_space and all(scan[3] is None for scan in with_space)
    assert any(scan[3] is not None for scan in scanned.values())


def test_the_effect_grammar_takes_the_shortcut_only_where_it_is_safe():
    parser = get_parser()
    begins = set().union(*(b for _skip, b in _skips(parser.lexer_conf).values()))
    scanned = scans(parser)
    for state, scan in scanned.items():
        if begins & set(parser.parser.lexer.lexers[state].scanner.allowed_types):
            assert scan[3] is None, state
    assert sum(scan[3] is not None for scan in scanned.values()) > 0.9 * len(scanned)


def _lark_order(tree) -> list[int]:
    return [id(sub) for sub in Tree.iter_subtrees(tree)]


def test_a_reading_is_looked_through_as_lark_looks_through_its_tree():
    # The readings after the walk (named teams, printed nouns, joined clauses) find nodes with
    # ``iter_subtrees`` / ``find_data`` and words with ``scan_values``; a reading answers them
    # with Lark's nodes and leaves in Lark's order, and each node is its own meta, with the
    # positions of the tree parse's node.
    checked = 0
    for sentence in _sentences():
        transformer = _transformer_class()(Normalised(sentence, tuple(range(len(sentence) + 1))), 0)
        try:
            tree = read(sentence, transformer)
        except UnexpectedInput:
            continue
        if tree is None:
            continue
        walked_tree = get_parser().parse(sentence)
        for sub, walked in zip(
            Tree.iter_subtrees(tree), Tree.iter_subtrees(walked_tree), strict=True
        ):
            assert [id(s) for s in sub.iter_subtrees()] == _lark_order(sub), sentence
            assert [id(s) for s in sub.iter_subtrees()] == _lark_order(sub), sentence  # kept
            leaves = [id(v) for v in sub.scan_values(lambda v: True)]
            assert leaves == [id(v) for v in Tree.scan_values(sub, lambda v: True)], sentence
            assert sub.meta is sub
            assert sub.meta.empty == walked.meta.empty, sentence
            if not walked.meta.empty:
                assert (sub.meta.start_pos, sub.meta.end_pos) == (
                    walked.meta.start_pos,
                    walked.meta.end_pos,
                ), sentence
        assert [id(s) for s in tree.find_data("sentence")] == [
            id(s) for s in Tree.iter_subtrees(tree) if s.data == "sentence"
        ]
        checked += 1
    assert checked > 1000


def test_an_empty_node_has_no_positions_as_an_empty_meta_has_none():
    # A callback that reads the positions of a node holding no token fails as it does on
    # Lark's empty ``Meta`` (the sentence is then read by the tree walk), not with ``None``.
    node = Reading("empty", [])
    node.start = node.end = None
    assert node.meta.empty
    with pytest.raises(AttributeError):
        node.meta.start_pos  # noqa: B018
    with pytest.raises(AttributeError):
        node.meta.end_pos  # noqa: B018


def test_a_reading_looked_through_is_freed_as_soon_as_it_is_dropped():
    # A node that kept itself among its subtrees would be a reference cycle: every tree
    # looked through would wait for the garbage collector (which then ran three times as long).
    sentence = normalise("Target opponent must discard 1 Special card from hand.", keywords()).text
    transformer = _transformer_class()(Normalised(sentence, tuple(range(len(sentence) + 1))), 0)
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        tree = read(sentence, transformer)
        assert tree is not None
        for sub in list(tree.iter_subtrees()):
            list(sub.iter_subtrees())
            list(sub.scan_values(lambda v: True))
        del tree, sub, transformer
        assert gc.collect() == 0
    finally:
        if enabled:
            gc.enable()
