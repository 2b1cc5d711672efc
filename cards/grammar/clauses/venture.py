"""Venture and missions: conceding, mission moves and limits, what counts toward
venture, venture limits and values, and deck-building values."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import _adjs
from .shared import (
    Cards,
    ClauseBuilder,
    Pred,
    _cards_text,
    _dur,
    _find,
    _Icons,
    _ints,
    _only_negated,
    _Pile,
    _player,
    _subject,
    _Who,
    _who,
    _words,
)


@v_args(meta=True)
class VentureAndMissions(ClauseBuilder):
    def concede(self, meta, children):
        def build(who, modal):
            return fx.Concede(allowed=modal != "not")

        return Pred(build)

    def count_toward(self, meta, children):
        w = _words(children)
        dur = _dur(children)

        def build(who, modal):
            if modal != "not":
                raise ValueError("only 'does not count' is known")
            if "spectrum" in w:
                return fx.NoSpectrum()
            return fx.NoVenture(duration=dur)

        return Pred(build)

    def mission_move(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, bool | Token)), 1
        )
        piles = [str(c) for c in children if isinstance(c, _Pile)]
        src, dst = (piles[0], piles[1]) if len(piles) > 1 else (None, piles[0])

        def build(who, modal):
            return fx.MissionMove(
                who=_player(who) if who else "team", count=count, from_=src, to=dst
            )

        return Pred(build)

    def missions_return(self, meta, children):
        owner = _find(children, _Who)
        who = "other" if "other" in _words(children) else str(owner) if owner else "team"
        return self._with_span(
            fx.MissionMove(who=who, count="all", from_="ventured", to="pile_ventured_from"), meta
        )

    def missions_reassigned(self, meta, children):
        pile = _find(children, _Pile)
        return self._with_span(
            fx.MissionMove(who="team", count="all", from_="ventured", to=f"ventured_from:{pile}"),
            meta,
        )

    def missions_advance_normally(self, meta, children):
        return self._with_span(fx.Discipline(action="missions_advance_as_normal"), meta)

    def cards_count_damage_venture(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.CountsToward(
                who=_who(children, "self"),
                card_kinds=tuple(cards.kinds),
                used_to_attack="used" in _words(children),
                duration=_dur(children),
            ),
            meta,
        )

    def affects_venture(self, meta, children):
        return self._with_span(fx.Discipline(action="affects_venture_total"), meta)

    def cards_no_venture(self, meta, children):
        cards = _find(children, Cards)
        who = _who(children)
        return self._with_span(
            fx.NoVenture(
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=_dur(children),
                who=who,
            ),
            meta,
        )

    def no_venture_effect(self, meta, children):
        return self._with_span(fx.Discipline(action="does_not_affect_venture_total"), meta)

    def increase_ventured(self, meta, children):
        amount = _ints(children)[0]

        def build(who, modal):
            return fx.VentureCount(who="either", amount=amount)

        return Pred(build)

    def current_hits_no_venture(self, meta, children):
        whos = [c for c in children if isinstance(c, _Who)]
        icons = _find(children, _Icons)
        return self._with_span(
            fx.NoVenture(
                who=str(whos[0]),
                icons=tuple(icons.icons) if icons else (),
                duration=_dur(children),
                pile="current_battle",
                against=str(whos[1]) if len(whos) > 1 else None,
            ),
            meta,
        )

    def skip_battle(self, meta, children):
        return Pred(lambda who, modal: fx.SkipBattle(who=who or "reserve"))

    def venture_limit(self, meta, children):
        n = _ints(children)[0]

        return _only_negated(
            "may not Venture more than",
            lambda who: fx.VentureLimit(who=who or "both_players", max_count=n),
        )

    def value_to_venture(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.ValueToVenture(
                who=_who(children, "self"),
                source=_cards_text(cards) if cards else None,
                duration=_dur(children),
            ),
            meta,
        )

    def enter_later(self, meta, children):
        return _only_negated(
            "may not enter until next battle", lambda who: fx.SkipBattle(who=who or "reserve")
        )

    def spectrum_exclusion(self, meta, children):
        cards = _adjs(children)
        return self._with_span(
            fx.SpectrumExclusion(
                card_kinds=tuple(cards.kinds), icons=tuple(cards.icons), level=cards.level
            ),
            meta,
        )

    def not_added(self, meta, children):
        cards = _adjs(children)
        return self._with_span(fx.NotAdded(card_kinds=tuple(cards.kinds)), meta)

    def mission_move_limit(self, meta, children):
        n = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))

        def build(who, modal):
            if modal != "only":
                raise ValueError("a Mission move needs a destination")
            return fx.MissionMoveLimit(who=who or "team", max_count=n)

        return Pred(build)

    def paid_mission(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        piles = [str(c) for c in children if isinstance(c, _Pile)]

        def cost(who):
            return fx.MissionMove(who="team", count=count, from_=piles[0], to=piles[1])

        return self._paid(children, cost)

    def venture_cards(self, meta, children):
        count = _ints(children)[0]
        penalty = "penalty" not in _words(children)
        dur = _dur(children)
        return Pred(
            lambda who, modal: fx.VentureCards(
                who=_subject(who), count=count, penalty=penalty, duration=dur
            )
        )

    def cards_no_count(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.NoVenture(
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=_dur(children),
                who="all_characters" if cards.count == "all" else None,
            ),
            meta,
        )

    def team_cards_count(self, meta, children):
        cards = _find(children, Cards)
        owner = str(_find(children, _Who))
        return self._with_span(
            fx.CountsToward(
                who="opponent_team" if owner == "opponent" else "team",
                card_kinds=tuple(cards.kinds),
                used_to_attack="used" in _words(children),
                duration=_dur(children),
            ),
            meta,
        )

    def no_venture_no_concede(self, meta, children):
        return [
            self._with_span(fx.Discipline(action="no_venturing_this_battle"), meta),
            self._with_span(fx.Concede(allowed=False), meta),
        ]

    def starting_missions(self, meta, children):
        who = _who(children, "team")
        return [
            self._with_span(fx.StartingMissions(who=who, pile=c[1], count=c[2]), meta)
            for c in children
            if isinstance(c, tuple) and c and c[0] == "start"
        ]

    def deck_points(self, meta, children):
        return self._with_span(fx.DeckPoints(points=_ints(children)[0]), meta)

    def grid_equal(self, meta, children):
        return self._with_span(fx.GridEqual(who="self"), meta)

    def mission_move_from(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, bool | Token)), 1
        )
        pile = str(_find(children, _Pile))

        def build(who, modal):
            return fx.MissionMove(
                who=_player(who) if who else "team",
                count="all" if modal == "not" else count,
                from_=pile,
                allowed=modal != "not",
            )

        return Pred(build)

    def venture_limit_for(self, meta, children):
        pred = self.venture_limit(meta, children)
        dur = _dur(children)
        return Pred(lambda who, modal: replace(pred.build(who, modal), duration=dur))

    def value_to_own_venture(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.ValueToVenture(
                who="self",
                source=_cards_text(cards),
                duration=_dur(children),
                also="also" in _words(children),
            ),
            meta,
        )
