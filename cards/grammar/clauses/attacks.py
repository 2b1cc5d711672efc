"""Attacks: "acts as" a power card or attack, attack parts (level, icons, target),
targeted attacks and attack options."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .card_wording import filter_text
from .joined_objects import LastOption, ListedOptions
from .shared import (
    Cards,
    ClauseBuilder,
    Icons,
    Kind,
    LevelRange,
    PostPhrase,
    Pred,
    duration_of,
    find_first,
    ints_of,
    subject_or_self,
    who_of,
    words_of,
)


@v_args(meta=True)
class AttackClauses(ClauseBuilder):
    def acts_as(self, meta, children):
        return None

    def _attack_parts(self, children):
        lvl = find_first(children, LevelRange)
        icons = find_first(children, Icons)
        kind = find_first(children, Kind)
        return (
            lvl.low if lvl else None,
            tuple(icons.icons) if icons else (),
            bool(icons and icons.choice),
            str(kind) if kind else None,
        )

    def acts_attack(self, meta, children):
        level, icons, choice, kind = self._attack_parts(children)
        scaling = find_first(children, fx.Scaling)
        against = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "against"), None
        )
        alt = find_first(children, fx.Attack)
        clause = fx.Attack(
            level=level,
            icons=icons,
            choice=choice,
            scaling=scaling,
            card_kind=kind,
            against=against,
        )
        out = [self._with_span(clause, meta)]
        if alt is not None:
            out.append(self._with_span(alt, meta))
        return out

    def alt_attack(self, meta, children):
        level, icons, choice, kind = self._attack_parts(children)
        against = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "against"), None
        )
        # ", or a level Any Power attack": "level" printed with no number
        bare_level = any(isinstance(c, Token) and c.value.lower() == "level" for c in children)
        return fx.Attack(
            level=level,
            icons=icons,
            choice=choice,
            card_kind=kind,
            against=against,
            alternative=True,
            level_unnumbered=True if bare_level and level is None else None,
        )

    def acts_power(self, meta, children):
        level, icons, choice, _ = self._attack_parts(children)
        return self._with_span(fx.ActsAsPower(level=level, icons=icons, choice=choice), meta)

    def be_used_as(self, meta, children):
        levels = [c for c in children if isinstance(c, LevelRange)]
        icons = [c for c in children if isinstance(c, Icons)]
        uses = [
            "attack" if c.value.lower() == "attack" else "defense"
            for c in children
            if isinstance(c, Token) and c.value.lower() in ("attack", "defend")
        ]

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not be used as' is not known")
            # "... to attack or a level 5 Intellect Power card to defend": the second card
            return [
                fx.ActsAsPower(
                    level=lv.low,
                    icons=tuple(ic.icons),
                    choice=ic.choice,
                    uses=(u,),
                    alternative=True if i else None,
                )
                for i, (lv, ic, u) in enumerate(zip(levels, icons, uses, strict=True))
            ]

        return Pred(build)

    def acts_identical_b(self, meta, children):
        return self._with_span(fx.CopyHit(who=who_of(children, "self")), meta)

    def atk_opt(self, meta, children):
        count = next(
            (c for c in children if isinstance(c, int | str) and not isinstance(c, Token | Kind)),
            1,
        )
        if isinstance(count, tuple):
            count = count[1]
        cards = apply_adjs(children)
        bonus = ints_of(children)
        return fx.AttackOption(
            count=count,
            additional="additional" in words_of(children),
            card_kinds=tuple(cards.kinds),
            icons=tuple(cards.icons),
            bonus=bonus[0] if bonus else None,
        )

    def make_options(self, meta, children):
        options = [c for c in children if isinstance(c, fx.AttackOption)]

        def build(who, modal):
            if modal == "not":
                raise ValueError("'may not make ... or ...' is not known")
            return ListedOptions(
                options=tuple(replace(o, who=subject_or_self(who)) for o in options)
            )

        return Pred(build)

    def attack_option_np(self, meta, children):
        # "..., or 1 attack at +3", "..., or 1 Power card attack at +3": the last option of
        # a choice, folded into the options before it
        cards = find_first(children, Cards)
        if cards is None:
            count = ints_of(children)[0]
        elif cards.names or cards.filters or cards.words or cards.source or cards.level:
            raise ValueError("an attack option names only the kind of its cards")
        else:
            count = cards.count
        if not isinstance(count, int) or isinstance(count, bool):
            raise ValueError("an attack option is counted by a number")
        bonus = [int(c) for c in children if isinstance(c, Token) and c.type == "SIGNED"]
        option = fx.AttackOption(
            count=count,
            additional="additional" in words_of(children),
            card_kinds=tuple(cards.kinds) if cards else (),
            icons=tuple(cards.icons) if cards else (),
            bonus=bonus[0],
        )
        return LastOption(option, self._span(meta))

    def attack_char(self, meta, children):
        target = who_of(children)
        unless = next((c for c in children if isinstance(c, tuple) and c[0] == "unless"), None)
        # "unless Violator attacks him first": the one named must be the character attacked
        named = unless[2] if unless is not None and len(unless) > 2 else None
        if named is not None and named != target:
            raise ValueError("only the attacked character attacking first is known")
        unless = unless[1] if unless is not None else None
        dur = duration_of(children)

        def build(who, modal):
            if modal in ("must", "only"):
                raise ValueError("'must attack X' is not known")
            return fx.TargetedAttack(
                who=subject_or_self(who),
                target=target,
                allowed=modal != "not",
                unless=unless,
                duration=dur,
                unless_named=True if named is not None else None,
            )

        return Pred(build)

    def attack_using(self, meta, children):
        target = who_of(children)
        cards = find_first(children, Cards)
        what = filter_text(Cards(kinds=cards.kinds, filters=cards.filters)) or ""
        using = f"{fx.count_text(cards.count)} of {cards.owner}'s {what} cards".replace("  ", " ")

        def build(who, modal):
            return fx.TargetedAttack(
                who=subject_or_self(who), target=target, allowed=modal != "not", using=using
            )

        return Pred(build)

    def acts_identical(self, meta, children):
        cards = find_first(children, Cards)

        def build(who, modal):
            if who not in (None, "this_card"):
                raise ValueError("only a card acts identical to another")
            return fx.CopySpecial(
                card_kinds=tuple(cards.kinds) or ("special",), source=cards.source or "table"
            )

        return Pred(build)

    def acts_attack_value(self, meta, children):
        icons = find_first(children, Icons)
        return self._with_span(
            fx.Attack(level=ints_of(children)[0], icons=tuple(icons.icons), choice=icons.choice),
            meta,
        )

    def acts_power_value(self, meta, children):
        _, icons, choice, _ = self._attack_parts(children)
        level = ints_of(children)[0]
        return self._with_span(fx.ActsAsPower(level=level, icons=icons, choice=choice), meta)
