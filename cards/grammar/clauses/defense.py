"""Defense: who may defend and with what, defending against an attack, blocking, and
restrictions on who may defend or be defended."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from rules.engine import effects as fx

from .card_wording import card_filter
from .modal_check import held_as_printed
from .shared import (
    Cards,
    ClauseBuilder,
    OnlyModal,
    Pred,
    cards_barred,
    duration_of,
    find_first,
    may_or_barred,
    only_negated,
    permission,
    subject_or_self,
    who_of,
    words_of,
)


@v_args(meta=True)
class DefenseClauses(ClauseBuilder):
    def defend_v(self, meta, children):
        return may_or_barred("defend", fx.CannotDefend, duration_of(children))

    def defend_against(self, meta, children):
        dur = duration_of(children)
        cards = find_first(children, Cards)

        return only_negated(
            "may not defend against",
            lambda who: fx.CannotDefend(
                who=subject_or_self(who), against=card_filter(cards), duration=dur
            ),
        )

    def be_defended(self, meta, children):
        cards = find_first(children, Cards)
        # "by Opponent's team's Special cards already in play": whose cards, and only those
        # in play when the attack is made
        owner = who_of(children)
        in_play = True if "already" in words_of(children) else None
        dur = duration_of(children)

        def build(who, modal):
            if getattr(who, "typed", None) is not None:
                # a set of attacks named as the subject: its typed form goes with it
                return replace(build(str(who), modal), attack_set=who.typed)
            applies = "this_attack" if who in (None, "this_attack") else who
            kinds = card_filter(cards)
            if cards is not None and cards.source == "battlesite":
                kinds = replace(kinds, source="battlesite")  # "by a card from a Battlesite"
            elif cards is not None and cards.source and not kinds:
                raise ValueError("a defense limited by where its cards come from is not known")
            if modal == "only":
                return fx.DefenseRestriction(only=kinds, applies_to=applies)
            if modal == "not" and (owner or in_play):
                return fx.DefenseRestriction(
                    forbids=kinds,
                    applies_to=applies,
                    duration=dur,
                    defenders_of=owner,
                    in_play=in_play,
                )
            if modal == "not":
                return fx.DefenseRestriction(forbids=kinds, applies_to=applies)
            if modal == "must" and not (owner or in_play):
                # "Attack must be defended (with a Special card)": a defence is owed, with only
                # those cards when named
                return fx.DefenseRestriction(
                    only=kinds, applies_to=applies, duration=dur, required=True
                )
            raise ValueError("'may be defended' is the rule, not an effect")

        return Pred(build)

    def use_to_defend(self, meta, children):
        cards = find_first(children, Cards)
        w = words_of(children)
        against = who_of(children)
        uses = "attack_or_defend" if "attack" in w else "defend"

        def build(who, modal):
            if modal == "not":
                return cards_barred(
                    who,
                    cards,
                    use=uses + (f" against {against}" if against else ""),
                    duration=duration_of(children),
                    verb="use",
                    levels=cards.level,
                )
            return permission(
                who,
                f"use_to_{uses}",
                cards,
                duration=duration_of(children),
                against=against,
            )

        return Pred(build)

    def blocked_in_parts(self, meta, children):
        return Pred(lambda who, modal: fx.BlockRule(rule="whole_or_parts"))

    def blocked_twice(self, meta, children):
        return Pred(lambda who, modal: fx.BlockRule(rule="twice"))

    def cards_blocked_twice(self, meta, children):
        cards = find_first(children, Cards)
        rule = fx.BlockRule(rule="twice", card_kinds=tuple(cards.kinds) if cards else ())
        # "... may not be blocked twice": the rule held under the printed modal
        return self._with_span(held_as_printed(rule, words_of(children), "must"), meta)

    def guess_defense(self, meta, children):
        return Pred(lambda who, modal: fx.BlockRule(rule="guess", who=who or "opponent"))

    def be_defended_male(self, meta, children):
        sex = "female" if "female" in words_of(children) else "male"

        return only_negated(
            "cannot be defended by a male hero",
            lambda who: fx.DefenderRestriction(forbids=(f"{sex}_characters",)),
        )

    def defend_this(self, meta, children):
        return only_negated(
            "may not defend this card",
            lambda who: fx.CannotDefend(
                who=subject_or_self(who), against=fx.CardFilter(kinds=("this_card",))
            ),
        )

    def defend_chosen_type(self, meta, children):
        chooser = who_of(children)
        dur = duration_of(children)

        return only_negated(
            "may not defend with power type",
            lambda who: fx.CannotDefend(
                who=subject_or_self(who),
                against=fx.CardFilter(kinds=("chosen",)),
                power_type_chosen_by=chooser,
                duration=dur,
            ),
        )

    def defend_with(self, meta, children):
        cards = find_first(children, Cards)
        whom = who_of(children) or "front_line"
        dur = duration_of(children)

        def build(who, modal):
            if modal in ("not", "only"):
                raise OnlyModal("may", "only 'may defend X with' is known")
            return permission(
                who,
                "defend_from_reserve" if cards.source == "reserve" else "defend",
                cards,
                owner=whom,
                filters=tuple(f for f in cards.filters if f.startswith("excluding")),
                source=cards.source,
                duration=dur,
            )

        return Pred(build)

    def blocked_v(self, meta, children):
        dur = duration_of(children)

        # "cannot be blocked": no block (a Power card of the attack's type) may stop it; it may
        # still be avoided, so this is not "may not be defended"
        return only_negated(
            "cannot be blocked",
            lambda who: fx.BlockRule(
                rule="cannot",
                applies_to=str(who) if who else "this_attack",
                duration=dur,
                attack_set=getattr(who, "typed", None),
            ),
        )

    def pp_defense(self, meta, children):
        return ("purpose", "defense")
