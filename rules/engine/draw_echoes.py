"""Draws that answer the opponent's draws: an effect in play that says "If opponent draws
cards during battle, <character> may draw an equal number from Draw Pile" (a ``condition``
``draws_cards_during_battle`` on the opponent, carrying a draw of an ``equal`` count). When a
card makes the other side draw, the step says how many the effect's side may draw in turn,
with the card's handling notes (show the cards, no duplicates kept), for the table (MR.19)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.engine.state import Effect

#: The condition, and the subject it waits on.
DRAWS_DURING_BATTLE = "draws_cards_during_battle"


def echoes_draws(clause: dict[str, Any]) -> bool:
    """The form applied: the opponent's draws, answered by draws only."""
    then = clause.get("then") or []
    return (
        clause.get("kind") == "condition"
        and clause.get("when") == DRAWS_DURING_BATTLE
        and clause.get("detail") == "opponent"
        and bool(then)
        and all(isinstance(c, dict) and c.get("kind") == "draw" for c in then)
    )


def echoed_draws(
    effects: Iterable[Effect], drawer: str, count: Any, words
) -> list[tuple[Effect, str]]:
    """(effect, words) for each effect in play on the other side than ``drawer`` that answers
    its draw of ``count`` cards; ``words`` renders a clause in the game's words."""
    out = []
    for eff in effects:
        if eff.player == drawer:
            continue
        for c in eff.clauses:
            if not echoes_draws(c):
                continue
            notes = [
                words(x)
                for x in eff.clauses
                if x.get("kind") == "show_cards"
                or (x.get("kind") == "discipline" and x.get("action") == "no_keep_duplicates")
            ]
            many = f"{count} card(s)" if isinstance(count, int) else "as many cards"
            said = "; ".join(words(x) for x in c.get("then") or ())
            text = (
                f"{eff.card.name}: player {drawer} draws, so player {eff.player} may draw"
                f" {many} in turn ({said}"
                + (f"; {'; '.join(notes)}" if notes else "")
                + "), carried out at the table"
            )
            out.append((eff, text))
    return out
