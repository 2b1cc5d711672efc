"""Modifiers to the cards of a kind: "All Tactic cards with a Fighting icon are +1", "Power
cards are +2 when used for defense", "... +3 vs. Wolverine".

Separate from ``modifiers`` (bonuses to a character's attacks, defense, venture or damage)
because these modifiers hang on the cards named, whoever plays them.
"""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from rules.engine import effects as fx

from .shared import (
    Cards,
    ClauseBuilder,
    Cond,
    PostPhrase,
    duration_of,
    find_first,
    ints_of,
    when_used_of,
    who_of,
    words_of,
)


@v_args(meta=True)
class CardModifiers(ClauseBuilder):
    """Modifiers to every card of a kind, its use or the character it is played against."""

    def card_mod_use(self, meta, children):
        w = words_of(children)
        post = PostPhrase("use", "defense" if "defense" in w else "attack")
        post.when_used = "used" in w  # "+2 when used for defense"
        return post

    def card_mod(self, meta, children):
        cards = find_first(children, Cards)
        # "All Tactic cards with a Fighting icon are +1": every player's cards of that kind
        every = cards.count == "all" and cards.owner is None
        who = who_of(children, "all_characters" if every else "self")
        # "All Power cards played by opponent are -1": every such card that player plays
        played_by = (
            cards.owner if cards.count in ("all", None) and who_of(children) is None else None
        )
        if played_by is not None:
            who = played_by
        amount = ints_of(children)[-1]
        use = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "use"), None
        )
        cls = fx.DefenseModifier if use == "defense" else fx.AttackModifier
        if cards.kinds == [] and cards.icons == [] and not cards.names:
            raise ValueError("a modifier needs the cards it applies to")
        clause = self._with_span(
            cls(
                who=who,
                amount=amount,
                card_kinds=tuple(cards.kinds),
                icons=tuple(cards.icons),
                duration=duration_of(children),
                when_used=when_used_of(children),
                played_by=True if played_by is not None else None,
            ),
            meta,
        )
        cond = find_first(children, Cond)
        if cond is not None:
            return self._with_span(
                fx.Condition(when=cond.when, detail=cond.detail, then=(clause,), **cond.typed),
                meta,
            )
        return clause

    def card_mod_vs(self, meta, children):
        post = next(p for p in children if isinstance(p, PostPhrase) and p.name == "against")
        clause = self._card_mod_as(children, meta, who_of(children, "self"), against=post.value)
        hit = getattr(post, "record_hit", None)
        said = getattr(post, "said", None)
        if hit is None and said is None:
            return clause
        return replace(clause, against_hit=hit, against_word=said)

    def _card_mod_as(self, children, meta, who, against=None):
        cards = find_first(children, Cards)
        amount = ints_of(children)[-1]
        use = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "use"), None
        )
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
                duration=duration_of(children),
                when_used=when_used_of(children),
            ),
            meta,
        )
