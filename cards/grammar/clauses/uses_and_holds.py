"""Verb phrases with counts and modifiers: cards used as cards of another kind or power type,
Hits that may not leave a record, an attack's bonus while a condition holds, cards discarded
beyond those the rule asks, and the cards a hand holds as a condition."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .card_wording import card_filter
from .shared import (
    Cards,
    ClauseBuilder,
    Cond,
    Pred,
    Who,
    duration_of,
    find_first,
    ints_of,
    words_of,
)

# The modal words of a cards-as-subject sentence, as the clause types them.
_MODAL = {"may": "may", "must": "must", "not": "not", "cannot": "not"}


def _plain(cards: Cards) -> fx.CardFilter:
    """The typed filter of cards named by kind, power type and level only ("Any-Power cards",
    "level 1 through 4 Power cards"); any other phrase of the noun is not read here."""
    if cards.names or cards.source or cards.owner or cards.filters or cards.words:
        raise ValueError("cards used as others are named by kind, power type and level")
    if cards.count not in (None, "all") or cards.up_to or cards.max_value or cards.min_value:
        raise ValueError("cards used as others are not counted")
    return card_filter(cards)


def _used_as(children) -> fx.CardFilter:
    """The cards printed after "as" (a kind or power type list and the card noun)."""
    adjs = apply_adjs([c for c in children if isinstance(c, list)])
    if not (adjs.kinds or adjs.icons):
        raise ValueError("the cards used as others name a kind or power type")
    return fx.CardFilter(kinds=tuple(adjs.kinds), icons=tuple(adjs.icons))


def _additional(clause) -> fx.Discard:
    """A discard of cards beyond those the rule asks ("discard 1 additional card")."""
    if not isinstance(clause, fx.Discard):
        raise ValueError("only a discard of cards takes 'additional'")
    return replace(clause, additional=True)


def _modal_of(children) -> str:
    w = [x for x in words_of(children) if x in ("may", "must", "not", "cannot")]
    return "not" if ("not" in w or "cannot" in w) else _MODAL[w[0]]


@v_args(meta=True)
class UsesAndHolds(ClauseBuilder):
    # ------------------------------------------------------------------ cards used as others
    def cards_used_as(self, meta, children):
        # "Any Power cards may be used as Energy cards this battle": the cards are the subject
        cards = find_first(children, Cards)
        return self._with_span(
            fx.CardsUsedAs(
                modal=_modal_of(children),
                cards=_plain(cards),
                used_as=_used_as(children),
                any_cards=cards.bare_any,
                duration=duration_of(children),
            ),
            meta,
        )

    def use_as(self, meta, children):
        # "This character may use Any-Power cards as Fighting Power cards this battle"
        cards = find_first(children, Cards)
        used = _used_as(children)
        what = _plain(cards)
        dur = duration_of(children)

        def build(who, modal):
            if modal not in ("may", "must", "not"):
                raise ValueError("cards are used as others under 'may', 'must' or 'may not'")
            return fx.CardsUsedAs(
                who=who or "self",
                modal=modal,
                cards=what,
                used_as=used,
                any_cards=cards.bare_any,
                duration=dur,
            )

        return Pred(build)

    # ------------------------------------------------------------------ Hits kept
    def hits_kept(self, meta, children):
        # "Hits on this character may not be removed this battle", "Hits in teammate's
        # Permanent Record cannot be moved"
        src = next((c for c in children if isinstance(c, tuple) and c and c[0] == "source"), None)
        if src is not None:
            if src[2] not in ("permanent", "current") or not src[1]:
                raise ValueError("the Hits kept are those of a character's record")
            who, record = str(src[1]), src[2]
        else:
            who, record = str(find_first(children, Who)), None
        return self._with_span(
            fx.HitsKept(
                who=who,
                record=record,
                moved="moved" in words_of(children),
                duration=duration_of(children),
            ),
            meta,
        )

    # ------------------------------------------------------------------ an attack's bonus if
    def acts_attack_bonus_if(self, meta, children):
        # "Acts as a level 5 Energy attack at +2 if this character has 2 or more Hits": the
        # attack, and its bonus while the condition holds (a clause of its own after it)
        cond = find_first(children, Cond)
        amount = next(int(c) for c in children if isinstance(c, Token) and c.type == "SIGNED")
        attack = self.acts_attack(meta, [c for c in children if not isinstance(c, Cond)])
        if cond is None or set(cond.typed) - {"number"}:
            raise ValueError("an attack's bonus holds while a state of the board does")
        bonus = fx.AttackBonusIf(
            amount=amount, when=cond.when, detail=cond.detail, number=cond.typed.get("number")
        )
        return [*attack, self._with_span(bonus, meta)]

    def c_has_cards_in_hand(self, meta, children):
        # "If opponent has 3 or more cards in hand", "... 1 or fewer cards in hand"
        who = str(find_first(children, Who))
        fewer = any(w in ("less", "lower", "fewer") for w in words_of(children))
        when = "cards_in_hand_at_most" if fewer else "cards_in_hand_at_least"
        return Cond(when, who, number=ints_of(children)[0])

    # ------------------------------------------------------------------ more cards discarded
    def discard_additional(self, meta, children):
        # "discard 1 additional card", "must discard 2 additional cards": the count printed
        # before "additional" is the cards'
        count = next((c for c in children if type(c) is int), None)
        cards = find_first(children, Cards)
        if cards.count is not None:
            raise ValueError("a count printed twice")
        cards = replace(cards, count=count if count is not None else 1)
        pred = self.discard(meta, [cards if isinstance(c, Cards) else c for c in children])

        return Pred(lambda who, modal: _additional(pred.build(who, modal)))

    # ------------------------------------------------------------------ a hand kept larger
    def keep_additional(self, meta, children):
        # "may keep 1 additional card in hand", "opponent may keep 2 additional cards"
        count = next((c for c in children if type(c) is int), None)
        cards = find_first(children, Cards)
        in_hand = cards.source == "hand"
        if cards.kinds or cards.icons or cards.filters or cards.names or cards.owner:
            raise ValueError("the cards kept are any cards of the hand")
        if cards.source not in (None, "hand") or cards.count is not None:
            raise ValueError("the cards kept are counted before 'additional', in hand")
        kept = {"count": 1 if count is None else count, "in_hand": in_hand}
        kept["duration"] = duration_of(children)

        def build(who, modal):
            return fx.HandKept(who=who or "player", modal=modal or "must", **kept)

        return Pred(build)

    # ------------------------------------------------------------------ attacks barred
    def make_attacks_bar(self, meta, children):
        # "Opponent may not make attacks this battle", "... make attacks against teammate"
        against = find_first(children, Who)
        dur = duration_of(children)

        def build(who, modal):
            if modal != "not":
                raise ValueError("only 'may not make attacks' is known")
            return fx.CannotAttack(
                who=who or "self",
                against=str(against) if against is not None else None,
                duration=dur,
                made=True,
            )

        return Pred(build)

    # ------------------------------------------------------------------ draws for a while
    def draw_for(self, meta, children):
        # "Opponent may not draw cards this battle": the draw, for as long as printed
        dur = duration_of(children)
        pred = self.draw(meta, children)
        return Pred(lambda who, modal: replace(pred.build(who, modal), duration=dur))

    # ------------------------------------------------------------------ the attack kept
    def acts_attack_kept(self, meta, children):
        # "Acts as a level 3 Fighting attack which may not be shifted": the attack, and what
        # is said of it after "which" (a clause of its own, as "Attack may not be ..." reads)
        attack = self.acts_attack(meta, children)
        return [*attack, self.this_attack_kept(meta, children)]

    def this_attack_kept(self, meta, children):
        # "This attack may not be shifted", "Attack cannot be moved": the card's own attack
        verb = "moved" if "moved" in words_of(children) else "shifted"
        return self._with_span(fx.Discipline(action=f"may_not_be_{verb}"), meta)
