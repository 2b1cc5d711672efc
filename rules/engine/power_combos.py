"""Power cards of two types combined for one attack, where an effect in play lets the character
do it ("Poison Ivy may combine Strength Power cards with Energy cards to attack for remainder of
battle", "Morph may combine 1 Fighting Power card with 1 Strength or Energy Power card for a
single attack": a ``combine`` whose ``base_icons`` name the first cards and whose ``icons``
the cards combined with them). Without it an attack is made with one Power card (OR.fight);
with it the attack is both kinds of card together, at the sum of their values, each card
single-icon (MR.7) and usable by the character (OR.power-card), for as long as the effect
lasts (MR.19)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.engine.action_model import Action, Illegal
from rules.engine.attack_cards import power_usable
from rules.engine.clauses import tuple_of
from rules.engine.state import CardUse, Character, Effect
from rules.engine.universe_attacks import power_hit
from rules.engine.who_names import names_character

if TYPE_CHECKING:
    from rules.engine.attack_plays import PlayKindsMixin
    from rules.engine.plays import Play

RULES = ["OR.attack.power", "OR.power-card", "MR.7", "MR.19"]
#: The kinds a combination of Power cards may name for the cards combined ("Energy cards":
#: none named; Power cards).
POWER_ONLY = frozenset({"power"})


def combines_power_types(clause: dict[str, Any]) -> bool:
    """``clause`` lets a character combine Power cards of some types with others to attack."""
    return (
        clause.get("kind") == "combine"
        and clause.get("allowed", True)
        and clause.get("purpose") in ("to_attack", "attack")
        and bool(tuple_of(clause.get("base_icons")))
        and bool(tuple_of(clause.get("icons")))
        and set(tuple_of(clause.get("base_kinds"))) <= POWER_ONLY
        and set(tuple_of(clause.get("card_kinds"))) <= POWER_ONLY
        and not clause.get("levels")
        and not clause.get("owner")
    )


def power_combo_grant(effects: list[Effect], by: Character) -> tuple[Effect, dict] | None:
    """The effect in play (with its clause) that lets ``by`` combine Power cards, if any."""
    for effect in effects:
        if effect.duration == "next_battle":
            continue
        for clause in effect.clauses:
            if combines_power_types(clause) and names_character(clause.get("who"), by, effect):
                return effect, clause
    return None


def _split(clause: dict[str, Any], cards: list[CardUse]) -> tuple[list[CardUse], list[CardUse]]:
    """The play's cards of the first types the clause names, and those combined with them;
    raises when a card is of neither, not single-icon, or more than the clause allows."""
    base_icons, icons = set(tuple_of(clause["base_icons"])), set(tuple_of(clause["icons"]))
    base, others = [], []
    for card in cards:
        own = set(card.defn.icons)
        if card.subtype != "single":
            raise Illegal(
                ["MR.7", "OR.combination-exclusion"],
                f"only single-icon Power cards combine this way, never a {card.label()}",
            )
        in_base, in_others = bool(own & base_icons), bool(own & icons)
        if in_base and (not in_others or not base):
            base.append(card)
        elif in_others:
            others.append(card)
        else:
            raise Illegal("MR.7", f"{card.label()} is not of a type the combination names")
    for found, limit in ((base, clause.get("base_count")), (others, clause.get("count"))):
        if isinstance(limit, int) and len(found) > limit:
            raise Illegal("MR.7", f"the combination takes at most {limit} card(s) of each kind")
    if not base or not others:
        raise Illegal("MR.7", "the combination needs a card of each kind it names")
    return base, others


def combined_power_attack(
    builder: PlayKindsMixin, play: Play, player: str, by: Character, cards: list[CardUse]
) -> Action:
    """The attack of the play's Power cards combined, or why it may not be made."""
    grant = power_combo_grant(builder.effects, by)
    if grant is None:
        raise Illegal(
            "OR.fight",
            "an attack is made with one power card (only a card that allows it combines more)",
        )
    effect, clause = grant
    base, others = _split(clause, cards)
    for card in cards:
        if power_usable(card, by) is None:
            raise Illegal(["OR.power-card", "MR.7"], f"{card.label()} is not usable by {by.name}")
    ordered = [*base, *others]
    icons = tuple(dict.fromkeys(c.defn.icons[0] for c in ordered))
    tid, _ = builder._target_for(play, player)
    action = builder._attack(
        play,
        player,
        by,
        tid,
        list(RULES),
        kind="power",
        value=sum(c.defn.value or 0 for c in ordered),
        icons=icons,
        card_kinds={"power"},
        cards=ordered,
        hits=[power_hit(c, c.defn.icons[0], player) for c in ordered],
        description=" combined with ".join(f"a {c.label()}" for c in ordered),
    )
    action.notes.append(f"{effect.card.name} lets {by.name} combine these Power cards")
    return action
