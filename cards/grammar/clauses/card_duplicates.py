"""Duplicate cards: whether duplicates may be kept, drawn duplicates discarded, and cards that
count as duplicates of others."""

from __future__ import annotations

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .card_wording import filter_text
from .modal_check import held_as_printed
from .shared import (
    Cards,
    ClauseBuilder,
    Pred,
    duration_of,
    find_first,
    only_negated,
    permission,
    player_or_default,
    words_of,
)


@v_args(meta=True)
class DuplicateCards(ClauseBuilder):
    def be_duplicate(self, meta, children):
        keep = "keep" in words_of(children)

        def build(who, modal):
            allowed = modal in ("may", None) and modal != "not"
            if keep:
                # "May keep duplicates": drawn duplicates need not be discarded
                return fx.Discipline(action="keep_duplicates" if allowed else "no_keep_duplicates")
            return fx.Discipline(action="duplicates_allowed" if allowed else "no_duplicates")

        return Pred(build)

    def no_duplicate_cards(self, meta, children):
        # "Specials may not be duplicates": the kinds of cards that must all differ
        cards = find_first(children, Cards)
        kinds = tuple(cards.kinds) if cards is not None else ()
        rule = fx.Discipline(action="no_duplicates", card_kinds=kinds)
        # "Specials may be duplicates": the rule held under the printed modal
        return self._with_span(held_as_printed(rule, words_of(children), "may_not"), meta)

    def duplicates_discarded(self, meta, children):
        owed = fx.Discard(who="player", count="all", filter="duplicates", duplicates="discard")
        # "All duplicates may (not) still be discarded": the discard held under that modal
        return self._with_span(held_as_printed(owed, words_of(children), "must"), meta)

    def keep_duplicates(self, meta, children):
        w = words_of(children)
        chosen = apply_adjs([c for c in children if isinstance(c, list)])
        if "chosen" in w and (chosen.kinds != ["power"] or chosen.icons):
            # the filter below names a Power card: another kind would be misread
            raise ValueError("only a chosen Power card's Power Type and Value is known")
        filt = (
            "duplicates of the chosen Power card's Power Type and Value" if "chosen" in w else None
        )
        dur = duration_of(children)

        return only_negated(
            "does not have to discard duplicates",
            lambda who: permission(
                who,
                "keep_duplicates",
                filters=(filt,) if filt else (),
                duration=dur,
            ),
        )

    def drawn_and_duplicates(self, meta, children):
        return self._with_span(
            fx.Discard(
                who="player",
                count="all",
                from_="placed_or_hand",
                filter="drawn card and its duplicates",
            ),
            meta,
        )

    def counts_as_duplicate(self, meta, children):
        quoted = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        card_set = next(
            (c.value for c in children if isinstance(c, Token) and c.type == "NAME"), None
        )
        kinds = Cards()
        for a in find_first(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(kinds, inner)
        if any(isinstance(c, Token) and c.value.lower() == "specials" for c in children):
            kinds.kinds.append("special")
        return self._with_span(
            fx.DuplicateOf(
                # normalisation hyphenated "Any Hero" inside the quotes; restore the print
                names=(
                    quoted.value.strip('"')
                    .replace("any-hero", "Any Hero")
                    .replace("any-character", "Any Character"),
                ),
                card_set=card_set,
                card_kinds=tuple(kinds.kinds) or ("card",),
            ),
            meta,
        )

    # "Drawn card and duplicate of it ... must be discarded": the same discard, said the other
    # way round
    drawn_discarded = drawn_and_duplicates

    def draw_keep_duplicates(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        # "draw 2 Power cards, do not discard if duplicate": the kinds of the cards drawn
        drawn = filter_text(apply_adjs([c for c in children if isinstance(c, list)])) or None

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not draw' is not known")
            return fx.Draw(
                who=player_or_default(who),
                count=count,
                duplicates="keep",
                filter=drawn,
                may=modal == "may",
            )

        return Pred(build)
