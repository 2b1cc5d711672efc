"""An event's hits removed from every character it names, when the battle begins: "Remove 1
hit from the permanent record of all characters with an inherent ability" (a ``remove_hits``
of an event in play, its subject a group of characters of both sides, narrowed by the code it
may name: "of all heroes", OR.code-rule).

The event is played before the battle's first play (OR.events): its removal is made once, then;
on a board whose battle has already begun it is taken as made. Which hit goes is the player's
choice: the step takes the latest of the record and says so.
"""

from __future__ import annotations

from typing import Any

from rules.engine.chosen_subjects import ANY_ONE
from rules.engine.hit_filters import hit_matcher
from rules.engine.state import Board, Character, Effect
from rules.engine.who_codes import code_fits

#: Subjects of an event's hit removal: the characters of both sides it names.
GROUPS = {
    "characters_with_ability": lambda c: bool(c.inherent.strip() or c.inherent_clauses),
    "all_characters": lambda c: True,
}


def removes_from_group(clause: dict[str, Any]) -> bool:
    return clause.get("kind") == "remove_hits" and clause.get("who") in GROUPS


def removes_from_chosen(clause: dict[str, Any]) -> bool:
    """ "Remove 1 hit from the permanent record of any hero for each Mission card in defeated
    missions pile" (The Crossing): the event's player chooses the character, given as the
    event's target (``chosen_subjects`` checks its code)."""
    return clause.get("kind") == "remove_hits" and clause.get("who") in ANY_ONE


def remove_from_group(
    board: Board, eff: Effect, clause: dict[str, Any], changes: list[dict[str, Any]]
) -> list[str]:
    """Remove the hits the clause names from each character of its group; the texts of what
    was removed."""
    named = GROUPS[str(clause.get("who"))]
    # only the hits its words name ("all hits with an Energy icon", ``hit_filters``)
    named_hit = hit_matcher(clause)
    if named_hit is None:
        return [f"which hits it names is left to the table ({clause.get('filter')})"]
    count = clause.get("count")
    record = clause.get("record") or "any"
    texts = []
    chars: list[Character] = [c for c in board.characters() if not c.removed and not c.ko]
    for char in chars:
        # "... of all heroes": the villains keep their hits; a character whose code the board
        # does not give keeps them too, and the answer warns (``who_codes.warn_uncoded``)
        if not named(char) or code_fits(clause.get("who_code"), char) is not True:
            continue
        pool = [
            h for h in char.hits if (record in ("any", None) or h.record == record) and named_hit(h)
        ]
        take = pool if count == "all" else pool[-(count if isinstance(count, int) else 1) :]
        for h in take:
            char.hits.remove(h)
            changes.append({"op": "remove_hit", "target": char.id, "hit": h.to_json()})
        if take:
            texts.append(f"{len(take)} hit(s) removed from {char.name}'s {record} record")
    return texts
