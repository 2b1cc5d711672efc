"""Transformer callbacks for levels printed after the cards they limit ("Strength Power Cards
level 1-4", "1 Power Card Hit, level 1-2,") and for what a card leaves alone ("Does not affect
Power Grids.").

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from rules.engine import effects as fx

from .hit_words import hit_phrase
from .shared import ClauseBuilder, Pred, ints_of


class LevelSpan(tuple):
    """The (lowest, highest) levels printed after cards: "level 1 through 4", "level 1-4"."""


def levels_printed(children) -> tuple[int, int] | None:
    """The levels printed after the cards, among the children, if any."""
    return next((c for c in children if isinstance(c, LevelSpan)), None)


@v_args(meta=True)
class PrintedLevels(ClauseBuilder):
    def combine_pair_plain(self, meta, children):
        # "X-Mansion Team may combine Strength Power Cards level 1-4 with any Doubleshot card":
        # the team's cards (with their levels) and the card they go with, for any use of it
        pred = self._combine_pair(meta, children, None)
        levels = levels_printed(children)
        if levels is None:
            return pred
        return Pred(lambda who, modal: replace(pred.build(who, modal), levels=levels))

    def printed_levels(self, meta, children):
        levels = ints_of(children)
        return LevelSpan((levels[0], levels[-1]))

    def hp_levels(self, meta, children):
        low, high = levels_printed(children)
        return hit_phrase(level=(low, high))

    def no_grid_effect(self, meta, children):
        return self._with_span(fx.Discipline(action="does_not_affect_power_grids"), meta)
