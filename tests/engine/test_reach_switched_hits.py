"""Two hits switched (OR.hits, MR.1): "<X> may switch a hit from his hits from current battle with
a hit from his permanent record", "<X> may switch any 2 Intellect cards on the Permanent Record of
any two Front Line characters on his team", "may switch any 2 Power cards of equal value on any
two of opponent's characters". The play names the two hits (the card's ``switches``); hits the
card does not name are not switched, and the step says why. Real card texts of the ten sets."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
OWN_RECORDS = texts(
    r"may switch a hit from his .hits from current battle. with", "special", full=True
)
TEAMMATES = texts(
    r"may switch any (2|two) cards with an Intellect icon on the Perm", "special", full=True
)
OPPONENTS = texts(
    r"may switch any (2|two) Power cards of equal value on any two of opp", "special", full=True
)


def _hit(icon: str, value: int, record: str = "permanent") -> dict:
    return {"icon": icon, "value": value, "record": record}


def _body(
    text: str, switches: list | None, hits: dict[str, list], codes: dict[str, str] | None = None
) -> dict:
    """The board: every character a hero unless ``codes`` says otherwise ("" for none given)."""

    def char(cid: str, name: str) -> dict:
        code = (codes or {}).get(cid, "hero")
        out = {"id": cid, "name": name, "grid": GRID, "hits": hits.get(cid, [])}
        return {**out, "code": code} if code else out

    state = {
        "players": {
            "A": {"front_line": [char("a1", "Hero"), char("a2", "Mate")]},
            "B": {"front_line": [char("b1", "Foe"), char("b2", "Other")]},
        },
        "turn": "A",
    }
    card: dict = {"special": {"character": "Hero", "name": "Real", "text": text}}
    if switches is not None:
        card["switches"] = switches
    return {"state": state, "plays": [{"type": "play", "by": "a1", "cards": [card]}]}


def _resolve(
    text: str, switches: list | None, hits: dict[str, list], codes: dict | None = None, **board
) -> dict:
    body = _body(text, switches, hits, codes)
    state = {**body["state"], **board}
    return resolve(state, body["plays"], MemoryLookup(), parse_effect).to_json()


def _hits(answer: dict, side: str, i: int) -> list[tuple]:
    char = answer["state"]["players"][side]["front_line"][i]
    return sorted((h["icon"], h["value"], h["record"]) for h in char.get("hits", []))


def _said(answer: dict, words: str) -> bool:
    return any(words in s["text"] for s in answer["steps"])


def test_the_ten_sets_print_the_three_forms_and_the_engine_reads_them():
    assert OWN_RECORDS and TEAMMATES and OPPONENTS
    for text in OWN_RECORDS + TEAMMATES + OPPONENTS:
        (switch,) = [c.to_json() for c in parse_effect(text).clauses if c.kind == "switch_cards"]
        # "any two Front Line heroes": the code kept (who_code) is checked on both characters
        assert reach.is_applied(switch)
        assert not reach.is_applied({**switch, "switch_unnamed": True})


@pytest.mark.parametrize("text", OWN_RECORDS)
def test_a_hit_of_each_record_of_the_character_switch(text):
    hits = {"a1": [_hit("energy", 6, "current"), _hit("strength", 2)]}
    named = [{"character": "a1", **hits["a1"][0]}, {"character": "a1", **hits["a1"][1]}]
    answer = _resolve(text, named, hits)
    assert _hits(answer, "A", 0) == [("energy", 6, "permanent"), ("strength", 2, "current")]
    # two hits of one record are not what the card switches
    same = {"a1": [_hit("energy", 6), _hit("strength", 2)]}
    named = [{"character": "a1", **same["a1"][0]}, {"character": "a1", **same["a1"][1]}]
    kept = _resolve(text, named, same)
    assert _hits(kept, "A", 0) == [("energy", 6, "permanent"), ("strength", 2, "permanent")]
    assert _said(kept, "no hits are switched")


@pytest.mark.parametrize("text", TEAMMATES)
def test_two_intellect_hits_of_two_front_line_teammates_switch(text):
    hits = {"a1": [_hit("intellect", 7)], "a2": [_hit("intellect", 2)]}
    named = [{"character": "a1", **hits["a1"][0]}, {"character": "a2", **hits["a2"][0]}]
    answer = _resolve(text, named, hits)
    assert _hits(answer, "A", 0) == [("intellect", 2, "permanent")]
    assert _hits(answer, "A", 1) == [("intellect", 7, "permanent")]
    step = next(s for s in answer["steps"] if "switch places" in s["text"])
    assert "OR.hits" in step["rules"]
    # a Strength hit is not an Intellect card
    other = {"a1": [_hit("strength", 7)], "a2": [_hit("intellect", 2)]}
    named = [{"character": "a1", **other["a1"][0]}, {"character": "a2", **other["a2"][0]}]
    assert _said(_resolve(text, named, other), "Intellect hits only")


@pytest.mark.parametrize("text", OPPONENTS)
def test_two_power_hits_of_equal_value_of_two_opponents_switch(text):
    hits = {"b1": [_hit("energy", 4)], "b2": [_hit("fighting", 4)]}
    named = [{"character": "b1", **hits["b1"][0]}, {"character": "b2", **hits["b2"][0]}]
    answer = _resolve(text, named, hits)
    assert _hits(answer, "B", 0) == [("fighting", 4, "permanent")]
    assert _hits(answer, "B", 1) == [("energy", 4, "permanent")]
    unequal = {"b1": [_hit("energy", 4)], "b2": [_hit("fighting", 5)]}
    named = [{"character": "b1", **unequal["b1"][0]}, {"character": "b2", **unequal["b2"][0]}]
    assert _said(_resolve(text, named, unequal), "equal value only")
    # the player's own characters are not the opponent's
    own = {"a1": [_hit("energy", 4)], "a2": [_hit("fighting", 4)]}
    named = [{"character": "a1", **own["a1"][0]}, {"character": "a2", **own["a2"][0]}]
    assert _said(_resolve(text, named, own), "no hits are switched")


@pytest.mark.parametrize("text", OWN_RECORDS + TEAMMATES + OPPONENTS)
def test_a_play_naming_no_hits_switches_nothing_and_says_not_applied(text):
    answer = _resolve(text, None, {"a1": [_hit("intellect", 7)]})
    assert _hits(answer, "A", 0) == [("intellect", 7, "permanent")]
    assert any("switch_cards" in w["kinds"] for w in answer["warnings"])


@pytest.mark.django_db
def test_a_malformed_switch_is_a_400_naming_the_field(client):
    body = _body(TEAMMATES[0], [{"character": "a1", "icon": "intellect", "value": "x"}], {})
    res = client.post(reverse("api:resolve"), json.dumps(body), content_type="application/json")
    assert res.status_code == 400
    paths = [d["path"] for d in res.json()["error"]["details"]]
    assert paths == ["plays.0.cards.0.switches"]
    body = _body(TEAMMATES[0], [_hit("intellect", 7), {"character": "a2", **_hit("banana", 2)}], {})
    res = client.post(reverse("api:resolve"), json.dumps(body), content_type="application/json")
    paths = [d["path"] for d in res.json()["error"]["details"]]
    assert paths == ["plays.0.cards.0.switches.0.character", "plays.0.cards.0.switches.1.icon"]


@pytest.mark.django_db
def test_the_api_takes_the_hits_switched(client):
    hits = {"a1": [_hit("intellect", 7)], "a2": [_hit("intellect", 2)]}
    named = [{"character": "a1", **hits["a1"][0]}, {"character": "a2", **hits["a2"][0]}]
    body = _body(TEAMMATES[0], named, hits)
    res = client.post(reverse("api:resolve"), json.dumps(body), content_type="application/json")
    assert res.status_code == 200
    assert any("switch places" in s["text"] for s in res.json()["steps"])


@pytest.mark.parametrize("text", OPPONENTS)
def test_a_villains_hit_is_not_switched_under_the_code_rule_and_is_without_it(text):
    hits = {"b1": [_hit("energy", 4)], "b2": [_hit("fighting", 4)]}
    named = [{"character": "b1", **hits["b1"][0]}, {"character": "b2", **hits["b2"][0]}]
    kept = _resolve(text, named, hits, {"b2": "villain"}, code_rule=True)
    assert _hits(kept, "B", 1) == [("fighting", 4, "permanent")]
    assert _said(kept, "is for a hero")
    switched = _resolve(text, named, hits, {"b2": "villain"}, code_rule=False)
    assert _hits(switched, "B", 1) == [("energy", 4, "permanent")]
    # a character whose code the board does not give is never taken, and the answer warns
    unknown = _resolve(text, named, hits, {"b2": ""})
    assert _hits(unknown, "B", 1) == [("fighting", 4, "permanent")]
    assert _said(unknown, "gives no hero/villain code for Other")
