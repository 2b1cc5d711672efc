"""Modifiers: +N/-N to attacks, defense, venture or damage, icon-wide modifiers and modifiers
that hold under a condition (modifiers to the cards of a kind are in ``card_modifiers``)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .counts import successful_hits_counted
from .picked_subjects import made_against
from .shared import (
    Cards,
    ClauseBuilder,
    Cond,
    Icons,
    PostPhrase,
    Who,
    duration_of,
    find_first,
    ints_of,
    who_of,
    words_of,
)

#: The aim of a bonus against the characters of one code ("vs. any hero").
_CODE_AIMS = {"hero": "heroes", "villain": "villains"}


@v_args(meta=True)
class Modifiers(ClauseBuilder):
    def m_defense(self, meta, children):
        return "defense"

    def m_attack(self, meta, children):
        return "attack"

    def m_venture(self, meta, children):
        return "venture"

    def mod_post(self, meta, children):
        if isinstance(children[0], PostPhrase):
            return children[0]
        who = who_of(children)
        code = getattr(find_first(children, Who), "code", None)
        if code and who != "any_character":
            raise ValueError("only any character is told by its code")  # never dropped
        # "vs. any hero": the characters of that code ("vs. any Character with a Hero code")
        phrase = PostPhrase("against", _CODE_AIMS[code] if code else who)
        # "vs. Characters with Energy Power Grid 7 or 8": the typed aim goes with the words
        phrase.grid = getattr(find_first(children, Who), "grid", None)
        if words_of(children)[:2] == ["when", "attacking"]:
            phrase.said = "when attacking"  # the same characters as "vs.", printed so
        return phrase

    def mod_post_code(self, meta, children):
        # "vs. any Character with a Villain code": every character of that code
        if who_of(children) != "any_character":
            raise ValueError("only any character is told by its code")
        phrase = PostPhrase("against", "villains" if "villain" in words_of(children) else "heroes")
        if words_of(children)[:2] == ["when", "attacking"]:
            phrase.said = "when attacking"  # the same characters as "vs.", printed so
        return phrase

    def mod_post_record_hit(self, meta, children):
        # "vs. any Character with an Energy Power card Hit in their Permanent Record"
        cards = apply_adjs(children)
        if cards.names or cards.words or cards.filters or len(cards.icons) > 1:
            raise ValueError("a Hit on the record is named by one kind and power type")
        phrase = self.mod_post(meta, children)
        phrase.record_hit = fx.HitFilter(card_kinds=tuple(cards.kinds), icons=tuple(cards.icons))
        return phrase

    def from_attacks_by(self, meta, children):
        return PostPhrase("from_attacks_by", who_of(children))

    def m_actions(self, meta, children):
        return "actions"

    def mod_when(self, meta, children):
        who = who_of(children)
        if who is None and "teammate" in words_of(children):
            who = "teammate"
        return Cond("self_ko" if who is None else "ko", who)

    def modifier(self, meta, children):
        if any(getattr(c, "record_hit", None) or getattr(c, "said", None) for c in children):
            raise ValueError("a Hit on the attacked character's record narrows Power cards only")
        amount = ints_of(children)[0]
        target = next(
            c
            for c in children
            if c in ("defense", "attack", "venture", "damage", "actions")
            and not isinstance(c, Token)
        )
        who = who_of(children, "self")
        whos = [c for c in children if isinstance(c, Who)]
        dur = duration_of(children)
        adjs = find_first(children, list) or []
        mods = Cards()
        for a in adjs:
            for inner in a if isinstance(a, list) else [a]:
                self._apply_adj(mods, inner)
        icons_t = tuple(mods.icons)
        from_attacks = next(
            (
                p.value
                for p in children
                if isinstance(p, PostPhrase) and p.name == "from_attacks_by"
            ),
            None,
        )
        against = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "against"),
            from_attacks,
        )
        w = words_of(children)
        if "against" in w and len(whos) > 1:
            against = str(whos[-1])
            who = str(whos[0])
        elif "against" in w and len(whos) == 1 and w.index("against") < len(w):
            # "+2 to attacks against X" with no subject
            first = children.index(whos[0])
            if any(isinstance(c, Token) and c.value.lower() == "against" for c in children[:first]):
                against, who = str(whos[0]), "self"
        cond = find_first(children, Cond)
        if cond is not None and whos and str(whos[-1]) == cond.detail and len(whos) > 1:
            who = str(whos[0])
        # characters named by a Power Grid rating: the typed aim goes with ``against``
        aims = [getattr(p, "grid", None) for p in children if isinstance(p, PostPhrase)]
        aims += [w.grid for w in whos if str(w) == against]
        grid = next((a for a in aims if a is not None and a.token() == against), None)
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
            # "+2 to all Power card attacks": every attack made with cards of those kinds
            every = "all" in w and bool(icons_t or mods.kinds) and not mods.filters
            every = every and who != "self"
            clauses = [
                fx.AttackModifier(
                    who=who,
                    amount=amount,
                    duration=dur,
                    against=against,
                    icons=icons_t,
                    card_kinds=tuple(mods.kinds) if every else (),
                    every=True if every else None,
                    against_grid=grid,
                )
            ]
        elif target == "actions":
            both = {
                "who": who,
                "amount": amount,
                "duration": dur,
                "against": against,
                "icons": icons_t,
                "against_grid": grid,
            }
            clauses = [fx.AttackModifier(**both), fx.DefenseModifier(**both)]
        else:
            clauses = [
                fx.DefenseModifier(
                    who=who,
                    amount=amount,
                    duration=dur,
                    against=against,
                    icons=icons_t,
                    from_attacks=True if from_attacks else None,
                    against_grid=grid,
                )
            ]
        if from_attacks and target != "defense":
            raise ValueError("'from attacks made by' qualifies only a defense bonus")
        clauses = [self._with_span(c, meta) for c in made_against(clauses, children)]
        printed = next((w.printed for w in whos if w.printed and w == who), None)
        if printed:
            # "Doc Samson or teammate gains +2": the character named as printed
            clauses = [replace(c, self_name=printed) for c in clauses]
        if cond is not None:
            return [
                self._with_span(
                    fx.Condition(
                        when=cond.when,
                        detail=cond.detail,
                        then=tuple(clauses),
                        **cond.typed,
                    ),
                    meta,
                )
            ]
        return clauses

    def icon_actions(self, meta, children):
        icons = find_first(children, Icons)
        who = who_of(children, "self")
        amount = ints_of(children)[-1]
        w = words_of(children)
        dur = duration_of(children)  # "... attacks are +1 for remainder of game"
        # "This character's Energy attacks are +1": the character's attacks, said so back
        own = who == "self" and who_of(children) is not None and "attacks" in w
        out = [
            fx.AttackModifier(
                who=who,
                amount=amount,
                icons=tuple(icons.icons),
                duration=dur,
                attacks_of=True if own else None,
            )
        ]
        if "actions" in w:
            out.append(
                fx.DefenseModifier(who=who, amount=amount, icons=tuple(icons.icons), duration=dur)
            )
        return [self._with_span(c, meta) for c in out]

    def add_venture(self, meta, children):
        amount = ints_of(children)[0]
        # "Add 3 to Black Widow's Venture Total": the team of the character named
        who = who_of(children, "team")
        # "his Venture Total", "Black Widow's Venture Total": the player's own team's
        name = None if who in ("team", "self", "opponent", "opponent_team") else who
        return self._with_span(
            fx.VentureModifier(
                who="team" if name or who == "self" else who,
                team_name=name,
                amount=amount,
                duration=duration_of(children),
                added=True,
                # "Add 4 to Onslaught's Citadel's team's Venture Total": printed as a team's
                team_word=True if who_of(children) == "team" else None,
            ),
            meta,
        )

    def m_damage(self, meta, children):
        return "damage"

    def icon_actions_multi(self, meta, children):
        who = who_of(children, "self")
        out: list[fx.Clause] = []
        icons: tuple[str, ...] = ()
        actions = True
        for c in children:
            if isinstance(c, Icons):
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
        who = who_of(children, "self")
        dur = duration_of(children)
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
        amount = ints_of(children)[0]
        target = next(
            c
            for c in children
            if c in ("defense", "attack", "venture", "damage", "actions")
            and not isinstance(c, Token)
        )
        per = find_first(children, fx.Scaling)
        scaling = replace(per, amount=amount)
        who = who_of(children, "self")
        dur = duration_of(children)
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

    def venture_per_hit(self, meta, children):
        owner = str(find_first(children, Who))
        cards = find_first(children, Cards)
        amount = ints_of(children)[-1]
        return self._with_span(
            fx.VentureModifier(
                # "Opponent's" and "Opponent's team's" Hits: the opposing team's
                who="opponent_team" if owner in ("opponent", "opponent_team") else "team",
                amount=amount,
                scaling=successful_hits_counted(cards, amount),
                duration=duration_of(children),
            ),
            meta,
        )

    def attacks_on_at(self, meta, children):
        return self._with_span(
            fx.AttackModifier(
                who="all_characters",
                amount=ints_of(children)[0],
                against=who_of(children),
                duration=duration_of(children),
            ),
            meta,
        )
