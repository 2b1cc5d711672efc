"""Judge situations naming cards of all ten sets drawn at random from those no earlier
situation named (specials, a character): blocks that hit back, hits on the permanent record
kept out of the venture, avoids of one type, characters no longer attacked after an avoid,
a team that may no longer attack, defenses refused by icon or card kind, attacks only with
universe cards, strings of attacks of one type, a rating raised after an avoid, a reserve
special for a teammate and a venture bonus of a character, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

TRIP_WIRE = "Domino™ - Trip Wire"
DUMB_LUCK = "Domino™ - Dumb Luck"  # level 6 Energy, not defended by an Intellect icon
PRISM = "Marauders - Prism"
PARASITE = "Parasite™ - Sucking the City Dry"
ABSORB = "Blob™ - Absorp Impact"
DARKLANDS = "Violator - Darklands Army"
UNEARTHLY = "Doomsday™ - Unearthly Strength"
NEW_WARRIOR = "Scarlet Spider™ - New Warrior"
BOOT_JETS = "Steel™ - Boot Jets"
MAGNETIC = "Polaris - Magnetic Field"
NINE_LIVES = "Catwoman™ - Nine Lives"
SUMO = "Kingpin™ - Sumo Knowledge"
TUNNELING = "Mole Man - Strategic Tunneling"
DEFENSE_TACTICS = "Black Widow™ - Defense Tactics"
BRIMSTONE = "Ghost Rider™ - Fire and Brimstone"
FORCE_FIELD = "Brainiac™ - Force Field"  # Avoid 1 attack
ALLY = boards.ALLY
NAMED = (
    TRIP_WIRE,
    DUMB_LUCK,
    PRISM,
    PARASITE,
    ABSORB,
    DARKLANDS,
    UNEARTHLY,
    NEW_WARRIOR,
    BOOT_JETS,
    MAGNETIC,
    NINE_LIVES,
    SUMO,
    TUNNELING,
    DEFENSE_TACTICS,
    BRIMSTONE,
    FORCE_FIELD,
    ALLY,
    "Comm. James Gordon™",
)
catalogue = boards.catalogue_of(NAMED)
PASSES = [{"type": "pass"}, {"type": "pass"}]
#: Player A's opening attack, so that player B's plays come on B's turn.
OPENING = j.power("a2", "b2", "energy", 1)


def _of_play(answer: dict, n: int) -> str:
    return next(s["result"] for s in answer["steps"] if s["play"] == n)


def _avoid(by: str, card: str) -> dict:
    return {"type": "defend", "by": by, "cards": [{"card": card}]}


# --- blocks, hits and the venture


def test_a_block_with_a_power_card_of_equal_value_hits_the_attacker(client, catalogue):
    trip = [j.played(TRIP_WIRE, "B", "b1")]
    plays = [j.power("a1", "b1", "energy", 5), j.defend("b1", "energy", 5)]
    answer = j.resolve(client, boards.board(b1="Domino"), plays, trip)
    assert _of_play(answer, 1) == "blocked"
    hits = answer["state"]["players"]["A"]["front_line"][0].get("hits") or []
    assert [(h["icon"], h["value"]) for h in hits] == [("energy", 5)]
    higher = [j.power("a1", "b1", "energy", 5), j.defend("b1", "energy", 6)]
    answer = j.resolve(client, boards.board(b1="Domino"), higher, trip)
    assert not answer["state"]["players"]["A"]["front_line"][0].get("hits")


def test_the_hit_described_goes_on_the_permanent_record_and_out_of_the_venture(client, catalogue):
    """Prism attacks at level 7 Strength; if successful its one card is a level 3 Energy hit on
    the permanent record (OR.hits), out of the venture (OR.venture-total). This once held a
    second hit beside the attack's own 7 Strength hit, which counted 7; a successful attack
    leaves one card, and the card says what hit it is."""
    plays = [j.special("a1", "b1", PRISM), j.power("b1", "a1", "energy", 2), *PASSES]
    answer = j.resolve(client, boards.board("Marauders"), plays)
    assert answer["steps"][0]["value"] == 7
    assert answer["venture"]["A"]["total"] == 0
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert [(h["icon"], h["value"], h["record"]) for h in hits] == [("energy", 3, "permanent")]


# --- avoids


@pytest.mark.parametrize(
    ("card", "name", "icon", "other"),
    [
        (NINE_LIVES, "Catwoman", "fighting", "energy"),
        (BRIMSTONE, "Ghost Rider", "energy", "strength"),
        (BRIMSTONE, "Ghost Rider", "fighting", "intellect"),
    ],
)
def test_an_avoid_of_attacks_of_a_type(client, catalogue, card, name, icon, other):
    players = boards.board(b1=name)
    avoided = [j.power("a1", "b1", icon, 5), _avoid("b1", card)]
    assert _of_play(j.resolve(client, players, avoided), 1) == "avoided"
    refused = [j.power("a1", "b1", other, 5), _avoid("b1", card)]
    assert _of_play(j.resolve(client, players, refused), 1) == "illegal"


def test_after_its_avoid_the_character_may_not_be_attacked(client, catalogue):
    plays = [
        j.power("a1", "b1", "energy", 5),
        _avoid("b1", ABSORB),
        j.power("b2", "a2", "energy", 2),
    ]
    players = boards.board(b1="Blob")
    assert _of_play(j.resolve(client, players, [*plays, j.power("a2", "b1", "energy", 4)]), 3) == (
        "illegal"
    )
    assert _of_play(j.resolve(client, players, [*plays, j.power("a2", "b2", "energy", 4)]), 3) == (
        "attack"
    )


def test_after_its_avoid_the_characters_rating_is_raised_to_8(client, catalogue):
    low = {"energy": 5, "fighting": 7, "strength": 7, "intellect": 7}
    players = boards.board(b1="Parasite", b_grid=low)
    plays = [
        j.power("a1", "b1", "energy", 5),
        _avoid("b1", PARASITE),
        j.power("b1", "a1", "energy", 8),
    ]
    assert _of_play(j.resolve(client, players, plays), 2) == "attack"
    plain = [OPENING, j.power("b1", "a1", "energy", 8)]
    assert _of_play(j.resolve(client, players, plain), 1) == "illegal"


def test_a_reserve_character_lets_a_teammate_avoid_an_energy_attack(client, catalogue):
    players = boards.board(b_more={"reserve": j.char("b3", "Black Widow")})
    plays = [j.power("a1", "b1", "energy", 5), _avoid("b3", DEFENSE_TACTICS)]
    assert _of_play(j.resolve(client, players, plays), 1) == "avoided"
    fighting = [j.power("a1", "b1", "fighting", 5), _avoid("b3", DEFENSE_TACTICS)]
    assert _of_play(j.resolve(client, players, fighting), 1) == "illegal"


# --- what may defend an attack (MR.5.restricted-defense)


def test_an_attack_not_defended_by_a_card_with_an_intellect_icon(client, catalogue):
    players = boards.board("Domino")
    luck = j.special("a1", "b1", DUMB_LUCK)
    assert (
        _of_play(j.resolve(client, players, [luck, j.defend("b1", "intellect", 7)]), 1) == "illegal"
    )
    assert _of_play(j.resolve(client, players, [luck, j.defend("b1", "energy", 6)]), 1) == "blocked"


def test_an_attack_not_defended_with_a_special_card(client, catalogue):
    players = boards.board("Polaris", "Brainiac")
    field = j.special("a1", "b1", MAGNETIC)
    assert _of_play(j.resolve(client, players, [field, _avoid("b1", FORCE_FIELD)]), 1) == "illegal"
    assert (
        _of_play(j.resolve(client, players, [field, j.defend("b1", "fighting", 5)]), 1) == "blocked"
    )


def test_a_special_negates_a_special_and_only_a_special(client, catalogue):
    players = boards.board("Domino", "Mole Man")
    negate = _avoid("b1", TUNNELING)
    assert _of_play(j.resolve(client, players, [j.special("a1", "b1", DUMB_LUCK), negate]), 1) == (
        "negated"
    )
    assert _of_play(j.resolve(client, players, [j.power("a1", "b1", "energy", 5), negate]), 1) == (
        "illegal"
    )


def test_only_attacks_with_universe_cards_against_the_character(client, catalogue):
    jets = [j.played(BOOT_JETS, "B", "b1")]
    players = boards.board(a_grid=boards.FIGHTER, b1="Steel")
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": ALLY}]}
    assert _of_play(j.resolve(client, players, [ally], jets), 0) == "attack"
    assert _of_play(j.resolve(client, players, [j.power("a1", "b1", "energy", 5)], jets), 0) == (
        "illegal"
    )
    assert _of_play(j.resolve(client, players, [j.power("a1", "b2", "energy", 5)], jets), 0) == (
        "attack"
    )


# --- attacks and strings of attacks


def test_a_level_11_attack_after_which_the_team_may_not_attack(client, catalogue):
    players = boards.board("Violator")
    army = boards.played_as("a1", "b1", DARKLANDS, "fighting")
    assert j.resolve(client, players, [army])["steps"][0]["value"] == 11
    later = [army, j.power("b2", "a2", "energy", 2), j.power("a2", "b2", "energy", 4)]
    assert _of_play(j.resolve(client, players, later), 2) == "illegal"


def test_a_level_9_attack_of_either_type(client, catalogue):
    sumo = boards.played_as("a1", "b1", SUMO, "strength")
    step = j.resolve(client, boards.board("Kingpin"), [sumo])["steps"][0]
    assert step["result"] == "attack" and step["value"] == 9


def test_one_more_attack_of_the_same_type(client, catalogue):
    players = boards.board("Scarlet Spider")
    first = j.special("a1", "b1", NEW_WARRIOR)
    assert _of_play(j.resolve(client, players, [first, j.power("a1", "b2", "fighting", 5)]), 1) == (
        "attack"
    )
    assert _of_play(j.resolve(client, players, [first, j.power("a1", "b2", "energy", 5)]), 1) == (
        "illegal"
    )


def test_as_many_strength_power_card_attacks_as_possible(client, catalogue):
    play = {"type": "play", "by": "a1", "cards": [{"card": UNEARTHLY}]}
    players = boards.board("Doomsday")
    plays = [play, j.power("a1", "b1", "strength", 5), j.power("a1", "b2", "strength", 4)]
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 1) == "attack" and _of_play(answer, 2) == "attack"
    energy = [play, j.power("a1", "b1", "energy", 5)]
    assert _of_play(j.resolve(client, players, energy), 1) == "illegal"


# --- a character's venture bonus (OR.inherent)


def test_a_characters_team_is_two_more_in_the_venture_each_battle(client, catalogue):
    players = boards.board({"id": "a1", "card": "Comm. James Gordon™"})
    plays = [j.power("a2", "b1", "energy", 4), j.power("b1", "a2", "energy", 3), *PASSES]
    venture = j.resolve(client, players, plays)["venture"]
    assert venture["A"]["total"] == 4 + 2 and venture["B"]["total"] == 3
