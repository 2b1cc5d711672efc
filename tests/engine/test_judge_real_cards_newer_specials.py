"""Judge situations naming specials of the three newer sets (JLA, Image, Monumental) drawn at
random from those earlier situations did not name: high single-type attacks, attacks of
another level against a battlesite, a lowered KO threshold, characters kept from attacking or
from being attacked, attacks that may not be moved, defenses limited to an icon or raised,
negates and specials that may not be negated, and a combine with one Power card, through
``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

MASQUE = "Morlocks - Masque"  # hits to KO decreased by 5
MONTANA = "Enforcers - Montana"
STRYKEFORCE = "Killrazor - Strykeforce"
IMAGINATION = "Green Lantern - Power of Imagination (sic)"  # level 9 Energy or Intellect
HEART = "Violator - Heart Attack"  # level 9 Energy
WOLVIE = "X-Babies - Li'l Wolvie"
KARNAK = "Inhumans - Karnak"
PRETTY = "Reavers - Pretty Boy"
BETTY = "Hulk - Betty Banner"
PIERCE = "Reavers - Donald Pierce"
TOUGH = "Stryker - Tough as Nails"
LANCE = "Tiffany - Lance"
EXODUS = "Acolytes - Exodus"
CYBERFORCE = "Velocity - Cyberforce"
DEMIGOD = "The Darkness - Demigod of the Dark"
DARKNESS_ATTACK = "The Darkness - Shadow Motion"  # level 4 Energy
MIND_CONTROL = "Mandarin™ - Mind Control"
NAMED = (
    MASQUE,
    MONTANA,
    STRYKEFORCE,
    IMAGINATION,
    HEART,
    WOLVIE,
    KARNAK,
    PRETTY,
    BETTY,
    PIERCE,
    TOUGH,
    LANCE,
    EXODUS,
    CYBERFORCE,
    DEMIGOD,
    DARKNESS_ATTACK,
    MIND_CONTROL,
)
catalogue = boards.catalogue_of(NAMED)
HIGH = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}


def _result(client, players: dict, plays: list, n: int, in_play: list | None = None) -> str:
    """The result of play ``n`` (its first step)."""
    steps = j.resolve(client, players, plays, in_play)["steps"]
    return next(s["result"] for s in steps if s["play"] == n)


#: Player A's opening attack, so that player B's plays come on B's turn.
OPENING = j.power("a2", "b2", "energy", 1)


# --- attacks of a high level, of another level against a battlesite


def test_a_level_9_attack_of_the_type_played(client, catalogue):
    attack = boards.played_as("a1", "b1", IMAGINATION, "intellect")
    players = boards.board("Green Lantern", b_grid=HIGH)
    answer = j.resolve(client, players, [attack, j.defend("b1", "intellect", 8)])
    assert answer["steps"][0]["value"] == 9 and j.results(answer)[1] == "illegal"
    heart = j.resolve(client, boards.board("Violator"), [j.special("a1", "b1", HEART)])
    assert heart["steps"][0]["value"] == 9
    hit = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert hit and hit[0]["value"] == 9 and hit[0]["icon"] == "intellect"


@pytest.mark.parametrize(("card", "name"), [(WOLVIE, "X-Babies"), (KARNAK, "Inhumans")])
def test_a_special_attacks_a_battlesite_at_another_level(client, catalogue, card, name):
    players = boards.board(name, b_more={"battlesite": {"card": "Outpost"}})
    on_character = j.resolve(client, players, [j.special("a1", "b1", card)])["steps"][0]
    assert on_character["value"] == 4
    on_site = j.resolve(client, players, [j.special("a1", "battlesite", card)])["steps"][0]
    assert on_site["result"] == "attack" and on_site["value"] == 8


# --- the KO threshold lowered


def test_a_special_in_play_lowers_the_targets_hits_to_ko_by_five(client, catalogue):
    target = j.char("b1", "Bolt", hits=j.hits("energy", 8, 5))
    masque = [j.played(MASQUE, "A", "a1", "b1")]
    ko = j.resolve(
        client, boards.board("Morlocks", target), [j.power("a1", "b1", "energy", 3)], masque
    )
    assert ko["ko"] and ko["ko"][0]["id"] == "b1"  # 16 of 15
    plain = j.resolve(client, boards.board("Morlocks", target), [j.power("a1", "b1", "energy", 3)])
    assert not plain["ko"]


# --- who may attack, who may be attacked


def test_the_character_and_its_target_may_not_attack_this_battle(client, catalogue):
    play = {"type": "play", "by": "a1", "target": "b1", "cards": [{"card": MONTANA}]}
    players = boards.board("Enforcers")
    assert _result(client, players, [play, j.power("b1", "a1", "energy", 3)], 1) == "illegal"
    assert _result(client, players, [play, j.power("b2", "a1", "energy", 3)], 1) == "attack"
    later = [play, j.power("b2", "a2", "energy", 3), j.power("a1", "b2", "energy", 3)]
    assert _result(client, players, later, 2) == "illegal"
    mate = [play, j.power("b2", "a2", "energy", 3), j.power("a2", "b2", "energy", 3)]
    assert _result(client, players, mate, 2) == "attack"


def test_a_character_may_not_be_attacked_this_battle(client, catalogue):
    pretty = [j.played(PRETTY, "B", "b1")]
    players = boards.board(b1="Reavers")
    assert _result(client, players, [j.power("a1", "b1", "energy", 5)], 0, pretty) == "illegal"
    assert _result(client, players, [j.power("a1", "b2", "energy", 5)], 0, pretty) == "attack"


def test_no_intellect_power_card_is_played_against_the_character(client, catalogue):
    betty = [j.played(BETTY, "B", "b1")]
    players = boards.board(b1="Hulk")
    assert _result(client, players, [j.power("a1", "b1", "intellect", 5)], 0, betty) == "illegal"
    assert _result(client, players, [j.power("a1", "b2", "intellect", 5)], 0, betty) == "attack"
    assert _result(client, players, [j.power("a1", "b1", "energy", 5)], 0, betty) == "attack"


def test_the_characters_fighting_attacks_may_not_be_moved(client, catalogue):
    strykeforce = j.played(STRYKEFORCE, "A", "a1")
    mind = {"card": {"card": MIND_CONTROL}, "player": "B", "by": "b1", "target": "b2"}
    shift = {"type": "shift", "player": "B", "to": "b2", "cards": []}
    shift["cards"] = [{"card": MIND_CONTROL, "from": "in_play"}]
    players = boards.board("Killrazor", "Mandarin")
    fighting = [j.power("a1", "b1", "fighting", 5), shift]
    assert _result(client, players, fighting, 1, [mind, strykeforce]) == "illegal"
    energy = [j.power("a1", "b1", "energy", 3), shift]
    assert _result(client, players, energy, 1, [mind, strykeforce]) == "shifted"
    assert _result(client, players, fighting, 1, [mind]) == "shifted"


# --- defenses limited, raised, negated


def test_an_attack_defended_only_by_a_card_with_an_energy_icon(client, catalogue):
    players = boards.board("Tiffany")
    lance = j.special("a1", "b1", LANCE)
    assert _result(client, players, [lance, j.defend("b1", "fighting", 5)], 1) == "illegal"
    assert _result(client, players, [lance, j.defend("b1", "energy", 3)], 1) == "blocked"


def test_defense_is_three_more_against_power_cards_of_a_type_on_the_record(client, catalogue):
    stryker = j.char("b1", "Stryker", hits=j.hits("energy", 4))
    tough = [j.played(TOUGH, "B", "b1")]
    players = boards.board(b1=stryker)
    energy = [j.power("a1", "b1", "energy", 7), j.defend("b1", "energy", 4)]
    assert _result(client, players, energy, 1, tough) == "blocked"  # 4 + 3
    fighting = [j.power("a1", "b1", "fighting", 7), j.defend("b1", "fighting", 4)]
    assert _result(client, players, fighting, 1, tough) == "illegal"


def test_a_target_character_gains_one_to_defense(client, catalogue):
    gained = [j.played(CYBERFORCE, "B", "b2", "b1")]
    plays = [j.power("a1", "b1", "energy", 7), j.defend("b1", "energy", 6)]
    assert _result(client, boards.board(b1="Velocity"), plays, 1, gained) == "blocked"
    assert _result(client, boards.board(b1="Velocity"), plays, 1) == "illegal"


def test_a_special_of_the_opponent_is_negated_and_a_power_card_is_not(client, catalogue):
    negate = {"type": "defend", "by": "b1", "cards": [{"card": PIERCE}]}
    players = boards.board("The Darkness", "Reavers")
    special = [j.special("a1", "b1", DARKNESS_ATTACK), negate]
    assert _result(client, players, special, 1) == "negated"
    assert _result(client, players, [j.power("a1", "b1", "energy", 5), negate], 1) == "illegal"
    demigod = [j.played(DEMIGOD, "A", "a1", "a1")]
    assert _result(client, players, special, 1, demigod) == "illegal"


# --- a combine with one Power card (MR.7)


def test_an_any_power_special_combines_with_one_single_type_power_card(client, catalogue):
    players = boards.board("Acolytes")
    combined = j.special("a1", "b1", EXODUS, {"power": "strength", "value": 3})
    step = j.resolve(client, players, [combined])["steps"][0]
    assert step["result"] == "attack" and step["value"] == 4 + 3
    multi = {"power": "multipower", "value": 3, "icons": ["energy", "strength"]}
    assert _result(client, players, [j.special("a1", "b1", EXODUS, multi)], 0) == "illegal"
