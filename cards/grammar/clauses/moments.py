"""Transformer callbacks for the moments a card names around a KO: "Play during battle on
Teammate, before Teammate is KO'd." (when the card is played, and on whom) and "When Target
Teammate is KO'd, ..." (a lead: what happens when another character is KO'd); and a cap that
holds at every moment: "may only have 1 card Placed to him at any time".

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .shared import ClauseBuilder, Pred, Who, duration_of, ints_of


@v_args(meta=True)
class PlayMoments(ClauseBuilder):
    def t_during_battle_on_before_ko(self, meta, children):
        # the card goes on a character during battle, and must be played before that
        # character is KO'd
        on, before = (str(c) for c in children if isinstance(c, Who))
        if on != before:
            raise ValueError("only a card played before its own character is KO'd is known")
        return self._with_span(fx.Timing(when=f"during_battle_on_before_ko:{on}"), meta)

    def have_placed_cap(self, meta, children):
        # "Target Character may only have 1 card Placed to him at any time": a cap on the
        # cards Placed on the subject ("him": the subject itself), whatever else allows
        cards = apply_adjs([c for c in children if isinstance(c, list)])
        count = ints_of(children)[0]
        dur = duration_of(children)
        if next((str(c) for c in children if isinstance(c, Who)), "self") != "self":
            raise ValueError("only the cards Placed on the subject itself are known capped")

        def build(who, modal):
            if modal != "only":
                raise ValueError("only 'may only have N cards Placed' is known")
            return fx.Placement(
                who=who or "self",
                max_cards=count,
                card_kinds=tuple(cards.kinds) + tuple(cards.icons),
                duration=dur,
                cap=True,
            )

        return Pred(build)

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
