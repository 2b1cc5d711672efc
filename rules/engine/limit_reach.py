"""Value limits ("of 4 or less", "with a value of 5 or greater") the engine does not read
yet, by the clause that holds them, for the reach check (``reach_unread``).

A clause whose limit its reader ignores would be ruled wider than the card (a permission for
every Power card, a bar on every Power card), so it is reported "not applied" instead. The
readers that do honour the limit ask ``value_limits``: defenses granted and barred
(``granted_defenses``, ``defense``), play and place bars (``shift``, ``placing_bars``,
``card_use``, ``discard_reads``, ``defense_avoids``), a special's combine (``combine_limits``)
and the discard step's text (``disciplines``).
"""

from __future__ import annotations

from typing import Any

from rules.engine.protected_defenses import is_protection

#: Permissions whose card filter is read with its value limit (``granted_defenses``).
READ_PERMISSIONS = frozenset(
    {
        "use_to_avoid",
        "use_to_defend",
        "use_to_attack_or_defend",
        "defend_from_reserve",
        # "may play 1 additional Power card of 4 or less": the follow-up grant's limit
        # (``granted_plays``, checked with the follow-up in ``attacks``)
        "play_additional",
    }
)
#: Uses of a play restriction whose bar is read with its limit: attacks and plays
#: (``shift``), defenses (``defense``).
READ_USES = frozenset({None, "attack", "play", "defend", "attack_or_defend"})


def _reads_limit(clause: dict[str, Any]) -> bool:
    kind = clause.get("kind")
    if kind == "permission":
        # "Reserve may defend Dazzler with Power cards of 4 or less" (protected_defenses)
        return clause.get("action") in READ_PERMISSIONS or is_protection(clause)
    if kind == "play_restriction":
        return clause.get("verb") == "place" or clause.get("use") in READ_USES
    # a special's combine is read by ``combine_limits``, a discard's step says its limit, and
    # avoid and negate read theirs already
    return True


def unread_limit(clause: dict[str, Any]) -> str | None:
    """The value-limit field of ``clause`` (JSON form) the engine does not read, if any."""
    for name in ("max_value", "min_value"):
        if clause.get(name) is not None and not _reads_limit(clause):
            return name
    return None
