"""Permissions and restrictions on playing and placing cards: additional plays, plays
from Reserve, placing cards and what placed cards allow."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_limits import limit_fields
from .card_phrases import apply_adjs
from .modal_check import held_as_printed
from .shared import (
    Cards,
    ClauseBuilder,
    Kind,
    OnlyModal,
    Pred,
    Who,
    cards_barred,
    duration_of,
    find_first,
    ints_of,
    permission,
    subject_or_self,
    who_of,
    words_of,
)
from .verb_forms import third_person_must


@v_args(meta=True)
class PlayPermissions(ClauseBuilder):
    def play_additional(self, meta, children):
        # the verb in its third person ("Opponent plays ...") says "must" (``verb_forms``)
        return third_person_must(self._play_additional_read(meta, children), children)

    def _play_additional_read(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)
        # "play 2 additional Special cards": the count printed before "additional" is the
        # cards' own (the noun after it then prints none)
        before = [c for c in children if not isinstance(c, (Cards, Token, Pred))]
        before = [c for c in before if (type(c) is int or c == "all") and c is not dur]
        if before and cards.count is None:
            cards = replace(cards, count="any" if before[0] == "all" else before[0])
        elif before:
            raise ValueError("a count printed twice")

        def build(who, modal):
            return permission(
                who,
                "play_additional",
                card_kinds=tuple(cards.kinds),
                count=cards.count or 1,
                duration=dur,
                **limit_fields(cards),
            )

        return Pred(build)

    def play_from_reserve_self(self, meta, children):
        return Pred(
            lambda who, modal: fx.Permission(who="reserve", action="play_this_from_reserve")
        )

    def placed(self, meta, children):
        def build(who, modal):
            return fx.Placement(may_be_placed=modal != "not")

        return Pred(build)

    def have_cards(self, meta, children):
        cards = find_first(children, Cards)
        # "May have 1 duplicate ...": how many duplicates the deck may hold
        count = next((c for c in children if type(c) is int), None)

        def build(who, modal):
            return permission(
                who,
                "duplicates",
                names=tuple(cards.names),
                card_kinds=tuple(cards.kinds),
                count=count,
            )

        return Pred(build)

    def place_play(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)
        owner = find_first(children, Who)
        if owner is None:
            owner = next(
                (c for c in children if isinstance(c, str) and not isinstance(c, Token)), None
            )

        def build(who, modal):
            return permission(
                who,
                "place_and_play",
                cards,
                names=tuple(cards.names),
                duration=dur,
                owner=str(owner) if owner is not None else None,
            )

        return Pred(build)

    def placed_or_in_hand(self, meta, children):
        return self._with_span(fx.Discipline(action="cards_may_be_placed_or_in_hand"), meta)

    def be_played_while(self, meta, children):
        # "May be played while Huntress is in Reserve" ("made": an attack is played)
        whose = who_of(children)
        made = True if "made" in words_of(children) else None
        return Pred(
            lambda who, modal: fx.Permission(
                who="reserve", action="play_this_from_reserve", while_in_reserve=whose, made=made
            )
        )

    def have_placed(self, meta, children):
        cards = find_first(children, Cards)
        w = words_of(children)
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)

        def build(who, modal):
            return fx.Placement(
                who=subject_or_self(who),
                extra_slots=None if "unlimited" in w else (count or 1),
                card_kinds=tuple(cards.kinds),
                duration=duration_of(children),
            )

        return Pred(build)

    def face_down(self, meta, children):
        adjs = find_first(children, list) or []
        cards = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(cards, inner)
        kinds = tuple(cards.kinds) + tuple(f for f in cards.filters if f == "numerical")
        dur = duration_of(children)

        def build(who, modal):
            return fx.Permission(
                who=subject_or_self(who),
                action="play_face_down",
                card_kinds=kinds,
                icons=tuple(cards.icons),
                duration=dur,
                # "play numerical attacks face down": the cards played as attacks
                purpose="attack" if "attacks" in words_of(children) else None,
            )

        return Pred(build)

    def placed_from_reserve(self, meta, children):
        def build(who, modal):
            if modal == "not":
                raise OnlyModal("may", "only 'may be placed from Reserve' is known")
            return fx.Permission(who="reserve", action="place_this_from_reserve")

        return Pred(build)

    def not_placed_or_in_hand(self, meta, children):
        return self._with_span(fx.Discipline(action="cards_may_not_be_placed_or_in_hand"), meta)

    def _play_v_base(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)

        def build(who, modal):
            if modal == "not":
                return cards_barred(
                    who,
                    cards,
                    words=tuple(cards.words),
                    duration=dur,
                )
            action = "must_play" if modal == "must" else "play"
            if cards.source == "reserve":
                action = "play_from_reserve"
            return fx.Permission(
                who=subject_or_self(who),
                action=action,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                names=tuple(cards.names),
                count=cards.count,
                source="hand" if cards.source == "hand" else None,
                duration=dur,
                filters=tuple(
                    f for f in cards.filters if f in ("one_per_deck", "not_one_per_deck")
                ),
                **limit_fields(cards),
            )

        return Pred(build)

    def play_v(self, meta, children):
        # the verb in its third person ("Opponent plays ...") says "must" (``verb_forms``)
        return third_person_must(self._play_v_read(meta, children), children)

    def _play_v_read(self, meta, children):
        # "Morph may play any 1 KO'd teammate's Specials": whose cards are played.
        pred = self._play_v_base(meta, children)
        cards = find_first(children, Cards)
        affecting = tuple(
            part
            for f in (cards.filters if cards is not None else ())
            if f.startswith("affecting ")
            for part in f.removeprefix("affecting ").split(" or ")
        )
        if affecting:
            # "may not play any Special cards that affect "the remainder of the battle" or
            # ...": only the cards whose effect lasts so long are barred
            def barred(who, modal):
                c = pred.build(who, modal)
                if not isinstance(c, fx.PlayRestriction):
                    raise ValueError("only a bar on cards that affect something is known")
                return replace(c, affecting=affecting)

            return Pred(barred)
        # "play any card Placed to any Front Line character": the cards placed on whom
        placed = next(
            (
                f.split(":", 1)[1]
                for f in (cards.filters if cards else ())
                if f.startswith("placed_on:")
            ),
            None,
        )
        if cards is None or not (cards.owner or placed):
            return pred

        def build(who, modal):
            c = pred.build(who, modal)
            if not isinstance(c, fx.Permission):
                return c
            if placed is not None:
                return replace(c, placed_on=placed)
            return replace(c, owner=cards.owner)

        return Pred(build)

    def play_named(self, meta, children):
        owner = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        names = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "names")
        c = self._cards_of(children)
        if any(isinstance(x, Token) and x.type == "SPECIAL_LAST" for x in children):
            c.kinds.append("special")
        dur = duration_of(children)
        return Pred(
            lambda who, modal: permission(
                who,
                "play",
                names=tuple(names),
                owner=owner,
                card_kinds=tuple(c.kinds),
                duration=dur,
            )
        )

    def play_name_list(self, meta, children):
        names = [c.value for c in children if isinstance(c, Token) and c.type == "NAME"]
        c = Cards()
        for a in [x for x in children if isinstance(x, list)]:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        count = next(
            (x for x in children if isinstance(x, int | str) and not isinstance(x, Token | Kind)),
            None,
        )
        dur = duration_of(children)
        return Pred(
            lambda who, modal: permission(
                who,
                "play",
                c,
                owner=fx.owners_words(tuple(names)),
                owners=tuple(names) if len(names) > 1 else None,
                count=count if count != "all" else None,
                filters=tuple(f for f in c.filters if f in ("one_per_deck", "not_one_per_deck")),
                duration=dur,
            )
        )

    def cards_placed(self, meta, children):
        cards = find_first(children, Cards)
        w = words_of(children)
        must = "must" in w
        allowed = fx.Permission(
            who="all_characters",
            action="must_place" if must else "place",
            card_kinds=tuple(cards.kinds),
            names=tuple(cards.names),
            filters=tuple(cards.filters),
            duration=duration_of(children),
        )
        # "... may not be placed": the permission held under the printed bar
        return self._with_span(held_as_printed(allowed, w, "must" if must else "may"), meta)

    def unplaceable_remain(self, meta, children):
        return self._with_span(fx.Discipline(action="unplaceable_cards_remain_in_hand"), meta)

    def play_teammates(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)
        return Pred(
            lambda who, modal: permission(
                who,
                "play",
                cards,
                owner="teammate",
                duration=dur,
            )
        )

    def no_cards_placed(self, meta, children):
        return replace(self.no_cards(meta, children), verb="place")

    def have_placed_n(self, meta, children):
        cards = apply_adjs([c for c in children if isinstance(c, list)])
        cards.count = ints_of(children)[0]
        dur = duration_of(children)

        def build(who, modal):
            if modal not in (None, "may"):
                raise OnlyModal("may", "only 'may have N cards Placed' is known")
            return fx.Placement(
                who=who,
                max_cards=cards.count,
                card_kinds=tuple(cards.kinds) + tuple(cards.icons),
                duration=dur,
            )

        return Pred(build)

    def place_cards(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)

        def build(who, modal):
            if modal == "not":
                return cards_barred(
                    who,
                    cards,
                    verb="place",
                    duration=dur,
                )
            return permission(
                who,
                "place",
                cards,
                count=cards.count,
                duration=dur,
            )

        return Pred(build)
