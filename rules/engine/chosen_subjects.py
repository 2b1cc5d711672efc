"""The character a clause's subject chooses: whose hits a ``remove_hits`` clause takes (the
acting character, "self"; the character the play names, "target", a teammate, "any
character"; or a character named by its name), and the character chosen for what a clause
gives "any hero" (``coded_choice``: hits removed, cards drawn or discarded).

"Remove 1 Hit from the Permanent Record of any hero" (Any Hero - Alien Symbiote) takes the hit
of the character the play names, and only if that character carries the code the subject
names (OR.code-rule): a villain's hits stay, and a character whose code the board does not
give is never guessed a hero (the step says to give the code, and the answer warns).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.state import Board, Character
from rules.engine.target_codes import code_said
from rules.engine.who_codes import NOT_GIVEN, code_fits, not_given
from rules.engine.who_names import NAMELESS_SUBJECTS, one_named

#: Subjects that leave the choice of the character to the play: its target.
ANY_ONE = frozenset({"any_character"})


@dataclass(frozen=True)
class Chosen:
    """The character chosen, or why none is (``refused``: the step's words; ``warn``:
    the board left out what the engine needs, so the clause is not applied and the answer
    warns), and the rules cited."""

    subject: Character | None
    refused: str | None = None
    warn: bool = False
    rules: tuple[str, ...] = ()
    #: Why a coded subject reaches the character chosen though it may not carry the code
    #: (the code rule not in use, an uncoded character: ``target_codes.code_said``).
    note: str | None = None


def removal_subject(
    board: Board,
    by: Character | None,
    target: Character | None,
    played_on: Character | None,
    clause: dict[str, Any],
) -> Chosen:
    """The character ``clause`` removes hits from, for a play by ``by`` whose clauses are
    aimed at ``target`` (the character the play names: ``played_on``)."""
    who = clause.get("who") or "self"
    if who in ANY_ONE:
        target = target or played_on
        if target is None:
            return Chosen(
                None,
                "the hits are removed from the character chosen: give it as the target of the"
                " play (or of the event in play)",
                warn=True,
            )
        return coded_choice(clause, target, "the removal")
    if who == "self":
        return Chosen(by)
    if who == "teammate" and played_on is not None and by is not None and played_on.id == by.id:
        # a character is never its own teammate (OR.universe-teamwork)
        return Chosen(None, f"{by.name} is not its own teammate")
    if who in ("teammate", "self_or_teammate") and played_on is not None:
        return Chosen(played_on)
    if who not in NAMELESS_SUBJECTS:  # a character named: that one, never the target
        named = one_named(board.characters(), str(who))
        if named is None:
            return Chosen(None, f"not applied: hits removed from {who}, not read as one character")
        return Chosen(named)
    return Chosen(target)


def coded_choice(clause: dict[str, Any], char: Character | None, what: str) -> Chosen:
    """``char``, the character chosen for ``what`` the clause gives to the characters of one
    code ("any hero"), if it carries the code (OR.code-rule); else why it may not."""
    code = clause.get("who_code")
    if char is None:
        return Chosen(
            None,
            f"{what} is for a {code} chosen: give the character as the target of the play",
            warn=True,
            rules=("OR.code-rule",),
        )
    fits = code_fits(code, char)
    if fits is True:
        said = code_said(str(code), char) if code else None
        return Chosen(char, rules=("OR.code-rule",) if code else (), note=said)
    if fits is None:
        return Chosen(
            None,
            f"{what} is for a {code} only, and {not_given(char.name)}",
            warn=True,
            rules=("OR.code-rule", NOT_GIVEN),
        )
    return Chosen(
        None, f"{what} is for a {code} only, and {char.name} is not one", rules=("OR.code-rule",)
    )
