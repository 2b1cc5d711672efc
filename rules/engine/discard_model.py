"""The discard phase's input (a team, held and placed cards) and answer (discards, keeps, choices), and where each kind of card goes."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.engine.card_identity import (
    identity,
    norm,
    subtype_of,
)
from rules.engine.card_reads import Parser
from rules.engine.card_use import (
    requirements_of,
)
from rules.engine.cards import CardDef

POWER_PACK = "power_pack"


DEAD_PILE = "dead_pile"


DEFEATED = "defeated_characters"


@dataclass
class Member:
    """A team character in the discard phase."""

    id: str
    card: CardDef
    reserve: bool = False
    ko: bool = False


@dataclass
class Held:
    """A card in the hand or placed on a character (``holder``) or on the home base."""

    card: CardDef
    holder: str | None = None  # None: in hand; a member id; or "home_base"
    placed_before: bool = True
    can_become_usable: str = ""  # the player's demonstration (OR.discard.special-rule)
    playable_from_reserve: bool | None = None  # the judge's say-so for a reserve card
    index: int = 0

    @property
    def source(self) -> str:
        if self.holder is None:
            return "hand"
        return f"placed:{self.holder}"


@dataclass
class DiscardSituation:
    members: list[Member]
    hand: list[Held] = field(default_factory=list)
    placed: list[Held] = field(default_factory=list)
    event: CardDef | None = None
    home_base: CardDef | None = None
    battlesite: CardDef | None = None
    battlesite_specials: list[CardDef] | None = None  # still beneath it (None: not given)
    battlesite_ko: bool = False
    code_rule: bool = False
    #: Cards in play whose text holds for the team (specials and aspects in play for the rest
    #: of the game): asked with the characters and the home base
    in_play: list[CardDef] = field(default_factory=list)
    #: The card chosen with a card in play ("duplicates of chosen Power card's Power Type and
    #: Value"), by the card in play's position in ``in_play``
    in_play_chosen: dict[int, CardDef] = field(default_factory=dict)
    #: Reads the text of a card given without an effect tree (the grammar's parser); the
    #: discard phase works on clauses only, so such a card says nothing without it.
    parse: Parser | None = None


@dataclass
class Discard:
    card: str
    reason: str
    rule: str
    pile: str
    pile_rule: str
    source: str

    def as_dict(self) -> dict:
        return {
            "card": self.card,
            "reason": self.reason,
            "rule": self.rule,
            "pile": self.pile,
            "pile_rule": self.pile_rule,
            "from": self.source,
        }


@dataclass
class Keep:
    card: str
    source: str
    note: str = ""
    rule: str = ""

    def as_dict(self) -> dict:
        return {"card": self.card, "from": self.source, "note": self.note, "rule": self.rule}


@dataclass
class Choice:
    among: list[str]
    sources: list[str]
    reason: str
    rule: str
    pile: str
    pile_rule: str
    keep: int = 1

    def as_dict(self) -> dict:
        return {
            "among": list(self.among),
            "from": list(self.sources),
            "keep": self.keep,
            "reason": self.reason,
            "rule": self.rule,
            "pile": self.pile,
            "pile_rule": self.pile_rule,
        }


@dataclass
class DiscardResult:
    discard: list[Discard]
    keep: list[Keep]
    choices: list[Choice]
    rules: list[str]
    notes: list[str]

    def as_dict(self) -> dict:
        return {
            "discard": [d.as_dict() for d in self.discard],
            "keep": [k.as_dict() for k in self.keep],
            "choices": [c.as_dict() for c in self.choices],
            "rules": list(self.rules),
            "notes": list(self.notes),
        }


# Piles
def is_recyclable(card: CardDef) -> bool:
    """MR.2: power, basic and training universe, and DoubleShot cards."""
    sub = subtype_of(card)
    return (
        card.kind == "power"
        or (card.kind == "universe" and sub in ("basic", "training", ""))
        or (card.kind == "tactic" and sub == "doubleshot")
    )


def duplicate_pile(card: CardDef) -> tuple[str, str]:
    """Where a duplicate (still usable) card goes, and the rule that says so."""
    if card.kind == "event":
        return DEFEATED, "OR.discard-piles"
    if card.kind == "power":
        return POWER_PACK, "OR.discard-piles"
    if is_recyclable(card):
        return POWER_PACK, "MR.2"
    return DEAD_PILE, "OR.discard-piles"


def unusable_pile(card: CardDef) -> tuple[str, str]:
    if card.kind == "event":
        return DEFEATED, "OR.discard-piles"
    return DEAD_PILE, "OR.discard-piles"


# Duplicate keys (OR.discard.*)
def duplicate_key(card: CardDef) -> tuple[tuple, str] | None:
    """The key under which two cards are duplicates, and the rule defining it."""
    sub = subtype_of(card)
    if card.kind == "power":
        return ("power", card.value), "OR.discard.power"
    if card.kind == "universe":
        reqs = requirements_of(card)
        own = next((r for r in reqs if r.who == "self"), None)
        icons = tuple(sorted(own.icons)) if own else tuple(sorted(card.icons))
        value = own.value if own else card.value
        if sub == "training":
            return ("training", frozenset(icons), value, card.bonus), "OR.discard.training"
        if sub == "teamwork":
            return ("teamwork", icons, value), "OR.discard.teamwork"
        if sub == "ally":
            return ("ally", icons, value), "OR.discard.ally"
        return ("basic", icons, value, card.bonus), "OR.discard.universe-basic"
    if card.kind == "tactic":
        if sub == "doubleshot":
            reqs = tuple(
                (r.who, tuple(sorted(r.icons)), r.value, r.compare) for r in requirements_of(card)
            )
            return ("doubleshot", reqs or (card.value, tuple(card.icons))), "OR.discard.doubleshot"
        return ("artifact", norm(card.name)), "OR.discard"
    if card.kind == "special":
        return ("special", norm(card.name)), "OR.discard.special"
    if card.kind == "aspect":
        return ("aspect", norm(card.name)), "OR.discard.aspect"
    if card.kind in ("activator", "character"):
        who = card.characters[0] if card.kind == "activator" and card.characters else identity(card)
        return ("activator", norm(who)), "OR.discard.activator"
    return None


class AllowanceMap(dict):
    """Looks a special's key up by its full name or by its title alone."""

    def get(self, key, default=None):  # type: ignore[override]
        if key in self:
            return self[key]
        for k, v in self.items():
            if key.endswith(" " + k) or key == k:
                return v
        return default


def slot_of(card: CardDef) -> str:
    if card.kind in ("power", "universe", "tactic", "special"):
        return card.kind
    return card.kind


def describe_key(key: tuple) -> str:
    kind = key[0]
    if kind == "power":
        return f"power cards of value {key[1]}, whatever their type"
    if kind == "basic":
        icon = "/".join(key[1]) or "?"
        return f"basic universe cards needing {key[2]} {icon} with bonus +{key[3]}"
    if kind == "training":
        icons = " or ".join(sorted(key[1]))
        return f"training cards for {key[2]} or less in {icons} with bonus +{key[3]}"
    if kind == "teamwork":
        icon = "/".join(key[1]) or "?"
        return f"teamwork cards needing {key[2]} {icon}, whatever their bonuses"
    if kind == "ally":
        icon = "/".join(key[1]) or "?"
        return f"ally cards needing {key[2]} {icon}"
    if kind == "doubleshot":
        return "DoubleShots with the same requirement to use"
    if kind == "special":
        return "the same special"
    if kind == "aspect":
        return "the same aspect"
    if kind == "activator":
        return "activators of the same name"
    return "the same card"
