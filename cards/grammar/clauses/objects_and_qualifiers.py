"""Verb phrases and objects that combine with every subject, modal, count and duration the
sentence frame gives: Hits placed on a character or on each character of a group, venturing
additional missions, a card combined with no other, a card negated by its noun alone, attacks
named by who makes them, a hand revealed to a player, and the cards at either end of a pile."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from rules.engine import effects as fx

from .shared import (
    BottomCount,
    Cards,
    ClauseBuilder,
    Pile,
    PostPhrase,
    Pred,
    TopCount,
    Who,
    duration_of,
    find_first,
    ints_of,
    who_of,
    words_of,
)


def _hit_count(children) -> int | str:
    """The number of Hits a quantity printed ("1", "2", "all"), 1 when none is printed."""
    n = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
    if n is not None:
        return int(n)
    return "all" if "all" in words_of(children) else 1


@v_args(meta=True)
class ObjectsAndQualifiers(ClauseBuilder):
    # ------------------------------------------------------------------ Hits placed
    def place_hits_on(self, meta, children):
        # "place 1 Hit on target character", "place 1 additional Hit" (on the character the
        # attack hit), "Place 1 Hit on each of opponent's characters"
        on = find_first(children, Who)
        additional = "additional" in words_of(children)
        if on is None and not additional:
            raise ValueError("a Hit placed names the character it is placed on")
        count = _hit_count(children)
        dur = duration_of(children)

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not place Hits' is not known")
            return fx.HitsPlaced(
                who=str(on) if on is not None else None,
                count=count,
                record=None,
                duration=dur,
                by=who if who and modal == "may" else None,
                additional=True if additional else None,
            )

        return Pred(build)

    def w_each_in_play(self, meta, children):
        return Who("each_character")  # "each character in play": both sides'

    # ------------------------------------------------------------------ venture
    def venture_additional(self, meta, children):
        # "You may venture 1 additional mission": as "venture 1 Mission card" reads, more
        pred = self.venture_cards(meta, children)
        return Pred(lambda who, modal: replace(pred.build(who, modal), additional=True))

    # ------------------------------------------------------------------ combining
    def combined_with_none(self, meta, children):
        def build(who, modal):
            if modal != "not" or who is not None:
                raise ValueError("only 'May not be combined.' is known")
            # "May not be combined.": with no card at all (no kind named)
            return fx.Combine(allowed=False, count=None)

        return Pred(build)

    # ------------------------------------------------------------------ negate
    def negate_card(self, meta, children):
        # "Negate any 1 Special card played against this character": the card's effect
        cards = find_first(children, Cards)
        if cards.names or cards.words:
            raise ValueError("the cards negated by their noun alone are named by kind")
        pred = self.negate(meta, children)

        def build(who, modal):
            if modal not in (None, "may"):
                raise ValueError(f"'{modal} negate' is not known")
            return pred.build(who, modal)

        return Pred(build)

    # ------------------------------------------------------------------ attacks named by maker
    def made_by(self, meta, children):
        return PostPhrase("made_by", who_of(children))

    def avoid(self, meta, children):
        made_by = [p.value for p in children if isinstance(p, PostPhrase) and p.name == "made_by"]
        pred = super().avoid(meta, children)
        if not made_by:
            return pred
        if len(made_by) > 1:
            raise ValueError("the attacks avoided are made by one subject")

        def build(who, modal):
            clause = pred.build(who, modal)
            return replace(clause, made_by=made_by[0])

        return Pred(build)

    # ------------------------------------------------------------------ reveal
    def reveal_own_hand(self, meta, children):
        whos = [c for c in children if isinstance(c, Who)]
        owner = whos[0]
        to = str(whos[1]) if len(whos) > 1 else None

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not reveal' is not known")
            if who is None and to is not None and owner.yours:
                # "Reveal your hand to opponent": the card's player reveals his own hand
                return fx.Reveal(who="player", to=to)
            # "Opponent must reveal his hand": the one who reveals is named, and owns the hand
            if who is None or str(owner) not in ("self", who) or owner.yours:
                raise ValueError("the one who reveals a hand is named and owns it")
            return fx.Reveal(who=who, to=to)

        return Pred(build)

    # ------------------------------------------------------------------ piles
    def pw_discard_pile(self, meta, children):
        return "discard_pile"  # "the discard pile": where the player's discarded cards go

    def q_bottom(self, meta, children):
        nums = ints_of(children)
        return BottomCount(nums[0] if nums else 1)  # "the bottom 2 cards", "the bottom card"

    def pile_end_cards(self, meta, children):
        # "the top 5 cards of your Power Pack": so many cards at that end of the pile
        n = ints_of(children)[0]
        cards = Cards(count=BottomCount(n) if "bottom" in words_of(children) else TopCount(n))
        cards.source = str(find_first(children, Pile))
        return cards

    def _apply_post_base(self, cards, post):
        if (
            post.name == "source"
            and cards.source
            and isinstance(cards.count, TopCount | BottomCount)
        ):
            # "the top 2 cards of your Power Pack in your Dead Pile": the pile the cards lie in
            # first, the pile a verb moving them names after
            cards.into = str(post.value)
            return
        super()._apply_post_base(cards, post)

    def place_cards(self, meta, children):
        cards = find_first(children, Cards)
        if cards is None or cards.into is None:
            return super().place_cards(meta, children)
        # "Place the top 2 cards of your Power Pack in your Dead Pile": taken from that end of
        # the first pile, put in the second
        end = "bottom" if isinstance(cards.count, BottomCount) else "top"
        if cards.kinds or cards.icons or cards.filters or cards.names:
            raise ValueError("the cards at a pile's end are named by their count alone")
        count, dur = int(cards.count), duration_of(children)

        def build(who, modal):
            if modal == "not" or who not in (None, "self", "player") or dur is not None:
                raise ValueError("only the card's player places a pile's end cards so")
            return fx.PutCards(
                count=count, filter="card", to=cards.into, taken_from=f"{end}_of_{cards.source}"
            )

        return Pred(build)

    def search(self, meta, children):
        cards = find_first(children, Cards)
        if cards is None:
            return super().search(meta, children)
        w = words_of(children)
        # "Look at the bottom 2 cards of your Power Pack", "Sort through the top 5 cards of ...":
        # the cards at that end of the pile
        bottom = isinstance(cards.count, BottomCount)
        if bottom and not cards.source:
            raise ValueError("the bottom cards are those of a pile")
        return self._with_span(
            fx.Search(
                pile=cards.source or "draw_pile",
                count=int(cards.count) if bottom else cards.count,
                from_bottom=True if bottom else None,
                sorted_through=True if "sort" in w else None,
            ),
            meta,
        )
