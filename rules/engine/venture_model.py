"""The venture's words and records: mission piles, hits and modifiers that count toward a venture total, and the notes and totals the check answers with."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

MISSION_CARDS = 7


PILES: tuple[str, ...] = ("reserve", "completed", "defeated")


VENTURE_PILES: tuple[str, ...] = ("reserve", "completed")


PLAYERS: tuple[str, ...] = ("A", "B")


#: Where a hit may come from (``source`` of a hit). ``universe``/``training`` mean the universe
#: card itself counted as a hit, which happens only when a card allows it (MR.3).
HIT_SOURCES: tuple[str, ...] = (
    "power",
    "special",
    "teamwork",
    "ally",
    "doubleshot",
    "tactic",
    "activator",
    "aspect",
    "artifact",
    "universe",
    "training",
)


UNIVERSE_HIT_SOURCES = frozenset({"universe", "training"})


#: Where a venture modifier comes from.
MODIFIER_ORIGINS: tuple[str, ...] = (
    "front_line",
    "reserve",
    "ko",
    "home_base",
    "battlesite",
    "in_play",
    "event",
)


class VentureInputError(ValueError):
    """Input that cannot describe a real game position; ``path`` names the bad field."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


def merged_rules(groups: Iterable[Iterable[str]]) -> tuple[str, ...]:
    """The rule ids of all the groups, each once, in the order first cited."""
    return tuple(dict.fromkeys(rule for group in groups for rule in group))


@dataclass(frozen=True)
class Note:
    """One sentence a judge can read aloud, with the rules it applies."""

    text: str
    rules: tuple[str, ...]
    player: str | None = None

    def as_dict(self) -> dict:
        data = {"text": self.text, "rules": list(self.rules)}
        if self.player:
            data["player"] = self.player
        return data


@dataclass(frozen=True)
class Missions:
    """How many of a player's seven mission cards sit in each pile."""

    reserve: int = MISSION_CARDS
    completed: int = 0
    defeated: int = 0

    def __post_init__(self) -> None:
        for pile in PILES:
            if getattr(self, pile) < 0:
                raise VentureInputError(pile, "cannot be negative")
        if self.total != MISSION_CARDS:
            raise VentureInputError(
                "",
                f"the three mission piles hold {self.total} cards; a mission always has "
                f"{MISSION_CARDS} (OR.mission)",
            )

    @property
    def total(self) -> int:
        return self.reserve + self.completed + self.defeated

    def as_dict(self) -> dict[str, int]:
        return {pile: getattr(self, pile) for pile in PILES}


@dataclass(frozen=True)
class Ventured:
    """How many mission cards a player ventured from each pile."""

    reserve: int = 0
    completed: int = 0

    @property
    def count(self) -> int:
        return self.reserve + self.completed

    def as_dict(self) -> dict[str, int]:
        return {"reserve": self.reserve, "completed": self.completed}


@dataclass(frozen=True)
class Hit:
    """A hit scored this battle by the player on an opposing character or battlesite."""

    value: int
    icon: str = ""
    source: str = "power"
    target: str = "character"  # "character" or "battlesite"
    record: str = "current"  # "current" or "permanent"
    bonus: int = 0  # a universe bonus that was added to the attack (never counts)
    counts_for_venture: bool = False  # a card lets this universe hit count (MR.3)
    card: str = ""
    excluded_by: str = ""  # a card in play says this hit does not count toward the venture

    def label(self) -> str:
        what = self.card or " ".join(p for p in (str(self.value), self.icon, self.source) if p)
        return f"{what} hit"


@dataclass(frozen=True)
class Modifier:
    """A change to the player's own venture total (a card, an inherent ability...)."""

    value: int
    source: str = "special"
    origin: str = "in_play"
    card: str = ""
    conditional: bool = False  # the modifier is a conditional effect of an attack
    target: str = "character"  # what that attack was made against
    #: a modifier under a condition on the missions used (OR.mission): the condition's words,
    #: and whether it holds (None: the board does not name the mission that side uses)
    condition: str = ""
    holds: bool | None = None
    #: what the condition asks: the missions used, or the venture of the battle before
    #: ("last_venture", ``venture_history``)
    on: str = "mission"

    def label(self) -> str:
        sign = f"{self.value:+d}"
        return f"{self.card} ({sign})" if self.card else f"{self.source} modifier {sign}"


@dataclass(frozen=True)
class PlayerVenture:
    missions: Missions = field(default_factory=Missions)
    ventured: Ventured = field(default_factory=Ventured)
    venture_total: int | None = None
    hits: tuple[Hit, ...] | None = None
    modifiers: tuple[Modifier, ...] = ()
    conceded: bool = False
    #: an effect in play bars the player from venturing (``venture_bars``): none is owed
    barred: bool = False
    #: The card in play that bars this player from moving mission cards out of the Defeated
    #: Missions Pile after this battle, if any (MR.19).
    defeated_locked: str | None = None


@dataclass(frozen=True)
class TotalItem:
    label: str
    value: int
    counted: bool
    rules: tuple[str, ...]
    reason: str

    def as_dict(self) -> dict:
        return {
            "item": self.label,
            "value": self.value,
            "counted": self.counted,
            "reason": self.reason,
            "rules": list(self.rules),
        }


@dataclass(frozen=True)
class VentureTotal:
    total: int
    items: tuple[TotalItem, ...] = ()
    given: bool = False  # the total was given, not computed

    @property
    def rules(self) -> tuple[str, ...]:
        return merged_rules([("OR.venture-total",), *(item.rules for item in self.items)])

    def as_dict(self) -> dict:
        return {
            "total": self.total,
            "given": self.given,
            "items": [i.as_dict() for i in self.items],
            "rules": list(self.rules),
        }


def other(player: str) -> str:
    return "B" if player == "A" else "A"


def penalty_draws(ventured_count: int) -> int:
    """Cards the opponent may draw because a player ventured this many missions."""
    return max(0, ventured_count - 2)


def plural(n: int, word: str = "card") -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def verb_for(n: int, singular: str, plural: str) -> str:
    return singular if n == 1 else plural
