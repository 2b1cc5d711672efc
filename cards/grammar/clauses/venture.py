"""Venture and missions: conceding, mission moves and limits, what counts toward
venture, venture limits and values, and deck-building values."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .card_wording import cards_text
from .shared import (
    Cards,
    ClauseBuilder,
    Icons,
    Pile,
    Pred,
    Who,
    count_of,
    duration_of,
    find_first,
    ints_of,
    only_negated,
    player_or_default,
    subject_or_self,
    who_of,
    words_of,
)

# Counts printed as words ("venture two mission cards").


@v_args(meta=True)
class VentureAndMissions(ClauseBuilder):
    def concede(self, meta, children):
        def build(who, modal):
            if modal == "not" and who:
                return fx.Concede(allowed=False, who=who)  # "Opponent may not concede"
            if who and modal is None:
                # "Opponent must / may concede battle": the player's concession, held apart
                # with its printed modal (``modal_check``)
                return fx.Concede(who=who)
            if who:
                raise ValueError("a player's concession is held apart with its modal")
            return fx.Concede(allowed=modal != "not")

        return Pred(build)

    def count_toward(self, meta, children):
        w = words_of(children)
        dur = duration_of(children)

        def build(who, modal):
            if modal != "not":
                raise ValueError("only 'does not count' is known")
            if "spectrum" in w:
                return fx.NoSpectrum()
            if who == "this_attack":
                # "Attack does not count toward Venture Total": the attack the card names
                return fx.NoVenture(who=who, duration=dur)
            return fx.NoVenture(duration=dur)

        return Pred(build)

    def mission_move(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, bool | Token)), 1
        )
        piles = [str(c) for c in children if isinstance(c, Pile)]
        src, dst = (piles[0], piles[1]) if len(piles) > 1 else (None, piles[0])

        def build(who, modal):
            return fx.MissionMove(
                who=player_or_default(who) if who else "team",
                count=count,
                from_=src,
                to=dst,
                may=True if modal == "may" else None,  # "The Trickster may move ..."
            )

        return Pred(build)

    def missions_return(self, meta, children):
        owner = find_first(children, Who)
        who = "other" if "other" in words_of(children) else str(owner) if owner else "team"
        return self._with_span(
            fx.MissionMove(who=who, count="all", from_="ventured", to="pile_ventured_from"), meta
        )

    def missions_reassigned(self, meta, children):
        pile = find_first(children, Pile)
        return self._with_span(
            fx.MissionMove(who="team", count="all", from_="ventured", to=f"ventured_from:{pile}"),
            meta,
        )

    def missions_advance_normally(self, meta, children):
        who = find_first(children, Who)
        return self._with_span(
            fx.Discipline(
                action="missions_advance_as_normal", who=str(who) if who is not None else None
            ),
            meta,
        )

    def cards_count_damage_venture(self, meta, children):
        cards = find_first(children, Cards)
        return self._with_span(
            fx.CountsToward(
                who=who_of(children, "self"),
                card_kinds=tuple(cards.kinds),
                used_to_attack="used" in words_of(children),
                duration=duration_of(children),
            ),
            meta,
        )

    def affects_venture(self, meta, children):
        # "May affect Venture Total": whether it does depends on the Hits moved
        optional = True if "may" in words_of(children) else None
        return self._with_span(
            fx.Discipline(action="affects_venture_total", optional=optional), meta
        )

    def cards_no_venture(self, meta, children):
        cards = find_first(children, Cards)
        who = who_of(children)
        return self._with_span(
            fx.NoVenture(
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=duration_of(children),
                who=who,
            ),
            meta,
        )

    def no_venture_effect(self, meta, children):
        return self._with_span(fx.Discipline(action="does_not_affect_venture_total"), meta)

    def increase_ventured(self, meta, children):
        amount = ints_of(children)[0]

        def build(who, modal):
            return fx.VentureCount(who="either", amount=amount, by=who)

        return Pred(build)

    def current_hits_no_venture(self, meta, children):
        whos = [c for c in children if isinstance(c, Who)]
        icons = find_first(children, Icons)
        if icons and len(icons.icons) > 1 and not icons.choice:
            # "with Fighting or Strength icons" is a card with either; read no other joining
            raise ValueError("only icons joined by 'or' are known here")
        return self._with_span(
            fx.NoVenture(
                who=str(whos[0]),
                icons=tuple(icons.icons) if icons else (),
                duration=duration_of(children),
                pile="current_battle",
                against=str(whos[1]) if len(whos) > 1 else None,
            ),
            meta,
        )

    def skip_battle(self, meta, children):
        return Pred(lambda who, modal: fx.SkipBattle(who=who or "reserve"))

    def venture_limit(self, meta, children):
        n = ints_of(children)[0]

        return only_negated(
            "may not Venture more than",
            # no subject printed: the card's own character ("May not Venture more than 4")
            lambda who: fx.VentureLimit(who=who or "self", max_count=n),
        )

    def value_to_venture(self, meta, children):
        cards = find_first(children, Cards)
        return self._with_span(
            fx.ValueToVenture(
                who=who_of(children, "self"),
                source=cards_text(cards) if cards else None,
                duration=duration_of(children),
            ),
            meta,
        )

    def enter_later(self, meta, children):
        return only_negated(
            "may not enter until next battle", lambda who: fx.SkipBattle(who=who or "reserve")
        )

    def spectrum_exclusion(self, meta, children):
        cards = apply_adjs(children)
        return self._with_span(
            fx.SpectrumExclusion(
                card_kinds=tuple(cards.kinds), icons=tuple(cards.icons), level=cards.level
            ),
            meta,
        )

    def not_added(self, meta, children):
        cards = apply_adjs(children)
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
        piles = [str(c) for c in children if isinstance(c, Pile)]

        def cost(who):
            return fx.MissionMove(who="team", count=count, from_=piles[0], to=piles[1])

        return self._paid(children, cost)

    def venture_cards(self, meta, children):
        w = words_of(children)
        count = count_of(children)
        penalty = "penalty" not in w
        dur = duration_of(children)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not venture N Mission cards' is not known")
            return fx.VentureCards(
                who=subject_or_self(who),
                count=count,
                penalty=penalty,
                duration=dur,
                required=modal == "must",
            )

        return Pred(build)

    def venture_up_to(self, meta, children):
        pred = self.venture_cards(meta, children)
        return Pred(lambda who, modal: replace(pred.build(who, modal), up_to=True))

    def cards_no_count(self, meta, children):
        cards = find_first(children, Cards)
        return self._with_span(
            fx.NoVenture(
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=duration_of(children),
                who="all_characters" if cards.count == "all" else None,
            ),
            meta,
        )

    def team_cards_count(self, meta, children):
        cards = find_first(children, Cards)
        owner = str(find_first(children, Who))
        return self._with_span(
            fx.CountsToward(
                who="opponent_team" if owner == "opponent" else "team",
                card_kinds=tuple(cards.kinds),
                used_to_attack="used" in words_of(children),
                duration=duration_of(children),
            ),
            meta,
        )

    def no_venture_no_concede(self, meta, children):
        return [
            self._with_span(fx.Discipline(action="no_venturing_this_battle"), meta),
            self._with_span(fx.Concede(allowed=False), meta),
        ]

    def starting_missions(self, meta, children):
        who = who_of(children, "team")
        return [
            self._with_span(fx.StartingMissions(who=who, pile=c[1], count=c[2]), meta)
            for c in children
            if isinstance(c, tuple) and c and c[0] == "start"
        ]

    def deck_points(self, meta, children):
        return self._with_span(fx.DeckPoints(points=ints_of(children)[0]), meta)

    def grid_equal(self, meta, children):
        return self._with_span(fx.GridEqual(who="self"), meta)

    def mission_move_from(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, bool | Token)), 1
        )
        pile = str(find_first(children, Pile))

        def build(who, modal):
            return fx.MissionMove(
                who=player_or_default(who) if who else "team",
                count="all" if modal == "not" else count,
                from_=pile,
                allowed=modal != "not",
            )

        return Pred(build)

    def venture_limit_for(self, meta, children):
        pred = self.venture_limit(meta, children)
        dur = duration_of(children)
        return Pred(lambda who, modal: replace(pred.build(who, modal), duration=dur))

    def value_to_own_venture(self, meta, children):
        cards = find_first(children, Cards)
        return self._with_span(
            fx.ValueToVenture(
                who="self",
                source=cards_text(cards),
                duration=duration_of(children),
                also="also" in words_of(children),
            ),
            meta,
        )
