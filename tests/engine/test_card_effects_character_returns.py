"""KO'd characters a card brings back (OR.ko.return): an event resurrecting a KO'd character
(to the reserve when the front line is full), a special resurrecting a KO'd teammate in the next
battle and discarding it at that battle's end, a special moving its own KO'd character from the
Defeated Characters pile to the reserve, an artifact discarding the teammate it brought back at
the end of the battle. The board gives KO'd characters in a player's ``defeated`` pile (or with
``"ko": true``). Real texts of the ten sets."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
EVENTS = texts(r"^Resurrect 1 KO'd hero\. If 3 heroes are still in play", "event", full=True)
NEXT_BATTLE = texts(
    r"resurrect any KO'd teammate next battle\. Teammate is discarded at end of next battle",
    "special",
    full=True,
)
OWN_RETURN = texts(
    r"after [\w ]+ is KO'd, discard this Special to move [\w ]+ from Defeated Characters Pile",
    "special",
    full=True,
)
FOR_THE_BATTLE = texts(
    r"resurrect any 1 K\.O\.'d teammate for that battle\. Discard teammate at end of battle",
    "tactic",
    full=True,
)
EXCHANGES = texts(r"exchange any of [\w-]+'s Front Line Characters with KO'd teammate", "aspect")
LATER_SELF = texts(r"After being K\.O\.'d, [\w-]+ is resurrected at beginning of next battle")
PASSES = [{"type": "pass", "player": "A"}, {"type": "pass", "player": "B"}]


def _state(front: int, fallen: list[dict], in_play: list[dict] | None = None) -> dict:
    return {
        "players": {
            "A": {
                "front_line": [
                    {"id": f"a{i}", "name": f"Ace {i}", "grid": GRID} for i in range(front)
                ],
                "defeated": fallen,
            },
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
        },
        "turn": "A",
        "in_play": in_play or [],
    }


def _fallen(cid: str = "d1", name: str = "Fallen") -> dict:
    return {"id": cid, "name": name, "grid": GRID, "hits": [{"icon": "energy", "value": 8}]}


def _run(state: dict, plays: list[dict] | None = None) -> dict:
    return resolve(state, plays or [], MemoryLookup(), parse_effect).to_json()


def _side(answer: dict) -> dict:
    return answer["state"]["players"]["A"]


def test_the_ten_sets_print_the_wordings():
    assert EVENTS and NEXT_BATTLE and OWN_RETURN and FOR_THE_BATTLE and LATER_SELF and EXCHANGES


@pytest.mark.parametrize("text", EVENTS)
def test_an_event_resurrects_the_kod_character_into_the_front_line(text):
    event = {"card": {"event": {"name": "Raise", "text": text}}, "player": "A"}
    answer = _run(_state(2, [_fallen()], [event]))
    step = answer["steps"][0]
    assert "OR.ko.return" in step["rules"] and "OR.events" in step["rules"]
    side = _side(answer)
    back = side["front_line"][-1]
    assert back["id"] == "d1" and back["hits"] == [] and not back.get("ko")
    assert "defeated" not in side and not _beyond_the_code(answer)


@pytest.mark.parametrize("text", EVENTS)
def test_both_players_do_what_the_event_says(text):
    event = {"card": {"event": {"name": "Raise", "text": text}}, "player": "A", "target": "d1"}
    state = _state(2, [_fallen()], [event])
    state["players"]["B"]["defeated"] = [_fallen("e1", "Foe")]
    answer = _run(state)
    assert [s["changes"][0]["character"] for s in answer["steps"]] == ["d1", "e1"]
    assert answer["state"]["players"]["B"]["front_line"][-1]["id"] == "e1"
    assert not _beyond_the_code(answer)


def _coded(state: dict, *codes: str) -> dict:
    """``state`` with player A's front-line characters given these hero/villain codes."""
    for char, code in zip(state["players"]["A"]["front_line"], codes, strict=True):
        char["code"] = code
    return state


@pytest.mark.parametrize("text", EVENTS)
def test_with_three_heroes_still_in_play_it_comes_back_into_the_reserve(text):
    event = {"card": {"event": {"name": "Raise", "text": text}}, "player": "A", "target": "d1"}
    answer = _run(_coded(_state(3, [_fallen()], [event]), "hero", "hero", "hero"))
    side = _side(answer)
    assert side["reserve"]["id"] == "d1" and len(side["front_line"]) == 3
    # only Bolt (player B's, given no code) is warned of; the three heroes counted are not
    assert not _beyond_the_code(answer) and all("Ace" not in w["text"] for w in answer["warnings"])


@pytest.mark.parametrize("text", EVENTS)
def test_a_villain_is_not_one_of_the_three_heroes_under_the_code_rule(text):
    event = {"card": {"event": {"name": "Raise", "text": text}}, "player": "A", "target": "d1"}
    state = _coded(_state(3, [_fallen()], [event]), "hero", "hero", "villain")
    side = _side(_run({**state, "code_rule": True}))
    assert side["reserve"] is None and side["front_line"][-1]["id"] == "d1"


@pytest.mark.parametrize("text", EVENTS)
def test_without_the_code_rule_any_three_characters_count(text):
    event = {"card": {"event": {"name": "Raise", "text": text}}, "player": "A", "target": "d1"}
    state = _coded(_state(3, [_fallen()], [event]), "hero", "hero", "villain")
    side = _side(_run({**state, "code_rule": False}))
    assert side["reserve"]["id"] == "d1" and len(side["front_line"]) == 3


@pytest.mark.parametrize("text", EVENTS)
def test_characters_of_no_code_given_are_not_counted_and_the_answer_warns(text):
    event = {"card": {"event": {"name": "Raise", "text": text}}, "player": "A", "target": "d1"}
    answer = _run(_state(3, [_fallen()], [event]))
    assert _side(answer)["front_line"][-1]["id"] == "d1"
    assert any("no hero/villain code for Ace 0" in w["text"] for w in answer["warnings"])


@pytest.mark.parametrize("text", EVENTS)
def test_the_heroes_counted_in_play_are_applied(text):
    assert reach.not_applied(parse_effect(text).to_json()["clauses"]) == []


@pytest.mark.parametrize("text", EVENTS)
def test_two_kod_characters_and_none_named_is_reported_not_applied(text):
    event = {"card": {"event": {"name": "Raise", "text": text}}, "player": "A"}
    answer = _run(_state(2, [_fallen(), _fallen("d2", "Other")], [event]))
    assert len(_side(answer)["defeated"]) == 2
    (warning,) = _beyond_the_code(answer)
    assert warning["kinds"] == ["resurrect"] and "give it as the target" in warning["text"]


def _beyond_the_code(answer: dict) -> list:
    """The warnings but the one saying the board gives no hero/villain code for the
    characters "If 3 heroes are still in play" counts (they are not counted)."""
    said = [w for w in answer["warnings"] if "no hero/villain code" in w["text"]]
    return [w for w in answer["warnings"] if w not in said]


@pytest.mark.parametrize("text", NEXT_BATTLE)
def test_played_now_the_teammate_comes_back_only_in_the_next_battle(text):
    card = {"special": {"character": "Ace 0", "name": "Rite", "text": text}}
    play = {"type": "play", "by": "a0", "target": "d1", "cards": [card]}
    answer = _run(_state(2, [_fallen()]), [play])
    assert [s["result"] for s in answer["steps"]] == ["played", "effect"]
    assert "OR.ko.return" in answer["steps"][1]["rules"]
    assert _side(answer)["defeated"][0]["id"] == "d1"
    (effect,) = answer["state"]["in_play"]
    assert effect["target"] == "d1" and effect["duration"] == "next_battle"
    # only Bolt (player B's, given no code) is warned of; the three heroes counted are not
    assert not _beyond_the_code(answer) and all("Ace" not in w["text"] for w in answer["warnings"])


@pytest.mark.parametrize("text", NEXT_BATTLE)
def test_in_that_battle_it_comes_back_and_is_discarded_at_its_end(text):
    card = {"special": {"character": "Ace 0", "name": "Rite", "text": text}}
    effect = {"card": card, "player": "A", "by": "a0", "target": "d1", "duration": "battle"}
    answer = _run(_state(2, [_fallen()], [effect]), [PASSES[0]])
    assert answer["steps"][0]["changes"] == [
        {"op": "character_return", "character": "d1", "to": "front_line"}
    ]
    assert [c["id"] for c in _side(answer)["front_line"]] == ["a0", "a1", "d1"]
    ended = _run(_state(2, [_fallen()], [effect]), PASSES)
    back = [
        s
        for s in ended["steps"]
        if s["changes"][:1] and s["changes"][0]["op"] == "character_discarded"
    ]
    assert back and "OR.ko.return" in back[0]["rules"]
    assert [c["id"] for c in _side(ended)["defeated"]] == ["d1"]


@pytest.mark.parametrize("text", OWN_RETURN)
def test_the_kod_character_moves_itself_from_the_defeated_pile_to_the_reserve(text):
    name = re.search(r"after ([\w ]+) is KO'd", text).group(1)
    card = {"special": {"character": name, "name": "Rise", "text": text}}
    me = {**_fallen("q1", name), "hits": []}
    answer = _run(_state(2, [me]), [{"type": "play", "by": "q1", "cards": [card]}])
    assert [s["result"] for s in answer["steps"]] == ["played", "effect"]
    assert _side(answer)["reserve"]["id"] == "q1" and not answer["warnings"]
    # standing, the character has nothing to come back from
    standing = _state(2, [])
    standing["players"]["A"]["front_line"].append({"id": "q1", "name": name, "grid": GRID})
    answer = _run(standing, [{"type": "play", "by": "q1", "cards": [card]}])
    assert answer["steps"][-1]["result"] == "no_effect"
    assert [c["id"] for c in _side(answer)["front_line"]] == ["a0", "a1", "q1"]


@pytest.mark.parametrize("text", FOR_THE_BATTLE)
def test_an_artifact_discards_the_teammate_it_brought_back_at_the_battles_end(text):
    # the cost is paid at the table: the board shows the teammate brought back, the target
    card = {"tactic": "artifact", "name": "Gauntlet", "text": text}
    effect = {"card": card, "player": "A", "by": "a0", "target": "d1", "duration": "battle"}
    state = _state(2, [], [effect])
    state["players"]["A"]["front_line"].append({"id": "d1", "name": "Fallen", "grid": GRID})
    answer = _run(state, PASSES)
    assert [c["id"] for c in _side(answer)["defeated"]] == ["d1"]
    assert any(
        s["changes"][:1]
        == [{"op": "character_discarded", "character": "d1", "to": "defeated_characters"}]
        for s in answer["steps"]
    )


@pytest.mark.parametrize("text", EXCHANGES)
def test_an_aspect_exchanges_a_front_line_character_with_a_kod_teammate(text):
    home = re.search(r"any of ([\w-]+)'s", text).group(1)
    lookup = MemoryLookup([CardDef(name=home, kind="location", text="")])
    state = _state(2, [_fallen(), _fallen("d2", "Other")])
    state["players"]["A"]["home_base"] = {"card": home}
    state["players"]["A"]["front_line"][0]["hits"] = [
        {"icon": "energy", "value": 3, "record": "permanent"}
    ]
    aspect = {"aspect": {"home_base": home, "name": "Twin", "text": text}}
    play = {"type": "play", "player": "A", "target": "a0", "to": "d2", "cards": [aspect]}
    answer = resolve(state, [play], lookup, parse_effect).to_json()
    assert "OR.ko.return" in answer["steps"][1]["rules"] and not answer["warnings"]
    side = _side(answer)
    assert [c["id"] for c in side["front_line"]] == ["d2", "a1"]
    assert [c["id"] for c in side["defeated"]] == ["d1", "a0"]
    assert side["defeated"][1]["hits"] == []  # its permanent record went back
    # two KO'd teammates and none named: the play says which
    del play["to"]
    answer = resolve(state, [play], lookup, parse_effect).to_json()
    assert answer["warnings"][0]["kinds"] == ["exchange_character"]
    assert [c["id"] for c in _side(answer)["front_line"]] == ["a0", "a1"]


def test_a_defeated_pile_that_is_not_a_list_names_the_field():
    state = _state(2, [])
    state["players"]["A"]["defeated"] = "Fallen"
    with pytest.raises(Exception) as err:
        _run(state)
    assert "state.players.A.defeated" in str(err.value.problems)


@pytest.mark.django_db
def test_the_api_reads_the_defeated_pile_and_names_a_bad_one(client):
    event = {"card": {"event": {"name": "Raise", "text": EVENTS[0]}}, "player": "A"}
    body = {"state": _state(2, [_fallen()], [event]), "plays": []}
    answer = client.post("/api/v1/resolve/", body, content_type="application/json").json()
    assert answer["steps"][0]["changes"][0]["op"] == "character_return"
    for bad, path in (
        ([{"id": "d1"}], "state.players.A.defeated.0.grid"),
        ([_fallen(f"d{i}") for i in range(5)], "state.players.A.defeated"),
        ({"id": "d1"}, "state.players.A.defeated"),
    ):
        body["state"]["players"]["A"]["defeated"] = bad
        response = client.post("/api/v1/resolve/", body, content_type="application/json")
        assert response.status_code == 400
        assert path in [d["path"] for d in response.json()["error"]["details"]]


@pytest.mark.parametrize("text", NEXT_BATTLE)
@pytest.mark.parametrize("fallen", [[], [_fallen("d1"), _fallen("d2", "Other")]])
def test_played_with_no_kod_teammate_named_it_is_held_not_dropped(text, fallen):
    """None KO'd yet, or several and none named: the teammate is chosen when the next battle
    begins (OR.ko.return, MR.19), never dropped."""
    card = {"special": {"character": "Ace 0", "name": "Rite", "text": text}}
    answer = _run(_state(2, fallen), [{"type": "play", "by": "a0", "cards": [card]}])
    assert [s["result"] for s in answer["steps"]] == ["played", "effect"]
    assert all("Rite" not in w["text"] for w in answer["warnings"])
    (effect,) = answer["state"]["in_play"]
    assert effect["target"] is None and effect["duration"] == "next_battle"


@pytest.mark.parametrize("text", NEXT_BATTLE)
def test_held_with_no_target_the_only_kod_teammate_comes_back_next_battle(text):
    card = {"special": {"character": "Ace 0", "name": "Rite", "text": text}}
    effect = {"card": card, "player": "A", "by": "a0", "target": None, "duration": "battle"}
    answer = _run(_state(2, [_fallen()], [effect]), [PASSES[0]])
    assert answer["steps"][0]["changes"] == [
        {"op": "character_return", "character": "d1", "to": "front_line"}
    ]
    nobody = _run(_state(2, [], [effect]), [PASSES[0]])
    assert nobody["steps"][0]["result"] == "no_effect"
    assert "OR.ko.return" in nobody["steps"][0]["rules"]
