"""Cards as the catalogue gives them (``CardDef`` from the lookup), not inline."""

from __future__ import annotations

from rules.engine.cards import CardDef, Grid, MemoryLookup, Requirement
from rules.engine.resolve import resolve

TEAMWORK = CardDef(
    name="6 Fighting Intellect/Strength +1 +2",
    kind="universe",
    subtype="teamwork",
    value=6,
    icons=("fighting",),
    requirements=(Requirement(icons=("fighting",), value=6),),
    extra={
        "attack": {"level": 6, "icons": ["fighting"]},
        "follow_ups": [
            {
                "first": {"icons": ["intellect"], "bonus": 1},
                "second": {"icons": ["strength"], "bonus": 2},
            },
            {
                "first": {"icons": ["strength"], "bonus": 1},
                "second": {"icons": ["intellect"], "bonus": 2},
            },
        ],
    },
)
ALLY = CardDef(
    name="Alfred Pennyworth",
    kind="universe",
    subtype="ally",
    value=6,
    icons=("intellect",),
    requirements=(Requirement(icons=("intellect",), value=6),),
    extra={"attack": {"level": 1, "icons": ["intellect"]}},
)
CARDS = [
    CardDef(name="Mystique", kind="character", grid=Grid(5, 7, 4, 6)),
    CardDef(name="Strong Guy", kind="character", grid=Grid(3, 6, 8, 5)),
    CardDef(name="Forge", kind="character", grid=Grid(5, 4, 4, 8)),
    CardDef(name="Hulk", kind="character", grid=Grid(4, 6, 8, 3)),
    CardDef(
        name="Forge - Gadget",
        kind="special",
        characters=("Forge",),
        effect={
            "status": "full",
            "clauses": [{"kind": "attack", "level": 4, "icons": ["intellect"]}],
        },
    ),
    TEAMWORK,
    ALLY,
]


def _state():
    return {
        "players": {
            "A": {
                "front_line": [
                    {"id": "m", "card": "Mystique"},
                    {"id": "s", "card": "Strong Guy"},
                    {"id": "f", "card": "Forge"},
                ]
            },
            "B": {"front_line": [{"id": "h", "card": "Hulk"}]},
        }
    }


def test_catalogue_teamwork_card_and_its_follow_ups():
    plays = [
        {"type": "attack", "by": "m", "target": "h", "cards": [{"card": TEAMWORK.name}]},
        {"type": "attack", "by": "f", "target": "h", "cards": [{"power": "intellect", "value": 5}]},
        {"type": "attack", "by": "s", "target": "h", "cards": [{"power": "strength", "value": 6}]},
    ]
    steps = resolve(_state(), plays, MemoryLookup(CARDS)).to_json()["steps"]
    assert [s["result"] for s in steps] == ["attack", "hit", "attack", "hit", "attack", "hit", "ko"]
    assert [s.get("value") for s in steps if s["result"] == "attack"] == [6, 6, 8]


def test_catalogue_teamwork_follow_up_order_is_kept():
    plays = [
        {"type": "attack", "by": "m", "target": "h", "cards": [{"card": TEAMWORK.name}]},
        {"type": "attack", "by": "s", "target": "h", "cards": [{"power": "strength", "value": 6}]},
        {"type": "attack", "by": "f", "target": "h", "cards": [{"power": "intellect", "value": 5}]},
    ]
    steps = resolve(_state(), plays, MemoryLookup(CARDS)).to_json()["steps"]
    assert [s.get("value") for s in steps if s["result"] == "attack"] == [6, 7, 7]


def test_catalogue_ally_acts_as_its_printed_attack_not_its_requirement():
    plays = [
        {"type": "attack", "by": "m", "target": "h", "cards": [{"card": "Alfred Pennyworth"}]},
        {"type": "attack", "by": "f", "target": "h", "cards": [{"card": "Forge - Gadget"}]},
    ]
    steps = resolve(_state(), plays, MemoryLookup(CARDS)).to_json()["steps"]
    assert [s["result"] for s in steps] == ["attack", "hit", "attack", "hit"]
    assert steps[0]["value"] == 1


def test_the_ally_player_may_not_make_the_follow_up_itself():
    plays = [
        {"type": "attack", "by": "f", "target": "h", "cards": [{"card": "Alfred Pennyworth"}]},
        {"type": "attack", "by": "f", "target": "h", "cards": [{"card": "Forge - Gadget"}]},
    ]
    steps = resolve(_state(), plays, MemoryLookup(CARDS)).to_json()["steps"]
    assert steps[0]["result"] == "illegal"
    assert "OR.attack.ally" in steps[0]["rules"]
