"""Searching and sorting through piles ("sort through Draw Pile and discard ...", "select any
card"), and who searches."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .modal_check import held_as_printed
from .picked_subjects import printed_player
from .shared import (
    Cards,
    ClauseBuilder,
    Pile,
    Pred,
    Who,
    find_first,
    permission,
    who_of,
    words_of,
)


@v_args(meta=True)
class SearchAndSort(ClauseBuilder):
    def search(self, meta, children):
        pile = find_first(children, Pile)
        cards = find_first(children, Cards)
        if cards is not None:
            return self._with_span(
                fx.Search(pile=cards.source or "draw_pile", count=cards.count), meta
            )
        by_card = any(isinstance(c, Token) and c.type == "CARD_N" for c in children)
        return self._with_span(fx.Search(pile=str(pile), card_by_card=by_card), meta)

    def sort_and(self, meta, children):
        pile = find_first(children, Pile)
        then = find_first(children, Pred)

        def build(who, modal):
            rest = then.build(who, modal or "must")
            rest = [
                replace(r, from_=str(pile))
                if isinstance(r, fx.Discard) and r.from_ in ("hand", None)
                else r
                for r in (rest if isinstance(rest, list) else [rest])
            ]
            # "Opponent must sort through Draw Pile and discard ...": the one who sorts
            return [fx.Search(pile=str(pile), who=who), *rest]

        return Pred(build)

    def sort_select(self, meta, children):
        pile = str(find_first(children, Pile))
        cards = find_first(children, Cards)

        def build(who, modal):
            return [
                # "Wolverine may sort through Draw Pile, select any Aspect card and play it
                # immediately": the one who sorts through the pile is the one who plays
                fx.Search(pile=pile, who=who if modal == "may" else None),
                permission(
                    who,
                    "select",  # "... and play it immediately": folded in by the sentence
                    cards,
                    count=1 if cards.count in (None, "any") else cards.count,
                    source=pile,
                ),
            ]

        return Pred(build)

    def subj_search(self, meta, children):
        who = who_of(children)
        search = find_first(children, fx.Search)
        search = printed_player([replace(search, who=who)], find_first(children, Who))[0]
        return self._with_span(search, meta)

    def subj_search_look(self, meta, children):
        # "Black Canary must / may not look at top 6 cards in ...": the look (a permission's
        # kind) held under the modal printed
        cards = find_first(children, Cards)
        look = fx.Search(pile=cards.source or "draw_pile", count=cards.count, who=who_of(children))
        return self._with_span(held_as_printed(look, words_of(children), "may"), meta)
