"""Example requests shown by the API docs and the desk pages (one copy for both)."""

from __future__ import annotations

#: Two characters for the examples: name and power grid as printed on the real cards.
WOLVERINE = {
    "name": "Wolverine",
    "grid": {"energy": 3, "fighting": 7, "strength": 5, "intellect": 3},
}
HULK = {"name": "Hulk", "grid": {"energy": 4, "fighting": 6, "strength": 8, "intellect": 3}}
#: Wolverine ("a1") attacks the Hulk ("b1") with a level 7 Fighting power card.
WOLVERINE_ATTACKS = {
    "type": "attack",
    "player": "A",
    "by": "a1",
    "target": "b1",
    "cards": [{"power": "fighting", "value": 7}],
}

#: ``resolve/``: the Hulk blocks Wolverine's attack with an 8 Strength.
RESOLVE_EXAMPLE = {
    "state": {
        "players": {
            "A": {"front_line": [{"id": "a1", **WOLVERINE}]},
            "B": {"front_line": [{"id": "b1", **HULK}]},
        },
        "turn": "A",
    },
    "plays": [
        WOLVERINE_ATTACKS,
        {"type": "defend", "player": "B", "by": "b1", "cards": [{"power": "strength", "value": 8}]},
    ],
}

#: The resolve page's first situation: the attack hits, both players pass.
RESOLVE_PAGE_EXAMPLE = {
    "state": {
        "players": {
            "A": {"front_line": [{"id": "a1", **WOLVERINE}]},
            "B": {
                "front_line": [
                    {
                        "id": "b1",
                        **HULK,
                        "hits": [{"icon": "strength", "value": 6, "record": "permanent"}],
                    }
                ]
            },
        },
        "turn": "A",
    },
    "plays": [
        WOLVERINE_ATTACKS,
        {"type": "pass", "player": "B"},
        {"type": "pass", "player": "A"},
    ],
}

#: ``checks/ko/``: three power types make a spectrum KO whatever their values.
KO_EXAMPLE = {
    "character": {
        **HULK,
        "hits": [
            {"icon": "strength", "value": 2, "record": "permanent"},
            {"icon": "energy", "value": 1},
            {"icon": "fighting", "value": 1},
        ],
    }
}

#: ``checks/defense/``: a higher power card blocks whatever its type.
DEFENSE_EXAMPLE = {
    "attack": {"by": WOLVERINE, "cards": [{"power": "fighting", "value": 7}]},
    "defense": {"by": HULK, "cards": [{"power": "strength", "value": 8}]},
}
