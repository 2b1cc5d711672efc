"""Triggers ("after playing any Tactic card", "when KO'd", "before resolving ...") and what
gates a clause: the Power needed to use it, and when a paid discard is made ("before the
Discard Phase of each battle")."""

from __future__ import annotations

from lark import Token, v_args

from rules.engine import effects as fx

from .card_wording import cards_text
from .shared import Cards, ClauseBuilder, Icons, Pred, find_first, ints_of, who_of, words_of


@v_args(meta=True)
class TriggersAndCosts(ClauseBuilder):
    def requirement(self, meta, children):
        icons = [c for c in children if isinstance(c, Icons)]
        return self._with_span(
            fx.Requirement(
                icons=tuple(icons[0].icons) if icons else (),
                value=ints_of(children)[0],
                compare=">=",
            ),
            meta,
        )

    def cost_when(self, meta, children):
        w = words_of(children)
        phase = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), None)
        if phase:
            text = f"{w[0]}_{phase}"
            return text + "_of_each_battle" if "each" in w else text
        if "events" in w:
            return "before_events_are_played"
        return "each_battle"

    def cost_whens(self, meta, children):
        return (
            "when",
            tuple(c for c in children if isinstance(c, str) and not isinstance(c, Token)),
        )

    def tr_after_playing(self, meta, children):
        # "after playing any Tactic: Doubleshot cards": any card of those kinds, named as
        # the cards print the kinds
        cards = find_first(children, Cards)
        if cards.names or cards.filters or cards.level or cards.source:
            return ("trigger", "after_playing", cards_text(cards), None)
        what = " ".join(
            x
            for x in (fx.icons_text(tuple(cards.icons)), fx.kinds_text(tuple(cards.kinds), " "))
            if x
        )
        return ("trigger", "after_playing", f"any {what} card".replace("  ", " "), cards)

    def tr_after_blocking(self, meta, children):
        cards = find_first(children, Cards)
        plain = not (cards.names or cards.filters or cards.level or cards.source or cards.words)
        return (
            "trigger",
            "after_blocking_an_attack_using",
            cards_text(cards),
            cards if plain else None,
        )

    def tr_after_phase(self, meta, children):
        phase = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ("trigger", f"after_{phase}", None)

    def tr_when_kod(self, meta, children):
        return ("trigger", "when_kod", who_of(children))

    def draw_on(self, meta, children):
        trig = next(c for c in children if isinstance(c, tuple) and c and c[0] == "trigger")
        inner = self.draw(meta, [c for c in children if c is not trig])

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not draw' is not known")
            drawn = inner.build(who, modal)
            # the card waited for, as fields, when its phrase names only kinds
            cards = trig[3] if len(trig) > 3 else None
            return fx.Trigger(
                event=trig[1],
                detail=trig[2],
                then=(drawn,),
                card_kinds=tuple(cards.kinds) if cards is not None else None,
                icons=tuple(cards.icons) if cards is not None else None,
            )

        return Pred(build)

    def tr_before_resolving(self, meta, children):
        return ("trigger", "before_resolving_action_of", who_of(children))

    def use_cost(self, meta, children):
        value = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        icons = find_first(children, Icons)
        return fx.Requirement(icons=tuple(icons.icons), value=value, compare=">=")

    def lead_use_cost(self, meta, children):
        cost = find_first(children, fx.Requirement)
        out: list[fx.Clause] = [self._with_span(cost, meta)]
        for b in children:
            if isinstance(b, Pred | list) or (isinstance(b, fx.Clause) and b is not cost):
                out.extend(self._clauses_of(b, meta))
        return out

    def tr_when_self_kod(self, meta, children):
        return ("trigger", "when_kod", "self")
