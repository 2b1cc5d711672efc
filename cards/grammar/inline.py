"""The sentence transformer applied by the LALR parser itself, as it reduces each rule.

Lark's parser builds the parse tree node by node, propagating positions through every node,
and the transformer then walks that tree again. Here each reduction builds its node and
transforms it at once: the node's span is read off its first and last token, the callback gets
the children's values, and the tree (kept for the few readings that look at it again: named
teams, printed nouns, joined clauses) holds each node's value. Lark's own ``transformer=``
option cannot do this: it refuses callbacks that take positions (``v_args(meta=True)``), and
builds its callbacks once per parser while the sentence transformer is one object per sentence
(the callbacks here find the one reading in this thread).

The reading is the tree walk's, step for step: the same nodes (rules whose name begins with
``_`` spliced into their parent, a ``?rule`` with one child passed through), the callbacks called
in the same order (children first, left to right: the order an LR parser reduces in), the same
tokens in order (with ``keep_all_tokens`` every token the lexer gives is in the tree) and the
same rule names seen. Anything out of the ordinary (a callback that raises, a node of a kind
this does not know) gives up the reading (``None``): the caller then parses and walks the tree
as before, so errors are reported exactly as they were.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import cache
from typing import Any

from lark import Lark, Token, Tree
from lark.parse_tree_builder import (
    ChildFilterLALR_NoPlaceholders,
    ExpandSingleChild,
    PropagatePositions,
)
from lark.parsers.lalr_parser_state import ParseConf, ParserState
from lark.tree import Meta
from lark.visitors import Discard


class Reading(Tree):
    """A node of the parse tree with the value the transformer gave it and its first and last
    position (``None`` when it holds no token)."""

    __slots__ = ("value", "start", "end")


class _GiveUp(Exception):
    """The inline reading cannot be used for this sentence (the tree walk reads it)."""


class _Current(threading.local):
    """The transformer reading a sentence in this thread (``None`` between sentences)."""

    transformer: Any = None


_CURRENT = _Current()


def read(sentence: str, transformer: Any) -> Reading | None:
    """Parse ``sentence`` with ``transformer`` applied as the parser reduces: the parse tree,
    whose root's ``value`` is the transformed sentence; ``transformer.tokens`` and
    ``transformer.rules_seen`` filled as the tree walk fills them. ``None`` when the reading
    gave up (the caller parses and walks the tree instead). A syntax error is raised as the
    parser raises it."""
    reader = _reader(transformer.__class__)
    if reader is None:
        return None
    return reader.read(sentence, transformer)


class _Reader:
    def __init__(self, lark: Lark, cls: type, table: dict[str, Callable[..., Any]]) -> None:
        frontend = lark.parser
        self._frontend = frontend
        self._start = lark.options.start[0]
        callbacks = {}
        for rule, chain in lark._parse_tree_builder.rule_builders:
            callbacks[rule] = _reducer(rule, chain, cls, table)
        self._conf = ParseConf(frontend.parser.parser.parse_table, callbacks, self._start)

    def read(self, sentence: str, transformer: Any) -> Reading | None:
        lexer = self._frontend._make_lexer_thread(sentence)
        state = ParserState(self._conf, lexer)
        tokens = transformer.tokens
        previous = _CURRENT.transformer
        _CURRENT.transformer = transformer
        try:
            token = None
            for token in lexer.lex(state):
                tokens.append(token)
                state.feed_token(token)
            end = Token.new_borrow_pos("$END", "", token) if token else Token("$END", "", 0, 1, 1)
            root = state.feed_token(end, True)
        except _GiveUp:
            return None
        finally:
            _CURRENT.transformer = previous
        return root if isinstance(root, Reading) else None


def _reducer(rule: Any, chain: list[Any], cls: type, table: dict[str, Callable[..., Any]]):
    """The callback of one rule: what Lark's tree builder (``chain``) and the transformer's
    walk do for its node, in one call."""
    data = rule.alias or rule.options.template_source or rule.origin.name
    include = None
    expand1 = False
    for step in chain:
        if step is ExpandSingleChild:
            expand1 = True
        elif getattr(step, "func", None) is ChildFilterLALR_NoPlaceholders:
            include = tuple(step.args[0])
        elif step is not PropagatePositions:
            return _gives_up  # a tree builder step this does not know
    if rule.origin.name.startswith("_"):
        # Spliced into its parent by the parent's child filter: a container of its children.
        if expand1:
            return _gives_up
        return _container(data, include)
    fn = table.get(data)
    if fn is None:
        if data in dir(cls):
            return _gives_up  # a callback lark would call its own way
        fn = _by_default(data)

    def reduce(children: list[Any]) -> Any:
        kids = children if include is None else _included(children, include)
        if expand1 and len(kids) == 1:
            return kids[0]
        values = []
        start = end = None
        for kid in kids:
            if isinstance(kid, Token):
                values.append(kid)
                if start is None:
                    start = kid.start_pos
                end = kid.end_pos
            else:
                value = kid.value
                if value is not Discard:
                    values.append(value)
                if kid.start is not None:
                    if start is None:
                        start = kid.start
                    end = kid.end
        meta = Meta()
        if start is not None:
            meta.empty = False
            meta.start_pos = start
            meta.end_pos = end
        node = Reading(data, kids, meta)
        node.start = start
        node.end = end
        transformer = _CURRENT.transformer
        transformer.rules_seen.add(data)
        try:
            node.value = fn(transformer, meta, values)
        except Exception as exc:
            raise _GiveUp from exc
        return node

    return reduce


def _included(children: list[Any], include: tuple[tuple[int, bool], ...]) -> list[Any]:
    """The children a rule keeps (Lark's filtered and inlined ones: ``_rule`` children spliced)."""
    kids: list[Any] = []
    for i, spliced in include:
        if spliced:
            kids += children[i].children
        else:
            kids.append(children[i])
    return kids


def _container(data: str, include: tuple[tuple[int, bool], ...] | None):
    def contain(children: list[Any]) -> Tree:
        return Tree(data, children if include is None else _included(children, include))

    return contain


def _by_default(data: str) -> Callable[..., Any]:
    """A rule with no callback: the transformer's ``__default__``, unless the transformer
    object has an attribute of that name (then lark would call that)."""

    def default(transformer: Any, meta: Meta, values: list[Any]) -> Any:
        if data in transformer.__dict__:
            raise _GiveUp
        return transformer.__default__(data, values, meta)

    return default


def _gives_up(children: list[Any]) -> Any:
    raise _GiveUp


@cache
def _reader(cls: type) -> _Reader | None:
    from .parser import get_parser
    from .transformer import _callbacks

    lark = get_parser()
    if lark.options.postlex is not None or getattr(lark, "_parse_tree_builder", None) is None:
        return None
    return _Reader(lark, cls, _callbacks(cls))
