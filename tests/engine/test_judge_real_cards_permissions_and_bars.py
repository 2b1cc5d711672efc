"""Judge situations naming real cards of the ten sets: permissions to attack with cards a
character could not use, bars on activator cards and on moving attacks, home bases' defense
bonuses against attacks from a battlesite, attacks that must go to one character, and a team
that may no longer attack, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

WEAPON = "Bullseye - Everything's a Weapon"
FENRIS = "Hydra - Fenris"  # a level 4 Energy attack on a character
MIND_CONTROL = "Mandarin™ - Mind Control"
NAMED = (
    "Bullseye",
    WEAPON,
    "Grifter - Coda Training",
    FENRIS,
    MIND_CONTROL,
    "Shattered Image - Entropy Field",
    "Shattered Image - Cyberforce vs. The Mercs...",
    "Coming of Galactus - Galactic Busy Work",
    "The Helicarrier",
    "Coda Island",
    "Zealot - Warrior Soul",
    "Leader - Twisted Mentality",
    "Zealot - Kherubim",
    "Captain Marvel™ - Power of Zeus",
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _board(a1: dict | None = None, b1: str = "Bolt", **a_more) -> dict:
    return {
        "A": {"front_line": [a1 or j.char("a1", "Ace"), j.char("a2", "Mate")], **a_more},
        "B": {"front_line": [j.char("b1", b1), j.char("b2", "Bee")]},
    }


# --- "may attack with any Special cards or Power cards in Hand" (MR.19)

BULLSEYE = {"id": "a1", "card": "Bullseye"}  # Intellect 2
WEAPON_IN_PLAY = [j.played(WEAPON, "A", "a1")]


def test_a_permission_lets_a_power_card_beyond_the_grid_attack(client, catalogue):
    attack = j.power("a1", "b1", "intellect", 6)
    assert j.results(j.resolve(client, _board(BULLSEYE), [attack]))[0] == "illegal"
    step = j.resolve(client, _board(BULLSEYE), [attack], WEAPON_IN_PLAY)["steps"][0]
    assert step["result"] == "attack" and step["value"] == 6 and "MR.19" in step["rules"]


def test_a_permission_lets_another_characters_special_attack(client, catalogue):
    attack = j.special("a1", "b1", "Grifter - Coda Training")
    assert j.results(j.resolve(client, _board(BULLSEYE), [attack]))[0] == "illegal"
    answer = j.resolve(client, _board(BULLSEYE), [attack], WEAPON_IN_PLAY)
    assert answer["steps"][0]["result"] == "attack" and not answer["warnings"]


def test_the_permission_is_the_named_characters_and_for_attacks_only(client, catalogue):
    mate = j.power("a2", "b1", "intellect", 8)  # Mate's Intellect is 7
    assert j.results(j.resolve(client, _board(BULLSEYE), [mate], WEAPON_IN_PLAY))[0] == "illegal"
    plays = [
        j.power("a2", "b1", "energy", 3),
        j.power("b1", "a1", "energy", 5),
        j.defend("a1", "intellect", 6),
    ]
    assert j.results(j.resolve(client, _board(BULLSEYE), plays, WEAPON_IN_PLAY))[-2] == "illegal"


# --- bars on activator cards (OR.activator, MR.19)

ENTROPY = [{"card": {"card": "Shattered Image - Entropy Field"}, "player": "B"}]


def _site_board() -> dict:
    site = {"card": "Outpost", "specials": [{"card": FENRIS}]}
    return _board(j.char("a1", "Hydra"), battlesite=site)


@pytest.mark.parametrize(
    "card",
    [{"card": FENRIS, "from": "battlesite"}, {"activator": "Hydra", "special": {"card": FENRIS}}],
)
def test_an_event_barring_activators_bars_a_battlesites_special(client, catalogue, card):
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": [card]}
    assert j.results(j.resolve(client, _site_board(), [attack]))[0] == "attack"
    assert j.results(j.resolve(client, _site_board(), [attack], ENTROPY))[0] == "illegal"


def test_an_event_barring_activators_leaves_the_same_special_from_hand(client, catalogue):
    attack = j.special("a1", "b1", FENRIS)
    assert j.results(j.resolve(client, _site_board(), [attack], ENTROPY))[0] == "attack"


# --- a home base's defense bonuses (OR.setup.home-base.rules, OR.activator)


def _defended(client, attack: dict, icon: str, value: int, home: str) -> str:
    players = _site_board()
    players["B"]["home_base"] = {"card": home}
    return j.results(j.resolve(client, players, [attack, j.defend("b1", icon, value)]))[1]


def test_a_home_base_adds_one_to_its_teams_energy_defenses(client, catalogue):
    assert _defended(client, j.power("a1", "b1", "energy", 7), "energy", 6, "The Helicarrier") == (
        "blocked"
    )
    fighting = j.power("a1", "b1", "fighting", 7)
    assert _defended(client, fighting, "fighting", 6, "The Helicarrier") == "illegal"


def test_a_home_base_adds_three_against_an_attack_from_a_battlesite(client, catalogue):
    from_site = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"card": FENRIS, "from": "battlesite"}],
    }
    assert _defended(client, from_site, "energy", 1, "The Helicarrier") == "blocked"  # 1 + 3
    from_hand = j.special("a1", "b1", FENRIS)
    assert _defended(client, from_hand, "energy", 2, "The Helicarrier") == "illegal"  # 2 + 1
    assert _defended(client, from_hand, "energy", 3, "The Helicarrier") == "blocked"


def test_a_home_bases_attack_bonus_does_not_help_defense(client, catalogue):
    players = _board()
    players["B"]["home_base"] = {"card": "Coda Island"}
    plays = [j.power("a1", "b1", "intellect", 6), j.defend("b1", "intellect", 5)]
    assert j.results(j.resolve(client, players, plays))[1] == "illegal"
    players["A"]["home_base"] = {"card": "Coda Island"}
    assert j.resolve(client, players, plays[:1])["steps"][0]["value"] == 7


# --- attacks moved or aimed (MR.9, MR.19)

MIND = {"card": {"card": MIND_CONTROL}, "player": "B", "by": "b1", "target": "b2"}
SHIFT = {
    "type": "shift",
    "player": "B",
    "to": "b2",
    "cards": [{"card": MIND_CONTROL, "from": "in_play"}],
}


def test_attacks_on_a_character_are_moved_to_the_teammate_who_may_defend(client, catalogue):
    plays = [j.power("a1", "b1", "energy", 5), SHIFT, j.defend("b2", "energy", 6)]
    assert j.results(j.resolve(client, _board(b1="Mandarin"), plays, [MIND])) == [
        "attack",
        "shifted",
        "blocked",
    ]


def test_an_event_keeps_attacks_on_the_target_character_where_they_are(client, catalogue):
    event = {"card": {"card": "Shattered Image - Cyberforce vs. The Mercs..."}, "player": "A"}
    event["target"] = "b1"
    plays = [j.power("a1", "b1", "energy", 5), SHIFT]
    answer = j.resolve(client, _board(b1="Mandarin"), plays, [MIND, event])
    assert j.results(answer)[1] == "illegal" and answer["steps"][-1]["result"] == "hit"


def test_an_event_sends_every_strength_attack_to_the_first_ones_target(client, catalogue):
    event = [{"card": {"card": "Coming of Galactus - Galactic Busy Work"}, "player": "A"}]
    opening = [j.power("a1", "b1", "strength", 5), j.power("b1", "a1", "energy", 3)]
    other = j.resolve(client, _board(), [*opening, j.power("a2", "b2", "strength", 5)], event)
    assert j.results(other)[-1] == "illegal"
    energy = j.resolve(client, _board(), [*opening, j.power("a2", "b2", "energy", 5)], event)
    assert j.results(energy)[-1] == "hit"


def test_a_special_in_play_draws_every_attack_to_its_character(client, catalogue):
    leader = [j.played("Leader - Twisted Mentality", "B", "b1")]
    players = _board(b1="Leader")
    assert j.results(j.resolve(client, players, [j.power("a1", "b2", "energy", 4)], leader))[0] == (
        "illegal"
    )
    assert j.results(j.resolve(client, players, [j.power("a1", "b1", "energy", 4)], leader))[0] == (
        "attack"
    )


def test_a_special_keeps_its_team_from_attacking_for_the_battle(client, catalogue):
    soul = {"type": "attack", "by": "a1", "target": "b1", "cards": []}
    soul["cards"] = [{"card": "Zealot - Warrior Soul", "as": "fighting"}]
    plays = [soul, j.power("b1", "a1", "energy", 3), j.power("a2", "b1", "energy", 4)]
    answer = j.resolve(client, _board(j.char("a1", "Zealot")), plays)
    assert answer["steps"][0]["value"] == 11 and j.results(answer)[-1] == "illegal"


def test_a_special_in_play_keeps_the_teams_specials_from_being_negated(client, catalogue):
    negate = {"type": "defend", "by": "b1", "cards": [{"card": "Captain Marvel™ - Power of Zeus"}]}
    plays = [j.special("a2", "b1", "Grifter - Coda Training"), negate]
    players = _board(j.char("a1", "Zealot"), "Captain Marvel")
    players["A"]["front_line"][1] = j.char("a2", "Grifter")
    kherubim = [j.played("Zealot - Kherubim", "A", "a1")]
    assert j.results(j.resolve(client, players, plays, kherubim))[1] == "illegal"
