"""Judge situations naming real home bases, aspects and characters of the ten sets: a home
base's bonus to MultiPower attacks and its power card attacks kept clear of specials in play,
an aspect that acts as an attack and one that keeps specials in play from defending, and
inherent abilities (OR.inherent, MR.14) that raise universe bonuses, add to attacks on some
characters, open the reserve to attacks, let the reserve attack, and let a character play
another's specials, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

LAKE = "Landau, Luckman & Lake"  # MultiPower Power cards +1 to attack
X_WORLD = "X-world"
ROCKET = "Cape Citadel - The Benassi Rocket"
HOLOGRAPHIC = "The Danger Room - Holographic Attackers"
FORTUNATE = "Longshot™ - Fortunate Accident"  # no Energy Power cards level 6-8 to attack
MIND_CONTROL = "Mandarin™ - Mind Control"
TEAM7 = "Backlash - Team 7"
NAMED = (
    LAKE,
    X_WORLD,
    "Cape Citadel",
    ROCKET,
    "The Danger Room",
    HOLOGRAPHIC,
    FORTUNATE,
    MIND_CONTROL,
    TEAM7,
    "Hawkman™",
    "Martian Manhunter™",
    "ShadowHawk",
    "Ka-Zar",
    "Green Arrow™",
    "Velocity",
    "Future Backlash™",
)
BASIC = {"universe": "basic", "icon": "energy", "requires": 5, "bonus": 3}


catalogue = boards.catalogue_of(NAMED)


def _board(a1: dict | None = None, b1: dict | None = None, **a_more) -> dict:
    return boards.board(a1 or "Ace", b1 or "Bolt", a_more=a_more)


def _value(client, players: dict, attack: dict, in_play: list | None = None) -> int | str:
    step = j.resolve(client, players, [attack], in_play)["steps"][0]
    return step.get("value") if step["result"] == "attack" else step["result"]


def _multi(by: str, target: str, value: int) -> dict:
    attack = j.power(by, target, "multipower", value)
    attack["cards"][0]["icons"] = ["energy", "fighting"]
    return attack


# --- home bases


def test_a_home_base_adds_one_to_its_teams_multipower_attacks(client, catalogue):
    players = _board(home_base={"card": LAKE})
    assert _value(client, players, _multi("a1", "b1", 5)) == 6
    assert _value(client, players, j.power("a1", "b1", "energy", 5)) == 5
    assert _value(client, _board(), _multi("a1", "b1", 5)) == 5


def test_a_home_bases_power_card_attacks_ignore_specials_already_in_play(client, catalogue):
    bar = [j.played(FORTUNATE, "B", "b1")]
    six = j.power("a1", "b1", "energy", 6)
    assert _value(client, _board(b1=j.char("b1", "Longshot")), six, bar) == "illegal"
    players = _board(b1=j.char("b1", "Longshot"), home_base={"card": X_WORLD})
    assert _value(client, players, six, bar) == 6


# --- aspects


def test_an_aspect_acts_as_a_level_7_any_power_attack(client, catalogue):
    rocket = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": ROCKET}]}
    answer = j.resolve(client, _board(home_base={"card": "Cape Citadel"}), [rocket])
    assert answer["steps"][0]["result"] == "attack" and answer["steps"][0]["value"] == 7
    assert "OR.aspect" in answer["steps"][0]["rules"]


def test_an_aspect_keeps_specials_in_play_from_answering_power_card_attacks(client, catalogue):
    mind = {"card": {"card": MIND_CONTROL}, "player": "B", "by": "b1", "target": "b2"}
    shift = {"type": "shift", "player": "B", "to": "b2", "cards": []}
    shift["cards"] = [{"card": MIND_CONTROL, "from": "in_play"}]
    holographic = {"card": {"card": HOLOGRAPHIC}, "player": "A", "duration": "game"}
    players = _board(b1=j.char("b1", "Mandarin"), home_base={"card": "The Danger Room"})
    power = [j.power("a1", "b1", "energy", 5), shift]
    assert j.results(j.resolve(client, players, power, [mind]))[1] == "shifted"
    assert j.results(j.resolve(client, players, power, [mind, holographic]))[1] == "illegal"
    special = j.special("a1", "b1", TEAM7)
    players["A"]["front_line"][0]["name"] = "Backlash"
    special["cards"][0]["as"] = "fighting"
    assert j.results(j.resolve(client, players, [special, shift], [mind, holographic]))[1] == (
        "shifted"
    )


# --- inherent abilities


def test_an_inherent_ability_adds_two_to_basic_universe_bonuses(client, catalogue):
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": []}
    attack["cards"] = [{"power": "energy", "value": 5}, BASIC]
    hawkman = {"id": "a1", "card": "Hawkman™"}  # Energy 4: the bonus still needs the 5
    players = _board(hawkman)
    players["A"]["front_line"][0] = {**hawkman, "grid": {"energy": 5}}
    step = j.resolve(client, players, [attack])["steps"][0]
    assert step["value"] == 5 + 3 + 2 and "OR.inherent" in step["rules"]
    assert j.resolve(client, _board(), [attack])["steps"][0]["value"] == 5 + 3


def test_an_inherent_ability_adds_one_to_teammates_training_bonuses(client, catalogue):
    training = {"universe": "training", "icons": ["energy", "fighting"], "bonus": 3, "requires": 5}
    low = {"energy": 5, "fighting": 7, "strength": 7, "intellect": 7}
    players = _board({"id": "a1", "card": "Martian Manhunter™"})
    players["A"]["front_line"][1] = j.char("a2", "Mate", grid=low)
    attack = {"type": "attack", "by": "a2", "target": "b1", "cards": []}
    attack["cards"] = [{"power": "energy", "value": 4}, training]
    assert _value(client, players, attack) == 4 + 3 + 1
    alone = _board(j.char("a1", "Ace"))
    alone["A"]["front_line"][1] = j.char("a2", "Mate", grid=low)
    assert _value(client, alone, attack) == 4 + 3


def test_strength_attacks_are_two_more_on_a_character_with_an_energy_power_hit(client, catalogue):
    hawk = {"id": "a1", "card": "ShadowHawk"}  # Strength 6
    marked = j.char("b1", "Bolt", hits=j.hits("energy", 3))
    assert _value(client, _board(hawk, marked), j.power("a1", "b1", "strength", 5)) == 7
    assert _value(client, _board(hawk), j.power("a1", "b1", "strength", 5)) == 5
    assert _value(client, _board(hawk, marked), j.power("a1", "b1", "fighting", 5)) == 5


def test_attacks_are_one_more_on_characters_of_fighting_7_or_8(client, catalogue):
    kazar = {"id": "a1", "card": "Ka-Zar", "grid": {"energy": 5}}  # printed Energy 1
    fighter = j.char("b1", "Bolt", grid={"energy": 7, "fighting": 7, "strength": 7, "intellect": 7})
    weak = j.char("b1", "Bolt", grid={"energy": 7, "fighting": 6, "strength": 7, "intellect": 7})
    assert _value(client, _board(kazar, fighter), j.power("a1", "b1", "energy", 3)) == 4
    assert _value(client, _board(kazar, weak), j.power("a1", "b1", "energy", 3)) == 3


def test_a_character_may_attack_the_reserve_with_energy_power_cards(client, catalogue):
    players = _board({"id": "a1", "card": "Green Arrow™"})
    players["B"]["reserve"] = j.char("b3", "Res")
    assert _value(client, players, j.power("a1", "b3", "energy", 4)) == 4
    assert _value(client, players, j.power("a1", "b3", "fighting", 4)) == "illegal"
    assert _value(client, players, j.power("a2", "b3", "energy", 4)) == "illegal"


def test_a_reserve_character_may_attack_with_power_cards(client, catalogue):
    players = _board(reserve={"id": "a4", "card": "Velocity"})
    assert _value(client, players, j.power("a4", "b1", "energy", 5)) == 5
    players["A"]["reserve"] = j.char("a4", "Res")
    assert _value(client, players, j.power("a4", "b1", "energy", 5)) == "illegal"


def test_a_character_may_play_the_specials_of_the_character_it_names(client, catalogue):
    attack = boards.played_as("a1", "b1", TEAM7, "strength")
    assert _value(client, _board({"id": "a1", "card": "Future Backlash™"}), attack) == 5
    assert _value(client, _board(), attack) == "illegal"
