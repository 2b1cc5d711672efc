"""The AttackBuilder's attacks by kind of play: a Power card (alone or with a universe card), a teamwork or ally card, a DoubleShot, an artifact, an activator."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.action_model import TOP_OF_ACTION, Action, Grant, Illegal
from rules.engine.attack_cards import (
    acting_character,
    power_usable,
    requirement_met,
    tactic_level,
    unusable_reason,
)
from rules.engine.attack_with import attack_with_grant, own_icon
from rules.engine.bonuses import (
    counts_for_team,
    counts_toward_damage,
    inherent_bonus,
    permitted_universe,
    universe_bonus_added,
)
from rules.engine.borrowed_grids import borrowed_icon
from rules.engine.cards import POWER_TYPES
from rules.engine.disciplines import fold_disciplines
from rules.engine.events_in_play import any_special_exchange
from rules.engine.power_combos import combined_power_attack
from rules.engine.state import CardUse, Character, Hit
from rules.engine.teamwork_permissions import permitted_teamwork
from rules.engine.universe_attacks import (
    doubleshot_parts,
    power_hit,
    universe_attack,
    universe_bonus,
)
from rules.engine.universe_stacks import several_universes_attack

if TYPE_CHECKING:
    from rules.engine.plays import Play


class PlayKindsMixin:
    def power(
        self,
        play: Play,
        player: str,
        by: Character | None,
        cards: list[CardUse],
        grant: Grant | None,
    ) -> Action:
        by = acting_character(by)
        if len(cards) != 1:
            # only where an effect in play allows it (power_combos)
            return combined_power_attack(self, play, player, by, cards)
        card = cards[0]
        icon = power_usable(card, by)
        rules = ["OR.attack.power", "OR.power-card"]
        lent = None if icon else borrowed_icon(self.board, self.effects, card, by, "attack")
        if lent is not None:
            icon = lent[0]
            rules.append("MR.19")
        freed = None if icon else attack_with_grant(self.effects, by, card)
        if freed is not None:
            icon = own_icon(card)
            rules.append("MR.19")
        if card.subtype == "multipower":
            rules.append("OR.multipower")
        if card.subtype == "any_power":
            rules.append("OR.any-power")
        if icon is None:
            raise Illegal(rules[1:] + [], unusable_reason(card, by))
        if card.subtype == "multipower" and card.as_icon is None:
            card.as_icon = icon
        tid, _ = self._target_for(play, player)
        return self._attack(
            play,
            player,
            by,
            tid,
            rules,
            kind="power",
            value=card.defn.value,
            icons=(icon,) if icon != "any_power" else ("any_power",),
            card_kinds={"power"},
            cards=cards,
            hits=[power_hit(card, icon, player)],
            description=f"a {card.label()}",
        )

    def power_with_universe(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse]
    ) -> Action:
        by = acting_character(by)
        powers = [c for c in cards if c.kind == "power"]
        universes = [c for c in cards if c.kind == "universe"]
        if len(powers) == 1 and len(universes) > 1 and len(cards) == len(universes) + 1:
            # only where an effect in play allows it (universe_stacks)
            return several_universes_attack(self, play, player, by, powers[0], universes)
        if len(powers) != 1 or len(universes) != 1 or len(cards) != 2:
            raise Illegal("OR.universe-basic", "a universe bonus goes with exactly one power card")
        power, uni = powers[0], universes[0]
        rule = "OR.attack.training" if uni.subtype == "training" else "OR.attack.universe"
        urule = "OR.universe-training" if uni.subtype == "training" else "OR.universe-basic"
        lent = (
            None
            if power_usable(power, by)
            else borrowed_icon(self.board, self.effects, power, by, "attack")
        )
        icon, bonus = universe_bonus(uni, power, by, urule, lent[1] if lent else None)
        added = universe_bonus_added(self.effects, player, by.id, uni)
        bonus += sum(amount for amount, _ in added)
        tid, _ = self._target_for(play, player)
        hits = [power_hit(power, icon, player)]
        own = counts_toward_damage(uni, by)
        counts = self.universe_counts(player, uni) or own
        if counts:
            hits.append(
                Hit(
                    icon=uni.defn.icons[0] if uni.subtype == "basic" else icon,
                    value=bonus,
                    source="universe",
                    player=player,
                    card=uni.name,
                )
            )
        rules = [rule, urule, "OR.power-card", *(["MR.19"] if lent or added else [])]
        granted = permitted_universe(uni, by) and not requirement_met(uni, by)
        if own or inherent_bonus(uni, by) or granted:
            rules.append("OR.inherent")
        if power.subtype == "any_power":
            rules.append("OR.any-power")
        if power.subtype == "multipower":
            rules.append("OR.multipower")
        if counts:
            rules.append("MR.3")
        return self._attack(
            play,
            player,
            by,
            tid,
            rules,
            kind="training" if uni.subtype == "training" else "universe",
            value=(power.defn.value or 0) + bonus,
            icons=(icon,),
            card_kinds={"power", "universe"},
            cards=cards,
            hits=hits,
            bonus=bonus,
            description=f"a {power.label()} with {uni.label()} (+{bonus})",
        )

    def universe_counts(self, player: str, uni: CardUse | None = None) -> bool:
        """MR.3: an effect in play lets basic universe cards count as hits ("The Outback's team
        Basic Universe cards used to attack count toward Damage")."""
        for e in self.effects:
            if e.player != player:
                continue
            for c in e.clauses:
                if counts_for_team(c, uni):
                    return True
                if c.get("kind") == "permission" and c.get("action") in (
                    "universe_counts",
                    "count_universe",
                    "universe_hits",
                ):
                    return True
        return False

    def teamwork_or_ally(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse]
    ) -> Action:
        by = acting_character(by)
        if len(cards) != 1:
            raise Illegal(
                TOP_OF_ACTION, "a teamwork or ally card is played alone, at the top of an action"
            )
        card = cards[0]
        sub = card.subtype
        rule = f"OR.attack.{sub}"
        rules = [rule, f"OR.universe-{sub}"]
        if not requirement_met(card, by):
            allowed = permitted_teamwork(card, by, self.board.all_effects())
            if allowed is None:
                raise Illegal(rules, f"{by.name}'s grid does not meet the card's requirement")
            rules.append("MR.19")  # the effect in play lets it play the card all the same
        mates = [c for c in self.board.players[player].active() if c.id != by.id]
        if not mates:
            raise Illegal(
                [rule, f"OR.universe-{sub}"],
                f"a {sub} card needs a front-line teammate to follow up, and {by.name} has none",
            )
        tid, _ = self._target_for(play, player)
        value, icon = universe_attack(card)
        return self._attack(
            play,
            player,
            by,
            tid,
            rules,
            kind=sub,
            value=value,
            icons=(icon,),
            card_kinds={"universe", sub},
            cards=cards,
            hits=[Hit(icon=icon, value=value, source=sub, player=player, card=card.name)],
            description=f"{card.label()} (acts as a level {value} {icon.title()} attack)",
        )

    def doubleshot(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse]
    ) -> Action:
        by = acting_character(by)
        tactic, power, mate = doubleshot_parts(
            self.board, player, by, cards, "OR.attack.doubleshot"
        )
        tid, _ = self._target_for(play, player)
        ticon, tvalue = tactic_level(tactic)
        picon = power_usable(power, mate) or ticon
        value = tvalue + (power.defn.value or 0)
        return self._attack(
            play,
            player,
            by,
            tid,
            ["OR.attack.doubleshot", "OR.tactic-doubleshot", "MR.1"],
            kind="doubleshot",
            value=value,
            icons=tuple(dict.fromkeys((ticon, picon))),
            card_kinds={"tactic", "power"},
            cards=cards,
            hits=[
                Hit(
                    icon=ticon,
                    value=tvalue,
                    source="tactic",
                    player=player,
                    card=tactic.name,
                ),
                Hit(
                    icon=picon if picon in POWER_TYPES else power.subtype,
                    value=power.defn.value or 0,
                    icons=tuple(power.defn.icons) if power.subtype == "multipower" else (),
                    source="power",
                    player=player,
                    card=power.name,
                ),
            ],
            description=(
                f"{tactic.label()} with {mate.name}'s {power.label()} "
                f"(acts as a level {value} {'/'.join(i.title() for i in dict.fromkeys((ticon, picon)))} attack)"
            ),
        )

    def artifact(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse]
    ) -> Action:
        """A Tactic: Artifact, played by one front-line character onto a front-line teammate."""
        rule = "OR.tactic-artifact"
        if by is None or len(cards) != 1:
            raise Illegal(
                [rule, TOP_OF_ACTION], "an artifact is played alone by a front-line character"
            )
        card = cards[0]
        if by.position != "front_line":
            raise Illegal(rule, "an artifact is played by a front-line character")
        mate = self.board.character(play.target) if play.target else None
        if mate is None or mate.player != player or mate.id == by.id or not mate.active:
            raise Illegal(
                rule,
                "an artifact is played onto an active front-line teammate (name it as the target)",
            )
        if not requirement_met(card, by):
            raise Illegal(rule, f"{by.name}'s grid does not meet the artifact's requirement")
        if not requirement_met(card, mate, "teammate"):
            raise Illegal(
                rule,
                f"{mate.name}'s grid does not meet the artifact's requirement for the teammate",
            )
        clauses = fold_disciplines(card.clauses)  # its draws' handling notes (disciplines)
        return Action(
            index=play.index,
            player=player,
            by=by.id,
            kind="utility",
            rules=[rule, "MR.8"],
            target=mate.id,
            targeted=False,
            value=None,
            icons=tuple(card.defn.icons),
            card_kinds={"tactic"},
            cards=cards,
            secondary=[
                c for c in clauses if c.get("kind") not in ("timing", "requirement", "placement")
            ],
            is_attack=False,
            description=f"{card.label()} onto {mate.name}",
            special=card,
        )

    def activator(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse]
    ) -> Action:
        if len(cards) != 1:
            raise Illegal(TOP_OF_ACTION, "an activator is played alone, at the top of an action")
        act = cards[0]
        site = self.board.players[player].battlesite
        if site is None or site.ko:
            raise Illegal("OR.activator", "activators are unusable without a battlesite in play")
        special = act.retrieves
        if special is None:
            raise Illegal("OR.activator", "the activator does not name the special it retrieves")
        names = {s.name.lower() for s in site.specials}
        if special.name.lower() not in names:
            raise Illegal("OR.activator", f"{special.name!r} is not beneath the battlesite")
        owner = (act.defn.characters or ("",))[0].lower()
        freed = None
        if owner and not any(
            owner in c.lower() or c.lower() in owner for c in special.defn.characters
        ):
            freed = any_special_exchange(self.effects)
            if freed is None:
                raise Illegal(
                    "OR.activator",
                    f"a {act.defn.characters[0]} activator retrieves only their specials",
                )
        special.source = "battlesite"
        from rules.engine.combine import build_special

        action = build_special(self, play, player, by, [special], via_activator=True)
        action.kind = "activator"
        action.cards = [act, special]
        action.rules = ["OR.attack.activator", "OR.activator", "MR.16.icons", *action.rules]
        action.card_kinds = (action.card_kinds - {"special"}) | {"activator", "special"}
        action.description = f"{act.label()} exchanged for {special.label()}" + (
            f" ({action.description})" if action.description else ""
        )
        if freed is not None:
            action.rules += ["MR.19", "MR.1"]
            action.notes.append(f"{freed.card.name} lets an activator take any special beneath")
        return action
