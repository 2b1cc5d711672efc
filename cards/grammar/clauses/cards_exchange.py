"""Cards and piles, moving and showing: putting, exchanging, switching and removing
cards, reshuffling and cutting piles, revealing and choosing cards."""

from __future__ import annotations

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import _adjs
from .shared import (
    Cards,
    ClauseBuilder,
    Pred,
    _cards_text,
    _dur,
    _filter_text,
    _find,
    _FromSearched,
    _Kind,
    _Pile,
    _player,
    _Post,
    _subject,
    _Who,
    _who,
    _words,
)


@v_args(meta=True)
class CardsMovedAndShown(ClauseBuilder):
    def reshuffle(self, meta, children):
        piles = [str(c) for c in children if isinstance(c, _Pile)]
        return self._with_span(
            fx.Reshuffle(pile=piles[0], into=piles[1] if len(piles) > 1 else None), meta
        )

    def put(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)
        dest = str(pile) if pile else (cards.source or "hand")
        return self._with_span(
            fx.PutCards(count=cards.count, filter=_cards_text(cards), to=dest), meta
        )

    def exchange_card(self, meta, children):
        cards = _find(children, Cards)
        play = any(isinstance(c, Token) and c.type == "AND_PLAY_IT" for c in children)

        def build(who, modal):
            return fx.Permission(
                who=_subject(who),
                action="exchange_and_play" if play else "exchange",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                count=cards.count,
                source=cards.source,
            )

        return Pred(build)

    def switch_record(self, meta, children):
        partner = _who(children)
        dur = _dur(children)
        return Pred(
            lambda who, modal: fx.SwitchRecord(who=_subject(who), partner=partner, duration=dur)
        )

    def reveal_play(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            return [
                fx.Reveal(
                    who=who or "opponent",
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                ),
                fx.Permission(who=who or "opponent", action="play_open_handed", duration=dur),
            ]

        return Pred(build)

    def show_cards(self, meta, children):
        to = _who(children)
        cards = _find(children, Cards)
        return Pred(
            lambda who, modal: fx.ShowCards(
                who=_player(who),
                to=to,
                count=cards.count,
                filter=_filter_text(
                    Cards(kinds=cards.kinds, icons=cards.icons, filters=cards.filters)
                ),
                from_=cards.source or "hand",
            )
        )

    def cut_pile(self, meta, children):
        pile = _find(children, _Pile)
        return Pred(lambda who, modal: fx.CutPile(who=_subject(who), pile=str(pile)))

    def cards_become(self, meta, children):
        cards = _find(children, Cards)
        becomes = _adjs([c for c in children if isinstance(c, list)])
        kinds = list(becomes.kinds)
        if any(isinstance(c, Token) and c.value.lower() in ("specials",) for c in children):
            kinds.append("special")
        return self._with_span(
            fx.CardsBecome(
                owner=_who(children),
                names=tuple(cards.names),
                card_kinds=tuple(cards.kinds),
                becomes=tuple(kinds),
                duration=_dur(children),
            ),
            meta,
        )

    def cards_returned(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)
        owner = _who(children)
        filt = _cards_text(cards)
        return self._with_span(
            fx.PutCards(
                count=cards.count if cards.count is not None else 1,
                filter=f"{owner}'s {filt}" if owner else filt,
                to=str(pile),
            ),
            meta,
        )

    def switch_cards(self, meta, children):
        cards = _find(children, Cards)
        owner = _who(children, "self")
        front = "front_line" in children
        if owner == "opponent":
            between = "opponent_team"
        else:
            between = "front_line_teammates" if front else "teammates"
        filt = _filter_text(cards)

        def build(who, modal):
            return fx.SwitchCards(
                who=_subject(who),
                count=cards.count if isinstance(cards.count, int) else 2,
                filter=filt,
                between=between,
            )

        return Pred(build)

    def switch_hit_records(self, meta, children):
        records = []
        for c in children:
            if isinstance(c, Token) and c.type == "QUOTED":
                text = c.value.lower()
                if "current" in text:
                    records.append("current")
                elif "permanent" in text:
                    records.append("permanent")
                else:
                    raise ValueError(f"not a record: {c.value}")

        def build(who, modal):
            return fx.SwitchCards(
                who=_subject(who), count=1, filter="Hit", between="self", records=tuple(records)
            )

        return Pred(build)

    def remove_it(self, meta, children):
        n = "all" if "them" in _words(children) else 1

        def build(who, modal):
            return fx.Discard(who=_player(who), count=n, from_="chosen", to="removed_from_game")

        return Pred(build)

    def exchange_cards(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token | _Kind)),
            "all",
        )
        give = _find(children, _Pile)
        take = next(
            (p.value for p in children if isinstance(p, _Post) and p.name == "source"), None
        )

        def build(who, modal):
            return fx.ExchangeCards(
                who=_player(who),
                count=count,
                give_from=str(give) if give else "hand",
                take_from=take or "draw_pile",
            )

        return Pred(build)

    def _remove_cards_base(self, meta, children):
        cards = _find(children, Cards)

        def build(who, modal):
            return fx.Discard(
                who=_player(who),
                count=cards.count if cards.count is not None else 1,
                from_=cards.source or "draw_pile",
                to="removed_from_game",
                filter=_cards_text(cards),
            )

        return Pred(build)

    def remove_cards(self, meta, children):
        pred = self._remove_cards_base(meta, children)
        cards = _find(children, Cards)
        if cards is not None and cards.source is None:
            return _FromSearched(pred.build)
        return pred

    def take_put(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)
        return Pred(
            lambda who, modal: fx.PutCards(
                count=cards.count if cards.count is not None else 1,
                filter=_cards_text(cards),
                to=str(pile),
            )
        )

    def _reveal_base(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            if dur is not None:
                return [
                    fx.Reveal(who=who or "opponent"),
                    fx.Permission(who=who or "opponent", action="play_open_handed", duration=dur),
                ]
            return fx.Reveal(
                who=who or "opponent",
                card_kinds=tuple(cards.kinds) if cards else (),
                icons=tuple(cards.icons) if cards else (),
            )

        return Pred(build)

    def reveal(self, meta, children):
        cards = _find(children, Cards)
        to = _who(children)
        if to is None:
            return self._reveal_base(meta, children)

        def build(who, modal):
            return fx.Reveal(
                who=_player(who),
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                count=cards.count,
                to=to,
            )

        return Pred(build)

    def reshuffle_two(self, meta, children):
        piles = [str(c) for c in children if isinstance(c, _Pile)]
        return self._with_span(fx.Reshuffle(pile=f"{piles[0]}_and_dead_pile", into=piles[-1]), meta)

    def choose_random(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.ChooseCards(
                count=cards.count if cards.count is not None else 1,
                from_=cards.source or "hand",
                random=True,
            ),
            meta,
        )

    def _choose_base(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)
        if pile is None and "and" not in " ".join(_words(children)):
            return self._with_span(
                fx.Search(pile=cards.source or "selected", count=cards.count), meta
            )
        return self._with_span(
            fx.Draw(
                who="player",
                count=cards.count if cards.count is not None else 1,
                from_=cards.source or "draw_pile",
                to=str(pile) if pile is not None else "hand",
                filter="chosen " + _cards_text(cards),
            ),
            meta,
        )

    def choose(self, meta, children):
        cards = _find(children, Cards)
        pile = _find(children, _Pile)
        if pile is None and "and" not in " ".join(_words(children)):
            # "Sort through the Draw Pile and choose any four cards": from the pile searched.
            return self._with_span(
                fx.ChooseCards(
                    count=cards.count if cards.count is not None else 1,
                    from_=cards.source or "searched_cards",
                ),
                meta,
            )
        return self._choose_base(meta, children)

    def switch_records_of(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        dur = _dur(children)
        return Pred(lambda who, modal: fx.SwitchRecord(who=whos[0], partner=whos[1], duration=dur))

    def record_cards_become(self, meta, children):
        adjs = [c for c in children if isinstance(c, list)]
        first, second = _adjs(adjs[:1]), _adjs(adjs[1:])
        return self._with_span(
            fx.CardsBecome(
                owner=_who(children),
                card_kinds=tuple(first.kinds),
                icons=tuple(first.icons),
                becomes=tuple(second.kinds),
                becomes_icons=tuple(second.icons),
                on_record=True,
                duration=_dur(children),
            ),
            meta,
        )
