"""A sixth draw at random from the cards of the ten sets no earlier situation named (60 cards
whose tree is ``full``, drawn with ``random.Random(2026_11_25)`` over specials, events,
locations, aspects, tactics and characters' inherent abilities, at most 9 a set): the
situation a judge brings to the table with each card named, and the ruling of the rulebooks,
through ``resolve/`` (and ``checks/discard/``). This module: bars on playing cards, targets kept,
hits, placed cards, the venture, events, piles, permissions, DoubleShots and aspects (the cards
and helpers: ``random_draw_sixth``)."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j
from tests.engine.random_draw_sixth import (
    ABSORPTION,
    AGENTS,
    ANARCHY,
    AZRAEL_ANGEL,
    BEST_LAID,
    BETA,
    BISHOP,
    CALL,
    COLOSSUS,
    CRIMEBOSS,
    CUNNING,
    DEATHBIRD,
    DRAWN,
    EMPATHIC,
    EXCELSIOR,
    FRIENDS,
    GOLDEN,
    HELPING,
    IMPRISONED,
    INVISIBLE,
    KEEP,
    KREE,
    LEADER,
    LIFEFORCE,
    LIMBS,
    MANHATTAN,
    MASTERMIND,
    MINION,
    ON_THE_MOVE,
    OPENING,
    OTHERS,
    PARALLEL,
    PASSES,
    POST,
    PREDATOR,
    REVELATIONS,
    SIEGE,
    STANDOFF,
    STORM,
    TORCH,
    TRICKSTER,
    TWIST,
    _card,
    _hits,
    _of_play,
    _placed,
    _play,
    _special,
    _states_at_the_table,
)

pytestmark = pytest.mark.django_db
catalogue = boards.catalogue_of((*DRAWN, *OTHERS))


# --- bars on playing cards (MR.19)


def test_the_target_may_not_play_specials_for_the_battle(client, catalogue):
    players = boards.board("Onslaught")
    bar = _play("a1", ABSORPTION, target="b1")
    zap = {"type": "attack", "by": "b1", "target": "a1"}
    zap["cards"] = [_special("Bolt", "Acts as a level 4 Energy attack.")]
    answer = j.resolve(client, players, [bar, zap])
    assert _of_play(answer, 1)["result"] == "illegal"
    plain = [bar, j.power("b1", "a1", "energy", 4)]
    assert _of_play(j.resolve(client, players, plain), 1)["result"] == "attack"
    assert _of_play(j.resolve(client, players, [OPENING, zap]), 1)["result"] == "attack"


@pytest.mark.parametrize(
    ("code", "intellect", "icon", "result"),
    [
        ("hero", 7, "intellect", "illegal"),
        ("hero", 7, "energy", "attack"),
        ("hero", 6, "intellect", "attack"),
        ("villain", 8, "intellect", "attack"),
    ],
)
def test_heroes_with_high_intellect_may_not_attack_with_intellect_cards(
    client, catalogue, code, intellect, icon, result
):
    grid = {**j.GRID, "intellect": intellect}
    players = boards.board("Carnage", b_grid=grid)
    players["B"]["front_line"][0]["code"] = code
    plays = [_play("a1", ANARCHY), j.power("b1", "a1", icon, 5)]
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == result


@pytest.mark.parametrize(
    ("event", "icon", "defense"),
    [(IMPRISONED, "fighting", "blocked"), (ON_THE_MOVE, "intellect", "illegal")],
)
def test_an_event_bars_cards_of_a_type_for_the_battle(client, catalogue, event, icon, defense):
    """'No cards with a Fighting icon may be used to attack' leaves them to defend; 'No
    Intellect Power Cards may be played' bars both."""
    events = [{"card": {"card": event}, "player": "A"}]
    players = boards.board()
    attack = [j.power("a1", "b1", icon, 5)]
    assert _of_play(j.resolve(client, players, attack, events), 0)["result"] == "illegal"
    plain = [j.power("a1", "b1", "energy", 5)]
    assert _of_play(j.resolve(client, players, plain, events), 0)["result"] == "attack"
    defended = [*plain, j.defend("b1", icon, 5)]
    assert _of_play(j.resolve(client, players, defended, events), 1)["result"] == defense


# --- attacks kept on their target (MR.9)


def _mind_control(player: str = "B") -> dict:
    """Mandarin's Mind Control in play: its player may move an attack on b1 to b2."""
    return {"card": {"card": "Mandarin™ - Mind Control"}, "player": player, "by": "b1"}


def _shift() -> dict:
    cards = [{"card": "Mandarin™ - Mind Control", "from": "in_play"}]
    return {"type": "shift", "player": "B", "to": "b2", "cards": cards}


def test_a_character_keeps_its_strength_attacks_from_being_moved(client, catalogue):
    mind = {**_mind_control(), "target": "b2"}
    players = boards.board({"id": "a1", "card": COLOSSUS, "grid": j.GRID}, "Mandarin")
    strength = [j.power("a1", "b1", "strength", 5), _shift()]
    assert _of_play(j.resolve(client, players, strength, [mind]), 1)["result"] == "illegal"
    energy = [j.power("a1", "b1", "energy", 5), _shift()]
    assert _of_play(j.resolve(client, players, energy, [mind]), 1)["result"] == "shifted"


def test_attacks_on_the_target_may_not_be_moved_for_the_game(client, catalogue):
    mind = {**_mind_control(), "target": "b2"}
    predator = j.played(PREDATOR, "A", "a1", "b1")
    players = boards.board("ShadowHawk", "Mandarin")
    plays = [j.power("a1", "b1", "energy", 5), _shift()]
    assert _of_play(j.resolve(client, players, plays, [mind, predator]), 1)["result"] == ("illegal")
    assert _of_play(j.resolve(client, players, plays, [mind]), 1)["result"] == "shifted"


# --- hits removed, moved, exchanged (OR.hits)


def test_a_successful_attack_removes_a_hit_from_its_characters_record(client, catalogue):
    own = j.char("a1", "Holocaust", hits=j.hits("energy", 4, 3))
    players = boards.board(own)
    answer = j.resolve(client, players, [j.special("a1", "b1", LIFEFORCE)])
    assert len(_hits(answer, "A")) == 1 and _hits(answer, "B") == [("energy", 5)]
    blocked = [j.special("a1", "b1", LIFEFORCE), j.defend("b1", "energy", 5)]
    assert len(_hits(j.resolve(client, players, blocked), "A")) == 2


def test_the_current_battles_hits_go_to_the_record_out_of_the_venture(client, catalogue):
    players = boards.board("Holocaust")
    plays = [OPENING, j.power("b1", "a1", "energy", 5), _play("a1", MINION), *PASSES]
    answer = j.resolve(client, players, plays)
    holocaust = answer["state"]["players"]["A"]["front_line"][0]
    assert [(h["value"], h["record"]) for h in holocaust["hits"]] == [(5, "permanent")]
    assert answer["venture"]["B"]["total"] == 0 and answer["venture"]["A"]["total"] == 1


def test_an_event_exchanges_two_teammates_permanent_records(client, catalogue):
    players = boards.board(j.char("a1", "Ace", hits=j.hits("energy", 6)))
    players["A"]["front_line"][1]["hits"] = j.hits("strength", 2)
    event = [{"card": {"card": EMPATHIC}, "player": "A", "by": "a1", "target": "a2"}]
    answer = j.resolve(client, players, [], event)
    assert _hits(answer, "A", 0) == [("strength", 2)]
    assert _hits(answer, "A", 1) == [("energy", 6)]


def test_an_aspect_lets_its_team_rearrange_the_records_at_the_table(client, catalogue):
    players = boards.board(j.char("a1", "Ace", hits=j.hits("energy", 6)))
    players["A"]["home_base"] = {"card": "Age of Apocalypse"}
    answer = j.resolve(client, players, [_play("a1", TWIST)])
    assert answer["steps"][0]["result"] != "illegal"
    assert [w for w in answer["warnings"] if w["card"] == TWIST] == []


def test_an_artifact_pays_three_cards_to_remove_a_hit(client, catalogue):
    grid = {**j.GRID, "intellect": 6}
    players = boards.board(j.char("a1", "Ace", grid=grid, hits=j.hits("energy", 6)))
    players["A"]["front_line"][1]["grid"] = {**j.GRID, "intellect": 5}
    answer = j.resolve(client, players, [_play("a1", SIEGE, target="a2")])
    assert answer["steps"][0]["result"] != "illegal" and answer["warnings"] == []


# --- placed cards (OR.placing)


def test_a_character_may_have_one_more_card_placed(client, catalogue):
    forge = j.char("a1", "Forge", placed=[{"power": "energy", "value": 3}])
    players = boards.board(forge)
    place = {"type": "place", "by": "a1", "cards": [{"power": "fighting", "value": 4}]}
    limbs = [j.played(LIMBS, "A", "a1")]
    assert j.resolve(client, players, [place], limbs)["steps"][0]["result"] != "illegal"
    assert j.resolve(client, players, [place])["steps"][0]["result"] == "illegal"


@pytest.mark.parametrize(("card", "name"), [(LIMBS, "Forge"), (KEEP, "Banshee")])
def test_a_special_played_from_the_reserve(client, catalogue, card, name):
    players = boards.board(a_more={"reserve": j.char("a3", name)})
    assert j.resolve(client, players, [_play("a3", card)])["steps"][0]["result"] != "illegal"


def test_the_target_discards_one_placed_tactic(client, catalogue):
    placed = [{"power": "energy", "value": 3}, {"card": TRICKSTER}]
    players = boards.board("Hydra", j.char("b1", "Bolt", placed=placed))
    answer = j.resolve(client, players, [_play("a1", AGENTS, target="b1")])
    assert _placed(answer) == [{"power": "energy", "value": 3}]
    assert any("OR.discard-piles" in s["rules"] for s in answer["steps"])


def test_the_target_holding_two_placed_tactics_leaves_the_choice_to_the_table(client, catalogue):
    placed = [{"power": "energy", "value": 3}, {"card": TRICKSTER}, {"card": TRICKSTER}]
    players = boards.board("Hydra", j.char("b1", "Bolt", placed=placed))
    answer = j.resolve(client, players, [_play("a1", AGENTS, target="b1")])
    assert len(_placed(answer)) == 3
    said = [s["text"] for s in answer["steps"] if "discard" in s["text"]]
    assert said and "must discard as the card says (1 card(s)" in said[0]


# --- the venture (OR.venture-total)


@pytest.mark.parametrize(("card", "name", "mission"), [(LEADER, "Leader", "Annihilation Affair")])
def test_the_opponent_three_or_six_less_in_the_venture(client, catalogue, card, name, mission):
    players = boards.board(name)
    plays = [_play("a1", card), j.power("b1", "a2", "energy", 7), *PASSES]
    assert j.resolve(client, players, plays)["venture"]["B"]["total"] == 7 - 3
    players["B"]["mission"] = mission
    assert j.resolve(client, players, plays)["venture"]["B"]["total"] == 7 - 6


def test_the_opponent_two_less_in_the_venture_from_the_reserve(client, catalogue):
    players = boards.board(a_more={"reserve": j.char("a3", "Post")})
    plays = [_play("a3", POST), j.power("b1", "a2", "energy", 5), *PASSES]
    answer = j.resolve(client, players, plays)
    assert answer["steps"][0]["result"] != "illegal"
    assert answer["venture"]["B"]["total"] == 5 - 2


@pytest.mark.parametrize(("option", "a_total", "b_total"), [(1, 3, 4), (2, 0, 4 - 3)])
def test_three_more_for_the_team_or_three_less_for_the_opponent(
    client, catalogue, option, a_total, b_total
):
    play = {"type": "play", "by": "a1", "cards": [{"card": KREE, "option": option}]}
    plays = [play, j.power("b1", "a2", "energy", 4), *PASSES]
    venture = j.resolve(client, boards.board("Captain Mar-Vell"), plays)["venture"]
    assert venture["A"]["total"] == a_total and venture["B"]["total"] == b_total


def test_a_characters_team_is_two_more_in_the_venture(client, catalogue):
    players = boards.board({"id": "a1", "card": INVISIBLE})
    plays = [j.power("a2", "b1", "energy", 4), j.power("b1", "a2", "energy", 3), *PASSES]
    venture = j.resolve(client, players, plays)["venture"]
    assert venture["A"]["total"] == 4 + 2 and venture["B"]["total"] == 3


def test_an_aspect_adds_three_per_special_in_play_at_the_end_of_the_battle(client, catalogue):
    players = boards.board()
    players["A"]["home_base"] = {"card": "Marvel Universe"}
    players["A"]["front_line"][0]["name"] = "Forge"
    limbs = [j.played(LIMBS, "A", "a1")]
    plays = [_play("a1", EXCELSIOR), j.power("b1", "a2", "energy", 4), *PASSES]
    venture = j.resolve(client, players, plays, limbs)["venture"]
    assert venture["A"]["total"] == 3


# --- events in play when the battle begins (OR.events)


@pytest.mark.parametrize("event", [FRIENDS, CALL])
def test_an_event_brings_the_reserve_hero_to_the_front_line(client, catalogue, event):
    hero = j.char("a3", "Res", code="hero")
    players = boards.board(a_more={"reserve": hero})
    attack = [j.power("a3", "b1", "energy", 5)]
    events = [{"card": {"card": event}, "player": "A"}]
    assert _of_play(j.resolve(client, players, attack, events), 0)["result"] == "attack"
    assert _of_play(j.resolve(client, players, attack), 0)["result"] == "illegal"


@pytest.mark.parametrize("event", [STANDOFF, BEST_LAID])
def test_an_event_searching_a_pile_is_stated_for_the_table(client, catalogue, event):
    answer = j.resolve(client, boards.board(), [], [{"card": {"card": event}, "player": "A"}])
    assert "OR.events" in _states_at_the_table(answer)["rules"]


def test_an_event_draws_two_cards_after_the_discard_phase_kept_if_duplicates(client, catalogue):
    answer = j.resolve(client, boards.board(), [], [{"card": {"card": HELPING}, "player": "A"}])
    step = next(s for s in answer["steps"] if any(c.get("op") == "draw" for c in s["changes"]))
    assert "OR.events" in step["rules"] and answer["warnings"] == []


def test_a_home_base_lets_its_team_discard_a_placed_card(client, catalogue):
    body_more = {
        "home_base": {"card": MANHATTAN},
        "placed": {"c0": [{"card": {"power": "energy", "value": 3}, "placed_before": True}]},
    }
    answer = j.discard(client, ["Invisible Woman™"], [], **body_more)
    assert answer["discard"] == []
    said = [*answer.get("notes", []), *(c["reason"] for c in answer.get("choices", []))]
    assert any(MANHATTAN in n and "placed" in n for n in said), answer


# --- actions on piles the engine does not hold (MR.6)


@pytest.mark.parametrize(
    ("card", "name"),
    [
        (BISHOP, "Bishop"),
        (AZRAEL_ANGEL, "Azrael"),
        (CUNNING, "Catwoman"),
        (MASTERMIND, "Puppet Master"),
    ],
)
def test_a_special_acting_on_a_pile_is_stated_for_the_table(client, catalogue, card, name):
    answer = j.resolve(client, boards.board(name), [_play("a1", card)])
    step = _states_at_the_table(answer)
    assert {"MR.6", "OR.discard-piles"} & set(step["rules"])


def test_the_target_reveals_its_playable_cards(client, catalogue):
    answer = j.resolve(
        client, boards.board("Green Goblin"), [_play("a1", REVELATIONS, target="b1")]
    )
    _states_at_the_table(answer)


# --- permissions of characters to play others' specials (OR.inherent, OR.special)


def test_a_character_may_play_another_characters_avoids(client, catalogue):
    beta = {"id": "b1", "card": BETA}
    plays = [j.power("a1", "b1", "energy", 5), _card("b1", "Thor™ - Airborne Avenger")]
    assert _of_play(j.resolve(client, boards.board(b1=beta), plays), 1)["result"] == "avoided"
    assert _of_play(j.resolve(client, boards.board(), plays), 1)["result"] == "illegal"


def test_the_leave_to_play_anothers_specials_covers_a_special_combined(client, catalogue):
    """A Thor special combined with another Thor special (MR.7: a card of the type named,
    special or power) by the character whose ability lets it play Thor's (OR.inherent)."""
    lead = _special("Thor", "Acts as a level 4 Fighting attack. May combine with 1 Strength card.")
    added = _special("Thor", "Acts as a level 3 Strength attack.")
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": [lead, added]}
    beta = {"id": "a1", "card": BETA, "grid": j.GRID}
    assert j.resolve(client, boards.board(beta), [attack])["steps"][0]["value"] == 4 + 3
    assert j.results(j.resolve(client, boards.board(), [attack]))[0] == "illegal"


def test_a_character_may_play_any_wolverine_special(client, catalogue):
    golden = {"id": "a1", "card": GOLDEN}
    attack = [j.special("a1", "b1", "Wolverine™ - Tracking Senses")]
    assert j.results(j.resolve(client, boards.board(golden), attack))[0] == "attack"
    assert j.results(j.resolve(client, boards.board(), attack))[0] == "illegal"


@pytest.mark.parametrize(
    ("card", "result"), [("Morlocks - Sunder", "attack"), ("Morlocks - Leech", "illegal")]
)
def test_a_character_may_play_only_the_non_one_per_deck_specials_of_a_team(
    client, catalogue, card, result
):
    storm = {"id": "a1", "card": STORM}
    attack = j.special("a1", "b1", card)
    if card.endswith("Leech"):
        attack = _play("a1", card)
    assert j.results(j.resolve(client, boards.board(storm), [attack]))[0] == result


def test_a_character_plays_a_teams_specials_and_defends_from_the_reserve(client, catalogue):
    deathbird = {"id": "a1", "card": DEATHBIRD}
    attack = [j.special("a1", "b1", "Shi'ar - Nightside")]
    assert j.results(j.resolve(client, boards.board(deathbird), attack))[0] == "attack"
    reserve = {"id": "b3", "card": DEATHBIRD}
    players = boards.board(b_more={"reserve": reserve})
    plays = [j.power("a1", "b1", "fighting", 5), j.defend("b3", "fighting", 6)]
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == "blocked"
    plain = boards.board(b_more={"reserve": j.char("b3", "Res")})
    assert _of_play(j.resolve(client, plain, plays), 1)["result"] == "illegal"


def test_a_character_plays_its_named_special(client, catalogue):
    two_face = {"id": "a1", "card": CRIMEBOSS}
    answer = j.resolve(
        client, boards.board(two_face), [_play("a1", "Two-Face™ - Flip of the Coin")]
    )
    assert answer["steps"][0]["result"] != "illegal" and answer["warnings"] == []


# --- DoubleShots (OR.tactic-doubleshot)


@pytest.mark.parametrize(
    ("tactic", "own", "mate", "icon"),
    [(TRICKSTER, "intellect", "energy", "strength"), (TORCH, "energy", "strength", "energy")],
)
def test_a_doubleshot_combines_a_teammates_card_of_its_type_and_level(
    client, catalogue, tactic, own, mate, icon
):
    players = boards.board(a_grid={**j.GRID, own: 6})
    players["A"]["front_line"][1]["grid"] = {**j.GRID, mate: 6}
    cards = [{"card": tactic}, {"power": icon, "value": 3, "by": "a2"}]
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    assert j.resolve(client, players, [attack])["steps"][0]["value"] == 4 + 3
    cards[1] = {"power": icon, "value": 5, "by": "a2"}
    assert j.results(j.resolve(client, players, [attack]))[0] == "illegal"


# --- a KO'd teammate brought back (OR.aspect)


def test_an_aspect_exchanges_a_front_line_character_with_a_kod_teammate(client, catalogue):
    players = boards.board()
    players["A"]["home_base"] = {"card": "X-world"}
    fallen = j.char("a4", "Fallen", hits=j.hits("energy", 8, 8, 6))
    players["A"]["defeated"] = [fallen]
    play = _play("a1", PARALLEL, target="a1", to="a4")  # the front-line one, the KO'd one
    answer = j.resolve(client, players, [play])
    front = answer["state"]["players"]["A"]["front_line"]
    back = next(c for c in front if c["id"] == "a4")
    assert back["hits"] == [] and "a1" not in [c["id"] for c in front]
    assert answer["warnings"] == []
