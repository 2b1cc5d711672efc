"""The Resolver's conditional effects of a card: what happens if the attack succeeds, fails,
knocks out its target, or if the team is outnumbered or the hits reach a total.

Separate from ``resolve_effects`` (which applies the clauses themselves) because deciding
whether a condition holds is its own job; the clauses it lets through go to ``apply_clauses``.
"""

from __future__ import annotations

from typing import Any

from rules.engine import reach
from rules.engine.attacks import Action
from rules.engine.card_hits import LASTING_CONDITIONS
from rules.engine.drawn_card_conditions import drawn_card_step, is_drawn_card_condition
from rules.engine.own_ko_returns import waits_for_own_ko
from rules.engine.state import other


class ConditionsMixin:
    """Conditions of a card played or resolved, checked against the board."""

    def apply_conditions(self, action: Action, when: str) -> None:
        for cond in action.conditions:
            w = cond.get("when")
            if w in LASTING_CONDITIONS and when in ("played", "successful"):
                then = cond.get("then") or []
                lasts = next((c["duration"] for c in then if c.get("duration")), None)
                self.apply_clauses(action, [{**cond, "duration": lasts}], None, "effect")
            elif when == "successful" and w == "successful":
                target = self.board.character(action.target)
                # its follow-up attacks are offered as a grant (``open_grants``)
                then = [c for c in cond.get("then") or [] if c.get("kind") != "additional_attack"]
                self.apply_clauses(action, then, target, "effect", conditional=True)
            elif when == "not_successful" and w in ("not_successful", "defended"):
                target = self.board.character(action.original_target)
                self.apply_clauses(
                    action, list(cond.get("then") or []), target, "effect", conditional=True
                )
            elif when == "played" and is_drawn_card_condition(cond):
                card = (action.special or action.cards[0]).name
                self.step(action.index, *drawn_card_step(card, cond, reach.clause_words(cond)))
            elif when == "played" and waits_for_own_ko(cond):
                self.wait_for_own_ko(action, cond)  # resolve_returns
            elif when == "played" and w == "after_ko":
                self.apply_after_ko(action, cond)  # resolve_returns
            elif when == "played" and w == "team_outnumbered":
                self.apply_if_outnumbered(action, cond)
            elif when == "successful" and w == "successful_and_hits_total":
                self.apply_hits_total(action, cond)
            elif when == "successful" and w in ("target_ko", "ko"):
                target = self.board.character(action.target)
                if target is not None and target.ko:
                    self.apply_clauses(
                        action, list(cond.get("then") or []), target, "effect", conditional=True
                    )

    def apply_if_outnumbered(self, action: Action, cond: dict[str, Any]) -> None:
        """ "... for remainder of battle if Daredevil's team is outnumbered": when the card is
        played, the side has fewer active front-line characters than the opponent's."""
        mine = len(self.board.players[action.player].active())
        theirs = len(self.board.players[other(action.player)].active())
        if mine >= theirs:
            self.step(
                action.index,
                f"Player {action.player}'s team is not outnumbered ({mine} active front-line"
                f" character(s) against {theirs}), so the card's effect does not happen.",
                ["MR.6", "OR.setup"],
                "no_effect",
            )
            return
        self.apply_clauses(action, list(cond.get("then") or []), None, "effect")

    def apply_hits_total(self, action: Action, cond: dict[str, Any]) -> None:
        """ "If successful and Target Hits totaling 15 or more, then ...": the hits on the
        target's records (the attack's own included) are added up once the attack lands."""
        target = self.board.character(action.target)
        if target is None or not str(cond.get("detail") or "").isdigit():
            return
        total, needed = sum(h.value for h in target.hits), int(cond["detail"])
        if total < needed:
            self.step(
                action.index,
                f"{target.name}'s hits total {total}, less than {needed}, so the card's"
                " conditional effects do not happen.",
                ["MR.5.conditional", "OR.hits"],
                "no_effect",
            )
            return
        self.apply_clauses(action, list(cond.get("then") or []), target, "effect", conditional=True)
