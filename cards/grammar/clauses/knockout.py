"""KO: KO thresholds and modes, characters who may not be KO'd, KO by a later effect,
resurrection and continuing to fight."""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .shared import (
    Cards,
    ClauseBuilder,
    Pred,
    _cards_text,
    _dur,
    _find,
    _ints,
    _Kind,
    _subject,
    _Who,
    _who,
    _words,
)


@v_args(meta=True)
class KnockOutClauses(ClauseBuilder):
    def ko_regardless(self, meta, children):
        return Pred(lambda who, modal: fx.KnockOut(who=who or "target", regardless=True))

    def ko_verb_word(self, meta, children):
        return _words(children)[0]

    def ko_change(self, meta, children):
        who = _who(children, "self")
        if children and type(children[0]) is str:  # a bare name: "Heroes For Hire Hits to KO"
            who = children[0]
        n = _ints(children)[-1]
        w = _words(children) + [c for c in children if type(c) is str]
        if "to" in w[w.index("is") :]:
            clause = fx.KoThreshold(who=who, set_to=n, duration=_dur(children))
        else:
            sign = -1 if ("reduced" in w or "decreased" in w) else 1
            clause = fx.KoThreshold(who=who, delta=sign * n, duration=_dur(children))
        return self._with_span(clause, meta)

    def ko_mode(self, meta, children):
        return _Kind(_words(children)[0])

    def doubled_hits(self, meta, children):
        adjs = _find(children, list) or []
        c = Cards()
        for a in adjs:
            self._apply_adj(c, a)
        mode = str(_find(children, _Kind))
        return self._with_span(
            fx.KoThreshold(
                who=_who(children, "target"),
                hit_multiplier=2,
                spectrum=mode == "spectrum",
                icons=tuple(c.icons),
                card_kinds=tuple(c.kinds),
                forbids=(),
                duration=_dur(children),
            ),
            meta,
        )

    def ko_with_hits(self, meta, children):
        n = _ints(children)[0]
        return self._with_span(
            fx.KoThreshold(who=_who(children, "self"), set_to=n, hits=True), meta
        )

    def ko_site(self, meta, children):
        owner = _who(children, "self")
        n = _ints(children)[-1]
        w = _words(children) + [c for c in children if type(c) is str]
        tail = w[w.index("is") :]
        who = f"{owner}'s Battlesite"
        if "to" in tail:
            clause = fx.KoThreshold(who=who, set_to=n, duration=_dur(children))
        else:
            sign = -1 if ("reduced" in tail or "decreased" in tail) else 1
            clause = fx.KoThreshold(who=who, delta=sign * n, duration=_dur(children))
        return self._with_span(clause, meta)

    def ko_by_next(self, meta, children):
        hit = Cards()
        for a in _find(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(hit, inner)
        text = _cards_text(hit)

        def build(who, modal):
            return fx.KnockOut(who=who or "target", regardless=True, by_next_hit=text)

        return Pred(build)

    def resurrected(self, meta, children):
        return self._with_span(
            fx.Resurrect(
                who=_who(children, "self"),
                duration="next_battle",
                discarded_at_end="discarded" in _words(children),
            ),
            meta,
        )

    def ko_char(self, meta, children):
        return self._with_span(fx.KnockOut(who=_who(children), regardless=False), meta)

    def continue_fight(self, meta, children):
        dur = _dur(children)

        def build(who, modal):
            if modal in ("not", "must", "only"):
                raise ValueError("only 'may continue to fight' is known")
            return fx.ContinueFighting(who=_subject(who), duration=dur)

        return Pred(build)

    def resurrect(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        w = _words(children)
        kind = "hero" if ("hero" in w or "heroes" in w) else "teammate"
        dur = _dur(children)
        return Pred(lambda who, modal: fx.Resurrect(who=kind, count=count, duration=dur))

    def be_kod(self, meta, children):
        dur = _dur(children)

        def build(who, modal):
            if modal != "not":
                raise ValueError("only 'may not be KO'd' is known")
            return fx.CannotBeKod(who=_subject(who), duration=dur)

        return Pred(build)

    def defend_or_kod(self, meta, children):
        dur = _dur(children)

        def build(who, modal):
            if modal != "not":
                raise ValueError("only 'may not defend or be KO'd' is known")
            return [
                fx.CannotDefend(who=_subject(who), duration=dur),
                fx.CannotBeKod(who=_subject(who), duration=dur),
            ]

        return Pred(build)

    def disrupt(self, meta, children):
        cards = _find(children, Cards)
        return self._with_span(
            fx.Disrupt(
                count=cards.count if cards.count is not None else 1,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
            ),
            meta,
        )

    def chosen_ko(self, meta, children):
        owner = str(_find(children, _Who))
        who = "front_line:chosen_by_opponent" if owner == "opponent" else "front_line:chosen"
        return self._with_span(fx.KnockOut(who=who, regardless=False), meta)

    def ko_mode_both(self, meta, children):
        return _Kind("both")

    def _ko_verb_base(self, meta, children):
        mode = str(_find(children, _Kind))
        cards = _find(children, Cards)
        nums = _ints(children)
        w = _words(children)
        dur = _dur(children)

        def build(who, modal):
            spectrum = mode == "spectrum"
            if modal == "not":
                return fx.KoThreshold(
                    who=_subject(who),
                    spectrum=spectrum,
                    forbids=tuple(cards.kinds) if cards else ("all",),
                    icons=tuple(cards.icons) if cards else (),
                    duration=dur,
                )
            if modal == "only":
                if "types" in w:
                    n = nums[0] if nums else 4
                    return fx.KoThreshold(who=_subject(who), spectrum=True, set_to=n)
                return fx.KoThreshold(who=_subject(who), spectrum=False, set_to=nums[0])
            raise ValueError("only 'may not' / 'may only' be KO'd are known")

        return Pred(build)

    def ko_verb(self, meta, children):
        # "Spectrum or Cumulative KO'd": one clause for each way of being KO'd.
        if str(_find(children, _Kind)) != "both":
            return self._ko_verb_base(meta, children)
        preds = [
            self._ko_verb_base(meta, [_Kind(mode) if isinstance(c, _Kind) else c for c in children])
            for mode in ("spectrum", "cumulative")
        ]
        return Pred(lambda who, modal: [p.build(who, modal) for p in preds])
