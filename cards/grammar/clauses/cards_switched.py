"""Switching and changing cards: Permanent Records switched between characters, cards or Hits
switched, and cards that become another kind."""

from __future__ import annotations

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .card_wording import filter_text
from .shared import (
    Cards,
    ClauseBuilder,
    Pred,
    Who,
    duration_of,
    find_first,
    subject_or_self,
    who_of,
)


def record_partner(who: Who | None) -> str | None:
    """Whose Permanent Record is switched with: "any Front Line teammate" (one the player
    picks among the Front Line) is named as printed; other whos are their keyword."""
    if who is not None and who == "teammate" and getattr(who, "any_front_line", False):
        return "any Front Line teammate"
    return None if who is None else str(who)


#: The words "of equal value" a card noun keeps among its filters (``equal_value``).
EQUAL_VALUE = "of equal value"


def switched_hits_of(cards: Cards) -> fx.HitFilter | None:
    """The hits a switch names, typed: their cards' kinds and power types (the words "of equal
    value" go to the clause's ``equal_value``); None for a noun with other words."""
    if (
        cards.names
        or cards.words
        or cards.level
        or cards.source
        or cards.max_value is not None
        or cards.min_value is not None
        or set(cards.filters) - {EQUAL_VALUE}
    ):
        return None
    return fx.HitFilter(card_kinds=tuple(cards.kinds), icons=tuple(cards.icons))


@v_args(meta=True)
class CardsSwitched(ClauseBuilder):
    def switch_record(self, meta, children):
        partner = record_partner(find_first(children, Who))
        dur = duration_of(children)
        return Pred(
            lambda who, modal: fx.SwitchRecord(
                who=subject_or_self(who), partner=partner, duration=dur
            )
        )

    def cards_become(self, meta, children):
        cards = find_first(children, Cards)
        becomes = apply_adjs([c for c in children if isinstance(c, list)])
        kinds = list(becomes.kinds)
        if any(isinstance(c, Token) and c.value.lower() in ("specials",) for c in children):
            kinds.append("special")
        return self._with_span(
            fx.CardsBecome(
                owner=who_of(children),
                names=tuple(cards.names),
                card_kinds=tuple(cards.kinds),
                becomes=tuple(kinds),
                duration=duration_of(children),
            ),
            meta,
        )

    def switch_cards(self, meta, children):
        cards = find_first(children, Cards)
        owner = who_of(children, "self")
        front = "front_line" in children
        if owner == "opponent":
            between = "opponent_team"
        else:
            between = "front_line_teammates" if front else "teammates"
        filt = filter_text(cards)
        typed = switched_hits_of(cards)

        def build(who, modal):
            return fx.SwitchCards(
                who=subject_or_self(who),
                count=cards.count if isinstance(cards.count, int) else 2,
                filter=filt,
                between=between,
                hit_filter=typed,
                equal_value=True if typed and EQUAL_VALUE in cards.filters else None,
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
                who=subject_or_self(who),
                count=1,
                filter="Hit",
                between="self",
                records=tuple(records),
                hit_filter=fx.HitFilter(),  # any Hit
            )

        return Pred(build)

    def switch_records_of(self, meta, children):
        # "any Front Line teammate" on either side: one the player picks, named as printed
        whos = [record_partner(c) for c in children if isinstance(c, Who)]
        dur = duration_of(children)
        partner = whos[1]
        return Pred(
            lambda who, modal: fx.SwitchRecord(
                who=whos[0], partner=partner, duration=dur, records_of=True
            )
        )

    def record_cards_become(self, meta, children):
        adjs = [c for c in children if isinstance(c, list)]
        first, second = apply_adjs(adjs[:1]), apply_adjs(adjs[1:])
        return self._with_span(
            fx.CardsBecome(
                owner=who_of(children),
                card_kinds=tuple(first.kinds),
                icons=tuple(first.icons),
                becomes=tuple(second.kinds),
                becomes_icons=tuple(second.icons),
                on_record=True,
                duration=duration_of(children),
            ),
            meta,
        )
