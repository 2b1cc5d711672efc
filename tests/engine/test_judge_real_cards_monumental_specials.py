"""Judge situations naming real specials of the Monumental set: bars on cards of an icon (used
by a target, or played against a character), attacks a value on the record keeps off, a
conditional Power card hit, defenses limited to some cards, avoids of one type, attacks on the
reserve, a teammate's combined card, and Any-Power hits turned to a type, through
``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

NAMED = (
    "The Hellfire Club - Selene",
    "The Hellfire Club - Sebastian Shaw",
    "The Hand - Lord Daito",
    "Shi'ar - Lilandra",
    "Shi'ar - Gladiator",
    "Shi'ar - Warstar",
    "Serpent Society - Death Adder",
    "Serpent Society - Cobra",
    "Reavers - Skull Buster (sic)",
    "Morlocks - Callisto",
    "Morlocks - Erg",
    "Kree - Sentry",
    "Marauders - Scalphunter",
    "Starjammers - Ch'od",
    "Inhumans - Triton",
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _board(a1: str = "Ace", b1: str | dict = "Bolt", **b_more) -> dict:
    first = b1 if isinstance(b1, dict) else j.char("b1", b1)
    return {
        "A": {"front_line": [j.char("a1", a1), j.char("a2", "Mate")]},
        "B": {"front_line": [first, j.char("b2", "Bee")], **b_more},
    }


def _battle(card: str, player: str, by: str, target: str | None = None) -> list[dict]:
    return [
        {
            "card": {"card": card},
            "player": player,
            "by": by,
            "target": target,
            "duration": "battle",
        }
    ]


# --- bars on cards of an icon (MR.19)


def test_a_successful_special_bars_its_target_from_cards_of_an_icon(client, catalogue):
    plays = [j.special("a1", "b1", "The Hellfire Club - Selene"), j.power("b1", "a1", "energy", 3)]
    assert j.results(j.resolve(client, _board("The Hellfire Club"), plays))[-1] == "illegal"
    other = [plays[0], j.power("b1", "a1", "fighting", 3)]
    assert j.results(j.resolve(client, _board("The Hellfire Club"), other))[-1] == "hit"
    blocked = [plays[0], j.defend("b1", "energy", 7), j.power("b1", "a1", "energy", 3)]
    assert j.results(j.resolve(client, _board("The Hellfire Club"), blocked))[-1] == "hit"


def test_a_special_in_play_bars_other_teams_tactics_for_its_target(client, catalogue):
    shot = {
        "tactic": "doubleshot",
        "icon": "intellect",
        "requires": 6,
        "value": 3,
        "teammate": {"icon": "strength", "requires": 4},
    }
    tactic = {
        "type": "attack",
        "by": "b1",
        "target": "a1",
        "cards": [shot, {"power": "strength", "value": 4, "by": "b2"}],
    }
    plays = [j.special("a1", "b1", "Inhumans - Triton"), tactic]
    assert j.results(j.resolve(client, _board("Inhumans"), plays))[-1] == "illegal"


def test_no_cards_of_an_icon_may_be_played_against_the_named_character(client, catalogue):
    lilandra = _battle("Shi'ar - Lilandra", "B", "b1")
    players = _board(b1="Shi'ar")
    assert (
        j.results(j.resolve(client, players, [j.power("a1", "b1", "intellect", 5)], lilandra))[0]
        == "illegal"
    )
    assert (
        j.results(j.resolve(client, players, [j.power("a1", "b2", "intellect", 5)], lilandra))[0]
        == "attack"
    )
    assert (
        j.results(j.resolve(client, players, [j.power("a1", "b1", "energy", 5)], lilandra))[0]
        == "attack"
    )


def test_a_character_may_not_be_attacked_with_a_value_on_its_record(client, catalogue):
    kree = j.char("b1", "Kree", hits=j.hits("energy", 5))
    sentry = [j.played("Kree - Sentry", "B", "b1")]
    same = j.resolve(client, _board(b1=kree), [j.power("a1", "b1", "fighting", 5)], sentry)
    assert j.results(same)[0] == "illegal" and "MR.19" in same["steps"][0]["rules"]
    other = j.resolve(client, _board(b1=dict(kree)), [j.power("a1", "b1", "fighting", 4)], sentry)
    assert j.results(other)[0] == "attack"


# --- what the attack does (MR.1, OR.hits)


def test_a_successful_special_then_acts_as_a_power_card_hit(client, catalogue):
    answer = j.resolve(
        client, _board("Serpent Society"), [j.special("a1", "b1", "Serpent Society - Death Adder")]
    )
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    # the attack's one card is the one hit (OR.hits): it counts as the level 8 Energy Power
    # card it acts as, never beside a level 2 Strength hit of its own (MR.1, described_hits)
    assert [(h["icon"], h["value"]) for h in hits] == [("energy", 8)]
    plays = [j.special("a1", "b1", "Serpent Society - Death Adder"), j.defend("b1", "strength", 2)]
    blocked = j.resolve(client, _board("Serpent Society"), plays)
    assert blocked["state"]["players"]["B"]["front_line"][0]["hits"] == []


def test_any_power_hits_on_the_record_become_a_type_and_count_for_a_spectrum_ko(client, catalogue):
    hits = [
        {"icon": "any_power", "value": 3, "record": "permanent"},
        *j.hits("energy", 2),
        *j.hits("strength", 2),
    ]
    target = j.char("b1", "Bolt", hits=hits)
    answer = j.resolve(
        client, _board("Shi'ar", target), [j.special("a1", "b1", "Shi'ar - Warstar")]
    )
    assert answer["ko"] and answer["ko"][0]["kind"] == "spectrum"


def test_a_special_in_play_raises_its_characters_intellect_power_cards(client, catalogue):
    daito = _battle("The Hand - Lord Daito", "A", "a1")
    step = j.resolve(client, _board("The Hand"), [j.power("a1", "b1", "intellect", 5)], daito)
    assert step["steps"][0]["value"] == 7
    fighting = j.resolve(client, _board("The Hand"), [j.power("a1", "b1", "fighting", 5)], daito)
    assert fighting["steps"][0]["value"] == 5
    mate = j.resolve(client, _board("The Hand"), [j.power("a2", "b1", "intellect", 5)], daito)
    assert mate["steps"][0]["value"] == 5  # "The Hand's" cards: not a teammate's


def test_a_teammate_combines_a_power_card_with_the_special(client, catalogue):
    cards = [{"card": "Starjammers - Ch'od"}, {"power": "energy", "value": 3, "by": "a2"}]
    plays = [{"type": "attack", "by": "a1", "target": "b1", "cards": cards}]
    step = j.resolve(client, _board("Starjammers"), plays)["steps"][0]
    assert step["result"] == "attack" and step["value"] == 4 + 3 and "MR.7" in step["rules"]


def test_a_special_lets_its_character_attack_the_reserve(client, catalogue):
    players = _board("Marauders", reserve=j.char("b3", "Res"))
    scalp = {"type": "play", "by": "a1", "cards": [{"card": "Marauders - Scalphunter"}]}
    plays = [scalp, j.power("b1", "a2", "energy", 2), j.power("a1", "b3", "energy", 4)]
    assert j.results(j.resolve(client, players, plays))[-1] == "hit"
    assert j.results(j.resolve(client, players, [plays[-1]]))[0] == "illegal"


# --- defenses (MR.5.restricted-defense, MR.10)


def test_an_attack_defended_only_by_cards_of_one_icon(client, catalogue):
    attack = j.special("a1", "b1", "Morlocks - Callisto")
    fighting = j.resolve(client, _board("Morlocks"), [attack, j.defend("b1", "fighting", 5)])
    assert j.results(fighting)[1] == "illegal"
    energy = j.resolve(client, _board("Morlocks"), [attack, j.defend("b1", "energy", 3)])
    assert j.results(energy)[1] == "blocked"


def test_an_attack_defended_only_by_a_defensive_special(client, catalogue):
    cards = [{"card": "Reavers - Skull Buster (sic)", "as": "energy"}]
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    players = _board("Reavers", "Serpent Society")
    assert j.results(j.resolve(client, players, [attack, j.defend("b1", "energy", 5)]))[1] == (
        "illegal"
    )
    cobra = {"type": "defend", "by": "b1", "cards": [{"card": "Serpent Society - Cobra"}]}
    assert j.results(j.resolve(client, players, [attack, cobra]))[1] == "negated"


def test_an_avoid_of_attacks_with_one_icon(client, catalogue):
    shaw = {"type": "defend", "by": "b1", "cards": [{"card": "The Hellfire Club - Sebastian Shaw"}]}
    players = _board(b1="The Hellfire Club")
    strength = j.resolve(client, players, [j.power("a1", "b1", "strength", 5), shaw])
    assert j.results(strength)[1] == "avoided"
    energy = j.resolve(client, players, [j.power("a1", "b1", "energy", 5), shaw])
    assert j.results(energy)[1] == "illegal"


def test_a_special_acting_as_a_power_card_defends(client, catalogue):
    gladiator = {"type": "defend", "by": "b1", "cards": [{"card": "Shi'ar - Gladiator"}]}
    players = _board(b1="Shi'ar")
    assert (
        j.results(j.resolve(client, players, [j.power("a1", "b1", "strength", 7), gladiator]))[1]
        == "blocked"
    )


def test_a_reserve_attacked_by_a_special_may_defend(client, catalogue):
    players = _board("Morlocks", reserve=j.char("b3", "Res"))
    plays = [j.special("a1", "b3", "Morlocks - Erg"), j.defend("b3", "energy", 6)]
    assert j.results(j.resolve(client, players, plays)) == ["attack", "blocked"]
