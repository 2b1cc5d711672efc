"""Follow-up attacks a special grants when its attack succeeds ("If successful, may make 1
additional Fighting attack"), and the defense limits on them ("..., which may not be
defended"; "Additional attack may not be defended"): MR.5.string, MR.5.restricted-defense."""

from __future__ import annotations

from typing import Any

from rules.engine.attacks import Action


def successful_grants(action: Action) -> list[dict[str, Any]]:
    """The ``additional_attack`` clauses of the action's "if successful" conditions, when the
    attack reached a character and was not stopped."""
    if action.outcome is not None or not action.is_attack:
        return []
    if action.target in (None, "battlesite"):
        return []
    return [
        c
        for cond in action.conditions
        if cond.get("when") == "successful"
        for c in cond.get("then") or []
        if c.get("kind") == "additional_attack"
    ]


def follow_up_restrictions(grant: dict[str, Any]) -> list[dict[str, Any]]:
    """The defense restriction a grant puts on its follow-ups: none may be defended."""
    if not grant.get("undefended"):
        return []
    return [{"kind": "defense_restriction", "forbids": [], "only": [], "applies_to": "follow_ups"}]


def for_this_attack(restriction: dict[str, Any], action: Action) -> bool:
    """Whether a defense restriction concerns ``action``: one that names the follow-ups does
    not limit the attack that grants them."""
    return restriction.get("applies_to") != "follow_ups" or action.follow_up_of is not None
