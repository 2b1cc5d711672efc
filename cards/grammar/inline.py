"""The sentence transformer applied by the LALR parser itself, as it reduces each rule.

Lark's parser builds the parse tree node by node, propagating positions through every node,
and the transformer then walks that tree again. Here each reduction builds its node and
transforms it at once: the node's span is read off its first and last token, the callback gets
the children's values, and the tree (kept for the few readings that look at it again: named
teams, printed nouns, joined clauses) holds each node's value. Lark's own ``transformer=``
option cannot do this: it refuses callbacks that take positions (``v_args(meta=True)``), and
builds its callbacks once per parser while the sentence transformer is one object per sentence
(the loop here hands each callback the sentence's transformer).

The loop is Lark's own contextual lexer and LALR parser, on the parser's own tables and
compiled scanners (``cards.grammar.scanning``, which also skips the whitespace between words
without a search of every terminal where that finds what the search finds): each token is
matched with the scanner of the state the parser is in, then fed (reduce as many times as the
table says, then shift), in one loop rather than a lexer generator, a line counter and a
parser state calling each other per token. A sentence the loop cannot read to the end is
parsed again by Lark (``_syntax_error``), which raises the syntax error exactly as the tree
parse does.

The reading is the tree walk's, step for step: the same nodes (rules whose name begins with
``_`` spliced into their parent, a ``?rule`` with one child passed through), the callbacks called
in the same order (children first, left to right: the order an LR parser reduces in), the same
tokens in order (with ``keep_all_tokens`` every token the lexer gives is in the tree) and the
same rule names seen. Anything out of the ordinary (a callback that raises, a node of a kind
this does not know, a sentence of more than one line) gives up the reading (``None``): the
caller then parses and walks the tree as before, so errors are reported exactly as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

from lark import Lark, Token, Tree
from lark.parse_tree_builder import (
    ChildFilterLALR_NoPlaceholders,
    ExpandSingleChild,
    PropagatePositions,
)
from lark.parsers.lalr_analysis import Shift
from lark.tree import Meta
from lark.visitors import Discard

from .scanning import scans as scans_of

#: Objects made without their class's Python ``__new__``/``__init__`` (once per token, once
#: per node: the calls cost more than the attributes set).
_new_str = str.__new__
_new_object = object.__new__


class Reading(Tree):
    """A node of the parse tree with the value the transformer gave it and its first and last
    position (``None`` when it holds no token). It is its own ``meta`` (the callbacks read a
    node's ``empty``, ``start_pos`` and ``end_pos``, as of Lark's ``Meta``): no second object
    per node."""

    __slots__ = ("value", "start", "end", "_subtrees")

    @property
    def meta(self) -> Reading:
        return self

    @property
    def empty(self) -> bool:
        return self.start is None

    @property
    def start_pos(self) -> int:
        if self.start is None:
            raise AttributeError("start_pos")  # as an empty ``Meta`` has none
        return self.start

    @property
    def end_pos(self) -> int:
        if self.end is None:
            raise AttributeError("end_pos")
        return self.end

    # The readings after the walk (named teams, printed nouns, joined clauses) look through the
    # tree with these two; Lark's own build an ordered set keyed by ``id`` per call and chain
    # a generator per node. A parse tree shares no node, so a plain walk gives the same nodes
    # in the same order.

    def iter_subtrees(self) -> Iterator[Tree]:
        """Every subtree, in Lark's order: the deepest level first, each level left to right
        (what Lark's reversed queue of reversed children gives). Worked out once per node:
        a node's children are set when the parser reduces it and never change after, and the
        readings after the walk look through one sentence's tree several times."""
        try:
            below = self._subtrees
        except AttributeError:
            levels = []
            level: list[Tree] = [self]
            while level:
                levels.append(level)
                level = [c for node in level for c in node.children if isinstance(c, Tree)]
            # The node itself (last) is not kept with them: a node holding itself would make a
            # reference cycle, and the tree would wait for the garbage collector to go.
            below = self._subtrees = [node for level in reversed(levels[1:]) for node in level]
        return iter([*below, self])

    def scan_values(self, pred: Callable[[Any], bool]) -> Iterator[Any]:
        """The leaves for which ``pred`` holds, left to right (Lark's order)."""
        found: list[Any] = []
        _scan(self, pred, found)
        return iter(found)


def _scan(tree: Tree, pred: Callable[[Any], bool], found: list[Any]) -> None:
    for child in tree.children:
        if isinstance(child, Tree):
            _scan(child, pred, found)
        elif pred(child):
            found.append(child)


class _GiveUp(Exception):
    """The inline reading cannot be used for this sentence (the tree walk reads it)."""


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
    """Lark's contextual lexer and LALR parser loop, run on the parser's own tables and
    scanners, in one loop with no generator, lexer state or line counter between them (a
    sentence is one line: a token's line is 1 and its column its position plus one)."""

    def __init__(
        self,
        lark: Lark,
        cls: type,
        table: dict[str, Callable[..., Any]],
        scans: dict[int, tuple[Any, ...]],
    ) -> None:
        parse_table = lark.parser.parser.parser.parse_table
        start = lark.options.start[0]
        self._states = parse_table.states
        self._start_state = parse_table.start_states[start]
        self._end_state = parse_table.end_states[start]
        #: Each rule's length, name and callback, found by the rule object's identity (a
        #: rule's own hash is a Python method).
        self._by_rule = {
            id(rule): (len(rule.expansion), rule.origin.name, _reducer(rule, chain, cls, table))
            for rule, chain in lark._parse_tree_builder.rule_builders
        }
        #: The parse table's actions with each reduction's rule replaced by its length, name
        #: and callback, each made the first time the parser takes it (``_action``).
        self._rows: dict[int, dict[str, tuple[Any, Any]]] = {}
        #: Each parser state's scanner (``cards.grammar.scanning``): Lark's own patterns and
        #: terminal callbacks, and the shortcut past the whitespace between words.
        self._scans = scans

    def read(self, sentence: str, transformer: Any) -> Reading | None:
        if "\n" in sentence:
            return None  # tokens on other lines: Lark's line counter places them
        scans = self._scans
        rows = self._rows
        end_state = self._end_state
        tokens = transformer.tokens
        state_stack = [self._start_state]
        value_stack: list[Any] = []
        pos = 0
        size = len(sentence)
        try:
            while True:
                # The next token (``None`` at the end of the sentence, read as ``$END``).
                token = None
                kind = "$END"
                while pos < size:
                    mres, ignore, callback, skip = scans[state_stack[-1]]
                    if skip is not None and sentence[pos] in skip[0]:
                        pos = skip[1].match(sentence, pos).end()
                        continue
                    for mre in mres:
                        match = mre.match(sentence, pos)
                        if match is not None:
                            break
                    else:
                        return _syntax_error(sentence)
                    start = pos
                    pos = match.end()
                    kind = match.lastgroup
                    if kind in ignore:
                        kind = "$END"
                        continue
                    # Lark's ``Token(kind, text, start, line, column)`` with its end set,
                    # made without the two Python calls of ``Token.__new__``.
                    text = match.group()
                    token = _new_str(Token, text)
                    token.type = kind
                    token.start_pos = start
                    token.value = text
                    token.line = 1
                    token.column = start + 1
                    token.end_line = 1
                    token.end_column = pos + 1
                    token.end_pos = pos
                    if kind in callback:
                        token = callback[kind](token)
                        kind = token.type
                    tokens.append(token)
                    break
                # Reduce as many times as the table says, then shift the token (at the end:
                # reduce until the start rule is complete).
                while True:
                    try:
                        action, arg = rows[state_stack[-1]][kind]
                    except KeyError:
                        if not self._action(state_stack[-1], kind):
                            return _syntax_error(sentence)
                        continue
                    if action is Shift:
                        if token is None:
                            return _syntax_error(sentence)
                        state_stack.append(arg)
                        value_stack.append(token)
                        break
                    count, origin, reducer = arg
                    if reducer is None:
                        del state_stack[-1]  # the one child stays where it is, as the value
                    else:
                        if count:
                            children = value_stack[-count:]
                            del state_stack[-count:]
                            del value_stack[-count:]
                        else:
                            children = []
                        value_stack.append(reducer(children, transformer))
                    try:
                        goto = rows[state_stack[-1]][origin][1]
                    except KeyError:  # a goto not taken before
                        self._action(state_stack[-1], origin)
                        goto = rows[state_stack[-1]][origin][1]
                    state_stack.append(goto)
                    if token is None and state_stack[-1] == end_state:
                        root = value_stack[-1]
                        return root if isinstance(root, Reading) else None
        except _GiveUp:
            return None

    def _action(self, state: int, kind: str) -> bool:
        """Make the action of ``state`` on ``kind`` (``False`` when there is none: a syntax
        error). One at a time: the rows are long (hundreds of lookaheads in some states) and
        a parse takes few of their actions."""
        found = self._states[state].get(kind)
        if found is None:
            return False
        action, arg = found
        row = self._rows.setdefault(state, {})
        row[kind] = (action, arg if action is Shift else self._by_rule[id(arg)])
        return True


def _syntax_error(sentence: str) -> None:
    """The parser's own syntax error for ``sentence``, raised as the tree parse raises it
    (``None`` should the tree parse read it after all: then the tree walk reads it)."""
    from .parser import get_parser

    get_parser().parse(sentence)


def _reducer(rule: Any, chain: list[Any], cls: type, table: dict[str, Callable[..., Any]]):
    """The callback of one rule: what Lark's tree builder (``chain``) and the transformer's
    walk do for its node, in one call; ``None`` for a rule whose one child is its value."""
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
    if expand1 and include is None and len(rule.expansion) == 1:
        return None  # a ``?rule`` of one symbol: its child passes through (the loop does it)
    fn = table.get(data)
    if fn is None:
        if data in dir(cls):
            return _gives_up  # a callback lark would call its own way
        fn = _by_default(data)

    def reduce(children: list[Any], transformer: Any) -> Any:
        if include is None:
            kids = children
        else:
            kids = []
            for i, spliced in include:
                if spliced:
                    kids += children[i].children
                else:
                    kids.append(children[i])
        if expand1 and len(kids) == 1:
            return kids[0]
        values = []
        start = end = None
        for kid in kids:
            if type(kid) is Reading:
                value = kid.value
                if value is not Discard:
                    values.append(value)
                if kid.start is not None:
                    if start is None:
                        start = kid.start
                    end = kid.end
            else:
                values.append(kid)
                if start is None:
                    start = kid.start_pos
                end = kid.end_pos
        # ``Reading(data, kids)``, made without its ``__init__`` call; the node is its meta.
        node = _new_object(Reading)
        node.data = data
        node.children = kids
        node.start = start
        node.end = end
        transformer.rules_seen.add(data)
        try:
            node.value = fn(transformer, node, values)
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
    def contain(children: list[Any], transformer: Any) -> Tree:
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


def _gives_up(children: list[Any], transformer: Any) -> Any:
    raise _GiveUp


@cache
def _reader(cls: type) -> _Reader | None:
    from .parser import get_parser
    from .transformer import _callbacks

    lark = get_parser()
    scanned = scans_of(lark)
    if (
        lark.options.postlex is not None
        or getattr(lark, "_parse_tree_builder", None) is None
        or scanned is None
        or lark.lexer_conf.callbacks
    ):
        return None  # a lexer or tree builder this does not know: the tree walk reads
    return _Reader(lark, cls, _callbacks(cls), scanned)
