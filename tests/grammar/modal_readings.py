"""A printed modal is never read as another: the check the modal families' tests share."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine import effects as fx

#: The modal a ``modal_action`` records for each printed modal word.
HELD = {"may": "may", "must": "must", "may not": "may_not", "cannot": "may_not"}


def modal_held_or_unread(text: str, printed: str) -> None:
    """``text`` is not ``full``, or it is read as the verb phrase's clause kept whole under the
    ``printed`` modal (a ``modal_action``), whose canonical text says that modal."""
    tree = parse_effect(text)
    if tree.status != "full":
        return
    held = [c for c in tree.clauses if isinstance(c, fx.ModalAction)]
    assert held, f"{text!r} read without its printed {printed!r}: {tree.canonical!r}"
    assert all(c.modal == HELD[printed] for c in held), tree.clauses
    said = "may not" if printed == "cannot" else printed
    assert f" {said} " in f" {tree.canonical.lower()} ", tree.canonical


def held_under(text: str, modal: str, inner: type) -> fx.ModalAction:
    """``text`` parses ``full`` into one clause of kind ``inner`` kept whole under the printed
    ``modal`` (a ``modal_action``) whose canonical text says that modal, parses back to the
    same tree, and which the engine reports "not applied" rather than ruling ``inner``."""
    from cards.grammar.faithful import round_trips
    from rules.engine.reach import is_applied

    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (clause,) = tree.clauses
    assert isinstance(clause, fx.ModalAction), clause
    assert clause.modal == modal and isinstance(clause.act[0], inner), clause
    said = fx.modal_action.MODAL_WORDS[modal]
    assert f" {said} " in f" {tree.canonical.lower()} ", tree.canonical
    assert round_trips(tree), tree.canonical
    assert not is_applied(tree.to_json()["clauses"][0])
    return clause
