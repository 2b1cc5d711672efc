"""Sentence level: the start rule, clauses joined by "and"/"or", a subject with its
modality ("may", "must", "may not", "may only") and whole-sentence flavour (the leads are in
``sentence_leads``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from rules.engine import effects as fx

from .card_wording import attacks_words, card_filter
from .condition_cases import other_case
from .joined_objects import ListedOptions
from .modal_check import phrase_keys, with_printed_modal
from .picked_subjects import printed_player
from .shared import (
    Cards,
    ClauseBuilder,
    FromSearched,
    InheritPred,
    MergeInto,
    Pred,
    Who,
    find_first,
    last_who,
    who_of,
    words_of,
)
from .taken_cards import FoldedPhrase, fold_play_taken


class Subjected(list):
    """The clauses of a subject and its predicate ("Target Character must discard ..."): a
    verb phrase joined to them by "and" with no subject of its own shares that subject."""

    def __init__(self, clauses: list[fx.Clause], who: str | None) -> None:
        super().__init__(clauses)
        self.who = who


class Inherited:
    """A clause with no subject of its own after ", and is": it takes the subject of the clause
    before ("..., and is -3 to Venture Total")."""

    def __init__(self, item: Any) -> None:
        self.item = item


def _shared_duration(options: list[fx.Clause]) -> tuple[fx.Clause, ...]:
    """ "Add 3 to Venture Total, or opponent -3 to Venture Total for this battle": a duration
    printed once after options of one kind is the duration of each of them."""
    last = getattr(options[-1], "duration", None)
    if last is None or any(type(o) is not type(options[-1]) for o in options):
        return tuple(options)
    return tuple(o if o.duration is not None else replace(o, duration=last) for o in options)


@v_args(meta=True)
class SentenceClauses(ClauseBuilder):
    def start(self, meta, children):
        return children[0]

    def sentence(self, meta, children):
        # "Then ...": the sentence follows the one before, as every sentence does
        children = [c for c in children if not (isinstance(c, Token) and c.lower() == "then")]
        if children and children[0] == "one_per_deck":
            return "one_per_deck"
        return children[0]

    def opd(self, meta, children):
        return "one_per_deck"

    def joiner(self, meta, children):
        return None

    def or_joiner(self, meta, children):
        return "OR"

    def _clauses_of(self, item: Any, meta: Any) -> list[fx.Clause]:
        if isinstance(item, Pred):
            item = item.build(None, None)
        items = item if isinstance(item, list) else [item]
        return [self._with_span(i, meta) for i in items]

    def subj_pred(self, meta, children):
        who = who_of(children)
        pred = find_first(children, Pred)
        if who and who.endswith(":neither"):
            return self._clauses_of(pred.build(who.split(":")[0], "not"), meta)
        clauses = self._clauses_of(pred.build(who, None), meta)
        clauses = printed_player(clauses, find_first(children, Who))
        printed = getattr(find_first(children, Who), "printed", None)
        if printed:
            # "Xaos or teammate may ...": the clause keeps the printed name of its character
            clauses = [
                replace(c, self_name=printed) if getattr(c, "who", None) == who else c
                for c in clauses
            ]
        return Subjected(clauses, who)

    def this_attack_pred(self, meta, children):
        pred = find_first(children, Pred)
        neither = "neither" in words_of(children)
        # "Neither attack may ...": the attack and the follow-up it grants
        who, modal = ("both", "not") if neither else ("this_attack", None)
        clauses = self._clauses_of(pred.build(who, modal), meta)
        made_with = find_first(children, Cards)
        if made_with is None:
            return clauses
        # "Attacks made with Power cards may not be defended using Activator cards": every
        # attack made with those cards, not only the card's own
        if not made_with.kinds and not made_with.icons:
            made_with.kinds = ["power"]
        attacks = attacks_words(made_with, made_with=True)
        if not all(isinstance(c, fx.DefenseRestriction) for c in clauses):
            raise ValueError("only defense restrictions are known of attacks made with cards")
        typed = getattr(attacks, "typed", None)
        return [replace(c, applies_to=str(attacks), attack_set=typed) for c in clauses]

    def this_card_pred(self, meta, children):
        pred = find_first(children, Pred)
        clauses = self._clauses_of(pred.build("this_card", None), meta)
        if "special" in words_of(children):
            # "This Special may not be negated": the card names its own kind
            clauses = [
                replace(c, card_kinds=("special",))
                if isinstance(c, fx.Discipline) and c.action == "may_not_be_negated"
                else c
                for c in clauses
            ]
        return clauses

    def attacks_by_pred(self, meta, children):
        by = who_of(children)
        pred = find_first(children, Pred)
        return self._clauses_of(pred.build(f"attacks_by:{by}", None), meta)

    def _modal(self, children, modal):
        pred = find_first(children, Pred)
        return Pred(lambda who, m: pred.build(who, m or modal))

    def _said(self, meta, children):
        """The meaning words of the verb phrase after the modal (``phrase_keys``)."""
        own = {id(c) for c in children if isinstance(c, Token)}
        return phrase_keys(self.tokens, meta.start_pos, meta.end_pos, own)

    def may_pred(self, meta, children):
        pred = find_first(children, Pred)
        return with_printed_modal(pred, "may", phrase_words=self._said(meta, children))

    def may_not(self, meta, children):
        said = self._said(meta, children)
        return with_printed_modal(find_first(children, Pred), "not", words_of(children), said)

    def must(self, meta, children):
        pred = find_first(children, Pred)
        return with_printed_modal(pred, "must", phrase_words=self._said(meta, children))

    def choice_sentence(self, meta, children):
        who = who_of(children, "opponent")
        return self._with_span(fx.Discipline(action=f"choice_of:{who}"), meta)

    def repeat_until(self, meta, children):
        event = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return self._with_span(fx.Repeat(until=event), meta)

    def _clauses_base(self, meta, children):
        if "OR" in children:
            groups: list[list[Any]] = [[]]
            for c in children:
                if c == "OR":
                    groups.append([])
                elif c is not None:
                    groups[-1].append(c)
            options: list[fx.Clause] = []
            for g in groups:
                inner = self.clauses(meta, g)
                if len(inner) != 1:
                    raise ValueError("each choice must be a single clause")
                options.append(inner[0])
            return [self._with_span(fx.Choice(options=_shared_duration(options)), meta)]
        out: list[fx.Clause] = []
        for c in children:
            if c is None:
                continue
            items = c if isinstance(c, list) else [c]
            for item in items:
                if isinstance(item, Pred):
                    item = item.build(None, None)
                    item = item if isinstance(item, list) else [item]
                    out.extend(self._with_span(i, meta) for i in item)
                elif isinstance(item, fx.Clause):
                    out.append(item)
                else:
                    raise ValueError(f"unexpected {item!r}")
        if any(isinstance(c, ListedOptions) for c in out):
            raise ValueError("options listed with no 'or' before the last are not understood")
        # "If successful, X and Y": Y belongs to the condition too.
        if out and isinstance(out[0], fx.Condition) and len(out) > 1:
            cond, after = out[0], other_case(out[0], out[1:])
            rest = out[1 : len(out) - len(after)]
            out = [replace(cond, then=cond.then + tuple(rest), span=self._span(meta)), *after]
        return out

    def clauses(self, meta, children):
        # A verb phrase sharing the subject of the clause before it, ", and is -3 to ..."
        # (the subject carries over) and "... and discard into Dead Pile" (the cards of the
        # clause before go there) are resolved here; the rest is the usual joining.
        out: list[Any] = []
        inherit = False
        for c in children:
            if isinstance(c, str) and c == "INHERIT":
                inherit = True
                continue
            if isinstance(c, Inherited):
                inherit, c = True, c.item
            prev = next((x for x in reversed(out) if x is not None and x != "OR"), None)
            if isinstance(c, FoldedPhrase):
                c.after_or = bool(out) and out[-1] is not prev and out[-1] == "OR"
            if isinstance(c, FoldedPhrase | InheritPred) and prev is not None:
                folded = fold_play_taken(prev, c)
                if folded is not None:
                    out[next(i for i, x in enumerate(out) if x is prev)] = folded
                    if out[-1] is not prev and out[-1] == "OR" and getattr(c, "joins_or", False):
                        out.pop()  # "..., or remove ...": one clause more of the same, no choice
                    continue
            if isinstance(c, MergeInto) and prev is not None:
                pile = c.pile
                if isinstance(prev, Pred):
                    inner = prev
                    idx = out.index(prev)
                    out[idx] = Pred(
                        lambda who, m, inner=inner, pile=pile: replace(inner.build(who, m), to=pile)
                    )
                    continue
                items = prev if isinstance(prev, list) else [prev]
                if items and isinstance(items[-1], fx.Discard):
                    idx = out.index(prev)
                    out[idx] = [*items[:-1], replace(items[-1], to=pile)]
                    continue
            searched = [
                x for x in (prev if isinstance(prev, list) else [prev]) if isinstance(x, fx.Search)
            ]
            if isinstance(c, FromSearched) and searched:
                inner, pile = c, searched[-1].pile
                c = Pred(lambda who, m, inner=inner, pile=pile: inner.from_pile(who, m, pile))
            elif isinstance(c, InheritPred) and prev is not None and last_who(prev):
                c = c.build(last_who(prev), None)
            elif type(c) is Pred and isinstance(prev, Subjected) and prev.who:
                # "Target Character must discard all Placed cards and may not attack ..."
                c = Subjected(self._clauses_of(c.build(prev.who, None), meta), prev.who)
            elif inherit and prev is not None and last_who(prev):
                who = last_who(prev)
                items = c if isinstance(c, list) else [c]
                c = [replace(i, who=who) if hasattr(i, "who") else i for i in items]
            inherit = False
            out.append(c)
        return self._clauses_base(meta, out)

    def inherit_joiner(self, meta, children):
        return "INHERIT"

    def inherited_mod(self, meta, children):
        return Inherited(children[-1])

    # Whole-sentence flavour: who appears and what they do ("Doc Samson rampages!").
    def _flavor(self, action: str, meta, children):
        who = find_first(children, Who) or next(
            (c for c in children if isinstance(c, str) and not isinstance(c, Token)), None
        )
        return self._with_span(
            fx.Flavor(who=str(who) if who is not None else None, action=action), meta
        )

    def flavor_rampages(self, meta, children):
        flavor = self._flavor("rampages", meta, children)
        if any(isinstance(c, Token) and c.type == "COST_EFFECT" for c in children):
            # "Cost/Effect: Abomination rampages!": the card's effect line, headed as printed
            flavor = replace(flavor, cost_effect=True)
        return flavor

    def flavor_warning(self, meta, children):
        return self._flavor("gives_warning", meta, children)

    def flavor_spurned(self, meta, children):
        return self._flavor("spurned_by", meta, children)

    def flavor_magic(self, meta, children):
        return self._flavor("evil_magic", meta, children)

    def flavor_bonding(self, meta, children):
        return self._flavor("symbiotic_bonding", meta, children)

    def flavor_attack(self, meta, children):
        name = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        level, icons, choice, _ = self._attack_parts(children)
        return [
            self._with_span(fx.Flavor(who=name, action="swoops_in"), meta),
            self._with_span(fx.Attack(level=level, icons=icons, choice=choice), meta),
        ]

    def immediately_vp(self, meta, children):
        return next(c for c in children if isinstance(c, Pred | fx.Clause | list))

    def _may_only_base(self, meta, children):
        return self._modal(children, "only")

    def may_only(self, meta, children):
        if find_first(children, Pred) is None:
            # "Can be only defended by a defensive Special card."
            cards = find_first(children, Cards)
            return Pred(
                lambda who, modal: fx.DefenseRestriction(
                    only=card_filter(cards, words=tuple(cards.filters if cards else ())),
                    applies_to="this_attack" if who in (None, "this_attack") else who,
                )
            )
        return self._may_only_base(meta, children)

    def acts_then(self, meta, children):
        attack = self.acts_attack(meta, [c for c in children if not isinstance(c, Pred | list)])
        rest: list[fx.Clause] = []
        for c in children:
            if isinstance(c, Pred | list):
                rest.extend(self._clauses_of(c, meta))
        return attack + rest
