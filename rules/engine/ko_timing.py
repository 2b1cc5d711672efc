"""A card played at a character's KO: "Play when opponent's hero is KO'd" (a ``timing`` whose
``when`` is ``when_ko:<who>``, with the code the moment names in ``who_code``).

The card is played only once such a character has been KO'd (OR.ko.effects; the card's text
decides when it is played, MR.1): an opponent's character, KO'd on the board given or by a play
before it. With the code rule in use, only a KO'd character of the code counts (OR.code-rule);
a KO'd character whose code the board does not give is not taken for one, so the moment is not
checked on it: the play goes on and the answer warns (OR.code-rule.not-given).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.engine.clauses import walk
from rules.engine.who_codes import NOT_GIVEN, code_fits, not_given

#: The ``when`` of a card played at a KO, and the sides its ``who`` names.
KO_MOMENT = "when_ko:"
SIDES = {"opponent's character": "opponent"}


@dataclass
class KoMoment:
    """What the check found: why the play is refused (rules, text), else the rules it cites,
    the note for its step and the clause whose code it could not check (for the warning)."""

    refusal: tuple[list[str], str] | None = None
    rules: list[str] = field(default_factory=list)
    note: str | None = None
    unchecked: tuple[str, dict[str, Any], str] | None = None


def ko_moment(clause: dict[str, Any]) -> str | None:
    """The side whose character's KO the card is played at ("opponent"), or None."""
    when = str(clause.get("when") or "")
    if clause.get("kind") != "timing" or not when.startswith(KO_MOMENT):
        return None
    return SIDES.get(when.removeprefix(KO_MOMENT))


def reads_ko_moment(clause: dict[str, Any]) -> bool:
    """Whether ``ko_moment_check`` reads the clause (its side and its code)."""
    return ko_moment(clause) is not None


def ko_moment_check(board: Any, cards: list[Any], player: str) -> KoMoment:
    """Whether ``cards`` played by ``player`` may be played now, by the KO they are played at."""
    for card in cards:
        for c in walk(card.clauses):
            side = ko_moment(c)
            if side is None:
                continue
            return _checked(board, card.name, c, player)
    return KoMoment()


def _checked(board: Any, name: str, clause: dict[str, Any], player: str) -> KoMoment:
    code = clause.get("who_code")
    kod = [ch for ch in board.characters() if ch.player != player and ch.removed]
    what = f"an opponent's {code or 'character'}"
    rules = ["OR.ko.effects", "MR.1", *(["OR.code-rule"] if code else [])]
    if not kod:
        return KoMoment(refusal=(rules, f"{name} is played when {what} is KO'd, and none is"))
    fits = {ch.name: code_fits(code, ch) for ch in kod}
    held = [n for n, f in fits.items() if f is True]
    if held:
        return KoMoment(rules=rules, note=f"played at the KO of {held[0]}, {what}")
    unknown = [n for n, f in fits.items() if f is None]
    if unknown:
        names = ", ".join(unknown)
        why = not_given(names)
        note = f"played at the KO of {names}, whose code is not checked"
        return KoMoment(rules=[*rules, NOT_GIVEN], note=note, unchecked=(name, clause, why))
    return KoMoment(
        refusal=(rules, f"{name} is played when {what} is KO'd, and {', '.join(fits)} is not one")
    )
