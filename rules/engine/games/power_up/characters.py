"""Power Up! characters: printed stats, modifiers, the 1-10 clamp and the combat keywords."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

STAT_MIN, STAT_MAX = 1, 10
RARITIES = (1, 2, 3, 4, 5)
STATS = ("atk", "def", "health")
STAT_NAMES = {"atk": "Atk", "def": "Def", "health": "Health"}

#: The keywords that change a combat, as the service spells them (matched ignoring case).
RESOLVE = "resolve"
STRIKE_FIRST = "strike first"
STUN = "stun"
STUN_IMMUNITY = "stun immunity"
SPEEDSTER = "speedster"
IMMORTAL = "immortal"
UNBLOCKABLE = "unblockable"
UNAVOIDABLE = "unavoidable"
EVADE = "evade"
COMBAT_KEYWORDS = (
    RESOLVE,
    STRIKE_FIRST,
    STUN,
    STUN_IMMUNITY,
    SPEEDSTER,
    IMMORTAL,
    UNBLOCKABLE,
    UNAVOIDABLE,
    EVADE,
)
KEYWORD_RULES = {
    RESOLVE: "PU.keyword.resolve",
    STRIKE_FIRST: "PU.keyword.strike-first",
    STUN: "PU.keyword.stun",
    STUN_IMMUNITY: "PU.keyword.stun",
    SPEEDSTER: "PU.keyword.speedster",
    IMMORTAL: "PU.keyword.immortal",
    UNBLOCKABLE: "PU.keyword.unblockable",
    UNAVOIDABLE: "PU.keyword.unavoidable",
    EVADE: "PU.keyword.evade",
}


def normalise_keyword(word: str) -> str:
    return " ".join(word.replace("-", " ").split()).lower()


def clamp(value: int) -> int:
    return max(STAT_MIN, min(STAT_MAX, value))


@dataclass(frozen=True)
class Fighter:
    """A character as the combat sees it. ``modifiers`` are ``{"atk"|"def"|"health": n}``."""

    id: str
    name: str
    atk: int
    defense: int
    health: int
    wounds: int = 0
    rarity: int = 1
    faction: str = ""
    keywords: frozenset[str] = frozenset()
    knelt: bool = False
    stunned: bool = False
    modifiers: tuple[dict[str, int], ...] = ()
    attacks_made: int = 0
    double_attack: bool = False
    extra: dict[str, int] = field(default_factory=dict, compare=False)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Fighter:
        return cls(
            id=data["id"],
            name=data.get("name") or data["id"],
            atk=data["atk"],
            defense=data["def"],
            health=data["health"],
            wounds=data.get("wounds", 0),
            rarity=data.get("rarity", 1),
            faction=data.get("faction", "") or "",
            keywords=frozenset(normalise_keyword(k) for k in data.get("keywords", [])),
            knelt=data.get("knelt", False),
            stunned=data.get("stunned", False),
            modifiers=tuple(data.get("modifiers", [])),
            attacks_made=data.get("attacks_made", 0),
            double_attack=data.get("double_attack", False),
        )

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def printed(self, stat: str) -> int:
        return {"atk": self.atk, "def": self.defense, "health": self.health}[stat]

    def bonus(self, stat: str) -> int:
        return sum(m.get(stat, 0) for m in self.modifiers) + self.extra.get(stat, 0)

    def raw(self, stat: str) -> int:
        """Printed value plus every modifier, before the 1-10 limit."""
        return self.printed(stat) + self.bonus(stat)

    def stat(self, stat: str) -> int:
        """The value combat uses: printed plus modifiers, kept between 1 and 10 (PU.stats)."""
        return clamp(self.raw(stat))

    def with_extra(self, stat: str, amount: int) -> Fighter:
        """The same character with one more modifier (Speedster's -1 Atk, ...)."""
        extra = dict(self.extra)
        extra[stat] = extra.get(stat, 0) + amount
        return Fighter(**{**self.__dict__, "extra": extra})

    def describe(self, stat: str) -> str:
        """``Atk 5`` or ``Atk 10 (8 +3, the rest wasted)`` for a step's sentence."""
        printed, bonus, value = self.printed(stat), self.bonus(stat), self.stat(stat)
        text = f"{STAT_NAMES[stat]} {value}"
        if bonus:
            text += f" ({printed} {bonus:+d}"
            raw = printed + bonus
            if raw != value:
                text += f" = {raw}, kept to {STAT_MIN}-{STAT_MAX}"
            text += ")"
        return text

    @property
    def ko_at(self) -> int:
        """How many wounds knock this character out: its Health total (PU.health)."""
        return self.stat("health")
