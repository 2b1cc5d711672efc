"""Transformer callbacks for a bonus aimed at a Battlesite ("+2 all actions against
Opponent's Battlesite"), the phase of the battle after this one ("During Discard Phase of next
battle, ..."), the printed value of the Hits a clause takes ("remove all Hits with a Value of
4"), the battle's Hits of the characters named that never reach a record, and a choice of two
changes of the Venture Totals ("Add 3 to Shi'ar Venture total or opponent -3 to Venture
total").

A mixin of ``SentenceTransformer`` (``cards.grammar.transformer``).
"""

from __future__ import annotations

from lark import Token, v_args

from rules.engine import effects as fx

from .hit_words import hit_phrase
from .shared import (
    ClauseBuilder,
    DurationValue,
    PostPhrase,
    TimingWord,
    Who,
    duration_of,
    ints_of,
    who_of,
)

#: The Battlesite a modifier holds against, by the owner printed before it.
_BATTLESITES = {"opponent": "opponent_battlesite"}


def _phase_of(children: list) -> str:
    return next(c for c in children if isinstance(c, str) and not isinstance(c, Token))


@v_args(meta=True)
class PlacesAndPhases(ClauseBuilder):
    def hp_value(self, meta, children):
        # "Hits with a Value of 4": only the Hits of that printed value
        return hit_phrase(value=ints_of(children)[0])

    def t_during_phase_next(self, meta, children):
        # "During Discard Phase of next battle": the phase of the battle after this one
        return TimingWord(f"during_{_phase_of(children)}_of_next_battle")

    def t_play_during_phase_next(self, meta, children):
        when = f"during_{_phase_of(children)}_of_next_battle"
        return self._with_span(fx.Timing(when=when), meta)

    def modifier_vs_battlesite(self, meta, children):
        # "X and X's team are +2 all actions against Opponent's Battlesite": the modifier of
        # the subject, held against the attacks and defenses of that Battlesite
        whos = [c for c in children if isinstance(c, Who)]
        owner = str(whos[-1])
        if owner not in _BATTLESITES:
            raise ValueError("only a bonus against the opponent's Battlesite is known")
        rest = [c for c in children if c is not whos[-1]]
        return self.modifier(meta, [*rest, PostPhrase("against", _BATTLESITES[owner])])

    def hits_discarded_for(self, meta, children):
        # "all Hits from The Current Battle for all characters are discarded and not added to
        # the Permanent Record": the moment is the sentence's lead
        who = who_of(children, "all_characters")
        clause = fx.HitsNotRecorded(who=str(who), discarded=True, whose_printed=True)
        return self._with_span(clause, meta)

    def add_venture_or(self, meta, children):
        # "Add 3 to Shi'ar Venture total or opponent -3 to Venture total for this battle":
        # the player picks one; the duration printed last holds for either
        whos = [c for c in children if isinstance(c, Who)]
        name = next((c for c in children if type(c) is str), None)
        subject = whos[-1]
        first_whose = [Who(name)] if name else whos[:-1]
        added, amount = ints_of(children)[:2]
        dur = [c for c in children if isinstance(c, DurationValue)]
        first = self.add_venture(meta, [*first_whose, _int_token(added), *dur])
        second = fx.VentureModifier(
            who="team" if subject == "self" else str(subject),
            amount=amount,
            duration=duration_of(children),
        )
        return self._with_span(fx.Choice(options=(first, second)), meta)


def _int_token(n: int) -> Token:
    return Token("INT", str(n))
