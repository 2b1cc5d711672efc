"""Cards played and the rules that follow a play: the replacement draw for a played card
("Both players may still redraw for played Event cards") and a second character's named
cards after the first one's ("may Place and play Robin "Loyal Partner" and Batman "The Dark
Knight" Special cards")."""

from __future__ import annotations

from lark import Token, v_args

from .card_phrases import apply_adjs
from .shared import Cards, ClauseBuilder, Pred, duration_of, find_first, permission
from .taken_cards import MoreNamedCards


@v_args(meta=True)
class PlayedCards(ClauseBuilder):
    def redraw_for_played(self, meta, children):
        cards = apply_adjs(children)
        dur = duration_of(children)

        def build(who, modal):
            if modal not in (None, "may"):
                raise ValueError("only a permission to redraw for played cards is known")
            return permission(who, "redraw_for_played", cards, duration=dur)

        return Pred(build)

    def more_named_object(self, meta, children):
        owner = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return MoreNamedCards(
            str(owner), find_first(children, Cards), duration_of(children), self._span(meta)
        )
