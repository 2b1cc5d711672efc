"""Why the engine does not apply one clause, in words a judge reads with the warning: the
reason a kind is never applied (``reach_missing``), or the narrowing field of the clause its
reader does not read (``reach_unread``): a hero or villain code, a subject picked in words, a
filter kept as words. None when the kind's limits are the only words there are."""

from __future__ import annotations

from typing import Any

from rules.engine.reach_missing import NOT_APPLIED_BECAUSE
from rules.engine.reach_table_gaps import CODE_GAP
from rules.engine.reach_unread import unread_field
from rules.engine.shift_names import PAID, bought_shift
from rules.engine.shift_sources import unread_source, why_unread

#: The narrowing fields a reader does not read, in the game's words.
_FIELD_WORDS = {
    "who": "the characters it names are picked in words no reader of the engine picks by",
    "against": "the characters it aims at are picked in words no reader of the engine picks by",
}


def clause_reason(clause: dict[str, Any]) -> str | None:
    """The reason ``clause`` is not applied, when one is known for it alone."""
    kind = str(clause.get("kind"))
    if bought_shift(clause):
        return PAID  # "discard 2 cards ... to move any attack ..." (shift_names)
    if kind in NOT_APPLIED_BECAUSE:
        return NOT_APPLIED_BECAUSE[kind]
    field = unread_field(clause)
    if field is None:
        return None
    if field == "who_code":
        return CODE_GAP
    if field == "from" and unread_source(clause):
        return why_unread(clause)  # a team's front line in words; onto a home base
    return _FIELD_WORDS.get(
        field,
        f"its {field.replace('_', ' ')} narrows it in a way the engine does not read: applied"
        " without it, the ruling would be wider than the card",
    )
