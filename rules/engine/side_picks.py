"""A subject naming one character of the opponent's side, of the player's choice, with the
code it must carry ("Any 1 of opponent's heroes is -2 to defense for remainder of battle": the
grammar's subject ``any <n> of opponent's characters``, the code in ``who_code``).

The play names the character picked: its target (MR.5.target). A modifier so worded holds for
that character alone, if it is on the side opposing the card's and carries the code
(OR.code-rule); a character whose code the board does not give is never guessed one (the one
rule, ``who_codes.NOT_GIVEN``). When the effect in play names no character, names one of the
card's own side, or one of the other code, it holds for none, and the answer warns
(``warn_side_picks``). More than one character picked is not read (a play names one target):
such a clause stays "not applied" (``reach_unread``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from rules.engine.clauses import walk
from rules.engine.effects.game_words import possessive, who_text
from rules.engine.who_codes import code_fits

#: The side a pick is read for: the opponent's (the card's own side is not read yet).
_OPPONENTS = possessive(who_text("opponent"))

#: The modifiers whose subject may be one picked character of the opponent's side.
PICK_MODIFIERS = ("attack_modifier", "defense_modifier")

#: The counts a pick may print ("Any 1 of", "Any 2 of").
_COUNTS = range(1, 8)


def pick_who(count: int) -> str:
    """The grammar's subject for ``count`` of the opponent's characters picked by the player,
    built as ``Subjects.w_any_n_of_owner`` builds it."""
    return f"any {count} of {_OPPONENTS} characters"


#: Each such subject, with its count.
_PICKS = {pick_who(n): n for n in _COUNTS}


def picked_count(who: Any) -> int | None:
    """How many of the opponent's characters ``who`` picks ("any 1 of opponent's
    characters"), or None when it names no such pick."""
    return _PICKS.get(who) if isinstance(who, str) else None


def reads_side_pick(clause: dict[str, Any]) -> bool:
    """Whether the engine reads ``clause``'s subject as the one opposing character the play
    names, with its code (a modifier picking one character)."""
    return clause.get("kind") in PICK_MODIFIERS and picked_count(clause.get("who")) == 1


def crosses_sides(clause: dict[str, Any]) -> bool:
    """Whether ``clause``'s subject picks characters of the opponent's side: the card is an
    attack, played on the character picked (MR.5)."""
    return picked_count(clause.get("who")) is not None


def pick_holds(clause: dict[str, Any], effect: Any, char: Any) -> bool | None:
    """Whether the modifier ``clause`` of ``effect`` holds for ``char``: the character the
    effect was played on, of the opposing side and of the code named; None when its subject
    names no pick."""
    if not reads_side_pick(clause):
        return None
    return (
        char is not None
        and effect.target == char.id
        and char.player != effect.player
        and code_fits(clause.get("who_code"), char) is True
    )


def pick_refusal(clauses: list[dict[str, Any]], target: Any) -> str | None:
    """Why a card picking "any 1 of opponent's heroes" may not be played on ``target``: with
    the code rule in use, a character of the other code is not one the card may pick
    (OR.code-rule); None when it may (a code not given is warned, never guessed)."""
    for c in walk(clauses):
        if (
            reads_side_pick(c)
            and target is not None
            and code_fits(c.get("who_code"), target) is False
        ):
            return f"the {c['who_code']} the card picks may not be {target.name}, who is not one"
    return None


def _why_none(clause: dict[str, Any], effect: Any, board: Any) -> str | None:
    """Why the pick of ``clause`` holds for no character of ``board``, or None when it holds
    (or the code is not given: ``who_codes.warn_uncoded`` warns of that)."""
    code = clause.get("who_code") or "character"
    target = board.character(effect.target) if effect.target not in (None, "battlesite") else None
    if target is None:
        return (
            f"the {code} picked is the character the card was played on: give it as the"
            " effect's target (MR.5.target)"
        )
    if target.player == effect.player:
        return f"{target.name} is not one of the opponent's characters (MR.5.target)"
    if code_fits(clause.get("who_code"), target) is False:
        return f"{target.name} is not a {code} (OR.code-rule)"
    return None


def unheld_picks(board: Any) -> Iterator[tuple[Any, dict[str, Any], str]]:
    """The modifiers in play picking an opposing character that hold for none, with why."""
    for e in board.all_effects():
        for c in walk(e.clauses):
            if reads_side_pick(c) and (why := _why_none(c, e, board)) is not None:
                yield e, c, why


def warn_side_picks(board: Any, warn: Callable[..., None]) -> None:
    """Warn, once per card, of each such modifier: it is not applied."""
    for e, c, why in unheld_picks(board):
        warn(e.card.name, None, c, why, f"pick {c['kind']}")
