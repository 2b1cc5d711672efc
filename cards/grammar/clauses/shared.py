"""Values and helpers shared by the clause-family callbacks of the sentence transformer.

Noun phrases become small value objects (``Cards``, who-strings, durations); verb phrases
become ``Pred`` objects that build a clause once the subject and modality ("may", "must",
"may not", "may only") are known.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from lark import Token, Transformer

from rules.engine import effects as fx

KIND_ALIASES = {"basic": "basic_universe", "teamwork": "teamwork", "training": "training"}


@dataclass
class Cards:
    """A card noun phrase: which cards, how many, with what limits."""

    count: int | str | None = None
    kinds: list[str] = field(default_factory=list)
    icons: list[str] = field(default_factory=list)
    choice: bool = False
    names: list[str] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    max_value: int | None = None
    min_value: int | None = None
    level: tuple[int, int] | None = None
    source: str | None = None
    owner: str | None = None
    filters: list[str] = field(default_factory=list)


@dataclass
class Pred:
    """A verb phrase waiting for its subject and modality."""

    build: Callable[[str | None, str | None], fx.Clause | list[fx.Clause]]


def _words(children: list[Any]) -> list[str]:
    return [str(c).lower() for c in children if isinstance(c, Token)]


def _ints(children: list[Any]) -> list[int]:
    return [int(c) for c in children if isinstance(c, Token) and c.type in ("INT", "SIGNED")]


def _find(children: list[Any], kind: type) -> Any:
    for c in children:
        if isinstance(c, kind):
            return c
    return None


class _Duration:
    def __init__(self, value: fx.Duration) -> None:
        self.value = value


class _Who(str):
    pass


class _Icons:
    def __init__(self, icons: list[str], choice: bool) -> None:
        self.icons = icons
        self.choice = choice


class _Level:
    def __init__(self, low: int, high: int) -> None:
        self.low = low
        self.high = high


class _Kind(str):
    pass


class _Post:
    def __init__(self, name: str, value: Any) -> None:
        self.name = name
        self.value = value


class _Pile(str):
    pass


class _Cond:
    def __init__(self, when: str, detail: str | None = None) -> None:
        self.when = when
        self.detail = detail


class _Timing(str):
    pass


def _dur(children: list[Any]) -> fx.Duration:
    d = _find(children, _Duration)
    return d.value if d else None


def _who(children: list[Any], default: str | None = None) -> str | None:
    w = _find(children, _Who)
    return str(w) if w is not None else default


def _count(value: Any) -> int | str | None:
    return value


def _only_negated(phrase: str, make: Callable[[str | None], Any]) -> Pred:
    """A verb phrase card text only ever uses negated ("may not be attacked"): any other
    modality leaves the sentence unparsed rather than reading it as something else."""

    def build(who: str | None, modal: str | None) -> Any:
        if modal != "not":
            raise ValueError(f"only '{phrase}' is known")
        return make(who)

    return Pred(build)


def _subject(who: str | None) -> str:
    return who if who else "self"


def _player(who: str | None) -> str:
    return who if who else "player"


def _kinds_of(cards: Cards | None) -> tuple[str, ...]:
    if cards is None:
        return ()
    out = list(cards.kinds) + list(cards.icons)
    if cards.min_value is not None:
        out.append(f"value>={cards.min_value}")
    if cards.max_value is not None:
        out.append(f"value<={cards.max_value}")
    if cards.level:
        out.append(f"level {cards.level[0]}-{cards.level[1]}")
    out.extend(f for f in cards.filters if f.startswith(("value<=", "combined_with:")))
    return tuple(out)


def _filter_text(cards: Cards | None) -> str | None:
    if cards is None:
        return None
    bare = Cards(
        kinds=cards.kinds,
        icons=cards.icons,
        choice=cards.choice,
        names=cards.names,
        words=cards.words,
        level=cards.level,
        filters=cards.filters,
    )
    text = _cards_text(bare)
    return None if text == "card" else text.removesuffix(" card")


def _cards_text(cards: Cards | None) -> str:
    if cards is None:
        return ""
    parts: list[str] = []
    if cards.level:
        lo, hi = cards.level
        parts.append(f"level {lo}" if lo == hi else f"level {lo}-{hi}")
    if cards.icons:
        parts.append(fx.icons_text(tuple(cards.icons), cards.choice))
    parts.extend(k.replace("_", " ").title() for k in cards.kinds)
    if cards.names:
        parts.append(", ".join(f'"{n}"' for n in cards.names))
    parts.extend(f.replace("_", " ") for f in cards.filters)
    text = " ".join(parts) + " card" if parts else "card"
    if cards.source:
        text += f" in {cards.source.replace('_', ' ')}"
    return text


class _InheritPred(Pred):
    """A verb phrase joined to the clause before it, whose subject it shares:
    "Target Hero must discard all Placed cards and move into Reserve"."""


class _MergeInto(Pred):
    """ "... and discard into Dead Pile": where the cards of the clause before go."""

    def __init__(self, pile: str) -> None:
        super().__init__(build=self._alone)
        self.pile = pile

    def _alone(self, who: str | None, modal: str | None) -> fx.Clause:
        return fx.Discard(who=_player(who), count="all", to=self.pile)


class _FromSearched(Pred):
    """A verb phrase whose cards name no pile: after "Sort through X and ...", they come
    from X ("Sort through Defeated Heroes Pile and remove 1 Event card")."""


def _last_who(item: Any) -> str | None:
    items = item if isinstance(item, list) else [item]
    for clause in reversed(items):
        if isinstance(clause, fx.Clause) and getattr(clause, "who", None):
            return clause.who
    return None


class ClauseBuilder(Transformer):
    """The base of every clause-family mixin: spans of the sentence's text (the composed
    ``SentenceTransformer`` holds ``norm`` and ``base``)."""

    norm: Any
    base: int

    def _span(self, meta: Any) -> tuple[int, int] | None:
        if getattr(meta, "empty", True):
            return None
        return self.norm.original_span(self.base + meta.start_pos, self.base + meta.end_pos)

    def _with_span(self, clause: fx.Clause, meta: Any) -> fx.Clause:
        if clause.span is None:
            return replace(clause, span=self._span(meta))
        return clause
