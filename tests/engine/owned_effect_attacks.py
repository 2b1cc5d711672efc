"""One attack under a special its character has in play (typed by the judge, all ratings 7):
the character (``a1``, named as the special's owner) and a teammate (``a2``) against ``b1``;
the answer's first step. Shared by the card-effect tests of permissions a card in play gives
its character (``universe_stacks``, ``power_combos``)."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}


def first_step(
    owner: str, text: str, cards: list[dict], by: str = "a1", in_play: bool = True
) -> dict:
    """The first step of ``by`` attacking ``b1`` with ``cards``, ``owner``'s special of
    ``text`` in play for the battle (or not)."""
    players = {
        "A": {
            "front_line": [
                {"id": "a1", "name": owner, "grid": GRID},
                {"id": "a2", "name": "Mate", "grid": GRID},
            ]
        },
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    card = {"special": {"character": owner, "name": "In play", "text": text}}
    effect = {"card": card, "player": "A", "by": "a1", "duration": "battle"}
    state = {"turn": "A", "players": players, "in_play": [effect] if in_play else []}
    plays = [{"type": "attack", "by": by, "target": "b1", "cards": cards}]
    return resolve(state, plays, MemoryLookup(), parse_effect).to_json()["steps"][0]
