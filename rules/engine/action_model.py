"""An attack being resolved (Action), a string's grant of further plays (Grant) and the error for an illegal play."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.engine.state import CardUse, Hit

RECYCLABLE = ("power",)  # MR.2 adds basic and training universes and DoubleShots


OPPONENT_WHO = ("opponent", "opponent_team", "target")


TOP_OF_ACTION = "MR.8"


class Illegal(Exception):
    """A play that breaks a rule: the step cites ``rules`` and says ``text``."""

    def __init__(self, rules: list[str] | str, text: str) -> None:
        self.rules = [rules] if isinstance(rules, str) else list(rules)
        self.text = text
        super().__init__(text)


@dataclass
class Grant:
    """Follow-ups a string allows (MR.5.string, OR.attack.teamwork / .ally / .special)."""

    source: str  # "teamwork" | "ally" | "special"
    player: str
    grantor: str | None  # character who played the granting card
    who: str  # self | teammate | self_or_teammate | team
    count: int
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    options: list[list[dict[str, Any]]] = field(default_factory=list)  # teamwork follow-ups
    used_by: list[str] = field(default_factory=list)
    used_icons: list[str] = field(default_factory=list)
    required: bool = False  # teamwork and ally must be followed up
    card: str = ""
    order: int = 0
    restrictions: list[dict[str, Any]] = field(default_factory=list)  # "neither attack may ..."
    per_char: int = 1  # follow-ups each teammate may make under a teammate grant
    bonus_options: list[tuple[int, int]] = field(default_factory=list)  # (attacks, bonus)
    option: tuple[int, int] | None = None  # the option the player's string takes
    # whom the follow-ups may be aimed at: "target" (the same character as the granting
    # attack) or "different_opponent"; ``aimed_at`` is the granting attack's target
    against: str | None = None
    aimed_at: str | None = None
    once_each: bool = False  # "1 additional Fighting and/or 1 additional Intellect": each type once
    # "1 additional attack with a Teammate's Special card": whose specials the follow-up uses
    card_owner: str | None = None
    # "1 additional Power card of 4 or less": the value limit of the follow-up's cards (the
    # printing clause's ``max_value``/``min_value``/``levels``, read by ``value_limits``)
    limit: dict[str, Any] = field(default_factory=dict)
    # "Any hero may make 1 additional attack": the code the follow-up's maker must carry
    # (the granting clause's ``who_code``, read by ``who_codes``)
    code: str | None = None


@dataclass
class Action:
    index: int
    player: str
    by: str | None
    kind: str  # power | universe | training | teamwork | ally | doubleshot | special | activator | utility
    rules: list[str]
    target: str | None
    targeted: bool
    value: int | None
    icons: tuple[str, ...]
    card_kinds: set[str]
    cards: list[CardUse]
    hits: list[Hit] = field(default_factory=list)
    restrictions: list[dict[str, Any]] = field(default_factory=list)
    conditions: list[dict[str, Any]] = field(default_factory=list)
    secondary: list[dict[str, Any]] = field(default_factory=list)
    on_success: list[dict[str, Any]] = field(default_factory=list)
    grants: list[dict[str, Any]] = field(default_factory=list)
    is_attack: bool = True
    allows_reserve: bool = False
    original_target: str | None = None
    outcome: str | None = None
    description: str = ""
    special: CardUse | None = None
    follow_up_of: Grant | None = None
    bonus: int = 0
    follows_as: str | None = None  # the teamwork follow-up a stand-in power card is made as
    defense_buffs: list[str] = field(default_factory=list)
    answered: list[int] = field(default_factory=list)
    loop: int | None = None
    notes: list[str] = field(default_factory=list)
    no_shift: list[dict[str, Any]] = field(default_factory=list)
    #: (the card, its clause) of a shift that made the new target's defense owed
    owed: tuple[str, dict[str, Any]] | None = None

    @property
    def on_battlesite(self) -> bool:
        return self.target == "battlesite"
