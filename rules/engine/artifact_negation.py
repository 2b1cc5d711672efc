"""A card that negates the effect of every artifact ("Negates the effect of all Artifact
cards. ... Discard this card after use.") and the cards that keep a character's artifacts in
play ("Target Character's Tactic Artifact cards may not be removed from play for remainder
of game").

* Played, the card takes every artifact's effect out of play, on both sides (an artifact's
  effect lasts until the artifact is removed from play, OR.tactic-artifact; the card is played
  as written, MR.1).
* An effect in play that says the artifacts of the character they are on may not be removed
  keeps them, when it wins the conflict by MR.17 (a special outranks the tactic that negates;
  between equals the one played last wins).
* "Discard this card after use": the card does not stay in play; its effect ends once
  applied, and it goes to the dead pile (OR.discard-piles).
"""

from __future__ import annotations

from typing import Any

from rules.engine.clauses import tuple_of
from rules.engine.defense_outcome import concerns_target
from rules.engine.priority import Effect as Ranked
from rules.engine.priority import resolve_priority
from rules.engine.shift import kind_for_priority
from rules.engine.state import Board, CardUse, Effect

#: The rules the step cites: the card as written, artifacts' effects, priority, the pile.
NEGATION_RULES = ["MR.1", "OR.tactic-artifact"]
KEPT_RULES = ["MR.17", "MR.19"]
AFTER_USE_RULES = ["MR.1", "OR.discard-piles"]


def negates_artifacts(clause: dict[str, Any]) -> bool:
    """ "Negates the effect of all Artifact cards": every artifact, whoever played it."""
    return (
        clause.get("kind") == "negate"
        and clause.get("count") == "all"
        and tuple_of(clause.get("card_kinds")) == ("artifact",)
        and not (clause.get("against") or clause.get("by") or clause.get("words"))
    )


def keeps_artifacts(clause: dict[str, Any]) -> bool:
    """ "<X>'s Tactic Artifact cards may not be removed from play"."""
    return clause.get("kind") == "not_removed" and "artifact" in tuple_of(clause.get("card_kinds"))


def discarded_after_use(clauses: list[dict[str, Any]]) -> bool:
    return any(
        c.get("kind") == "discipline" and c.get("action") == "discard_after_use" for c in clauses
    )


def _is_artifact(effect: Effect) -> bool:
    return effect.card.kind == "tactic" and effect.card.subtype == "artifact"


def _keeper(board: Board, artifact: Effect, negator: CardUse, order: int) -> Effect | None:
    """An effect in play keeping ``artifact`` in play against ``negator`` (MR.17)."""
    char = board.character(artifact.target or artifact.by)
    if char is None:
        return None
    for e in board.all_effects():
        if not any(
            keeps_artifacts(c) and concerns_target(e, str(c.get("who") or "self"), char)
            for c in e.clauses
        ):
            continue
        keep = Ranked(id="keep", type=kind_for_priority(e.card.kind))
        negate = Ranked(id="negate", type=kind_for_priority(negator.kind))
        played = [keep, negate] if e.order < order else [negate, keep]
        if resolve_priority(played).winner == "keep":
            return e
    return None


def negate_artifacts(
    board: Board,
    card: CardUse,
    clauses: list[dict[str, Any]],
    order: int,
    changes: list,
    texts: list,
) -> list[str]:
    """Apply the card's negation of every artifact and its discard after use; the rules."""
    rules: list[str] = []
    if any(negates_artifacts(c) for c in clauses):
        rules += NEGATION_RULES
        for where, effects in (
            ("board", board.in_play),
            *((c.id, c.in_play) for c in board.characters()),
        ):
            for e in [x for x in effects if _is_artifact(x) and x.card is not card]:
                kept = _keeper(board, e, card, order)
                if kept is not None:
                    texts.append(f"{kept.card.name} keeps {e.card.name} in play")
                    rules += KEPT_RULES
                    continue
                effects.remove(e)
                changes.append(
                    {"op": "effect_end", "card": e.card.name, "where": where, "reason": "negated"}
                )
                texts.append(f"{e.card.name}'s effect is negated and leaves play")
    if discarded_after_use(clauses):
        rules += AFTER_USE_RULES
        for where, effects in (
            ("board", board.in_play),
            *((c.id, c.in_play) for c in board.characters()),
        ):
            for e in [x for x in effects if x.card is card]:
                effects.remove(e)
                changes.append(
                    {"op": "effect_end", "card": e.card.name, "where": where, "reason": "after use"}
                )
        texts.append(f"{card.name} is discarded to the dead pile after use")
    return rules
