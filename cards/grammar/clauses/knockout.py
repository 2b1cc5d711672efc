"""KO: KO thresholds and modes, characters who may not be KO'd, KO by a later effect,
resurrection and continuing to fight."""

from __future__ import annotations

from dataclasses import dataclass

from lark import v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .shared import (
    AnyCount,
    Cards,
    ClauseBuilder,
    Kind,
    OnlyModal,
    OnlyNegated,
    Pred,
    Who,
    duration_of,
    find_first,
    ints_of,
    subject_or_self,
    who_of,
    words_of,
)


@dataclass(frozen=True)
class GridValue:
    """ "For every value of 2 or less on character's Power Grid": the highest value meant."""

    n: int


def _regardless_joiner(children) -> str | None:
    """ "regardless of Inherent Abilities or other Special cards": the "or" the card printed
    (``None`` for the usual "and"; neither can prevent the KO either way)."""
    w = words_of(children)
    at = w.index("abilities") if "abilities" in w else -1
    return "or" if at >= 0 and w[at + 1 : at + 2] == ["or"] else None


def regardless_kind(children) -> str | None:
    """ "regardless of Inherent Abilities and other Power cards": the kind of the other cards
    disregarded (``None`` for the usual Special cards)."""
    w = words_of(children)
    at = w.index("abilities") if "abilities" in w else -1
    kind = w[at + 3] if at >= 0 and w[at + 2 : at + 3] == ["other"] else "special"
    return None if kind == "special" else kind


@v_args(meta=True)
class KnockOutClauses(ClauseBuilder):
    def ko_regardless(self, meta, children):
        joiner = _regardless_joiner(children)
        kind = regardless_kind(children)
        return Pred(
            lambda who, modal: fx.KnockOut(
                who=who or "target",
                regardless=True,
                regardless_joiner=joiner,
                regardless_kind=kind,
            )
        )

    def ko_verb_word(self, meta, children):
        return words_of(children)[0]

    def ko_change(self, meta, children):
        who = who_of(children, "self")
        if children and type(children[0]) is str:  # a bare name: "Heroes For Hire Hits to KO"
            who = children[0]
        n = ints_of(children)[-1]
        w = words_of(children) + [c for c in children if type(c) is str]
        if "to" in w[w.index("is") :]:
            # "Hits to K.O. is reduced to 7 points": the new number, and the way the card
            # says it moves
            way = next(x for x in ("increased", "reduced", "decreased") if x in w)
            clause = fx.KoThreshold(
                who=who, set_to=n, duration=duration_of(children), hits_to_ko=way
            )
        else:
            sign = -1 if ("reduced" in w or "decreased" in w) else 1
            clause = fx.KoThreshold(who=who, delta=sign * n, duration=duration_of(children))
        return self._with_span(clause, meta)

    def ko_grid_bar(self, meta, children):
        grid = find_first(children, GridValue)
        mode = str(find_first(children, Kind))
        clause = fx.KoThreshold(who="character", spectrum=mode == "spectrum", grid_at_most=grid.n)
        return self._with_span(clause, meta)

    def grid_value_each(self, meta, children):
        return GridValue(ints_of(children)[0])

    def ko_mode(self, meta, children):
        return Kind(words_of(children)[0])

    def doubled_hits(self, meta, children):
        adjs = find_first(children, list) or []
        c = Cards()
        for a in adjs:
            self._apply_adj(c, a)
        mode = str(find_first(children, Kind))
        return self._with_span(
            fx.KoThreshold(
                who=who_of(children, "target"),
                hit_multiplier=2,
                spectrum=mode == "spectrum",
                icons=tuple(c.icons),
                card_kinds=tuple(c.kinds),
                forbids=(),
                duration=duration_of(children),
            ),
            meta,
        )

    def ko_with_hits(self, meta, children):
        n = ints_of(children)[0]
        return self._with_span(
            fx.KoThreshold(who=who_of(children, "self"), set_to=n, hits=True), meta
        )

    def ko_site(self, meta, children):
        owner = who_of(children, "self")
        n = ints_of(children)[-1]
        w = words_of(children) + [c for c in children if type(c) is str]
        tail = w[w.index("is") :]
        who = f"{owner}'s Battlesite"
        if "to" in tail:
            clause = fx.KoThreshold(who=who, set_to=n, duration=duration_of(children))
        else:
            sign = -1 if ("reduced" in tail or "decreased" in tail) else 1
            clause = fx.KoThreshold(who=who, delta=sign * n, duration=duration_of(children))
        return self._with_span(clause, meta)

    def ko_by_next(self, meta, children):
        """ "KO'd by next level 2 Energy Power card Hit": the level, power type and card kind
        of the hit that KOs the character."""
        hit = Cards()
        for a in find_first(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(hit, inner)
        level = hit.level[0] if hit.level and hit.level[0] == hit.level[1] else None
        icons, kinds = tuple(hit.icons), tuple(hit.kinds) or ("power",)

        def build(who, modal):
            return fx.KnockOut(
                who=who or "target",
                regardless=True,
                next_hit_level=level,
                next_hit_icons=icons,
                next_hit_kinds=kinds,
                regardless_joiner=joiner,
                regardless_kind=kind,
            )

        joiner = _regardless_joiner(children)
        kind = regardless_kind(children)
        return Pred(build)

    def resurrected(self, meta, children):
        return self._with_span(
            fx.Resurrect(
                who=who_of(children, "self"),
                duration="next_battle",
                discarded_at_end="discarded" in words_of(children),
            ),
            meta,
        )

    def ko_char(self, meta, children):
        return self._with_span(fx.KnockOut(who=who_of(children), regardless=False), meta)

    def continue_fight(self, meta, children):
        dur = duration_of(children)

        def build(who, modal):
            if modal in ("not", "must", "only"):
                raise OnlyModal("may", "only 'may continue to fight' is known")
            return fx.ContinueFighting(who=subject_or_self(who), duration=dur)

        return Pred(build)

    def resurrect(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        w = words_of(children)
        kind = "hero" if ("hero" in w or "heroes" in w) else "teammate"
        dur = duration_of(children)
        # "resurrect any 1 KO'd teammate": the count read after "any", the player picks which
        picked = True if isinstance(count, AnyCount) else None

        def build(who, modal):
            return fx.Resurrect(
                who=kind, count=int(count) if picked else count, duration=dur, any_chosen=picked
            )

        return Pred(build)

    def be_kod(self, meta, children):
        dur = duration_of(children)

        def build(who, modal):
            if modal != "not":
                raise OnlyNegated("only 'may not be KO'd' is known")
            return fx.CannotBeKod(who=subject_or_self(who), duration=dur)

        return Pred(build)

    def defend_or_kod(self, meta, children):
        dur = duration_of(children)

        def build(who, modal):
            if modal != "not":
                raise OnlyNegated("only 'may not defend or be KO'd' is known")
            return [
                fx.CannotDefend(who=subject_or_self(who), duration=dur),
                fx.CannotBeKod(who=subject_or_self(who), duration=dur),
            ]

        return Pred(build)

    def disrupt(self, meta, children):
        cards = find_first(children, Cards)
        return self._with_span(
            fx.Disrupt(
                count=cards.count if cards.count is not None else 1,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
            ),
            meta,
        )

    def chosen_ko(self, meta, children):
        # "One front line character of your choice is immediately KO'd": one character, picked
        # by the player (or by the opponent, "of opponent's choice")
        if ints_of(children) not in ([], [1]):
            raise ValueError("only one character of a player's choice is known")
        owner = str(find_first(children, Who))
        if owner not in ("self", "opponent"):
            raise ValueError("only a character of the player's or opponent's choice is known")
        chooser = "opponent" if owner == "opponent" else "player"
        return self._with_span(
            fx.KnockOut(who="front_line", regardless=False, chosen_by=chooser), meta
        )

    def ko_mode_both(self, meta, children):
        return Kind("both")

    def _ko_verb_base(self, meta, children):
        mode = str(find_first(children, Kind))
        cards = find_first(children, Cards)
        nums = ints_of(children)
        w = words_of(children)
        dur = duration_of(children)

        def build(who, modal):
            spectrum = mode == "spectrum"
            if modal == "not":
                return fx.KoThreshold(
                    who=subject_or_self(who),
                    spectrum=spectrum,
                    forbids=tuple(cards.kinds) if cards else ("all",),
                    icons=tuple(cards.icons) if cards else (),
                    duration=dur,
                )
            if modal == "only":
                if "types" in w:
                    n = nums[0] if nums else 4
                    return fx.KoThreshold(who=subject_or_self(who), spectrum=True, set_to=n)
                return fx.KoThreshold(who=subject_or_self(who), spectrum=False, set_to=nums[0])
            raise OnlyNegated("only 'may not' / 'may only' be KO'd are known")

        return Pred(build)

    def hit_to_ko(self, meta, children):
        cards = apply_adjs(children)

        def build(who, modal):
            if modal != "must":
                raise OnlyModal("must", "only 'must have a ... Hit to be KO'd' is known")
            return fx.KoHitRequired(
                who=subject_or_self(who), icons=tuple(cards.icons), card_kinds=tuple(cards.kinds)
            )

        return Pred(build)

    def ko_verb(self, meta, children):
        # "Spectrum or Cumulative KO'd": one clause for each way of being KO'd.
        if str(find_first(children, Kind)) != "both":
            return self._ko_verb_base(meta, children)
        preds = [
            self._ko_verb_base(meta, [Kind(mode) if isinstance(c, Kind) else c for c in children])
            for mode in ("spectrum", "cumulative")
        ]
        return Pred(lambda who, modal: [p.build(who, modal) for p in preds])
