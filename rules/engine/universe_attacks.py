"""Hits and bonuses of the cards that make or boost an attack: a Power card's hit, universe cards (training, basic, DoubleShots) and follow-up options."""

from __future__ import annotations

from typing import Any

from rules.engine.action_model import Illegal
from rules.engine.attack_cards import power_usable, requirement_met, unusable_reason, usable_as
from rules.engine.bonuses import inherent_bonus, permitted_universe
from rules.engine.clauses import tuple_of
from rules.engine.state import Board, CardUse, Character, Hit


def power_hit(power: CardUse, icon: str, player: str) -> Hit:
    """The hit a power card scores, under the icon it is used as (a Multi-Power or Any-Power
    card keeps its own kind, and a Multi-Power card its icons)."""
    return Hit(
        icon=power.subtype if power.subtype in ("multipower", "any_power") else icon,
        value=power.defn.value or 0,
        icons=tuple(power.defn.icons) if power.subtype == "multipower" else (),
        source="power",
        player=player,
        card=power.name,
    )


def universe_hit(uni: CardUse, bonus: int, player: str) -> Hit:
    """The hit a basic universe card's bonus scores where it counts toward damage (MR.3): a
    hit of its own icon."""
    return Hit(icon=uni.defn.icons[0], value=bonus, source="universe", player=player, card=uni.name)


def universe_attack(card: CardUse) -> tuple[int, str]:
    """The level and icon a teamwork or ally card acts as an attack of.

    Catalogue cards carry it in ``extra["attack"]`` (their ``value`` is the requirement);
    inline cards give it as ``value`` and ``icon``.
    """
    attack = card.defn.extra.get("attack") if isinstance(card.defn.extra, dict) else None
    if isinstance(attack, dict) and attack.get("level") is not None:
        icons = list(attack.get("icons") or card.defn.icons or ["any_power"])
        return int(attack["level"]), str(icons[0])
    icon = card.defn.icons[0] if card.defn.icons else "any_power"
    return card.defn.value or 0, icon


def follow_up_options(card: CardUse) -> list[list[dict[str, Any]]]:
    """A teamwork card's follow-ups: options, each the (icon, bonus) of teammate 1 then 2.

    Inline cards give ``[[{"icon", "bonus"}, ...], ...]``; catalogue cards
    ``[{"first": {"icons", "bonus"}, "second": {...}}, ...]``.
    """
    raw = card.defn.extra.get("follow_ups") if isinstance(card.defn.extra, dict) else None
    out: list[list[dict[str, Any]]] = []
    for option in raw or []:
        if isinstance(option, list):
            out.append([dict(e) for e in option if isinstance(e, dict)])
        elif isinstance(option, dict) and "first" in option:
            firsts = option.get("first") or {}
            seconds = option.get("second") or {}
            for i1 in firsts.get("icons") or []:
                for i2 in seconds.get("icons") or [None]:
                    entry = [{"icon": i1, "bonus": int(firsts.get("bonus") or 0)}]
                    if i2 is not None:
                        entry.append({"icon": i2, "bonus": int(seconds.get("bonus") or 0)})
                    out.append(entry)
    return out


def universe_bonus(
    uni: CardUse, power: CardUse, by: Character, rule: str, lender: Character | None = None
) -> tuple[str, int]:
    """The icon and bonus a basic or training universe gives ``power`` for ``by`` (with what
    the character's inherent ability adds to it); ``lender`` is the teammate whose grid an
    effect in play lets ``by`` use the power card through (``borrowed_grids``)."""
    judge = lender or by
    bonus = (uni.defn.bonus or 0) + inherent_bonus(uni, by)
    if uni.subtype == "training":
        choices = [
            i for i in uni.defn.icons if by.grid.get(i) is not None and by.grid[i] <= _limit(uni)
        ]
        if not choices:
            raise Illegal(
                rule,
                f"{by.name} is not rated {_limit(uni)} or less in {' or '.join(uni.defn.icons)}",
            )
    else:
        if not requirement_met(uni, by) and not permitted_universe(uni, by):
            req = uni.defn.requirements[0]
            raise Illegal(
                rule, f"{by.name} needs {req.icons[0]} {req.value} or more to use the universe card"
            )
        choices = list(uni.defn.icons)
    if power.subtype == "any_power":
        if power_usable(power, judge) is None:
            raise Illegal(["OR.any-power", "OR.power-card"], unusable_reason(power, by))
        return choices[0], bonus
    for icon in choices:
        if power.subtype == "multipower" and icon not in power.defn.icons:
            continue
        if power.subtype == "single" and icon not in power.defn.icons:
            continue
        if usable_as(power, icon, judge):
            return icon, bonus
    raise Illegal(
        [rule, "OR.power-card"],
        f"the bonus applies to a usable {' or '.join(choices)} power card, not a {power.label()}",
    )


def _limit(uni: CardUse) -> int:
    reqs = uni.defn.requirements
    return reqs[0].value if reqs else 5


def _contribution_bar(tactic: CardUse, power: CardUse) -> str | None:
    """Why the teammate's power card is not the one the DoubleShot's text asks for ("must
    combine with Strength Power card level 1 through 4"), or None."""
    for c in tactic.clauses:
        if c.get("kind") != "combine" or not c.get("required"):
            continue
        icons = tuple_of(c.get("icons"))
        if icons and power.subtype != "any_power" and not set(icons) & set(power.defn.icons):
            return f"the DoubleShot asks for a {'/'.join(icons)} power card from the teammate"
        levels = c.get("levels")
        value = power.defn.value or 0
        if levels and not levels[0] <= value <= levels[1]:
            return f"the DoubleShot asks for a power card of level {levels[0]} through {levels[1]}"
    return None


def is_doubleshot_partner(clause: dict) -> bool:
    """ "<Team> may combine Strength Power Cards level 1-4 with any Doubleshot card": a
    ``combine`` naming the DoubleShot and the power cards its teammate may give instead."""
    return (
        clause.get("kind") == "combine"
        and clause.get("allowed") is not False
        and "doubleshot" in tuple_of(clause.get("card_kinds"))
        and "power" in tuple_of(clause.get("base_kinds"))
    )


def _team_partner(board: Board, player: str, power: CardUse) -> bool:
    """ "X-Mansion Team may combine Strength Power Cards level 1-4 with any Doubleshot card":
    an effect of the player's side in play (a home base's team rule) lets the teammate's card
    be one of those in place of the one the DoubleShot asks for (MR.7, MR.19)."""
    for e in board.all_effects():
        if e.player != player:
            continue
        for c in e.clauses:
            if not is_doubleshot_partner(c):
                continue
            icons, levels = tuple_of(c.get("base_icons")), c.get("levels")
            value = power.defn.value or 0
            if icons and not set(icons) & set(power.defn.icons):
                continue
            if levels and not levels[0] <= value <= levels[1]:
                continue
            return True
    return False


def doubleshot_parts(
    board: Board, player: str, by: Character, cards: list[CardUse], rule: str
) -> tuple[CardUse, CardUse, Character]:
    tactics = [c for c in cards if c.kind == "tactic"]
    powers = [c for c in cards if c.kind == "power"]
    if (
        len(tactics) != 1
        or tactics[0].subtype != "doubleshot"
        or len(powers) != 1
        or len(cards) != 2
    ):
        raise Illegal(rule, "a DoubleShot is played with exactly one teammate's power card")
    tactic, power = tactics[0], powers[0]
    if not requirement_met(tactic, by):
        raise Illegal(
            [rule, "OR.tactic-doubleshot"],
            f"{by.name}'s grid does not meet the DoubleShot's requirement",
        )
    mate_id = (power.raw or {}).get("by") if isinstance(power.raw, dict) else None
    mates = [c for c in board.players[player].active() if c.id != by.id]
    if mate_id is not None:
        mates = [c for c in mates if c.id == mate_id]
        if not mates:
            raise Illegal(
                [rule, "OR.tactic-doubleshot"],
                f"{mate_id!r} is not an active front-line teammate of {by.name}",
            )
    want = tactic.defn.extra.get("teammate_icon")
    if _team_partner(board, player, power) and power.subtype == "single":
        want = power.defn.icons[0]  # a card the team's rule lets it take instead
    else:
        if power.subtype != "any_power" and want and want not in power.defn.icons:
            raise Illegal(
                [rule, "OR.tactic-doubleshot"],
                f"the DoubleShot asks for a {want} power card from the teammate",
            )
        asked = _contribution_bar(tactic, power)
        if asked is not None:
            raise Illegal([rule, "OR.tactic-doubleshot", "MR.7"], asked)
    for mate in mates:
        if requirement_met(tactic, mate, "teammate") and usable_as(power, want, mate):
            return tactic, power, mate
    raise Illegal(
        [rule, "OR.tactic-doubleshot"],
        "no front-line teammate meets the DoubleShot's contribution requirement with that power card",
    )
