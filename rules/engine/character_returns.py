"""KO'd characters coming back into play as a card says (OR.ko.return): "Resurrect 1 KO'd
hero", "resurrect any KO'd teammate next battle", "move Goblyn Queen from Defeated Characters
Pile to Reserve", and their going back to the Defeated Characters pile at the end of the battle
they came back for ("Teammate is discarded at end of next battle", "Discard teammate at end of
battle").

A KO'd character is one the board gives with ``"ko": true`` (in the front line or reserve, or
in the player's ``defeated`` pile). The character brought back is the one the play (or the
effect in play) names as its target, or the side's only KO'd character when it names none.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from rules.engine.board_model import Board, Character, Effect
from rules.engine.who_codes import code_fits

#: The rules a return cites.
RETURN_RULES = ("OR.ko.return", "OR.ko.effects")

#: Who a resurrection may name: any KO'd character of the side (the play names which).
_ANY_KOD = frozenset({"teammate", "hero", "character", "any_character"})

#: The kinds of this family, applied by ``resolve_returns``.
RETURN_KINDS = frozenset(
    {
        "resurrect",
        "character_return",
        "character_removal",
        "discard_character",
        "exchange_character",
    }
)


def is_applied_resurrect(clause: dict[str, Any]) -> bool:
    """A resurrection of any KO'd character of the side, the play naming which (now, or in
    the battle it names). One naming its character ("Shang-Chi is resurrected at beginning of
    next battle" after its own KO) is ``own_ko_returns``'s."""
    return str(clause.get("who") or "").lower() in _ANY_KOD


def places_resurrected(clause: dict[str, Any]) -> bool:
    """ "Resurrected hero is placed in Reserve": where the character brought back goes."""
    return (
        clause.get("kind") == "character_move"
        and clause.get("who") == "resurrected"
        and clause.get("to") == "reserve"
    )


def counts_in_play(clause: dict[str, Any]) -> bool:
    """ "If 3 heroes are still in play, <the resurrected goes to the reserve>": a condition on
    the number of the side's characters in the front line (of the code it names, its
    ``who_code``), read when the character returns."""
    then = clause.get("then") or []
    return (
        clause.get("when") == "characters_in_play"
        and _count(clause) is not None
        and bool(then)
        and all(places_resurrected(c) for c in then)
    )


def _count(clause: dict[str, Any]) -> int | None:
    """The number of characters the condition counts (its typed ``number``)."""
    number = clause.get("number")
    return number if isinstance(number, int) and not isinstance(number, bool) else None


def returns_itself(char: Character, cards: Iterable[Any]) -> bool:
    """A card that brings its own KO'd character back ("after Goblyn Queen is KO'd, ... move
    Goblyn Queen from Defeated Characters Pile to Reserve"): the KO'd character plays it."""
    for card in cards:
        for c in walk(card.clauses):
            if c.get("kind") == "character_return" and names(c.get("who"), char):
                return True
    return False


def walk(clauses: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every clause, with those a condition or a paid effect carries."""
    for c in clauses:
        yield c
        yield from walk(x for x in c.get("then") or () if isinstance(x, dict))


def names(who: Any, char: Character) -> bool:
    """Whether a clause's ``who`` (a name, or "self") names ``char``."""
    who = str(who or "").strip().lower()
    if not who:
        return False
    first = char.name.lower().split(" - ")[0]
    return who in ("self", "this character") or who in first or first in who


def kod(board: Board, player: str) -> list[Character]:
    """The side's KO'd characters (in the Defeated Characters pile)."""
    side = board.players.get(player)
    return [c for c in side.characters() if c.ko] if side is not None else []


def chosen(board: Board, player: str, target: str | None) -> tuple[Character | None, str]:
    """The KO'd character of ``player``'s side a return names (its target, or the only one),
    or None with the reason."""
    fallen = kod(board, player)
    if target is not None:
        char = board.character(target)
        if char is None or char.player != player or not char.ko:
            return None, f"{target!r} is not a KO'd character of player {player}'s team"
        return char, ""
    if len(fallen) == 1:
        return fallen[0], ""
    if not fallen:
        return None, f"player {player} has no KO'd character"
    return None, "the play does not name which KO'd character (give it as the target)"


def to_reserve(board: Board, player: str, clauses: Iterable[dict[str, Any]]) -> bool:
    """Whether the card sends the character brought back to the reserve: its condition on the
    characters still in play holds (the front line is full). "3 heroes" counts the characters
    of that code only (OR.code-rule); one whose code the board does not give is not counted,
    never guessed (the answer warns, ``who_codes.warn_uncoded``)."""
    side = board.players[player]
    for c in clauses:
        if c.get("kind") != "condition" or not counts_in_play(c):
            continue
        counted = [ch for ch in side.active() if code_fits(c.get("who_code"), ch) is True]
        if len(counted) >= (_count(c) or 0):
            return True
    return False


def bring_back(board: Board, char: Character, where: str) -> dict[str, Any]:
    """``char`` leaves the Defeated Characters pile for the front line or the reserve: no
    longer KO'd, with no hits and no placed cards (both left it at its KO, OR.ko.effects)."""
    side = _restore(board, char)
    if where == "reserve" and side.reserve is None:
        side.reserve = char
        char.position = "reserve"
    else:
        if where == "reserve":
            where = "front_line"  # the reserve's one place is taken: it comes up front
        side.front_line.append(char)
        char.position = "front_line"
    return {"op": "character_return", "character": char.id, "to": where}


def comeback_words(char: Character, change: dict[str, Any]) -> str:
    """A step's words for ``char`` brought back by ``change`` (from ``bring_back``)."""
    where = change["to"].replace("_", " ")
    return (
        f"{char.name} is resurrected and comes back into the {where}, with no hits and no"
        " placed cards"
    )


def _restore(board: Board, char: Character) -> Any:
    """``char`` taken out of its pile, no longer KO'd, with no hits and no placed cards; its
    side."""
    side = board.players[char.player]
    for pile in (side.front_line, side.defeated):
        if char in pile:
            pile.remove(char)
    if side.reserve is char:
        side.reserve = None
    char.ko = char.removed = False
    char.ko_kind = char.knocked_out_by = None
    char.hits.clear()
    char.placed.clear()
    return side


def send_back(board: Board, char: Character) -> dict[str, Any]:
    """``char`` goes (again) to the Defeated Characters pile."""
    side = board.players[char.player]
    if char in side.front_line:
        side.front_line.remove(char)
    if side.reserve is char:
        side.reserve = None
    if char not in side.defeated:
        side.defeated.append(char)
    char.ko = char.removed = True
    char.position = "defeated"
    char.placed.clear()
    # its permanent record goes back at once; this battle's hits stay for the venture total
    char.hits[:] = [h for h in char.hits if h.record == "current"]
    return {"op": "character_discarded", "character": char.id, "to": "defeated_characters"}


def returns_for_battle(effect: Effect) -> bool:
    """An effect in play whose character goes back to the Defeated Characters pile at the end
    of the battle it was brought back for."""
    return any(
        c.get("kind") in ("character_removal", "discard_character")
        or (c.get("kind") == "resurrect" and c.get("discarded_at_end"))
        for c in walk(effect.clauses)
    )


def discard_returned(board: Board) -> tuple[list[dict[str, Any]], list[str]]:
    """At the end of the battle: the characters brought back for this battle only (the target
    of an effect in play saying so, whose battle has come) go back to the Defeated Characters
    pile. Changes and the words of the step."""
    changes: list[dict[str, Any]] = []
    texts: list[str] = []
    for eff in board.all_effects():
        if eff.duration == "next_battle" or not returns_for_battle(eff):
            continue
        char = board.character(eff.target)
        if char is None or char.ko or char.player != eff.player:
            continue
        changes.append(send_back(board, char))
        texts.append(
            f"{char.name} goes back to the Defeated Characters pile, as {eff.card.name} says"
        )
    return changes, texts


def exchange(board: Board, leaving: Character, coming: Character) -> list[dict[str, Any]]:
    """ "Exchange any of X-World's Front Line characters with KO'd teammate": ``coming`` takes
    the place of ``leaving`` in play (with no hits and no placed cards), and ``leaving`` takes
    its place in the Defeated Characters pile."""
    side = board.players[leaving.player]
    where = leaving.position
    seat = side.front_line.index(leaving) if leaving in side.front_line else None
    gone = send_back(board, leaving)
    _restore(board, coming)
    coming.position = where
    if seat is None:
        side.reserve = coming
    else:
        side.front_line.insert(min(seat, len(side.front_line)), coming)
    back = {"op": "character_return", "character": coming.id, "to": where}
    return [gone, {**back, "instead_of": leaving.id}]
