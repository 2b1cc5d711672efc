"""Modifiers: +N/-N to attacks, defense, venture or damage, card-wide and icon-wide
modifiers and modifiers that hold under a condition."""

from __future__ import annotations

from lark import Token, v_args

from rules.engine import effects as fx

from .shared import (
    Cards,
    ClauseBuilder,
    _cards_text,
    _Cond,
    _dur,
    _find,
    _Icons,
    _ints,
    _Post,
    _Who,
    _who,
    _words,
)


@v_args(meta=True)
class Modifiers(ClauseBuilder):
    def m_defense(self, meta, children):
        return "defense"

    def m_attack(self, meta, children):
        return "attack"

    def m_venture(self, meta, children):
        return "venture"

    def mod_post(self, meta, children):
        return _Post("against", _who(children))

    def m_actions(self, meta, children):
        return "actions"

    def mod_when(self, meta, children):
        who = _who(children)
        if who is None and "teammate" in _words(children):
            who = "teammate"
        return _Cond("self_ko" if who is None else "ko", who)

    def modifier(self, meta, children):
        amount = _ints(children)[0]
        target = next(
            c
            for c in children
            if c in ("defense", "attack", "venture", "damage", "actions")
            and not isinstance(c, Token)
        )
        who = _who(children, "self")
        whos = [c for c in children if isinstance(c, _Who)]
        dur = _dur(children)
        adjs = _find(children, list) or []
        mods = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(mods, inner)
        icons_t = tuple(mods.icons)
        against = next(
            (p.value for p in children if isinstance(p, _Post) and p.name == "against"), None
        )
        w = _words(children)
        if "against" in w and len(whos) > 1:
            against = str(whos[-1])
            who = str(whos[0])
        elif "against" in w and len(whos) == 1 and w.index("against") < len(w):
            # "+2 to attacks against X" with no subject
            first = children.index(whos[0])
            if any(isinstance(c, Token) and c.value.lower() == "against" for c in children[:first]):
                against, who = str(whos[0]), "self"
        cond = _find(children, _Cond)
        if cond is not None and whos and str(whos[-1]) == cond.detail and len(whos) > 1:
            who = str(whos[0])
        clauses: list[fx.Clause]
        if target == "damage":
            clauses = [fx.DamageModifier(who=who, amount=amount, duration=dur)]
        elif target == "venture":
            clauses = [
                fx.VentureModifier(
                    who=who if who != "self" else "team", amount=amount, duration=dur
                )
            ]
        elif target == "attack":
            clauses = [
                fx.AttackModifier(
                    who=who, amount=amount, duration=dur, against=against, icons=icons_t
                )
            ]
        elif target == "actions":
            clauses = [
                fx.AttackModifier(
                    who=who, amount=amount, duration=dur, against=against, icons=icons_t
                ),
                fx.DefenseModifier(
                    who=who, amount=amount, duration=dur, against=against, icons=icons_t
                ),
            ]
        else:
            clauses = [
                fx.DefenseModifier(
                    who=who, amount=amount, duration=dur, against=against, icons=icons_t
                )
            ]
        clauses = [self._with_span(c, meta) for c in clauses]
        if cond is not None:
            return [
                self._with_span(
                    fx.Condition(when=cond.when, detail=cond.detail, then=tuple(clauses)), meta
                )
            ]
        return clauses

    def icon_actions(self, meta, children):
        icons = _find(children, _Icons)
        who = _who(children, "self")
        amount = _ints(children)[-1]
        w = _words(children)
        out = [fx.AttackModifier(who=who, amount=amount, icons=tuple(icons.icons))]
        if "actions" in w:
            out.append(fx.DefenseModifier(who=who, amount=amount, icons=tuple(icons.icons)))
        return [self._with_span(c, meta) for c in out]

    def add_venture(self, meta, children):
        amount = _ints(children)[0]
        return self._with_span(
            fx.VentureModifier(who="team", amount=amount, duration=_dur(children)), meta
        )

    def card_mod_use(self, meta, children):
        w = _words(children)
        return _Post("use", "defense" if "defense" in w else "attack")

    def card_mod(self, meta, children):
        cards = _find(children, Cards)
        who = _who(children, "self")
        amount = _ints(children)[-1]
        use = next((p.value for p in children if isinstance(p, _Post) and p.name == "use"), None)
        cls = fx.DefenseModifier if use == "defense" else fx.AttackModifier
        if cards.kinds == [] and cards.icons == [] and not cards.names:
            raise ValueError("a modifier needs the cards it applies to")
        clause = self._with_span(
            cls(
                who=who,
                amount=amount,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=_dur(children),
            ),
            meta,
        )
        cond = _find(children, _Cond)
        if cond is not None:
            return self._with_span(
                fx.Condition(when=cond.when, detail=cond.detail, then=(clause,)), meta
            )
        return clause

    def m_damage(self, meta, children):
        return "damage"

    def icon_actions_multi(self, meta, children):
        who = _who(children, "self")
        out: list[fx.Clause] = []
        icons: tuple[str, ...] = ()
        actions = True
        for c in children:
            if isinstance(c, _Icons):
                icons = tuple(c.icons)
            elif isinstance(c, Token) and c.value.lower() in ("actions", "attacks"):
                actions = c.value.lower() == "actions"
            elif isinstance(c, Token) and c.type == "SIGNED":
                amount = int(c)
                out.append(fx.AttackModifier(who=who, amount=amount, icons=icons))
                if actions:
                    out.append(fx.DefenseModifier(who=who, amount=amount, icons=icons))
        return [self._with_span(c, meta) for c in out]

    def mod_slash(self, meta, children):
        who = _who(children, "self")
        dur = _dur(children)
        out: list[fx.Clause] = []
        amount = None
        for c in children:
            if isinstance(c, Token) and c.type == "SIGNED":
                amount = int(c)
            elif c in ("attack", "defense") and not isinstance(c, Token):
                cls = fx.AttackModifier if c == "attack" else fx.DefenseModifier
                out.append(cls(who=who, amount=amount, duration=dur))
        return [self._with_span(c, meta) for c in out]

    def modifier_each(self, meta, children):
        amount = _ints(children)[0]
        target = next(
            c
            for c in children
            if c in ("defense", "attack", "venture", "damage", "actions")
            and not isinstance(c, Token)
        )
        per = _find(children, fx.Scaling)
        scaling = fx.Scaling(amount, per.per)
        who = _who(children, "self")
        dur = _dur(children)
        if target == "venture":
            who = "team" if who == "self" else who
            clause = fx.VentureModifier(who=who, amount=amount, scaling=scaling, duration=dur)
        elif target == "attack":
            clause = fx.AttackModifier(who=who, amount=amount, scaling=scaling, duration=dur)
        elif target == "defense":
            clause = fx.DefenseModifier(who=who, amount=amount, scaling=scaling, duration=dur)
        else:
            raise ValueError(f"'for each' does not apply to {target}")
        return self._with_span(clause, meta)

    def card_mod_vs(self, meta, children):
        post = next(p for p in children if isinstance(p, _Post) and p.name == "against")
        return self._card_mod_as(children, meta, _who(children, "self"), against=post.value)

    def _card_mod_as(self, children, meta, who, against=None):
        cards = _find(children, Cards)
        amount = _ints(children)[-1]
        use = next((p.value for p in children if isinstance(p, _Post) and p.name == "use"), None)
        cls = fx.DefenseModifier if use == "defense" else fx.AttackModifier
        if not (cards.kinds or cards.icons or cards.names):
            raise ValueError("a modifier needs the cards it applies to")
        return self._with_span(
            cls(
                who=who,
                amount=amount,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                against=against,
                duration=_dur(children),
            ),
            meta,
        )

    def venture_per_hit(self, meta, children):
        owner = str(_find(children, _Who))
        cards = _find(children, Cards)
        amount = _ints(children)[-1]
        per = f"successful Hit made with {_cards_text(cards)}"
        return self._with_span(
            fx.VentureModifier(
                who="opponent_team" if owner == "opponent" else "team",
                amount=amount,
                scaling=fx.Scaling(amount, per),
                duration=_dur(children),
            ),
            meta,
        )

    def attacks_on_at(self, meta, children):
        return self._with_span(
            fx.AttackModifier(
                who="all_characters",
                amount=_ints(children)[0],
                against=_who(children),
                duration=_dur(children),
            ),
            meta,
        )
