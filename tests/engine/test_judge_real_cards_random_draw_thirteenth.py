"""A thirteenth draw at random from the cards of the ten sets no earlier situation named (20
cards whose tree is ``full``, drawn with ``random.Random(2026_12_02)`` over specials, events,
locations, aspects, tactics and characters' inherent abilities, at most 4 a set:
``scripts/random_draw_thirteenth.py``): the situation a judge brings to the table with each
card named, and the ruling of the rulebooks, decided before any run, through ``resolve/``.
Rooms: attacks of a level and type and their defenses, attacks granted, avoids, bars on what
may be played against a character or by a coded or rated team, an attack penalty against a
character, hits removed (counted by a pile), a hit acting as another, attacks on the reserve,
attacks not moved, a special's value added to the venture.

First run (before any fix): 40 of 48 passed, but one of them right only by a wrong reason (the
play of Sentinels - Reaction Program refused for want of a target, so the energy attack after it
was refused too): 39 of 48 right, 9 wrong, no 5xx.
One was the test's own mistake, mended without touching the engine: African Monarch played
with Black Panther Power named no target, where the other special is played as it is, an
attack on a target (MR.1); mended, it showed a second engine miss: "Value of Special card is
added to ... Venture Total" counted nothing (fixed in ``played_values``).
Three more were the tests' mistakes: Sentinels - Reaction Program played with its Power card
named no target, where the pair is an attack (MR.7, as earlier situations rule "Play with any
Power card usable by <X>"); mended, they showed an engine miss: the bar "of that Power type"
took no type and barred every card (fixed in ``chosen_type_restrictions``, MR.7).
Five were the engine's, all fixed: a bar on "Power Type of
Kingpin's choice" for a team rated 7 or 8 barred nothing, silently (``chosen_type_restrictions``,
MR.19); "any 1 teammate" took the character itself (a character is never its own teammate:
``chosen_subjects``, OR.universe-teamwork); an artifact's "Teammate may attack the Reserve" was
not read for the teammate it was played onto (``reserve_attacks``, OR.tactic-artifact); "If
successful, attacks made on Target Character may not be moved ... for remainder of game" was
dropped, silently (``resolution``: a bar with a duration stays in play, MR.9, MR.19); a special
"played with any other Special card" was played alone (``played_with``, MR.1, MR.7).
After the fixes: 49 of 49 right (the mended situation split in two), no xfail, no 5xx.
A second batch written after that run (no type named for Kingpin's choice, a teammate's hits
of the battle left, a special attack on Black Cat lowered, the reserve attacked defending):
first run 4 of 4 right, no 5xx.
"""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j
from tests.engine.draw_situations import (
    OPENING,
    attack_with,
    hero,
    hit_count,
    in_battle,
    play_result,
    string_of,
)
from tests.engine.random_draw_sixth import _card, _hits, _of_play, _play

pytestmark = pytest.mark.django_db

REACTION = "Sentinels™ - Reaction Program"
REFLEXES = "Catwoman™ - Cat-Like Reflexes"
ASIAN = "Kingpin - Asian Connections"
VOID = "Mandarin™ - Energy Void"
STICK = "Kingpin™ - Walking Stick"
BLOOD_CHILL = "Iceman™ - Blood Chill"
SWASHBUCKLER = "Nightcrawler™ - Swashbuckler"
PUMPKINS = "Green Goblin™ - Explosive Pumpkins"
LIL_PHOENIX = "X-Babies - Li'l Phoenix"
ADAMANTIUM = "Adamantium"
RELEASE = "Rapture - Release Soul"
ILLUSION = "Baron Mordo - Illusion Casting"
SUPERNATURAL = "Morbius™ - Supernatural Strength"
TREATMENT = "Doc Samson™ - Theoretical Treatment"
SEEKER = "Cerebro - Mutant Seeker"
DOC_PARASITE = "Parasite - Doc Parasite"
KNIVES = "Huntress™ - Throwing Knives"
FORTUNE = "Black Cat™ - Feline Fortune"
MARTIAL = "Batman™ - Martial Arts Expert"
MONARCH = "Black Panther - African Monarch"
DRAWN = (
    REACTION, REFLEXES, ASIAN, VOID, STICK, BLOOD_CHILL, SWASHBUCKLER, PUMPKINS, LIL_PHOENIX,
    ADAMANTIUM, RELEASE, ILLUSION, SUPERNATURAL, TREATMENT, SEEKER, DOC_PARASITE, KNIVES,
    FORTUNE, MARTIAL, MONARCH,
)  # fmt: skip
#: Cards the situations need besides the ones drawn.
PANTHER_POWER = "Black Panther - Black Panther Power"  # a level 4 Energy or Strength attack
MOVED = "Dark Phoenix Saga - Hellfire Club Attacked!"  # attacks moved to the reserve hero
OTHERS = (PANTHER_POWER, MOVED)
catalogue = boards.catalogue_of((*DRAWN, *OTHERS))


def _grid(**ratings: int) -> dict:
    return {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7, **ratings}


# --- attacks of a level and type, and their defenses (OR.attack.special, OR.defense)


@pytest.mark.parametrize(("icon", "value", "result"), [
    ("energy", 4, "blocked"), ("strength", 4, "blocked"), ("energy", 3, "illegal"),
])  # fmt: skip
def test_a_level_4_energy_or_strength_attack(client, catalogue, icon, value, result):
    players = boards.board("Kingpin")
    attack = boards.played_as("a1", "b1", STICK, icon)
    answer = j.resolve(client, players, [attack, j.defend("b1", "fighting", value)])
    assert answer["steps"][0]["value"] == 4 and j.results(answer)[1] == result


def test_a_level_10_attack_needs_a_universe_bonus_to_block(client, catalogue):
    players = boards.board("Iceman")
    attack = j.special("a1", "b1", BLOOD_CHILL)
    seven = j.defend("b1", "energy", 7)
    assert play_result(client, players, [attack, seven], 1) == "illegal"
    boosted = {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": 7}]}
    boosted["cards"].append(boards.basic_universe("energy", 5, 3))
    assert play_result(client, players, [attack, boosted], 1) == "blocked"


def test_a_level_7_strength_attack_hits_for_the_venture(client, catalogue):
    answer = j.resolve(client, boards.board("Green Goblin"), [j.special("a1", "b1", PUMPKINS)])
    assert answer["steps"][0]["value"] == 7
    assert _hits(answer, "B") == [("strength", 7)] and answer["venture"]["A"]["total"] == 7


def test_any_power_type_defends_the_level_7_attack(client, catalogue):
    players = boards.board("Green Goblin")
    defense = boards.multipower("b1", "a1", 7, "energy", "fighting")
    defense["type"] = "defend"
    defense.pop("target")
    assert play_result(client, players, [j.special("a1", "b1", PUMPKINS), defense], 1) == "blocked"


def test_a_level_7_any_power_special_attacks(client, catalogue):
    answer = j.resolve(client, boards.board("X-Babies"), [j.special("a1", "b1", LIL_PHOENIX)])
    assert j.results(answer)[0] == "attack" and answer["steps"][0]["value"] == 7


def test_the_any_power_special_defends(client, catalogue):
    players = boards.board(b1="X-Babies")
    plays = [j.power("a1", "b1", "energy", 7), _card("b1", LIL_PHOENIX)]
    assert play_result(client, players, plays, 1) == "blocked"


def test_the_any_power_special_takes_no_universe_card(client, catalogue):
    players = boards.board("X-Babies")
    attack = attack_with("a1", "b1", {"card": LIL_PHOENIX}, boards.basic_universe("energy", 5, 3))
    assert play_result(client, players, [attack], 0) == "illegal"


@pytest.mark.parametrize(
    ("defense", "result"),
    [(j.defend("b1", "intellect", 5), "illegal"), (_card("b1", ILLUSION), "avoided")],
    ids=["power-card", "avoid-special"],
)
def test_only_a_defensive_special_defends(client, catalogue, defense, result):
    players = boards.board("Batman", "Baron Mordo")
    answer = j.resolve(client, players, [j.special("a1", "b1", MARTIAL), defense])
    assert answer["steps"][0]["value"] == 3 and j.results(answer)[1] == result


# --- attacks granted (OR.attack.special, MR.5.string)


def test_one_additional_attack_and_no_more(client, catalogue):
    players = boards.board("Nightcrawler")
    plays = [j.special("a1", "b1", SWASHBUCKLER), j.power("a1", "b2", "energy", 5)]
    assert play_result(client, players, plays, 1) == "attack"
    assert play_result(client, players, [*plays, j.power("a1", "b1", "energy", 6)], 2) == "illegal"


def test_the_additional_attack_is_the_characters_own(client, catalogue):
    players = boards.board("Nightcrawler")
    plays = [j.special("a1", "b1", SWASHBUCKLER), j.power("a2", "b2", "energy", 5)]
    assert play_result(client, players, plays, 1) == "illegal"


def test_two_additional_attacks_and_no_third(client, catalogue):
    players = boards.board("Huntress")
    follow = (j.power("a1", "b2", "energy", 5), j.power("a1", "b1", "fighting", 4))
    assert string_of(client, players, KNIVES, *follow) == (2, ["attack", "attack"])
    plays = [j.special("a1", "b1", KNIVES), *follow]
    assert (
        play_result(client, players, [*plays, j.power("a1", "b2", "strength", 3)], 3) == "illegal"
    )


# --- avoids (OR.defense, MR.20 AG)


@pytest.mark.parametrize(("target", "result"), [("b1", "avoided"), ("b2", "illegal")])
def test_a_pure_avoid_for_its_own_character(client, catalogue, target, result):
    players = boards.board(b1="Baron Mordo")
    plays = [j.power("a1", target, "energy", 7), _card("b1", ILLUSION)]
    assert play_result(client, players, plays, 1) == result


def test_a_pure_avoid_of_a_level_10_special(client, catalogue):
    players = boards.board("Iceman", "Baron Mordo")
    plays = [j.special("a1", "b1", BLOOD_CHILL), _card("b1", ILLUSION)]
    assert play_result(client, players, plays, 1) == "avoided"


# --- bars on what may be played against a character, or by a team (MR.19, OR.code-rule)


@pytest.mark.parametrize(("icon", "target", "result"), [
    ("energy", "a1", "illegal"), ("fighting", "a1", "attack"), ("energy", "a2", "attack"),
])  # fmt: skip
def test_no_card_of_the_type_played_with_it_against_sentinels(
    client, catalogue, icon, target, result
):
    players = boards.board("Sentinels")
    # played with its Power card, the pair is an attack on a target (MR.7)
    program = attack_with("a1", "b2", {"card": REACTION}, {"power": "energy", "value": 5})
    plays = [program, j.power("b1", target, icon, 6)]
    assert play_result(client, players, plays, 1) == result


@pytest.mark.parametrize(
    ("universe", "target", "result"),
    [(True, "b1", "illegal"), (False, "b1", "attack"), (True, "b2", "attack")],
)
def test_no_universe_card_against_catwoman(client, catalogue, universe, target, result):
    players = boards.board(b1="Catwoman")
    extra = [boards.basic_universe("energy", 5, 3)] if universe else []
    attack = attack_with("a1", target, {"power": "energy", "value": 5}, *extra)
    assert play_result(client, players, [attack], 0, in_battle(REFLEXES, "B", "b1")) == result


@pytest.mark.parametrize(("attacker", "icon", "result"), [
    ("b1", "energy", "illegal"), ("b1", "fighting", "attack"), ("b2", "energy", "attack"),
])  # fmt: skip
def test_the_type_chosen_barred_for_a_team_rated_7_or_8(client, catalogue, attacker, icon, result):
    b2 = j.char("b2", "Bee", grid=_grid(energy=6))
    players = boards.board("Kingpin", "Bolt")
    players["B"]["front_line"][1] = b2
    asian = {"type": "play", "by": "a1", "cards": [{"card": ASIAN, "as": "energy"}]}
    plays = [asian, j.power(attacker, "a1", icon, 5)]
    assert play_result(client, players, plays, 1) == result


@pytest.mark.parametrize(("code", "energy", "result"), [
    ("hero", 7, "illegal"), ("hero", 6, "attack"), ("villain", 8, "attack"),
])  # fmt: skip
def test_heroes_rated_7_or_8_may_not_attack_with_energy(client, catalogue, code, energy, result):
    players = boards.board("Mandarin", hero("b1", "Bolt", code, grid=_grid(energy=energy)))
    plays = [OPENING, j.power("b1", "a1", "energy", 5)]
    assert play_result(client, players, plays, 1, in_battle(VOID, "A", "a1")) == result


def test_a_hero_rated_7_still_attacks_with_other_types(client, catalogue):
    players = boards.board("Mandarin", hero("b1", "Bolt"))
    plays = [OPENING, j.power("b1", "a1", "strength", 5)]
    assert play_result(client, players, plays, 1, in_battle(VOID, "A", "a1")) == "attack"


# --- an attack penalty against a character (OR.attack.power, MR.19)


@pytest.mark.parametrize(("target", "value"), [("b1", 4), ("b2", 6)])
def test_attacks_on_black_cat_are_two_less(client, catalogue, target, value):
    players = boards.board(b1="Black Cat")
    answer = j.resolve(
        client, players, [j.power("a1", target, "energy", 6)], in_battle(FORTUNE, "B", "b1")
    )
    assert answer["steps"][0]["value"] == value


def test_a_defense_of_four_blocks_the_lowered_attack(client, catalogue):
    players = boards.board(b1="Black Cat")
    plays = [j.power("a1", "b1", "energy", 6), j.defend("b1", "energy", 4)]
    assert play_result(client, players, plays, 1, in_battle(FORTUNE, "B", "b1")) == "blocked"


# --- hits removed (OR.hits, MR.1)


@pytest.mark.parametrize(
    ("hits", "left"),
    [(j.hits("energy", 5, 3), 1), ([{"icon": "energy", "value": 5, "record": "current"}], 1)],
    ids=["permanent", "current-only"],
)
def test_one_hit_removed_from_morbius_permanent_record(client, catalogue, hits, left):
    players = boards.board(j.char("a1", "Morbius", hits=hits))
    answer = j.resolve(client, players, [_play("a1", SUPERNATURAL)])
    assert hit_count(answer, "A", 0) == left


@pytest.mark.parametrize(("target", "i", "left"), [("a2", 1, 1), ("a1", 0, 2)])
def test_one_hit_removed_from_a_teammates_record(client, catalogue, target, i, left):
    players = boards.board("Doc Samson")
    players["A"]["front_line"][i]["hits"] = j.hits("energy", 5, 3)
    answer = j.resolve(client, players, [_play("a1", TREATMENT, target=target)])
    assert hit_count(answer, "A", i) == left


@pytest.mark.parametrize(("defeated", "left"), [(2, 1), (0, 3)])
def test_a_hit_removed_for_each_defeated_mission(client, catalogue, defeated, left):
    players = boards.board(j.char("a1", "The Parasite", hits=j.hits("energy", 5, 4, 3)))
    players["A"]["missions"] = {"reserve": 7 - defeated, "completed": 0, "defeated": defeated}
    answer = j.resolve(client, players, [_play("a1", DOC_PARASITE, target="a1")])
    assert hit_count(answer, "A", 0) == left


# --- a hit that acts as another (MR.1, OR.hits, OR.venture-total)


def test_a_level_2_attack_leaves_an_intellect_8_permanent_hit(client, catalogue):
    answer = j.resolve(client, boards.board("Rapture"), [j.special("a1", "b1", RELEASE)])
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert answer["steps"][0]["value"] == 2
    assert [(h["icon"], h["value"], h["record"]) for h in hits] == [("intellect", 8, "permanent")]
    assert answer["venture"]["A"]["total"] == 0


# --- attacks on the reserve (OR.reserve, OR.tactic-artifact, MR.19)


@pytest.mark.parametrize(("by", "result"), [("a2", "attack"), ("a3", "illegal"), ("a1", "illegal")])
def test_the_teammate_with_the_artifact_attacks_the_reserve(client, catalogue, by, result):
    players = boards.board(a=3, b_more={"reserve": j.char("b4", "Res")})
    artifact = [j.played(ADAMANTIUM, "A", "a1", "a2")]
    assert play_result(client, players, [j.power(by, "b4", "energy", 5)], 0, artifact) == result


def test_the_reserve_is_attacked_with_power_cards_only(client, catalogue):
    players = boards.board(a=3, b_more={"reserve": j.char("b4", "Res")})
    players["A"]["front_line"][1]["name"] = "Green Goblin"
    artifact = [j.played(ADAMANTIUM, "A", "a1", "a2")]
    assert play_result(client, players, [j.special("a2", "b4", PUMPKINS)], 0, artifact) == "illegal"


# --- attacks not moved (MR.9, MR.5.conditional)


def _moved_after_seeker(client, defense: list[dict]) -> str:
    players = boards.board("Cerebro", hero("b1", "Bolt"))
    players["B"]["reserve"] = hero("b4", "Res")
    shift = {"type": "shift", "player": "B", "to": "b4", "cards": []}
    shift["cards"] = [{"card": MOVED, "from": "in_play"}]
    plays = [j.special("a1", "b1", SEEKER), *defense, j.power("b2", "a2", "energy", 1)]
    plays += [j.power("a1", "b1", "energy", 5), shift]
    event = [{"card": {"card": MOVED}, "player": "B"}]
    return play_result(client, players, plays, len(plays) - 1, event)


def test_an_attack_on_the_target_hit_may_not_be_moved(client, catalogue):
    assert _moved_after_seeker(client, []) == "illegal"


def test_a_blocked_seeker_leaves_attacks_free_to_move(client, catalogue):
    assert _moved_after_seeker(client, [j.defend("b1", "energy", 2)]) == "shifted"


# --- a special's value added to the venture (OR.venture-total, MR.7)


@pytest.mark.parametrize(("defended", "total"), [(False, 4 + 4), (True, 4)])
def test_the_other_specials_value_goes_to_the_venture(client, catalogue, defended, total):
    """The other special is played as it is (an attack on its target) and its value is added
    whether it hits or not (MR.5.secondary)."""
    players = boards.board("Black Panther")
    cards = [{"card": MONARCH}, {"card": PANTHER_POWER, "as": "energy"}]
    plays = [attack_with("a1", "b1", *cards)] + ([j.defend("b1", "energy", 4)] if defended else [])
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 0)["result"] != "illegal"
    assert answer["venture"]["A"]["total"] == total


def test_the_venture_special_is_played_with_another_special_only(client, catalogue):
    players = boards.board("Black Panther")
    alone = {"type": "play", "by": "a1", "cards": [{"card": MONARCH}]}
    assert play_result(client, players, [alone], 0) == "illegal"
    power = {
        "type": "play",
        "by": "a1",
        "cards": [{"card": MONARCH}, {"power": "energy", "value": 5}],
    }
    assert play_result(client, players, [power], 0) == "illegal"


# --- a second batch, written after the first run (its own first run in the docstring)


def test_no_type_named_for_kingpins_choice_is_warned(client, catalogue):
    asian = _play("a1", ASIAN)
    answer = j.resolve(client, boards.board("Kingpin"), [asian, j.power("b1", "a1", "energy", 5)])
    assert _of_play(answer, 1)["result"] == "attack"
    assert any("not applied" in w["text"] for w in answer["warnings"])


def test_only_permanent_hits_leave_the_teammates_record(client, catalogue):
    players = boards.board("Doc Samson")
    players["A"]["front_line"][1]["hits"] = [{"icon": "energy", "value": 5, "record": "current"}]
    answer = j.resolve(client, players, [_play("a1", TREATMENT, target="a2")])
    assert hit_count(answer, "A", 1) == 1


def test_a_special_attack_on_black_cat_is_two_less(client, catalogue):
    players = boards.board("Black Panther", "Black Cat")
    attack = boards.played_as("a1", "b1", PANTHER_POWER, "energy")
    answer = j.resolve(client, players, [attack], in_battle(FORTUNE, "B", "b1"))
    assert answer["steps"][0]["value"] == 4 - 2


def test_the_reserve_attacked_may_defend(client, catalogue):
    players = boards.board(a=3, b_more={"reserve": j.char("b4", "Res")})
    artifact = [j.played(ADAMANTIUM, "A", "a1", "a2")]
    plays = [j.power("a2", "b4", "energy", 5), j.defend("b4", "energy", 5)]
    assert play_result(client, players, plays, 1, artifact) == "blocked"
