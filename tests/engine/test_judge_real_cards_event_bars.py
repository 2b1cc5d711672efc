"""Judge situations naming real events of the ten sets (OR.events, MR.19): what may not be
played or blocked this battle (level 1 attacks, a power type, teamwork, training and all
universe cards, specials, One Per Deck cards, Any Hero specials, cards carrying a word, cards
with an icon used to attack), a chosen character who may not play specials or may not be
attacked, universe bonuses raised, the reserve brought into the fight or let defend, and a
hand's specials played by any hero, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

CASE_FILE = "The Brave And The Bold - Justice League Case File: "
DEPTHS = "Into the Depths - Justice League Case File #271266.04"  # level 1 unblockable
SNEAK = "Infinity Gauntlet - Cosmic Sneak Attack!"  # the same, in the older wording
NO_INTELLECT = "Race Against Crime - Justice League Case Files #661216.01"
NO_TEAMWORK = "Annihilation Affair - Infinity Army Scatters!"
ONLY_STRENGTH_TEAMWORK = "Might over Mind - Justice League Case Files #179603.08"
STRENGTH_TEAMWORK = "6 Strength Fighting/Intellect +1+2"
NO_UNIVERSE = "Dark Phoenix Saga - Battle on the Moon!"
NO_SPECIALS = "Fatal Attractions - Down But Not Out!"
NO_TRAINING = "Infestation Incident - Caught Off Guard!"
NO_ANY_HERO = "Infinity Gauntlet - Gods of Stone!"
NO_OPD = "Maximum Carnage - Symbiotic Hero Captured!"
NO_TEAMMATE = "The Crossing - Time Travellers Vanquished"
NO_AVOID = "Eye of the Storm - Justice League Case Files #061906.05"
SHOCKWAVE = "Fatal Attractions - Shockwave Rocks the World!"
NO_SPECIALS_CHOSEN = "Might over Mind - Justice League Case Files #179603.01"
HOSTAGE = "Annihilation Affair - Hostage Crisis!"
PLOT = "The Crossing - Otherworldly Plot"
GRACE = CASE_FILE + "Green Arrow, Black Canary, Amazing Grace"
BREAKOUT = "Separation Anxiety - Breakout"
FIGHTING_SPIRIT = "Assault on Onslaught™ - Fighting Spirit Lives!"
TEAMWORK = "6 Energy Intellect/Strength +1 +2"
ALLY = boards.ALLY
MACE = "Hawkman - Mace"  # level 6 Strength
SMARTS = "Fairchild - Super Smarts"  # One Per Deck, level 6 Any-Power
DEATH = "Any Hero - Death from Above"
GIFT = "Wonder Woman - Gift of Flight"
KING = "Aquaman - King of the Seas™"
NAMED = (
    DEPTHS,
    SNEAK,
    NO_INTELLECT,
    NO_TEAMWORK,
    ONLY_STRENGTH_TEAMWORK,
    STRENGTH_TEAMWORK,
    NO_UNIVERSE,
    NO_SPECIALS,
    NO_TRAINING,
    NO_ANY_HERO,
    NO_OPD,
    NO_TEAMMATE,
    NO_AVOID,
    SHOCKWAVE,
    NO_SPECIALS_CHOSEN,
    HOSTAGE,
    PLOT,
    GRACE,
    BREAKOUT,
    FIGHTING_SPIRIT,
    TEAMWORK,
    ALLY,
    MACE,
    SMARTS,
    DEATH,
    GIFT,
    KING,
)
STRONG = boards.FIGHTER


catalogue = boards.catalogue_of(NAMED)


def _board(a1: str = "Ace", b1: str = "Bolt", **a_more) -> dict:
    return boards.board(a1, b1, a=3, a_grid=STRONG, a_more=a_more)


def _event(name: str, player: str = "A", **more) -> list[dict]:
    return [{"card": {"card": name}, "player": player, **more}]


def _first(client, players: dict, plays: list, event: str | None = None, **more) -> str:
    in_play = _event(event, **more) if event else None
    return j.results(j.resolve(client, players, plays, in_play))[0]


def _second(client, players: dict, plays: list, event: str | None = None, **more) -> str:
    in_play = _event(event, **more) if event else None
    return j.results(j.resolve(client, players, plays, in_play))[1]


# --- what may not be blocked or played this battle


@pytest.mark.parametrize("event", [DEPTHS, SNEAK])
def test_level_1_power_card_attacks_cannot_be_blocked(client, catalogue, event):
    one = [j.power("a1", "b1", "energy", 1), j.defend("b1", "energy", 5)]
    assert _second(client, _board(), one) == "blocked"
    assert _second(client, _board(), one, event) == "illegal"
    two = [j.power("a1", "b1", "energy", 2), j.defend("b1", "energy", 5)]
    assert _second(client, _board(), two, event) == "blocked"


def test_no_intellect_power_card_is_played_to_attack_or_defend(client, catalogue):
    assert (
        _first(client, _board(), [j.power("a1", "b1", "intellect", 5)], NO_INTELLECT) == "illegal"
    )
    defended = [j.power("a1", "b1", "energy", 5), j.defend("b1", "intellect", 6)]
    assert _second(client, _board(), defended, NO_INTELLECT) == "illegal"
    assert _first(client, _board(), [j.power("a1", "b1", "energy", 5)], NO_INTELLECT) == "attack"


def test_no_teamwork_card_is_played(client, catalogue):
    teamwork = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": TEAMWORK}]}
    assert _first(client, _board(), [teamwork]) == "attack"
    assert _first(client, _board(), [teamwork], NO_TEAMWORK) == "illegal"


def test_only_teamwork_cards_acting_as_strength_attacks_are_played(client, catalogue):
    strength = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"card": STRENGTH_TEAMWORK}],
    }
    energy = {**strength, "cards": [{"card": TEAMWORK}]}
    assert _first(client, _board(), [strength], ONLY_STRENGTH_TEAMWORK) == "attack"
    assert _first(client, _board(), [energy], ONLY_STRENGTH_TEAMWORK) == "illegal"
    power = [j.power("a1", "b1", "strength", 5)]
    assert _first(client, _board(), power, ONLY_STRENGTH_TEAMWORK) == "illegal"


def test_no_universe_card_is_played(client, catalogue):
    ally = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": ALLY}]}
    teamwork = {"type": "attack", "by": "a1", "target": "b1", "cards": [{"card": TEAMWORK}]}
    for attack in (ally, teamwork):
        assert _first(client, _board(), [attack], NO_UNIVERSE) == "illegal"
    assert _first(client, _board(), [j.power("a1", "b1", "energy", 5)], NO_UNIVERSE) == "attack"


def test_no_training_card_is_played(client, catalogue):
    trainer = {"id": "a1", "name": "Trainer", "grid": {**STRONG, "energy": 5}}
    attack = boards.with_universe("a1", "b1", "energy", 4, boards.training_universe())
    players = _board()
    players["A"]["front_line"][0] = trainer
    assert _first(client, players, [attack]) == "attack"
    assert _first(client, players, [attack], NO_TRAINING) == "illegal"


def test_no_special_is_played(client, catalogue):
    mace = [j.special("a1", "b1", MACE)]
    assert _first(client, _board("Hawkman"), mace) == "attack"
    assert _first(client, _board("Hawkman"), mace, NO_SPECIALS) == "illegal"


def test_no_one_per_deck_card_is_played(client, catalogue):
    smarts = [j.special("a1", "b1", SMARTS)]
    assert _first(client, _board("Fairchild"), smarts, NO_OPD) == "illegal"
    mace = [j.special("a1", "b1", MACE)]
    assert _first(client, _board("Hawkman"), mace, NO_OPD) == "attack"


def test_no_any_hero_special_is_played(client, catalogue):
    death = [j.special("a1", "b1", DEATH)]
    hero = _board()
    hero["A"]["front_line"][0]["code"] = "hero"
    assert _first(client, hero, death) == "attack"
    assert _first(client, hero, death, NO_ANY_HERO) == "illegal"


def test_no_card_with_the_word_teammate_is_played(client, catalogue):
    plays = [j.power("b1", "a2", "energy", 5)]
    players = _board("Wonder Woman")
    gift = {"type": "defend", "by": "a1", "cards": [{"card": GIFT}]}
    opening = j.power("a3", "b2", "energy", 1)
    b_turn = [opening, *plays, gift]
    assert j.results(j.resolve(client, players, b_turn))[-1] != "illegal"
    answer = j.resolve(client, players, b_turn, _event(NO_TEAMMATE))
    assert [s["result"] for s in answer["steps"] if s["play"] == 2] == ["illegal"]


def test_no_card_with_the_word_avoid_is_played(client, catalogue):
    avoid = {"type": "defend", "by": "b1", "cards": [{"card": KING}]}
    plays = [j.power("a1", "b1", "energy", 5), avoid]
    assert _second(client, _board(b1="Aquaman"), plays) == "avoided"
    assert _second(client, _board(b1="Aquaman"), plays, NO_AVOID) == "illegal"


def test_no_card_with_an_energy_icon_is_used_to_attack(client, catalogue):
    assert _first(client, _board(), [j.power("a1", "b1", "energy", 5)], SHOCKWAVE) == "illegal"
    multi = j.power("a1", "b1", "multipower", 5)
    multi["cards"][0]["icons"] = ["energy", "fighting"]
    assert _first(client, _board(), [multi], SHOCKWAVE) == "illegal"
    defended = [j.power("a1", "b1", "fighting", 5), j.defend("b1", "energy", 6)]
    assert _second(client, _board(), defended, SHOCKWAVE) == "blocked"  # to attack only


# --- a chosen character


def test_the_chosen_character_may_not_play_specials(client, catalogue):
    mace = [j.special("a1", "b1", MACE)]
    assert _first(client, _board("Hawkman"), mace, NO_SPECIALS_CHOSEN, player="B", target="a1") == (
        "illegal"
    )
    players = _board("Hawkman")
    players["A"]["front_line"][1]["name"] = "Hawkman"
    other = [j.special("a2", "b1", MACE)]
    assert _first(client, players, other, NO_SPECIALS_CHOSEN, player="B", target="a1") == "attack"


def _hero_b1() -> dict:
    """ "Choose 1 front line hero": the board gives the chosen character's code."""
    players = _board()
    players["B"]["front_line"][0]["code"] = "hero"
    return players


def test_the_chosen_character_may_not_play_cards_or_be_attacked(client, catalogue):
    on_chosen = [j.power("a1", "b1", "energy", 5)]
    assert _first(client, _hero_b1(), on_chosen, HOSTAGE, player="B", target="b1") == "illegal"
    assert _first(
        client, _hero_b1(), [j.power("a1", "b2", "energy", 5)], HOSTAGE, player="B", target="b1"
    ) == ("attack")
    by_chosen = [j.power("a1", "b2", "energy", 5), j.power("b1", "a1", "energy", 4)]
    answer = j.resolve(client, _hero_b1(), by_chosen, _event(HOSTAGE, player="B", target="b1"))
    assert [s["result"] for s in answer["steps"] if s["play"] == 1] == ["illegal"]


# --- universe bonuses, the reserve, specials in hand


def test_universe_bonuses_are_one_more_this_battle(client, catalogue):
    attack = boards.with_universe("a1", "b1", "energy", 5, boards.basic_universe())
    assert j.resolve(client, _board(), [attack])["steps"][0]["value"] == 5 + 3
    plot = j.resolve(client, _board(), [attack], _event(PLOT))["steps"][0]
    assert plot["value"] == 5 + 3 + 1 and "MR.19" in plot["rules"]


def test_the_reserve_comes_to_the_front_line_to_attack(client, catalogue):
    players = _board(reserve=j.char("a4", "Res"))
    attack = [j.power("a4", "b1", "energy", 5)]
    assert _first(client, players, attack) == "illegal"
    answer = j.resolve(client, players, attack, _event(GRACE))
    assert [s["result"] for s in answer["steps"] if s["play"] == 0][-1] in ("attack", "hit")


def test_the_reserve_hero_may_defend_any_front_line_hero(client, catalogue):
    players = {
        "A": _board()["A"],
        "B": {
            "front_line": [{**j.char("b1", "Bolt"), "code": "hero"}, j.char("b2", "Bee")],
            "reserve": {**j.char("b4", "Res"), "code": "hero"},
        },
    }
    plays = [j.power("a1", "b1", "energy", 5), j.defend("b4", "energy", 6)]
    assert _second(client, players, plays) == "illegal"
    assert _second(client, players, plays, BREAKOUT, player="B") == "blocked"
    # "Reserve hero ... any front line hero": a reserve villain may not (OR.code-rule)
    players["B"]["reserve"]["code"] = "villain"
    assert _second(client, players, plays, BREAKOUT, player="B") == "illegal"


def test_the_players_specials_may_be_played_by_any_hero(client, catalogue):
    hero = _board()
    hero["A"]["front_line"][0]["code"] = "hero"
    mace = [j.special("a1", "b1", MACE)]
    assert _first(client, hero, mace) == "illegal"
    assert _first(client, hero, mace, FIGHTING_SPIRIT) == "attack"
    assert _first(client, hero, mace, FIGHTING_SPIRIT, player="B") == "illegal"  # your hand only


def test_a_villain_may_not_play_the_specials_any_hero_may(client, catalogue):
    villain = _board()
    villain["A"]["front_line"][0]["code"] = "villain"
    mace = [j.special("a1", "b1", MACE)]
    assert _first(client, villain, mace, FIGHTING_SPIRIT) == "illegal"
