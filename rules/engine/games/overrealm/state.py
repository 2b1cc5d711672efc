"""OverRealm players as the turn sees them: a hero, pressure cards, minions."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

PLAYERS = ("A", "B")
CARDS = ("attack", "power", "counter")
HERO = "hero"


def other(player: str) -> str:
    return "B" if player == "A" else "A"


@dataclass
class Minion:
    id: str
    name: str
    hp: int
    damage: int = 0
    dom: int = 0
    exhausted: bool = False
    silenced: bool = False

    @property
    def dominance(self) -> int:
        """What it adds to its player's dominance: nothing when exhausted or silenced."""
        return 0 if self.exhausted or self.silenced else self.dom

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class Hero:
    name: str
    hp: int
    damage: int = 0

    @property
    def left(self) -> int:
        return self.hp - self.damage

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "hp": self.hp, "damage": self.damage}


@dataclass
class Player:
    hero: Hero
    pressure: int = 0
    critical: bool = False
    minions: list[Minion] = field(default_factory=list)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Player:
        data = copy.deepcopy(data)
        return cls(
            hero=Hero(**data["hero"]),
            pressure=data.get("pressure", 0),
            critical=data.get("critical", False),
            minions=[Minion(**m) for m in data.get("minions", [])],
        )

    def minion(self, minion_id: str) -> Minion | None:
        return next((m for m in self.minions if m.id == minion_id), None)

    @property
    def dominance(self) -> int:
        return sum(m.dominance for m in self.minions)

    def as_dict(self) -> dict[str, Any]:
        return {
            "hero": self.hero.as_dict(),
            "pressure": self.pressure,
            "critical": self.critical,
            "minions": [m.as_dict() for m in self.minions],
        }


@dataclass(frozen=True)
class CombatCard:
    card: str
    damage: int = 0
    target: str = HERO
    option: str | None = None
    targets: tuple[str, ...] = ()
    excess_to_hero: bool = False
    exhaust_if_survives: bool = False

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CombatCard:
        return cls(
            card=data["card"],
            damage=data.get("damage", 0) or 0,
            target=data.get("target") or HERO,
            option=data.get("option"),
            targets=tuple(data.get("targets") or ()),
            excess_to_hero=data.get("excess_to_hero", False),
            exhaust_if_survives=data.get("exhaust_if_survives", False),
        )
