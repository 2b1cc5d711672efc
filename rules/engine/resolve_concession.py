"""The Resolver's handling of a concession: conceding (OR.concede), what may answer it (MR.10.concede:
only a card that may be made after the opponent has conceded, or the conceding side's own card
offering that answer) and the cards played only in answer to one."""

from __future__ import annotations

from typing import Any

from rules.engine.attacks import Action, Grant, Illegal
from rules.engine.concession_attacks import answered_by_rule, answers_concession
from rules.engine.defense import NOT_DEFENSIVE_TIMING
from rules.engine.plays import Play
from rules.engine.resolution import CONCESSION_TIMING
from rules.engine.state import Effect, other


class ConcessionMixin:
    """Conceding and answering a concession (mixed into the Resolver)."""

    def check_concession_timing(self, action: Action, response: bool, grant: Grant | None) -> None:
        """Refuse an attack whose timing does not fit the concession (or its absence)."""
        if response:
            card = _timed(action.cards, NOT_DEFENSIVE_TIMING)
            if card is not None:
                raise Illegal(
                    ["MR.10.concede", "MR.10"],
                    f"a response to a concession is a defensive play, and {card.name} may not be played defensively",
                )
            if action.is_attack and grant is None and not self._concession_answerable(action):
                raise Illegal(
                    ["OR.concede", "MR.10.concede"],
                    "the battle is conceded, so neither player may attack: only a card that lets "
                    "its character attack after the opponent has conceded may answer",
                )
            return
        card = _timed(action.cards, CONCESSION_TIMING)
        if card is not None:
            raise Illegal(
                ["MR.10.concede", "MR.1"], f"{card.name} is played only when the opponent concedes"
            )
        for card in action.cards:
            if any(answers_concession(c) for c in card.clauses):
                raise Illegal(
                    ["MR.10.concede", "MR.1"],
                    f"{card.name} is played only after the opponent has conceded",
                )

    def concede_forbidden(self, player: str) -> Effect | None:
        """An effect in play that keeps ``player`` from conceding ("opponent may not concede")."""
        for e in self.effects():
            for c in e.clauses:
                if (
                    c.get("kind") == "concede"
                    and c.get("allowed") is False
                    and (
                        e.player != player
                        or c.get("who") in ("both_players", "each_player", "player", "self", "team")
                    )
                    and not self.concede_bar_lifted(c)
                ):
                    return e
        return None

    def _concession_answerable(self, action: Any) -> bool:
        """Whether this attack may answer the concession: a card of it may be made after the
        opponent has conceded, or an effect in play on the conceding side offers its opponent
        1 attack after it concedes (a home base's lasting text, ``answered_by_rule``)."""
        if _answers_concession(action.cards):
            return True
        held = [c for e in self.effects() if e.player == self.concession for c in e.clauses]
        return any(answered_by_rule(c) for c in held)

    def concede_bar_lifted(self, clause: dict[str, Any]) -> bool:
        """ "May not concede until they have each taken 1 turn": the bar ends once both
        players took a turn in this resolution."""
        until = clause.get("duration")
        if not isinstance(until, dict) or "turn" not in str(until.get("until") or ""):
            return False
        return self.turns_taken >= set(self.board.players)

    def concede(self, play: Play, player: str) -> None:
        e = self.concede_forbidden(player)
        if e is not None:
            raise Illegal(
                ["OR.concede", "MR.19"], f"{e.card.name} keeps player {player} from conceding"
            )
        me = self.board.players[player]
        me.conceded = True
        self.concession = player
        self.battle_started = True
        self.board.turn = other(player)
        self.step(
            play.index,
            f"Player {player} concedes the battle and loses the venture; player {other(player)} may answer the concession once.",
            ["OR.concede", "MR.10.concede", "MR.13"],
            "conceded",
            [{"op": "concede", "player": player}],
        )


def _answers_concession(cards: list[Any]) -> bool:
    """Whether a card of this attack may be made after the opponent has conceded ("May be made
    after opponent has conceded the battle", OR.concede's exception under MR.10.concede)."""
    if _timed(cards, CONCESSION_TIMING) is not None:
        return True
    return any(answers_concession(c) for card in cards for c in card.clauses)


def _timed(cards: list[Any], whens: tuple[str, ...]) -> Any:
    """The first card whose printed timing is one of ``whens`` ("Play when opponent concedes")."""
    for card in cards:
        if any(c.get("kind") == "timing" and str(c.get("when")) in whens for c in card.clauses):
            return card
    return None
