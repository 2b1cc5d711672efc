"""An eighth draw at random from the cards of the ten sets no earlier situation named (40 cards
whose tree is ``full``, drawn with ``random.Random(2026_11_27)`` by
``scripts/random_draw_eighth.py``, at most 6 a set): the situation a judge brings to the table
with each card named, and the ruling of the rulebooks decided before any run, through
``resolve/``. This module: events, the venture, hands and piles, placed cards, permissions to
play others' specials and grids (the cards: ``random_draw_eighth``).

First run, before any engine change (both modules, 57 situations): 47 right, 10 wrong, no
5xx (82%). Of the 10, two were the situations' own fault (Ninja's and Brains & Brawn's step
read by its index, not its play), fixed in them; seven were the engine's, fixed by family
(Songbird's situation, which also played it on its owner's turn, now plays it as the defense it
is); one is a ruling to settle (strict xfail). After the fixes: 56 right, 1 strict xfail, no
5xx (98%)."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j
from tests.engine.random_draw_eighth import (
    ACID,
    ALICIA,
    ATLANTIS,
    BEYONDER,
    CACHE,
    COMBAT_READY,
    DRAWN,
    EXOSKELETON,
    FEMME,
    GATHER,
    HIDING,
    METAMORPH,
    OTHERS,
    PRISMATIC,
    PSYCHOANALYZE,
    REVELATIONS,
    RUDE,
    SABOTAGE,
    SHAPESHIFT,
    SUPERGIRL,
    TESSA,
    WISECRACK,
)
from tests.engine.random_draw_sixth import (
    PASSES,
    _card,
    _hits,
    _of_play,
    _placed,
    _play,
    _states_at_the_table,
)

pytestmark = pytest.mark.django_db
catalogue = boards.catalogue_of((*DRAWN, *OTHERS))


def _event(card: str, **more) -> list[dict]:
    return [{"card": {"card": card}, "player": "A", **more}]


# --- events as the battle begins (OR.events)


def test_an_event_switches_the_front_line_hero_chosen_with_the_reserve_hero(client, catalogue):
    players = boards.board(j.char("a1", "Ace", code="hero"))
    players["A"]["reserve"] = j.char("a3", "Res", code="hero")
    events = _event(HIDING, target="a1")
    attack = [j.power("a3", "b1", "energy", 5)]
    assert _of_play(j.resolve(client, players, attack, events), 0)["result"] != "illegal"
    benched = [j.power("a1", "b1", "energy", 5)]
    assert _of_play(j.resolve(client, players, benched, events), 0)["result"] == "illegal"


def test_an_event_removes_every_hit_with_a_fighting_icon_from_the_heroes(client, catalogue):
    multi = {
        "icon": "multipower",
        "value": 2,
        "icons": ["fighting", "energy"],
        "record": "permanent",
    }
    hits = [*j.hits("fighting", 4), *j.hits("energy", 3), multi]
    hero = j.char("a1", "Ace", code="hero", hits=hits)
    villain = j.char("b1", "Bolt", code="villain", hits=j.hits("fighting", 5))
    answer = j.resolve(client, boards.board(hero, villain), [], _event(RUDE))
    assert _hits(answer, "A") == [("energy", 3)]
    assert _hits(answer, "B") == [("fighting", 5)]


def test_an_event_the_rules_give_no_meaning_is_said_not_applied(client, catalogue):
    """No rulebook or erratum says what disrupting a card does: the service cannot rule, and
    says so."""
    answer = j.resolve(client, boards.board(), [j.power("a1", "b1", "energy", 5)], _event(SABOTAGE))
    assert any("not applied" in w["text"] for w in answer["warnings"])


# --- the venture (OR.venture-total)


@pytest.mark.parametrize(("mission", "bonus"), [(None, 3), ("Coming of Galactus", 6)])
def test_three_more_in_the_venture_or_six_against_a_mission(client, catalogue, mission, bonus):
    players = boards.board("Puppet Master")
    if mission:
        players["B"]["mission"] = mission
    plays = [_play("a1", ALICIA), j.power("b1", "a2", "energy", 2)]
    plays += [j.power("a2", "b1", "energy", 4), *PASSES]
    venture = j.resolve(client, players, plays)["venture"]
    assert venture["A"]["total"] == 4 + bonus and venture["B"]["total"] == 2


@pytest.mark.parametrize(("avoided", "total"), [(False, 7), (True, 0)])
def test_the_targets_permanent_hits_moved_into_the_current_battle_count(
    client, catalogue, avoided, total
):
    bolt = j.char("b1", "The Darkness", hits=[*j.hits("energy", 4), *j.hits("fighting", 3)])
    players = boards.board("Post", bolt)
    plays = [_play("a1", GATHER, target="b1")]
    plays += [_card("b1", EXOSKELETON)] if avoided else []
    answer = j.resolve(client, players, [*plays, *PASSES])
    assert answer["venture"]["A"]["total"] == total


# --- hands and piles (MR.6, MR.5.target)


@pytest.mark.parametrize(
    ("card", "name"),
    [
        (METAMORPH, "Cyborg"),
        (COMBAT_READY, "Hawkeye"),
        (TESSA, "The Hellfire Club"),
        (PSYCHOANALYZE, "Doc Samson"),
    ],
)
def test_a_special_acting_on_a_hand_or_pile_is_stated_for_the_table(client, catalogue, card, name):
    answer = j.resolve(client, boards.board(name), [_play("a1", card)])
    assert answer["steps"][0]["result"] != "illegal"
    _states_at_the_table(answer)
    assert j.results(j.resolve(client, boards.board(), [_play("a1", card)]))[0] == "illegal"


def test_the_opponent_discards_the_strength_cards_of_its_hand(client, catalogue):
    hand = [
        {"power": "strength", "value": 5},
        {"power": "energy", "value": 3},
        {"power": "multipower", "value": 4, "icons": ["strength", "energy"]},
    ]
    players = boards.board("Black Cat")
    players["B"]["hand"] = hand
    answer = j.resolve(client, players, [_play("a1", FEMME)])
    assert answer["steps"][0]["result"] != "illegal"
    left = answer["state"]["players"]["B"].get("hand")
    assert left == [{"power": "energy", "value": 3}] or _states_at_the_table(answer)


def test_an_attack_on_the_opponent_may_not_be_avoided(client, catalogue):
    players = boards.board("Black Cat", "The Darkness")
    answer = j.resolve(client, players, [_play("a1", FEMME), _card("b1", EXOSKELETON)])
    assert _of_play(answer, 1)["result"] == "illegal"


def test_the_target_must_attack_while_it_can(client, catalogue):
    players = boards.board("Jubilee")
    players["B"]["hand"] = [{"power": "energy", "value": 3}]
    plays = [_play("a1", WISECRACK, target="b1"), {"type": "pass", "player": "B"}]
    answer = j.resolve(client, players, plays)
    assert answer["steps"][0]["result"] != "illegal"
    assert _of_play(answer, 1)["result"] == "illegal"


# --- placed cards (OR.placing)


@pytest.mark.parametrize(("blocked", "left"), [(False, 0), (True, 1)])
def test_a_successful_attack_discards_the_targets_placed_card(client, catalogue, blocked, left):
    bolt = j.char("b1", "Bolt", placed=[{"power": "energy", "value": 3}])
    plays = [j.special("a1", "b1", ACID)] + ([j.defend("b1", "fighting", 4)] if blocked else [])
    answer = j.resolve(client, boards.board("Joker", bolt), plays)
    assert len(_placed(answer)) == left


# --- leave to play others' specials (OR.inherent, OR.special)


@pytest.mark.parametrize("in_play", [True, False])
def test_a_character_may_place_and_play_another_characters_specials(client, catalogue, in_play):
    cache = [j.played(CACHE, "A", "a1")] if in_play else []
    players = boards.board("Hobgoblin")
    play = _play("a1", REVELATIONS, target="b1")
    place = {"type": "place", "by": "a1", "cards": [{"card": REVELATIONS}]}
    for plays in ([play], [place]):
        result = j.resolve(client, players, plays, cache)["steps"][0]["result"]
        assert (result != "illegal") is in_play


@pytest.mark.parametrize(
    ("mate", "card", "icon", "result"),
    [("Namor", ATLANTIS, None, "legal"), ("Jubilee", PRISMATIC, "energy", "illegal")],
)
def test_a_character_plays_its_teammates_specials_but_no_one_per_deck(
    client, catalogue, mate, card, icon, result
):
    players = boards.board({"id": "a1", "card": BEYONDER})
    players["A"]["front_line"][1]["name"] = mate
    attack = boards.played_as("a1", "b1", card, icon) if icon else j.special("a1", "b1", card)
    answer = j.resolve(client, players, [attack])
    assert (_of_play(answer, 0)["result"] == "illegal") is (result == "illegal")


@pytest.mark.parametrize(("mate_fighting", "legal"), [(8, True), (6, False)])
def test_a_grid_equal_to_the_highest_of_the_active_teammates(
    client, catalogue, mate_fighting, legal
):
    players = boards.board({"id": "a1", "card": BEYONDER})
    players["A"]["front_line"][1]["grid"] = {**j.GRID, "fighting": mate_fighting}
    answer = j.resolve(client, players, [j.power("a1", "b1", "fighting", 8)])
    assert (_of_play(answer, 0)["result"] != "illegal") is legal


# --- grids changed in the next battle (MR.19)


def test_ratings_raised_in_the_next_battle_not_in_this_one(client, catalogue):
    players = boards.board({"id": "a1", "card": SUPERGIRL})
    plays = [_play("a1", SHAPESHIFT), j.power("b1", "a2", "energy", 1)]
    plays.append(j.power("a1", "b1", "fighting", 7))
    assert _of_play(j.resolve(client, players, plays), 2)["result"] == "illegal"
    next_battle = [{**j.played(SHAPESHIFT, "A", "a1"), "duration": "battle"}]
    later = [j.power("a1", "b1", "fighting", 7)]
    assert _of_play(j.resolve(client, players, later, next_battle), 0)["result"] != "illegal"
