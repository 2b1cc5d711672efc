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
from .clauses.avoid_with_cards import AvoidWithCards
from .clauses.board_conditions import BoardConditions
from .clauses.bonuses import BonusesAndScaling
from .clauses.card_duplicates import DuplicateCards
from .clauses.card_modifiers import CardModifiers
from .clauses.card_nouns import CardNouns
from .clauses.card_phrases import CardPhrases
from .clauses.card_qualities import CardQualities
from .clauses.card_types import CardTypeRules
from .clauses.cards_draw_discard import DrawAndDiscard
from .clauses.cards_exchange import CardsMovedAndShown
from .clauses.cards_switched import CardsSwitched
from .clauses.characters import CharacterClauses
from .clauses.combat_phrases import CombatPhrases
from .clauses.defense import DefenseClauses
from .clauses.drawn_cards import DrawnCards
from .clauses.durations import DurationsAndConditions
from .clauses.events import EventClauses
from .clauses.extra_attacks import ExtraAttacks
from .clauses.group_subjects import GroupSubjects
from .clauses.hits import HitsClauses
from .clauses.hits_taken import HitsTaken
from .clauses.joined_objects import JoinedObjects
from .clauses.knockout import KnockOutClauses
from .clauses.kod_subjects import KodSubjects
from .clauses.modal_passives import ModalPassives
from .clauses.modifiers import Modifiers
from .clauses.moments import PlayMoments
from .clauses.objects_and_qualifiers import ObjectsAndQualifiers
from .clauses.picked_subjects import PickedSubjects
from .clauses.piles_searched import SearchAndSort
from .clauses.places_and_phases import PlacesAndPhases
from .clauses.play_permissions import PlayPermissions
from .clauses.played_cards import PlayedCards
from .clauses.played_with import PlayedWith
from .clauses.printed_levels import PrintedLevels
from .clauses.printed_nouns import PrintedNouns
from .clauses.replaced_cards import ReplacedCards
from .clauses.sentence import SentenceClauses
from .clauses.sentence_frames import SentenceFrames
from .clauses.sentence_leads import SentenceLeads
from .clauses.shared import Cards, Kind, Pred
from .clauses.subject_lists import SubjectLists
from .clauses.subjects import Subjects
from .clauses.team_cards import TeamCards
from .clauses.team_rules import TeamRules
from .clauses.triggers_costs import TriggersAndCosts
from .clauses.use_permissions import UsePermissions
from .clauses.uses_and_holds import UsesAndHolds
from .clauses.venture import VentureAndMissions
from .clauses.venture_sides import VentureSides
from .clauses.verb_forms import VerbForms
from .clauses.verb_objects import VerbObjects
from .clauses.who_codes import CodeNounsKept, WhoCodes
from .inline import Reading
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


@cache
def _attributes(cls: type) -> frozenset[str]:
    """Every attribute name of ``cls`` (a rule named after none has no callback)."""
    return frozenset(dir(cls))


class SentenceTransformer(
    ObjectsAndQualifiers,
    HitsTaken,
    CodeNounsKept,
    CardTypeRules,
    SentenceClauses,
    SentenceLeads,
    DurationsAndConditions,
    TriggersAndCosts,
    Subjects,
    PickedSubjects,
    SentenceFrames,
    BoardConditions,
    GroupSubjects,
    SubjectLists,
    ModalPassives,
    PrintedNouns,
    WhoCodes,
    CardPhrases,
    CardNouns,
    Modifiers,
    CardModifiers,
    BonusesAndScaling,
    AttackClauses,
    CombiningAndExtraAttacks,
    ExtraAttacks,
    AttackPermissions,
    DefenseClauses,
    AvoidShiftNegate,
    AvoidWithCards,
    HitsClauses,
    KnockOutClauses,
    VentureAndMissions,
    DrawAndDiscard,
    DuplicateCards,
    SearchAndSort,
    CardQualities,
    CardsMovedAndShown,
    CardsSwitched,
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
    PlayedCards,
    TeamCards,
    CombatPhrases,
    PlacesAndPhases,
    JoinedObjects,
    KodSubjects,
    VerbObjects,
    VentureSides,
    VerbForms,
    UsesAndHolds,
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
        # callback called as ``_call_userfunc`` does) in one. Every callback takes (meta,
        # children); calling the plain functions from a table skips the wrapper objects lark
        # builds on each attribute lookup; errors are wrapped exactly as lark does.
        if type(tree) is Reading:
            return tree.value  # read as the parser reduced it (``cards.grammar.inline``)
        children = []
        for child in tree.children:
            if isinstance(child, Tree):
                child = self._transform_tree(child)
                if child is Discard:
                    continue
            else:
                self.tokens.append(child)
            children.append(child)
        data = tree.data
        self.rules_seen.add(data)
        fn = self._table.get(data)
        if fn is None:
            if data not in _attributes(type(self)) and data not in self.__dict__:
                # No callback at all (the ``k_`` kinds): what lark does after its failed
                # attribute lookup, without raising and catching an ``AttributeError``.
                return self.__default__(data, children, tree.meta)
            return super()._call_userfunc(tree, children)
        # The parser set every node's positions (``propagate_positions``): its meta is there,
        # and the property that would make an empty one is not needed.
        meta = tree._meta
        try:
            return fn(self, meta if meta is not None else tree.meta, children)
        except GrammarError:
            raise
        except Exception as e:
            raise VisitError(data, tree, e) from e

    def _call_userfunc(self, tree, new_children=None):
        # Lark's entry for one node (``_transform_tree`` does the same inline).
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


def _plain_transforms(cls: type) -> None:
    """Give back to each mixin of ``cls`` the plain ``transform`` a ``v_args`` class decorator
    wrapped (it wraps every public method, callbacks or not): looked up through ``super()``,
    the wrapper would build a new wrapper object on every sentence. Each override in the
    chain still calls the next one with ``super()``."""
    for klass in cls.__mro__[1:]:
        value = vars(klass).get("transform")
        if isinstance(value, _VArgsWrapper):
            klass.transform = value.base_func


_plain_transforms(SentenceTransformer)


__all__ = ["Cards", "Pred", "SentenceTransformer"]
