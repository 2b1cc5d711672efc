"""A player's venture total: what each hit and modifier counts, and the problems with what a player ventured."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import partial

from rules.engine.venture_model import (
    MISSION_CARDS,
    PLAYERS,
    UNIVERSE_HIT_SOURCES,
    VENTURE_PILES,
    Hit,
    Modifier,
    Note,
    PlayerVenture,
    TotalItem,
    VentureInputError,
    VentureTotal,
)


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
    if mod.condition and mod.on == "last_venture":
        if mod.holds is None:
            return item(
                False,
                ("OR.venture-total", "MR.1"),
                f"its condition ({mod.condition}) asks how that player's venture went last"
                " battle, and the board does not say (the player's last_venture)",
            )
        return item(True, ("OR.venture-total", "MR.1"), f"its condition holds ({mod.condition})")
    if mod.condition and mod.holds is None:
        return item(
            False,
            ("OR.mission", "OR.venture-total"),
            f"its condition ({mod.condition}) names a mission, and the board does not say which"
            " mission that player uses (the player's mission)",
        )
    if mod.condition:
        return item(
            True,
            ("OR.mission", "OR.venture-total"),
            f"its condition holds ({mod.condition}); it takes the place of the card's own"
            " modifier for that player",
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
    if v.count < 1 and not pv.barred:  # a player barred from venturing owes none (MR.19)
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
