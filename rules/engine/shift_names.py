"""A shift that names the characters it moves attacks between: "any attack made on Taskmaster
may be moved to Trained Lackeys", "Attack made on teammate is now made on Steel", "... onto
Character with Image Inducer" (the shift's ``from`` and ``to`` printed as a name, or as the
holder of a named card).

The card's own text decides (MR.1): the attack moved must be made on the character the
``from`` names, and go to the one the ``to`` names, read from the board's character names as
the engine matches names elsewhere (``who_names.called``); the holder of a named card is the
character it is placed on or in play on. A shift play elsewhere is refused (MR.9). A shift
"to target teammate" goes to a teammate of the character attacked, the one it was played on
when it is in play.
"""

from __future__ import annotations

from typing import Any

from rules.engine.card_identity import same_name, special_title
from rules.engine.granted_defenses import holds_card
from rules.engine.shift_sources import team_front_line
from rules.engine.state import Board, Character, Effect
from rules.engine.state_limits import KEYWORD_WHO
from rules.engine.who_names import EVERYONE, called

#: The grammar's ``to`` for the character holding a named card ("onto Character with Image
#: Inducer": the shift's ``holding``).
HOLDER = "character with "

#: Words of a shift's ``from`` and ``to`` that name no character by name: the keywords a card's
#: own character's name is told apart from (``own_names_as_self``), and the words for everyone.
SHIFT_WORDS = KEYWORD_WHO | EVERYONE

#: The rules a shift refused by the characters it names cites.
RULES = ["MR.9", "MR.1"]


def held_card(value: Any) -> str | None:
    """The card whose holder ``value`` names ("character with Image Inducer"), or None."""
    if isinstance(value, str) and value.lower().startswith(HOLDER):
        return value[len(HOLDER) :].strip() or None
    return None


def printed_name(value: Any) -> str | None:
    """The character's name a shift's ``from`` or ``to`` prints ("Taskmaster"), or None when
    it is a word the reader reads (``teammate``, ``front_line``) or another form."""
    if not isinstance(value, str) or value in SHIFT_WORDS or held_card(value) is not None:
        return None
    if team_front_line({"from": value}) is not None:
        return None  # "any of Krakoa's Front Line characters" (shift_sources)
    return value


def holds(board: Board, char: Character, title: str) -> bool:
    """Whether the card of that title is placed on ``char`` or in play on it (one it played,
    or one played on it, still lasting)."""
    placed = any(
        same_name(title, special_title(p.defn)) or same_name(title, p.name) for p in char.placed
    )
    return placed or holds_card(char, title, board.all_effects())


def name_refusal(
    clause: dict[str, Any],
    card: str,
    current: Character,
    new: Character,
    board: Board,
    in_play: Effect | None = None,
) -> tuple[list[str], str] | None:
    """(rules, why) the shift of ``card`` may not move an attack made on ``current`` to ``new``
    by the characters it names, or None when it may; ``in_play``: the card's effect in play."""
    frm = printed_name(clause.get("from"))
    if frm is not None and not called(frm, current):
        why = f"{card} moves attacks made on {frm}, and this attack is made on {current.name}"
        return RULES, why
    to = clause.get("to")
    held = held_card(to)
    if held is not None and not holds(board, new, held):
        why = f"{card} moves the attack onto the character with {held}, and {new.name} "
        return RULES, why + f"does not hold {held} (placed on it or in play on it)"
    name = printed_name(to)
    if name is not None and not called(name, new):
        return RULES, f"{card} moves the attack to {name}, not to {new.name}"
    if to == "target_teammate":
        if new.player != current.player:
            return RULES, f"{card} moves the attack to a teammate of {current.name}"
        aimed = in_play.target if in_play is not None else None
        if aimed not in (None, new.id, in_play.by if in_play else None):
            target = board.character(aimed)
            named = target.name if target is not None else aimed
            return RULES, f"{card} moves the attack to the teammate it was played on, {named}"
    return None


#: Why a shift bought with a cost is not applied (the reach matrix, the warnings, a shift play).
PAID = (
    "the shift is bought with a cost paid from a pile the engine does not hold (paid_effect):"
    " the engine neither checks the cost nor moves the attack, so the table rules it (MR.9)"
)


def bought_shift(clause: dict[str, Any]) -> bool:
    """Whether ``clause`` buys a shift with a cost ("Teammate may discard 2 cards from top of
    Draw Pile to Dead Pile to move any attack ..."): stated by the card's play, for the table."""
    then = clause.get("then") or ()
    return clause.get("kind") == "paid_effect" and any(
        isinstance(c, dict) and c.get("kind") == "shift" for c in then
    )
