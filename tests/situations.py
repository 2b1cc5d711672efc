"""The board the desk, rulings and browser tests share: Wolverine (Fighting 7) attacks Hulk,
in the notation and as a ``resolve/`` request."""

from __future__ import annotations

from typing import Any

#: In the notation: Hulk has 14 points of Hits, and Wolverine's 7 Fighting KOs him.
KO_SITUATION_TEXT = """turn A
A: Wolverine 3 7 5 3
B: Hulk 4 6 8 3
b1 hit: 8 Strength permanent
b1 hit: 6 Fighting permanent
1. A a1 attacks b1 with 7 Fighting
2. B passes
3. A passes
"""


def wolverine_attacks_hulk(
    *, turn: str | None = None, hulk_hits: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """The ``resolve/`` request of Wolverine's 7 Fighting attack on Hulk; ``turn`` names the
    player whose turn it is (and who attacks), ``hulk_hits`` the Hits already on Hulk."""
    hulk: dict[str, Any] = {
        "id": "b1",
        "name": "Hulk",
        "grid": {"energy": 4, "fighting": 6, "strength": 8, "intellect": 3},
    }
    if hulk_hits is not None:
        hulk["hits"] = hulk_hits
    state: dict[str, Any] = {
        "players": {
            "A": {
                "front_line": [
                    {
                        "id": "a1",
                        "name": "Wolverine",
                        "grid": {"energy": 3, "fighting": 7, "strength": 5, "intellect": 3},
                    }
                ]
            },
            "B": {"front_line": [hulk]},
        }
    }
    attack: dict[str, Any] = {"type": "attack"}
    if turn is not None:
        state["turn"] = turn
        attack["player"] = turn
    attack |= {"by": "a1", "target": "b1", "cards": [{"power": "fighting", "value": 7}]}
    return {"state": state, "plays": [attack]}
