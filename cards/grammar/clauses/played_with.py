"""Transformer callback for a character allowed to play the card together with others:
"Grunge may play with Intellect or MultiPower cards usable by Grunge." (the card is combined
with one such card, as "Play with ..." combines it; the sentence names who may).

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .modal_check import held_as_printed
from .shared import Cards, ClauseBuilder, Pred, find_first, words_of


@v_args(meta=True)
class PlayedWith(ClauseBuilder):
    def may_play_with(self, meta, children):
        cards = find_first(children, Cards)
        usable = next((f[10:] for f in cards.filters if f.startswith("usable_by:")), None)
        if cards.names or cards.source or set(cards.filters) - {f"usable_by:{usable}"}:
            raise ValueError("only cards of a kind or power type are known played with")
        if not (cards.kinds or cards.icons):
            raise ValueError("the cards played with this one are named by kind or power type")

        words = words_of(children)

        def build(who, modal):
            played_with = fx.Combine(
                count=1,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                purpose="play_with",
                usable_by=usable,
                who=who or "self",
            )
            # "Grunge must / may not play with ...": held under the modal printed
            return held_as_printed(played_with, words, "may")

        return Pred(build)
