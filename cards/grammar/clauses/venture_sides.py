"""A side's venture said of the side: "Your Venture Total is +2 this battle", "Venture Total is
doubled", "Opponent may not venture this battle" (the possessive and the duration any
sentence offers)."""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .shared import (
    ClauseBuilder,
    duration_of,
    find_first,
    ints_of,
    only_negated,
    subject_or_self,
    who_of,
)


def _side(who: str) -> str:
    """The team of the one named: "your" is the player's own team."""
    return "team" if who in ("self", "team") else who


@v_args(meta=True)
class VentureSides(ClauseBuilder):
    def venture_total_is(self, meta, children):
        # "Your Venture Total is +2 this battle": the team's total of the one named
        return self._with_span(
            fx.VentureModifier(
                who=_side(who_of(children, "team")),
                amount=ints_of(children)[-1],
                duration=duration_of(children),
                scaling=find_first(children, fx.Scaling),  # "+1 for each Hit on ..."
            ),
            meta,
        )

    def venture_total_doubled(self, meta, children):
        who = _side(who_of(children, "team"))
        return self._with_span(fx.VentureDoubled(who=who, duration=duration_of(children)), meta)

    def venture_bar(self, meta, children):
        dur = duration_of(children)
        return only_negated(
            "may not venture", lambda who: fx.NoVenturing(who=subject_or_self(who), duration=dur)
        )
