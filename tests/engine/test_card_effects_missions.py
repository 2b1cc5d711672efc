"""Venture modifiers under a condition on the mission a player uses (OR.mission,
OR.venture-total): "Opponent -3 to Venture Total ... If opponent has "X" Mission, opponent -6"
on specials in play, "<Team> -2 to Venture Total per battle if opponent is using "X" Mission"
on a home base. The board names each player's mission set (``players.<id>.mission``). Real
texts of the ten sets, found by their wording, parsed by the grammar."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.resolve import resolve
from rules.engine.state import InputError
from tests.engine.real_texts import rows, texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
OPPONENT_HAS = re.compile(
    r'^Opponent (-\d) to Venture Total for this battle\. If opponent has "([^"]+)" Mission, '
    r"opponent (-\d) to Venture Total for this battle\.$"
)
SPECIALS = texts(OPPONENT_HAS.pattern, "special", full=True)
HOME_USING = re.compile(
    r'^[\w ]+ Team (-\d) to Venture Total per battle if opponent is using "([^"]+)" Mission\.$'
)
LOCATIONS = sorted({(r["Name"].strip(), t) for r, t in rows("location") if HOME_USING.match(t)})


def _state(missions: dict[str, str], in_play: list | None = None) -> dict:
    players = {
        "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID}]},
        "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": GRID}]},
    }
    for pid, name in missions.items():
        players[pid]["mission"] = name
    return {"players": players, "turn": "A", "in_play": in_play or []}


def _venture_of_b(text: str, missions: dict[str, str]) -> dict:
    effect = {
        "card": {"special": {"character": "Ace", "name": "Card", "text": text}},
        "player": "A",
        "by": "a1",
        "duration": "battle",
    }
    answer = resolve(_state(missions, [effect]), [], MemoryLookup(), parse_effect).to_json()
    return answer["venture"]["B"]


def test_the_ten_sets_print_the_wordings():
    assert SPECIALS and LOCATIONS


@pytest.mark.parametrize("text", SPECIALS)
def test_the_stronger_modifier_takes_the_place_of_the_plain_one_when_the_mission_is_used(text):
    plain, mission, stronger = OPPONENT_HAS.match(text).groups()
    venture = _venture_of_b(text, {"B": mission})
    assert venture["total"] == int(stronger)  # -6, not -3 and not -9
    counted = [i for i in venture["items"] if i["counted"]]
    assert len(counted) == 1 and "OR.mission" in counted[0]["rules"]
    assert mission in counted[0]["reason"]


@pytest.mark.parametrize("text", SPECIALS[:3])
def test_another_mission_leaves_the_plain_modifier(text):
    plain, _mission, _ = OPPONENT_HAS.match(text).groups()
    venture = _venture_of_b(text, {"B": "Some Other Mission", "A": _mission})
    assert venture["total"] == int(plain)  # the condition names the opponent's mission


@pytest.mark.parametrize("text", SPECIALS[:3])
def test_a_board_without_the_mission_counts_the_plain_one_and_says_why_not_the_other(text):
    plain, mission, stronger = OPPONENT_HAS.match(text).groups()
    venture = _venture_of_b(text, {})
    assert venture["total"] == int(plain)
    shown = [i for i in venture["items"] if not i["counted"]]
    assert len(shown) == 1 and shown[0]["value"] == int(stronger)
    assert "does not say which mission" in shown[0]["reason"]


@pytest.mark.parametrize("text", SPECIALS[:2])
def test_a_board_without_the_mission_gives_a_warning(text):
    effect = {
        "card": {"special": {"character": "Ace", "name": "Card", "text": text}},
        "player": "A",
        "by": "a1",
    }
    unknown = resolve(_state({}, [effect]), [], MemoryLookup(), parse_effect).to_json()
    (warning,) = unknown["warnings"]
    assert warning["kinds"] == ["condition"] and "mission" in warning["text"]
    known = resolve(_state({"B": "X"}, [effect]), [], MemoryLookup(), parse_effect).to_json()
    assert not known["warnings"]


@pytest.mark.parametrize("home", LOCATIONS, ids=[n for n, _ in LOCATIONS])
def test_a_home_base_modifier_holds_while_the_opponent_uses_the_mission(home):
    name, text = home
    amount, mission = HOME_USING.match(text).groups()
    lookup = MemoryLookup()
    lookup.add(CardDef(name=name, kind="location", text=text, effect=parse_effect(text)))

    def total(missions: dict[str, str]) -> int:
        state = _state(missions)
        state["players"]["A"]["home_base"] = {"card": name}
        answer = resolve(state, [], lookup, parse_effect).to_json()
        warned = [w for w in answer["warnings"] if w["card"] == name]
        assert bool(warned) == ("B" not in missions)  # the opponent's mission is not given
        return answer["venture"]["A"]["total"]

    assert total({"B": mission}) == int(amount)
    assert total({"B": "Another Mission"}) == 0
    assert total({"A": mission}) == 0  # its own side's mission is not the opponent's


@pytest.mark.parametrize("bad", [5, "", ["x"], "x" * 3000])
def test_a_mission_that_is_not_a_name_is_refused_with_its_path(bad):
    state = _state({})
    state["players"]["B"]["mission"] = bad
    with pytest.raises(InputError) as caught:
        resolve(state, [], MemoryLookup(), parse_effect)
    assert [p for p, _ in caught.value.problems] == ["state.players.B.mission"]


@pytest.mark.django_db
def test_the_api_answers_a_bad_mission_with_a_400_naming_the_field(client):
    import json

    from django.urls import reverse

    state = _state({"A": "The Secret Wars"})
    state["players"]["B"]["mission"] = {"name": "x"}
    res = client.post(
        reverse("api:resolve"),
        data=json.dumps({"state": state, "plays": []}),
        content_type="application/json",
    )
    assert res.status_code == 400
    details = res.json()["error"]["details"]
    assert [d["path"] for d in details] == ["state.players.B.mission"]
