"""The cards of a noun phrase in the game's words: piles, filters, counted cards, and the
text of a card noun the canonical text prints."""

from __future__ import annotations

import dataclasses

from rules.engine import effects as fx

from .shared import Cards, typed_words


def pile_text(pile: str) -> str:
    """A pile in the game's words: "opponent's Completed Missions Pile", "Hand"."""
    name = str(pile)
    owner = "opponent's " if name.startswith("opponent_") else ""
    owner_name = getattr(pile, "owner_name", None)
    if owner_name:
        owner = f"{fx.possessive(owner_name)} "
    rest = name.removeprefix("opponent_")
    words = rest.replace("_", " ").title()
    return f"{owner}{words}{' Pile' if rest.endswith('missions') else ''}"


def _post_words(post: str) -> str | None:
    """One card filter of ``Cards.filters`` in the game's words, or ``None``."""
    if post.startswith("usable_by:"):
        return f"usable by {fx.who_text(post.split(':', 1)[1])}"
    if post.startswith("not usable by "):
        return f"not usable by {fx.who_text(post.removeprefix('not usable by '))}"
    if post == "with an attack Value":
        return post  # a card that can be played as an attack (it prints an attack value)
    if post.startswith("excluding "):
        listed = post.removeprefix("excluding ")
        joiner = " or " if "|" in listed else " and "
        kinds = [k.replace("_", " ").title() for k in listed.replace("|", ",").split(",")]
        return f", excluding {joiner.join(kinds)},"
    return None


def noun_words(cards: Cards) -> str | None:
    """The cards of a noun phrase, without their count and pile, in the game's words
    ("Banshee Special card", "Power card usable by Booster Gold", "Universe card, excluding
    Teamwork and Training,"), or ``None`` when a part of it has no wording here."""
    posts = [_post_words(f) for f in cards.filters]
    if any(p is None for p in posts) or cards.level or cards.words or cards.owner:
        return None
    if cards.max_value is not None or cards.min_value is not None:
        return None
    head = " ".join(
        x
        for x in (
            " ".join(cards.names),
            fx.icons_text(tuple(cards.icons), cards.choice),
            " ".join(fx.kinds_text((k,)) for k in cards.kinds),
        )
        if x
    )
    text = f"{head + ' ' if head else ''}card"
    for post in posts:
        text += post if post.startswith(",") else f" {post}"
    return text


# Card filters read after the noun ("in play", "at end of battle"), in the game's words.
_TRAILING_FILTERS = {"in:play": "in play", "at:end of battle": "at end of battle"}


def counted_text(cards: Cards) -> str:
    """What a "for each ..." counts, in the game's words when the cards lie in a pile
    ("Mission card in Baron Mordo's Defeated Missions Pile")."""
    trailing = [_TRAILING_FILTERS.get(f) for f in cards.filters]
    if cards.filters and None not in trailing and not (cards.source or cards.names or cards.level):
        # "Special card in play at end of battle": where and when the cards are counted
        bare = Cards(kinds=cards.kinds, icons=cards.icons, choice=cards.choice)
        return f"{cards_text(bare)} {' '.join(t for t in trailing if t)}"
    if cards.source is None or cards.filters or cards.names or cards.level:
        return cards_text(cards)
    adjs = " ".join(
        x
        for x in (
            fx.icons_text(tuple(cards.icons), cards.choice),
            " ".join(k.replace("_", " ").title() for k in cards.kinds),
        )
        if x
    )
    return f"{adjs + ' ' if adjs else ''}card in {pile_text(cards.source)}"


def pile_phrase(pile: str) -> str:
    """A Missions pile in the game's words, with its owner: "opponent's Completed Missions
    Pile", "Scorpion's Defeated Missions Pile"; other places as their words."""
    if not str(pile).endswith("missions"):
        return str(pile).replace("_", " ")
    return pile_text(pile)


def card_filter(cards: Cards | None, *, words: tuple[str, ...] = ()) -> fx.CardFilter:
    """The typed filter of a card noun a restriction names ("Power cards with a value of 5 or
    greater", "level 1 or 2 Power cards"): its kinds, power types, level range and value
    limits, and the filters it keeps as words (``words``: more the caller read after it)."""
    if cards is None:
        return fx.CardFilter(words=words)
    # "with a Universe card": the card played with the one named, typed (``cp_combined_with``)
    combined = next((f.typed for f in cards.filters if _combined(f)), ())
    kept = tuple(
        f
        for f in cards.filters
        if f.startswith("value<=") or (f.startswith("combined_with:") and not _combined(f))
    )
    return fx.CardFilter(
        combined_with=combined,
        kinds=tuple(cards.kinds),
        icons=tuple(cards.icons),
        levels=cards.level,
        min_value=cards.min_value,
        max_value=cards.max_value,
        words=kept + tuple(w for w in words if w not in kept),
    )


def _combined(word: str) -> bool:
    """A "with a Universe card" filter whose kinds the transformer typed."""
    return word.startswith("combined_with:") and isinstance(getattr(word, "typed", None), tuple)


def filter_text(cards: Cards | None) -> str | None:
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
        kinds_joined=cards.kinds_joined,
    )
    text = cards_text(bare)
    return None if text == "card" else text.removesuffix(" card")


#: The places a discard takes placed cards from ("all placed Universe cards", "... currently
#: Placed and in Hand"): the engine reads which of them go by their typed kinds and icons.
_PLACED_SOURCES = ("placed", "placed_and_hand", "placed_or_hand")


def discard_filter(cards: Cards | None, source: str) -> tuple[str | None, fx.CardFilter | None]:
    """The filter of a discard: its words, and for placed cards named by kind or power type
    alone the typed kinds and icons (taken out of the words, written back where they stood).
    Cards named any other way keep all their words (no typed filter, never a guess)."""
    words = filter_text(cards)
    if cards is None or source not in _PLACED_SOURCES or not (cards.kinds or cards.icons):
        return words, None
    named_once = len(set(cards.kinds)) == len(cards.kinds) and "chosen" not in cards.icons
    if cards.choice or cards.level or cards.names or cards.kinds_joined or not named_once:
        return words, None
    typed = fx.CardFilter(kinds=tuple(cards.kinds), icons=tuple(cards.icons))
    rest = filter_text(dataclasses.replace(cards, kinds=[], icons=[]))
    if " ".join(w for w in (typed.adjectives(), rest) if w) != words:
        return words, None
    return rest, typed


def cards_text(cards: Cards | None) -> str:
    if cards is None:
        return ""
    parts: list[str] = []
    if cards.level:
        lo, hi = cards.level
        parts.append(f"level {lo}" if lo == hi else f"level {lo}-{hi}")
    if cards.icons:
        parts.append(fx.icons_text(tuple(cards.icons), cards.choice))
    kinds = [k.replace("_", " ").title() for k in cards.kinds]
    if cards.kinds_joined and len(kinds) > 1:
        kinds = [", ".join(kinds[:-1]) + f" {cards.kinds_joined} {kinds[-1]}"]
    parts.extend(kinds)
    if cards.names:
        parts.append(", ".join(f'"{n}"' for n in cards.names))
    parts.extend(f.replace("_", " ") for f in cards.filters)
    text = " ".join(parts) + " card" if parts else "card"
    if cards.source:
        text += f" in {pile_phrase(cards.source)}"
    return text


def attacks_words(
    cards: Cards, *, every: bool = False, owner: str | None = None, made_with: bool = False
) -> str:
    """The attacks a subject names, made with ``cards`` ("all level 1 Power attacks", "The
    Danger Room team's attacks made with Power cards"): typed words (``fx.AttackSet``) when
    the cards are named only by kind, power type and level, else their words alone."""
    plain = not (
        cards.names
        or cards.words
        or cards.filters
        or cards.source
        or cards.owner
        or cards.max_value is not None
        or cards.min_value is not None
        or cards.kinds_joined
        or (cards.choice and len(cards.icons) > 1)
    )
    if plain:
        attacks = fx.AttackSet(
            card_kinds=tuple(cards.kinds),
            icons=tuple(cards.icons),
            level=cards.level,
            every=every,
            owner=owner,
            made_with=made_with,
        )
        return typed_words(attacks)
    what = cards_text(cards)
    if made_with:
        return f"{owner + chr(39) + 's ' if owner else ''}attacks made with {what}s"
    if owner:
        return f"{owner}'s {what} attacks"
    return ("all " if every else "") + what.removesuffix(" card") + " attacks"
