"""A twelfth draw at random from the cards of the ten sets no earlier situation named (20
cards whose tree is ``full``, drawn with ``random.Random(2026_12_01)`` over specials, events,
locations, aspects, tactics and characters' inherent abilities, at most 4 a set:
``scripts/random_draw_twelfth.py``): the situation a judge brings to the table with each card
named, and the ruling of the rulebooks, decided before any run, through ``resolve/``. Rooms:
avoids and a negate, attacks on the opponent that may not be avoided, attacks of a level and a
type with what combines with them, a hit that acts as another, bars on what a target, a coded
team or everyone may play, a defense bonus, an event moving attacks to the reserve, missions
moved back, specials in play discarded, placed cards discarded and the venture lowered.

First run (before any fix): 50 of 57 passed, two of them right only by a wrong reason (below):
48 of 57 right, 9 wrong, no 5xx.
One was the test's own mistake, mended without touching the engine: the exchange with a card
of the Dead Pile asked for one of a fixed list of pile actions, where the engine states it for
the table in its own change, with MR.11's limit (MR.6).
Six were the engine's, five fixed: "If successful, acts as a level 8 Fighting Power card"
scored a second hit beside the attack's own (the card's one hit counts as that Power card's:
``described_hits``, MR.1); a bar on cards "with icon of Omega Red's choice" was taken as
applied and barred nothing (the icon named by the play's ``as``: ``chosen_icons``, MR.19);
Power cards of two types combined by a card in play were refused (``power_combos``, MR.7); an
event moving attacks on a front-line hero to the reserve hero was not applied
(``shift_aims``, MR.9, OR.reserve); an event moving the completed missions back to the
reserve pile was silently not made (``event_mission_moves``, OR.events).
One is a grammar miss, listed and left to the grammar: the tree of Mercury - Combat Experience
takes "all Special cards in play that affect ..." from the Hand, so the engine now says it is
not applied (``reach``) and the situation asserts that warning.
Two right answers of the first run came for a wrong reason (a move to a reserve villain
refused only because no move to the reserve was read); they hold now for the right one.
After the fixes: 57 of 57 right (one of them the warning of the grammar miss), no 5xx.
A second batch written after that run (the icon chosen barred in defense too, a special with the
barred icon, a negate of an attack on the opponent, a permanent hit counted toward the KO, a
special from hand after activators are barred): first run 6 of 6 right, no 5xx.
"""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j
from tests.engine.draw_situations import OPENING, PASS, attack_with, hero, play_result
from tests.engine.random_draw_sixth import PILE_OPS, _card, _hits, _of_play, _play

pytestmark = pytest.mark.django_db

GIZMOS = "Scarlet Spider™ - Arachnid Gizmos"
COMBAT = "Mercury - Combat Experience"
COLD = "White Queen™ - Cold-Hearted Enemy"
VENOM = "Bane™ - Venom Injection"
KINETIC = "Gambit™ - Kinetic Detonation"
FLAME_ON = "Human Torch™ - Flame On"
HEAT = "Superman™ - Heat Vision"
PHEROMONES = "Omega Red™ - Secret Pheromones"
ZEAL = "Sunfire - Nationalist Zeal"
ATTACKED = "Dark Phoenix Saga - Hellfire Club Attacked!"
CHEROKEE = "Forge™ - Cherokee Magic"
EDITS = "Mojo™ - Supreme Edits"
SILVER_TONGUED = "Infinity Gauntlet - Silver Tongued Devil"
VINES = "Poison Ivy™ - Strangle Vines"
LILANDRA = "Starjammers - Majestrix Lilandra"
CASE_FILES = "Eye of the Storm - Justice League Case Files #061906.02"
MOSSAD = "Sabra - Mossad"
PLOY = "Green Goblin™ - Murderous Ploy"
LIL_LONGSHOT = "X-Babies - Li'l Longshot"
PANTHER = "Black Panther - Black Panther Power"
DRAWN = (
    GIZMOS, COMBAT, COLD, VENOM, KINETIC, FLAME_ON, HEAT, PHEROMONES, ZEAL, ATTACKED, CHEROKEE,
    EDITS, SILVER_TONGUED, VINES, LILANDRA, CASE_FILES, MOSSAD, PLOY, LIL_LONGSHOT, PANTHER,
)  # fmt: skip
#: Cards the situations need besides the ones drawn.
CLOAKING = "Supergirl™ - Cloaking Shield"
FANG = "Shi'ar - Fang"  # a level 5 Strength attack
OTHERS = (CLOAKING, boards.ALLY, FANG)
catalogue = boards.catalogue_of((*DRAWN, *OTHERS))


def _ops(answer: dict) -> set:
    return {c.get("op") for s in answer["steps"] for c in s["changes"]}


def _event(name: str, player: str = "A") -> list[dict]:
    return [{"card": {"card": name}, "player": player}]


# --- avoids and a negate (OR.defense, MR.20 AG, MR.5.target)


@pytest.mark.parametrize("card", [FLAME_ON, EDITS])
@pytest.mark.parametrize(("target", "result"), [("b1", "avoided"), ("b2", "illegal")])
def test_a_pure_avoid_for_its_own_character(client, catalogue, card, target, result):
    players = boards.board(b1=card.split("™")[0])
    plays = [j.power("a1", target, "energy", 6), _card("b1", card)]
    assert play_result(client, players, plays, 1) == result


def test_a_pure_avoid_of_a_special_attack(client, catalogue):
    players = boards.board("Superman", "Mojo")
    answer = j.resolve(client, players, [j.special("a1", "b1", HEAT), _card("b1", EDITS)])
    assert j.results(answer)[1] == "avoided" and _hits(answer, "B") == []


@pytest.mark.parametrize(
    ("attack", "result"),
    [(j.special("a1", "b1", HEAT), "negated"), (j.power("a1", "b1", "energy", 4), "illegal")],
    ids=["special", "power-card"],
)
def test_a_negate_of_an_opponents_special(client, catalogue, attack, result):
    players = boards.board("Superman", "X-Babies")
    answer = j.resolve(client, players, [attack, _card("b1", LIL_LONGSHOT)])
    assert j.results(answer)[1] == result


# --- attacks on the opponent (MR.5, MR.5.target, MR.6)


def test_the_opponents_dead_pile_removed_is_stated(client, catalogue):
    answer = j.resolve(client, boards.board("White Queen"), [_play("a1", COLD)])
    assert j.results(answer)[0] != "illegal"
    assert _ops(answer) & PILE_OPS and answer["warnings"] == []


@pytest.mark.parametrize("card", [COLD, PLOY])
def test_an_attack_on_the_opponent_may_not_be_avoided(client, catalogue, card):
    players = boards.board(card.split("™")[0], "Human Torch")
    plays = [_play("a1", card), _card("b1", FLAME_ON)]
    assert play_result(client, players, plays, 1) == "illegal"


def test_a_targeted_bar_may_be_avoided(client, catalogue):
    players = boards.board("Omega Red", hero("b1", "Human Torch"))
    bar = attack_with("a1", "b1", {"card": PHEROMONES, "as": "energy"})
    assert play_result(client, players, [bar, _card("b1", FLAME_ON)], 1) == "avoided"


def test_placed_ally_cards_go_and_the_venture_falls_by_three(client, catalogue):
    placed = [{"card": boards.ALLY}, {"power": "energy", "value": 5}]
    players = boards.board("Green Goblin", j.char("b1", "Bolt", grid=boards.FIGHTER, placed=placed))
    plays = [_play("a1", PLOY), j.power("b1", "a1", "energy", 5)]
    answer = j.resolve(client, players, plays)
    left = answer["state"]["players"]["B"]["front_line"][0]["placed"]
    assert len(left) == 1 and boards.ALLY not in str(left)  # the Power card stays
    assert answer["venture"]["B"]["total"] == 5 - 3


def _after_combat(client, combat: bool) -> dict:
    players = boards.board("Mercury", "Supergirl")
    cloak = j.played(CLOAKING, "B", "b1") | {"duration": "battle"}
    first = _play("a1", COMBAT) if combat else j.power("a2", "b2", "energy", 1)
    plays = [first, PASS, j.power("a1", "b1", "energy", 5)]
    return j.resolve(client, players, plays, [cloak])


def test_a_lasting_special_in_play_keeps_supergirl_from_attack(client, catalogue):
    assert _of_play(_after_combat(client, False), 2)["result"] == "illegal"


def test_the_opponents_lasting_specials_discarded_are_warned(client, catalogue):
    """A grammar miss: the tree takes "all Special cards in play that affect ..." from the
    Hand (``from_='hand'``), so the ruling (Cloaking Shield discarded, Supergirl attacked)
    waits for the grammar; the answer says the discard is not applied."""
    answer = _after_combat(client, True)
    assert any(
        w["card"] == COMBAT.replace("™", "") and w["not_applied"] for w in answer["warnings"]
    )


# --- attacks of a level and type, and what combines with them (OR.attack.special, MR.7)


@pytest.mark.parametrize(("value", "result"), [(4, "blocked"), (3, "illegal")])
def test_a_level_4_energy_attack(client, catalogue, value, result):
    players = boards.board("Superman")
    answer = j.resolve(
        client, players, [j.special("a1", "b1", HEAT), j.defend("b1", "fighting", value)]
    )
    assert answer["steps"][0]["value"] == 4 and j.results(answer)[1] == result


def test_a_special_is_never_combined_with_a_universe_card(client, catalogue):
    players = boards.board("Superman")
    attack = attack_with("a1", "b1", {"card": HEAT}, boards.basic_universe("energy", 5, 3))
    assert play_result(client, players, [attack], 0) == "illegal"


@pytest.mark.parametrize("icon", ["energy", "strength"])
def test_an_intellect_card_combined_for_a_single_attack(client, catalogue, icon):
    players = boards.board("Black Panther")
    attack = attack_with(
        "a1", "b1", {"card": PANTHER, "as": icon}, {"power": "intellect", "value": 5}
    )
    answer = j.resolve(client, players, [attack])
    assert j.results(answer)[0] == "attack" and answer["steps"][0]["value"] == 4 + 5


@pytest.mark.parametrize(
    "extra",
    [
        [{"power": "energy", "value": 5}],
        [{"power": "multipower", "value": 5, "icons": ["intellect", "energy"]}],
        [{"power": "intellect", "value": 5}, {"power": "intellect", "value": 3}],
    ],
    ids=["other-type", "multipower", "two"],
)
def test_only_one_single_icon_intellect_card_combines(client, catalogue, extra):
    players = boards.board("Black Panther")
    attack = attack_with("a1", "b1", {"card": PANTHER, "as": "energy"}, *extra)
    assert play_result(client, players, [attack], 0) == "illegal"


def test_one_attack_at_plus_four(client, catalogue):
    players = boards.board("Bane")
    plays = [_play("a1", VENOM), j.power("a1", "b1", "energy", 5)]
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 1)["result"] == "attack" and _of_play(answer, 1)["value"] == 9
    more = [*plays, j.power("a1", "b2", "energy", 6)]
    assert play_result(client, players, more, 2) == "illegal"


def test_the_attack_at_plus_four_takes_no_universe_card(client, catalogue):
    players = boards.board("Bane")
    uni = boards.with_universe("a1", "b1", "energy", 5, boards.basic_universe("energy", 5, 3))
    assert play_result(client, players, [_play("a1", VENOM), uni], 1) == "illegal"


@pytest.mark.parametrize(("vines", "by", "result"), [
    (True, "a1", "attack"), (False, "a1", "illegal"), (True, "a2", "illegal"),
])  # fmt: skip
def test_strength_and_energy_power_cards_combined(client, catalogue, vines, by, result):
    players = boards.board("Poison Ivy")
    attack = attack_with(
        by, "b1", {"power": "strength", "value": 5}, {"power": "energy", "value": 4}
    )
    in_play = [j.played(VINES, "A", "a1")] if vines else []
    answer = j.resolve(client, players, [attack], in_play)
    assert j.results(answer)[0] == result
    if result == "attack":
        assert answer["steps"][0]["value"] == 9


def test_strength_and_energy_cards_take_no_universe_card(client, catalogue):
    players = boards.board("Poison Ivy")
    cards = [{"power": "strength", "value": 5}, {"power": "energy", "value": 4}]
    attack = attack_with("a1", "b1", *cards, boards.basic_universe("energy", 5, 3))
    assert play_result(client, players, [attack], 0, [j.played(VINES, "A", "a1")]) == "illegal"


# --- a hit that acts as another (MR.1, OR.hits, OR.venture-total)


def test_a_level_2_attack_hits_as_a_level_8_fighting_power_card(client, catalogue):
    answer = j.resolve(client, boards.board("Gambit"), [j.special("a1", "b1", KINETIC)])
    assert answer["steps"][0]["value"] == 2
    assert _hits(answer, "B") == [("fighting", 8)] and answer["venture"]["A"]["total"] == 8


@pytest.mark.parametrize("card", [KINETIC, LILANDRA])
def test_a_blocked_level_2_attack_leaves_no_hit(client, catalogue, card):
    players = boards.board(card.split(" - ")[0].removesuffix("™"))
    answer = j.resolve(client, players, [j.special("a1", "b1", card), j.defend("b1", "energy", 2)])
    assert j.results(answer)[1] == "blocked" and _hits(answer, "B") == []


def test_an_intellect_8_hit_on_the_permanent_record_counts_nothing(client, catalogue):
    answer = j.resolve(client, boards.board("Starjammers"), [j.special("a1", "b1", LILANDRA)])
    hits = answer["state"]["players"]["B"]["front_line"][0]["hits"]
    assert [(h["icon"], h["value"], h["record"]) for h in hits] == [("intellect", 8, "permanent")]
    assert answer["venture"]["A"]["total"] == 0


# --- bars on what may be played (MR.5, OR.code-rule, OR.events)


@pytest.mark.parametrize(
    ("attacker", "icon", "result"),
    [("b1", "energy", "illegal"), ("b1", "fighting", "attack"), ("b2", "energy", "attack")],
)
def test_the_target_hero_may_not_use_the_icon_chosen(client, catalogue, attacker, icon, result):
    players = boards.board("Omega Red", hero("b1", "Bolt"))
    bar = attack_with("a1", "b1", {"card": PHEROMONES, "as": "energy"})
    plays = [bar, j.power(attacker, "a1", icon, 5)]
    assert play_result(client, players, plays, 1) == result


def test_the_bar_is_for_a_target_hero_only(client, catalogue):
    players = boards.board("Omega Red", hero("b1", "Bolt", "villain"))
    bar = attack_with("a1", "b1", {"card": PHEROMONES, "as": "energy"})
    assert play_result(client, players, [bar], 0) == "illegal"


@pytest.mark.parametrize(
    ("code", "strength", "icon", "result"),
    [
        ("hero", 7, "strength", "illegal"),
        ("hero", 7, "energy", "attack"),
        ("hero", 6, "strength", "attack"),
        ("villain", 8, "strength", "attack"),
    ],
)
def test_heroes_rated_7_or_8_may_not_attack_with_strength(
    client, catalogue, code, strength, icon, result
):
    grid = {"energy": 7, "fighting": 7, "strength": strength, "intellect": 7}
    players = boards.board("Forge", hero("b1", "Bolt", code, grid=grid))
    in_play = [j.played(CHEROKEE, "A", "a1") | {"duration": "battle"}]
    plays = [OPENING, j.power("b1", "a1", icon, 5)]
    assert play_result(client, players, plays, 1, in_play) == result


def test_a_hero_rated_7_still_defends_with_strength(client, catalogue):
    players = boards.board("Forge", hero("b1", "Bolt"))
    in_play = [j.played(CHEROKEE, "A", "a1") | {"duration": "battle"}]
    plays = [j.power("a1", "b1", "energy", 5), j.defend("b1", "strength", 5)]
    assert play_result(client, players, plays, 1, in_play) == "blocked"


@pytest.mark.parametrize(
    ("plays", "n", "result"),
    [
        ([j.power("a1", "b1", "fighting", 5)], 0, "illegal"),
        ([j.power("a1", "b1", "energy", 5)], 0, "attack"),
        ([j.power("a1", "b1", "energy", 5), j.defend("b1", "fighting", 6)], 1, "illegal"),
    ],
    ids=["fighting-attack", "energy-attack", "fighting-defense"],
)
def test_no_fighting_power_card_this_battle(client, catalogue, plays, n, result):
    in_play = _event(SILVER_TONGUED)
    assert play_result(client, boards.board(), plays, n, in_play) == result


@pytest.mark.parametrize(("by", "result"), [("b1", "illegal"), ("b2", "attack")])
def test_a_target_hit_may_not_play_activators(client, catalogue, by, result):
    site = {"card": "Outpost", "specials": [{"card": HEAT}]}
    players = boards.board("Sabra", "Superman", b_more={"battlesite": site})
    activator = {"activator": "Superman", "special": {"card": HEAT}}
    plays = [j.special("a1", "b1", MOSSAD), attack_with(by, "a1", activator)]
    assert play_result(client, players, plays, 1) == result


def test_a_blocked_attack_leaves_activators_free(client, catalogue):
    site = {"card": "Outpost", "specials": [{"card": HEAT}]}
    players = boards.board("Sabra", "Superman", b_more={"battlesite": site})
    activator = {"activator": "Superman", "special": {"card": HEAT}}
    plays = [
        j.special("a1", "b1", MOSSAD),
        j.defend("b1", "energy", 5),
        attack_with("b1", "a1", activator),
    ]
    assert play_result(client, players, plays, 2) == "attack"


# --- a defense bonus (OR.defense, MR.19)


@pytest.mark.parametrize(("zeal", "target", "result"), [
    (True, "b1", "blocked"), (False, "b1", "illegal"), (True, "b2", "illegal"),
])  # fmt: skip
def test_plus_two_to_sunfires_defense(client, catalogue, zeal, target, result):
    players = boards.board(b1="Sunfire")
    in_play = [j.played(ZEAL, "B", "b1") | {"duration": "battle"}] if zeal else []
    plays = [j.power("a1", target, "energy", 6), j.defend(target, "energy", 4)]
    assert play_result(client, players, plays, 1, in_play) == result


# --- an event moving attacks to the reserve (OR.events, OR.reserve, MR.9)


def _reserve_board(front: str = "hero", reserve: str = "hero") -> dict:
    players = boards.board(b1=hero("b1", "Bolt", front))
    players["B"]["reserve"] = hero("b4", "Res", reserve)
    return players


def _moved(event: bool = True) -> list[dict]:
    shift = {"type": "shift", "player": "B", "to": "b4", "cards": []}
    if event:
        shift["cards"] = [{"card": ATTACKED, "from": "in_play"}]
    return [j.power("a1", "b1", "energy", 5), shift, j.defend("b4", "energy", 5)]


def test_an_attack_on_a_front_line_hero_moved_to_the_reserve_hero(client, catalogue):
    answer = j.resolve(client, _reserve_board(), _moved(), _event(ATTACKED, "B"))
    assert j.results(answer)[1:3] == ["shifted", "blocked"]


@pytest.mark.parametrize(("front", "reserve"), [("villain", "hero"), ("hero", "villain")])
def test_no_move_from_or_to_a_villain(client, catalogue, front, reserve):
    answer = j.resolve(client, _reserve_board(front, reserve), _moved(), _event(ATTACKED, "B"))
    assert j.results(answer)[1] == "illegal"


def test_no_move_to_the_reserve_without_the_event(client, catalogue):
    assert j.results(j.resolve(client, _reserve_board(), _moved(False)))[1] == "illegal"


# --- missions moved back (OR.events, OR.mission)


def test_completed_missions_go_back_to_the_reserve_pile(client, catalogue):
    players = boards.board()
    players["A"]["missions"] = {"reserve": 2, "completed": 3, "defeated": 2}
    answer = j.resolve(client, players, [OPENING], _event(CASE_FILES))
    missions = answer["state"]["players"]["A"]["missions"]
    assert (missions["reserve"], missions["completed"], missions["defeated"]) == (5, 0, 2)


# --- a card exchanged from the dead pile (MR.6, MR.10, MR.11)


def test_the_exchange_on_his_turn_is_stated_for_the_table(client, catalogue):
    answer = j.resolve(client, boards.board("Scarlet Spider"), [_play("a1", GIZMOS)])
    assert j.results(answer)[0] != "illegal" and answer["warnings"] == []
    stated = next(s for s in answer["steps"] if "MR.11" in s["rules"])  # no Any Hero, activator
    assert stated["result"] == "effect" and stated["changes"]


def test_the_exchange_only_on_his_turn_and_only_his(client, catalogue):
    assert play_result(client, boards.board("Ace"), [_play("a1", GIZMOS)], 0) == "illegal"
    players = boards.board(b1="Scarlet Spider")
    plays = [j.power("a1", "b1", "energy", 5), _card("b1", GIZMOS)]
    assert play_result(client, players, plays, 1) == "illegal"


# --- a second batch, written after the first run (its own first run in the docstring)


@pytest.mark.parametrize(("icon", "result"), [("energy", "illegal"), ("fighting", "blocked")])
def test_the_target_hero_may_not_defend_with_the_icon_chosen(client, catalogue, icon, result):
    players = boards.board("Omega Red", hero("b1", "Bolt"))
    bar = attack_with("a1", "b1", {"card": PHEROMONES, "as": "energy"})
    plays = [bar, j.power("b2", "a2", "energy", 1), j.power("a1", "b1", "energy", 5)]
    plays.append(j.defend("b1", icon, 5))
    assert play_result(client, players, plays, 3) == result


def test_a_special_with_a_strength_icon_is_barred_too(client, catalogue):
    players = boards.board("Forge", hero("b1", "The Shi'ar"))
    in_play = [j.played(CHEROKEE, "A", "a1") | {"duration": "battle"}]
    plays = [OPENING, j.special("b1", "a1", FANG)]
    assert play_result(client, players, plays, 1, in_play) == "illegal"


def test_a_negate_answers_an_attack_on_the_opponent(client, catalogue):
    players = boards.board("White Queen", "X-Babies")
    plays = [_play("a1", COLD), _card("b1", LIL_LONGSHOT)]
    assert play_result(client, players, plays, 1) == "negated"


def test_the_permanent_hit_counts_toward_the_ko(client, catalogue):
    players = boards.board("Starjammers", j.char("b1", "Bolt", hits=j.hits("energy", 6, 6)))
    answer = j.resolve(client, players, [j.special("a1", "b1", LILANDRA)])
    assert [k["id"] for k in answer["ko"]] == ["b1"]  # 6 + 6 + 8 = 20 (OR.ko.cumulative)


def test_a_target_hit_may_still_play_specials_from_hand(client, catalogue):
    players = boards.board("Sabra", "Superman")
    plays = [j.special("a1", "b1", MOSSAD), j.special("b1", "a1", HEAT)]
    assert play_result(client, players, plays, 1) == "attack"
