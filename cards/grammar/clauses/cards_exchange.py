"""Cards and piles, moving and showing: putting, exchanging and removing cards, reshuffling
and cutting piles, revealing and choosing cards (switching is in ``cards_switched``)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_wording import cards_text, filter_text
from .removed_cards import FROM_GAME, removed_cards
from .shared import (
    Cards,
    ClauseBuilder,
    FirstCount,
    FromSearched,
    Kind,
    Pile,
    PostPhrase,
    Pred,
    TopCount,
    duration_of,
    find_first,
    permission,
    player_or_default,
    subject_or_self,
    who_of,
    words_of,
)
from .taken_cards import MoreCards, PlaceChosen, PlayOpen, PlayTaken, PutTaken


@v_args(meta=True)
class CardsMovedAndShown(ClauseBuilder):
    def reshuffle(self, meta, children):
        piles = [str(c) for c in children if isinstance(c, Pile)]
        return self._with_span(
            fx.Reshuffle(pile=piles[0], into=piles[1] if len(piles) > 1 else None), meta
        )

    def put(self, meta, children):
        cards = find_first(children, Cards)
        pile = find_first(children, Pile)
        dest = str(pile) if pile else (cards.source or "hand")
        if isinstance(cards.count, FirstCount):
            return self._with_span(self.first_found(cards, dest), meta)
        return self._with_span(
            fx.PutCards(count=cards.count, filter=cards_text(cards), to=dest), meta
        )

    def exchange_card(self, meta, children):
        cards = find_first(children, Cards)
        # "any 1 Special card in Dead Pile not playable by Marauders": a card the character
        # could not otherwise play
        barred = tuple(
            f"not_playable_by:{f.removeprefix('not usable by ')}"
            for f in cards.filters
            if f.startswith("not usable by ")
        )
        if len(barred) != len(cards.filters):
            raise ValueError("a card filter of the exchanged card has no wording here")

        def build(who, modal):
            return permission(
                who,
                # "... and play it immediately" is folded in by the sentence (taken_cards)
                "exchange",
                cards,
                count=cards.count,
                source=cards.source,
                filters=barred,
            )

        return Pred(build)

    def play_taken(self, meta, children):
        return PlayTaken(self._span(meta))

    def play_open(self, meta, children):
        return PlayOpen(duration_of(children), self._span(meta))

    def more_object(self, meta, children):
        return MoreCards(find_first(children, Cards), self._span(meta))

    def place_chosen(self, meta, children):
        w = words_of(children)
        chosen = getattr(self, "chosen_cards", {})
        pile = find_first(children, Pile)
        return PlaceChosen(pile, "them" in w or "it" in w, chosen, self._span(meta))

    def put_taken(self, meta, children):
        to = next(c for c in children if isinstance(c, tuple) and c and c[0] == "source")
        return PutTaken(to[1], self._span(meta))

    def show_cards(self, meta, children):
        to = who_of(children)
        cards = find_first(children, Cards)
        return Pred(
            lambda who, modal: fx.ShowCards(
                who=player_or_default(who),
                to=to,
                count=cards.count,
                filter=filter_text(
                    Cards(kinds=cards.kinds, icons=cards.icons, filters=cards.filters)
                ),
                from_=cards.source or "hand",
                up_to=True if cards.up_to else None,
            )
        )

    def cut_pile(self, meta, children):
        pile = find_first(children, Pile)
        return Pred(lambda who, modal: fx.CutPile(who=subject_or_self(who), pile=str(pile)))

    def cards_returned(self, meta, children):
        cards = find_first(children, Cards)
        pile = find_first(children, Pile)
        owner = who_of(children)
        filt = cards_text(cards)
        return self._with_span(
            fx.PutCards(
                count=cards.count if cards.count is not None else 1,
                filter=f"{owner}'s {filt}" if owner else filt,
                to=str(pile),
            ),
            meta,
        )

    def remove_it(self, meta, children):
        n = "all" if "them" in words_of(children) else 1

        def build(who, modal):
            return fx.Discard(
                who=player_or_default(who), count=n, from_="chosen", to="removed_from_game"
            )

        return Pred(build)

    def exchange_cards(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token | Kind)),
            "all",
        )
        give = find_first(children, Pile)
        take = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "source"), None
        )

        def build(who, modal):
            return fx.ExchangeCards(
                who=player_or_default(who),
                count=count,
                give_from=str(give) if give else "hand",
                take_from=take or "draw_pile",
            )

        return Pred(build)

    def _remove_cards_base(self, meta, children):
        cards = find_first(children, Cards)

        def build(who, modal):
            return fx.Discard(
                who=player_or_default(who),
                count=cards.count if cards.count is not None else 1,
                from_=cards.source or "draw_pile",
                to="removed_from_game",
                filter=cards_text(cards),
            )

        return Pred(build)

    def remove_cards(self, meta, children):
        cards = find_first(children, Cards)
        # "remove 2 cards from the game": read with the card noun (``from_game``)
        from_game = cards is not None and FROM_GAME in cards.filters
        if from_game:
            cards.filters.remove(FROM_GAME)
        if not from_game:
            # "remove any 3 cards of Beast's choice", "remove any cards from Thor's Draw Pile":
            # taken out of the pile, not out of the game
            pred = Pred(lambda who, modal: removed_cards(who, cards))
        else:
            pred = self._remove_cards_base(meta, children)
        if cards is not None and cards.source is None:
            return FromSearched(pred.build)
        return pred

    def take_put(self, meta, children):
        cards = find_first(children, Cards)
        pile = find_first(children, Pile)
        # "take one card from your hand and put it on the bottom of the draw pile": the pile
        # the card is taken from is its own field, the card's filter names the card only
        source = cards.source
        taken = replace(cards, source=None) if source else cards
        return Pred(
            lambda who, modal: fx.PutCards(
                count=cards.count if cards.count is not None else 1,
                filter=cards_text(taken),
                to=str(pile),
                taken_from=source,
                any_chosen=True if cards.any_chosen else None,
            )
        )

    def _reveal_base(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)

        # "reveal any cards in Hand playable by Target Character": only the cards that
        # character can play (any other filter is not read here, and accounting says so)
        usable = next(
            (f[10:] for f in (cards.filters if cards else ()) if f.startswith("usable_by:")), None
        )
        held = cards is not None and cards.source == "hand" and getattr(cards, "bare_any", False)
        if usable and not (held and set(cards.filters) == {f"usable_by:{usable}"}):
            usable = None

        counted = (
            cards.count
            if cards is not None and cards.source == "hand" and type(cards.count) is int
            else None
        )

        top = cards is not None and isinstance(cards.count, TopCount) and cards.source

        def build(who, modal):
            if top and dur is None and not usable:
                # "Reveal the top card of your Power Pack": the player shows the pile's top
                return fx.Reveal(
                    who=player_or_default(who),
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                    count=int(cards.count),
                    source=f"top_of_{cards.source}",
                )
            if dur is not None:
                return [
                    fx.Reveal(who=who or "opponent"),
                    fx.Permission(who=who or "opponent", action="play_open_handed", duration=dur),
                ]
            return fx.Reveal(
                who=who or "opponent",
                card_kinds=tuple(cards.kinds) if cards else (),
                icons=tuple(cards.icons) if cards else (),
                source=cards.source if cards else None,
                usable_by=usable,
                # "reveal 1 card from hand": how many of the hand's cards
                count=counted if not usable else None,
            )

        return Pred(build)

    def reveal(self, meta, children):
        cards = find_first(children, Cards)
        to = who_of(children)
        if to is None and not (cards and (cards.any_chosen or cards.icon_on_card)):
            return self._reveal_base(meta, children)

        def build(who, modal):
            return fx.Reveal(
                who=player_or_default(who),
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                count=cards.count,
                to=to,
                any_chosen=cards.any_chosen or None,
                by_icon=cards.icon_on_card or None,
            )

        return Pred(build)

    def choose_random(self, meta, children):
        cards = find_first(children, Cards)
        return self._with_span(
            fx.ChooseCards(
                count=cards.count if cards.count is not None else 1,
                from_=cards.source or "hand",
                random=True,
            ),
            meta,
        )

    def choose(self, meta, children):
        # "Sort through the Draw Pile and choose any four cards": from the pile searched.
        cards = find_first(children, Cards)
        chosen = self._with_span(
            fx.ChooseCards(
                count=cards.count if cards.count is not None else 1,
                from_=cards.source or "searched_cards",
            ),
            meta,
        )
        # "... and place in hand" after it names these cards (``place_chosen``)
        self.chosen_cards = {**getattr(self, "chosen_cards", {}), chosen.span: cards}
        return chosen
