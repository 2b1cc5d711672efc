"""Characters themselves: moving between Front Line and Reserve, exchanging,
choosing or discarding characters, and changes to a Power Grid."""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .shared import (
    Cards,
    ClauseBuilder,
    Pred,
    _dur,
    _filter_text,
    _find,
    _Icons,
    _InheritPred,
    _ints,
    _Pile,
    _player,
    _subject,
    _Who,
    _who,
    _words,
)


@v_args(meta=True)
class CharacterClauses(ClauseBuilder):
    def grid_verb(self, meta, children):
        return None

    def grid_change(self, meta, children):
        icons = _find(children, _Icons)
        who = _who(children, "self")
        n = _ints(children)[-1]
        w = _words(children)
        uses = ("defense",) if "defense" in w else ()
        return self._with_span(
            fx.GridChange(
                who=who, icons=tuple(icons.icons), set_to=n, duration=_dur(children), uses=uses
            ),
            meta,
        )

    def char_move(self, meta, children):
        w = _words(children)
        whos = [str(x) for x in children if isinstance(x, _Who)]
        if w and w[0] == "switch":
            clause = fx.CharacterMove(who=whos[0], to=whos[1], duration=_dur(children))
        elif w and w[0] == "return":
            clause = fx.CharacterMove(
                who="front_line", to="reserve", duration=fx.Until("end of battle")
            )
        else:
            clause = fx.CharacterMove(who="reserve", to="front_line", duration=_dur(children))
        return self._with_span(clause, meta)

    def lose_ability(self, meta, children):
        dur = _dur(children)
        return Pred(lambda who, modal: fx.LoseAbility(who=who or "target", duration=dur))

    def switch_places(self, meta, children):
        return self._with_span(fx.CharacterMove(who="self", to="reserve"), meta)

    def move_character(self, meta, children):
        mover = _who(children)
        piles = [str(c) for c in children if isinstance(c, _Pile)]
        return Pred(lambda who, modal: fx.CharacterReturn(who=mover, from_=piles[0], to=piles[1]))

    def char_discarded(self, meta, children):
        w = _words(children)
        when = "end_of_next_battle" if "next" in w else "end_of_battle"
        return self._with_span(fx.CharacterRemoval(who=_who(children), when=when), meta)

    def gain_grid(self, meta, children):
        src = _who(children)
        what = "skill_levels" if "skill" in _words(children) else "power_grid"
        dur = _dur(children)

        def build(who, modal):
            return fx.GridCopy(who=_subject(who), from_=src, what=what, duration=dur)

        return Pred(build)

    def move_to_reserve(self, meta, children):
        dur = _dur(children)
        return _InheritPred(
            lambda who, modal: fx.CharacterMove(who=_subject(who), to="reserve", duration=dur)
        )

    def exchange_chars(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, _Who)]
        return Pred(lambda who, modal: fx.CharacterExchange(who=whos[1], with_=whos[0]))

    def discard_character(self, meta, children):
        target = _who(children)
        return Pred(lambda who, modal: fx.DiscardCharacter(who=target, when="end_of_battle"))

    def choose_character(self, meta, children):
        count = _ints(children)[0]
        w = _words(children)
        among = _who(children)
        if among is None:
            among = "front_line" if "front_line" in children else "teammate"
        out = [self._with_span(fx.ChooseCharacter(count=count, among=among), meta)]
        pred = _find(children, Pred)
        if pred is not None:
            out.extend(self._clauses_of(pred.build("chosen", None), meta))
        del w
        return out

    def exchange_character(self, meta, children):
        whom = _who(children)
        return Pred(lambda who, modal: fx.ExchangeCharacter(who=whom, with_="kod_teammate"))

    def moves_into_play(self, meta, children):
        return self._with_span(fx.CharacterMove(who=_who(children), to="front_line"), meta)

    def resurrected_placed(self, meta, children):
        return self._with_span(fx.CharacterMove(who="resurrected", to="reserve"), meta)

    def discard_and_move(self, meta, children):
        cards = _find(children, Cards)
        dur = _dur(children)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not discard' is not known")
            return [
                fx.Discard(
                    who=_player(who),
                    count=cards.count if cards.count is not None else 1,
                    from_=cards.source or ("placed" if "placed" in cards.filters else "hand"),
                    filter=_filter_text(cards),
                    may=modal == "may",
                ),
                fx.CharacterMove(who=_subject(who), to="reserve", duration=dur),
            ]

        return Pred(build)

    def choose_one_character(self, meta, children):
        among = _who(children) or ("front_line" if "front_line" in children else "teammate")
        return self._with_span(fx.ChooseCharacter(count=1, among=among), meta)
