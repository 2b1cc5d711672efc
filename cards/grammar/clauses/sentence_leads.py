"""Sentence leads: a condition, duration or moment printed before the clauses it governs
("If successful, ...", "For remainder of battle, ...", "After being KO'd, ...")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from rules.engine import effects as fx

from .shared import (
    ClauseBuilder,
    Cond,
    MergeInto,
    Pred,
    TimingWord,
    duration_of,
    find_first,
    who_of,
)


@v_args(meta=True)
class SentenceLeads(ClauseBuilder):
    def _clauses_in(self, children, meta) -> list[fx.Clause]:
        """The clauses of the children that are clauses or verb phrases, in order."""
        out: list[fx.Clause] = []
        for b in children:
            if isinstance(b, fx.Clause | Pred | list):
                out.extend(self._clauses_of(b, meta))
        return out

    def _condition(self, cond: Cond, then: list[fx.Clause], meta) -> fx.Clause:
        """The condition ``cond`` governing ``then``, worded as the card leads it."""
        return self._with_span(
            fx.Condition(
                when=cond.when,
                detail=cond.detail,
                then=tuple(then),
                lead=getattr(cond, "lead", None),
                **cond.typed,
            ),
            meta,
        )

    def conditional(self, meta, children):
        cond = find_first(children, Cond)
        body = [c for c in children if isinstance(c, fx.Clause | Pred | list)]
        then: list[fx.Clause] = []
        for b in body:
            if isinstance(b, MergeInto) and b.referent == "it" and cond.when.startswith("drawn"):
                # "If drawn card is not an attack, discard it to the Dead Pile": the drawn card
                b = fx.Discard(who="player", count=1, from_="drawn_card", to=b.pile)
            then.extend(self._clauses_of(b, meta))
        return self._condition(cond, then, meta)

    def lead_duration(self, meta, children):
        dur = duration_of(children)
        body = [c for c in children if isinstance(c, fx.Clause | Pred | list)]
        out: list[fx.Clause] = []
        for b in body:
            for clause in self._clauses_of(b, meta):
                held = _held_for(clause, dur)
                if held is not None:
                    out.append(held)
                    continue
                if hasattr(clause, "duration"):
                    if clause.duration is None:
                        clause = replace(clause, duration=dur)
                    elif (bounded := _bounded_until(dur, clause.duration)) is not None:
                        clause = replace(clause, duration=bounded)
                    out.append(clause)
                else:
                    raise ValueError(f"a duration does not apply to {clause.kind}")
        return out

    def lead_next_battle(self, meta, children):
        # "Next battle X-Babies may ...": the lead "Next battle," printed without its comma
        return self.lead_duration(meta, [self.d_next_battle(meta, []), *children])

    def lead_timing(self, meta, children):
        # "During discard phase, after discarding ..., ": two leads, the second within the first
        timing = "_".join(c for c in children if isinstance(c, TimingWord))
        timed = self._with_span(fx.Timing(when=str(timing)), meta)
        return [timed, *self._clauses_in(children, meta)]

    def lead_timing_after(self, meta, children):
        timing = find_first(children, TimingWord)
        cond = find_first(children, Cond)
        then = self._clauses_in(children, meta)
        return [
            self._with_span(fx.Timing(when=str(timing)), meta),
            self._with_span(
                fx.Condition(when=cond.when, detail=cond.detail, then=tuple(then), **cond.typed),
                meta,
            ),
        ]

    def lead_battle_ko(self, meta, children):
        who = who_of(children, "self")
        then = self._clauses_in(children, meta)
        return self._with_span(
            fx.Condition(when="ko_this_battle", detail=who, then=tuple(then)), meta
        )

    def lead_duration_cond(self, meta, children):
        dur = duration_of(children)
        cond = find_first(children, Cond)
        then: list[fx.Clause] = []
        for b in children:
            if isinstance(b, fx.Clause | Pred | list):
                for clause in self._clauses_of(b, meta):
                    if hasattr(clause, "duration") and clause.duration is None:
                        clause = replace(clause, duration=dur)
                    then.append(clause)
        return self._condition(cond, then, meta)

    def modifier_if(self, meta, children):
        cond = find_first(children, Cond)
        then: list[fx.Clause] = []
        for c in children:
            if isinstance(c, list | fx.Clause):
                then.extend(c if isinstance(c, list) else [c])
        return self._condition(cond, then, meta)

    def lead_when_kod(self, meta, children):
        then = self._clauses_in(children, meta)
        return self._with_span(fx.Condition(when="self_ko", then=tuple(then)), meta)

    def lead_successful_against(self, meta, children):
        against = who_of(children)
        then = self._clauses_in(children, meta)
        return self._with_span(
            fx.Condition(
                when="successful", detail=f"against {fx.who_text(against)}", then=tuple(then)
            ),
            meta,
        )


#: The "until" durations a lead's duration bounds: "For remainder of game, ... until X" ends
#: with the game or at the event, whichever comes first.
_BOUNDED = {"game": "end of game or ", "battle": fx.BATTLE_OR_UNTIL}


def _bounded_until(lead: Any, own: Any) -> Any:
    """The verb phrase's own "until X" duration bounded by the lead's remainder of the game
    or battle, or ``None`` when the two do not combine so."""
    if not isinstance(own, fx.Until) or isinstance(lead, fx.Until):
        return None
    prefix = _BOUNDED.get(str(lead))
    if prefix is None or own.event.startswith(("end of ", fx.BATTLE_OR_UNTIL)):
        return None
    return fx.Until(f"{prefix}{own.event}")


def _held_for(clause: fx.Clause, dur: Any) -> fx.Clause | None:
    """ "For remainder of battle, Wolverine must be attacked": the duration of a verb phrase
    held under its printed modal (``modal_action``) is its clause's, when that clause renders
    it after the verb phrase; otherwise ``None``."""
    if not isinstance(clause, fx.ModalAction) or len(clause.act) != 1:
        return None
    inner = clause.act[0]
    if getattr(inner, "duration", "") is not None:
        return None
    held = replace(clause, act=(replace(inner, duration=dur),))
    try:
        said = held.phrase() != clause.phrase()  # the clause renders its duration
    except ValueError:
        return None
    return held if said else None
