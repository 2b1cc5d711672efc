"""The hero/villain code a clause's subject names ("may be played by any hero", "Heroes on
Opponent's Team with Fighting 7 or 8"; the clause's ``who_code``), checked against a
character's code from the catalogue or the board (OR.code-rule).

One rule for a character whose code the board does not give (``NOT_GIVEN``,
OR.code-rule.not-given), used by every reader: the code is never guessed, so what the clause
says of a code is not applied to that character. It gives it nothing (a bonus, a grant, a
place in a group) and bars it from nothing (a Target hero, a card played only by a hero, a
protection of heroes), and the answer warns with ``not_given`` asking for the code."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rules.engine.card_identity import code_letter
from rules.engine.clauses import walk

#: The rule for a character whose code the board does not give.
NOT_GIVEN = "OR.code-rule.not-given"

#: Why a clause naming a code was not applied to a character the board gives no code.
NO_CODE = (
    "the board gives no hero/villain code for {names}, so what the card says of a hero or a"
    " villain is not applied to {names}: give the character's code"
    f" ({NOT_GIVEN})"
)


def not_given(names: str) -> str:
    """The one way every reader says a character's code was not given (``NOT_GIVEN``)."""
    return NO_CODE.format(names=names)


def code_fits(code: Any, char: Any) -> bool | None:
    """Whether ``char`` carries the code a subject names (True when it names none); None when
    the board does not say which code the character has."""
    if not code:
        return True
    if getattr(char, "code_rule", None) is False or uncoded(char):
        return True  # the rule not in use, or a character printed without a code (OR.character)
    own = code_letter(getattr(char, "code", ""))
    if not own:
        return None
    return own == code_letter(code)


def uncoded(char: Any) -> bool:
    """A character the board says was printed without a hero/villain code (``none``): it
    counts as either under the code rule (OR.character)."""
    return str(getattr(char, "code", "")).strip().lower() == "none"


def code_refusal(code: Any, char: Any, what: str) -> str | None:
    """Why ``char`` may not take ``what`` a clause gives only to characters of ``code`` ("Any
    hero may make 1 additional attack"), or None when it may (or no code is named). A
    character whose code the board does not give is refused, never guessed."""
    fits = code_fits(code, char)
    if fits is None:
        return f"{what} is for a {code}, and {not_given(char.name)}"
    return None if fits else f"{what} is for a {code}"


#: Kinds whose code is checked on the one character chosen (the play's or event's target):
#: the step says when that character's code is not given, and only then is it warned.
CHOSEN_ONLY = frozenset({"remove_hits", "draw", "discard"})
#: Subjects of those kinds naming every character, not one chosen ("Remove 1 hit from the
#: permanent record of all heroes"): checked on every character, as other kinds are.
_EVERY = frozenset({"all_characters"})


def said_where_read(clause: dict[str, Any]) -> bool:
    """Clauses whose reader checks the code on the characters the play concerns and says
    there when one is not given: a shift's two characters (``shift_aims``), the character KO'd
    a card is played at (``ko_timing``), the reserve a permission lets play (``reserve_plays``),
    the target of follow-ups "against the same hero" (``follow_up_aims``)."""
    kind = clause.get("kind")
    if kind in ("shift", "timing"):
        return True
    if kind == "permission":
        return clause.get("who") == "reserve" and clause.get("action") in RESERVE_ACTIONS
    return kind == "additional_attack" and clause.get("against") == "target"


#: The permissions a team's reserve plays by (``reserve_plays.RESERVE_PLAYS``).
RESERVE_ACTIONS = ("play_from_reserve", "attack_from_reserve")


def coded_clauses(clauses: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The clauses (nested ones included) whose subject names a code, checked on every
    character the clause may concern."""
    return [
        c
        for c in walk(clauses)
        if c.get("who_code")
        and (c.get("kind") not in CHOSEN_ONLY or c.get("who") in _EVERY)
        and not said_where_read(c)
    ]


def warn_uncoded(effects: Iterable[Any], chars: Iterable[Any], warn: Callable[..., None]) -> None:
    """Warn, once per card, of each clause in play naming a code while some character of the
    board has none given (the clause is not applied to that character)."""
    uncoded = [ch.name for ch in chars if code_fits("hero", ch) is None]
    if not uncoded:
        return
    why = not_given(", ".join(sorted(set(uncoded))))
    for eff in effects:
        for c in coded_clauses(eff.clauses):
            warn(eff.card.name, None, c, why, "code")
