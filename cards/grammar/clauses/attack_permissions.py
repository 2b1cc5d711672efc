"""Who may or may not attack or be attacked, and with what ("may not attack",
"may be used to attack", "must be an attack", attacks from Reserve)."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from rules.engine import effects as fx

from .card_wording import card_filter
from .shared import (
    Cards,
    ClauseBuilder,
    OnlyModal,
    Pred,
    TypedWords,
    cards_barred,
    duration_of,
    find_first,
    ints_of,
    may_or_barred,
    only_negated,
    permission,
    subject_or_self,
    who_of,
)


@v_args(meta=True)
class AttackPermissions(ClauseBuilder):
    def attack_v(self, meta, children):
        return may_or_barred("attack", fx.CannotAttack, duration_of(children))

    def attack_or_attacked(self, meta, children):
        dur = duration_of(children)

        return only_negated(
            "may not attack or be attacked",
            lambda who: [
                fx.CannotAttack(who=subject_or_self(who), duration=dur),
                fx.CannotBeAttacked(who=subject_or_self(who), duration=dur),
            ],
        )

    def attack_or_attacked_with(self, meta, children):
        """ "may not attack or be attacked with Basic Universe cards": the cards barred from
        its attacks, and from attacks made on it."""
        dur = duration_of(children)
        cards = card_filter(find_first(children, Cards))
        if cards != fx.CardFilter(kinds=cards.kinds, icons=cards.icons):
            raise ValueError("a bar on attacks with cards of some value or level is not known")
        kinds = cards.kinds + cards.icons

        return only_negated(
            "may not attack or be attacked",
            lambda who: [
                fx.CannotAttack(who=subject_or_self(who), card_kinds=kinds, duration=dur),
                fx.CannotBeAttacked(who=subject_or_self(who), duration=dur, by_cards=cards),
            ],
        )

    def attack_or_play(self, meta, children):
        dur = duration_of(children)
        cards = find_first(children, Cards)

        return only_negated(
            "may not attack or play",
            lambda who: [
                fx.CannotAttack(who=subject_or_self(who), duration=dur),
                cards_barred(
                    who,
                    cards,
                    duration=dur,
                ),
            ],
        )

    def by_cards(self, meta, children):
        return find_first(children, Cards)

    def be_attacked(self, meta, children):
        dur = duration_of(children)
        cards = find_first(children, Cards)
        by_cards = card_filter(cards)
        same: fx.SameValueAs | None = None
        if cards is not None:
            # Every filter narrows which cards it is; the first "... with the same value as any
            # Power cards on <X>'s Permanent Record" goes into its typed field, not the words
            typed = next((f for f in cards.filters if isinstance(f, TypedWords)), None)
            same = typed.typed if typed is not None else None
            more = tuple(f for f in cards.filters if f is not typed)
            by_cards = card_filter(cards, words=more)
            if cards.source in ("battlesite", "location"):
                # "May not be attacked by any card from a Location": where the cards are played
                by_cards = replace(by_cards, source=cards.source)

        return only_negated(
            "may not be attacked",
            lambda who: fx.CannotBeAttacked(
                who=subject_or_self(who),
                duration=dur,
                by_cards=by_cards,
                same_value_as=same,
            ),
        )

    def use_to_attack(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)

        def build(who, modal):
            if modal == "not":
                return cards_barred(
                    who,
                    cards,
                    use="attack",
                    duration=dur,
                    verb="use",
                    levels=cards.level,
                )
            return permission(
                who,
                "attack_with",
                card_kinds=tuple(cards.kinds),
                duration=dur,
            )

        return Pred(build)

    def be_made_against(self, meta, children):
        target = who_of(children)
        dur = duration_of(children)

        def build(who, modal):
            by = who.split(":", 1)[1] if who and who.startswith("attacks_by:") else "opponent"
            return fx.MustAttack(who=target, by=by, duration=dur)

        return Pred(build)

    def be_made_against_at(self, meta, children):
        """ "All attacks by Opponent's team must be made against Grunge, at -2, until ...":
        where the attacks go, and what they are at."""
        target = who_of(children)
        dur = duration_of(children)
        amount = ints_of(children)[-1]

        def build(who, modal):
            by = who.split(":", 1)[1] if who and who.startswith("attacks_by:") else "opponent"
            return [
                fx.MustAttack(who=target, by=by, duration=dur),
                fx.AttackModifier(who=by, amount=amount, against=target, duration=dur),
            ]

        return Pred(build)

    def attack_reserve(self, meta, children):
        cards = find_first(children, Cards)

        def build(who, modal):
            return permission(
                who,
                "attack_reserve",
                cards,
                duration=duration_of(children),
            )

        return Pred(build)

    def attack_with(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)

        def build(who, modal):
            if modal == "not":
                return fx.CannotAttack(
                    who=subject_or_self(who), card_kinds=tuple(cards.kinds), duration=dur
                )
            return permission(
                who,
                "attack_with",
                cards,
                source=cards.source,
                duration=dur,
            )

        return Pred(build)

    def must_be_attack(self, meta, children):
        kinds = Cards()
        for a in find_first(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(kinds, inner)
        return self._with_span(
            fx.PlayRestriction(
                who="all_characters",
                card_kinds=tuple(dict.fromkeys(kinds.kinds)),
                attacks_only=True,
            ),
            meta,
        )

    def attack_removed_value(self, meta, children):
        cards = Cards()
        for a in find_first(children, list) or []:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(cards, inner)
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1)
        user = who_of(children)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make 1 attack with' is not known")
            return permission(
                who,
                "attack_with",
                count=count,
                card_kinds=tuple(cards.kinds),
                source="hand",
                filters=(f"usable by {user}", "value<=removed Hit"),
            )

        return Pred(build)

    def attack_from_reserve(self, meta, children):
        cards = find_first(children, Cards)

        def build(who, modal):
            if modal in ("not", "only"):
                raise OnlyModal("may", "only 'may attack ... while in Reserve' is known")
            return permission(
                who,
                "attack_from_reserve",
                cards,
            )

        return Pred(build)

    def play_or_attacked(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)

        return only_negated(
            "may not play ... or be attacked",
            lambda who: [
                cards_barred(
                    who,
                    cards,
                    duration=dur,
                ),
                fx.CannotBeAttacked(who=subject_or_self(who), duration=dur),
            ],
        )

    def pp_attack(self, meta, children):
        return ("purpose", "attack")

    def be_attacked_from_battlesite(self, meta, children):
        dur = duration_of(children)
        return only_negated(
            "may not be attacked from a Battlesite",
            lambda who: fx.CannotBeAttacked(
                # any card played from a Battlesite, as "by any card from a Location" reads
                who=subject_or_self(who),
                by_cards=fx.CardFilter(source="battlesite"),
                duration=dur,
            ),
        )
