"""The venture: what counts toward a venture total, and how ventured missions move.

Pure Python. A player's seven mission cards are always spread over three piles (reserve,
completed, defeated); before a battle each player ventures some of them from the reserve
and completed piles (OR.venture), venturing more than two gives the opponent penalty draws
(OR.venture.penalty); after the battle the venture totals decide who won (OR.venture-total,
MR.3, MR.14) and the ventured cards climb or fall the mission ladder (OR.mission-ladder),
which may end the game (OR.victory). A concession loses the venture (OR.concede).

Readings we chose where the rulebooks leave a case open are stated where they are applied:
- Cards won from the completed pile lift cards out of the defeated pile: one to the reserve
  per card and, in addition, one to the completed pile per two cards. If the defeated pile
  cannot supply all of them, the lifts to the completed pile are made first (the rule lets
  the player choose, and a completed card is always worth more to the player).
- A concession loses the conceding player's venture (OR.concede); the rules do not say in so
  many words that the opponent wins theirs, but a battle has one winner and one loser, so we
  move the opponent's ventured cards up as won.
- A venture total may go below zero through modifiers; totals are compared as they are.
- A modifier from a character who has been KO'd no longer counts: a KO'd character has left
  play (OR.ko.effects). One from a reserve character counts (MR.14).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import partial

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


def _plural(n: int, word: str = "card") -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _verb(n: int, singular: str, plural: str) -> str:
    return singular if n == 1 else plural


# ------------------------------------------------------------------------------- totals


def hit_counts(hit: Hit) -> TotalItem:
    """Whether one hit counts toward its scorer's venture total, and why."""
    item = partial(TotalItem, hit.label(), hit.value)
    if hit.target == "battlesite":
        return item(False, ("OR.venture-total",), "hits on a battlesite never count")
    if hit.record == "permanent":
        return item(
            False,
            ("OR.venture-total", "OR.hits"),
            "hits from the permanent record never count; only this battle's hits do",
        )
    if hit.excluded_by:
        return item(
            False,
            ("OR.venture-total", "MR.1"),
            f"{hit.excluded_by} says these hits do not count toward the venture total",
        )
    if hit.source in UNIVERSE_HIT_SOURCES:
        if hit.counts_for_venture:
            icon = f" as a {hit.value} {hit.icon} hit" if hit.icon else ""
            return item(
                True, ("MR.3", "OR.venture-total"), f"a card lets this universe card count{icon}"
            )
        return item(
            False,
            ("OR.venture-total", "MR.3"),
            "universe cards add nothing to the venture unless a card says they count",
        )
    return item(True, ("OR.venture-total",), "a hit on an opposing character this battle")


def modifier_counts(mod: Modifier) -> TotalItem:
    item = partial(TotalItem, mod.label(), mod.value)
    if mod.conditional and mod.target != "character":
        return item(
            False,
            ("MR.5.conditional",),
            "a conditional effect needs an attack on a character, not on a battlesite",
        )
    if mod.origin == "ko":
        return item(False, ("OR.ko.effects", "MR.14"), "its character has been KO'd and left play")
    if mod.source == "inherent" and mod.origin == "reserve":
        return item(
            True, ("MR.14", "OR.venture-total"), "inherent abilities work from the reserve too"
        )
    rules = (
        ("OR.inherent", "OR.venture-total") if mod.source == "inherent" else ("OR.venture-total",)
    )
    return item(True, rules, "a venture modifier in force")


def venture_total(hits: Iterable[Hit], modifiers: Iterable[Modifier] = ()) -> VentureTotal:
    """Add up the hits that count and the modifiers in force (OR.venture-total, MR.3, MR.14)."""
    items: list[TotalItem] = []
    total = 0
    for hit in hits:
        item = hit_counts(hit)
        items.append(item)
        if item.counted:
            total += item.value
        if hit.bonus and item.counted:
            items.append(
                TotalItem(
                    f"+{hit.bonus} bonus on the {hit.label()}",
                    hit.bonus,
                    False,
                    ("OR.venture-total",),
                    "universe bonuses never count; only the card's own value does",
                )
            )
    for mod in modifiers:
        item = modifier_counts(mod)
        items.append(item)
        if item.counted:
            total += item.value
    return VentureTotal(total=total, items=tuple(items))


# ------------------------------------------------------------------------------- legality


def venture_problems(player: str, pv: PlayerVenture) -> list[Note]:
    """Why a player's venture breaks the venture rules (empty when it is legal)."""
    problems: list[Note] = []
    m, v = pv.missions, pv.ventured
    if m.completed == MISSION_CARDS or m.defeated == MISSION_CARDS:
        done = "completed" if m.completed == MISSION_CARDS else "abandoned"
        problems.append(
            Note(
                f"Player {player} has already {done} the mission; the game is over and no "
                f"venture can be made.",
                ("OR.victory",),
                player,
            )
        )
        return problems
    if v.count < 1:
        problems.append(
            Note(
                f"Player {player} ventured no mission card; every player must venture at least one.",
                ("OR.venture",),
                player,
            )
        )
    if v.completed and m.defeated == 0:
        problems.append(
            Note(
                f"Player {player} ventured from the Completed pile while the Defeated pile is "
                f"empty; completed missions may be ventured only while a card is defeated.",
                ("OR.venture",),
                player,
            )
        )
    return problems


def check_position(players: Mapping[str, PlayerVenture], *, concessions: bool = True) -> None:
    """Raise VentureInputError for positions that cannot occur (before any rule is applied)."""
    for player in PLAYERS:
        if player not in players:
            raise VentureInputError(f"players.{player}", "both players A and B are needed")
        pv = players[player]
        for pile in VENTURE_PILES:
            ventured, held = getattr(pv.ventured, pile), getattr(pv.missions, pile)
            if ventured < 0:
                raise VentureInputError(f"players.{player}.ventured.{pile}", "cannot be negative")
            if ventured > held:
                raise VentureInputError(
                    f"players.{player}.ventured.{pile}",
                    f"{ventured} ventured but the {pile} pile holds only {held}",
                )
    if concessions and players["A"].conceded and players["B"].conceded:
        raise VentureInputError(
            "players.B.conceded", "only one player can concede a battle (OR.concede)"
        )


# ------------------------------------------------------------------------------- the ladder


@dataclass(frozen=True)
class LadderMove:
    missions: Missions
    notes: tuple[Note, ...]


def move_missions(
    player: str, missions: Missions, ventured: Ventured, won: bool, *, reason: str = ""
) -> LadderMove:
    """Move a player's ventured cards after a battle won or lost (OR.mission-ladder)."""
    reserve, completed, defeated = missions.reserve, missions.completed, missions.defeated
    notes: list[Note] = []
    lead = f"Player {player} {'won' if won else 'lost'} the venture{reason}"
    if won:
        reserve -= ventured.reserve
        completed += ventured.reserve
        parts = []
        if ventured.reserve:
            parts.append(
                f"{_plural(ventured.reserve)} ventured from Reserve "
                f"{_verb(ventured.reserve, 'moves', 'move')} up to Completed"
            )
        if ventured.completed:
            want_completed = ventured.completed // 2
            to_completed = min(want_completed, defeated)
            to_reserve = min(ventured.completed, defeated - to_completed)
            defeated -= to_completed + to_reserve
            completed += to_completed
            reserve += to_reserve
            lifted = []
            if to_completed:
                lifted.append(f"{_plural(to_completed)} from Defeated up to Completed")
            if to_reserve:
                lifted.append(f"{_plural(to_reserve)} from Defeated up to Reserve")
            text = (
                f"{_plural(ventured.completed)} ventured from Completed "
                f"{_verb(ventured.completed, 'stays there and lifts', 'stay there and lift')} "
                + (" and ".join(lifted) if lifted else "nothing, as the Defeated pile is empty")
            )
            wanted = ventured.completed + want_completed
            if to_completed + to_reserve < wanted:
                text += (
                    f" (they could lift {wanted}, but the Defeated pile held only "
                    f"{to_completed + to_reserve}; lifts to Completed are made first)"
                )
            parts.append(text)
        notes.append(Note(f"{lead}: " + "; ".join(parts) + ".", ("OR.mission-ladder",), player))
    else:
        reserve += ventured.completed - ventured.reserve
        completed -= ventured.completed
        defeated += ventured.reserve
        parts = []
        if ventured.reserve:
            parts.append(
                f"{_plural(ventured.reserve)} ventured from Reserve "
                f"{_verb(ventured.reserve, 'falls', 'fall')} to Defeated"
            )
        if ventured.completed:
            parts.append(
                f"{_plural(ventured.completed)} ventured from Completed "
                f"{_verb(ventured.completed, 'falls', 'fall')} back to Reserve"
            )
        notes.append(Note(f"{lead}: " + "; ".join(parts) + ".", ("OR.mission-ladder",), player))
    return LadderMove(Missions(reserve, completed, defeated), tuple(notes))


def game_result(missions: Mapping[str, Missions]) -> tuple[str | None, list[Note]]:
    """The game's winner from the mission piles (OR.victory), with the reason."""
    for player in PLAYERS:
        m = missions[player]
        if m.completed == MISSION_CARDS:
            return player, [
                Note(
                    f"Player {player} has all seven mission cards in the Completed pile and "
                    f"wins the game.",
                    ("OR.victory",),
                    player,
                )
            ]
        if m.defeated == MISSION_CARDS:
            winner = other(player)
            return winner, [
                Note(
                    f"Player {player} has all seven mission cards in the Defeated pile, must "
                    f"abandon the mission and loses; player {winner} wins the game.",
                    ("OR.victory",),
                    player,
                )
            ]
    return None, []


# ------------------------------------------------------------------------------- the battle


@dataclass(frozen=True)
class VentureResult:
    violations: tuple[Note, ...]
    outcome: str  # "won", "conceded", "draw" or "illegal"
    winner: str | None
    totals: Mapping[str, VentureTotal | None]
    missions: Mapping[str, Missions]
    carried_over: Mapping[str, Ventured]
    penalty_draws: Mapping[str, int]
    game_winner: str | None
    notes: tuple[Note, ...]

    @property
    def legal(self) -> bool:
        return not self.violations

    @property
    def game_over(self) -> bool:
        return self.game_winner is not None

    @property
    def rules(self) -> list[str]:
        return list(
            merged_rules(
                [
                    *(note.rules for note in (*self.violations, *self.notes)),
                    *(total.rules for total in self.totals.values() if total is not None),
                ]
            )
        )

    def as_dict(self) -> dict:
        return {
            "legal": self.legal,
            "violations": [v.as_dict() for v in self.violations],
            "outcome": self.outcome,
            "winner": self.winner,
            "totals": {p: (t.total if t else None) for p, t in self.totals.items()},
            "breakdown": {p: (t.as_dict() if t else None) for p, t in self.totals.items()},
            "missions": {p: m.as_dict() for p, m in self.missions.items()},
            "carried_over": {p: v.as_dict() for p, v in self.carried_over.items()},
            "penalty_draws": dict(self.penalty_draws),
            "game_over": self.game_over,
            "game_winner": self.game_winner,
            "messages": [n.as_dict() for n in self.notes],
            "rules": self.rules,
        }


def penalty_notes(players: Mapping[str, PlayerVenture]) -> tuple[dict[str, int], list[Note]]:
    draws = {p: penalty_draws(players[other(p)].ventured.count) for p in PLAYERS}
    notes = [
        Note(
            f"Player {other(p)} ventured {players[other(p)].ventured.count} mission cards, so "
            f"player {p} may draw {_plural(draws[p])} (duplicates and unusable cards drawn "
            f"this way are discarded, and none may be placed).",
            ("OR.venture.penalty",),
            p,
        )
        for p in PLAYERS
        if draws[p]
    ]
    return draws, notes


def _total_for(player: str, pv: PlayerVenture) -> VentureTotal | None:
    if pv.venture_total is not None:
        return VentureTotal(total=pv.venture_total, given=True)
    if pv.hits is not None:
        return venture_total(pv.hits, pv.modifiers)
    return None


def settle_battle(players: Mapping[str, PlayerVenture]) -> VentureResult:
    """Decide the battle from the venture totals (or a concession) and move the missions."""
    check_position(players)
    draws, notes = penalty_notes(players)
    violations = [n for p in PLAYERS for n in venture_problems(p, players[p])]
    totals = {p: _total_for(p, players[p]) for p in PLAYERS}
    before = {p: players[p].missions for p in PLAYERS}
    if violations:
        return VentureResult(
            violations=tuple(violations),
            outcome="illegal",
            winner=None,
            totals=totals,
            missions=before,
            carried_over={p: Ventured() for p in PLAYERS},
            penalty_draws=draws,
            game_winner=None,
            notes=(
                *notes,
                Note(
                    "The venture must be corrected before the battle's outcome can move any "
                    "mission card.",
                    ("OR.venture",),
                ),
            ),
        )

    conceder = next((p for p in PLAYERS if players[p].conceded), None)
    winner: str | None
    if conceder:
        winner = other(conceder)
        outcome = "conceded"
        notes.append(
            Note(
                f"Player {conceder} conceded and so loses the venture whatever the totals; "
                f"player {winner} wins it.",
                ("OR.concede",),
                conceder,
            )
        )
    else:
        missing = [p for p in PLAYERS if totals[p] is None]
        if missing:
            raise VentureInputError(
                f"players.{missing[0]}",
                "give venture_total or hits_scored (needed when nobody conceded)",
            )
        a, b = totals["A"].total, totals["B"].total  # type: ignore[union-attr]
        if a == b:
            winner, outcome = None, "draw"
        else:
            winner, outcome = ("A" if a > b else "B"), "won"
        for p in PLAYERS:
            notes.append(
                Note(
                    f"Player {p}'s venture total is {totals[p].total}.",  # type: ignore[union-attr]
                    totals[p].rules,  # type: ignore[union-attr]
                    p,
                )
            )

    missions: dict[str, Missions]
    carried_over: dict[str, Ventured]
    game_winner: str | None
    if winner is None:
        notes.append(
            Note(
                f"The venture totals are equal ({totals['A'].total}): the battle is a draw. "  # type: ignore[union-attr]
                "The ventured mission cards stay ventured where they are for the next battle, "
                "which the same player starts; each player may venture more on it.",
                ("OR.venture-total.tie",),
            )
        )
        missions = before
        carried_over = {p: players[p].ventured for p in PLAYERS}
        game_winner = None
    else:
        missions = {}
        for p in PLAYERS:
            move = move_missions(p, players[p].missions, players[p].ventured, won=(p == winner))
            missions[p] = move.missions
            notes.extend(move.notes)
        carried_over = {p: Ventured() for p in PLAYERS}
        game_winner, end_notes = game_result(missions)
        notes.extend(end_notes)
        if game_winner is None:
            notes.append(
                Note(
                    f"No one has won the game; player {winner} goes first in the next battle.",
                    ("OR.aftermath",),
                )
            )
    return VentureResult(
        violations=(),
        outcome=outcome,
        winner=winner,
        totals=totals,
        missions=missions,
        carried_over=carried_over,
        penalty_draws=draws,
        game_winner=game_winner,
        notes=tuple(notes),
    )


def with_extra_mission(missions: Missions, ventured: Ventured) -> tuple[Ventured, str]:
    """The venture plus one more mission card, from the reserve if one is left unventured,
    else from the completed pile while a card is defeated (used by the renege ruling)."""
    if missions.reserve > ventured.reserve:
        return replace(ventured, reserve=ventured.reserve + 1), "reserve"
    if missions.completed > ventured.completed and missions.defeated > 0:
        return replace(ventured, completed=ventured.completed + 1), "completed"
    return ventured, ""
