"""Verb phrases in other forms than the imperative and modal ones: the third-person verb after a
subject ("Opponent draws 1 card."), and conditions on what a subject does or cannot do
("Unless opponent discards 1 card, ...", "If opponent cannot, ..."). The verb phrase is read by
the rules of its family; here it only gets its subject."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_wording import filter_text
from .modal_check import with_printed_modal
from .shared import (
    Cards,
    ClauseBuilder,
    Cond,
    Pile,
    Pred,
    Who,
    find_first,
    player_or_default,
    words_of,
)


def _act_lead_of(when: str):
    """The callback of a lead whose condition is ``when`` (``VerbForms._act_lead``)."""

    def lead(self, meta, children):
        return self._act_lead(when, meta, children)

    return lead


@v_args(meta=True)
class VerbForms(ClauseBuilder):
    def _act_lead(self, when: str, meta, children):
        """A lead on what its subject does ("Unless opponent discards 1 card, ...") over the
        clauses after its comma: the first verb phrase is the subject's act, read as "must"
        reads it (a third-person verb states what happens), without spans of its own."""
        who = str(find_first(children, Who))
        act: list[fx.Clause] = []
        first = _first_pred_before_comma(children)
        if first is not None:
            act = self._clauses_of(first.build(who, None), meta)
        cond = Cond(when, who, act=tuple(replace(c, span=None) for c in act))
        body = children[_comma_index(children) + 1 :]
        then: list[fx.Clause] = []
        for b in body:
            if isinstance(b, fx.Clause | Pred | list):
                then.extend(self._clauses_of(b, meta))
        return self._condition(cond, then, meta)

    def act_discard(self, meta, children):
        # "Unless opponent discards 1 card (from Hand) (to Dead Pile), ...": the pile after
        # "from" is where the cards lie, the one after "to" where they go
        out, source = [], None
        for i, c in enumerate(children):
            after_from = i > 0 and isinstance(children[i - 1], Token) and children[i - 1] == "from"
            if isinstance(c, Pile) and after_from:
                source = c
            else:
                out.append(c)
        if source is not None:
            out = [replace(c, source=source) if isinstance(c, Cards) else c for c in out]
        return self.discard(meta, out)

    def act_draw(self, meta, children):
        # "If teammate draws 2 cards, ...": the cards drawn, from the pile printed or the Draw Pile
        cards = find_first(children, Cards)
        pile = find_first(children, Pile)

        def build(who, modal):
            return fx.Draw(
                who=player_or_default(who),
                count=cards.count if cards.count is not None else 1,
                from_=str(pile) if pile else "draw_pile",
                filter=filter_text(cards) or None,
            )

        return Pred(build)

    # "Unless opponent discards 1 card, ...", "If teammate draws 2 cards, ...", "If opponent
    # cannot (discard 1 card), ...": one lead, the condition its first words name
    lead_unless_act = _act_lead_of("unless_act")
    lead_if_act = _act_lead_of("act")
    lead_if_unable = _act_lead_of("unable")


#: The third-person forms the verb phrases read after a subject (``effect.lark``'s gverb2 block).
THIRD_PERSON = frozenset(
    {"draws", "discards", "places", "removes", "reveals", "makes", "uses", "moves", "plays"}
)


def third_person_must(pred, children):
    """A verb phrase printed with its third-person verb ("Opponent plays 1 Special card",
    "Teammate removes 1 Hit ..."): what happens, as "must" says, never a permission; the
    phrase as read otherwise."""
    if not isinstance(pred, Pred) or not THIRD_PERSON & set(words_of(children)):
        return pred
    return with_printed_modal(pred, "must")


def _comma_index(children) -> int:
    """Where the lead's comma is among its children (the first comma token)."""
    return next(i for i, c in enumerate(children) if isinstance(c, Token) and str(c) == ",")


def _first_pred_before_comma(children):
    """The verb phrase of the lead, before its comma (none after "cannot" alone)."""
    return next((c for c in children[: _comma_index(children)] if isinstance(c, Pred)), None)
