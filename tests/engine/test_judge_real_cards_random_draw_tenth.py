"""A tenth draw at random from the cards of the ten sets no earlier situation named (20 cards
whose tree is ``full``, drawn with ``random.Random(2026_11_29)`` over specials, events,
locations, aspects, tactics and characters' inherent abilities, at most 4 a set:
``scripts/random_draw_tenth.py``): the situation a judge brings to the table with each card
named, and the ruling of the rulebooks, decided before any run, through ``resolve/`` and
``checks/discard/``. Rooms favoured: avoids with a limit, a rating raised for the game,
attacks granted, a universe bar, play from the reserve, the venture penalty waived, the
discard phase's duplicates.

First run (before any fix): 18 of 28 right, 10 wrong, no 5xx.
Nine of the ten were the tests' own mistakes, mended without touching the engine: a legal
attack left unanswered reads ``attack``, never ``hit`` (three); a result read by step where the
play was meant (the rating raised shows first as an effect); an attack of 8 by a character of
7; a Power card of another type defending a chosen-type special, which OR.defense allows (any
Power Type defends any attack); a DoubleShot tactic played alone, which needs the teammate's
card (OR.tactic-doubleshot); a special of another character placed on Psycho-Man (a card may
be placed only on a character who may use it, OR.placing); "no penalty" read as no mission
lost, where it waives the opponent's penalty draws for venturing three (OR.venture.penalty),
on a board giving only one side's mission piles (where the ladder is not settled; the battle's
end now says so, ``rules/engine/ladder_inputs.py``).
One was the engine's: an inherent "may play <named card> from Reserve" let the reserve play
any card (OR.reserve, MR.7; fixed in ``rules/engine/reserve_plays.py``).
After the fix: 31 of 31 right, no xfail, no 5xx (and three more on the family fixed: 34 of 34).
A second batch written after that run (a universe defense against the character, defenses of
the attacks granted, one additional attack only): first run 4 of 4 right, no 5xx.
"""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j
from tests.engine.random_draw_sixth import _card, _of_play, _play

pytestmark = pytest.mark.django_db

ATOM = "Superman & Captain Atom"
WEBBING = "Scarlet Spider™ - Impact Webbing"
BODY_ARMOR = "Bishop™ - Body Armor"
SHADOWCAT = "Shadowcat™"
HAWKEYE = "Hawkeye™"
TRACKER = "Huntress™ - Expert Tracker"
ALIEN = "Super Skrull™ - Alien Methods"
EMOTION_BOX = "Psycho-Man - Emotion Box"
COLOSSUS_M = "Colossus™ - M"
FRAGMENT = "M'Krann Fragment"
PROTECTOR = "Captain Mar-Vell - Protector of the Universe"
COLLINS = "Deathlok - Michael Collins"
INVENTOR = "Doctor Octopus™ - Master Inventor"
BOUNCE = "Mr. Fantastic™ - Object Bounce"
VOGHT = "Acolytes - Amelia Voght"
COSMIC = "Captain Mar-Vell - Cosmic Awareness"
APACHE = "Thunderbird - Apache Warrior"
SIDEWINDER = "Serpent Society - Sidewinder"
CRUSADE = "Tiffany - Crusade"
WEAPONS = "Taskmaster - Weapons Master"
DRAWN = (
    ATOM, WEBBING, BODY_ARMOR, SHADOWCAT, HAWKEYE, TRACKER, ALIEN, EMOTION_BOX, COLOSSUS_M,
    FRAGMENT, PROTECTOR, COLLINS, INVENTOR, BOUNCE, VOGHT, COSMIC, APACHE, SIDEWINDER, CRUSADE,
    WEAPONS,
)  # fmt: skip
#: Cards the situations need besides the ones drawn.
GHOSTLY = "Shadowcat™ - Ghostly Phase"
DYNAMITE = "Hawkeye™ - Dynamite Delivery"
FEAR = "Psycho-Man - Fear"
DOUBT = "Psycho-Man - Doubt"
DEATHLOK, MANNING, CYBERCORPSE = "Deathlok", "Deathlok - Luther Manning", "Deathlok - Cybercorpse"
OTHERS = (GHOSTLY, DYNAMITE, FEAR, DOUBT, DEATHLOK, MANNING, CYBERCORPSE)
catalogue = boards.catalogue_of((*DRAWN, *OTHERS))
PASSES = [{"type": "pass"}, {"type": "pass"}]


def _result(client, players, plays, n: int, in_play=None) -> str:
    return _of_play(j.resolve(client, players, plays, in_play), n)["result"]


def _ops(answer: dict) -> set:
    return {c.get("op") for s in answer["steps"] for c in s["changes"]}


# --- avoids: own character, teammate, a limit on the attack (OR.defense)


def test_a_pure_avoid_of_an_attack_on_its_own_character(client, catalogue):
    players = boards.board(b1="Bishop")
    own = j.resolve(client, players, [j.power("a1", "b1", "energy", 7), _card("b1", BODY_ARMOR)])
    assert j.results(own)[1] == "avoided" and own["state"]["players"]["B"]["front_line"][0].get(
        "hits"
    ) in ([], None)
    mate = [j.power("a1", "b2", "energy", 7), _card("b1", BODY_ARMOR)]
    assert _result(client, players, mate, 1) == "illegal"


def test_a_teammate_only_avoid(client, catalogue):
    players = boards.board(b1="Serpent Society")
    mate = [j.power("a1", "b2", "energy", 6), _card("b1", SIDEWINDER)]
    assert _result(client, players, mate, 1) == "avoided"
    own = [j.power("a1", "b1", "energy", 6), _card("b1", SIDEWINDER)]
    assert _result(client, players, own, 1) == "illegal"


@pytest.mark.parametrize(("bonus", "result"), [(1, "avoided"), (3, "illegal")])
def test_an_avoid_of_an_attack_of_nine_or_less(client, catalogue, bonus, result):
    players = boards.board(b1="Captain Mar-Vell")
    attack = boards.with_universe(
        "a1", "b1", "energy", 7, boards.basic_universe("energy", 5, bonus)
    )
    assert _result(client, players, [attack, _card("b1", PROTECTOR)], 1) == result


def test_the_character_may_avoid_for_a_teammate(client, catalogue):
    players = boards.board(b1="Captain Mar-Vell")
    plays = [j.power("a1", "b2", "energy", 7), _card("b1", PROTECTOR)]
    assert _result(client, players, plays, 1) == "avoided"


# --- attack values and types (OR.attack.special)


@pytest.mark.parametrize(
    ("icon", "defense", "result"),
    [
        ("intellect", "intellect", "blocked"),
        ("intellect", "energy", "blocked"),
        ("energy", "energy", "blocked"),
    ],
)
def test_an_attack_of_one_type_or_another_as_chosen(client, catalogue, icon, defense, result):
    players = boards.board("Captain Mar-Vell")
    attack = boards.played_as("a1", "b1", COSMIC, icon)
    answer = j.resolve(client, players, [attack, j.defend("b1", defense, 4)])
    assert answer["steps"][0]["value"] == 4 and j.results(answer)[1] == result


def test_a_fighting_or_intellect_attack_of_four(client, catalogue):
    players = boards.board("Taskmaster")
    attack = boards.played_as("a1", "b1", WEAPONS, "fighting")
    answer = j.resolve(client, players, [attack])
    assert answer["steps"][0]["value"] == 4 and j.results(answer)[0] == "attack"


@pytest.mark.parametrize(
    ("strength", "level", "result"), [(6, 3, "attack"), (5, 3, "illegal"), (6, 5, "illegal")]
)
def test_a_doubleshot_with_a_teammates_fighting_card_of_one_to_four(
    client, catalogue, strength, level, result
):
    grid = {"energy": 7, "fighting": 7, "strength": strength, "intellect": 7}
    players = boards.board("Ace", a_grid=grid)
    mate = {"power": "fighting", "value": level, "by": "a2"}
    answer = j.resolve(client, players, [j.special("a1", "b1", ATOM, mate)])
    assert j.results(answer)[0] == result
    if result == "attack":
        assert answer["steps"][0]["value"] == 4 + level


# --- attacks granted (MR.19, MR.5.conditional)


def test_one_additional_attack_after_the_special(client, catalogue):
    players = boards.board("Colossus")
    plays = [j.special("a1", "b1", COLOSSUS_M), j.power("a1", "b2", "energy", 5)]
    answer = j.resolve(client, players, plays)
    assert answer["steps"][0]["value"] == 4 and _of_play(answer, 1)["result"] != "illegal"
    plain = [j.power("a1", "b1", "strength", 4), j.power("a1", "b2", "energy", 5)]
    assert _result(client, players, plain, 1) == "illegal"


def test_as_many_power_card_attacks_as_possible(client, catalogue):
    players = boards.board("Scarlet Spider")
    plays = [
        _play("a1", WEBBING),
        j.power("a1", "b1", "energy", 5),
        j.power("a1", "b2", "fighting", 4),
    ]
    answer = j.resolve(client, players, plays)
    assert [_of_play(answer, n)["result"] for n in (1, 2)] == ["attack", "attack"]


# --- a rating raised for the game (OR.rating)


@pytest.mark.parametrize(("raised", "result"), [(True, "attack"), (False, "illegal")])
def test_an_intellect_seven_card_after_the_rating_is_raised(client, catalogue, raised, result):
    grid = {"energy": 4, "fighting": 5, "strength": 5, "intellect": 6}
    players = boards.board("Deathlok", a_grid=grid)
    in_play = [j.played(COLLINS, "A", "a1")] if raised else []
    answer = j.resolve(client, players, [j.power("a1", "b1", "intellect", 7)], in_play)
    assert _of_play(answer, 0)["result"] == result


# --- a bar on universe cards against a character (OR.universe)


def test_no_universe_card_against_the_character(client, catalogue):
    players = boards.board("Mr. Fantastic")
    bounce = [j.played(BOUNCE, "A", "a1")]
    universe = boards.basic_universe("energy", 5, 3)
    opening = j.power("a2", "b2", "energy", 1)
    on_him = [opening, boards.with_universe("b1", "a1", "energy", 6, universe)]
    assert _result(client, players, on_him, 1, bounce) == "illegal"
    on_mate = [opening, boards.with_universe("b1", "a2", "energy", 6, universe)]
    assert _result(client, players, on_mate, 1, bounce) != "illegal"
    plain = [opening, j.power("b1", "a1", "energy", 6)]
    assert _result(client, players, plain, 1, bounce) != "illegal"


# --- play from the reserve (OR.reserve)


@pytest.mark.parametrize(("card", "name"), [(CRUSADE, "Tiffany"), (DYNAMITE, "Hawkeye™")])
def test_a_special_played_by_the_reserve(client, catalogue, card, name):
    players = boards.board()
    players["A"]["reserve"] = (
        {"id": "a3", "card": name} if name.endswith("™") else j.char("a3", name)
    )
    answer = j.resolve(client, players, [j.special("a3", "b1", card)])
    assert j.results(answer)[0] == "attack"
    plain = j.resolve(client, players, [j.power("a3", "b1", "energy", 4)])
    assert j.results(plain)[0] == "illegal"


@pytest.mark.parametrize(
    ("card", "legal"), [(DYNAMITE, True), (MANNING, True), (CYBERCORPSE, False)]
)
def test_an_inherent_leave_from_reserve_covers_only_the_card_it_names(
    client, catalogue, card, legal
):
    hawkeye = card == DYNAMITE
    players = boards.board()
    players["A"]["reserve"] = {"id": "a3", "card": HAWKEYE if hawkeye else DEATHLOK}
    play = j.special("a3", "b1", card) if card != MANNING else _play("a3", card)
    assert (j.results(j.resolve(client, players, [play]))[0] != "illegal") == legal


# --- the venture penalty waived, the ladder kept (OR.venture.penalty, OR.mission-ladder)


@pytest.mark.parametrize("fragment", [True, False])
def test_three_ventured_missions_lost_still_fall(client, catalogue, fragment):
    """ "No penalty" waives the opponent's penalty draws for venturing three, never the
    ladder: the three lost still fall to Defeated."""
    players = boards.board("Ace")
    players["A"] |= {"missions": {"reserve": 7}, "ventured": {"reserve": 3}}
    players["B"] |= {"missions": {"reserve": 7}, "ventured": {"reserve": 1}}
    in_play = [j.played(FRAGMENT, "A", "a2") | {"duration": "battle"}] if fragment else []
    plays = [j.power("a1", "b1", "energy", 2), j.power("b1", "a1", "energy", 6), *PASSES]
    answer = j.resolve(client, players, plays, in_play)
    assert answer["state"]["players"]["A"]["missions"] == {
        "reserve": 4,
        "completed": 0,
        "defeated": 3,
    }
    assert answer["state"]["players"]["B"]["missions"]["completed"] == 1


# --- actions on piles and hands, stated for the table (MR.6)


@pytest.mark.parametrize(
    ("card", "name"),
    [(TRACKER, "Huntress"), (ALIEN, "Super Skrull"), (INVENTOR, "Doctor Octopus")],
)
def test_an_action_on_a_pile_is_stated(client, catalogue, card, name):
    answer = j.resolve(client, boards.board(name), [_play("a1", card)])
    assert _ops(answer) & {"draw", "search", "reshuffle", "discard", "put_cards", "choose_cards"}
    assert answer["warnings"] == []


@pytest.mark.parametrize(("defended", "draws"), [(True, True), (False, False)])
def test_a_draw_only_if_the_attack_is_defended(client, catalogue, defended, draws):
    players = boards.board("Thunderbird")
    plays = [j.special("a1", "b1", APACHE)] + ([j.defend("b1", "fighting", 3)] if defended else [])
    answer = j.resolve(client, players, plays)
    assert answer["steps"][0]["value"] == 3 and ("draw" in _ops(answer)) == draws


def test_the_target_must_attack_is_stated_or_warned(client, catalogue):
    answer = j.resolve(client, boards.board("Acolytes"), [_play("a1", VOGHT, target="b1")])
    assert j.results(answer)[0] != "illegal"
    assert answer["warnings"] == [] or "not applied" in str(answer["warnings"])


# --- placed specials (OR.placing)


@pytest.mark.parametrize(
    ("box", "card", "legal"), [(True, FEAR, True), (True, DOUBT, False), (False, FEAR, False)]
)
def test_many_placed_specials_but_no_duplicates(client, catalogue, box, card, legal):
    psycho = j.char("a1", "Psycho-Man", placed=[{"card": DOUBT}])
    in_play = [j.played(EMOTION_BOX, "A", "a1")] if box else []
    place = [{"type": "place", "by": "a1", "cards": [{"card": card}]}]
    assert (_result(client, boards.board(psycho), place, 0, in_play) != "illegal") == legal


# --- the discard phase (OR.discard.special)


def test_duplicate_ghostly_phase_specials_are_kept(client, catalogue):
    kept = j.discard(client, [SHADOWCAT, HAWKEYE], [GHOSTLY, GHOSTLY])
    assert kept["discard"] == []
    other = j.discard(client, [HAWKEYE, SHADOWCAT], [DYNAMITE, DYNAMITE])
    assert [d["card"].replace("™", "") for d in other["discard"]] == [DYNAMITE.replace("™", "")]


# --- a second batch, written after the first run (its own first run in the docstring)


def test_no_universe_card_to_defend_against_the_character(client, catalogue):
    players = boards.board("Mr. Fantastic")
    bounce = [j.played(BOUNCE, "A", "a1")]
    attack = j.power("a1", "b1", "energy", 7)
    universe = {"type": "defend", "by": "b1", "cards": [{"power": "energy", "value": 5}]}
    universe["cards"].append(boards.basic_universe("energy", 5, 3))
    assert _result(client, players, [attack, universe], 1, bounce) == "illegal"
    assert _result(client, players, [attack, j.defend("b1", "energy", 7)], 1, bounce) == "blocked"
    mate = j.power("a2", "b1", "energy", 7)
    assert _result(client, players, [mate, universe], 1, bounce) == "blocked"


@pytest.mark.parametrize(("value", "result"), [(6, "blocked"), (4, "illegal")])
def test_the_opponent_may_defend_the_attacks_granted(client, catalogue, value, result):
    players = boards.board("Scarlet Spider")
    plays = [_play("a1", WEBBING), j.power("a1", "b1", "energy", 5)]
    plays.append(j.defend("b1", "energy", value))
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 2)["result"] == result  # a defense below the attack is no defense


def test_only_one_additional_attack(client, catalogue):
    players = boards.board("Colossus")
    plays = [j.special("a1", "b1", COLOSSUS_M), j.power("a1", "b2", "energy", 5)]
    plays.append(j.power("a1", "b1", "energy", 6))
    assert _result(client, players, plays, 2) == "illegal"
