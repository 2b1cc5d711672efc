"""Token accounting: no word of a sentence may be parsed and then silently dropped.

The grammar reads a sentence into a Lark tree that keeps every token
(``keep_all_tokens=True``); the transformer builds clauses from it. A word the grammar matched
but no transformer callback put into a field would vanish without a trace, and the text would
still look ``full``. So after each sentence is transformed, every word of every token of its
tree must be either

* on the reviewed filler list (``cards.grammar.filler``: articles, copulas, pronouns ... each
  with the reason it carries no meaning in this game), or
* present in the canonical text rendered from the clauses built for that sentence. Each
  clause renders every one of its fields in the game's words (``rules.engine.effects``), so a
  word found there went into a field; a word missing there was read by the grammar and then
  lost. Words are counted, not just looked up: a word the sentence holds twice must be
  rendered twice ("Dark Beast may play any Beast Specials" rendered as "Dark Beast may play
  any Special cards" has lost one "Beast"), so a repeated word cannot hide behind the other.

Words are compared by ``word_key`` (case, dots, apostrophes and plurals folded; "K.O." is
"KO"; number words are digits), so "Hits" in the card and "Hit" in the rendering count as
one. Signs are kept: "+2" and "-2" differ. Any other word left over makes the text
``partial`` and is named in the tree's ``unconsumed`` list with its place in the card text.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import lru_cache

import snowballstemmer
from lark import Token, Tree

from rules.engine.effects import Clause, render_clauses

from .filler import FILLER

_WORD = re.compile(r"[+-]\d+|\d+|[A-Za-z0-9][A-Za-z0-9.'\u2019]*")
_STRIP = str.maketrans("", "", ".'\u2019")
_POSSESSIVE = re.compile(r"['\u2019]s$")  # "X's" is the word "X" (however it was split)

# Spellings of one word that the cards use interchangeably (each pair read alike by the rules).
_SAME_WORD: dict[str, str] = {
    "kod": "ko",  # "KO'd", "K.O.'d": the past tense of KO
    "koed": "ko",
    "knock": "ko",  # "knocked out" is a KO
    "cant": "cannot",  # "can't" is "cannot"
    "vs": "against",  # "+1 vs. Characters" is "+1 against characters"
    "versus": "against",
    "thru": "through",
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "multi": "multipower",
    "hero": "character",  # the game's characters are its heroes ("Target Hero")
    "can": "may",  # "can only be defended" is "may only be defended"
    "cannot": "not",  # "cannot" is "may not"; the modal is kept as "may" + "not"
    "fight": "fighting",  # the Fighting power type, as some cards abbreviate it
    "defens": "defend",  # "for Defense" and "to defend": the noun of the same game action
    "into": "to",  # a card moved into a pile is moved to it ("discard into Dead Pile")
    "per": "each",  # "+2 per battle" is "+2 each battle", "+1 per Hit" is "+1 for each Hit"
    "every": "each",  # "for every Hit in X's Permanent Record" is "for each Hit ..."
}


_STEMMER = snowballstemmer.stemmer("english")


@lru_cache(maxsize=8192)
def word_key(word: str) -> str:
    """The form under which a word of card text and of canonical text are compared: lower
    case without a possessive "'s", dots or apostrophes, then its Snowball (Porter 2) stem, so "played" and
    "play", "Hits" and "hit" are one word."""
    key = _POSSESSIVE.sub("", word.lower()).translate(_STRIP)
    key = _SAME_WORD.get(key, key)
    if key and not key[-1].isdigit():
        key = _STEMMER.stemWord(key)
    same = _SAME_WORD.get(key)
    if same is None or same[-1].isdigit():
        return same or key
    # A stem that names another word ("heroes" -> "hero" -> "character") is compared in
    # that word's stemmed form, as the word itself would be ("characters" -> "charact").
    stem = _STEMMER.stemWord(same)
    return _SAME_WORD.get(stem, stem)


@lru_cache(maxsize=1)
def filler_keys() -> frozenset[str]:
    """The reviewed filler words (``cards.grammar.filler``) as word keys."""
    return frozenset(word_key(w) for w in FILLER)


def words(text: str, offset: int = 0) -> Iterator[tuple[int, int, str]]:
    """``(start, end, word)`` of every word of ``text`` (hyphens split words)."""
    for match in _WORD.finditer(text):
        yield offset + match.start(), offset + match.end(), match.group(0)


def tokens(tree: Tree) -> Iterator[Token]:
    """Every token of a parse tree, in order."""
    yield from tree.scan_values(lambda v: isinstance(v, Token))


def unconsumed(
    tree: Tree, clauses: Iterable[Clause], one_per_deck: bool = False
) -> tuple[tuple[int, int, str], ...]:
    """The meaning-bearing words of ``tree`` that reached no field of ``clauses``:
    ``(start, end, word)`` with positions in the parsed (normalised) sentence."""
    text = render_clauses(tuple(clauses), one_per_deck)
    rendered = Counter(word_key(w) for _s, _e, w in words(text))
    # The card's own character named inside a sentence ("... made against Wolverine or
    # teammate", "if Domino can block ...") is read as "self" and rendered "this character":
    # each such phrase stands for one name. At the head of a sentence "This character" is
    # the default subject of a sentence that names nobody, and stands for no name.
    self_refs = sum(
        1 for m in _SELF_PHRASE.finditer(text) if text[: m.start()].rstrip()[-1:] not in ("", ".")
    )
    filler = filler_keys()
    left: list[tuple[int, int, str]] = []
    for is_name, run in _runs(tokens(tree)):
        found = [
            (start + s, start + e, word, key)
            for start, token_text in run
            for s, e, word, key in token_words(token_text)
            if key not in filler
        ]
        if is_name and self_refs and _short_of(rendered, found):
            self_refs -= 1
            continue
        for s, e, word, key in found:
            if rendered[key] > 0:
                rendered[key] -= 1
            else:
                left.append((s, e, word))
    return tuple(left)


def _short_of(rendered: Counter[str], found: list[tuple[int, int, str, str]]) -> bool:
    """Whether the rendering lacks some word of a name (counting repeats)."""
    needed = Counter(key for *_pos, key in found)
    return any(rendered[k] < n for k, n in needed.items())


_SELF_PHRASE = re.compile(r"\bthis character\b", re.IGNORECASE)
_NAME_TERMINALS = frozenset({"NAME", "AMP_NAME", "THE_NAME", "OF_NAME"})


def _runs(found: Iterable[Token]) -> Iterator[tuple[bool, list[tuple[int, str]]]]:
    """The tokens in order, a character's name (consecutive name tokens) as one run:
    ``(is_name, [(start, text), ...])``."""
    run: list[tuple[int, str]] = []
    for token in found:
        item = (token.start_pos or 0, str(token))
        if token.type in _NAME_TERMINALS:
            run.append(item)
            continue
        if run:
            yield True, run
            run = []
        yield False, [item]
    if run:
        yield True, run


@lru_cache(maxsize=4096)
def token_words(text: str) -> tuple[tuple[int, int, str, str], ...]:
    """``(start, end, word, word_key)`` of every word of one token's text, memoised: the
    grammar's keywords recur in every sentence."""
    return tuple((s, e, w, word_key(w)) for s, e, w in words(text))
