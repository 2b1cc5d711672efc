"""Transformer callbacks for cards a hand gives up: "replace each unusable Power card with 1
card from Draw Pile" (each card so named, and the cards taken in its place) and "Discard
Duplicate & Unusable cards" (what a Discard Phase takes from a hand).

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .shared import Cards, ClauseBuilder, Pred, find_first, player_or_default


@v_args(meta=True)
class ReplacedCards(ClauseBuilder):
    def replace_each(self, meta, children):
        # the cards replaced (their own noun phrase), then the cards taken for each of them
        replaced = apply_adjs([c for c in children if isinstance(c, list)])
        taken = find_first(children, Cards)
        if replaced.names or set(replaced.filters) - {"unusable"} or taken.count is None:
            raise ValueError("only cards of a kind replaced by so many cards are known")
        if taken.kinds or taken.icons or taken.filters or taken.names:
            raise ValueError("the cards taken in their place are any cards of a pile")

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not replace' is not known")
            return fx.ReplaceCards(
                who=player_or_default(who),
                count="each",
                card_kinds=tuple(replaced.kinds),
                icons=tuple(replaced.icons),
                unusable=True if "unusable" in replaced.filters else None,
                per_card=taken.count,
                from_=taken.source or "draw_pile",
            )

        return Pred(build)

    def discard_unwanted(self, meta, children):
        return Pred(
            lambda who, modal: fx.Discard(
                who=player_or_default(who), count="all", filter="duplicate and unusable"
            )
        )
