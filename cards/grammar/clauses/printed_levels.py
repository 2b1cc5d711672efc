"""Transformer callbacks for levels printed after the cards they limit ("Strength Power Cards
level 1-4", "1 Power Card Hit, level 1-2,") and for what a card leaves alone ("Does not affect
Power Grids.").

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .shared import ClauseBuilder, PostPhrase, Pred


def _level_range(children) -> tuple[int, int] | None:
    """The (lowest, highest) levels of a LEVEL_RANGE token among the children, if any."""
    for c in children:
        if isinstance(c, Token) and c.type == "LEVEL_RANGE":
            nums = [int(n) for n in re.findall(r"\d+", c.value)]
            return nums[0], nums[-1]
    return None


@v_args(meta=True)
class PrintedLevels(ClauseBuilder):
    def combine_pair_plain(self, meta, children):
        # "X-Mansion Team may combine Strength Power Cards level 1-4 with any Doubleshot card":
        # the team's cards (with their levels) and the card they go with, for any use of it
        pred = self._combine_pair(meta, children, None)
        levels = _level_range(children)
        if levels is None:
            return pred
        return Pred(lambda who, modal: replace(pred.build(who, modal), levels=levels))

    def hp_levels(self, meta, children):
        low, high = _level_range(children)
        return PostPhrase("filter", f"level {low} through {high}")

    def no_grid_effect(self, meta, children):
        return self._with_span(fx.Discipline(action="does_not_affect_power_grids"), meta)
