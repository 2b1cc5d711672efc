"""Characters moving between the front line and the reserve for the battle, as a card says
(``character_move``): the reserve comes up, a front-line character goes back, or the two
switch places (OR.reserve, OR.setup)."""

from __future__ import annotations

from typing import Any

from rules.engine.board_model import Board, Character, Player
from rules.engine.who_codes import code_fits

#: The rules a move cites: the reserve's place and the front line's.
MOVE_RULES = ("OR.reserve", "OR.setup")


def is_applied_move(clause: dict[str, Any]) -> bool:
    """The forms applied: the reserve coming up (and going back at the battle's end), a named
    front-line character going to the reserve, or switching with it. A resurrected
    character's place is not: resurrection acts in a later battle."""
    who, to = clause.get("who"), clause.get("to")
    if clause.get("when") == "end_of_battle":
        return to == "reserve"
    if clause.get("swap"):
        # a named front-line character, or the card's own character, switches with the reserve
        return {who, to} in ({"any_front_line", "reserve"}, {"self", "reserve"})
    return (who, to) in (("reserve", "front_line"), ("target", "reserve"))


def coded_move(clauses: list[dict[str, Any]]) -> bool:
    """Whether a move among ``clauses`` names a hero/villain code (its step cites
    OR.code-rule)."""
    return any(c.get("kind") == "character_move" and c.get("who_code") for c in clauses)


def _to_front(player: Player, char: Character) -> None:
    if player.reserve is char:
        player.reserve = None
    if char not in player.front_line:
        player.front_line.append(char)
    char.position = "front_line"


def _to_reserve(player: Player, char: Character) -> None:
    # the board holds one reserve slot: a second character sent back keeps its seat in the
    # list but is out of the front line all the same (it neither attacks nor is attacked)
    if player.reserve is None and char in player.front_line:
        player.front_line.remove(char)
        player.reserve = char
    char.position = "reserve"


def move_character(
    board: Board,
    clause: dict[str, Any],
    mover: str,
    target: Character | None,
    changes: list[dict[str, Any]],
    texts: list[str],
    by: Character | None = None,
) -> bool:
    """Apply one ``character_move`` clause of a card played by ``mover`` (``target``: the
    character the play names, ``by``: the character playing it); False when it has nothing
    on the board to move."""
    if not is_applied_move(clause):
        return False
    if clause.get("when") == "end_of_battle":
        texts.append("that character goes back to the reserve at the end of the battle")
        changes.append({"op": "character_move", "when": "end_of_battle", "to": "reserve"})
        return True
    player = board.players.get(mover)
    if player is None:
        return False
    if clause.get("swap"):
        comes_up = player.reserve
        chosen = by if clause.get("who") == "self" else target
        goes_back = chosen if chosen is not None and chosen in player.front_line else None
        if comes_up is None:
            texts.append(f"player {mover} has no reserve character to switch with")
            return True
        if goes_back is None:
            texts.append(
                "a front-line character switches with the reserve: the play does not name"
                " the character, so it is done at the table"
            )
            return True
        code = clause.get("who_code")  # "any front line hero with the reserve hero"
        fits = {c.name: code_fits(code, c) for c in (goes_back, comes_up) if c is not None}
        if False in fits.values():
            name = next(n for n, f in fits.items() if f is False)
            texts.append(
                f"{name} is not a {code}, and the card switches a {code} with a"
                f" {code} (the code rule is in use): no one moves"
            )
            return True
        if None in fits.values():
            # a code the board does not give is never guessed (who_codes: the answer warns)
            texts.append(f"the board does not say whether each is a {code}: no one moves")
            return True
        player.reserve = None
        _to_reserve(player, goes_back)
        _to_front(player, comes_up)
        texts.append(f"{goes_back.name} and {comes_up.name} switch places")
        changes.append(
            {"op": "character_move", "character": goes_back.id, "to": "reserve", "swap": True}
        )
        changes.append({"op": "character_move", "character": comes_up.id, "to": "front_line"})
        return True
    if clause.get("who") == "reserve":
        char = player.reserve
        if char is None or char.ko:
            texts.append(f"player {mover} has no reserve character to move to the front line")
            return True
        code = clause.get("who_code")  # "move the reserve hero": a code never guessed
        if (fits := code_fits(code, char)) is not True:
            why = "the board does not say whether it is" if fits is None else "it is not"
            texts.append(f"{char.name} stays in the reserve: {why} a {code}")
            return True
        _to_front(player, char)
        texts.append(f"{char.name} moves from the reserve to the front line this battle")
        changes.append({"op": "character_move", "character": char.id, "to": "front_line"})
        return True
    if target is None:
        return False
    owner = board.players.get(target.player)
    if owner is None:
        return False
    _to_reserve(owner, target)
    texts.append(f"{target.name} moves into the reserve for the rest of the battle")
    changes.append({"op": "character_move", "character": target.id, "to": "reserve"})
    return True
