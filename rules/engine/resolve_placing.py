"""The Resolver's placing step: cards placed on a character or the home base before the battle, within the character's limits and the additional cards effects in play allow (OR.placing, MR.15)."""

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


class PlacingMixin:
    def place(self, play: Play, player: str) -> None:
        if self.battle_started:
            raise Illegal("OR.placing", "cards are placed before the battle begins")
        if play.by == "home_base":
            home = self.board.players[player].home_base
            if home is None:
                raise Illegal("MR.15", "this player has no home base to place cards on")
            self.step(
                play.index,
                f"Player {player} places {describe_cards(play.cards)} on the home base.",
                ["OR.placing", "MR.15"],
                "placed",
                [{"op": "place", "character": "home_base", "card": c.name} for c in play.cards],
            )
            return
        char = self.board.character(play.by)
        if char is None or char.player != player:
            raise Illegal(
                "OR.placing", f"there is no character {play.by!r} on player {player}'s team"
            )
        if char.removed:
            raise Illegal("OR.ko.effects", f"{char.name} has been KO'd")
        changes = []
        rules, notes = ["OR.placing"], []
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
            fallen = [c for c in self.board.characters() if c.removed]
            if card.kind == "special" and not special_allowed(card, char, self.effects(), fallen):
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
            f"Player {player} places {describe_cards(play.cards)} on {char.name}{said}.",
            rules,
            "placed",
            changes,
        )
