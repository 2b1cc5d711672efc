"""Validation of the board state and plays: every problem names the path of its field."""

from __future__ import annotations

import pytest

from rules.engine.cards import CardDef, Grid, MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.state import InputError, read_board

GRID = {"energy": 3, "fighting": 7, "strength": 5, "intellect": 3}


def _state(**a):
    player_a = {"front_line": [{"id": "a1", "name": "Wolverine", "grid": dict(GRID)}]}
    player_a.update(a)
    return {
        "players": {
            "A": player_a,
            "B": {"front_line": [{"id": "b1", "name": "Hulk", "grid": dict(GRID)}]},
        }
    }


def _paths(exc: InputError) -> list[str]:
    return [p for p, _ in exc.problems]


def test_bad_grid_rating_names_its_path():
    state = _state()
    state["players"]["A"]["front_line"][0]["grid"]["energy"] = 12
    with pytest.raises(InputError) as err:
        read_board(state, MemoryLookup())
    assert _paths(err.value) == ["state.players.A.front_line.0.grid.energy"]
    assert "0 to 8" in err.value.problems[0][1]


def test_every_problem_is_reported_not_only_the_first():
    state = _state()
    state["players"]["A"]["front_line"][0]["grid"]["energy"] = "high"
    state["players"]["B"]["front_line"][0]["hits"] = [{"icon": "fire", "value": 3}]
    with pytest.raises(InputError) as err:
        read_board(state, MemoryLookup())
    assert set(_paths(err.value)) == {
        "state.players.A.front_line.0.grid.energy",
        "state.players.B.front_line.0.hits.0.icon",
    }


def test_missing_player_and_front_line():
    with pytest.raises(InputError) as err:
        read_board({"players": {"A": {}}}, MemoryLookup())
    assert set(_paths(err.value)) == {"state.players.A.front_line", "state.players.B"}


def test_duplicate_ids_are_refused():
    state = _state()
    state["players"]["B"]["front_line"][0]["id"] = "a1"
    with pytest.raises(InputError) as err:
        read_board(state, MemoryLookup())
    assert _paths(err.value) == ["state.players.B.front_line.0.id"]


def test_unknown_card_suggests_close_names():
    lookup = MemoryLookup(
        [CardDef(name="Wolverine - Berserker Rage", kind="special", characters=("Wolverine",))]
    )
    with pytest.raises(InputError) as err:
        resolve(
            _state(),
            [
                {
                    "type": "attack",
                    "by": "a1",
                    "target": "b1",
                    "cards": [{"card": "Wolverine - Bersker Rage"}],
                }
            ],
            lookup,
        )
    path, message = err.value.problems[0]
    assert path == "plays.0.cards.0.card"
    assert "Wolverine - Berserker Rage" in message


def test_character_from_the_lookup_takes_its_grid():
    lookup = MemoryLookup([CardDef(name="Hulk", kind="character", grid=Grid(4, 6, 8, 3))])
    state = _state()
    state["players"]["B"]["front_line"] = [{"id": "b1", "card": "Hulk"}]
    board = read_board(state, lookup)
    assert board.character("b1").grid["strength"] == 8


def test_a_character_card_must_be_a_character():
    lookup = MemoryLookup([CardDef(name="Hulk - Power Leap", kind="special")])
    state = _state()
    state["players"]["B"]["front_line"] = [{"id": "b1", "card": "Hulk - Power Leap"}]
    with pytest.raises(InputError) as err:
        read_board(state, lookup)
    assert _paths(err.value) == ["state.players.B.front_line.0.card"]


def test_missions_must_total_seven():
    with pytest.raises(InputError) as err:
        read_board(_state(missions={"reserve": 5, "completed": 1, "defeated": 0}), MemoryLookup())
    assert _paths(err.value) == ["state.players.A.missions"]


def test_bad_play_type_and_card():
    with pytest.raises(InputError) as err:
        resolve(
            _state(),
            [
                {"type": "smash"},
                {
                    "type": "attack",
                    "by": "a1",
                    "target": "b1",
                    "cards": [{"power": "fighting", "value": 9}],
                },
            ],
            MemoryLookup(),
        )
    assert set(_paths(err.value)) == {"plays.0.type", "plays.1.cards.0.value"}


def test_plays_must_be_a_list():
    with pytest.raises(InputError) as err:
        resolve(_state(), {"type": "pass"}, MemoryLookup())
    assert _paths(err.value) == ["plays"]


def test_inline_special_is_parsed_by_the_injected_parser():
    seen = []

    def parse(text):
        seen.append(text)
        return {
            "status": "full",
            "clauses": [{"kind": "attack", "level": 6, "icons": ["strength"]}],
        }

    answer = resolve(
        _state(),
        [
            {
                "type": "attack",
                "by": "a1",
                "target": "b1",
                "cards": [
                    {
                        "special": {
                            "character": "Wolverine",
                            "name": "Slash",
                            "text": "Acts as a level 6 Strength attack.",
                        }
                    }
                ],
            }
        ],
        MemoryLookup(),
        parse,
    ).to_json()
    assert seen == ["Acts as a level 6 Strength attack."]
    assert [s["result"] for s in answer["steps"]] == ["attack", "hit"]


def test_a_partial_parse_is_reported_in_the_step():
    def parse(text):
        return {
            "status": "partial",
            "clauses": [{"kind": "attack", "level": 6, "icons": ["strength"]}],
            "unparsed": [{"span": [34, 60], "text": "Something odd happens."}],
        }

    answer = resolve(
        _state(),
        [
            {
                "type": "attack",
                "by": "a1",
                "target": "b1",
                "cards": [
                    {
                        "special": {
                            "character": "Wolverine",
                            "name": "Slash",
                            "text": "Acts as a level 6 Strength attack. Something odd happens.",
                        }
                    }
                ],
            }
        ],
        MemoryLookup(),
        parse,
    ).to_json()
    first = answer["steps"][0]
    assert "not understood" in first["text"] and "Something odd happens." in first["text"]
    assert "MR.1" in first["rules"]


def test_illegal_play_leaves_the_state_unchanged():
    state = _state()
    before = read_board(state, MemoryLookup()).to_json()
    answer = resolve(
        state,
        [
            {
                "type": "attack",
                "by": "a1",
                "target": "b1",
                "cards": [{"power": "energy", "value": 6}],
            }
        ],
        MemoryLookup(),
    ).to_json()
    assert answer["steps"][0]["result"] == "illegal"
    assert answer["steps"][0]["changes"] == []
    assert answer["state"] == before


@pytest.mark.parametrize(
    "clauses, path",
    [
        ([7], "plays.0.cards.0.special.effect.clauses.0"),
        ([{"kind": "fly"}], "plays.0.cards.0.special.effect.clauses.0.kind"),
        (
            [{"kind": "attack", "level": "six", "icons": ["energy"]}],
            "plays.0.cards.0.special.effect.clauses.0.level",
        ),
        (
            [{"kind": "attack", "level": 6, "icons": "energy"}],
            "plays.0.cards.0.special.effect.clauses.0.icons",
        ),
        (
            [{"kind": "condition", "when": "successful", "then": [{"kind": "hit", "level": []}]}],
            "plays.0.cards.0.special.effect.clauses.0.then.0.level",
        ),
        (
            [{"kind": "avoid", "duration": "forever"}],
            "plays.0.cards.0.special.effect.clauses.0.duration",
        ),
    ],
)
def test_inline_effect_trees_are_validated(clauses, path):
    plays = [
        {
            "type": "attack",
            "by": "a1",
            "target": "b1",
            "cards": [
                {"special": {"character": "Wolverine", "text": "x", "effect": {"clauses": clauses}}}
            ],
        }
    ]
    with pytest.raises(InputError) as err:
        resolve(_state(), plays, MemoryLookup())
    assert _paths(err.value) == [path]
