"""Combining cards into one attack or defense, additional and follow-up attacks, and
limits on how many attacks are made."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .combat_phrases import follow_up_count
from .printed_levels import levels_printed
from .shared import (
    Cards,
    ClauseBuilder,
    Kind,
    PostPhrase,
    Pred,
    cards_text,
    duration_of,
    find_first,
    ints_of,
    subject_or_self,
    who_of,
    words_of,
)

_UNDEFENDED = ("relative", "undefended")  # ", which may not be defended"
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
            ),
            meta,
        )

    def follow_up_pred(self, meta, children):
        # "Additional attack may not be defended.": the follow-up attacks the card grants.
        pred = find_first(children, Pred)
        return self._clauses_of(pred.build("follow_ups", None), meta)

    def make_attacks_undefended(self, meta, children):
        # "may make 1 additional attack ..., which may not be defended"
        pred = self.make_attacks(meta, [c for c in children if c != _UNDEFENDED])
        return Pred(lambda who, modal: replace(pred.build(who, modal), undefended=True))

    def undefended_rel(self, meta, children):
        return _UNDEFENDED

    def make_attacks(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        # "up to 2 additional attacks": as many as 2, each one optional
        up_to = next((c for c in children if isinstance(c, tuple) and c[0] == "up_to"), None)
        if up_to:
            count = up_to[1]
        adjs = find_first(children, list) or []
        c = Cards()
        for a in adjs:
            self._apply_adj(c, a)
        against = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "against"), None
        )
        bonus = [int(t) for t in children if isinstance(t, Token) and t.type == "SIGNED"]
        if bonus and against is None and up_to is None:
            # "May make 2 additional attacks at +2": each of them at that bonus
            return Pred(
                lambda who, modal: fx.BonusAttacks(
                    who=subject_or_self(who),
                    count=count,
                    card_kinds=tuple(c.kinds),
                    icons=tuple(c.icons),
                    amount=bonus[0],
                    additional=True,
                )
            )

        def build(who, modal):
            return fx.AdditionalAttack(
                who=subject_or_self(who),
                count=count,
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                against=against,
                up_to=up_to is not None,
            )

        return Pred(build)

    def bonus_attacks(self, meta, children):
        # "Bane may make 1 attack at +4": that attack, not every attack, has the bonus
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        amount = ints_of(children)[-1]

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make ... attacks at' is not known")
            return fx.BonusAttacks(who=subject_or_self(who), count=count, amount=amount)

        return Pred(build)

    def max_attacks(self, meta, children):
        adjs = find_first(children, list) or []
        c = Cards()
        for a in adjs:
            self._apply_adj(c, a)

        def build(who, modal):
            return fx.AdditionalAttack(
                who=subject_or_self(who),
                count="max",
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                required=modal == "must",
            )

        return Pred(build)

    def combine_single(self, meta, children):
        adjs = find_first(children, list) or []
        first = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(first, inner)
        # "Catwoman may combine Strength Power cards level 1 through 4 for a single attack"
        levels = levels_printed(children)

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
            )

        return Pred(build)

    def make_each_attacks(self, meta, children):
        counts = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        icons = [c for c in children if isinstance(c, str) and not isinstance(c, Token | Kind)]
        kinds = tuple(str(c) for c in children if isinstance(c, Kind))

        def build(who, modal):
            # "1 additional Fighting and/or 1 additional Intellect Power card attack"
            return [
                fx.AdditionalAttack(
                    who=subject_or_self(who), count=n, icons=(icon,), card_kinds=kinds, and_or=i > 0
                )
                for i, (n, icon) in enumerate(zip(counts, icons, strict=False))
            ]

        return Pred(build)

    def bonus_attacks_b(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        amount = next(int(c) for c in children if isinstance(c, Token) and c.type == "SIGNED")
        cards = Cards()
        for a in find_first(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(cards, inner)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make ... attacks at' is not known")
            return fx.BonusAttacks(
                who=subject_or_self(who),
                count=count,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                amount=amount,
            )

        return Pred(build)

    def follow_up(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        count = follow_up_count(children) or count  # "1 or 2 follow up attacks"
        cards = [c for c in children if isinstance(c, Cards)]
        w = words_of(children)
        after_who = who_of(children)
        dur = duration_of(children)
        after = None
        if "after" in w:
            # the card played, its kind named as the cards print it ("Universe: Teamwork")
            played = cards[-1]
            kinds = fx.kinds_text(tuple(played.kinds), " ")
            bare = cards_text(Cards(icons=played.icons, choice=played.choice, level=played.level))
            what = " ".join(x for x in (bare.removesuffix("card").strip(), kinds) if x)
            after = f"{after_who} plays a {what} card"
        source = cards[0] if cards and "from" in w else None

        def build(who, modal):
            if modal == "not":
                return fx.FollowUpAttack(
                    who=subject_or_self(who),
                    count="all",
                    allowed=False,
                    card_kinds=tuple(source.kinds) if source else (),
                    duration=dur,
                )
            return fx.FollowUpAttack(
                who=subject_or_self(who),
                count=count or 1,
                card_kinds=tuple(source.kinds) if source else (),
                after=after,
                duration=dur,
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

    def follow_up_attacks(self, meta, children):
        # "may make one or both follow up attacks to any Universe: Teamwork card": of the two
        # follow-ups a Teamwork card grants, the character may make either or both
        cards = find_first(children, Cards)

        def build(who, modal):
            if modal is not None and modal != "may":
                raise ValueError("only 'may make one or both follow-up attacks' is known")
            return fx.FollowUpAttack(
                who=subject_or_self(who), count="one_or_both", follows=tuple(cards.kinds)
            )

        return Pred(build)

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
        if not extra:
            return pred

        def build(who, modal):
            clause = pred.build(who, modal)
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
                required=modal == "must",
            )

        return Pred(build)

    def additional_attack_with(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        cards = find_first(children, Cards)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make additional attacks with ...' is unknown")
            return fx.AdditionalAttack(
                who=subject_or_self(who),
                count=count,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                card_owner=cards.owner,
            )

        return Pred(build)
