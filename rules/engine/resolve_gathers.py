"""The Resolver's moving of hits gathered onto one character (``hits_gathered``): by a card
played, or by an event in play before the battle's first play."""

from __future__ import annotations

from typing import Any

from rules.engine.attacks import Action
from rules.engine.hits_gathered import gather, gathers, receiver
from rules.engine.state import Character


class GathersMixin:
    def apply_gathers_in_play(self) -> None:
        """An event in play that gathers hits onto the front-line character it names (its
        target) does so once, before the first play (OR.events)."""
        for eff in list(self.board.in_play):
            if eff.kind != "event":
                continue
            for c in eff.clauses:
                if not gathers(c):
                    continue
                onto, why = receiver(self.board, c, eff.player, None, eff.target)
                if onto is None:
                    self.warn_gather(eff.card.name, None, c, why)
                    continue
                changes, words = gather(self.board, c, eff.player, onto)
                step = self.step(
                    None, f"{eff.card.name}: {words}.", ["OR.events", "OR.hits"], "effect", changes
                )
                if changes:
                    self.check_ko(onto, step, "hits moved onto it")

    def gather_hits(
        self,
        action: Action,
        clause: dict[str, Any],
        target: Character | None,
        changes: list[dict[str, Any]],
        texts: list[str],
    ) -> bool:
        """One ``move_hits`` clause of a card played (from ``apply_clauses``); False when it
        is not of this form, or the play names no receiver (the warning says why)."""
        if not gathers(clause):
            return False
        card = action.special or action.cards[0]
        by = self.board.character(action.by)
        onto, why = receiver(
            self.board, clause, action.player, by, target.id if target else action.target
        )
        if onto is None:
            self.warn_gather(card.name, action.index, clause, why)
            return False
        moved, words = gather(self.board, clause, action.player, onto)
        changes.extend(moved)
        texts.append(words)
        return True

    def warn_gather(self, card: str, play: int | None, clause: dict[str, Any], why: str) -> None:
        self.warn_once(card, play, clause, why, "hits moved")  # resolve_obligations
