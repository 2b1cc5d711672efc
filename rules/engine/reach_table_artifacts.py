"""Reach entries for the artifacts kept in play against a card that negates them all
(``artifact_negation``)."""

from __future__ import annotations

from rules.engine.reach_places import Reach

ARTIFACT_REACH: dict[str, Reach] = {
    "not_removed": Reach(
        ("resolve",),
        "when a card in play negates the effect of all artifacts, the artifacts of the character"
        " it names stay in play if the card keeping them wins by MR.17 (a special outranks a"
        " tactic; between equals the last played wins)",
        "no other rule the engine applies takes an artifact out of play; the placed artifacts a"
        " card discards are stated for the table",
    ),
}
