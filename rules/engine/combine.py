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

from typing import TYPE_CHECKING

from rules.engine.attack_obligations import binds_target
from rules.engine.attack_options import bonus_attack_grants, is_attack_choice, option_grants
from rules.engine.attack_scaling import scaled_bonus
from rules.engine.attacks import (
    Action,
    Illegal,
    affects_opponent,
    card_kinds,
    lasting,
    power_hit,
    power_usable,
)
from rules.engine.clauses import status_of, tuple_of, unparsed_text
from rules.engine.combined_cards import combine_cards
from rules.engine.concession_attacks import answers_concession, concession_grants
from rules.engine.copied_hits import check_copied_hit
from rules.engine.copied_specials import check_copied_special
from rules.engine.described_hits import DESCRIBED_RULES, described_hit
from rules.engine.disciplines import fold_disciplines
from rules.engine.granted_plays import granted_plays, is_play_grant
from rules.engine.mission_conditions import checked_with_venture, venture_subject
from rules.engine.own_targets import on_own_side
from rules.engine.played_with import missing_partner
from rules.engine.reserve_plays import for_a_reserve, grants_reserve_play
from rules.engine.side_picks import crosses_sides, pick_refusal
from rules.engine.site_bonuses import is_site_bonus, site_bonus
from rules.engine.special_boosts import BOOST_RULES, boost_special, special_bonus
from rules.engine.special_parts import (
    OWN_SIDE,
    attack_level,
    boost_of,
    check_owner,
    combine_clause,
    special_hit,
    whose,
)
from rules.engine.state import CardUse, Character, Hit

if TYPE_CHECKING:
    from rules.engine.attacks import AttackBuilder
    from rules.engine.plays import Play


# permissions that are part of the attack itself, not an effect left in play; a permission to
# play from the reserve is too, unless it is for a team's reserve (reserve_plays)
ATTACK_PERMISSIONS = ("attack_reserve", "target_reserve")


def part_of_attack(c: dict) -> bool:
    """A permission that is part of the attack itself, not an effect left in play."""
    if grants_reserve_play(c):
        return not for_a_reserve(c)
    return c.get("kind") == "permission" and c.get("action") in ATTACK_PERMISSIONS


#: The subjects of an attack's own immunity: the card itself, or its character.
IMMUNE_CARD = ("this_card", "self", None)


def build_special(
    builder: AttackBuilder,
    play: Play,
    player: str,
    by: Character | None,
    cards: list[CardUse],
    via_activator: bool = False,
) -> Action:
    primary = next(c for c in cards if c.kind in ("special", "aspect"))
    check_owner(builder, play, player, by, primary, via_activator)
    check_copied_hit(primary, by)  # the hit copied is on the character's records
    check_copied_special(primary, builder.board)  # the special copied is on the table
    others = [c for c in cards if c is not primary]
    missing_partner(primary, combine_clause(primary), others)  # "Play with ..." (MR.7)
    level, icons, has_attack = attack_level(primary, play.target)
    # the hit a successful attack "acts as" replaces its own (described_hits)
    clauses, described = described_hit(fold_disciplines(list(primary.clauses)), level is not None)
    rules = ["OR.attack.special", "MR.5"] if primary.kind == "special" else ["OR.aspect", "MR.5"]
    if primary.copies is not None:
        rules.append("MR.5.copied-special")  # played with the text of the special it copies
    kinds: set[str] = card_kinds(primary)
    if primary.source == "battlesite":
        # a special played from beneath a battlesite is played through its activator
        # (OR.activator): a bar on activator cards bars it too
        kinds |= {"activator"}
    hits: list[Hit] = []
    value = level
    notes: list[str] = []
    description = primary.label()
    grown, grown_note = scaled_bonus(primary.clauses, builder.board, by)
    if grown_note is not None:
        notes.append(grown_note)
        rules.append("MR.1")
    if level is not None:
        level += grown
        value = level
        description += f" (level {level} {'/'.join(i.title() for i in icons)})"
        hits.append(special_hit(primary, level, icons, player))
        if described is not None:
            hits[-1] = described.replace(hits[-1])
            notes.append(described.note())
            rules.extend(DESCRIBED_RULES)
    bonus = 0
    combined_specials: list[CardUse] = []
    if others:
        rules.append("MR.7")
        combo = combine_clause(primary)
        boost = boost_of(primary)
        if combo is not None:
            value, icons, more_kinds, more_hits, bonus, combined_specials = combine_cards(
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
        elif len(others) == 1 and special_bonus(others[0]) is not None:
            extra, counted = boost_special(others[0], primary, icons, by)
            value = (value or 0) + extra
            bonus += extra
            rules += list(BOOST_RULES)
            if counted and hits:
                hits[0].value += extra
                rules.append("MR.3")
            kinds |= {"universe"}
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
    summary_conditions = [
        c for c in clauses if c.get("kind") == "condition" and not checked_with_venture(c)
    ]
    restrictions = [c for c in clauses if c.get("kind") == "defense_restriction"]
    if has_attack or hits:
        # "Not affected by Special cards already in play" on an attack: those cards may not
        # answer it (MR.10 example 1); cards played in response still may.
        for c in clauses:
            words = list(tuple_of(c.get("words")))
            if c.get("kind") == "immunity" and words and c.get("who") in IMMUNE_CARD:
                # "May not be affected by a card with the word "teammate" on it": no card
                # carrying the word may answer it, played now or already in play (MR.10)
                restrictions += [
                    {"kind": "defense_restriction", "words": words, "in_play": held}
                    for held in (False, True)
                ]
            elif c.get("kind") == "immunity" and c.get("who") in ("self", None):
                restrictions.append(
                    {
                        "kind": "defense_restriction",
                        "forbids": list(tuple_of(c.get("card_kinds"))) or ["special"],
                        "in_play": True,
                    }
                )
        clauses = [
            c for c in clauses if not (c.get("kind") == "immunity" and c.get("who") in IMMUNE_CARD)
        ]
    # an obligation on the target to attack is not a grant (attack_obligations)
    grants = [c for c in clauses if c.get("kind") == "additional_attack" and not binds_target(c)]
    grants += granted_plays(clauses) + option_grants(clauses) + bonus_attack_grants(clauses)
    grants += concession_grants(clauses)
    plain = [
        c
        for c in clauses
        if not part_of_attack(c)
        and not is_play_grant(c)
        and not is_attack_choice(c)
        and not answers_concession(c)
        and not is_site_bonus(c)
        and not (c.get("kind") == "additional_attack" and not binds_target(c))
        and (c.get("kind") != "condition" or checked_with_venture(c))
        and c.get("kind")
        not in (
            "attack",
            "acts_as_power",
            "defense_restriction",
            "bonus_attacks",
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
    if is_attack and on_own_side(builder.board, play, player, clauses):
        is_attack, rules = False, [*rules, "MR.5.own-target"]  # own_targets
    allows_reserve = any(
        c.get("kind") == "permission" and c.get("action") in ("attack_reserve", "target_reserve")
        for c in clauses
    )
    on_success = [
        c for c in plain if whose(venture_subject(c)) not in OWN_SIDE or c.get("kind") == "hit"
    ]
    secondary = [c for c in plain if c not in on_success]
    if not is_attack:
        if play.target is not None and builder.board.character(play.target) is not None:
            tchar = builder.board.character(play.target)
            # a grid taken from any active character may name one of the opponent's
            takes_grid = any(c.get("kind") == "grid_copy" for c in clauses)
            if tchar is not None and tchar.player != player and not takes_grid:
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
        any(
            "target" in tuple_of(c.get("who") or c.get("owner")) + tuple_of(c.get("subjects"))
            for c in plain
        )
        or any(
            c.get("kind") == "timing" and str(c.get("when", "")).startswith("as_attack")
            for c in clauses
        )
        or has_attack
        or bool(hits)
        or any(crosses_sides(c) for c in plain)  # "Any 1 of opponent's heroes": the one picked
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
        if (refused := pick_refusal(plain, builder.board.character(tid))) is not None:
            raise Illegal(["OR.code-rule"], refused)  # "any 1 of opponent's heroes" (side_picks)
    if tid == "battlesite":
        rules.append("OR.attack.battlesite")
    extra, to_damage = site_bonus(clauses, tid)
    if extra and value is not None:
        value += extra
        bonus += extra
        rules.append("MR.1")
        notes.append(f"+{extra} as the card is used to attack a battlesite")
        if to_damage and hits:
            hits[0].value += extra
            notes[-1] += ", counted toward the hit"
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
