"""Transformer callbacks for rules about a team's or a player's cards that a location sets:
one player's cards whose Hits do not count for a Spectrum KO ("Opponent's MultiPower Power
cards do not count for Spectrum KO against Ravencroft Team"), duplicates a team keeps ("may
keep duplicate level 2 Power Cards of different Power Types"), and cards from a Location.

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .shared import Cards, ClauseBuilder, OnlyModal, PostPhrase, Pred, Who, find_first


@v_args(meta=True)
class TeamCards(ClauseBuilder):
    def cards_no_spectrum(self, meta, children):
        cards = find_first(children, Cards)
        whos = [str(c) for c in children if isinstance(c, Who)]
        if not whos or cards is None or cards.filters or cards.names or cards.source:
            raise ValueError("only a player's cards of some kinds are known here")
        return self._with_span(
            fx.SpectrumExclusion(
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                level=cards.level,
                owner=whos[0],
                against=whos[1] if len(whos) > 1 else None,
            ),
            meta,
        )

    def keep_duplicate_cards(self, meta, children):
        cards = find_first(children, Cards)
        different = "of_different_types" in cards.filters
        if [f for f in cards.filters if f != "of_different_types"] or cards.names or cards.source:
            raise ValueError("only kinds, icons and levels of duplicates kept are known")

        def build(who, modal):
            if modal not in ("may", None):
                raise OnlyModal("may", "only 'may keep duplicate ...' is known")
            return fx.KeepDuplicates(
                who=who or "self",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                levels=cards.level,
                different_types=different,
            )

        return Pred(build)

    def of_different_types(self, meta, children):
        return PostPhrase("filter", "of_different_types")
