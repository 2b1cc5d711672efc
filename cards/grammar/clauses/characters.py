"""Characters themselves: moving between Front Line and Reserve, exchanging,
choosing or discarding characters, and changes to a Power Grid."""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .shared import (
    ClauseBuilder,
    Icons,
    InheritPred,
    Pile,
    Pred,
    Who,
    duration_of,
    find_first,
    ints_of,
    subject_or_self,
    who_of,
    words_of,
)


@v_args(meta=True)
class CharacterClauses(ClauseBuilder):
    def grid_verb(self, meta, children):
        return None

    def grid_change(self, meta, children):
        icons = find_first(children, Icons)
        who = who_of(children, "self")
        n = ints_of(children)[-1]
        w = words_of(children)
        uses = ("defense",) if "defense" in w else ()
        return self._with_span(
            fx.GridChange(
                who=who,
                icons=tuple(icons.icons),
                set_to=n,
                duration=duration_of(children),
                uses=uses,
            ),
            meta,
        )

    def char_move(self, meta, children):
        w = words_of(children)
        whos = [str(x) for x in children if isinstance(x, Who)]
        if w and w[0] == "switch":
            # "any front line hero with the reserve hero": the code both nouns name
            codes = {getattr(x, "code", None) for x in children if isinstance(x, Who)}
            code = codes.pop() if len(codes) == 1 else None
            clause = fx.CharacterMove(
                who=whos[0], to=whos[1], duration=duration_of(children), swap=True, who_code=code
            )
        elif w and w[0] == "return":
            code = next((getattr(x, "code", None) for x in children if isinstance(x, Who)), None)
            clause = fx.CharacterMove(
                who=whos[0], to="reserve", when="end_of_battle", who_code=code
            )
        else:
            # "move the reserve hero to the front line": the code its noun names
            code = next((c for c in ("hero", "villain") if c in w), None)
            clause = fx.CharacterMove(
                who="reserve", to="front_line", duration=duration_of(children), who_code=code
            )
        return self._with_span(clause, meta)

    def lose_ability(self, meta, children):
        dur = duration_of(children)
        return Pred(lambda who, modal: fx.LoseAbility(who=who or "target", duration=dur))

    def switch_places(self, meta, children):
        # the character and the Reserve trade places: a swap, not a one-way move
        owner = who_of(children)
        return self._with_span(
            fx.CharacterMove(who="self", to="reserve", swap=True, reserve_of=owner), meta
        )

    def move_character(self, meta, children):
        mover = who_of(children)
        piles = [str(c) for c in children if isinstance(c, Pile)]
        return Pred(lambda who, modal: fx.CharacterReturn(who=mover, from_=piles[0], to=piles[1]))

    def char_discarded(self, meta, children):
        w = words_of(children)
        when = "end_of_next_battle" if "next" in w else "end_of_battle"
        return self._with_span(fx.CharacterRemoval(who=who_of(children), when=when), meta)

    def gain_grid(self, meta, children):
        src = who_of(children)
        what = "skill_levels" if "skill" in words_of(children) else "power_grid"
        dur = duration_of(children)

        def build(who, modal):
            return fx.GridCopy(who=subject_or_self(who), from_=src, what=what, duration=dur)

        return Pred(build)

    def move_to_reserve(self, meta, children):
        dur = duration_of(children)
        pred = InheritPred(
            lambda who, modal: fx.CharacterMove(
                who=subject_or_self(who), to="reserve", duration=dur
            )
        )
        # "... must discard all Placed cards and move into Reserve": the sentence folds it into
        # the clause before (``taken_cards``), whose span then reaches over these words
        pred.span = self._span(meta)
        return pred

    def exchange_chars(self, meta, children):
        whos = [str(c) for c in children if isinstance(c, Who)]
        return Pred(lambda who, modal: fx.CharacterExchange(who=whos[1], with_=whos[0]))

    def discard_character(self, meta, children):
        target = who_of(children)
        return Pred(lambda who, modal: fx.DiscardCharacter(who=target, when="end_of_battle"))

    def choose_character(self, meta, children):
        count = ints_of(children)[0]
        w = words_of(children)
        among = who_of(children)
        if among is None:
            among = "front_line" if "front_line" in children else "teammate"
        out = [self._with_span(fx.ChooseCharacter(count=count, among=among), meta)]
        pred = find_first(children, Pred)
        if pred is not None:
            out.extend(self._clauses_of(pred.build("chosen", None), meta))
        del w
        return out

    def exchange_character(self, meta, children):
        whom = who_of(children)
        return Pred(lambda who, modal: fx.ExchangeCharacter(who=whom, with_="kod_teammate"))

    def moves_into_play(self, meta, children):
        return self._with_span(
            fx.CharacterMove(who=who_of(children), to="front_line", into_play=True), meta
        )

    def resurrected_placed(self, meta, children):
        return self._with_span(fx.CharacterMove(who="resurrected", to="reserve"), meta)

    def choose_one_character(self, meta, children):
        among = who_of(children) or ("front_line" if "front_line" in children else "teammate")
        return self._with_span(fx.ChooseCharacter(count=1, among=among), meta)
