"""The search query's syntax tree: terms, negation, and/or, the warnings a query may carry, and the known filter keys and values."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

# Syntax tree
MAX_QUERY_CHARS = 1000


MAX_TERMS = 40


MAX_DEPTH = 8


#: Filter keys as a user may type them -> the field they search.
FILTER_KEYS: dict[str, str] = {
    "name": "name",
    "n": "name",
    "o": "text",
    "text": "text",
    "oracle": "text",
    "t": "type",
    "type": "type",
    "c": "character",
    "char": "character",
    "character": "character",
    "code": "code",
    "set": "set",
    "s": "set",
    "opd": "opd",
    "is": "is",
}


KNOWN_FILTERS = "o: t: c: code: set: opd: is:"


YES = {"yes", "y", "true", "1", "on"}


NO = {"no", "n", "false", "0", "off"}


IS_VALUES = {
    "opd": "opd",
    "oneperdeck": "opd",
    "errata": "errata",
    "erratum": "errata",
    "errataed": "errata",
    "sample": "sample",
    "hero": "hero",
    "villain": "villain",
}


@dataclass(frozen=True)
class Term:
    """One search condition: ``field`` is name/text/type/character/code/set/opd/is."""

    field: str
    value: str
    exact: bool = False  # the value was quoted


@dataclass(frozen=True)
class Not:
    child: Node


@dataclass(frozen=True)
class And:
    children: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    children: tuple[Node, ...]


Node = Union[Term, Not, And, Or]  # noqa: UP007 (used at runtime in dataclass annotations)


@dataclass(frozen=True)
class SearchWarning:
    """A part of the query that was ignored or read differently, and why."""

    term: str
    message: str

    def as_dict(self) -> dict[str, str]:
        return {"term": self.term, "message": self.message}

    def __str__(self) -> str:
        return f"{self.term}: {self.message}" if self.term else self.message


@dataclass(frozen=True)
class ParsedQuery:
    text: str
    node: Node | None  # None: no condition, every card matches
    warnings: tuple[SearchWarning, ...] = ()

    @property
    def name_words(self) -> list[str]:
        """The positive name words of the query's top level, used to rank results."""
        return _ranking_words(self.node) if self.node is not None else []

    @property
    def name_phrase(self) -> str | None:
        """The whole query when it is nothing but name words (a pasted card name)."""
        node = self.node
        terms = node.children if isinstance(node, And) else (node,)
        if node is not None and all(isinstance(t, Term) and t.field == "name" for t in terms):
            return self.text
        return None

    @property
    def is_empty(self) -> bool:
        return self.node is None


def _ranking_words(node: Node) -> list[str]:
    if isinstance(node, Term):
        return [node.value] if node.field == "name" else []
    if isinstance(node, And):
        return [w for child in node.children for w in _ranking_words(child)]
    return []
