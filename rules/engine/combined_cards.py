"""The cards combined with a special (MR.7): the kinds and icons its text stipulates, usable by the character, with the hits and bonuses they bring."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from rules.engine.attacks import (
    TOP_OF_ACTION,
    Illegal,
    card_icons,
    card_kinds,
    power_hit,
    power_usable,
    universe_bonus,
)
from rules.engine.bonuses import bonus_multiplier, counts_toward_damage
from rules.engine.clauses import tuple_of
from rules.engine.combine_limits import check_combined
from rules.engine.special_parts import attack_level, special_hit
from rules.engine.special_permissions import special_allowed
from rules.engine.state import CardUse, Character, Hit

if TYPE_CHECKING:
    from rules.engine.attacks import AttackBuilder

SINGLE_ICON_KINDS = ("power", "special")


def withheld_from_damage(primary: CardUse, card: CardUse) -> bool:
    """ "Universe not added to damage or venture total" (``not_added``): the special keeps the
    bonus of the cards it names off the hit it leaves, whatever lets them count (MR.3), and so
    off the venture total the hits make."""
    return any(
        c.get("kind") == "not_added"
        and "damage" in tuple_of(c.get("to"))
        and card.kind in tuple_of(c.get("card_kinds"))
        for c in primary.clauses
    )


def _base_cards(combo: dict[str, Any], cards: list[CardUse]) -> list[CardUse]:
    """The cards of a play that are the first ones a ``combine`` names ("combine 1 Fighting
    Power card with 1 Strength or Energy Power card": its ``base_kinds``, ``base_icons`` and
    ``base_count``): single-type Power cards of those types, as many as it says."""
    icons, kinds = tuple_of(combo.get("base_icons")), tuple_of(combo.get("base_kinds"))
    if not icons or "doubleshot" in tuple_of(combo.get("card_kinds")):
        return []
    found = [
        c
        for c in cards
        if c.kind == "power"
        and (not kinds or "power" in kinds)
        and c.subtype == "single"
        and set(c.defn.icons) & set(icons)
    ]
    limit = combo.get("base_count")
    return found[:limit] if isinstance(limit, int) else found


def combine_cards(
    builder: AttackBuilder,
    player: str,
    by: Character | None,
    primary: CardUse,
    combo: dict[str, Any],
    others: list[CardUse],
    value: int | None,
    icons: tuple[str, ...],
) -> tuple[int | None, tuple[str, ...], set[str], list[Hit], int, list[CardUse]]:
    count = combo.get("count")
    allowed_kinds = set(tuple_of(combo.get("card_kinds")))
    if "basic_universe" in allowed_kinds:
        allowed_kinds |= {"universe"}
    want_icons = tuple_of(combo.get("icons"))
    universes = [c for c in others if c.kind == "universe"]
    powers = [c for c in others if c.kind == "power"]
    specials = [c for c in others if c.kind == "special"]
    rest = [c for c in others if c not in universes + powers + specials]
    if rest:
        raise Illegal(
            [TOP_OF_ACTION, "MR.7"], f"{rest[0].label()} may not be combined with a special"
        )
    main = [c for c in others if c.kind != "universe"] if universes else others
    base = _base_cards(combo, main)
    main = [c for c in main if c not in base]
    if isinstance(count, int) and len(main) > count:
        raise Illegal("MR.7", f"{primary.name} combines with at most {count} card(s)")
    kinds: set[str] = set()
    hits: list[Hit] = []
    bonus = 0
    total = value or 0
    icon_list = list(icons)
    for card in base:
        # "Morph may combine 1 Fighting Power card with 1 Strength ... Power card": the first
        # of the character's own cards the clause names (MR.7)
        if by is None or power_usable(card, by) is None:
            raise Illegal(["MR.7", "OR.power-card"], f"{card.label()} is not usable by {by}")
        total += card.defn.value or 0
        hits.append(power_hit(card, card.defn.icons[0], player))
        icon_list.append(card.defn.icons[0])
        kinds |= {"power"}
    if universes:
        if "universe" not in allowed_kinds:
            raise Illegal(
                ["OR.attack.special", "MR.5.defended"],
                "a special is never combined or used with a universe card unless its text says so",
            )
        if (
            len(universes) != 1
            or len(powers) != 1
            or universes[0].subtype not in ("basic", "training")
        ):
            raise Illegal(
                "MR.7", "a special that allows a universe card takes it with one power card"
            )
        if by is None:
            raise Illegal("OR.fight", "the play does not say which character plays the cards")
        uni, power = universes[0], powers[0]
        rule = "OR.universe-training" if uni.subtype == "training" else "OR.universe-basic"
        user = by
        if (
            any(
                c.get("kind") == "grid_change"
                and c.get("set_to") is None
                and c.get("delta") is None
                for c in primary.clauses
            )
            and uni.defn.icons
        ):
            # the grid takes the universe's bonus as the special is played, before the power
            # card is checked against it (MR.7 example: Absorbing Man - Molecular Mimic)
            user = copy.copy(by)
            user.grid = dict(by.grid)
            u_icon = uni.defn.icons[0]
            user.grid[u_icon] = (by.grid.get(u_icon) or 0) + (uni.defn.bonus or 0)
        icon, bonus = universe_bonus(uni, power, user, rule)
        bonus *= bonus_multiplier(primary.clauses, uni.subtype, icon)
        total += (power.defn.value or 0) + bonus
        kinds |= {"universe", "power"}
        icon_list.append(icon)
        hits.append(power_hit(power, icon, player))
        counts = builder.universe_counts(player) or counts_toward_damage(uni, by)
        if counts and not withheld_from_damage(primary, uni):
            hits.append(
                Hit(
                    icon=uni.defn.icons[0],
                    value=bonus,
                    source="universe",
                    player=player,
                    card=uni.name,
                )
            )
        return total, tuple(dict.fromkeys(icon_list)), kinds, hits, bonus, []
    for card in main:
        check_combined(primary, combo, card)  # "of 4 or less" (combine_limits)
        ckinds = card_kinds(card)
        permitted = allowed_kinds or set(SINGLE_ICON_KINDS)
        if not ckinds & permitted:
            raise Illegal(
                "MR.7", f"{primary.name} combines only with a {' or '.join(sorted(permitted))} card"
            )
        # MR.7: the special's own text decides; one that names MultiPower (or Any-Power)
        # cards overrides the combination exclusion for those cards.
        named = card.kind == "power" and card.subtype in want_icons
        if card.kind == "power" and card.subtype in ("multipower", "any_power") and not named:
            raise Illegal(
                ["OR.combination-exclusion", "MR.7"],
                f"{primary.name} combines with a single-icon card only, never a {card.label()}",
            )
        cicons = card_icons(card) if card.kind != "power" else tuple(card.defn.icons)
        if card.kind == "special":
            lvl, cicons, _ = attack_level(card)
            full = tuple_of(
                next((c.get("icons") for c in card.clauses if c.get("kind") == "attack"), ())
            )
            if len(full) > 1 and not any(
                c.get("choice") for c in card.clauses if c.get("kind") == "attack"
            ):
                raise Illegal("MR.7", f"{card.name} is not a single-icon card")
        if want_icons and not named and not set(cicons) & set(want_icons):
            raise Illegal(
                "MR.7",
                f"{primary.name} combines only with a {' or '.join(want_icons)} card, not {card.label()}",
            )
        if card.kind == "power":
            if by is None or power_usable(card, by) is None:
                raise Illegal(
                    ["MR.7", "OR.power-card"],
                    f"{card.label()} is not usable by the character playing it",
                )
            total += card.defn.value or 0
            hits.append(power_hit(card, cicons[0], player))
            kinds |= {"power"}
        else:
            chars = list(builder.board.characters())
            # its own, or one an ability in play lets it play (OR.special, OR.inherent)
            if by is None or not special_allowed(card, by, builder.effects, chars):
                raise Illegal(
                    ["MR.7", "OR.special"],
                    f"{card.name} is not playable by the character combining it",
                )
            lvl, cicons, _ = attack_level(card)
            total += lvl or 0
            if lvl:
                hits.append(special_hit(card, lvl, cicons, player))
            kinds |= card_kinds(card)
        icon_list.extend(cicons)
    return total, tuple(dict.fromkeys(icon_list)), kinds, hits, bonus, specials
