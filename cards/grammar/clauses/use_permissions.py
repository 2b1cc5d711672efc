"""Permissions and restrictions on using cards: "may use ...", "may be used ...",
"only ... may be used", cards that may not be played, and paid effects."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .card_wording import cards_text, filter_text
from .modal_check import held_as_printed
from .shared import (
    Cards,
    ClauseBuilder,
    Icons,
    OnlyModal,
    PostPhrase,
    Pred,
    Who,
    cards_barred,
    duration_of,
    find_first,
    only_negated,
    permission,
    subject_or_self,
    who_of,
    words_of,
)
from .verb_forms import third_person_must

# The kinds of Universe cards: "Teamwork Universe cards" name one kind, not two.
_UNIVERSE_KINDS = frozenset({"teamwork", "training", "ally", "basic"})


@v_args(meta=True)
class UsePermissions(ClauseBuilder):
    def use_v(self, meta, children):
        # the verb in its third person ("Opponent plays ...") says "must" (``verb_forms``)
        return third_person_must(self._use_v_read(meta, children), children)

    def _use_v_read(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)

        def build(who, modal):
            if modal == "not":
                return cards_barred(
                    who,
                    cards,
                    duration=dur,
                    verb="use",
                    levels=cards.level,
                )
            action = "must_use" if modal == "must" else "use"
            return permission(
                who,
                action,
                cards,
                duration=dur,
            )

        return Pred(build)

    def bonus_not_damage(self, meta, children):
        return self._with_span(fx.Discipline(action="bonus_not_applied_to_damage_or_venture"), meta)

    def use_what(self, meta, children):
        w = words_of(children)
        uses = []
        if "attack" in w:
            uses.append("attack")
        if "defend" in w:
            uses.append("defense")
        return ("uses", tuple(uses))

    def be_used(self, meta, children):
        uses = next(c for c in children if isinstance(c, tuple) and c[0] == "uses")[1]

        def build(who, modal):
            return fx.Permission(who=subject_or_self(who), action="use_to_" + "_or_".join(uses))

        return Pred(build)

    def only_cards(self, meta, children):
        cards = find_first(children, Cards)
        if cards is None:
            icons = find_first(children, Icons)
            cards = Cards(icons=list(icons.icons))
        against = who_of(children)
        w = words_of(children)
        kinds = tuple(cards.kinds)
        if "universe" in kinds and _UNIVERSE_KINDS & set(kinds):
            # "Teamwork Universe cards" are the Universe: Teamwork cards, not Teamwork or Universe
            kinds = tuple(k for k in kinds if k != "universe")
        acting: tuple[str, ...] = ()
        joiner = None
        for f in cards.filters:
            # "cards that act as Strength attacks" (``acting_as``): any one of the types named;
            # a card acts as one type, so "Strength and Energy attacks" names the same cards as
            # "Strength or Energy attacks" (the word printed kept in ``icons_joiner``)
            joined = f.removeprefix("acts_as:")
            if joined == f or acting:
                raise ValueError("a filter of the only cards played has no wording here")
            acting = tuple(joined.replace("&", "|").split("|"))
            joiner = "and" if "&" in joined else None
        allowed = fx.CardFilter(kinds=kinds, icons=tuple(cards.icons))
        return self._with_span(
            fx.PlayRestriction(
                who="all_characters" if against is None else f"against:{against}",
                card_kinds=(),
                only=allowed if allowed else None,
                acting_as=acting or None,
                attacks_only=("attack" in w or "attacks" in w) or None,
                icons_joiner=joiner,
                duration=duration_of(children),
            ),
            meta,
        )

    def only_who(self, meta, children):
        subj = str(find_first(children, Who))
        whos = tuple(w.strip() for w in subj.replace(" or ", " and ").split(" and "))
        w = words_of(children)
        actions = ["attack"]
        if "attacked" in w:
            actions.append("be_attacked")
        actions.append("defend")
        return self._with_span(
            fx.Exclusive(who=whos, actions=tuple(actions), duration=duration_of(children)), meta
        )

    def cards_played_by(self, meta, children):
        cards = find_first(children, Cards)
        allowed = fx.Permission(
            who=who_of(children),
            action="play",
            card_kinds=tuple(cards.kinds),
            icons=tuple(cards.icons),
            count=cards.count,
            source=cards.source,
            duration=duration_of(children),
        )
        # "... may not / must be played by X": the permission held under the printed modal
        return self._with_span(held_as_printed(allowed, words_of(children), "may"), meta)

    def use_it(self, meta, children):
        def build(who, modal):
            if modal not in ("may", None):
                raise OnlyModal("may", "only 'may use it' is known")
            return fx.Permission(who=subject_or_self(who), action="use_drawn_card")

        return Pred(build)

    def use_chosen_type(self, meta, children):
        chooser = who_of(children)
        dur = duration_of(children)

        return only_negated(
            "may not use Power Type of ... choice",
            lambda who: fx.PlayRestriction(
                who=subject_or_self(who),
                verb="use",
                icons=("chosen",),
                power_type_chosen_by=chooser,
                duration=dur,
            ),
        )

    def other_cards_not_played(self, meta, children):
        cards = find_first(children, Cards)
        # "Other Special cards may not be played": the cards other than those the card allowed
        # before (not cards printed with the word "other"); under another modal the bar is
        # held under the one printed
        barred = fx.PlayRestriction(
            who="all_characters",
            card_kinds=tuple(cards.kinds),
            icons=tuple(cards.icons),
            duration=duration_of(children),
            others=True,
        )
        return self._with_span(held_as_printed(barred, words_of(children), "may_not"), meta)

    def be_used_not(self, meta, children):
        forbids: list[str] = []
        adj: list[str] = []
        for c in children:
            if isinstance(c, list):
                adj.append(filter_text(apply_adjs([c])) or "")
            elif isinstance(c, Token) and c.value.lower() in ("attack", "hit"):
                what = " ".join(x for x in (*adj, c.value.lower()) if x)
                verb = "avoid" if c.value.lower() == "attack" else "remove"
                forbids.append(f"{verb} {what}".replace(" ", "_"))
                adj = []

        return only_negated(
            "may not be used to avoid", lambda who: fx.UseRestriction(forbids=tuple(forbids))
        )

    def normal_contribution(self, meta, children):
        return PostPhrase("with", "normal contribution")

    def _paid(self, children, cost_of):
        whens = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "when"), ())
        effect = find_first(children, Pred)

        def build(who, modal):
            if modal in ("not", "must", "only"):
                raise ValueError("a paid effect is optional")
            then = effect.build(who, None)
            return fx.PaidEffect(
                who=subject_or_self(who),
                cost=(cost_of(who),),
                when=whens,
                then=tuple(then if isinstance(then, list) else [then]),
            )

        return Pred(build)

    def _no_cards_base(self, meta, children):
        cards = find_first(children, Cards)
        against = who_of(children)
        owner = getattr(find_first(children, Who), "owner_name", None)
        if against == "team" and owner:
            against = f"{fx.possessive(owner)} team"  # "against Booster Gold's team"
        w = words_of(children)
        return self._with_span(
            fx.PlayRestriction(
                who="all_characters" if against is None else f"against:{against}",
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                words=tuple(cards.words),
                use="attack" if "used" in w else None,
                duration=duration_of(children),
                placed="placed" in cards.filters,
            ),
            meta,
        )

    def no_cards(self, meta, children):
        clause = self._no_cards_base(meta, children)
        cards = find_first(children, Cards)
        extra = tuple(f for f in cards.filters if f in ("one_per_deck", "not_one_per_deck"))
        if extra:
            clause = replace(clause, card_kinds=clause.card_kinds + extra)
        if "power_type:chosen" in cards.filters:
            # "No cards of that Power Type ...": the Power Type a card played with it names
            clause = replace(clause, power_type_chosen_by="chosen")
        affecting = [
            f.removeprefix("affecting ") for f in cards.filters if f.startswith("affecting ")
        ]
        if affecting and not clause.words:
            # "No cards that affect hits in the permanent record ... may be played this battle"
            parts = tuple(p for a in affecting for p in a.split(" or "))
            clause = replace(clause, affecting=parts)
        return clause

    def use_to_remove(self, meta, children):
        cards = find_first(children, Cards)
        effect = find_first(children, Pred)

        def build(who, modal):
            if modal in ("not", "must", "only"):
                raise OnlyModal("may", "only 'may use ... to remove' is known")
            then = effect.build(None, None)
            return fx.PaidEffect(
                who=subject_or_self(who),
                cost=(
                    permission(
                        who,
                        "use",
                        cards,
                    ),
                ),
                then=tuple(then if isinstance(then, list) else [then]),
            )

        return Pred(build)

    def choice_before(self, meta, children):
        who = who_of(children, "self")
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token | Who))
        return self._with_span(fx.Discipline(action=f"choice_of:{who}_before_{phase}"), meta)

    def change_choice(self, meta, children):
        return Pred(lambda who, modal: fx.Discipline(action="choice_may_change_each_battle"))

    def only_may_use(self, meta, children):
        cards = find_first(children, Cards)
        who = who_of(children)
        what = cards_text(cards)
        return self._with_span(fx.Exclusive(who=(who,), actions=(f"use {what}",)), meta)

    def one_of_each(self, meta, children):
        verb = "placed" if "placed" in words_of(children) else "played"
        return self._with_span(fx.Discipline(action=f"only_one_of_each_card_may_be_{verb}"), meta)

    def be_used_against_who(self, meta, children):
        against = who_of(children)
        defend = next((c for c in children if isinstance(c, tuple) and c[0] == "defend"), None)

        def build(who, modal):
            if modal == "not" or against != "reserve":
                raise ValueError("only 'may be used against Reserve' is known")
            return permission(
                who,
                "attack_reserve",
                may_defend=None if defend is None else defend[1],
                must_defend=True if defend and defend[2] else None,
            )

        return Pred(build)

    def play_for(self, meta, children):
        purpose = next(c for c in children if isinstance(c, tuple) and c[0] == "purpose")[1]
        pred = self.play_v(meta, [c for c in children if not isinstance(c, tuple)])
        cards = find_first(children, Cards)
        usable = next((f for f in cards.filters if f.startswith("usable_by:")), None)

        def build(who, modal):
            clause = pred.build(who, modal)
            if not isinstance(clause, fx.Permission):
                raise ValueError("a purpose only qualifies cards a character may play")
            filters = clause.filters
            if usable:
                filters = (*filters, "usable by " + fx.who_text(usable.split(":", 1)[1]))
            return replace(clause, purpose=purpose, filters=filters)

        return Pred(build)

    def _be_used_against_base(self, meta, children):
        def build(who, modal):
            return fx.Permission(who=subject_or_self(who), action="attack_reserve")

        return Pred(build)

    def be_used_against(self, meta, children):
        # "..., who may defend": the defence the attack on Reserve allows is kept.
        pred = self._be_used_against_base(meta, children)
        defend = next((c for c in children if isinstance(c, tuple) and c[0] == "defend"), None)
        # "May be used against opponent in Reserve": the opposing Reserve character
        whom = "opponent" if "opponent" in words_of(children) else None

        def build(who, modal):
            clause = pred.build(who, modal)
            if whom and isinstance(clause, fx.Permission):
                clause = replace(clause, against=whom)
            if defend is None:
                return clause
            # ", who must defend": kept apart from "who may defend"
            return replace(clause, may_defend=defend[1], must_defend=True if defend[2] else None)

        return Pred(build)

    def use_for(self, meta, children):
        purpose = "defense"
        pred = self.use_v(meta, children)

        def build(who, modal):
            clause = pred.build(who, modal)
            if isinstance(clause, fx.PlayRestriction):
                return replace(
                    clause, verb="use", use="defend" if purpose == "defense" else "attack"
                )
            return replace(clause, purpose=purpose)

        return Pred(build)
