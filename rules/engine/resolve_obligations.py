"""The Resolver's checks of what card text asks of the board: an obligation to attack before a
pass (``attack_obligations``), and a mission pile's count a modifier waits on
(``mission_counts``), said in a warning when the board does not give it."""

from __future__ import annotations

from rules.engine import reach
from rules.engine.action_model import Illegal
from rules.engine.attack_obligations import OBLIGATION_RULES, pass_barred, unchecked
from rules.engine.mission_counts import unchecked_counts
from rules.engine.plays import Play


class ObligationsMixin:
    def check_pass(self, play: Play, player: str) -> None:
        """A pass is illegal while a character obliged to attack can still attack; when the
        board does not say (no hand given), the answer warns the obligation is not checked."""
        barred = pass_barred(self.board, player)
        if barred is not None:
            raise Illegal(list(OBLIGATION_RULES), f"player {player} may not pass: {barred}")
        for e, clause, char in unchecked(self.board, player):
            key = (f"{e.card.name} (obligation)", play.index)
            if key in self._warned:
                continue
            self._warned.add(key)
            text = (
                f"{e.card.name}, not applied: {reach.clause_words(clause)} (the board gives no"
                f" hand for player {player}, so whether {char.name} can still attack is not"
                " known: give the hand)"
            )
            self.warnings.append(reach.clause_warning(e.card.name, play.index, clause, text))

    def warn_counts(self) -> None:
        """Modifiers waiting on a mission pile's count that the board does not give."""
        for e, clause in unchecked_counts(self.board):
            key = (f"{e.card.name} (mission count)", None)
            if key in self._warned:
                continue
            self._warned.add(key)
            text = (
                f"{e.card.name}, not applied: {reach.clause_words(clause)} (the board gives no"
                " mission piles for that player: give its missions)"
            )
            self.warnings.append(reach.clause_warning(e.card.name, None, clause, text))
