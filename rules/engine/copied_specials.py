"""A special that "acts identical to any Special card currently on the table" (``copy_special``,
MR.5.copied-special): the play names the special copied with the card's ``copies_special`` (a
card by name or slug, or inline), and the card is played with that special's text, as its own
character's. The special copied must be on the table: an effect in play, a card placed on a
character, or a special beneath a battlesite. A play naming none is refused, saying so (the
clause is marked ``copy_unnamed``: not applied).
"""

from __future__ import annotations

from typing import Any

from rules.engine.clauses import clauses_of


def read_copied_special(reader: Any, data: dict[str, Any], path: str) -> Any:
    """The special a card's ``copies_special`` names (a ``CardUse``), validated by ``reader``."""
    ref = data.get("copies_special")
    if ref is None:
        return None
    return reader.card(ref, f"{path}.copies_special", "in_play")


def fill_copied_special(clauses: list[dict[str, Any]], copied: Any) -> list[dict[str, Any]]:
    """The clauses, a ``copy_special`` read as the clauses of the special the play names."""
    out: list[dict[str, Any]] = []
    for c in clauses:
        if c.get("kind") != "copy_special":
            out.append(c)
        elif copied is None or copied.kind != "special":
            out.append({**c, "copy_unnamed": True})
        else:
            out.extend(copied.clauses)  # acts identical: the copied card's own text
    return out


def _on_table(board: Any) -> set[str]:
    """The names of the specials on the table: in play, placed, beneath a battlesite."""
    names = {e.card.name.lower() for e in board.all_effects() if e.card.kind == "special"}
    for char in board.characters():
        names |= {p.name.lower() for p in char.placed if p.kind == "special"}
    for side in board.players.values():
        site = getattr(side, "battlesite", None)
        if site is not None:
            names |= {s.name.lower() for s in site.specials}
    return names


def check_copied_special(card: Any, board: Any) -> None:
    """Raise ``Illegal`` when a copying special names no special, or one not on the table."""
    from rules.engine.action_model import Illegal  # the board model imports this module

    if not any(c.get("kind") == "copy_special" for c in clauses_of(card.defn.effect)):
        return
    copied = getattr(card, "copies", None)
    if copied is None or copied.kind != "special":
        raise Illegal(
            "MR.5.copied-special",
            f"{card.name} acts identical to a special the player picks on the table, and the"
            " play names none (give the card's copies_special: the special copied)",
        )
    if copied.name.lower() not in _on_table(board):
        raise Illegal(
            "MR.5.copied-special",
            f"{card.name} may act identical only to a special on the table, and {copied.name}"
            " is not on it",
        )
