"""An eleventh draw at random from the cards of the ten sets no earlier situation named (20
cards whose tree is ``full``, drawn with ``random.Random(2026_11_30)`` over specials, events,
locations, aspects, tactics and characters' inherent abilities, at most 4 a set:
``scripts/random_draw_eleventh.py``): the situation a judge brings to the table with each card
named, and the ruling of the rulebooks, decided before any run, through ``resolve/``. Rooms:
avoids (own, teammate), attacks barred from special or battlesite defenses, attacks granted
(any, of named types), a hit placed on the permanent record and kept out of the venture, a
concession answered, a character shielded by a card in front of it or by its own special,
universe cards combined, other characters' specials played, hits removed or copied, a rating
raised for the next battle, the venture doubled, actions on piles stated for the table.

First run (before any fix): 60 of 63 passed, one of them right only by a wrong reason: 59 of 63
right, 4 wrong, no 5xx.
Three were the tests' own mistakes, mended without touching the engine: a level 8 Power card
played by a character rated 7 (OR.power-card; two situations, the one where the avoid must not
apply being the pass by a wrong reason); "If successful, acts as a level 3
Strength Hit" read as a second hit beside the level 7 Fighting one, where the card's one hit
acts as the level 3 Strength hit (MR.1, Acts As).
One was the engine's: "Beast may combine multiple Basic Universe cards with each Power card
attack" in play still let one universe card only go with a Power card (OR.universe-basic,
MR.7, MR.19; fixed in ``rules/engine/universe_stacks.py``).
After the fix: 63 of 63 right, no xfail, no 5xx.
A second batch written after that run (a MultiPower follow-up, the additional attack made with a
special or an ally card, a rating raised for the game used to defend, a hit of the battle
removed and so out of the venture): first run 5 of 5 right, no 5xx.
A grammar miss, listed and left to the grammar: the tournament erratum of Longshot - Purity of
Thought (MR.20) parses ``partial`` ("by Longshot's Team" not understood); the answer says so in
``warnings``.
"""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j
from tests.engine.draw_situations import (
    OPENING,
    PASS,
    attack_with,
    hit_count,
    in_battle,
    play_result,
    string_of,
)
from tests.engine.random_draw_sixth import PILE_OPS, _card, _hits, _of_play, _play

pytestmark = pytest.mark.django_db

SKELETAL = "Ghost Rider™ - Skeletal Summoning"
SAVIOR = "Scarlet Spider™ - Scarlet Savior"
RELENTLESS = "Bullseye - Relentless Assault"
PICKING = "Knockout™ - Picking a Fight"
LEADERSHIP = "Silver Sable™ - Leadership"
SPAWN = "Brood™ - Brood Spawn"
AMBIDEXTERITY = "Beast™ - Ambidexterity"
FOUNDER = "Cerebro - The Founder"
CRYSTAL = "Holocaust™ - Impervious Crystal"
CYBORGS = "Reavers - Cyborgs"
FANG = "Shi'ar - Fang"
SLAUGHTER = "Morlocks - Run from Slaughter"
MASSIVE = "Landslide - Massive Speed"
ABSORB = "Absorbing Man - Absorb Properties"
SYNTHESIZER = "Omega Red™ - Carbonadium Synthesizer"
LAND_SEA_AIR = "Namor™ - Land, Sea, and Air"
REGENERATION = "Cyborg™ - Regeneration"
CLOAKING = "Supergirl™ - Cloaking Shield"
PURITY = "Longshot™ - Purity of Thought"
PRYOR = "The Hellfire Club - Madelyne Pryor"
DRAWN = (
    SKELETAL, SAVIOR, RELENTLESS, PICKING, LEADERSHIP, SPAWN, AMBIDEXTERITY, FOUNDER, CRYSTAL,
    CYBORGS, FANG, SLAUGHTER, MASSIVE, ABSORB, SYNTHESIZER, LAND_SEA_AIR, REGENERATION,
    CLOAKING, PURITY, PRYOR,
)  # fmt: skip
#: Cards the situations need besides the ones drawn.
KATANA = "Silver Sable™ - Katana"  # level 4 Fighting, 1 additional attack
PSYCHIC_SHIELD = "Professor X™ - Psychic Shield"  # named by Cerebro - The Founder
MINDWIPE = "Professor X™ - Mindwipe"  # not named by it
PHOENIX = "Jean Grey™ - Phoenix Effect"  # a level 4 Any-Power attack
SOOTHING = "Jean Grey™ - Psychic Soothing"
BONE_BREAKER = "Reavers - Bone Breaker (sic)"  # a level 7 Energy attack
OTHERS = (KATANA, PSYCHIC_SHIELD, MINDWIPE, PHOENIX, SOOTHING, BONE_BREAKER, boards.ALLY)
catalogue = boards.catalogue_of((*DRAWN, *OTHERS))
CONCEDE = {"type": "concede", "player": "B"}


def _ops(answer: dict) -> set:
    return {c.get("op") for s in answer["steps"] for c in s["changes"]}


def _hit(icon: str, value: int, record: str = "permanent") -> dict:
    return {"icon": icon, "value": value, "record": record}


# --- avoids: own character, teammate (OR.defense, MR.20 AG / AD)


@pytest.mark.parametrize(("target", "result"), [("b1", "avoided"), ("b2", "illegal")])
def test_a_pure_avoid_for_its_own_character_only(client, catalogue, target, result):
    players = boards.board(b1="Holocaust")
    plays = [j.power("a1", target, "energy", 7), _card("b1", CRYSTAL)]
    assert play_result(client, players, plays, 1) == result


def test_a_pure_avoid_of_a_special_attack_leaves_no_hit(client, catalogue):
    players = boards.board("Bullseye", "Holocaust")
    answer = j.resolve(client, players, [j.special("a1", "b1", RELENTLESS), _card("b1", CRYSTAL)])
    assert j.results(answer)[1] == "avoided" and _hits(answer, "B") == []


@pytest.mark.parametrize(("target", "result"), [("b2", "avoided"), ("b1", "illegal")])
def test_a_teammate_may_avoid_one_attack(client, catalogue, target, result):
    players = boards.board(b1="Scarlet Spider")
    plays = [j.power("a1", target, "energy", 6), _card("b1", SAVIOR)]
    assert play_result(client, players, plays, 1) == result


# --- attacks barred from some defenses (MR.5.restricted-defense)


@pytest.mark.parametrize(
    ("defense", "result"),
    [
        (j.defend("b1", "strength", 5), "blocked"),
        (j.defend("b1", "energy", 4), "illegal"),
        (_card("b1", CRYSTAL), "illegal"),
    ],
)
def test_a_strength_attack_of_five_not_defended_with_a_special(client, catalogue, defense, result):
    players = boards.board("The Shi'ar", "Holocaust")
    answer = j.resolve(client, players, [j.special("a1", "b1", FANG), defense])
    assert answer["steps"][0]["value"] == 5 and j.results(answer)[1] == result


def test_a_teammates_avoid_special_may_not_defend_it_either(client, catalogue):
    players = boards.board("The Shi'ar", "Scarlet Spider")
    plays = [j.special("a1", "b2", FANG), _card("b1", SAVIOR)]
    assert play_result(client, players, plays, 1) == "illegal"


@pytest.mark.parametrize("icon", ["energy", "strength"])
def test_an_attack_not_defended_by_a_card_from_a_battlesite(client, catalogue, icon):
    site = {"card": "Outpost", "specials": [{"card": CRYSTAL}]}
    players = boards.board("Landslide", "Holocaust", b_more={"battlesite": site})
    attack = boards.played_as("a1", "b1", MASSIVE, icon)
    from_site = {"type": "defend", "by": "b1", "cards": [{"card": CRYSTAL, "from": "battlesite"}]}
    answer = j.resolve(client, players, [attack, from_site])
    assert answer["steps"][0]["value"] == 5 and j.results(answer)[1] == "illegal"
    assert play_result(client, players, [attack, _card("b1", CRYSTAL)], 1) == "avoided"
    assert play_result(client, players, [attack, j.defend("b1", "fighting", 5)], 1) == "blocked"


# --- attacks granted (OR.attack.special, MR.5.string)


def test_one_additional_attack_by_the_character(client, catalogue):
    players = boards.board("The Reavers")
    plays = [j.special("a1", "b1", CYBORGS), j.power("a1", "b2", "energy", 5)]
    answer = j.resolve(client, players, plays)
    assert answer["steps"][0]["value"] == 4 and _of_play(answer, 1)["result"] == "attack"


def test_no_second_additional_attack_and_none_for_a_teammate(client, catalogue):
    players = boards.board("The Reavers")
    plays = [j.special("a1", "b1", CYBORGS), j.power("a1", "b2", "energy", 5)]
    assert play_result(client, players, [*plays, j.power("a1", "b1", "energy", 6)], 2) == "illegal"
    mate = [j.special("a1", "b1", CYBORGS), j.power("a2", "b2", "energy", 5)]
    assert play_result(client, players, mate, 1) == "illegal"


def test_a_strength_and_a_fighting_power_card_attack_follow(client, catalogue):
    follow = (j.power("a1", "b2", "strength", 5), j.power("a1", "b1", "fighting", 6))
    assert string_of(client, boards.board("Namor"), LAND_SEA_AIR, *follow) == (
        4,
        ["attack", "attack"],
    )


@pytest.mark.parametrize(
    "follow",
    [
        [j.power("a1", "b2", "energy", 5)],
        [j.power("a1", "b2", "strength", 5), j.power("a1", "b1", "strength", 6)],
    ],
    ids=["energy", "two-strength"],
)
def test_no_other_type_and_no_second_of_one_type(client, catalogue, follow):
    players = boards.board("Namor")
    plays = [j.special("a1", "b1", LAND_SEA_AIR), *follow]
    assert play_result(client, players, plays, len(follow)) == "illegal"


# --- a hit placed on the permanent record, kept out of the venture (OR.hits, OR.venture-total)


def test_the_hits_go_to_the_permanent_record_and_count_nothing(client, catalogue):
    players = boards.board("Bullseye")
    answer = j.resolve(client, players, [j.special("a1", "b1", RELENTLESS)])
    assert answer["steps"][0]["value"] == 7
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    # the card's one hit "acts as a level 3 Strength Hit" (MR.1): no level 7 Fighting hit beside it
    assert [(h["icon"], h["value"]) for h in hits] == [("strength", 3)]
    assert {h["record"] for h in hits} == {"permanent"}
    assert answer["venture"]["A"]["total"] == 0


def test_a_blocked_attack_makes_no_strength_hit(client, catalogue):
    players = boards.board("Bullseye")
    answer = j.resolve(
        client, players, [j.special("a1", "b1", RELENTLESS), j.defend("b1", "fighting", 7)]
    )
    assert j.results(answer)[1] == "blocked" and _hits(answer, "B") == []


def test_other_hits_of_the_battle_still_count(client, catalogue):
    players = boards.board("Bullseye")
    plays = [j.special("a1", "b1", RELENTLESS), PASS, j.power("a2", "b2", "energy", 5)]
    assert j.resolve(client, players, plays)["venture"]["A"]["total"] == 5


# --- a concession answered (MR.10.concede, OR.concede)


def test_an_answer_to_the_concession_keeps_the_battle_going(client, catalogue):
    players = boards.board("Knockout")
    plays = [OPENING, CONCEDE, _play("a1", PICKING), j.power("a1", "b1", "energy", 5)]
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 2)["result"] != "illegal"
    assert _of_play(answer, 3)["result"] == "attack"
    assert ("energy", 5) in _hits(answer, "B")


def test_the_opponent_may_not_concede_again(client, catalogue):
    players = boards.board("Knockout")
    plays = [OPENING, CONCEDE, _play("a1", PICKING), j.power("a1", "b1", "energy", 5), CONCEDE]
    assert play_result(client, players, plays, 4) == "illegal"


def test_no_answer_without_a_concession(client, catalogue):
    players = boards.board("Knockout")
    assert play_result(client, players, [_play("a1", PICKING)], 0) == "illegal"


# --- a character shielded (OR.attack.special, MR.19 C, MR.9)


@pytest.mark.parametrize(("spawn", "target", "result"), [
    (True, "b1", "illegal"), (True, "b2", "attack"), (False, "b1", "attack"),
])  # fmt: skip
def test_a_card_in_front_of_the_character_shields_it(client, catalogue, spawn, target, result):
    players = boards.board(b1="Brood")
    in_play = [j.played(SPAWN, "B", "b1")] if spawn else []
    assert play_result(client, players, [j.power("a1", target, "energy", 5)], 0, in_play) == result


@pytest.mark.parametrize(("target", "result"), [("a1", "illegal"), ("a2", "attack")])
def test_brood_plays_its_spawn_on_its_turn(client, catalogue, target, result):
    players = boards.board("Brood")
    answer = j.resolve(client, players, [_play("a1", SPAWN), j.power("b1", target, "energy", 5)])
    assert _of_play(answer, 0)["result"] != "illegal" and _of_play(answer, 1)["result"] == result


def test_only_brood_plays_the_spawn(client, catalogue):
    assert play_result(client, boards.board("Ace"), [_play("a1", SPAWN)], 0) == "illegal"


@pytest.mark.parametrize(("target", "result"), [("a1", "illegal"), ("a2", "attack")])
def test_the_character_may_not_be_attacked_for_the_battle(client, catalogue, target, result):
    players = boards.board("Supergirl")
    plays = [_play("a1", CLOAKING), j.power("b1", target, "energy", 5)]
    assert play_result(client, players, plays, 1) == result


@pytest.mark.parametrize(("by", "result"), [("a1", "illegal"), ("a2", "attack")])
def test_the_character_may_not_attack_for_the_battle(client, catalogue, by, result):
    players = boards.board("Supergirl")
    plays = [_play("a1", CLOAKING), PASS, j.power(by, "b1", "energy", 5)]
    assert play_result(client, players, plays, 2) == result


# --- universe cards combined (OR.universe-basic, MR.7, MR.19)


def test_several_basic_universe_cards_with_one_power_card(client, catalogue):
    players = boards.board("Beast")
    cards = [{"power": "energy", "value": 5}, boards.basic_universe("energy", 5, 3)]
    cards.append(boards.basic_universe("energy", 6, 2))
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    answer = j.resolve(client, players, [attack], in_battle(AMBIDEXTERITY))
    assert j.results(answer)[0] == "attack" and answer["steps"][0]["value"] == 10
    assert j.results(j.resolve(client, players, [attack]))[0] == "illegal"
    mate = {**attack, "by": "a2"}
    assert j.results(j.resolve(client, players, [mate], in_battle(AMBIDEXTERITY)))[0] == ("illegal")


# --- other characters' specials placed and played (OR.special, OR.placing, MR.19)


@pytest.mark.parametrize(
    ("founder", "card", "legal"),
    [(True, PSYCHIC_SHIELD, True), (False, PSYCHIC_SHIELD, False), (True, MINDWIPE, False)],
)
def test_cerebro_plays_the_named_professor_x_specials(client, catalogue, founder, card, legal):
    in_play = [j.played(FOUNDER, "A", "a1")] if founder else []
    play = (
        _play("a1", card)
        if card == PSYCHIC_SHIELD
        else boards.played_as("a1", "b1", card, "energy")
    )
    answer = j.resolve(client, boards.board("Cerebro"), [play], in_play)
    assert (j.results(answer)[0] != "illegal") == legal


@pytest.mark.parametrize(("founder", "legal"), [(True, True), (False, False)])
def test_cerebro_places_a_named_professor_x_special(client, catalogue, founder, legal):
    in_play = [j.played(FOUNDER, "A", "a1")] if founder else []
    place = [{"type": "place", "by": "a1", "cards": [{"card": PSYCHIC_SHIELD}]}]
    assert (play_result(client, boards.board("Cerebro"), place, 0, in_play) != "illegal") == legal


@pytest.mark.parametrize(
    ("pryor", "by", "legal"), [(True, "a1", True), (False, "a1", False), (True, "a2", False)]
)
def test_the_hellfire_club_plays_jean_grey_specials(client, catalogue, pryor, by, legal):
    in_play = [j.played(PRYOR, "A", "a1")] if pryor else []
    players = boards.board("The Hellfire Club")
    answer = j.resolve(client, players, [j.special(by, "b1", PHOENIX)], in_play)
    assert (j.results(answer)[0] == "attack") == legal
    if legal:
        assert answer["steps"][0]["value"] == 4


def test_the_hellfire_club_places_a_jean_grey_special(client, catalogue):
    place = [{"type": "place", "by": "a1", "cards": [{"card": SOOTHING}]}]
    in_play = [j.played(PRYOR, "A", "a1")]
    assert play_result(client, boards.board("The Hellfire Club"), place, 0, in_play) != "illegal"


# --- hits removed or copied (OR.hits, MR.5.copied-hit)


@pytest.mark.parametrize(("target", "i"), [("a1", 0), ("a2", 1)])
def test_one_hit_removed_from_the_morlocks_or_a_teammate(client, catalogue, target, i):
    players = boards.board("The Morlocks")
    players["A"]["front_line"][i]["hits"] = [_hit("energy", 5), _hit("fighting", 3, "current")]
    answer = j.resolve(client, players, [_play("a1", SLAUGHTER, target=target)])
    assert j.results(answer)[0] != "illegal" and hit_count(answer, "A", i) == 1


@pytest.mark.parametrize(
    ("hits", "left"),
    [
        ([_hit("energy", 5), _hit("fighting", 3)], 1),
        ([_hit("energy", 5, "current")], 1),
    ],
    ids=["permanent", "current-only"],
)
def test_one_hit_removed_from_cyborgs_permanent_record(client, catalogue, hits, left):
    players = boards.board(j.char("a1", "Cyborg", hits=hits))
    answer = j.resolve(client, players, [_play("a1", REGENERATION)])
    assert hit_count(answer, "A", 0) == left
    if len(hits) > 1:
        assert j.results(answer)[0] != "illegal"


@pytest.mark.parametrize(
    ("lead", "card", "target", "side", "i"),
    [("The Morlocks", SLAUGHTER, "b1", "B", 0), ("Cyborg", REGENERATION, "a2", "A", 1)],
    ids=["opponent", "cyborgs-teammate"],
)
def test_no_hit_removed_from_a_character_the_card_does_not_name(
    client, catalogue, lead, card, target, side, i
):
    players = boards.board(lead)
    players[side]["front_line"][i]["hits"] = [_hit("energy", 5)]
    answer = j.resolve(client, players, [_play("a1", card, target=target)])
    assert hit_count(answer, side, i) == 1


@pytest.mark.parametrize(
    ("copies", "value"),
    [({"icon": "strength", "value": 6}, 6), ({"icon": "energy", "value": 4}, 4), (None, None)],
    ids=["permanent", "current", "not-on-record"],
)
def test_the_special_acts_as_a_hit_of_absorbing_man(client, catalogue, copies, value):
    hits = [_hit("strength", 6), _hit("energy", 4, "current")]
    players = boards.board(j.char("a1", "Absorbing Man", hits=hits))
    card = {"card": ABSORB, "copies": copies or {"icon": "fighting", "value": 6}}
    answer = j.resolve(
        client, players, [{"type": "attack", "by": "a1", "target": "b1", "cards": [card]}]
    )
    if value is None:
        assert j.results(answer)[0] == "illegal"
    else:
        assert j.results(answer)[0] == "attack" and answer["steps"][0]["value"] == value


# --- a rating raised for the next battle (OR.power-card, MR.19, MR.10)

OMEGA_GRID = {"energy": 5, "fighting": 7, "strength": 5, "intellect": 2}


@pytest.mark.parametrize(
    ("icon", "result"), [("energy", "attack"), ("strength", "attack"), ("intellect", "illegal")]
)
def test_raised_ratings_from_an_earlier_battle(client, catalogue, icon, result):
    players = boards.board("Omega Red", a_grid=OMEGA_GRID)
    in_play = [j.played(SYNTHESIZER, "A", "a1")]  # played in an earlier battle: in force
    assert play_result(client, players, [j.power("a1", "b1", icon, 7)], 0, in_play) == result


def test_not_raised_in_the_battle_it_is_played(client, catalogue):
    players = boards.board("Omega Red", a_grid=OMEGA_GRID)
    plays = [_play("a1", SYNTHESIZER), PASS, j.power("a1", "b1", "energy", 7)]
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 0)["result"] != "illegal" and _of_play(answer, 2)["result"] == "illegal"


def test_the_synthesizer_is_no_defense(client, catalogue):
    players = boards.board(b1="Omega Red", b_grid=OMEGA_GRID)
    plays = [j.power("a1", "b1", "energy", 6), _card("b1", SYNTHESIZER)]
    assert play_result(client, players, plays, 1) == "illegal"


# --- the venture doubled (OR.venture-total)


@pytest.mark.parametrize(("leadership", "total"), [(True, 8 + 5), (False, 4 + 5)])
def test_silver_sable_specials_count_double(client, catalogue, leadership, total):
    players = boards.board("Silver Sable")
    plays = [j.special("a1", "b1", KATANA), j.power("a1", "b2", "energy", 5)]
    in_play = in_battle(LEADERSHIP) if leadership else []
    assert j.resolve(client, players, plays, in_play)["venture"]["A"]["total"] == total


def test_leadership_played_then_a_special_hits(client, catalogue):
    players = boards.board("Silver Sable")
    plays = [_play("a1", LEADERSHIP), PASS, j.special("a1", "b1", KATANA)]
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 0)["result"] != "illegal"
    assert answer["venture"]["A"]["total"] == 8


# --- actions on piles, stated for the table (MR.6, MR.10, MR.11)


def test_a_special_searched_for_is_stated(client, catalogue):
    answer = j.resolve(client, boards.board("Ghost Rider"), [_play("a1", SKELETAL)])
    assert j.results(answer)[0] != "illegal"
    assert _ops(answer) & PILE_OPS and answer["warnings"] == []


def test_only_ghost_rider_searches_and_never_as_a_defense(client, catalogue):
    assert j.results(j.resolve(client, boards.board("Ace"), [_play("a1", SKELETAL)]))[0] == (
        "illegal"
    )
    players = boards.board(b1="Ghost Rider")
    plays = [j.power("a1", "b1", "energy", 5), _card("b1", SKELETAL)]
    assert play_result(client, players, plays, 1) == "illegal"


def test_the_draw_per_discard_is_stated_or_warned(client, catalogue):
    answer = j.resolve(client, boards.board("Longshot"), [_play("a1", PURITY)])
    assert j.results(answer)[0] != "illegal"
    assert "draw" in _ops(answer) or "not applied" in str(answer["warnings"])


def test_the_draw_per_discard_is_no_defense(client, catalogue):
    players = boards.board(b1="Longshot")
    plays = [j.power("a1", "b1", "energy", 5), _card("b1", PURITY)]
    assert play_result(client, players, plays, 1) == "illegal"


# --- a second batch, written after the first run (its own first run in the docstring)


def test_the_strength_follow_up_may_be_a_multipower_card(client, catalogue):
    players = boards.board("Namor")
    follow = boards.multipower("a1", "b2", 5, "strength", "energy")
    follow["cards"][0]["as"] = "strength"
    plays = [j.special("a1", "b1", LAND_SEA_AIR), follow]
    assert play_result(client, players, plays, 1) == "attack"  # OR.combination-exclusion


@pytest.mark.parametrize(
    ("follow", "result"),
    [({"card": BONE_BREAKER}, "attack"), ({"card": boards.ALLY}, "illegal")],
    ids=["special", "ally"],
)
def test_the_additional_attack_with_any_card_but_teamwork_or_ally(
    client, catalogue, follow, result
):
    players = boards.board(j.char("a1", "The Reavers", grid=boards.FIGHTER))
    plays = [j.special("a1", "b1", CYBORGS), attack_with("a1", "b2", follow)]
    assert play_result(client, players, plays, 1) == result


def test_a_rating_raised_for_the_game_defends_too(client, catalogue):
    players = boards.board(b1="Omega Red", b_grid=OMEGA_GRID)
    in_play = [j.played(SYNTHESIZER, "B", "b1")]
    plays = [j.power("a1", "b1", "energy", 7), j.defend("b1", "energy", 7)]
    assert play_result(client, players, plays, 1, in_play) == "blocked"


def test_a_hit_of_the_battle_removed_leaves_the_venture(client, catalogue):
    players = boards.board("The Morlocks")
    plays = [OPENING, j.power("b1", "a1", "energy", 6), _play("a1", SLAUGHTER, target="a1")]
    answer = j.resolve(client, players, plays)
    assert hit_count(answer, "A", 0) == 0 and answer["venture"]["B"]["total"] == 0
