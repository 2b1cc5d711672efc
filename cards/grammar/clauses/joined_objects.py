"""A second object after the joiner "and", of the verb of the clause before: "Reshuffle the
Power Pack and Dead Pile into the Draw Pile", "remove all Hits from X's Permanent Record and
Current Battle", "... from Thunderbird and teammate's Permanent Record and Hits from Current
Battle".

LALR must close the clause before "and" before it sees the word after it (after a complete
clause "and" joins the next one), so the words after "and" are parsed as a phrase of their
own and the sentence folds them into the clause before (``taken_cards.fold_play_taken``): a
pile reshuffled with the other, a record whose Hits go with the other's. Alone, or after a clause they cannot join, they are not understood.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from lark import Token, v_args

from rules.engine import effects as fx

from .card_phrases import apply_adjs
from .card_wording import filter_text
from .shared import ClauseBuilder, Pile, PostPhrase, Who, find_first, who_of, words_of
from .taken_cards import FoldedPhrase


class MorePile(FoldedPhrase):
    """ "... and Dead Pile into the Draw Pile": a second pile the clause before reshuffles."""

    alone = "a pile alone is not a sentence"

    def __init__(self, pile: str, into: str | None, span: tuple[int, int] | None) -> None:
        super().__init__(span)
        self.pile = pile
        self.into = into

    def fold_into(self, clause: Any) -> list[fx.Clause] | None:
        if not isinstance(clause, fx.Reshuffle) or clause.into is not None:
            return None
        return [replace(clause, pile=f"{clause.pile}_and_{self.pile}", into=self.into)]


#: The records named together: a record joined to the other gives both.
_BOTH = {frozenset({"permanent", "current"}): "permanent_and_current"}


class MoreRecord(FoldedPhrase):
    """ "... and (Hits from) Current Battle (of X)", "... and teammate's Permanent Record": a
    second record whose Hits the clause before removes too."""

    alone = "a Hit record alone is not a sentence"

    def __init__(self, who: str | None, record: str, span: tuple[int, int] | None) -> None:
        super().__init__(span)
        self.who = who
        self.record = record

    def fold_into(self, clause: Any) -> list[fx.Clause] | None:
        if not isinstance(clause, fx.RemoveHits):
            return None
        if clause.record == "any" and self.who and self.record == "permanent":
            # "from Thunderbird and teammate's Permanent Record": the record of each of them,
            # two subjects (``subjects``), not the words of one
            first = clause.subjects or (str(clause.who),)
            return [
                replace(
                    clause,
                    who=f"{clause.who} and {self.who}",
                    record=self.record,
                    subjects=(*first, str(self.who)),
                )
            ]
        both = _BOTH.get(frozenset({clause.record, self.record}))
        if both is None:
            return None
        if self.who is None:
            return [replace(clause, record=both)]
        if clause.who != "self":
            return None  # "X's Permanent Record and Hits from Current Battle of Y": two owners
        # "the Permanent Record and Hits from Current Battle of X": the owner of both records,
        # named as printed ("of Ripclaw or teammate")
        printed = getattr(self.who, "printed", None) or clause.self_name
        return [replace(clause, who=str(self.who), record=both, self_name=printed)]


class MoreBarredUse(FoldedPhrase):
    """ "May not be used to avoid a numerical attack, or remove a numerical hit": a second use
    of the card barred, after the joiner "or" (barring one use or the other bars both)."""

    alone = "'remove a hit' says neither where from nor what bars it"
    joins_or = True

    def __init__(self, forbids: str, span: tuple[int, int] | None) -> None:
        super().__init__(span)
        self.forbids = forbids

    def fold_into(self, clause: Any) -> list[fx.Clause] | None:
        if not isinstance(clause, fx.UseRestriction):
            return None
        return [replace(clause, forbids=(*clause.forbids, self.forbids))]


class AltAttack(FoldedPhrase):
    """ "Acts as a level 4 Energy attack against Target Character, or a level 8 Any-Power
    attack against Target Battlesite": the card's second attack, either one played."""

    alone = "an attack noun alone is not a sentence"
    joins_or = True

    def __init__(self, attack: fx.Attack, span: tuple[int, int] | None) -> None:
        super().__init__(span)
        self.attack = attack

    def fold_into(self, clause: Any) -> list[fx.Clause] | None:
        if not (getattr(self, "after_or", False) and isinstance(clause, fx.Attack)):
            return None
        if clause.alternative:
            return None
        return [clause, replace(self.attack, span=clause.span)]


@dataclass(frozen=True, kw_only=True)
class ListedOptions(fx.Choice):
    """ "may make 4 attacks, 3 attacks at +1 each, 2 attacks at +2 each": the options of a
    choice listed before the joiner ", or" that gives the last one (``LastOption``). Alone,
    with no "or" before a last option, the list is not understood."""


def _as_choice(clause: fx.Clause, options: tuple[fx.Clause, ...]) -> fx.Choice:
    """A choice of ``options`` where ``clause`` was (its span and subject's words kept)."""
    base = {f.name: getattr(clause, f.name) for f in fields(fx.Clause) if f.init}
    return fx.Choice(**base, options=options)


class LastOption(FoldedPhrase):
    """ "..., or 1 attack at +3": the last option of a choice of attacks, after the joiner
    ", or": folded into the options listed before it, or into the one grant of attacks at a
    bonus before it ("may make 2 additional attacks at +1, or 1 additional attack at +2")."""

    alone = "an attack option alone is not a sentence"
    joins_or = True

    def __init__(self, option: fx.AttackOption, span: tuple[int, int] | None) -> None:
        super().__init__(span)
        self.option = option

    def fold_into(self, clause: Any) -> list[fx.Clause] | None:
        if not getattr(self, "after_or", False):
            return None
        if isinstance(clause, fx.ModalAction) and len(clause.act) == 1:
            # "must make 2 attacks at +2 each, or 1 attack at +3": the choice is held whole
            # under the printed modal, as the first option was
            folded = self.fold_into(clause.act[0])
            return None if folded is None else [replace(clause, act=tuple(folded))]
        if isinstance(clause, ListedOptions):
            last = replace(self.option, who=clause.options[0].who)
            return [_as_choice(clause, (*clause.options, last))]
        if isinstance(clause, fx.BonusAttacks):
            first = fx.AttackOption(
                who=clause.who,
                count=clause.count,
                additional=clause.additional,
                card_kinds=clause.card_kinds,
                icons=clause.icons,
                bonus=clause.amount,
            )
            return [_as_choice(clause, (first, replace(self.option, who=clause.who)))]
        return None


@v_args(meta=True)
class JoinedObjects(ClauseBuilder):
    def more_pile(self, meta, children):
        pile = next(c for c in children if isinstance(c, str) and not isinstance(c, Token | Pile))
        into = find_first(children, Pile)
        return MorePile(pile, str(into) if into is not None else None, self._span(meta))

    def remove_hit_kind(self, meta, children):
        adjs = [c for c in children if isinstance(c, list)]
        what = " ".join(x for x in (filter_text(apply_adjs(adjs)) if adjs else None, "hit") if x)
        return MoreBarredUse(f"remove {what}".replace(" ", "_"), self._span(meta))

    def alt_attack_np(self, meta, children):
        cards = apply_adjs([c for c in children if isinstance(c, list)])
        if cards.kinds or cards.filters or cards.names or cards.words:
            raise ValueError("an attack's second reading names no kind of card")
        if next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), 1) != 1:
            raise ValueError("the card's second attack is one attack")
        against = next(
            (p.value for p in children if isinstance(p, PostPhrase) and p.name == "against"), None
        )
        # "a level Any Power attack": "level" printed with no number
        bare_level = "level" in words_of(children) and cards.level is None
        attack = fx.Attack(
            level=cards.level[0] if cards.level else None,
            icons=tuple(cards.icons),
            choice=cards.choice,
            against=against,
            alternative=True,
            level_unnumbered=True if bare_level else None,
        )
        return AltAttack(attack, self._span(meta))

    def more_source(self, meta, children):
        w = words_of(children)
        who = find_first(children, Who)
        owner = who if who is not None and who.printed else who_of(children)
        return MoreRecord(owner, "permanent" if "permanent" in w else "current", self._span(meta))
