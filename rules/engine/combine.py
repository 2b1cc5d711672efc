"""Specials as attacks or utility plays, alone or combined with other cards (MR.5, MR.7).

* A card whose effect reaches the opponent's side is an attack (MR.5); one that names a
  "target" is a targeted attack, one that names the "opponent" is not (MR.5.target).
* A special combines only as its text allows (MR.7): the combined card must be of the kind
  stipulated (a power or special card when none is), of a single icon listed (never a
  MultiPower or Any-Power card: OR.combination-exclusion) and usable by the character playing
  it. Combined cards share properties: the attack is every kind its cards are (MR.1).
* A special that boosts a power card played with it makes the attack both (MR.7 note).
* Unless the card says so, a special is never played with a universe card (OR.attack.special).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from rules.engine.attack_options import is_attack_choice, option_grants
from rules.engine.attacks import (
    TOP_OF_ACTION,
    Action,
    Illegal,
    affects_opponent,
    card_icons,
    card_kinds,
    lasting,
    may_play_special,
    power_hit,
    power_usable,
    universe_bonus,
)
from rules.engine.clauses import status_of, tuple_of, unparsed_text
from rules.engine.disciplines import fold_disciplines
from rules.engine.granted_plays import granted_plays, is_play_grant
from rules.engine.special_permissions import special_allowed
from rules.engine.state import CardUse, Character, Hit

if TYPE_CHECKING:
    from rules.engine.attacks import AttackBuilder
    from rules.engine.plays import Play

SINGLE_ICON_KINDS = ("power", "special")
OWN_SIDE = ("self", "team", "teammate", "self_or_teammate", None)
# permissions that are part of the attack itself, not an effect left in play
ATTACK_PERMISSIONS = ("attack_reserve", "target_reserve", "play_from_reserve")


def _whose(clause: dict[str, Any]) -> Any:
    """Whose side a clause acts on: a record change acts on the record's character."""
    return clause.get("owner") if clause.get("kind") == "cards_become" else clause.get("who")


def _attack_level(card: CardUse) -> tuple[int | None, tuple[str, ...], bool]:
    """(level, icons, has an attack clause) of a special or aspect."""
    for c in card.clauses:
        if c.get("kind") in ("attack", "acts_as_power") and (
            c.get("kind") == "attack" or "attack" in tuple_of(c.get("uses") or ("attack",))
        ):
            icons = tuple_of(c.get("icons"))
            if c.get("choice") and len(icons) > 1:
                if card.as_icon and card.as_icon in icons:
                    icons = (card.as_icon,)
                else:
                    card.as_icon = icons[0]
                    icons = icons[:1]
            level = c.get("level")
            return (int(level) if isinstance(level, int) else None), icons, True
    return None, tuple(card.defn.icons), False


def _combine_clause(card: CardUse) -> dict[str, Any] | None:
    for c in card.clauses:
        if c.get("kind") == "combine":
            return c
    return None


def _boost(card: CardUse) -> int:
    """The bonus a special gives a power card played with it (an attack or action modifier)."""
    for c in card.clauses:
        if c.get("kind") in ("attack_modifier", "bonus") and (c.get("who") in OWN_SIDE):
            return int(c.get("amount") or 0)
    return 0


def _owner_ok(
    builder: AttackBuilder,
    play: Play,
    player: str,
    by: Character | None,
    card: CardUse,
    via_activator: bool,
) -> None:
    if card.kind == "aspect":
        home = builder.board.players[player].home_base
        if home is None:
            raise Illegal(
                "OR.aspect", "aspects are played by a home base, and this player has none"
            )
        loc = (card.defn.location or "").lower()
        if (
            loc
            and not loc.startswith("any")
            and loc not in home.name.lower()
            and home.name.lower() not in loc
        ):
            raise Illegal("OR.aspect", f"{card.name} is played only by {card.defn.location}")
        return
    if by is None:
        raise Illegal("OR.fight", "the play does not say which character plays the special")
    if not via_activator and not special_allowed(card, by, builder.effects):
        raise Illegal(
            "OR.special", f"{card.name} may only be played by {', '.join(card.defn.characters)}"
        )


def build_special(
    builder: AttackBuilder,
    play: Play,
    player: str,
    by: Character | None,
    cards: list[CardUse],
    via_activator: bool = False,
) -> Action:
    primary = next(c for c in cards if c.kind in ("special", "aspect"))
    _owner_ok(builder, play, player, by, primary, via_activator)
    others = [c for c in cards if c is not primary]
    level, icons, has_attack = _attack_level(primary)
    clauses = fold_disciplines(list(primary.clauses))
    rules = ["OR.attack.special", "MR.5"] if primary.kind == "special" else ["OR.aspect", "MR.5"]
    kinds: set[str] = card_kinds(primary)
    hits: list[Hit] = []
    value = level
    notes: list[str] = []
    description = primary.label()
    if level is not None:
        description += f" (level {level} {'/'.join(i.title() for i in icons)})"
        hits.append(_hit(primary, level, icons, player))
    bonus = 0
    combined_specials: list[CardUse] = []
    if others:
        rules.append("MR.7")
        combo = _combine_clause(primary)
        boost = _boost(primary)
        if combo is not None:
            value, icons, more_kinds, more_hits, bonus, combined_specials = _combine(
                builder, player, by, primary, combo, others, value, icons
            )
            kinds |= more_kinds
            hits.extend(more_hits)
            if any(c.kind == "universe" for c in others):
                rules.append("OR.universe-basic")
        elif boost and all(c.kind == "power" for c in others) and len(others) == 1:
            power = others[0]
            if by is None or power_usable(power, by) is None:
                raise Illegal(
                    ["MR.7", "OR.power-card"], f"{power.label()} is not usable by the character"
                )
            picon = power_usable(power, by)
            if power.subtype == "multipower" and power.as_icon is None:
                power.as_icon = picon
            value = (value or 0) + (power.defn.value or 0) + boost
            bonus = boost
            icons = tuple(dict.fromkeys((*icons, picon)))
            kinds |= {"power"}
            hits.append(power_hit(power, picon, player))
        elif any(c.kind == "universe" for c in others):
            raise Illegal(
                ["OR.attack.special", "MR.5.defended"],
                "a special is never combined or used with a universe card unless its text says so",
            )
        else:
            raise Illegal(
                ["MR.7", "OR.attack.special"],
                f"{primary.name} does not allow combining with another card",
            )
        description += " combined with " + ", ".join(c.label() for c in others)
        for extra in combined_specials:
            clauses.extend(extra.clauses)
        if value is not None:
            description += f": acts as a level {value} {'/'.join(i.title() for i in icons)} attack"
    if status_of(primary.defn.effect) != "full":
        missing = unparsed_text(primary.defn.effect)
        notes.append(
            "part of the card text was not understood and is not applied"
            + (f": {'; '.join(missing)}" if missing else "")
        )
        rules.append("MR.1")
    summary_conditions = [c for c in clauses if c.get("kind") == "condition"]
    restrictions = [c for c in clauses if c.get("kind") == "defense_restriction"]
    if has_attack or hits:
        # "Not affected by Special cards already in play" on an attack: those cards may not
        # answer it (MR.10 example 1); cards played in response still may.
        for c in clauses:
            if c.get("kind") == "immunity" and c.get("who") in ("self", None):
                restrictions.append(
                    {
                        "kind": "defense_restriction",
                        "forbids": list(tuple_of(c.get("card_kinds"))) or ["special"],
                        "in_play": True,
                    }
                )
        clauses = [
            c
            for c in clauses
            if not (c.get("kind") == "immunity" and c.get("who") in ("self", None))
        ]
    grants = [c for c in clauses if c.get("kind") == "additional_attack"]
    grants += granted_plays(clauses) + option_grants(clauses)
    plain = [
        c
        for c in clauses
        if not (c.get("kind") == "permission" and c.get("action") in ATTACK_PERMISSIONS)
        and not is_play_grant(c)
        and not is_attack_choice(c)
        and c.get("kind")
        not in (
            "attack",
            "acts_as_power",
            "condition",
            "defense_restriction",
            "additional_attack",
            "combine",
            "timing",
            "requirement",
            "placement",
            "discipline",
            "bonus",
            "no_shift",
            "no_spectrum",
            "hit_placement",
        )
    ]
    if any(c.get("kind") == "no_spectrum" for c in clauses):
        for h in hits:
            h.spectrum = False
    placement = next((c for c in clauses if c.get("kind") == "hit_placement"), None)
    if placement is not None and placement.get("record") == "permanent":
        for h in hits:
            h.record = "permanent"
    no_shift = [c for c in clauses if c.get("kind") == "no_shift"]
    is_attack = (
        has_attack
        or bool(hits)
        or affects_opponent(clauses)
        or any(
            c.get("kind") == "timing" and str(c.get("when", "")).startswith("as_attack")
            for c in clauses
        )
    )
    allows_reserve = any(
        c.get("kind") == "permission" and c.get("action") in ("attack_reserve", "target_reserve")
        for c in clauses
    )
    on_success = [c for c in plain if _whose(c) not in OWN_SIDE or c.get("kind") == "hit"]
    secondary = [c for c in plain if c not in on_success]
    if not is_attack:
        if play.target is not None and builder.board.character(play.target) is not None:
            tchar = builder.board.character(play.target)
            if tchar is not None and tchar.player != player:
                raise Illegal(
                    "MR.5",
                    f"{primary.name} does not affect the opponent's side, so it is not an attack",
                )
        return Action(
            index=play.index,
            player=player,
            by=by.id if by else None,
            kind="utility",
            rules=["MR.6", *rules[1:]] if primary.kind == "special" else ["OR.aspect", "MR.6"],
            target=play.target,
            targeted=False,
            value=None,
            icons=icons,
            card_kinds=kinds,
            cards=cards,
            secondary=lasting(plain) + [c for c in plain if c not in lasting(plain)],
            conditions=summary_conditions,
            grants=grants,
            is_attack=False,
            description=description,
            special=primary,
            notes=notes,
        )
    targeted_text = (
        any("target" in tuple_of(c.get("who") or c.get("owner")) for c in plain)
        or any(
            c.get("kind") == "timing" and str(c.get("when", "")).startswith("as_attack")
            for c in clauses
        )
        or has_attack
        or bool(hits)
    )
    if play.target is None:
        if has_attack or value is not None:
            raise Illegal("OR.attack.special", "an attack that deals damage names its target")
        tid, targeted = None, False
    else:
        tid, _ = builder.target(play, player, allows_reserve)
        targeted = targeted_text
        if not targeted and tid not in (None, "battlesite"):
            # an effect on "the opponent" is aimed at no character (MR.5.target)
            tid = None
    if tid == "battlesite":
        rules.append("OR.attack.battlesite")
    if not targeted:
        rules.append("MR.5.target")
    return Action(
        index=play.index,
        player=player,
        by=by.id if by else None,
        kind="special",
        rules=rules,
        target=tid,
        targeted=targeted,
        value=value,
        icons=icons,
        card_kinds=kinds,
        cards=cards,
        hits=hits,
        restrictions=restrictions,
        conditions=summary_conditions,
        secondary=secondary,
        on_success=on_success,
        grants=grants,
        is_attack=True,
        allows_reserve=allows_reserve,
        description=description,
        special=primary,
        bonus=bonus,
        notes=notes,
        no_shift=no_shift,
    )


def _hit(card: CardUse, level: int, icons: tuple[str, ...], player: str) -> Hit:
    icon = icons[0] if icons else "any_power"
    if icon == "multipower":
        return Hit(
            icon="multipower",
            value=level,
            icons=(),
            source="special",
            player=player,
            card=card.name,
        )
    return Hit(
        icon=icon,
        value=level,
        icons=icons if len(icons) > 1 else (),
        source="special" if card.kind != "aspect" else "aspect",
        player=player,
        card=card.name,
    )


def _combine(
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
    if isinstance(count, int) and len(main) > count:
        raise Illegal("MR.7", f"{primary.name} combines with at most {count} card(s)")
    kinds: set[str] = set()
    hits: list[Hit] = []
    bonus = 0
    total = value or 0
    icon_list = list(icons)
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
        total += (power.defn.value or 0) + bonus
        kinds |= {"universe", "power"}
        icon_list.append(icon)
        hits.append(power_hit(power, icon, player))
        if builder.universe_counts(player):
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
            lvl, cicons, _ = _attack_level(card)
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
            if by is None or not may_play_special(card, by):
                raise Illegal(
                    ["MR.7", "OR.special"],
                    f"{card.name} is not playable by the character combining it",
                )
            lvl, cicons, _ = _attack_level(card)
            total += lvl or 0
            if lvl:
                hits.append(_hit(card, lvl, cicons, player))
            kinds |= card_kinds(card)
        icon_list.extend(cicons)
    return total, tuple(dict.fromkeys(icon_list)), kinds, hits, bonus, specials
