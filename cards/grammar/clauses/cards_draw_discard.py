"""Cards and piles, drawing and discarding: draw and discard (duplicates are in
``card_duplicates``, searching and sorting through piles in ``piles_searched``)."""

from __future__ import annotations

from lark import v_args

from rules.engine import effects as fx

from .card_limits import limit_fields
from .card_phrases import apply_adjs
from .card_wording import discard_filter, filter_text
from .removed_cards import discard_of_chosen, names_chosen_cards
from .shared import (
    AnyCount,
    BottomCount,
    Cards,
    ClauseBuilder,
    FirstCount,
    FromSearched,
    MergeInto,
    Pile,
    PostPhrase,
    Pred,
    TopCount,
    duration_of,
    find_first,
    ints_of,
    player_or_default,
    subject_or_self,
    words_of,
)


def _fresh_word(words: list[str]) -> str:
    """ "additional" or "new", as the draw printed it (or nothing)."""
    return next((x for x in ("additional", "new") if x in words), "")


@v_args(meta=True)
class DrawAndDiscard(ClauseBuilder):
    def draw(self, meta, children):
        count = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        if count is None and "equal" in [c for c in children if type(c) is str]:
            count = "equal"
        w = words_of(children)
        if count is None and "cards" in w and not any(isinstance(c, tuple) for c in children):
            # "may not draw cards": no count printed before the plural noun, any number of them
            count = "any"
        if count is None:
            count = next((c[1] for c in children if isinstance(c, tuple)), 1)
        source = None
        for p in children:
            if isinstance(p, PostPhrase) and p.name == "source":
                source = p.value
        adjs = find_first(children, list) or []
        drawn = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(drawn, inner)
        kinds_filter = filter_text(drawn) or ""

        per = find_first(children, fx.Scaling)
        picked = isinstance(count, AnyCount)
        # "from top of Thunderbolts' Draw Pile": the pile of the character named
        owner = getattr(source, "owner_name", None)
        if isinstance(count, TopCount) and source == "draw_pile":
            # "Draw top card from Draw Pile": the card on top of it
            source = "top_of_draw_pile"
        elif isinstance(count, TopCount | BottomCount) and source and not owner:
            # "Draw the top 2 cards of your Dead Pile", "... the bottom card of ...": the cards
            # at that end of the pile
            end = "top" if isinstance(count, TopCount) else "bottom"
            source = f"{end}_of_{source}" if "_of_" not in source else source

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not draw' is not known")
            return fx.Draw(
                scaling=per,
                who=player_or_default(who),
                count=int(count) if picked else count,
                may=modal == "may",
                from_=source or "draw_pile",
                # "sort through Power Pack and draw any 1 card": the player picks the card
                any_chosen=True if picked else None,
                # "draw 3 additional cards", "draw 6 new cards" (in place of those discarded)
                filter=" ".join(x for x in (_fresh_word(w), kinds_filter) if x) or None,
                pile_owner=owner,
            )

        # "Sort through Power Pack and draw an equal number of cards": from the pile searched
        return Pred(build) if source else FromSearched(build)

    def discard(self, meta, children):
        cards = find_first(children, Cards)
        pile = find_first(children, Pile)
        w = words_of(children)

        # "Do not discard any duplicate Special cards": the duplicates of those kinds only
        dup_kinds = tuple(apply_adjs([c for c in children if isinstance(c, list)]).kinds)
        chosen_ones = cards is not None and names_chosen_cards(cards)

        def build(who, modal):
            if "duplicates" in w or ("duplicate" in w and (dup_kinds or "if" in w)):
                drawn = "if" in w  # "Discard if duplicate": the drawn card, if a duplicate
                if modal == "not":
                    return fx.Discard(
                        who=player_or_default(who),
                        count=0,
                        filter="duplicates",
                        duplicates="keep",
                        if_duplicate=drawn,
                        duration=duration_of(children),
                        duplicate_kinds=dup_kinds or None,
                    )
                if dup_kinds:
                    raise ValueError("only 'do not discard any duplicate ... cards' is known")
                return fx.Discard(
                    who=player_or_default(who),
                    count="all",
                    filter="duplicates",
                    duplicates="discard",
                    if_duplicate=drawn,
                )
            if chosen_ones and modal != "not":
                return discard_of_chosen(who, modal, pile)
            if modal == "not":
                if cards is None or pile is not None or not _kind_only(cards):
                    # "may not discard 2 cards", "... 1 Placed card of Opponent's choice": a
                    # discard barred (held under "may not"), not a kind of card
                    raise ValueError("'may not discard' names the cards only")
                return fx.DiscardRestriction(
                    who=subject_or_self(who),
                    card_kinds=tuple(cards.kinds),
                    icons=tuple(cards.icons),
                )
            source = (
                f"top_of_{cards.source}"  # "discard top 5 cards from Power Pack"
                if cards
                and cards.source not in (None, "draw_pile")  # from its top, read so already
                and isinstance(cards.count, TopCount)
                else cards.source
                if cards and cards.source
                else (
                    "placed"
                    if cards and any(f.startswith("placed") for f in cards.filters)
                    else "hand"
                )
            )
            words, typed = discard_filter(cards, source)
            return fx.Discard(
                scaling=find_first(children, fx.Scaling),
                who=player_or_default(who),
                up_to=True if cards and cards.up_to else None,
                count=cards.count if cards and cards.count is not None else 1,
                from_=source,
                to=str(pile) if pile else "dead_pile",
                filter=words,
                cards=typed,
                may=modal == "may",
                any_chosen=True if cards and cards.any_chosen else None,
                # "discard first 3 Special cards" (going through a pile): the first ones found
                first_found=True if cards and isinstance(cards.count, FirstCount) else None,
                icon_chosen_by=cards.icon_chosen_by if cards else None,
                **limit_fields(cards),
            )

        return Pred(build)

    def discard_after_use(self, meta, children):
        return Pred(lambda who, modal: fx.Discipline(action="discard_after_use"))

    def normal_discard(self, meta, children):
        return self._with_span(fx.Discipline(action="normal_discard_rules"), meta)

    def draw_equal(self, meta, children):
        pile = find_first(children, Pile)
        dur = duration_of(children)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not draw' is not known")
            return fx.Draw(
                who=player_or_default(who),
                count="equal",
                from_=str(pile),
                may=modal == "may",
                duration=dur,
            )

        return Pred(build)

    def discard_until_equal(self, meta, children):
        pile = find_first(children, Pile)

        def build(who, modal):
            return fx.Discard(
                who=player_or_default(who),
                count="until_equal_hands",
                from_=str(pile),
                to="dead_pile",
            )

        return Pred(build)

    def discard_self_to(self, meta, children):
        then = find_first(children, Pred)
        # "discard this Special to move ...": the card itself, named as printed, is the cost
        # of what follows "to"
        noun = "special" if "special" in words_of(children) else "card"

        def build(who, modal):
            rest = then.build(who, None)
            cost = fx.Discipline(action=f"discard_this_{noun}")
            return fx.PaidEffect(
                who=who or "self",
                cost=(cost,),
                then=tuple(rest if isinstance(rest, list) else [rest]),
            )

        return Pred(build)

    def discard_cut_card(self, meta, children):
        pile = find_first(children, Pile)
        return Pred(
            lambda who, modal: fx.Discard(
                who=player_or_default(who), count=1, from_="cut_card", to=str(pile), filter="cut"
            )
        )

    def cards_removed(self, meta, children):
        cards = find_first(children, Cards)
        src = cards.source or "draw_pile"
        return self._with_span(
            fx.Discard(
                who="opponent" if src.startswith("opponent_") else "player",
                count=cards.count if cards.count is not None else "all",
                from_=src,
                to="removed_from_game",
                filter=filter_text(cards),
            ),
            meta,
        )

    def discard_into(self, meta, children):
        w = words_of(children)
        referent = "it" if "it" in w else ("them" if "them" in w else None)
        return MergeInto(str(find_first(children, Pile)), referent)

    def discard_greater(self, meta, children):
        first = find_first(children, Cards)
        second = apply_adjs([c for c in children if isinstance(c, list)])
        kinds = tuple(dict.fromkeys(first.kinds + second.kinds))

        def build(who, modal):
            return fx.Discard(
                who=player_or_default(who),
                count="all",
                from_="hand_or_placed",
                filter=f"{fx.kinds_text(kinds)} (in hand or placed, whichever is greater)",
            )

        return Pred(build)

    def replace_cards(self, meta, children):
        take = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "source"), None
        )

        def build(who, modal):
            return fx.Draw(
                who=player_or_default(who), count="same_as_discarded", from_=take or "draw_pile"
            )

        return Pred(build)

    def paid_discard(self, meta, children):
        cards = find_first(children, Cards)
        pile = find_first(children, Pile)

        def cost(who):
            return fx.Discard(
                who=player_or_default(who),
                count=cards.count if cards.count is not None else 1,
                from_=cards.source or "hand",
                to=str(pile) if pile else "dead_pile",
                filter=filter_text(cards),
                **limit_fields(cards),
            )

        return self._paid(children, cost)

    def discard_end_of_battle(self, meta, children):
        return Pred(lambda who, modal: fx.Discipline(action="discard_at_end_of_battle"))

    def discarded_if_end(self, meta, children):
        # "Card is discarded if it will end game": the event card itself, no other card
        cards = find_first(children, Cards)
        if cards is not None and cards != Cards():
            raise ValueError("only the card itself is known to be discarded if it ends the game")
        kinds = ("event",) if cards is None else ()  # "Event is discarded ..." as printed
        clause = fx.Discipline(action="discarded_if_it_would_end_game", card_kinds=kinds)
        return self._with_span(clause, meta)

    def draw_either(self, meta, children):
        nums = [str(n) for n in ints_of(children)]
        count = ", ".join(nums[:-1]) + " or " + nums[-1]

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not draw' is not known")
            return fx.Draw(who=player_or_default(who), count=count)

        return Pred(build)


def _kind_only(cards: Cards) -> bool:
    """Whether a card noun names only a kind of card ("a MultiPower card", "Special cards"):
    no count above one, and nothing else that picks the cards (where they lie, whose, which
    ones, their values), so "may not discard" it bars that kind."""
    return (
        not (isinstance(cards.count, int) and cards.count > 1)
        and cards.count not in ("all", "any")
        and not (cards.filters or cards.source or cards.owner or cards.names or cards.words)
        and not (cards.any_chosen or cards.icon_chosen_by or cards.up_to)
        and cards.max_value is None
        and cards.min_value is None
        and cards.level is None
    )
