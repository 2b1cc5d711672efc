"""Judge situations with a play restriction that allows only the cards it names ("Only Energy
attacks may be played against Namor", "Only attacks made with Universe cards may be played
against Steel", MR.19): the typed allow-list (``only``, ``acting_as``, ``attacks_only``) bars
every other attack, through ``resolve/``, whether the tree is parsed or written inline."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

ARMOR = "Namor™ - Neptune's Armor"  # Only Energy attacks may be played against Namor
BOOT_JETS = "Steel™ - Boot Jets"  # Only attacks made with Universe cards ... against Steel
TEAMWORK_ENERGY = "6 Energy Intellect/Strength +1 +2"  # a Teamwork card acting as Energy
catalogue = boards.catalogue_of((ARMOR, BOOT_JETS, TEAMWORK_ENERGY))


def _first(client, target: str, attack: dict, in_play: list) -> str:
    return j.results(j.resolve(client, j.two_a_side(b1=target), [attack], in_play))[0]


def _teamwork_attack() -> dict:
    return {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": TEAMWORK_ENERGY}]}


def test_only_energy_attacks_may_be_played_against_namor(client, catalogue):
    armor = [j.played(ARMOR, "B", "b1")]
    assert _first(client, "Namor", j.power("a1", "b1", "strength", 5), armor) == "illegal"
    assert _first(client, "Namor", j.power("a1", "b1", "energy", 5), armor) == "attack"
    # the bar is on attacks against Namor only
    assert _first(client, "Bolt", j.power("a1", "b1", "strength", 5), armor) == "attack"


def test_only_attacks_made_with_universe_cards_may_be_played_against_steel(client, catalogue):
    jets = [j.played(BOOT_JETS, "B", "b1")]
    assert _first(client, "Steel", j.power("a1", "b1", "energy", 5), jets) == "illegal"
    assert _first(client, "Steel", _teamwork_attack(), jets) == "attack"


def _inline_bar(**fields) -> list[dict]:
    clause = {"kind": "play_restriction", "who": "all_characters", **fields}
    effect = {"status": "full", "clauses": [clause]}
    text = "Only Universe: Teamwork cards that act as Energy or Fighting attacks may be played."
    return [{"card": {"event": {"name": "Ev", "text": text, "effect": effect}}, "player": "A"}]


def test_cards_acting_as_either_of_two_types_are_allowed(client, catalogue):
    """ "... that act as Energy or Fighting attacks": an attack of either type is allowed (a
    joined "energy|fighting" word matched neither)."""
    bar = _inline_bar(only={"kinds": ["teamwork"]}, acting_as=["energy", "fighting"])
    assert _first(client, "Bolt", _teamwork_attack(), bar) == "attack"
    assert _first(client, "Bolt", j.power("a1", "b1", "energy", 5), bar) == "illegal"
    fighting_only = _inline_bar(only={"kinds": ["teamwork"]}, acting_as=["fighting"])
    assert _first(client, "Bolt", _teamwork_attack(), fighting_only) == "illegal"


def test_the_parsed_two_type_allow_list_lets_an_energy_teamwork_attack_through(client, catalogue):
    text = "Only Universe: Teamwork cards that act as Energy or Fighting attacks may be played."
    event = [{"card": {"event": {"name": "Ev", "text": text}}, "player": "A"}]
    assert _first(client, "Bolt", _teamwork_attack(), event) == "attack"
    assert _first(client, "Bolt", j.power("a1", "b1", "energy", 5), event) == "illegal"


@pytest.mark.parametrize(
    ("fields", "key"),
    [({"only": 5}, "only"), ({"only": [{"x": 1}]}, "only"), ({"acting_as": "energy"}, "acting_as")],
)
def test_an_unreadable_inline_allow_list_is_refused_naming_the_field(client, fields, key):
    state = {"players": j.two_a_side(), "turn": "A", "in_play": _inline_bar(**fields)}
    plays = [j.power("a1", "b1", "energy", 5)]
    res = client.post(
        reverse("api:resolve"),
        data=json.dumps({"state": state, "plays": plays}),
        content_type="application/json",
    )
    assert res.status_code == 400
    paths = [d["path"] for d in res.json()["error"]["details"]]
    assert any(p.endswith(f"effect.clauses.0.{key}") for p in paths), paths


def test_a_value_limit_written_in_the_allow_list_holds(client, catalogue):
    bar = _inline_bar(only={"kinds": ["power"], "min_value": 5}, attacks_only=True)
    assert _first(client, "Bolt", j.power("a1", "b1", "energy", 3), bar) == "illegal"
    assert _first(client, "Bolt", j.power("a1", "b1", "energy", 6), bar) == "attack"
