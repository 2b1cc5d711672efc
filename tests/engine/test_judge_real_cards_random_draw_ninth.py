"""A ninth draw at random from the cards of the ten sets no earlier situation named (25 cards
whose tree is ``full``, drawn with ``random.Random(2026_11_28)`` over specials, events,
locations, aspects, tactics and characters' inherent abilities, at most 4 a set:
``scripts/random_draw_ninth.py``): the situation a judge brings to the table with each card
named, and the ruling of the rulebooks, decided before any run, through ``resolve/`` and
``checks/discard/``.

First run (before any fix): 29 of 40 right, 11 wrong, no 5xx.
Four of the eleven were the tests' own mistakes, mended without touching a ruling: a result
read by step where the play was meant (a successful Fist, a concession barred), the cards a
defense sends to their piles taken for a discard from the hand, the trade mark sign in the
discard check's card names; and the Grey King situation chose its option with a helper that
never sent it.
After the fixes (an Any Hero special refused to a villain, OR.code-rule; a count of placed
cards of the opponent's side or battlesite discarded when no choice is left, OR.discard-piles;
the ventured cards of the side chosen raised, OR.venture): 40 of 40 right, no xfail, no 5xx.
"""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

MAGGOT = "Maggot (sic) - Awesome Aussie"
DOMINO = "Domino™ - Six Pack Attack"
COMBUSTION = "Scarlet Witch™ - Spontaneous Combustion"
NEW_LEASE = "Dark Phoenix Saga - New Lease on Life"
NINJA_TRAP = "Elektra™ - Ninja Trap"
FIST = "Hazard™ - Telekinetic Fist"
GREY_KING = "Grey King - Leader"
CLAWS = "Catwoman™ - Razor Sharp Claws"
PROTECTIVE = "Witchblade - Protective Drive"
MOJOWORLD = "Dazzler - Mojoworld Rebel"
AUTOMATIC = "Two-Face™ - .45 Automatic"
NOVA = "New Warriors - Nova"
LASH = "Thorn™ - Barbed Lash"
LONGSHOT = "Longshot™"
OTHERWORLDLY = "Holocaust™ - Otherworldly Evil"
MEDITATIVE = "Shang Chi: Master of Kung Fu - Meditative Focus"
FORCE_WORKS = "Spider-Woman™ - Force Works"
FREEHOLD = "Leader - Freehold"
BULLS_EYE = "Grifter - Bull's-Eye Shot"
BAT_OUT = "Ghost Rider™ - Bat Out of Hell"
BRIGHTEST = "Parallax - In Brightest Day"
SAVAGE_LAND = "Any Hero - Savage Land"
CATALOGUE = "Cerebro - Catalogue"
DEDUCTION = "Beast™ - Brilliant Deduction"
SINISTER = "X-Man - Sinister Creation"
DRAWN = (
    MAGGOT, DOMINO, COMBUSTION, NEW_LEASE, NINJA_TRAP, FIST, GREY_KING, CLAWS, PROTECTIVE,
    MOJOWORLD, AUTOMATIC, NOVA, LASH, LONGSHOT, OTHERWORLDLY, MEDITATIVE, FORCE_WORKS,
    FREEHOLD, BULLS_EYE, BAT_OUT, BRIGHTEST, SAVAGE_LAND, CATALOGUE, DEDUCTION, SINISTER,
)  # fmt: skip
#: Cards the situations need besides the ones drawn (a battlesite, an artifact, characters).
OTHERS = ("Outpost", "The Witchblade", "Hazard™", "Catwoman™", "Two-Face™")
catalogue = boards.catalogue_of((*DRAWN, *OTHERS))
PASSES = [{"type": "pass"}, {"type": "pass"}]
#: Actions on piles and hands the engine does not hold, stated for the table (MR.6).
PILE_OPS = {"reshuffle", "search", "remove_cards", "put_cards", "choose_cards", "reveal"}
PILE_OPS |= {"paid_effect", "discard", "draw"}


def _of_play(answer: dict, n: int) -> dict:
    return next(s for s in answer["steps"] if s["play"] == n)


def _play(by: str, card: str, option: int | None = None, **more) -> dict:
    chosen = {"option": option} if option else {}
    return {"type": "play", "by": by, "cards": [{"card": card, **chosen}], **more}


def _answer(by: str, card: str) -> dict:
    return {"type": "defend", "by": by, "cards": [{"card": card}]}


def _hits(answer: dict, side: str, i: int = 0) -> list[tuple]:
    char = answer["state"]["players"][side]["front_line"][i]
    return sorted((h["icon"], h["value"]) for h in char.get("hits") or [])


def _placed(answer: dict, side: str, i: int = 0) -> list:
    return answer["state"]["players"][side]["front_line"][i].get("placed") or []


def _stated(answer: dict) -> bool:
    """A step states an action on a pile or hand for the judge, nothing left unapplied."""
    ops = {c.get("op") for s in answer["steps"] for c in s["changes"]}
    return bool(ops & PILE_OPS) and answer["warnings"] == []


# --- defenses barred by an icon (OR.defense, MR.7)


@pytest.mark.parametrize(
    ("card", "name", "barred", "value"),
    [(CLAWS, "Catwoman", "fighting", 5), (AUTOMATIC, "Two-Face", "intellect", 6)],
)
def test_an_attack_not_defended_by_a_card_with_the_named_icon(
    client, catalogue, card, name, barred, value
):
    players = boards.board(name)
    attack = j.special("a1", "b1", card)
    assert j.resolve(client, players, [attack])["steps"][0]["value"] == value
    barred_defense = [attack, j.defend("b1", barred, 7)]
    assert j.results(j.resolve(client, players, barred_defense))[1] == "illegal"
    other = [attack, j.defend("b1", "strength", value)]
    assert j.results(j.resolve(client, players, other))[1] == "blocked"


def test_a_multipower_card_showing_the_barred_icon_may_not_defend(client, catalogue):
    players = boards.board("Catwoman")
    multi = {"power": "multipower", "value": 6, "icons": ["fighting", "energy"]}
    plays = [j.special("a1", "b1", CLAWS), {"type": "defend", "by": "b1", "cards": [multi]}]
    assert j.results(j.resolve(client, players, plays))[1] == "illegal"
    multi["icons"] = ["strength", "energy"]
    assert j.results(j.resolve(client, players, plays))[1] == "blocked"


# --- negates (OR.defense, MR.7)


def test_a_negate_only_of_specials_played_against_its_own_character(client, catalogue):
    players = boards.board("Catwoman", "Maggot")
    on_him = [j.special("a1", "b1", CLAWS), _answer("b1", MAGGOT)]
    assert j.results(j.resolve(client, players, on_him))[1] == "negated"
    on_mate = [j.special("a1", "b2", CLAWS), _answer("b1", MAGGOT)]
    assert j.results(j.resolve(client, players, on_mate))[1] == "illegal"
    power = [j.power("a1", "b1", "energy", 5), _answer("b1", MAGGOT)]
    assert j.results(j.resolve(client, players, power))[1] == "illegal"


def test_a_negate_of_any_special_of_the_opponent_on_any_teammate(client, catalogue):
    players = boards.board("Two-Face", "Holocaust")
    on_mate = [j.special("a1", "b2", AUTOMATIC), _answer("b1", OTHERWORLDLY)]
    answer = j.resolve(client, players, on_mate)
    assert j.results(answer)[1] == "negated" and _hits(answer, "B", 1) == []
    power = [j.power("a1", "b2", "energy", 5), _answer("b1", OTHERWORLDLY)]
    assert j.results(j.resolve(client, players, power))[1] == "illegal"


def test_a_negated_venture_bonus_is_not_added(client, catalogue):
    players = boards.board("Spider-Woman", "Holocaust")
    plays = [_play("a1", FORCE_WORKS), _answer("b1", OTHERWORLDLY)]
    plays += [j.power("b2", "a2", "energy", 2), j.power("a2", "b2", "energy", 4), *PASSES]
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 1)["result"] == "negated"
    assert answer["venture"]["A"]["total"] == 4 and answer["venture"]["B"]["total"] == 2


# --- an Any-Power attack and a KO set by a later hit (OR.attack.special, OR.ko)


def test_an_any_power_attack_is_defended_by_any_type(client, catalogue):
    players = boards.board("Grifter")
    attack = j.special("a1", "b1", BULLS_EYE)
    assert j.resolve(client, players, [attack])["steps"][0]["value"] == 6
    assert j.results(j.resolve(client, players, [attack, j.defend("b1", "intellect", 6)]))[1] == (
        "blocked"
    )
    assert j.results(j.resolve(client, players, [attack, j.defend("b1", "energy", 5)]))[1] == (
        "illegal"
    )


@pytest.mark.parametrize(("value", "kod"), [(2, True), (3, False)])
def test_the_target_is_kod_by_the_next_level_two_fighting_hit(client, catalogue, value, kod):
    players = boards.board("Grifter")
    plays = [j.special("a1", "b1", BULLS_EYE), j.power("b2", "a2", "energy", 1)]
    plays.append(j.power("a2", "b1", "fighting", value))
    answer = j.resolve(client, players, plays)
    assert [k["id"] for k in answer["ko"]] == (["b1"] if kod else [])


def test_a_blocked_shot_sets_no_ko(client, catalogue):
    players = boards.board("Grifter")
    plays = [j.special("a1", "b1", BULLS_EYE), j.defend("b1", "energy", 6)]
    plays += [j.power("b2", "a2", "energy", 1), j.power("a2", "b1", "fighting", 2)]
    assert j.resolve(client, players, plays)["ko"] == []


# --- attacks barred or granted after a special (MR.19, MR.5.conditional)


def test_after_a_successful_fist_neither_character_may_attack(client, catalogue):
    players = boards.board("Hazard")
    fist = j.special("a1", "b1", FIST)
    barred = j.resolve(client, players, [fist, j.power("b1", "a2", "energy", 4)])
    assert _of_play(barred, 1)["result"] == "illegal"
    later = [fist, j.power("b2", "a2", "energy", 4), j.power("a1", "b2", "energy", 4)]
    answer = j.resolve(client, players, later)
    assert _of_play(answer, 1)["result"] != "illegal"
    assert _of_play(answer, 2)["result"] == "illegal"


def test_after_a_blocked_fist_the_target_may_attack(client, catalogue):
    players = boards.board("Hazard")
    plays = [j.special("a1", "b1", FIST), j.defend("b1", "energy", 7)]
    plays.append(j.power("b1", "a2", "energy", 4))
    assert _of_play(j.resolve(client, players, plays), 2)["result"] != "illegal"


def test_one_additional_attack_by_the_character_after_the_special(client, catalogue):
    players = boards.board("Parallax")
    plays = [j.special("a1", "b1", BRIGHTEST), j.power("a1", "b2", "energy", 5)]
    answer = j.resolve(client, players, plays)
    assert answer["steps"][0]["value"] == 4
    assert _of_play(answer, 1)["result"] != "illegal" and _hits(answer, "B", 1) == [("energy", 5)]
    plain = [j.power("a1", "b1", "energy", 4), j.power("a1", "b2", "energy", 5)]
    assert _of_play(j.resolve(client, players, plain), 1)["result"] == "illegal"


# --- attack values from the board (OR.attack.special, MR.19)


@pytest.mark.parametrize(("completed", "value"), [(0, 3), (2, 5)])
def test_one_more_for_each_mission_the_opponent_completed(client, catalogue, completed, value):
    players = boards.board("Dazzler")
    players["B"]["missions"] = {"reserve": 7 - completed, "completed": completed, "defeated": 0}
    assert j.resolve(client, players, [j.special("a1", "b1", MOJOWORLD)])["steps"][0]["value"] == (
        value
    )


def test_the_characters_energy_cards_three_more_for_the_battle(client, catalogue):
    players = boards.board("X-Man")
    sinister = [j.played(SINISTER, "A", "a1") | {"duration": "battle"}]
    answer = j.resolve(client, players, [j.power("a1", "b1", "energy", 5)], sinister)
    assert answer["steps"][0]["value"] == 8


@pytest.mark.parametrize(("in_play", "kod"), [(True, True), (False, False)])
def test_the_characters_hits_to_ko_five_less(client, catalogue, in_play, kod):
    x_man = j.char("a1", "X-Man", hits=j.hits("energy", 8) + j.hits("fighting", 4))
    players = boards.board(x_man)
    sinister = [j.played(SINISTER, "A", "a1") | {"duration": "battle"}] if in_play else []
    plays = [j.power("a2", "b2", "energy", 1), j.power("b1", "a1", "energy", 4)]
    answer = j.resolve(client, players, plays, sinister)
    assert [k["id"] for k in answer["ko"]] == (["a1"] if kod else [])  # 16 hits: 15 or 20


# --- a defense that hits back (MR.19, OR.defense)


@pytest.mark.parametrize(("value", "hit_back"), [(5, [("fighting", 5)]), (6, [])])
def test_an_equal_power_card_block_hits_the_attacker(client, catalogue, value, hit_back):
    players = boards.board(b1="Elektra")
    trap = [j.played(NINJA_TRAP, "B", "b1") | {"duration": "battle"}]
    plays = [j.power("a1", "b1", "energy", 5), j.defend("b1", "fighting", value)]
    answer = j.resolve(client, players, plays, trap)
    assert j.results(answer)[1] == "blocked" and _hits(answer, "A") == hit_back


# --- the venture and the mission ladder (OR.venture, OR.mission-ladder)


def test_three_more_in_the_venture_this_battle(client, catalogue):
    players = boards.board("Spider-Woman")
    plays = [_play("a1", FORCE_WORKS), j.power("b1", "a2", "energy", 2)]
    plays += [j.power("a2", "b2", "energy", 4), *PASSES]
    venture = j.resolve(client, players, plays)["venture"]
    assert venture["A"]["total"] == 4 + 3 and venture["B"]["total"] == 2


def test_a_characters_opponent_two_less_in_the_venture(client, catalogue):
    players = boards.board({"id": "a1", "card": LONGSHOT})
    plays = [j.power("a2", "b1", "energy", 4), j.power("b1", "a2", "energy", 5), *PASSES]
    venture = j.resolve(client, players, plays)["venture"]
    assert venture["A"]["total"] == 4 and venture["B"]["total"] == 5 - 2


@pytest.mark.parametrize(("option", "completed", "defeated"), [(1, 3, 2), (2, 2, 3)])
def test_one_more_ventured_mission_on_the_chosen_side(
    client, catalogue, option, completed, defeated
):
    players = boards.board("Grey King")
    players["A"] |= {"missions": {"reserve": 7}, "ventured": {"reserve": 2}}
    players["B"] |= {"missions": {"reserve": 7}, "ventured": {"reserve": 2}}
    plays = [_play("a1", GREY_KING, option), j.power("b1", "a2", "energy", 1)]
    plays += [j.power("a2", "b1", "energy", 5), *PASSES]
    answer = j.resolve(client, players, plays)
    assert answer["state"]["players"]["A"]["missions"]["completed"] == completed
    assert answer["state"]["players"]["B"]["missions"]["defeated"] == defeated


# --- conceding barred (OR.concede)


def test_the_opponent_may_not_concede_the_battle(client, catalogue):
    hero = j.char("a1", "Ace", code="hero")
    players = boards.board(hero)
    plays = [_play("a1", SAVAGE_LAND), {"type": "concede", "player": "B"}]
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == "illegal"
    plain = [j.power("a1", "b1", "energy", 1), {"type": "concede", "player": "B"}]
    assert _of_play(j.resolve(client, players, plain), 1)["result"] != "illegal"


def test_an_any_hero_special_is_not_played_by_a_villain(client, catalogue):
    villain = j.char("a1", "Ace", code="villain")
    answer = j.resolve(client, boards.board(villain), [_play("a1", SAVAGE_LAND)])
    assert j.results(answer)[0] == "illegal"


# --- placed cards (OR.placing, OR.discard-piles)


@pytest.mark.parametrize(
    ("card", "name"), [(COMBUSTION, "Scarlet Witch"), (BAT_OUT, "Ghost Rider")]
)
def test_the_opponents_only_placed_card_is_discarded(client, catalogue, card, name):
    players = boards.board(name, j.char("b1", "Bolt", placed=[{"power": "energy", "value": 4}]))
    answer = j.resolve(client, players, [_play("a1", card)])
    assert _placed(answer, "B") == [] and answer["warnings"] == []


@pytest.mark.parametrize(("protected", "left"), [(True, 1), (False, 0)])
def test_a_protected_artifact_is_not_removed(client, catalogue, protected, left):
    witchblade = j.char("b1", "Witchblade", placed=[{"card": "The Witchblade"}])
    players = boards.board("Scarlet Witch", witchblade)
    drive = [j.played(PROTECTIVE, "B", "b1", "b1")] if protected else []
    answer = j.resolve(client, players, [_play("a1", COMBUSTION)], drive)
    assert len(_placed(answer, "B")) == left


def test_one_more_card_placed_on_the_character(client, catalogue):
    leader = j.char("a1", "Leader", placed=[{"power": "energy", "value": 4}])
    place = [{"type": "place", "by": "a1", "cards": [{"power": "energy", "value": 5}]}]
    freehold = [j.played(FREEHOLD, "A", "a1")]
    answer = j.resolve(client, boards.board(leader), place, freehold)
    assert j.results(answer)[0] != "illegal" and len(_placed(answer, "A")) == 2
    assert j.results(j.resolve(client, boards.board(leader), place))[0] == "illegal"


def test_the_fighting_cards_placed_on_the_opponents_side_are_discarded(client, catalogue):
    mine = [{"power": "fighting", "value": 6}]
    theirs = [{"power": "fighting", "value": 5}, {"power": "energy", "value": 4}]
    players = boards.board(
        j.char("a1", "Shang Chi", placed=mine), j.char("b1", "Bolt", placed=theirs)
    )
    answer = j.resolve(client, players, [_play("a1", MEDITATIVE)])
    assert _placed(answer, "B") == [{"power": "energy", "value": 4}]
    assert _placed(answer, "A") == mine


def test_a_battlesites_only_placed_card_is_discarded(client, catalogue):
    players = boards.board("New Warriors")
    players["B"]["battlesite"] = {"card": "Outpost", "hits": [], "specials": [{"card": CLAWS}]}
    answer = j.resolve(client, players, [_play("a1", NOVA, target="battlesite")])
    assert answer["state"]["players"]["B"]["battlesite"].get("specials") in ([], None)


# --- actions on piles and hands, stated for the table (MR.6)


@pytest.mark.parametrize(
    ("card", "name"),
    [(DOMINO, "Domino"), (LASH, "Thorn"), (DEDUCTION, "Beast"), (MEDITATIVE, "Shang Chi")],
)
def test_an_action_on_a_pile_or_hand_is_stated(client, catalogue, card, name):
    assert _stated(j.resolve(client, boards.board(name), [_play("a1", card)]))


def test_an_events_reshuffle_is_stated(client, catalogue):
    event = [{"card": {"card": NEW_LEASE}, "player": "A"}]
    assert _stated(j.resolve(client, boards.board(), [], event))


def test_a_successful_attack_makes_the_opponent_discard_activators(client, catalogue):
    players = boards.board("Cerebro")
    hit = j.resolve(client, players, [j.special("a1", "b1", CATALOGUE)])
    assert hit["steps"][0]["value"] == 5 and _stated(hit)
    blocked = [j.special("a1", "b1", CATALOGUE), j.defend("b1", "energy", 5)]
    steps = j.resolve(client, players, blocked)["steps"]
    # the cards played go to their piles; nothing leaves the hand
    assert not [c for s in steps for c in s["changes"] if c.get("from") == "hand"]


# --- the discard phase (OR.discard.special)


def test_a_duplicate_and_a_special_of_a_character_not_in_the_team_are_discarded(client, catalogue):
    hand = [FIST, FIST, CLAWS, COMBUSTION]
    answer = j.discard(client, ["Hazard™", "Catwoman™", "Two-Face™"], hand)
    # the answer names the cards as printed without the trade mark sign
    named = sorted(d["card"].replace("™", "") for d in answer["discard"])
    assert named == sorted(c.replace("™", "") for c in (FIST, COMBUSTION))
