"""Which Hits a removal or a move names: the Hit noun's adjectives ("Strength Power card Hit")
and the phrases after it ("with a Fighting icon", "of 5 or less", ", level 1 through 2,",
"with only Energy icons"), typed into one ``fx.HitFilter``, its words printed from it
(``fx.hit_filter_words``) so the canonical text parses back to the same filter. Words with no
typed field ("of equal or lesser value", "with the same icon", "with icon of <X>'s choice")
keep their words and no typed filter."""

from __future__ import annotations

from collections.abc import Iterable

from rules.engine import effects as fx

from .card_wording import filter_text
from .shared import Cards, PostPhrase

#: The power types a Hit may be named by.
POWER_TYPES = ("energy", "fighting", "strength", "intellect")


def hit_phrase(**fields) -> PostPhrase:
    """A phrase after "Hit(s)" the engine can apply, typed."""
    return PostPhrase("hit", fx.HitFilter(**fields))


def _typed_kinds(cards: Cards) -> fx.HitFilter | None:
    """The Hits of cards of one kind (and power type), or None for a noun with more words."""
    if (
        cards.names
        or cards.words
        or cards.level
        or cards.filters
        or cards.max_value is not None
        or cards.min_value is not None
        or len(cards.kinds) > 1
        or len(cards.icons) > 1
    ):
        return None
    return fx.HitFilter(card_kinds=tuple(cards.kinds), icons=tuple(cards.icons))


def hit_filter_of(
    kinds: Cards | None, posts: Iterable[PostPhrase]
) -> tuple[str | None, fx.HitFilter | None]:
    """(the filter's words, the typed filter) of a Hit noun: ``(None, None)`` for every Hit."""
    typed = fx.HitFilter()
    words: list[str] = []
    untyped = False
    named = filter_text(kinds)
    if named:
        part = _typed_kinds(kinds)
        untyped = part is None
        typed = typed.merged(part) if part else typed
        words.append(f"{named} card")
    for p in posts:
        if p.name == "hit":
            typed = typed.merged(p.value)
            words.append(fx.hit_filter_words(p.value))
        elif p.name == "icons":
            # several icons, or one of someone's choice: the table settles which
            words.append(f"with {'/'.join(p.value.icons)} icon")
            untyped = True
        else:
            words.append(str(p.value))
            untyped = True
    if not words:
        return None, None
    if untyped:
        return ", ".join(words), None
    return fx.hit_filter_words(typed), typed
