"""A card that offers a choice of effects ("Avoid all attacks from 1 Teamwork card, or Target
character must discard 1 Placed Teamwork card"; "Add 3 to X's venture total, or opponent -3
to venture total"): the player takes one option when playing it, and only that option
applies (MR.19: the card's own text decides what it does).

A play names the option taken on the card (``option``: 1 for the first printed, 2 for the
second, ...). The card's clauses are then that option's clauses, so every rule reads them
as it reads any other card's; a card played with no option named keeps its choice, marked
``unchosen``, and the resolution says it is not applied. A choice of attack strings is not
a choice of effects: the attacks the player makes pick its option (``attack_options``).
"""

from __future__ import annotations

from typing import Any


def _is_attack_option(option: Any) -> bool:
    return isinstance(option, dict) and option.get("kind") == "attack_option"


def is_effect_choice(clause: dict[str, Any]) -> bool:
    """A choice between effects (not between attack strings)."""
    options = clause.get("options") or ()
    return (
        clause.get("kind") == "choice"
        and bool(options)
        and not all(_is_attack_option(o) for o in options)
    )


def option_count(clauses: list[dict[str, Any]]) -> int:
    """How many options the card's choice of effects offers (0: it offers none)."""
    return max((len(c["options"]) for c in clauses if is_effect_choice(c)), default=0)


def _option_clauses(option: Any) -> list[dict[str, Any]]:
    if isinstance(option, dict):
        return [option]
    if isinstance(option, list | tuple):
        return [o for o in option if isinstance(o, dict)]
    return []


def take_option(clauses: list[dict[str, Any]], option: int | None) -> list[dict[str, Any]]:
    """The card's clauses with its choice of effects read as the option taken (1-based), or
    marked ``unchosen`` when the play names none."""
    out: list[dict[str, Any]] = []
    for c in clauses:
        if not is_effect_choice(c):
            out.append(c)
        elif option is None or not 1 <= option <= len(c["options"]):
            out.append({**c, "unchosen": True})
        else:
            out.extend(_option_clauses(c["options"][option - 1]))
    return out
