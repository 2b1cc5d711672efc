"""Several Basic Universe cards with one Power card attack, where an effect in play lets the
character combine them ("Beast may combine multiple Basic Universe cards with each Power card
attack for remainder of battle": a ``combine`` whose ``purpose`` is ``each_attack`` and whose
``base_kinds`` are basic universe cards). Without it a universe bonus goes with exactly one
Power card (OR.universe-basic); with it each card's bonus is added to the one Power card, each
card checked as it would be alone (its requirement, the Power card's type: OR.universe-basic),
the card's own text deciding what combines (MR.7) for as long as it lasts (MR.19)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.engine.action_model import Action, Illegal
from rules.engine.bonuses import counts_toward_damage
from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse, Character, Effect
from rules.engine.universe_attacks import power_hit, universe_bonus, universe_hit
from rules.engine.who_names import names_character

if TYPE_CHECKING:
    from rules.engine.attack_plays import PlayKindsMixin
    from rules.engine.plays import Play

RULES = ["OR.attack.universe", "OR.universe-basic", "OR.power-card", "MR.7", "MR.19"]


def stacks_universes(clause: dict[str, Any]) -> bool:
    """``clause`` lets several Basic Universe cards go with each Power card attack."""
    return (
        clause.get("kind") == "combine"
        and clause.get("purpose") == "each_attack"
        and clause.get("allowed", True)
        and "universe" in tuple_of(clause.get("base_kinds"))
        and clause.get("base_count") not in (None, 1)
        and set(tuple_of(clause.get("card_kinds"))) <= {"power"}
    )


def universe_stack_grant(effects: list[Effect], by: Character) -> Effect | None:
    """The effect in play that lets ``by`` combine several Basic Universe cards with its Power
    card attack, if any."""
    for effect in effects:
        if effect.duration == "next_battle":
            continue
        for clause in effect.clauses:
            if stacks_universes(clause) and names_character(clause.get("who"), by, effect):
                return effect
    return None


def several_universes_attack(
    builder: PlayKindsMixin,
    play: Play,
    player: str,
    by: Character,
    power: CardUse,
    universes: list[CardUse],
) -> Action:
    """The attack of one Power card with every Basic Universe card of the play, or why it may
    not be made."""
    grant = universe_stack_grant(builder.effects, by)
    if grant is None:
        raise Illegal("OR.universe-basic", "a universe bonus goes with exactly one power card")
    if any(u.subtype != "basic" for u in universes):
        raise Illegal(
            ["OR.universe-basic", "MR.7"],
            f"{grant.card.name} combines several Basic Universe cards only",
        )
    bonus, icon = 0, None
    hits = []
    for uni in universes:
        icon, added = universe_bonus(uni, power, by, "OR.universe-basic")
        bonus += added
        counts = builder.universe_counts(player, uni) or counts_toward_damage(uni, by)
        if counts:
            hits.append(universe_hit(uni, added, player))
    assert icon is not None
    tid, _ = builder._target_for(play, player)
    named = ", ".join(u.label() for u in universes)
    action = builder._attack(
        play,
        player,
        by,
        tid,
        [*RULES, *(["MR.3"] if hits else [])],
        kind="universe",
        value=(power.defn.value or 0) + bonus,
        icons=(icon,),
        card_kinds={"power", "universe"},
        cards=[power, *universes],
        hits=[power_hit(power, icon, player), *hits],
        bonus=bonus,
        description=f"a {power.label()} with {named} (+{bonus})",
    )
    action.notes.append(f"{grant.card.name} lets {by.name} combine several Basic Universe cards")
    return action
