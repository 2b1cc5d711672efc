"""Verb phrases with the objects, piles and records they take, where the sentence frame gives
the subject, modal and duration: looking at a pile, sorting through one for cards, shuffling,
placing cards into a pile, discarding a hand, placing Hits on a record, shifting an attack,
cards and their attacks at a bonus printed with "at" (a side's venture is in
``venture_sides``)."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .card_wording import cards_text
from .shared import (
    AnyCount,
    Cards,
    ClauseBuilder,
    FromSearched,
    Pile,
    PostPhrase,
    Pred,
    TopCount,
    Who,
    duration_of,
    find_first,
    ints_of,
    player_or_default,
    who_of,
    words_of,
)


def _count(children, default: int | str = 1) -> int | str:
    """The number a quantity printed ("2", "any 1", "all"), or ``default``."""
    n = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
    if n is not None:
        return n
    return "all" if "all" in words_of(children) else default


def _printed_at(clause):
    """An attack bonus printed "at +1" (a defense bonus is not printed so)."""
    if not isinstance(clause, fx.AttackModifier):
        raise ValueError("only an attack bonus is printed 'at'")
    return replace(clause, printed_at=True)


@v_args(meta=True)
class VerbObjects(ClauseBuilder):
    # ------------------------------------------------------------------ owners
    # ------------------------------------------------------------------ piles
    def q_the_top(self, meta, children):
        nums = ints_of(children)
        return TopCount(nums[0] if nums else 1)  # "the top 3 cards", "the top card"

    def look_at_pile(self, meta, children):
        if who_of(children) not in ("self", "opponent"):
            raise ValueError("a pile is the player's own or the opponent's")
        pile = self.pile_np(meta, children)
        return self._with_span(fx.Search(pile=str(pile), looked_at=True), meta)

    def search_for(self, meta, children):
        # "Sort through your Power Pack for 1 Power card": the pile searched, and the cards
        # chosen from it (which "... and place it in your hand" after it names)
        pile = str(find_first(children, Pile))
        cards = find_first(children, Cards)
        if cards.source is not None or cards.owner is not None:
            raise ValueError("the cards searched for lie in the pile searched")
        chosen = self._with_span(
            fx.ChooseCards(count=cards.count if cards.count is not None else 1, from_=pile), meta
        )
        searched = replace(cards, source=pile)
        self.chosen_cards = {**getattr(self, "chosen_cards", {}), chosen.span: searched}
        return [self._with_span(fx.Search(pile=pile), meta), chosen]

    def reshuffle_draw_pile(self, meta, children):
        shuffled = "shuffle" in words_of(children) or None
        return self._with_span(fx.Reshuffle(pile="draw_pile", shuffled=shuffled), meta)

    def shuffle_pile(self, meta, children):
        return replace(self.reshuffle(meta, children), shuffled=True)

    def place_into(self, meta, children):
        # "Place 1 card from your Dead Pile on top of your Power Pack": as "take ... and put
        # it on ...", the pile the cards leave in its own field
        cards = find_first(children, Cards)
        pile = [c for c in children if isinstance(c, Pile)][-1]
        taken = replace(cards, source=None)

        def build(who, modal, source=cards.source):
            if source is None:
                raise ValueError("the cards placed name the pile they are taken from")
            if modal == "not" or who not in (None, "self", "player"):
                raise ValueError("only the card's player places cards so")
            return fx.PutCards(
                count=cards.count if cards.count is not None else 1,
                filter=cards_text(taken),
                to=str(pile),
                taken_from=source,
                any_chosen=True if cards.any_chosen else None,
            )

        # "Sort through your Dead Pile and place 1 Special card into your hand": the cards
        # come from the pile searched (a place naming no pile, searched none, is not read)
        return Pred(build) if cards.source is not None else PlacedFromSearched(build)

    def put_back(self, meta, children):
        pile = find_first(children, Pile)
        order = "order" in words_of(children)
        # "them" for the cards, "it" for one: the clause before names them

        def build(who, modal):
            if modal == "not" or who not in (None, "self", "player"):
                raise ValueError("the card's player puts back the cards the clause before took")
            return fx.PutBack(pile=str(pile) if pile else None, any_order=order)

        return Pred(build)

    def reveal_own_hand(self, meta, children):
        owner = who_of(children)

        def build(who, modal):
            # "Opponent must reveal his hand": the one who reveals is named, and owns the hand
            if who is None or modal == "not" or owner not in ("self", who):
                raise ValueError("the one who reveals a hand is named and owns it")
            return fx.Reveal(who=who)

        return Pred(build)

    def discard_hand(self, meta, children):
        owner = who_of(children)

        def build(who, modal):
            if modal == "not" or owner not in ("self", who):
                raise ValueError("a player discards their own hand")
            return fx.Discard(who=player_or_default(who), count="all", from_="hand")

        return Pred(build)

    # ------------------------------------------------------------------ Hits
    def hs_current_battle(self, meta, children):
        return self.hit_source(meta, children)  # the Hits of the current battle

    def place_hits(self, meta, children):
        src = next(c for c in children if isinstance(c, tuple) and c and c[0] == "source")
        if src[2] not in ("permanent", "current") or not src[1]:
            raise ValueError("Hits are placed on a character's record")
        count = _count(children)
        dur = duration_of(children)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not place Hits' is not known")
            return fx.HitsPlaced(
                who=str(src[1]),
                count=count,
                record=src[2],
                duration=dur,
                by=who if who and modal == "may" else None,
            )

        return Pred(build)

    def per_hit_on(self, meta, children):
        return fx.Scaling(
            amount=1,
            per=f"Hit on {fx.who_text(who_of(children))}",
            count=fx.Counted(what="hits", whose=who_of(children), where="character"),
        )

    # ------------------------------------------------------------------ attacks
    def card_mod_at(self, meta, children):
        return _printed_at(self.card_mod(meta, children))

    def owned_card_attacks_at(self, meta, children):
        return _printed_at(self.owned_card_attacks_mod(meta, children))

    def be_avoided_by(self, meta, children):
        cards = find_first(children, Cards)
        dur = duration_of(children)

        def build(who, modal):
            if modal != "not" or who not in (None, "this_attack") or dur is not None:
                raise ValueError("only 'attack may not be avoided by <cards>' is known")
            if cards.count not in (None, "all") or cards.source or cards.filters:
                raise ValueError("the cards an attack may not be avoided by are named by kind")
            return fx.Discipline(
                action="may_not_be_avoided", card_kinds=tuple(cards.kinds) + tuple(cards.icons)
            )

        return Pred(build)

    # ------------------------------------------------------------------ defense
    def played_against(self, meta, children):
        return PostPhrase("played_against", who_of(children))

    def shift_attack(self, meta, children):
        # "Shift 1 attack made against this character to any teammate", "shift any 1 Power card
        # attack to target teammate": the attacks by whom they are made on, their kinds and
        # power types (a shift of attacks of some kinds is reported not applied)
        posts = [p for p in children if isinstance(p, PostPhrase)]
        if any(p.name != "made_on" for p in posts):
            raise ValueError("the attacks shifted are named by whom they are made on")
        made_on = posts[0].value if posts else None
        what = apply_adjs([c for c in children if isinstance(c, list)])
        if what.names or what.filters or what.level:
            raise ValueError("the attacks shifted are named by their kind and power type")
        # "Shift any 2 attacks": the number printed; "shift attacks": all of them
        count = _count(children, "all" if "attacks" in words_of(children) else 1)
        to = [c for c in children if isinstance(c, Who)][-1]
        dur = duration_of(children)

        def build(who, modal):
            if modal == "not" or who is not None:
                raise ValueError("the card's player shifts the attack")
            return fx.Shift(
                from_=made_on or "self",
                to=str(to),
                count=count,
                duration=dur,
                shifted=True,
                attack_kinds=tuple(what.kinds) or None,
                attack_icons=tuple(what.icons) or None,
                any_count=True if isinstance(count, AnyCount) else None,
            )

        return Pred(build)


class PlacedFromSearched(FromSearched):
    """Cards placed that name no pile: taken from the pile the sentence searched."""

    def from_pile(self, who, modal, pile):
        return self.build(who, modal, source=pile)
