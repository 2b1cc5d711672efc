"""Two hits switched ("Carnage may switch a hit from his hits from current battle with a hit
from his permanent record", "Hulk may switch any 2 Intellect cards on the Permanent Record of
any two Front Line characters on his team", "may switch any 2 Power cards of equal value on any
two of opponent's characters"): the play names the two hits with the card's ``switches``
(``[{"character": "a1", "icon": "intellect", "value": 5, "record": "permanent"}, {...}]``), and
each takes the other's place (OR.hits, MR.1). The card's words decide which hits qualify: whose
records, which records, their power type, equal values, and the characters' code ("on any two
of opponent's heroes": the clause's ``who_code``, OR.code-rule; a character whose code the
board does not give is never taken). A play naming none leaves the clause
marked ``switch_unnamed`` (not applied); hits that do not qualify are not switched, and the
step says why.
"""

from __future__ import annotations

from typing import Any

from rules.engine.cards import POWER_TYPES
from rules.engine.state_limits import HIT_ICONS, RECORDS
from rules.engine.who_codes import code_refusal

_SIDES = {"self", "front_line_teammates", "teammates", "team", "opponent_team"}


def _switched(clause: dict[str, Any]) -> dict[str, Any] | None:
    """The hits the switch names, typed (``hit_filter``); an empty dict for any hit, None when
    its words are not typed."""
    typed = clause.get("hit_filter")
    if isinstance(typed, dict):
        return typed
    return None if clause.get("filter") else {}


def reads_switch(clause: dict[str, Any]) -> bool:
    """The hits the switch names are ones this module checks: of Power cards, of a power type,
    of equal value."""
    typed = _switched(clause)
    if clause.get("between") not in _SIDES or typed is None:
        return False
    kinds, icons = set(typed.get("card_kinds") or ()), set(typed.get("icons") or ())
    return kinds <= {"power"} and icons <= set(POWER_TYPES)


def read_switches(reader: Any, data: dict[str, Any], path: str) -> None:
    """Validate a card's ``switches`` (the two hits it switches), naming the bad field."""
    switches = data.get("switches")
    if switches is None:
        return
    at = f"{path}.switches"
    if not isinstance(switches, list) or len(switches) != 2:
        reader.bad(at, "must name the two hits switched")
        return
    for i, s in enumerate(switches):
        if not isinstance(s, dict):
            reader.bad(f"{at}.{i}", "must be a hit: {character, icon, value, record}")
            continue
        if not isinstance(s.get("character"), str):
            reader.bad(f"{at}.{i}.character", "must be a character id (a string)")
        reader.icon(s.get("icon"), f"{at}.{i}.icon", HIT_ICONS)
        reader.int_in(s.get("value"), f"{at}.{i}.value", 0, 99)
        if s.get("record", "permanent") not in RECORDS:
            reader.bad(f"{at}.{i}.record", "must be current or permanent")


def fill_switches(clauses: list[dict[str, Any]], raw: Any) -> list[dict[str, Any]]:
    """The clauses, a ``switch_cards`` marked ``switch_unnamed`` when the play names no hits."""
    named = isinstance(raw, dict) and isinstance(raw.get("switches"), list)
    return [
        {**c, "switch_unnamed": True} if c.get("kind") == "switch_cards" and not named else c
        for c in clauses
    ]


def _find(board: Any, s: dict[str, Any]) -> tuple[Any, Any]:
    char = board.character(s.get("character"))
    icon = str(s.get("icon")).lower().replace("-", "_")
    record = s.get("record", "permanent")
    hit = next(
        (
            h
            for h in (char.hits if char is not None else [])
            if h.icon == icon and h.value == s.get("value") and h.record == record
        ),
        None,
    )
    return char, hit


def _problem(clause: dict[str, Any], board: Any, by: Any, found: list[tuple]) -> str | None:
    """Why the two hits named may not be switched by this card, if so."""
    (c1, h1), (c2, h2) = found
    if c1 is None or c2 is None or h1 is None or h2 is None:
        return "the play names a hit that is not on that character's record"
    between = clause.get("between")
    records = set(clause.get("records") or ("permanent",))
    if by is None:
        return "the card names no character playing it"
    if between == "self":
        if c1 is not by or c2 is not by:
            return f"both hits must be on {by.name}'s records"
        if records == {"current", "permanent"} and h1.record == h2.record:
            return "one hit must be from each record (the current battle's and the permanent)"
    else:
        if c1 is c2:
            return "the hits must be on two different characters"
        side = by.player if between != "opponent_team" else ("B" if by.player == "A" else "A")
        front = board.players[side].front_line
        for c in (c1, c2):
            if c.player != side or c.removed:
                return f"{c.name} is not one of the characters the card names"
            if between == "front_line_teammates" and c not in front:
                return f"{c.name} is not in the Front Line"
    for c in (c1, c2):
        refused = code_refusal(clause.get("who_code"), c, f"switching {c.name}'s hits")
        if refused:
            return refused
    if not {h1.record, h2.record} <= records:
        return f"the card switches hits of the {' or '.join(sorted(records))} record only"
    typed = _switched(clause) or {}
    for icon in typed.get("icons") or ():
        if icon not in (h1.icon, *h1.icons) or icon not in (h2.icon, *h2.icons):
            return f"the card switches {icon.title()} hits only"
    power = "power" in (typed.get("card_kinds") or ())
    if power and not (h1.source == "power" and h2.source == "power"):
        return "the card switches hits of Power cards only"
    if clause.get("equal_value") and h1.value != h2.value:
        return "the card switches hits of equal value only"
    return None


def switch_hits(
    clause: dict[str, Any],
    card: Any,
    board: Any,
    by: Any,
    changes: list[dict[str, Any]],
    texts: list[str],
) -> bool:
    """Switch the two hits the play names for ``card``; whether the clause was one of these."""
    if clause.get("kind") != "switch_cards" or clause.get("switch_unnamed"):
        return False
    if not reads_switch(clause):
        return False
    named = card.raw.get("switches") if isinstance(card.raw, dict) else None
    found = [_find(board, s) for s in named or ()]
    problem = "the play names no hits" if len(found) != 2 else _problem(clause, board, by, found)
    if problem is not None:
        texts.append(f"no hits are switched: {problem}")
        return True
    (c1, h1), (c2, h2) = found
    h1.record, h2.record = h2.record, h1.record
    if c1 is not c2:
        c1.hits.remove(h1)
        c2.hits.remove(h2)
        c1.hits.append(h2)
        c2.hits.append(h1)
    changes.append({"op": "switch_hits", "characters": [c1.id, c2.id]})
    texts.append(
        f"the level {h1.value} {h1.icon.title()} hit of {c1.name} and the level {h2.value}"
        f" {h2.icon.title()} hit of {c2.name} switch places"
    )
    return True
