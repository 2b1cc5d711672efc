"""Attacks of every kind (OR.attack.*) and what the engine knows about one while it resolves.

An ``Action`` is one play on a player's action: an attack (power card, power + basic universe
or training, teamwork and its follow-ups, ally, DoubleShot, special, activator, on a
battlesite) or a utility play. Building one checks that the cards may be played as given and
works out the attack's value, icons and card kinds (MR.1, MR.7), what it leaves as hits, its
restrictions on the defense (MR.5.restricted-defense), its conditional and secondary effects
(MR.5.conditional, MR.5.secondary) and the follow-ups it allows (MR.5.string).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.engine.action_model import TOP_OF_ACTION, Action, Grant, Illegal
from rules.engine.attack_cards import (
    affects_opponent,
    card_icons,
    card_kinds,
    describe_cards,
    lasting,
    may_play_special,
    modifier_icons,
    modifier_total,
    pile_for,
    power_usable,
    tactic_level,
)
from rules.engine.attack_plays import PlayKindsMixin
from rules.engine.bonuses import bonus_multiplier, teamwork_bonus_added, teamwork_bonus_set
from rules.engine.character_returns import returns_itself
from rules.engine.clauses import tuple_of
from rules.engine.follow_up_aims import aim_refused
from rules.engine.reserve_attacks import attacks_on_from_reserve, reserve_grant
from rules.engine.reserve_plays import (
    GRANT_RULES,
    for_a_reserve,
    granted_note,
    grants_reserve_play,
    inherent_lets,
    own_play,
)
from rules.engine.standing_blocks import standing_blocks
from rules.engine.standing_restrictions import standing_restrictions
from rules.engine.state import Board, CardUse, Character, other
from rules.engine.teamwork_follow_ups import follows_own, makes_both, stand_in
from rules.engine.universe_attacks import (
    doubleshot_parts,
    follow_up_options,
    power_hit,
    universe_bonus,
)
from rules.engine.value_limits import admits, limit_text
from rules.engine.who_codes import code_refusal

#: Names the rest of the project imports from here.
__all__ = [
    "Action",
    "AttackBuilder",
    "Grant",
    "Illegal",
    "TOP_OF_ACTION",
    "affects_opponent",
    "card_icons",
    "card_kinds",
    "describe_cards",
    "doubleshot_parts",
    "follow_up_options",
    "lasting",
    "may_play_special",
    "modifier_icons",
    "modifier_total",
    "pile_for",
    "power_hit",
    "power_usable",
    "tactic_level",
    "universe_bonus",
]


if TYPE_CHECKING:
    from rules.engine.plays import Play


class AttackBuilder(PlayKindsMixin):
    """Checks an attack or utility play and builds its ``Action``."""

    def __init__(self, board: Board, effects: list, order: int) -> None:
        self.board = board
        self.effects = effects
        self.order = order
        self.kept_on = None  # the effect letting the reserve attack on (continue_attacking)
        self.follow_up_owner: str | None = None  # whose specials a follow-up may use
        self.reserve_note: str | None = None  # the effect in play letting the reserve play

    def character(self, cid: str | None, player: str, what: str) -> Character:
        char = self.board.character(cid)
        if char is None:
            raise Illegal("OR.fight", f"there is no character {cid!r} to {what}")
        if char.player != player:
            raise Illegal("OR.fight", f"{char.name} is not on player {player}'s team")
        return char

    def attacker(self, play: Play, player: str, cards: list[CardUse]) -> Character | None:
        if play.by in (None, "home_base"):
            if any(c.kind == "aspect" for c in cards) or not cards:
                return None
            raise Illegal("OR.fight", "the play does not say which character makes it")
        char = self.character(play.by, player, "play the cards")
        if char.removed and not returns_itself(char, cards):  # character_returns
            raise Illegal(
                "OR.ko.effects", f"{char.name} has been KO'd and may no longer play cards"
            )
        if char.position == "reserve":
            # the cards' own permission, the character's ability, an effect in play for a
            # team's reserve (reserve_plays)
            allowed = any(
                own_play(c) or (grants_reserve_play(c) and not for_a_reserve(c))
                for card in cards
                for c in card.clauses
            ) or inherent_lets(char, [c.defn for c in cards])
            if not allowed:
                self.reserve_note = granted_note(self.effects, char, [c.defn for c in cards])
                allowed = self.reserve_note is not None
            kept_on = None if allowed else attacks_on_from_reserve(self.effects, char)
            if kept_on is not None:
                allowed = True
                self.kept_on = kept_on
            if not allowed:
                raise Illegal("OR.reserve", f"{char.name} is in reserve and may not play cards")
        return char

    def target(
        self, play: Play, player: str, allows_reserve: bool
    ) -> tuple[str | None, Character | None]:
        if play.target is None:
            return None, None
        opp = self.board.players[other(player)]
        if play.target == "battlesite":
            site = opp.battlesite
            if site is None or site.ko:
                raise Illegal("OR.attack.battlesite", f"player {opp.id} has no battlesite in play")
            return "battlesite", None
        char = self.board.character(play.target)
        if char is None:
            raise Illegal("OR.fight", f"there is no character {play.target!r} to attack")
        if char.player == player:
            raise Illegal("OR.fight", f"{char.name} is on the attacker's own team")
        if char.removed:
            raise Illegal("OR.ko.effects", f"{char.name} has been KO'd and may not be attacked")
        if (
            char.position == "reserve"
            and not allows_reserve
            and reserve_grant(self.board, player, play.by, list(play.cards)) is None
        ):
            raise Illegal("OR.reserve", f"{char.name} is in reserve and may not be attacked")
        return char.id, char

    def build(self, play: Play, player: str, grant: Grant | None) -> Action:
        cards = list(play.cards)
        if not cards:
            raise Illegal("OR.fight", "an attack needs at least one card")
        for card in cards:
            if card.source == "in_play":
                raise Illegal("MR.10", f"{card.name} is already in play and is not played again")
        by = self.attacker(play, player, cards)
        kinds = [c.kind for c in cards]
        subtypes = {c.subtype for c in cards}
        self.follow_up_owner = grant.card_owner if grant is not None else None
        if grant is not None:
            self.check_follow_up(play, player, by, cards, grant)
        if "activator" in kinds:
            action = self.activator(play, player, by, cards)
        elif "universe" in kinds and subtypes & {"teamwork", "ally"}:
            action = self.teamwork_or_ally(play, player, by, cards)
        elif "tactic" in kinds and any(c.subtype == "artifact" for c in cards):
            action = self.artifact(play, player, by, cards)
        elif "tactic" in kinds:
            action = self.doubleshot(play, player, by, cards)
        elif "special" in kinds or "aspect" in kinds:
            from rules.engine.combine import build_special

            action = build_special(self, play, player, by, cards)
        elif "universe" in kinds:
            action = self.power_with_universe(play, player, by, cards)
        elif all(k == "power" for k in kinds):
            action = self.power(play, player, by, cards, grant)
        else:
            raise Illegal("OR.fight", f"{describe_cards(cards)} may not be played together")
        action.follow_up_of = grant
        if self.kept_on is not None:
            action.rules = [*action.rules, "OR.reserve", "MR.19"]
            action.notes.append(f"{self.kept_on.card.name} lets the reserve go on attacking")
        if self.reserve_note is not None:  # "Reserve hero can play specials" (reserve_plays)
            action.rules = [*action.rules, *GRANT_RULES]
            action.notes.append(self.reserve_note)
        aimed = self.board.character(action.target)
        on_reserve = aimed is not None and aimed.position == "reserve"
        if (
            on_reserve
            and not action.allows_reserve
            and reserve_grant(self.board, player, action.by, action.cards)
        ):
            action.allows_reserve = True  # an effect in play lets the attacker aim at it (MR.19)
            action.rules = [*action.rules, "MR.19"]
        if grant is not None and grant.restrictions:
            action.restrictions = [*action.restrictions, *grant.restrictions]
        action.restrictions = [*action.restrictions, *standing_restrictions(self.effects, action)]
        action.restrictions += standing_blocks(self.effects, action)  # standing_blocks
        if grant is not None and grant.source == "teamwork":
            self.apply_teamwork_bonus(action, grant)
        return action

    # --- follow-ups
    def check_follow_up(
        self, play: Play, player: str, by: Character | None, cards: list[CardUse], grant: Grant
    ) -> None:
        kinds = set().union(*(card_kinds(c) for c in cards))
        if grant.source == "teamwork":
            again = by is not None and by.id in grant.used_by
            if again and by is not None and makes_both(self.effects, by) is not None:
                again = grant.used_by.count(by.id) >= 2
            own = follows_own(self.effects, by) if by is not None else None
            if by is not None and by.id == grant.grantor and own is not None:
                # "may make 1 or 2 follow up attacks after Killrazor plays a Universe:
                # Teamwork card": the player of the teamwork card follows it up itself
                again = grant.used_by.count(by.id) >= own[1]
                own_ok = not again
            else:
                own_ok = False
            if by is None or (by.id == grant.grantor and not own_ok) or again:
                raise Illegal(
                    "OR.attack.teamwork",
                    "each teamwork follow-up is made by a different teammate than the one who "
                    "played the teamwork card",
                )
            if len(cards) != 1 or cards[0].kind != "power":
                raise Illegal(
                    "OR.attack.teamwork",
                    "a teamwork follow-up is one power card, never combined with universe or special cards",
                )
            return
        if grant.source == "ally":
            if by is None or by.id == grant.grantor:
                raise Illegal("OR.attack.ally", "the ally's special is played by a teammate")
            if len(cards) != 1 or cards[0].kind != "special":
                raise Illegal("OR.attack.ally", "an ally card is followed by a special card")
            if cards[0].defn.is_any_character:
                raise Illegal(
                    "OR.any-character-limitation",
                    "an Any Character or Any Hero special never fulfils an ally's follow-up",
                )
            return
        top = kinds & {"universe", "tactic", "activator", "aspect", "any_character"}
        if top and not self._combines(cards):
            raise Illegal(
                TOP_OF_ACTION,
                f"{describe_cards(cards)} must be played at the top of an action, never as a follow-up",
            )
        if grant.who in ("teammate", "team") and by is not None:
            if by.id == grant.grantor:
                raise Illegal("MR.5.string", "the follow-up the card allows is for a teammate")
            if grant.used_by.count(by.id) >= grant.per_char:
                raise Illegal(
                    ["MR.5.string", "OR.attack.special"],
                    f"a teammate's follow-up is limited to {grant.per_char} attack(s), and {by.name} has made it",
                )
        refused = aim_refused(grant.against, grant.aimed_at, play.target)
        if refused is not None:
            raise Illegal(["MR.5.string", "MR.1"], refused)
        if grant.who == "self" and by is not None and grant.grantor not in (None, by.id):
            raise Illegal(
                "MR.5.string", "the follow-up the card allows is for the character who played it"
            )
        if grant.who == "teammate" and by is not None and by.id == grant.grantor:
            raise Illegal("MR.5.string", "the follow-up the card allows is for a teammate")
        refused = code_refusal(grant.code, by, "the follow-up") if by is not None else None
        if refused is not None:
            raise Illegal(["MR.5.string", "OR.code-rule"], refused)
        if grant.card_kinds and not kinds & set(grant.card_kinds):
            raise Illegal(
                "MR.5.string",
                f"the follow-up must be made with a {' or '.join(grant.card_kinds)} card",
            )
        valued = [c for c in cards if c.kind == "power"] or cards
        if grant.limit and not all(admits(grant.limit, c.defn.value) for c in valued):
            raise Illegal(
                ["MR.5.string", "MR.1"],
                f"the follow-up must be made with a card {limit_text(grant.limit)}",
            )
        if grant.icons:
            icons = set().union(*(set(card_icons(c)) for c in cards))
            if not icons & set(grant.icons) and not any(
                c.defn.subtype == "multipower" and set(c.defn.icons) & set(grant.icons)
                for c in cards
            ):
                raise Illegal(
                    "MR.5.string", f"the follow-up must be a {' or '.join(grant.icons)} attack"
                )
            if grant.once_each and not (icons & set(grant.icons)) - set(grant.used_icons):
                raise Illegal(
                    "MR.5.string",
                    f"the card allows one follow-up of each of {', '.join(grant.icons)}, "
                    f"and {', '.join(grant.used_icons)} is made",
                )

    @staticmethod
    def _combines(cards: list[CardUse]) -> bool:
        """Does a card in the play specifically allow the top-of-action cards with it (MR.8)?"""
        for card in cards:
            for c in card.clauses:
                if c.get("kind") == "combine" and set(tuple_of(c.get("card_kinds"))) & {
                    "universe",
                    "basic_universe",
                    "tactic",
                }:
                    return True
        return False

    def apply_teamwork_bonus(self, action: Action, grant: Grant) -> None:
        icon = action.icons[0] if action.icons else None
        n = len(grant.used_by)
        options = [o for o in grant.options if len(o) > n]
        if grant.used_icons:
            options = [
                o
                for o in options
                if [e["icon"] for e in o[: len(grant.used_icons)]] == grant.used_icons
            ]
        entry = next((o[n] for o in options if o[n]["icon"] == icon), None)
        by = self.board.character(action.by)
        instead = (
            None if entry is not None or by is None else stand_in(self.effects, by, action.cards[0])
        )
        if instead is not None and options:
            entry = options[0][n]  # it stands for the next follow-up the card names
            action.follows_as = entry["icon"]
            action.rules.append("MR.19")
            action.description += (
                f" ({instead.card.name}: in place of the {entry['icon'].title()} follow-up)"
            )
        if entry is None:
            used = f" (already used: {', '.join(grant.used_icons)})" if grant.used_icons else ""
            allowed = sorted({o[n]["icon"] for o in options}) if options else []
            raise Illegal(
                "OR.attack.teamwork",
                f"this follow-up must be a {' or '.join(allowed) or 'different'} attack{used}; "
                "each follow-up is of a different power type",
            )
        in_play = [c for e in self.effects for c in e.clauses]
        times = bonus_multiplier(in_play, "teamwork", icon)
        bonus = entry["bonus"] * times
        value_set, setter = teamwork_bonus_set(self.effects, action.player, icon)
        if setter is not None:
            bonus, times = value_set, 1
            action.rules.append("MR.19")
            action.description += f" ({setter.card.name} sets the teamwork bonus to +{bonus})"
        else:
            for amount, adder in teamwork_bonus_added(self.effects, action.player, action.by, icon):
                bonus += amount
                action.rules.append("MR.19")
                action.description += f" ({adder.card.name} adds {amount:+d} to the teamwork bonus)"
        action.bonus += bonus
        if action.value is not None:
            action.value += bonus
        action.card_kinds |= {"universe", "teamwork"}
        action.rules.append("OR.attack.teamwork")
        counted = f" (counted {times} times by an effect in play)" if times != 1 else ""
        if times != 1:
            action.rules.append("MR.19")
        action.description += f", +{bonus} from the teamwork card{counted}"

    # --- attack kinds
    @staticmethod
    def _attack(
        play: Play, player: str, by: Character, target: str, rules: list[str], **fields: Any
    ) -> Action:
        """The action of ``by`` attacking ``target``; an attack on a battlesite also cites
        ``OR.attack.battlesite``."""
        if target == "battlesite":
            rules = [*rules, "OR.attack.battlesite"]
        return Action(
            index=play.index,
            player=player,
            by=by.id,
            rules=rules,
            target=target,
            targeted=True,
            **fields,
        )

    def _target_for(self, play: Play, player: str, allows_reserve: bool = False):
        if play.target is None:
            raise Illegal("OR.fight", "an attack names its target (a character or battlesite)")
        return self.target(play, player, allows_reserve)
