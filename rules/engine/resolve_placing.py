"""The Resolver's placing step: cards placed on a character or the home base before the battle, within the character's limits and the additional cards effects in play allow (OR.placing, MR.15); during the battle, only as a turn an effect in play lets a player spend placing cards (``turn_instead``)."""

from __future__ import annotations

from rules.engine.attack_cards import card_kinds
from rules.engine.attacks import (
    Illegal,
    describe_cards,
    power_usable,
)
from rules.engine.placed_caps import team_cap
from rules.engine.placement import extra_slots, placed_limit, slots_beyond
from rules.engine.placing_bars import placing_bar
from rules.engine.plays import Play
from rules.engine.special_permissions import special_allowed
from rules.engine.state import other
from rules.engine.turn_instead import PlacingTurn, placing_turn


class PlacingMixin:
    def placing_instead(self, play: Play, player: str) -> PlacingTurn:
        """During the battle a player places cards only as his turn, as an effect in play
        allows ("each player may either take his turn or place 1 card"): on his turn, before
        he passes, and no more cards than it says (OR.fight, MR.19)."""
        instead = placing_turn(self.effects(), player)
        if instead is None:
            raise Illegal("OR.placing", "cards are placed before the battle begins")
        if self.action_open:
            self.check_string_owed(play)
            self.close_action()
        name = instead.effect.card.name
        if self.board.battle_over:
            raise Illegal(
                ["MR.13", "OR.battle-end"], "the battle is over; no more plays may be made"
            )
        if player != self.board.turn:
            raise Illegal(
                ["OR.fight", "MR.19"],
                f"{name} lets player {player} place cards instead of a turn, and it is player"
                f" {self.board.turn}'s turn",
            )
        if self.board.players[player].passed:
            raise Illegal("OR.pass", f"player {player} has passed and takes no more turns")
        if instead.count is not None and len(play.cards) > instead.count:
            raise Illegal(
                ["OR.fight", "MR.19"],
                f"{name} lets a player place {instead.count} card(s) instead of a turn",
            )
        return instead

    def end_placing_turn(self, player: str) -> None:
        """The placing was the player's turn: the turn goes to the opponent."""
        self.turns_taken.add(player)
        self.board.passes = 0
        self.board.turn = other(player)

    def place(self, play: Play, player: str) -> None:
        instead = self.placing_instead(play, player) if self.battle_started else None
        turn = f" instead of taking a turn, as {instead.effect.card.name} allows" if instead else ""
        turn_rules = ["OR.fight", "MR.19"] if instead else []
        if play.by == "home_base":
            home = self.board.players[player].home_base
            if home is None:
                raise Illegal("MR.15", "this player has no home base to place cards on")
            self.step(
                play.index,
                f"Player {player} places {describe_cards(play.cards)} on the home base{turn}.",
                ["OR.placing", "MR.15", *turn_rules],
                "placed",
                [{"op": "place", "character": "home_base", "card": c.name} for c in play.cards],
            )
            if instead:
                self.end_placing_turn(player)
            return
        char = self.board.character(play.by)
        if char is None or char.player != player:
            raise Illegal(
                "OR.placing", f"there is no character {play.by!r} on player {player}'s team"
            )
        if char.removed:
            raise Illegal("OR.ko.effects", f"{char.name} has been KO'd")
        changes = []
        rules, notes = ["OR.placing", *turn_rules], []
        for card in play.cards:
            slot = "universe" if card.kind == "universe" else card.kind
            if slot not in ("power", "universe", "tactic", "special"):
                raise Illegal("OR.placing", f"{card.label()} may not be placed on a character")
            taken = [
                p for p in char.placed if ("universe" if p.kind == "universe" else p.kind) == slot
            ]
            limit, distinct = placed_limit(char, slot)
            if len(taken) >= limit:
                extra = extra_slots(char, slot, self.effects(), card_kinds(card))
                if extra.count is not None and slots_beyond(char) >= extra.count:
                    raise Illegal(
                        "OR.placing",
                        f"{char.name} already has a {slot} card placed ({taken[0].name})",
                    )
                if extra.distinct and any(p.name.lower() == card.name.lower() for p in taken):
                    raise Illegal(
                        ["OR.placing", "MR.19"],
                        f"the cards {' and '.join(extra.cards)} lets {char.name} hold placed"
                        " may not be duplicates",
                    )
                rules.extend(["MR.1", "MR.19"])
                notes.append(f"an additional card {' and '.join(extra.cards)} allows")
            if distinct and any(p.name.lower() == card.name.lower() for p in taken):
                raise Illegal(
                    ["OR.placing", "OR.inherent"],
                    f"the {slot} cards placed on {char.name} may not be duplicates",
                )
            if card.kind == "power" and power_usable(card, char) is None:
                raise Illegal(
                    ["OR.placing", "OR.power-card"],
                    f"{char.name} may not use a {card.label()}, so it may not be placed there",
                )
            others = list(self.board.characters())
            if card.kind == "special" and not special_allowed(card, char, self.effects(), others):
                raise Illegal(
                    ["OR.placing", "OR.special"],
                    f"{char.name} may not play {card.name}, so it may not be placed there",
                )
            if (bar := placing_bar(char, card, self.effects())) is not None:
                raise Illegal(
                    ["OR.placing", "MR.19"],
                    f"{bar.card.name} keeps {char.name} from placing cards",
                )
            if (cap := team_cap(self.board, char)) is not None and len(char.placed) >= cap[0]:
                raise Illegal(  # placed_caps
                    ["OR.placing", "OR.placing.team-cap"],
                    f"{cap[1]} lets {char.name} hold only {cap[0]} placed cards",
                )
            card.source = "placed"
            char.placed.append(card)
            changes.append({"op": "place", "character": char.id, "card": card.name})
        said = f" ({'; '.join(notes)})" if notes else ""
        self.step(
            play.index,
            f"Player {player} places {describe_cards(play.cards)} on {char.name}{turn}{said}.",
            rules,
            "placed",
            changes,
        )
        if instead:
            self.end_placing_turn(player)
