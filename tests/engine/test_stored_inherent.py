"""A catalogue character's inherent ability is read from its stored effect tree (parsed once,
on import), not parsed again on every request; inline inherent text is still parsed."""

from __future__ import annotations

from rules.engine.cards import CardDef, Grid, MemoryLookup
from rules.engine.resolve import resolve

FROM_RESERVE = {
    "status": "full",
    "clauses": [{"kind": "permission", "action": "play_from_reserve", "who": "self"}],
}
SHAPESHIFTER = CardDef(
    name="Test Shapeshifter",
    kind="character",
    grid=Grid(5, 6, 4, 5),
    inherent="May play cards while in reserve.",
    text="May play cards while in reserve.",
    effect=FROM_RESERVE,
)
TARGET = CardDef(name="Test Brute", kind="character", grid=Grid(3, 5, 8, 2))


def _attack_from_reserve(reserve: dict, parse) -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "card": "Test Brute"}], "reserve": reserve},
            "B": {"front_line": [{"id": "b1", "card": "Test Brute"}]},
        },
        "turn": "A",
    }
    plays = [
        {
            "type": "attack",
            "player": "A",
            "by": "r",
            "target": "b1",
            "cards": [{"power": "fighting", "value": 5}],
        }
    ]
    return resolve(state, plays, MemoryLookup([SHAPESHIFTER, TARGET]), parse).to_json()


def _parse_nothing(text):
    raise AssertionError(f"the stored inherent effect should have been used, not {text!r}")


def test_catalogue_character_uses_its_stored_inherent_effect():
    result = _attack_from_reserve({"id": "r", "card": "Test Shapeshifter"}, _parse_nothing)
    first = result["steps"][0]
    assert first["result"] == "attack", first
    assert all(step["result"] != "illegal" for step in result["steps"])


def test_without_the_permission_a_reserve_character_may_not_play():
    parsed = []

    def parse(text):
        parsed.append(text)
        return {"status": "failed", "clauses": []}

    reserve = {"id": "r", "card": "Test Shapeshifter", "inherent": "Something else."}
    (step,) = _attack_from_reserve(reserve, parse)["steps"]
    assert parsed == ["Something else."]  # inline text replaces the stored ability
    assert step["result"] == "illegal"
    assert "OR.reserve" in step["rules"]
