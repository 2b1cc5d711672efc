"""A card's clauses for the checks that take card definitions (discard phase, deck check).

A card's clauses are its parsed tree (``CardDef.effect``: a character's is its inherent
ability) or, for a card given without one, its text parsed by ``parse`` when the caller gives
a parser (the grammar's, passed in by the services: the engine imports no grammar); without
either, the card says nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from rules.engine.cards import CardDef
from rules.engine.clauses import clauses_of, tree_json, unconsumed_words, walk

Parser = Callable[[str], Any]


@dataclass
class CardReads:
    """The clauses of the cards of one check, parsed once per card."""

    parse: Parser | None = None
    # keyed by ``id(card)``, and each entry keeps its card: while it is held its id cannot be
    # given to another card (a card made for one check and dropped would free its id for the
    # next, which would then read the first card's tree)
    _trees: dict[int, tuple[CardDef, dict[str, Any] | None]] = field(default_factory=dict)

    def tree(self, card: CardDef) -> dict[str, Any] | None:
        held = self._trees.get(id(card))
        if held is not None and held[0] is card:
            return held[1]
        tree = tree_json(card.effect)
        text = card.inherent if card.kind == "character" else card.text
        if tree is None and self.parse is not None and (text or "").strip():
            tree = tree_json(self.parse(text))
        self._trees[id(card)] = (card, tree)
        return tree

    def clauses(self, card: CardDef) -> list[dict[str, Any]]:
        return list(walk(clauses_of(self.tree(card))))

    def understood(self, card: CardDef) -> bool:
        """Whether the grammar consumed every word of the card's text."""
        return not unconsumed_words(self.tree(card))

    def permissions(self, card: CardDef, actions: Iterable[str]) -> list[dict[str, Any]]:
        wanted = frozenset(actions)
        return [
            c
            for c in self.clauses(card)
            if c.get("kind") == "permission" and c.get("action") in wanted
        ]
