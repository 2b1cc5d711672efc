"""Turns one sentence's parse tree into typed clauses (``rules.engine.effects``).

``SentenceTransformer`` is composed of one mixin of Lark callbacks per clause family
(``cards.grammar.clauses``); each callback is defined once, in the family of the clauses it
builds. Noun phrases become small value objects (``Cards``, who-strings, durations); verb
phrases become ``Pred`` objects that build a clause once the subject and modality ("may",
"must", "may not", "may only") are known. A combination the card language does not give a
meaning raises ``ValueError``, which leaves the sentence unparsed: nothing is accepted
silently.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from lark import GrammarError, Tree
from lark.exceptions import VisitError
from lark.visitors import Discard, _vargs_meta, _VArgsWrapper

from .clauses.attack_permissions import AttackPermissions
from .clauses.attacks import AttackClauses
from .clauses.attacks_combining import CombiningAndExtraAttacks
from .clauses.avoid import AvoidShiftNegate
from .clauses.bonuses import BonusesAndScaling
from .clauses.card_nouns import CardNouns
from .clauses.card_phrases import CardPhrases
from .clauses.card_qualities import CardQualities
from .clauses.card_types import CardTypeRules
from .clauses.cards_draw_discard import DrawAndDiscard
from .clauses.cards_exchange import CardsMovedAndShown
from .clauses.characters import CharacterClauses
from .clauses.combat_phrases import CombatPhrases
from .clauses.defense import DefenseClauses
from .clauses.drawn_cards import DrawnCards
from .clauses.durations import DurationsAndConditions
from .clauses.events import EventClauses
from .clauses.hits import HitsClauses
from .clauses.knockout import KnockOutClauses
from .clauses.modifiers import Modifiers
from .clauses.moments import PlayMoments
from .clauses.places_and_phases import PlacesAndPhases
from .clauses.play_permissions import PlayPermissions
from .clauses.played_with import PlayedWith
from .clauses.printed_levels import PrintedLevels
from .clauses.printed_nouns import PrintedNouns
from .clauses.replaced_cards import ReplacedCards
from .clauses.sentence import SentenceClauses
from .clauses.shared import Cards, Kind, Pred
from .clauses.subjects import Subjects
from .clauses.team_cards import TeamCards
from .clauses.team_rules import TeamRules
from .clauses.use_permissions import UsePermissions
from .clauses.venture import VentureAndMissions
from .normalise import Normalised


@cache
def _callbacks(cls: type) -> dict[str, Callable[..., Any]]:
    """The plain (self, meta, children) functions behind a transformer's callbacks."""
    table: dict[str, Callable[..., Any]] = {}
    for klass in reversed(cls.__mro__):
        for name, value in vars(klass).items():
            if isinstance(value, _VArgsWrapper) and value.visit_wrapper is _vargs_meta:
                table[name] = value.base_func
    return table


class SentenceTransformer(
    CardTypeRules,
    SentenceClauses,
    DurationsAndConditions,
    Subjects,
    PrintedNouns,
    CardPhrases,
    CardNouns,
    Modifiers,
    BonusesAndScaling,
    AttackClauses,
    CombiningAndExtraAttacks,
    AttackPermissions,
    DefenseClauses,
    AvoidShiftNegate,
    HitsClauses,
    KnockOutClauses,
    VentureAndMissions,
    DrawAndDiscard,
    CardQualities,
    CardsMovedAndShown,
    CharacterClauses,
    UsePermissions,
    PlayPermissions,
    DrawnCards,
    TeamRules,
    EventClauses,
    PrintedLevels,
    PlayMoments,
    ReplacedCards,
    PlayedWith,
    TeamCards,
    CombatPhrases,
    PlacesAndPhases,
):
    def __init__(self, norm: Normalised, base: int) -> None:
        # No callback is named after a terminal, so tokens need no visit.
        super().__init__(visit_tokens=False)
        self.norm = norm
        self.base = base
        self._table = _callbacks(type(self))
        #: The names of the rules the sentence's tree holds, gathered while transforming it
        #: (``CardTypeRules.transform`` looks for a few of them without walking the tree again).
        self.rules_seen: set[str] = set()
        #: The sentence's tokens in order, gathered on the same walk for token accounting
        #: (``cards.grammar.accounting.unconsumed`` would otherwise walk the tree again).
        self.tokens: list = []

    def _transform_tree(self, tree):
        # Lark's own walk goes through a generator and three method calls per node; this one
        # does the same (children first, in order; a ``Discard`` result is dropped; the
        # callback called as ``_call_userfunc`` does) in one.
        children = []
        for child in tree.children:
            if isinstance(child, Tree):
                child = self._transform_tree(child)
                if child is Discard:
                    continue
            else:
                self.tokens.append(child)
            children.append(child)
        self.rules_seen.add(tree.data)
        return self._call_userfunc(tree, children)

    def _call_userfunc(self, tree, new_children=None):
        # Every callback takes (meta, children). Calling the plain functions from a table
        # skips the wrapper objects lark builds on each attribute lookup, about a third of
        # the transform's time; errors are wrapped exactly as lark does.
        children = new_children if new_children is not None else tree.children
        fn = self._table.get(tree.data)
        if fn is None:
            return super()._call_userfunc(tree, children)
        try:
            return fn(self, tree.meta, children)
        except GrammarError:
            raise
        except Exception as e:
            raise VisitError(tree.data, tree, e) from e

    def __default__(self, data, children, meta):
        name = str(data)
        if name.startswith("k_"):
            return Kind(name[2:])
        raise ValueError(f"no meaning for {name}")


__all__ = ["Cards", "Pred", "SentenceTransformer"]
