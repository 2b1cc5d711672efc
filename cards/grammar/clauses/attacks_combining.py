"""Combining cards into one attack or defense (additional and follow-up attacks are in
``extra_attacks``)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_limits import limit_fields
from .card_phrases import apply_adjs
from .printed_levels import levels_printed
from .shared import (
    Cards,
    ClauseBuilder,
    Kind,
    PostPhrase,
    Pred,
    duration_of,
    find_first,
    subject_or_self,
    words_of,
)

# what a Combine keeps of the cards it is combined with, beyond their kinds and icons
_OTHER_FILTERS = ("placed",)


@v_args(meta=True)
class CombiningAndExtraAttacks(ClauseBuilder):
    def _play_with(self, meta, children, purpose: str) -> fx.Clause:
        """ "Play with a Fighting Power card" and the like: the card is combined with one."""
        cards = find_first(children, Cards)
        usable = next((f[10:] for f in cards.filters if f.startswith("usable_by:")), None)
        if purpose == "play_with" and "attack" in words_of(children):
            purpose = "play_with_attack"  # "Play with any Strength Power card attack"
        # "Play this Special card with any other Special card from Hand": a card other than
        # this one, and where it is taken from
        other = cards.count == "any_other"
        if other and not {"this", "special"} <= set(words_of(children)):
            raise ValueError("'any other' cards are known only beside this Special card")
        return self._with_span(
            fx.Combine(
                count=1,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                purpose=purpose,
                usable_by=usable,
                filters=("other",) if other else (),
                source=cards.source if other else None,
                **limit_fields(cards),
            ),
            meta,
        )

    def combine_single(self, meta, children):
        adjs = find_first(children, list) or []
        first = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(first, inner)
        # "Catwoman may combine Strength Power cards level 1 through 4 for a single attack"
        levels = levels_printed(children)
        # "... Strength Power cards of 4 or less ...": the value limit, as a card phrase reads it
        for post in (c for c in children if isinstance(c, PostPhrase)):
            self._apply_post_base(first, post)

        def build(who, modal):
            return fx.Combine(
                who=subject_or_self(who),
                count="any",
                card_kinds=tuple(first.kinds),
                icons=tuple(first.icons),
                choice=first.choice or len(first.icons) <= 1,
                purpose="attack",
                duration=duration_of(children),
                levels=(levels[0], levels[-1]) if levels else None,
                **limit_fields(first),
            )

        return Pred(build)

    def combine_avoid(self, meta, children):
        return self._combine_pair(meta, children, "avoid")

    def _combine_pair(self, meta, children, purpose: str) -> Pred:
        """ "Morph may combine 1 Fighting Power card with 1 Strength or Energy Power card for
        a single attack": the cards the character combines (``base_*``) and those they are
        combined with (``count``, ``card_kinds``, ``icons``)."""
        base = apply_adjs([c for c in children if isinstance(c, list)])
        base_count = next(
            (c for c in children if isinstance(c, int) and not isinstance(c, bool)), "any"
        )
        other = find_first(children, Cards)
        usable = next((f[10:] for f in other.filters if f.startswith("usable_by:")), None)
        count = other.count if isinstance(other.count, int) else "any"
        dur = duration_of(children)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not combine ... with ...' is not known")
            return fx.Combine(
                who=subject_or_self(who),
                count=count,
                card_kinds=tuple(other.kinds),
                icons=tuple(other.icons),
                choice=other.choice or len(other.icons) <= 1,
                purpose=purpose,
                duration=dur,
                usable_by=usable,
                base_count=base_count,
                base_kinds=tuple(base.kinds),
                base_icons=tuple(base.icons),
                owner=other.owner,
                filters=tuple(
                    f for f in other.filters if f in _OTHER_FILTERS or f.startswith("excluding ")
                ),
                **limit_fields(other),
            )

        return Pred(build)

    def combine_each(self, meta, children):
        first = apply_adjs([c for c in children if isinstance(c, list)])
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token | Kind)),
            "any",
        )
        dur = duration_of(children)
        other = find_first(children, Cards)

        def build(who, modal):
            # "Beast may combine multiple Basic Universe cards with each Power card attack"
            return fx.Combine(
                who=subject_or_self(who),
                count="each",
                card_kinds=tuple(other.kinds),
                icons=tuple(other.icons),
                purpose="each_attack",
                duration=dur,
                base_count="multiple" if count == "any" else count,
                base_kinds=tuple(first.kinds),
                base_icons=tuple(first.icons),
            )

        return Pred(build)

    def cards_combined_action(self, meta, children):
        cards = find_first(children, Cards)
        return self._with_span(
            fx.Combine(
                count=cards.count,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                purpose="action",
            ),
            meta,
        )

    def _combine_base(self, meta, children):
        cards = [c for c in children if isinstance(c, Cards)]
        w = words_of(children)
        dur = duration_of(children)
        other = cards[-1]

        # "with a Universe card, excluding Teamwork": the kinds left out of the cards
        excluded = tuple(f for f in other.filters if f.startswith("excluding "))

        def build(who, modal):
            if "combined" in w:
                return fx.Combine(
                    card_kinds=tuple(other.kinds),
                    icons=tuple(other.icons),
                    allowed=modal != "not",
                    count=None if modal == "not" else 1,
                    filters=excluded,
                )
            return fx.Combine(
                who=subject_or_self(who) if who else None,
                count=other.count if isinstance(other.count, int) else 1,
                card_kinds=tuple(other.kinds),
                icons=tuple(other.icons),
                choice=other.choice or len(other.icons) <= 1,
                purpose="attack",
                duration=dur,
                filters=excluded,
                **limit_fields(other),
            )

        return Pred(build)

    def combine(self, meta, children):
        if any(isinstance(c, list) for c in children):
            # "Metallo may combine Energy Power cards with Fighting Power cards to attack"
            w = words_of(children)
            return self._combine_pair(meta, children, "to_attack" if "to" in w else "attack")
        pred = self._combine_base(meta, children)
        cards = [c for c in children if isinstance(c, Cards)]
        extra = tuple(f for f in cards[-1].filters if f in ("one_per_deck", "not_one_per_deck"))
        # "may combine with any 1 Universe card": the player picks the card
        chosen = True if cards[-1].any_chosen else None
        if not extra and not chosen:
            return pred

        def build(who, modal):
            clause = pred.build(who, modal)
            if isinstance(clause, fx.Combine) and chosen and not _any_power(clause):
                clause = replace(clause, any_chosen=chosen)
            return replace(clause, card_kinds=clause.card_kinds + extra)

        return Pred(build)

    def combine_either(self, meta, children):
        cards = find_first(children, Cards)
        modal_words = words_of(children)
        purpose = "attack or defend" if "defend" in modal_words else "attack or defense"

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not combine ... for a single attack or defense' is unknown")
            return fx.Combine(
                who=subject_or_self(who),
                count=cards.count if isinstance(cards.count, int) else 1,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                choice=cards.choice or len(cards.icons) <= 1,
                purpose=purpose,
                levels=cards.level,
                **limit_fields(cards),
                required=modal == "must",
            )

        return Pred(build)


def _any_power(clause: fx.Combine) -> bool:
    """Whether the one card combined with is a Power card of any power type, which the
    canonical text says "any 1" whether printed or not (``Combine.any_chosen`` stays unset)."""
    return clause.count == 1 and not clause.icons and clause.card_kinds == ("power",)
