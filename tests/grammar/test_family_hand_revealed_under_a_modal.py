"""The whole Hand revealed and played open-handed ("reveal Hand and play open handed") under
the modal printed: "must" is the reveal's own obligation; "may" and "may not" hold both clauses
under that modal (``modal_action``), said back as one sentence, and never read as "must". The
sentences are made up."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from rules.engine.reach import is_applied


@pytest.mark.parametrize(("modal", "held"), [("may", "may"), ("may not", "may_not")])
def test_the_pair_is_held_under_the_printed_modal(modal, held) -> None:
    text = f"Target Character {modal} reveal Hand and play open handed for remainder of game."
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    shown, played = tree.clauses
    assert isinstance(shown, fx.ModalAction) and isinstance(played, fx.ModalAction)
    assert (shown.modal, played.modal) == (held, held)
    assert isinstance(shown.act[0], fx.Reveal)
    assert played.act[0].action == "play_open_handed" and played.act[0].duration == "game"
    assert f" {modal} reveal Hand and play open handed" in tree.canonical
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses
    # the engine does not apply a reveal the player may choose or is barred from
    assert not any(is_applied(c) for c in tree.to_json()["clauses"])


def test_under_must_the_pair_stays_the_reveals_own_obligation() -> None:
    tree = parse_effect("Target Character must reveal Hand and play open handed this battle.")
    assert [type(c) for c in tree.clauses] == [fx.Reveal, fx.Permission]
