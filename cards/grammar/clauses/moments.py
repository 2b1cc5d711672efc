"""Transformer callbacks for the moments a card names around a KO: "Play during battle on
Teammate, before Teammate is KO'd." (when the card is played, and on whom) and "When Target
Teammate is KO'd, ..." (a lead: what happens when another character is KO'd).

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .shared import ClauseBuilder, Pred, Who


@v_args(meta=True)
class PlayMoments(ClauseBuilder):
    def t_during_battle_on_before_ko(self, meta, children):
        # the card goes on a character during battle, and must be played before that
        # character is KO'd
        on, before = (str(c) for c in children if isinstance(c, Who))
        if on != before:
            raise ValueError("only a card played before its own character is KO'd is known")
        return self._with_span(fx.Timing(when=f"during_battle_on_before_ko:{on}"), meta)

    def lead_when_who_kod(self, meta, children):
        # "When Target Teammate is KO'd, Malebolgia is +5 to Venture Total"
        who = next(str(c) for c in children if isinstance(c, Who))
        then: list[fx.Clause] = []
        for body in children:
            if isinstance(body, fx.Clause | Pred | list):
                then.extend(self._clauses_of(body, meta))
        return self._with_span(
            fx.Condition(when="ko", detail=who, then=tuple(then), lead="when"), meta
        )
