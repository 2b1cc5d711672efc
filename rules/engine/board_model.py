"""The board the engine resolves plays on: players, characters with their hits and placed cards, battlesites and the effects in play."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from rules.engine.abilities import ability_lost
from rules.engine.cards import POWER_TYPES, CardDef
from rules.engine.chosen_icons import fill_chosen_icon
from rules.engine.chosen_type_restrictions import fill_chosen_restriction
from rules.engine.chosen_types import fill_chosen_type
from rules.engine.clauses import clauses_of
from rules.engine.copied_hits import fill_copied_hit
from rules.engine.copied_specials import fill_copied_special
from rules.engine.effect_choices import take_option
from rules.engine.printed_levels import fill_printed_levels
from rules.engine.state_limits import KEYWORD_WHO
from rules.engine.switched_hits import fill_switches


def _names_self(value: Any, names: list[str]) -> bool:
    if not isinstance(value, str) or not names:
        return False
    v = value.lower().strip()
    if v in KEYWORD_WHO:
        return False
    for n in names:
        n = n.lower().strip()
        if v in (n, n.split(" (")[0].strip(), n.split(" - ")[0].strip()):
            return True
    return False


def own_names_as_self(clause: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """A clause with the card's own character named in ``who`` / ``from`` read as ``self``."""
    out = dict(clause)
    for key in ("who", "from"):
        value = out.get(key)
        if isinstance(value, list):
            out[key] = ["self" if _names_self(v, names) else v for v in value]
        elif _names_self(value, names):
            out[key] = "self"
    if isinstance(out.get("then"), list):
        out["then"] = [
            own_names_as_self(c, names) if isinstance(c, dict) else c for c in out["then"]
        ]
    return out


def other(player: str) -> str:
    return "B" if player == "A" else "A"


@dataclass
class CardUse:
    """One card named in a request, with where it comes from and the icon chosen for it."""

    defn: CardDef
    path: str
    as_icon: str | None = None
    source: str = "hand"  # hand | placed | in_play | battlesite
    raw: Any = None
    retrieves: CardUse | None = None  # an activator's special from beneath the battlesite
    copies: CardUse | None = None  # the special on the table a copying special acts as
    option: int | None = None  # the option taken of a choice of effects (1-based)

    @property
    def name(self) -> str:
        return self.defn.name

    @property
    def kind(self) -> str:
        return self.defn.kind

    @property
    def subtype(self) -> str:
        return self.defn.subtype

    @cached_property
    def clauses(self) -> list[dict[str, Any]]:
        """The card's clauses; a ``who`` naming the card's own character reads as ``self``; a
        choice of effects reads as the option the play takes (``effect_choices``)."""
        names = [n for n in (*self.defn.characters, self.defn.location) if n]
        own = [own_names_as_self(c, names) for c in clauses_of(self.defn.effect)]
        own = fill_chosen_icon(own, self.as_icon)  # "icon of Leech's choice"
        own = fill_chosen_type(own, self.as_icon)  # "power type of Dr. Strange's choice"
        own = fill_chosen_restriction(own, self.as_icon)  # "Power Type of Kingpin's choice"
        own = fill_copied_hit(own, self.raw)  # "acts identical to any Hit"
        own = fill_copied_special(own, self.copies)  # "acts identical to any Special"
        own = fill_switches(own, self.raw)  # "may switch any 2 ... cards"
        return fill_printed_levels(take_option(own, self.option), self.defn)

    def label(self) -> str:
        d = self.defn
        if d.kind == "power":
            if d.subtype == "any_power":
                return f"level {d.value} Any-Power card"
            if d.subtype == "multipower":
                shown = f" (as {self.as_icon.title()})" if self.as_icon else ""
                return f"level {d.value} MultiPower card{shown}"
            icon = d.icons[0].title() if d.icons else "Power"
            return f"level {d.value} {icon} Power card"
        if d.kind == "universe":
            return f"Universe: {d.subtype.title()} card {d.name!r}"
        if d.kind == "tactic":
            return f"Tactic: {'DoubleShot' if d.subtype == 'doubleshot' else 'Artifact'} {d.name!r}"
        if d.kind == "activator":
            inner = f" for {self.retrieves.name!r}" if self.retrieves else ""
            return f"Activator {d.name!r}{inner}"
        return f"{d.kind.title()} {d.name!r}"

    def echo(self) -> Any:
        return self.raw if self.raw is not None else {"card": self.name}


@dataclass
class Hit:
    icon: str
    value: int
    record: str = "current"
    icons: tuple[str, ...] = ()
    source: str = "power"
    player: str | None = None  # who scored it
    card: str | None = None
    spectrum: bool = True  # False for a card that "does not count toward Spectrum KO"

    def types(self) -> tuple[str, ...]:
        """The power types this hit may count as for a spectrum KO."""
        if not self.spectrum:
            return ()
        if self.icon == "multipower":
            return tuple(i for i in (self.icons or POWER_TYPES) if i in POWER_TYPES)
        if self.icon == "any_power":
            return ()
        if self.icon in POWER_TYPES:
            if self.icons and len(self.icons) > 1:
                return tuple(i for i in self.icons if i in POWER_TYPES)
            return (self.icon,)
        return ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"icon": self.icon, "value": self.value, "record": self.record}
        if self.icons:
            out["icons"] = list(self.icons)
        out["source"] = self.source
        if self.player:
            out["player"] = self.player
        if self.card:
            out["card"] = self.card
        if not self.spectrum:
            out["spectrum"] = False
        return out


@dataclass
class Effect:
    """A card's lasting effect in play (MR.19): who played it, on whom, for how long."""

    card: CardUse
    player: str
    by: str | None
    target: str | None
    duration: Any  # "battle" | "game" | "next_battle" | "turn" | {"until": event}
    clauses: list[dict[str, Any]]
    order: int  # play order: negative for effects already in play before the plays
    uses_left: int | None = None
    printed_duration: bool = True
    path: str = ""

    @property
    def kind(self) -> str:
        return self.card.kind

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "card": self.card.echo(),
            "player": self.player,
            "by": self.by,
            "target": self.target,
            "duration": self.duration,
        }
        if self.uses_left is not None:
            out["uses_left"] = self.uses_left
        return out


@dataclass
class Character:
    id: str
    name: str
    player: str
    grid: dict[str, int | None]
    inherent: str = ""
    inherent_clauses: list[dict[str, Any]] = field(default_factory=list)
    hits: list[Hit] = field(default_factory=list)
    placed: list[CardUse] = field(default_factory=list)
    in_play: list[Effect] = field(default_factory=list)
    ko_threshold: int | None = None
    spectrum: bool = True
    position: str = "front_line"  # front_line | reserve
    ko: bool = False
    ko_kind: str | None = None
    removed: bool = False
    remains_after_ko: bool = False
    #: The card whose text KOs the character whatever its hits (``knock_out``).
    knocked_out_by: str | None = None
    code: str = ""
    #: Whether the board says the hero/villain code rule is in use (OR.code-rule); None when
    #: it does not say.
    code_rule: bool | None = None
    #: Traits the judge gives ("male", "female", ...): what a card may bar defenders by;
    #: None when the board does not say.
    traits: tuple[str, ...] | None = None
    raw: dict[str, Any] = field(default_factory=dict)
    inherent_effect: Effect | None = None
    #: The parsed inherent text (for what the grammar did not understand of it).
    inherent_tree: Any = None

    def rating(self, icon: str) -> int | None:
        return self.grid.get(icon)

    @property
    def active(self) -> bool:
        return self.position == "front_line" and not self.removed

    def to_json(self) -> dict[str, Any]:
        out = {k: v for k, v in self.raw.items() if k not in ("hits", "placed", "in_play")}
        out["id"] = self.id
        out.setdefault("name", self.name)
        out["grid"] = dict(self.grid)
        out["hits"] = [h.to_json() for h in self.hits]
        out["placed"] = [c.echo() for c in self.placed]
        out["in_play"] = [e.to_json() for e in self.in_play]
        if self.ko:
            out["ko"] = True
            out["ko_kind"] = self.ko_kind
        return out


@dataclass
class Battlesite:
    id: str
    name: str
    player: str
    hits: list[Hit] = field(default_factory=list)
    specials: list[CardUse] = field(default_factory=list)
    ko: bool = False
    raw: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out = {k: v for k, v in self.raw.items() if k not in ("hits", "specials")}
        out["id"] = self.id
        out["hits"] = [h.to_json() for h in self.hits]
        out["specials"] = [c.echo() for c in self.specials]
        if self.ko:
            out["ko"] = True
        return out


@dataclass
class Player:
    id: str
    front_line: list[Character]
    reserve: Character | None = None
    home_base: CardUse | None = None
    battlesite: Battlesite | None = None
    missions: dict[str, int] | None = None
    mission: str | None = None  # the mission set the player uses (OR.mission)
    last_venture: str | None = None  # "won" or "lost": its venture last battle (venture_history)
    ventured: dict[str, int] | None = None
    hand: list[CardUse] | None = None
    passed: bool = False
    conceded: bool = False
    raw: dict[str, Any] = field(default_factory=dict)
    #: The KO'd characters of the Defeated Characters pile (OR.ko.effects), which a card may
    #: bring back (``character_returns``).
    defeated: list[Character] = field(default_factory=list)

    def characters(self) -> list[Character]:
        return self.front_line + ([self.reserve] if self.reserve else []) + self.defeated

    def active(self) -> list[Character]:
        return [c for c in self.front_line if c.active]

    def to_json(self) -> dict[str, Any]:
        out = dict(self.raw)
        out["front_line"] = [c.to_json() for c in self.front_line]
        out["reserve"] = self.reserve.to_json() if self.reserve else None
        if self.home_base is not None:
            out["home_base"] = self.home_base.echo()
        out["battlesite"] = self.battlesite.to_json() if self.battlesite else None
        if self.defeated:
            out["defeated"] = [c.to_json() for c in self.defeated]
        if self.missions is not None:
            out["missions"] = dict(self.missions)
        if self.ventured is not None:
            out["ventured"] = dict(self.ventured)
        if self.hand is not None:
            out["hand"] = [c.echo() for c in self.hand]
        out["passed"] = self.passed
        out["conceded"] = self.conceded
        return out


@dataclass
class Board:
    players: dict[str, Player]
    turn: str = "A"
    in_play: list[Effect] = field(default_factory=list)
    passes: int = 0  # consecutive passes
    battle_over: bool = False
    end_reason: str | None = None
    #: Whether the hero/villain code rule is in use (OR.code-rule); None when not said.
    code_rule: bool | None = None

    def character(self, cid: str | None) -> Character | None:
        if cid is None:
            return None
        for p in self.players.values():
            for c in p.characters():
                if c.id == cid:
                    return c
        return None

    def characters(self) -> list[Character]:
        return [c for p in self.players.values() for c in p.characters()]

    def all_effects(self) -> list[Effect]:
        """Effects in play, with the inherent abilities of characters still in play (MR.14:
        from the reserve too)."""
        out = list(self.in_play)
        for c in self.characters():
            out.extend(c.in_play)
        played = list(out)
        for c in self.characters():
            lost = ability_lost(c.id, played)  # an effect in play took it away (OR.inherent)
            if c.inherent_effect is not None and not c.removed and lost is None:
                out.append(c.inherent_effect)
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "players": {k: p.to_json() for k, p in self.players.items()},
            "turn": self.turn,
            "in_play": [e.to_json() for e in self.in_play],
            "passes": self.passes,
            "battle_over": self.battle_over,
            **({"code_rule": self.code_rule} if self.code_rule is not None else {}),
        }

    def clone(self) -> Board:
        return copy.deepcopy(self)


def is_lasting(clause: dict[str, Any]) -> bool:
    """A clause of a home base that stays in play for the game: its lasting kinds, the
    venture modifiers it gives under a condition on the missions used (OR.mission), and its
    leave to the opponent to answer the team's concession with an attack (MR.10.concede)."""
    from rules.engine.bonuses import adds_teamwork_bonus, sets_teamwork_bonus
    from rules.engine.clauses import LASTING_KINDS
    from rules.engine.concession_attacks import answered_by_rule
    from rules.engine.mission_conditions import is_checked
    from rules.engine.universe_attacks import is_doubleshot_partner

    limits = ("venture_limit", "mission_move_limit", "hit_venture_bonus", "spectrum_exclusion")
    return (
        clause.get("kind") in LASTING_KINDS
        or clause.get("kind") in limits
        or is_checked(clause)
        or sets_teamwork_bonus(clause)
        or adds_teamwork_bonus(clause)
        or is_doubleshot_partner(clause)
        or answered_by_rule(clause)
    )


def home_base_effects(players: dict[str, Player]) -> list[Effect]:
    """A home base's lasting text is an effect in play for its team, for the whole game: the
    same pipeline as specials in play (a location's bonuses, restrictions, KO thresholds)."""
    out = []
    for pid, p in players.items():
        home = p.home_base
        lasting = [c for c in (home.clauses if home else []) if is_lasting(c)]
        if home is not None and lasting:
            out.append(
                Effect(
                    card=home,
                    player=pid,
                    by=None,
                    target=None,
                    duration="game",
                    clauses=lasting,
                    order=-600,
                    path=f"{home.path}",
                )
            )
    return out
