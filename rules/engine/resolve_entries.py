"""The Resolver's reserve entering the battle after a front-line teammate's KO: the play
``{"type": "enter"}``, as a card allows it, unless a card in play makes the reserve skip a
battle first (``reserve_entries``, OR.reserve)."""

from __future__ import annotations

from rules.engine.attacks import Illegal
from rules.engine.plays import Play
from rules.engine.reserve_entries import (
    entry_allowed_by,
    entry_barred_by,
    kod_front_line,
    outranks,
)


class EntriesMixin:
    def enter(self, play: Play, player: str) -> None:
        """The reserve enters the battle after a front-line teammate's KO, as a card allows
        (``reserve_entries``); it is not an action, and the turn stays where it is."""
        side = self.board.players[player]
        reserve = side.reserve
        if reserve is None or (play.by is not None and play.by != reserve.id):
            raise Illegal("OR.reserve", f"the character entering must be player {player}'s reserve")
        kod = kod_front_line(self.board, player)
        if not kod:
            raise Illegal(
                "OR.reserve",
                f"no front-line character of player {player} has been KO'd this battle",
            )
        allowed = entry_allowed_by(self.board, player, reserve)
        bar = entry_barred_by(self.effects(), reserve)
        if bar is not None and (allowed is None or not outranks(allowed[2], bar)):
            over = f", over {allowed[0]}, which would let it in" if allowed else ""
            raise Illegal(
                ["OR.reserve", "MR.19", "MR.17"] if allowed else ["OR.reserve", "MR.19"],
                f"{bar.card.name} in play: {reserve.name} must skip a battle before entering{over}",
            )
        if allowed is None:
            raise Illegal(
                "OR.reserve",
                f"{reserve.name} may enter only at the next battle: no card lets the reserve"
                " enter when a teammate is KO'd",
            )
        rules = ["OR.reserve", allowed[1]]
        said = ""
        if bar is not None:  # the card letting it in ranks above the one holding it back
            rules.append("MR.17")
            said = f" (over {bar.card.name}, which would make it skip a battle)"
        side.reserve = None
        side.front_line.append(reserve)
        reserve.position = "front_line"
        self.step(
            play.index,
            f"{reserve.name} enters the battle from the reserve, as {allowed[0]} allows, since"
            f" {', '.join(c.name for c in kod)} was KO'd{said}.",
            rules,
            "effect",
            [{"op": "character_move", "character": reserve.id, "to": "front_line"}],
        )
