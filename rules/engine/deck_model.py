"""A deck list as the legality check reads it, and the report it gives (findings cite rule ids)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from rules.engine.card_identity import POINTS_ERRATA, identity, norm
from rules.engine.card_reads import CardReads, Parser
from rules.engine.cards import CardDef

TEAM_SIZE = 4
MISSION_SIZE = 7


@dataclass
class DeckEntry:
    card: CardDef
    count: int = 1


@dataclass
class Deck:
    characters: list[CardDef]
    mission: list[CardDef] = field(default_factory=list)
    cards: list[DeckEntry] = field(default_factory=list)
    home_base: CardDef | None = None
    battlesite: CardDef | None = None
    battlesite_specials: list[DeckEntry] = field(default_factory=list)
    mission_name: str = ""
    # Pieces of the named mission the catalogue lacks (so completeness cannot be verified).
    mission_catalogue_gaps: list[int] = field(default_factory=list)
    code_rule: bool = False
    #: Reads the text of a card given without an effect tree (the grammar's parser).
    parse: Parser | None = None
    # Names in the list that match several catalogue cards: name -> [slug used, others...]
    ambiguous: dict[str, list[str]] = field(default_factory=dict)


@dataclass
class Finding:
    rule: str
    message: str
    cards: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"rule": self.rule, "message": self.message, "cards": list(self.cards)}


@dataclass
class TeamLine:
    name: str
    rank: int
    points: int
    grid: dict[str, int | None]
    counted_points: int
    note: str = ""

    def as_dict(self) -> dict:
        return {
            "name": self.name,
            "rank": self.rank,
            "points": self.points,
            "counted_points": self.counted_points,
            "grid": dict(self.grid),
            "note": self.note,
        }


@dataclass
class DeckReport:
    legal: bool
    violations: list[Finding]
    warnings: list[Finding]
    ranks: int
    points: int
    limit: int | None
    team: list[TeamLine]
    deck_size: int
    minimum: int
    events: int
    home_base_exception: bool
    consequence: Finding | None
    rules: list[str]

    def as_dict(self) -> dict:
        return {
            "legal": self.legal,
            "violations": [v.as_dict() for v in self.violations],
            "warnings": [w.as_dict() for w in self.warnings],
            "ranks": self.ranks,
            "points": self.points,
            "limit": self.limit,
            "team": [t.as_dict() for t in self.team],
            "deck_size": self.deck_size,
            "minimum": self.minimum,
            "events": self.events,
            "home_base_exception": self.home_base_exception,
            "consequence": self.consequence.as_dict() if self.consequence else None,
            "rules": list(self.rules),
        }


def character_points(card: CardDef, reads: CardReads | None = None) -> tuple[int, int, str]:
    """(ranks, points counted for the sum deck rule, note).

    An inherent ability (with errata applied) that says the character counts as N points for
    tournament deck building fixes its points (MR.20, e.g. the Beyonder at 28)."""
    grid = card.grid
    rank = grid.rank if grid else 0
    points = grid.points if grid else 0
    stated = [
        c["points"]
        for c in (reads or CardReads()).clauses(card)
        if c.get("kind") == "deck_points" and isinstance(c.get("points"), int)
    ]
    if stated:
        return rank or 4, stated[0], "counts as stated by its inherent ability (MR.20)"
    for key, value in POINTS_ERRATA.items():
        if norm(identity(card)) == key or norm(card.name) == key:
            return rank or 4, value, "counts as its erratum says (MR.20)"
    return rank, points, ""


def card_names(cards: Iterable[CardDef]) -> list[str]:
    return [c.name for c in cards]
