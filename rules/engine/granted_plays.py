"""Follow-up plays a card grants in words other than "additional attack" (MR.5.string).

"<Character> may play 1 additional Special card" (a ``play_additional`` permission) lets the
character go on with another card of that kind in the same string, as an additional attack
does: the resolver opens the same follow-up grant for it, limited to the kinds named.
"""

from __future__ import annotations

from typing import Any

from rules.engine.clauses import tuple_of

#: Permission actions that are follow-up plays in the same string.
PLAY_GRANTS = frozenset({"play_additional"})


def is_play_grant(clause: dict[str, Any]) -> bool:
    return clause.get("kind") == "permission" and clause.get("action") in PLAY_GRANTS


def grant_of(clause: dict[str, Any], count: Any) -> dict[str, Any]:
    """A follow-up grant (an ``additional_attack`` clause) of ``count`` plays by whom the
    clause names: a teammate or the team, else the card's own character."""
    who = clause.get("who")
    return {
        "kind": "additional_attack",
        "count": count,
        "who": who if who in ("teammate", "team", "teammates") else "self",
        "card_kinds": list(tuple_of(clause.get("card_kinds"))),
        "icons": list(tuple_of(clause.get("icons"))),
        # "1 additional Power card of 4 or less": the follow-up's value limit
        **{k: clause[k] for k in ("max_value", "min_value", "levels") if clause.get(k)},
    }


def granted_plays(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The follow-up grants (shaped as ``additional_attack`` clauses) of a card's
    ``play_additional`` permissions."""
    return [
        grant_of(c, c.get("count") if c.get("count") is not None else 1)
        for c in clauses
        if is_play_grant(c)
    ]
