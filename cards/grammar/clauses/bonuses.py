"""Bonuses and scaling: bonus changes and doubled bonuses, team and grid bonuses, and
amounts counted "for each ..." or per Hit."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .counts import cards_counted, hits_counted
from .shared import (
    Cards,
    ClauseBuilder,
    Icons,
    PostPhrase,
    Pred,
    duration_of,
    find_first,
    ints_of,
    who_of,
    words_of,
)


@v_args(meta=True)
class BonusesAndScaling(ClauseBuilder):
    def scaling(self, meta, children):
        amount = ints_of(children)[0]
        per = find_first(children, PostPhrase)
        return replace(per.value, amount=amount)

    def bonus_change(self, meta, children):
        w = words_of(children)
        nums = ints_of(children)
        if "doubled" in w:
            return ("bonus", None, 2, False)
        if "venture" in w:
            return ("bonus", None, None, True)
        return ("bonus", nums[0], None, False)

    def bonus_mod(self, meta, children):
        adjs = find_first(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        set_to = next((x[1] for x in children if isinstance(x, tuple) and x[:1] == ("set",)), None)
        if set_to is not None:
            # "All of Opponent's Universe: Teamwork Card Bonuses are +0": the bonus becomes +0
            return self._bonus_set(meta, children, c, set_to)
        change = next(x for x in children if isinstance(x, tuple) and x and x[0] == "bonus")
        # "All Universe card bonuses": every player's, not one character's
        every = children[0] == "all" and not isinstance(children[0], Token)
        return self._with_span(
            fx.BonusModifier(
                who=who_of(children, "all_characters" if every else None),
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                amount=change[1],
                multiplier=change[2],
                to_venture=change[3],
                duration=duration_of(children),
            ),
            meta,
        )

    def bonus_mod_from(self, meta, children):
        # "all Fighting bonuses from Teamwork cards are doubled": icons of the bonus, kinds
        # of the cards that give it
        clause = self.bonus_mod(meta, [c for c in children if not isinstance(c, Cards)])
        cards = find_first(children, Cards)
        return replace(
            clause, card_kinds=tuple(cards.kinds), icons=clause.icons + tuple(cards.icons)
        )

    def cards_doubled_venture(self, meta, children):
        return self._doubled_in_venture(meta, children, duration_of(children))

    def _doubled_in_venture(self, meta, children, duration):
        """The cards a noun phrase names count double in the Venture Total."""
        cards = find_first(children, Cards)
        return self._with_span(
            fx.BonusModifier(
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                names=tuple(cards.names),
                multiplier=2,
                to_venture=True,
                duration=duration,
            ),
            meta,
        )

    def per_each(self, meta, children):
        adjs = find_first(children, list) or []
        c = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(c, inner)
        for p in children:
            if isinstance(p, PostPhrase):
                self._apply_post(c, p)
        if "hit" in words_of(children):
            return hits_counted(who_of(children), "permanent_record")
        if c.owner:
            # "for each Activator card played by Opponent": only the cards that player plays
            owner, c.owner = c.owner, None
            return cards_counted(c, played_by=owner)
        return cards_counted(c)

    def lead_each(self, meta, children):
        per = find_first(children, fx.Scaling)
        body = [c for c in children if isinstance(c, fx.Clause | Pred | list)]
        out: list[fx.Clause] = []
        for b in body:
            for clause in self._clauses_of(b, meta):
                if not hasattr(clause, "scaling"):
                    raise ValueError(f"'for each' does not apply to {clause.kind}")
                amount = getattr(clause, "amount", None)
                if isinstance(amount, int) and not isinstance(amount, bool):
                    # "For each X, Y is +3 to ...": +3 for each, as "Y is +3 ... for each X"
                    out.append(replace(clause, scaling=replace(per, amount=amount)))
                    continue
                out.append(replace(clause, scaling=per))
        return out

    def bonus_icon(self, meta, children):
        icon = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return self._with_span(fx.Bonus(amount=ints_of(children)[0], icons=(icon,)), meta)

    def team_card_bonus(self, meta, children):
        who = who_of(children, "self")
        amount = ints_of(children)[0]
        adjs = find_first(children, list) or []
        cards = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(cards, inner)
        # "numeric Special cards": the Special cards printed with a number, not a second kind
        numerical = "numerical" in cards.filters and bool(cards.kinds)
        kinds = tuple(cards.kinds) + (
            () if numerical else tuple(f for f in cards.filters if f == "numerical")
        )
        dur = duration_of(children)
        return [
            self._with_span(
                cls(
                    who=who,
                    amount=amount,
                    card_kinds=kinds,
                    icons=tuple(cards.icons),
                    duration=dur,
                    every=True if kinds else None,
                    numerical=True if numerical else None,
                ),
                meta,
            )
            for cls in (fx.AttackModifier, fx.DefenseModifier)
        ]

    def doubled_this_battle(self, meta, children):
        return self._doubled_in_venture(meta, children, "battle")

    def grid_bonus(self, meta, children):
        icons = find_first(children, Icons)
        return self._with_span(
            fx.GridBonus(
                who=who_of(children, "self"),
                icons=tuple(icons.icons) if icons else ("chosen",),
                duration=duration_of(children),
            ),
            meta,
        )

    def per_hit_current(self, meta, children):
        return hits_counted(who_of(children), "current_battle")

    def bonus_counts(self, meta, children):
        return self._with_span(
            fx.Discipline(action="bonus_counts_toward_damage_and_venture_total"), meta
        )

    def bonus_cards(self, meta, children):
        c = self._cards_of(children)
        filt, any_icon = None, None
        for p in children:
            if isinstance(p, PostPhrase):
                if p.name == "with":
                    filt = f"with {p.value}"
                    any_icon = True if getattr(p, "any_icon", False) else None
                else:
                    self._apply_post(c, p)
        return self._with_span(
            fx.Bonus(
                amount=ints_of(children)[0],
                card_kinds=tuple(c.kinds),
                icons=tuple(c.icons),
                filter=filt,
                any_icon=any_icon,
            ),
            meta,
        )

    def cards_extra_bonus(self, meta, children):
        cards = find_first(children, Cards)
        return self._with_span(
            fx.BonusModifier(
                who=who_of(children),
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                amount=ints_of(children)[-1],
                when_used_by=True,
            ),
            meta,
        )

    def follow_up_bonus(self, meta, children):
        icons = find_first(children, Icons)
        nth = next(c.value for c in children if isinstance(c, Token) and c.type == "ORDINAL")
        return self._with_span(
            fx.Bonus(amount=ints_of(children)[0], icons=tuple(icons.icons), who=f"{nth} teammate"),
            meta,
        )
