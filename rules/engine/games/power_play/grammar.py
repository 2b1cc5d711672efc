"""Reading card text into modifiers: normalise, split into sentences, parse each with one
cached LALR parser (``modifiers.lark``), and build the dataclasses of ``modifiers.py``.

``read_card_text`` never raises on text: a sentence the grammar does not understand, or one
it parses but that makes no sense for the tally (a villain immune to its own powers), is
returned as :class:`Unparsed` with the reason, and the other sentences still count.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, VisitError

from .modifiers import (
    AlsoCountAs,
    CardText,
    Immune,
    Modifier,
    Scale,
    Selection,
    Unparsed,
    ValueCountsAs,
    canon_type,
)

GRAMMAR_PATH = Path(__file__).with_name("modifiers.lark")
_NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
}
_FACTOR_WORDS = {
    "double": "double",
    "doubles": "double",
    "doubled": "double",
    "twice": "double",
    "triple": "triple",
    "triples": "triple",
    "tripled": "triple",
    "half": "half",
    "halve": "half",
    "halves": "half",
    "halved": "half",
}
_CONTRACTIONS = {"can't": "cannot", "don't": "do not", "doesn't": "does not"}
_SENTENCE_END = re.compile(r"[.;!?\n]+")
_NAME_MARK = "\ue000"  # stands for the villain's name while the text is split


@cache
def get_parser() -> Lark:
    options: dict[str, Any] = dict(parser="lalr", lexer="contextual", strict=True)
    try:
        return Lark(GRAMMAR_PATH.read_text(encoding="utf-8"), cache=True, **options)
    except OSError:  # no usable temp dir for the table cache: build it in memory
        return Lark(GRAMMAR_PATH.read_text(encoding="utf-8"), cache=False, **options)


@cache
def keywords() -> frozenset[str]:
    """The grammar's own words; none of them is ever read as a power type."""
    return frozenset(t.pattern.value for t in get_parser().terminals if t.pattern.type == "str")


class NotUnderstood(ValueError):
    """A sentence the grammar parses but the tally cannot use; the message says why."""


def normalise(sentence: str, villain_name: str = "") -> str:
    """Lower case, plain quotes, contractions spelled out, the villain's name as "this
    villain", no comma before "rounded" (see the grammar's header)."""
    text = sentence.replace("\u2019", "'").replace("\u2018", "'").replace("`", "'")
    text = text.strip().strip("\"'\u201c\u201d.;!? ").strip()
    text = " ".join(text.lower().split())
    for short, long in _CONTRACTIONS.items():
        text = text.replace(short, long)
    pattern = _name_pattern(villain_name)
    if pattern is not None:
        text = pattern.sub("this villain", text)
    return re.sub(r",\s*(?=(?:rounded|rounding|round)\b)", " ", text)


def _name_pattern(villain_name: str) -> re.Pattern[str] | None:
    name = " ".join(villain_name.split())
    if not name:
        return None
    words = r"\s+".join(re.escape(w) for w in name.split())
    return re.compile(rf"(?<!\w){words}(?!\w)", re.IGNORECASE)


def sentences(text: str, villain_name: str = "") -> list[str]:
    """The sentences of a card text, as written (trimmed), without empty ones. A full stop
    inside the villain's name ("Mr. Freeze") does not end a sentence."""
    names: list[str] = []
    pattern = _name_pattern(villain_name)
    if pattern is not None:
        text = pattern.sub(lambda m: names.append(m.group(0)) or _NAME_MARK, text)
    found = [s.strip() for s in _SENTENCE_END.split(text) if s.strip(" \t\"'\u201c\u201d")]
    marks = iter(names)
    return [re.sub(_NAME_MARK, lambda _m: next(marks), s) for s in found]


def _where(exc: UnexpectedInput, text: str) -> str:
    if isinstance(exc, UnexpectedEOF):
        return "the sentence ends before it says what happens"
    if isinstance(exc, UnexpectedCharacters):
        return f"unexpected {text[exc.pos_in_stream]!r} at column {exc.column}"
    token = getattr(exc, "token", None)
    if token is None or token.type == "$END":
        return "the sentence ends before it says what happens"
    return f"did not expect {str(token)!r} at column {exc.column}"


def read_sentence(sentence: str, source: str, villain_name: str = "") -> Modifier | Unparsed:
    """One sentence of card text as a modifier, or as unparsed with the reason."""
    text = normalise(sentence, villain_name)
    try:
        tree = get_parser().parse(text)
        _whole_words(tree, text)
        return _Build(source, sentence).transform(tree)
    except UnexpectedInput as exc:
        return Unparsed(source, sentence, f"not understood: {_where(exc, text)}")
    except VisitError as exc:
        if isinstance(exc.orig_exc, NotUnderstood):
            return Unparsed(source, sentence, f"not understood: {exc.orig_exc}")
        raise


def _whole_words(tree: Tree, text: str) -> None:
    """Refuse a parse that took a keyword out of a longer word ("her" read as "he" + "r"):
    the contextual lexer matches keywords without looking at what follows them."""
    for token in tree.scan_values(lambda v: isinstance(v, Token)):
        end = token.end_pos
        if end is not None and end < len(text) and text[end - 1].isalnum() and text[end].isalnum():
            raise UnexpectedCharacters(text, end, token.line, token.column + len(token))


def read_card_text(text: str, source: str, villain_name: str = "") -> CardText:
    """Every sentence of one card's text, read."""
    read = [read_sentence(s, source, villain_name) for s in sentences(text or "", villain_name)]
    return CardText(
        source=source,
        text=text or "",
        modifiers=tuple(r for r in read if isinstance(r, Modifier)),
        unparsed=tuple(r for r in read if isinstance(r, Unparsed)),
    )


# ------------------------------------------------------------------------- the transformer


def _tokens(children: list[Any], *types: str) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token) and (not types or c.type in types)]


def _tagged(children: list[Any], tag: str) -> list[Any]:
    return [c[1] for c in children if isinstance(c, tuple) and len(c) == 2 and c[0] == tag]


class _Build(Transformer):
    """Tree to modifier. Small rules return tagged tuples ``(tag, value)`` that the rules
    above them pick up."""

    def __init__(self, source: str, text: str) -> None:
        super().__init__()
        self.source = source
        self.text = text

    # --- words
    def number(self, c: list[Any]) -> int:
        word = str(c[0])
        return int(word) if word.isdigit() else _NUMBER_WORDS[word]

    def types(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        words = _tokens(c, "TYPE")
        taken = [w for w in words if w in keywords()]
        if taken:
            raise NotUnderstood(f"{taken[0]!r} is a word of the rules here, not a power type")
        return ("types", tuple(dict.fromkeys(canon_type(t) for t in words)))

    def hero_word(self, c: list[Any]) -> tuple[str, str]:
        return ("side", "heroes")

    def villain_word(self, c: list[Any]) -> tuple[str, str]:
        return ("side", "villain")

    def owner(self, c: list[Any]) -> tuple[str, str]:
        return ("owner", _tagged(c, "side")[0])

    def owner_pronoun(self, c: list[Any]) -> tuple[str, str]:
        return ("owner", "villain")  # "his", "her", "its": the card's own villain

    def owner_of(self, c: list[Any]) -> tuple[str, str]:
        return ("owner", _tagged(c, "side")[0])

    def value_prefix(self, c: list[Any]) -> tuple[str, int]:
        return ("value", next(x for x in c if isinstance(x, int)))

    q_value = value_prefix

    def q_same_type(self, c: list[Any]) -> tuple[str, str]:
        return ("relation", "same_type")

    def q_villain_type(self, c: list[Any]) -> tuple[str, str]:
        return ("relation", "villain_type")

    def q_types(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("types", _tagged(c, "types")[0])

    def villain_powers(self, c: list[Any]) -> tuple[str, str]:
        if _tagged(c, "owner") != ["villain"]:
            raise NotUnderstood("a power's type is compared with the villain's powers only")
        return ("compared", "villain")

    def selection(self, c: list[Any]) -> Selection:
        owners = set(_tagged(c, "owner"))
        values = set(_tagged(c, "value"))
        types = [t for x in _tagged(c, "types") for t in x]
        if len(owners) > 1:
            raise NotUnderstood("the powers are said to be both the heroes' and the villain's")
        if len(values) > 1:
            raise NotUnderstood("the powers are given two different values")
        relations = _tagged(c, "relation")
        return Selection(
            side=owners.pop() if owners else "both",
            types=tuple(dict.fromkeys(types)),
            value=values.pop() if values else None,
            relation=relations[0] if relations else None,
        )

    # --- predicates
    def also_pred(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        if not _tokens(c, "ALSO", "WELL", "TOO"):
            raise NotUnderstood(
                "it does not say whether the powers keep their own type too (“also count as”)"
            )
        return ("also", _tagged(c, "types")[0])

    def value_pred(self, c: list[Any]) -> tuple[str, int]:
        return ("value_to", next(x for x in c if isinstance(x, int)))

    def factor(self, c: list[Any]) -> tuple[str, str]:
        return ("factor", _FACTOR_WORDS[str(c[0])])

    factor_done = factor
    scale_verb = factor

    def rounding(self, c: list[Any]) -> tuple[str, str]:
        return ("rounding", _tokens(c, "UP", "DOWN")[0])

    def scale_pred(self, c: list[Any]) -> tuple[str, tuple[str, str | None]]:
        rounding = _tagged(c, "rounding")
        return ("scale", (_tagged(c, "factor")[0], rounding[0] if rounding else None))

    def actor(self, c: list[Any]) -> tuple[str, str]:
        owners = _tagged(c, "owner")
        if owners and owners != ["villain"]:
            raise NotUnderstood("only the villain's aura changes the heroes' powers")
        return ("actor", "villain")

    def villain_subject(self, c: list[Any]) -> tuple[str, str]:
        if "heroes" in _tagged(c, "side"):
            raise NotUnderstood("the sentence is about the heroes, not the villain")
        return ("actor", "villain")

    def immune_target(self, c: list[Any]) -> tuple[str, Selection]:
        found = c[0]
        selection = found if isinstance(found, Selection) else Selection(types=found[1])
        return ("target", selection)

    # --- whole sentences
    def also_count(self, c: list[Any]) -> AlsoCountAs:
        selection = _one(c, Selection)
        return AlsoCountAs(self.source, self.text, selection, _tagged(c, "also")[0])

    def value_count(self, c: list[Any]) -> ValueCountsAs:
        return ValueCountsAs(self.source, self.text, _one(c, Selection), _tagged(c, "value_to")[0])

    def scale(self, c: list[Any]) -> Scale:
        factor, rounding = _tagged(c, "scale")[0]
        return self._scale(_one(c, Selection), factor, rounding)

    def scale_verb_first(self, c: list[Any]) -> Scale:
        rounding = _tagged(c, "rounding")
        return self._scale(
            _one(c, Selection), _tagged(c, "factor")[0], rounding[0] if rounding else None
        )

    def _scale(self, selection: Selection, factor: str, rounding: str | None) -> Scale:
        if factor != "half" and rounding:
            raise NotUnderstood(f"a {factor} value needs no rounding")
        if selection.relation == "villain_type":
            selection = _heroes_only(selection, "compared with the villain's powers")
        return Scale(self.source, self.text, selection, factor, rounding)

    def immune(self, c: list[Any]) -> Immune:
        target = _tagged(c, "target")[0]
        return Immune(self.source, self.text, _heroes_only(target, "the villain is immune to"))

    def immune_harm(self, c: list[Any]) -> Immune:
        return Immune(self.source, self.text, _heroes_only(_one(c, Selection), "hurt the villain"))

    def start(self, c: list[Any]) -> Modifier:
        return c[0]


def _one(children: list[Any], kind: type) -> Any:
    return next(c for c in children if isinstance(c, kind))


def _heroes_only(selection: Selection, what: str) -> Selection:
    if selection.side == "villain":
        raise NotUnderstood(f"only the heroes' powers can be {what}")
    return Selection("heroes", selection.types, selection.value, selection.relation)
