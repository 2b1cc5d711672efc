"""Events and player-level rules: cards met in order while a pile is sorted through, the
players' turns and concession, and the phrases events share with the rest of the game."""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .shared import Cards, ClauseBuilder, PostPhrase, ints_of


@v_args(meta=True)
class EventClauses(ClauseBuilder):
    def with_more_icons(self, meta, children):
        # "with more than one icon": a card carrying two or more power type icons
        nums = ints_of(children)
        return PostPhrase("more_icons_than", nums[0] if nums else 1)

    @staticmethod
    def first_found(cards: Cards, dest: str) -> fx.PutFirstFound:
        """ "Put the first 3 cards with Energy icons in Hand": the first cards met that match,
        with every part of the noun phrase kept in a field (any other part has no wording
        here, and leaves the sentence unparsed)."""
        more = [f for f in cards.filters if f.startswith("more_icons_than:")]
        if len(more) != len(cards.filters) or cards.names or cards.words or cards.level:
            raise ValueError("a filter of the first cards found has no wording here")
        if cards.max_value is not None or cards.min_value is not None or cards.owner:
            raise ValueError("a filter of the first cards found has no wording here")
        return fx.PutFirstFound(
            count=int(cards.count),
            card_kinds=tuple(cards.kinds),
            icons=tuple(cards.icons),
            choice=cards.choice,
            more_icons_than=int(more[0].split(":")[1]) if more else None,
            to=dest,
        )
