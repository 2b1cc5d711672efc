"""The amounts counted "for each ...": every ``Scaling`` the grammar builds is made here, with
what it counts typed (``fx.Counted``) when the noun phrase is one the engine can count, and its
``per`` printed from that typed count (``fx.counted_words``) so the canonical text parses back
to the same count. A noun phrase with words of its own beyond these fields keeps its printed
text and no typed count (the engine says it cannot count it)."""

from __future__ import annotations

from rules.engine import effects as fx
from rules.engine.effects.counts import WHERE_WORDS

from .card_wording import counted_text
from .shared import Cards

#: Card filters a count reads after the noun, in the order the game prints them.
_TRAILING = ("in:play", "at:end of battle")


def _where(source: str | None) -> tuple[str | None, str | None] | None:
    """(whose, where) of a counted pile ("opponent's Completed Missions Pile", "Wonder
    Woman's Hand"), or None for a pile a count does not name."""
    if source is None:
        return None, None
    name = str(source)
    whose = "opponent" if name.startswith("opponent_") else None
    whose = getattr(source, "owner_name", None) or whose
    where = name.removeprefix("opponent_")
    if where not in WHERE_WORDS or where in ("permanent_record", "current_battle"):
        return None
    return whose, where


def _plain(cards: Cards) -> bool:
    """Cards named only by one kind and power types, nothing the count would leave out."""
    return not (
        cards.names
        or cards.words
        or cards.level
        or cards.max_value is not None
        or cards.min_value is not None
        or len(cards.kinds) > 1
        or (cards.choice and len(cards.icons) > 1)
    )


def _typed_cards(cards: Cards, played_by: str | None) -> fx.Counted | None:
    if not _plain(cards) or cards.owner:
        return None
    filters = tuple(cards.filters)
    if filters and (cards.source or filters != _TRAILING[: len(filters)]):
        return None
    place = _where(cards.source)
    if place is None:
        return None
    whose, where = place
    return fx.Counted(
        what="cards",
        card_kinds=tuple(cards.kinds),
        icons=tuple(cards.icons),
        whose=whose,
        where="in_play" if "in:play" in filters else where,
        when="end_of_battle" if "at:end of battle" in filters else None,
        played_by=played_by,
    )


def _scaling(count: fx.Counted, amount: int = 1) -> fx.Scaling:
    return fx.Scaling(amount, fx.counted_words(count), count)


def cards_counted(cards: Cards, played_by: str | None = None) -> fx.Scaling:
    """ "for each Mission card in Backlash's Defeated Missions Pile", "for each Activator card
    played by Opponent"."""
    count = _typed_cards(cards, played_by)
    if count is not None:
        return _scaling(count)
    text = counted_text(cards)
    if played_by:
        text += f" played by {fx.who_text(played_by)}"
    return fx.Scaling(1, text)


def hits_counted(whose: str | None, where: str) -> fx.Scaling:
    """ "for each Hit on Witchblade's Permanent Record", "for each Hit in Iceman's Hits to
    Current Battle"."""
    return _scaling(fx.Counted(what="hits", whose=whose, where=where))


def successful_hits_counted(cards: Cards, amount: int) -> fx.Scaling:
    """ "successful Hits made with Power cards are +1 to Venture Total": each such Hit."""
    if _plain(cards) and not (cards.source or cards.filters or cards.owner):
        count = fx.Counted(
            what="hits", card_kinds=tuple(cards.kinds), icons=tuple(cards.icons), successful=True
        )
        return _scaling(count, amount)
    raise ValueError("only hits made with cards of one kind are counted")


def kos_counted(when: str) -> fx.Scaling:
    """ "for each character KO'd this battle" / "this game"."""
    return _scaling(fx.Counted(what="kos", when=when))


def teammates_counted(icon: str, at_least: int) -> fx.Scaling:
    """ "for each Teammate with a Fighting Rating of 6 or greater"."""
    return _scaling(fx.Counted(what="teammates", icon=icon, at_least=at_least))
