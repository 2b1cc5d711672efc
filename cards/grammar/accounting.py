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

# A sign belongs to a number only at a word's start: "level 1-4" is the levels 1 and 4.
_WORD = re.compile(r"(?<![A-Za-z0-9])[+-]\d+|\d+|[A-Za-z0-9][A-Za-z0-9.'\u2019]*")
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
    "search": "sort",  # "search your Power Pack" is "sort through" it
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
    "reduc": "decreased",  # a number "reduced by 5" is "decreased by 5" (Hits to KO, values)
    "greater": "more",  # "a value of 7 or greater" is "7 or more"
    "higher": "more",  # "a value of 7 or higher" is "7 or more"
    "lower": "less",  # "a value of 4 or lower" is "4 or less"
    # a Power card's value is its level: "Power cards level 4 or less" is "of 4 or less"
    "level": "value",
    "skill": "rating",  # a character's skill in a Power Type is its Power Grid rating in it
    "has": "have",  # one verb: "each player has taken", "they have each taken"
    "choic": "chosen",  # "Opponent's choice" is the cards "chosen by opponent"
    "take": "make",  # "may take 2 Power card attacks" is "may make" them (an attacker's turn)
    "toward": "to",  # "does not count to Venture Total" is "does not count toward" it
    # "choose 2 cards and place them in Dead Pile" puts them there; Placing on a character
    # is read and rendered as "Place", so both sides of that reading meet the same key
    "place": "put",
    "start": "begin",  # "At the start of the battle" is its beginning (OR.aftermath)
    # the Hits a character "receives" are the Hits placed on it ("place", read as "put")
    "receiv": "put",
    "heal": "remove",  # Hits healed from a character are removed from it
}


# snowballstemmer hands the work to PyStemmer's C build of the same Snowball algorithm when it
# is installed (a dependency for that reason: the pure-Python stemmer was a tenth of the
# pipeline's time).
_STEMMER = snowballstemmer.stemmer("english")


def word_key(word: str) -> str:
    """The form under which a word of card text and of canonical text are compared: lower
    case without a possessive "'s", dots or apostrophes, then its Snowball (Porter 2) stem, so "played" and
    "play", "Hits" and "hit" are one word."""
    low = word.lower()
    key = _KNOWN.get(low)
    return key if key is not None else _key(low)


#: The keys of the grammar's own keywords, worked out once (``know_words``) since every
#: sentence is made of them; other words (names, the renderings' words) go through ``_key``'s
#: cache, which ``forget_words`` empties.
_KNOWN: dict[str, str] = {}


def know_words(known: Iterable[str]) -> None:
    """Work out once the keys of ``known`` (the grammar's keywords)."""
    for word in known:
        low = word.lower()
        _KNOWN[low] = _key.__wrapped__(low)


def forget_words() -> None:
    """Forget the keys of the words met so far (not those of ``know_words``)."""
    _key.cache_clear()
    _SEEN.clear()
    _MEANING.clear()


#: The keys of the words met so far as printed (case kept), so that a rendering's words are
#: looked up at once (``_keys``); ``forget_words`` empties it.
_SEEN: dict[str, str] = {}


def _keys(words: list[str]) -> list[str]:
    """``word_key`` of each of ``words``: those met before looked up at C speed (``map``)."""
    keys = list(map(_SEEN.get, words))
    if None in keys:
        if len(_SEEN) >= 8192:
            _SEEN.clear()
        for i, key in enumerate(keys):
            if key is None:
                keys[i] = _SEEN[words[i]] = word_key(words[i])
    return keys


def word_keys(text: str) -> list[str]:
    """``word_key`` of every word of ``text`` (``words``), in order."""
    return _keys(_WORD.findall(text))


@lru_cache(maxsize=8192)
def _key(low: str) -> str:
    key = _POSSESSIVE.sub("", low).translate(_STRIP)
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


def tokens(tree: Tree) -> list[Token]:
    """Every token of a parse tree, in order."""
    out: list[Token] = []
    _gather(tree, out)
    return out


def _gather(tree: Tree, out: list[Token]) -> None:
    for child in tree.children:
        if isinstance(child, Tree):
            _gather(child, out)
        elif isinstance(child, Token):
            out.append(child)


def unconsumed(
    tree: Tree,
    clauses: Iterable[Clause],
    one_per_deck: bool = False,
    text: str | None = None,
    walked: tuple[list[Token], set[str]] | None = None,
) -> tuple[tuple[int, int, str], ...]:
    """The meaning-bearing words of ``tree`` that reached no field of ``clauses``:
    ``(start, end, word)`` with positions in the parsed (normalised) sentence. ``text`` is
    the clauses' canonical text when the caller has rendered it already; ``walked`` the
    tree's tokens in order and the names of its rules, when the transformer gathered them
    (the tree is then not walked again)."""
    clauses = tuple(clauses)
    if text is None:
        text = render_clauses(clauses, one_per_deck)
    rendered = Counter(_keys(_WORD.findall(text)))
    if walked is None:
        sentence_tokens, joins = tokens(tree), _joining_tokens(tree, clauses)
    else:
        sentence_tokens, seen = walked
        joins = set() if seen.isdisjoint(_JOINERS) else _joining_tokens(tree, clauses)
    if joins:
        sentence_tokens = [t for t in sentence_tokens if id(t) not in joins]
    if _all_said(sentence_tokens, rendered):
        return ()
    # The card's own character named inside a sentence ("... made against Wolverine or
    # teammate", "if Domino can block ...") is read as "self" and rendered "this character":
    # each such phrase stands for one name. At the head of a sentence "This character" is
    # the default subject of a sentence that names nobody, and stands for no name.
    self_refs = sum(
        1 for m in _SELF_PHRASE.finditer(text) if text[: m.start()].rstrip()[-1:] not in ("", ".")
    )
    left: list[tuple[int, int, str]] = []
    name: list[Token] = []  # the tokens of a character's name being read
    count = rendered.get
    meanings = _MEANING
    for token in [*sentence_tokens, None]:
        if token is not None and token.type in _NAME_TERMINALS:
            name.append(token)
            continue
        if name:
            # A name is one run of words: all of it stands for one "this character", or each
            # of its words is looked for in the rendering.
            found = [
                ((t.start_pos or 0) + s, (t.start_pos or 0) + e, word, key)
                for t in name
                for s, e, word, key in meaning_words(t.value)
            ]
            name = []
            if found and self_refs and _short_of(rendered, found):
                self_refs -= 1
            else:
                _count_off(found, rendered, left)
        if token is not None:
            # Each word uses up one of its key in the rendering, or is left over (what
            # ``_count_off`` does, inline: most tokens are one keyword met before, looked up
            # here without a call; a filler word has no meaning word at all).
            meant = meanings.get(token.value)
            if meant is None:
                meant = meaning_words(token.value)
            start = token.start_pos or 0
            for s, e, word, key in meant:
                n = count(key)
                if n:
                    rendered[key] = n - 1
                else:
                    left.append((start + s, start + e, word))
    return tuple(left)


def _all_said(sentence_tokens: list[Token], rendered: Counter[str]) -> bool:
    """Whether the rendering holds every meaning word of the tokens as often as they do (most
    sentences): then none is left over, whatever the order they are counted off in, and
    whether a name stands for "this character" or not (it uses up no more than its words)."""
    values = [t.value for t in sentence_tokens]
    meant = list(map(_MEANING.get, values))
    if None in meant:
        meant = [
            m if m is not None else meaning_words(v) for m, v in zip(meant, values, strict=True)
        ]
    wanted = Counter([word[3] for words in meant for word in words])
    return all(rendered[key] >= n for key, n in wanted.items())


# Rules whose "and" joins two clauses of one sentence ("Target Character must discard all
# Placed cards and may not attack ..."): each clause is rendered as a sentence of its own, and
# every sentence of a card applies, so the "and" is the boundary between the two sentences.
# "Opponent must discard an equal number of cards, and 1 Placed card" (``discard_both``) is
# two discards joined the same way, and so is "Choose any 2 cards and put them into
# opponent's Draw Pile" (``choose``: the choosing, then the putting).
_JOINERS = frozenset({"joiner", "inherit_joiner", "discard_both", "choose", "sort_and"})


def _leaves(clauses: Iterable[Clause]) -> int:
    """How many clauses ``clauses`` hold, those nested in a condition or choice included."""
    n = 0
    for clause in clauses:
        inner = [getattr(clause, f, ()) for f in ("then", "options", "cost")]
        nested = [c for group in inner if isinstance(group, tuple) for c in group]
        n += _leaves(nested) if nested else 1
    return n


def _joining_tokens(tree: Tree, clauses: Iterable[Clause]) -> set[int]:
    """The "and" tokens of the joiners of ``tree`` that stand between two clauses: as many as
    the clauses built from it are more than one. A joiner whose next phrase the sentence folded
    into the clause before ("X's Permanent Record and Current Battle") stands between none, and
    its "and" is a word of the folded clause; the last joiners are taken for the boundaries
    (the words are counted, not placed, so which ones only moves a reported position)."""
    found = [
        token
        for sub in tree.iter_subtrees()
        if sub.data in _JOINERS
        for token in sub.children
        if isinstance(token, Token) and "and" in str(token).lower().split()
    ]
    found.sort(key=lambda t: t.start_pos or 0)
    boundaries = _leaves(clauses) - 1
    if not found or boundaries <= 0:
        return set()
    return {id(t) for t in found[-boundaries:]}


def _count_off(
    found: list[tuple[int, int, str, str]],
    rendered: Counter[str],
    left: list[tuple[int, int, str]],
) -> None:
    """Each word of ``found`` uses up one of its key in ``rendered``, or goes to ``left``."""
    for s, e, word, key in found:
        if rendered[key] > 0:
            rendered[key] -= 1
        else:
            left.append((s, e, word))


def _short_of(rendered: Counter[str], found: list[tuple[int, int, str, str]]) -> bool:
    """Whether the rendering lacks some word of a name (counting repeats)."""
    needed = Counter(key for *_pos, key in found)
    return any(rendered[k] < n for k, n in needed.items())


_SELF_PHRASE = re.compile(r"\bthis character\b", re.IGNORECASE)
_NAME_TERMINALS = frozenset({"NAME", "AMP_NAME", "THE_NAME", "OF_NAME"})


def meaning_words(text: str) -> tuple[tuple[int, int, str, str], ...]:
    """``(start, end, word, word_key)`` of every word of one token's text that is not on the
    filler list, memoised: the grammar's keywords recur in every sentence. Callers pass a
    token's ``value`` (its text as a plain ``str``, no copy): looked up with the token itself,
    each hit would compare keys with ``Token.__eq__``, a Python method."""
    found = _MEANING.get(text)
    if found is None:
        if len(_MEANING) >= 4096:
            _MEANING.clear()
        filler = filler_keys()
        found = _MEANING[str(text)] = tuple(
            (s, e, w, key) for s, e, w in words(text) if (key := word_key(w)) not in filler
        )
    return found


#: ``meaning_words`` of the token texts met so far; ``forget_words`` empties it.
_MEANING: dict[str, tuple[tuple[int, int, str, str], ...]] = {}
