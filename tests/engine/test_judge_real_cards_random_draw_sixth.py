"""A sixth draw at random from the cards of the ten sets no earlier situation named (60 cards
whose tree is ``full``, drawn with ``random.Random(2026_11_25)`` over specials, events,
locations, aspects, tactics and characters' inherent abilities, at most 9 a set): the
situation a judge brings to the table with each card named, and the ruling of the rulebooks,
through ``resolve/`` (and ``checks/discard/``)."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

BISHOP = "Bishop™ - Temporal Anomaly"
LEADER = "Leader - Green 'n Mean"
HAZARD = "Hazard™ - Cutting Laser"
HAVOK = "Havok - Plasma Flare"
SKRULL = "Super Skrull™ (sic) - Flexible Form"
POST = "Post™ - Covert Manipulations"
AZRAEL_ANGEL = "Azrael™ - Avenging Angel"
KREE = "Captain Mar-Vell - Kree Strategem"
BLOCKBUSTER = "Marauders - Blockbuster"
GUARDIAN = "Alpha Flight - Guardian"
SMASH = "She Hulk (sic)™ - She-Hulk Smash"
POTENTIAL = "X-Men - Ultimate Potential"
ARSENAL = "Metallo™ - Walking Arsenal"
LIMBS = "Forge™ - Cybernetic Limbs"
PARAMILITARY = "Metropolis S.C.U.™ - Paramilitary Training"
MARKSMAN = "Mystique™ - Fatal Marksman"
BODYGUARD = "Strong Guy™ - Bodyguard"
CUNNING = "Catwoman™ - Cunning Thief"
REVELATIONS = "Green Goblin - Revelations"
SILENCE = "Baron Mordo - Spell of Silence"
LIFEFORCE = "Holocaust™ - Consume Lifeforce"
MINION = "Holocaust™ - Apocalyptic Minion"
ARMOR = "Azrael™ - Battle Armor"
DARK_THOUGHTS = "Onslaught - Dark Thoughts"
WARWORLD = "Brainiac™ - Lord of Warworld"
INTIMIDATION = "Bane™ - Intimidation"
EXCELSIOR = "Marvel Universe - Excelsior!"
MASTERMIND = "Puppet Master - Criminal Mastermind"
ILLUSION = "Psylocke™ - Illusion"
UMBRELLA = "Penguin™ - Flamethrower Umbrella"
DANGEROUS = "Sabretooth™ - Dangerous Mind"
ABSORPTION = "Onslaught™ - Psychic Absorption"
ANARCHY = "Carnage™ - Anarchy"
PREDATOR = "ShadowHawk - Urban Predator"
AGENTS = "Hydra - Hydra Agents"
PYM = "Henry Pym - Founding Avenger"
SAVAGE = "Morbius™ - Savage Combat"
KEEP = "Banshee™ - Cassidy Keep"
HELLFIRE = "The Hellfire Club - Hellfire Soldiers"
TRICKSTER = "The Trickster & Neron"
INVISIBLE = "Invisible Woman™"
IMPRISONED = "Separation Anxiety - Imprisoned for Science"
MANHATTAN = "Marvel Manhattan"
HELPING = "Assault on Onslaught™ - Helping Hands"
EMPATHIC = "Secret Wars - Empathic Healing"
ON_THE_MOVE = "Assault on Onslaught™ - On the Move"
TWIST = "Age of Apocalypse - Historical Twist"
DEATHBIRD = "Deathbird"
SIEGE = "The Siege Perilous"
GOLDEN = "Golden Age Wolverine™"
STANDOFF = "Annihilation Affair - Heroic Standoff!"
FRIENDS = "Maximum Carnage - Friends and Allies"
TORCH = "[Human Torch & Spider-Man]"
PARALLEL = "X-World - Parallel Dimensions"
BEST_LAID = "Fatal Attractions - The Best Laid Plans..."
CRIMEBOSS = "Two-Face™ - Crimeboss"
CALL = "Fatal Attractions - A Call to Arms"
STORM = "Storm: Neutralized"
COLOSSUS = "Colossus: Age of Apocalypse"
BETA = "Beta Ray Bill"

#: Cards the situations need besides the sixty drawn (what they play or answer with).
OTHERS = (
    "Thor™ - Airborne Avenger",
    "Wolverine™ - Tracking Senses",
    "Morlocks - Sunder",
    "Morlocks - Leech",
    "Shi'ar - Nightside",
    "Two-Face™ - Flip of the Coin",
    "Mandarin™ - Mind Control",
    "Marvel Universe",
    "Age of Apocalypse",
    "X-world",
)
DRAWN = (
    BISHOP, LEADER, HAZARD, HAVOK, SKRULL, POST, AZRAEL_ANGEL, KREE, BLOCKBUSTER, GUARDIAN,
    SMASH, POTENTIAL, ARSENAL, LIMBS, PARAMILITARY, MARKSMAN, BODYGUARD, BETA, CUNNING,
    REVELATIONS, SILENCE, LIFEFORCE, MINION, ARMOR, DARK_THOUGHTS, WARWORLD, INTIMIDATION,
    EXCELSIOR, MASTERMIND, ILLUSION, UMBRELLA, DANGEROUS, ABSORPTION, ANARCHY, PREDATOR,
    AGENTS, PYM, SAVAGE, KEEP, HELLFIRE, TRICKSTER, INVISIBLE, IMPRISONED, MANHATTAN,
    HELPING, EMPATHIC, ON_THE_MOVE, TWIST, DEATHBIRD, SIEGE, GOLDEN, STANDOFF, FRIENDS,
    TORCH, PARALLEL, BEST_LAID, CRIMEBOSS, CALL, STORM, COLOSSUS,
)  # fmt: skip
catalogue = boards.catalogue_of((*DRAWN, *OTHERS))
PASSES = [{"type": "pass"}, {"type": "pass"}]
#: Player A's opening attack, so that player B's plays come on B's turn.
OPENING = j.power("a2", "b2", "energy", 1)
#: Changes of the actions on piles the engine does not hold (``pile_actions``), stated for
#: the judge to carry out at the table (MR.6).
PILE_OPS = {"reshuffle", "search", "remove_cards", "put_cards", "choose_cards", "reveal"}
PILE_OPS |= {"paid_effect", "discard", "draw"}


def _of_play(answer: dict, n: int) -> dict:
    return next(s for s in answer["steps"] if s["play"] == n)


def _play(by: str, card: str, **more) -> dict:
    return {"type": "play", "by": by, "cards": [{"card": card}], **more}


def _card(by: str, card: str, kind: str = "defend", **more) -> dict:
    return {"type": kind, "by": by, "cards": [{"card": card}], **more}


def _hits(answer: dict, side: str, i: int = 0, where: str = "front_line") -> list[tuple]:
    char = answer["state"]["players"][side][where][i]
    return sorted((h["icon"], h["value"]) for h in char.get("hits") or [])


def _placed(answer: dict, side: str = "B", i: int = 0) -> list:
    return answer["state"]["players"][side]["front_line"][i].get("placed") or []


def _states_at_the_table(answer: dict) -> dict:
    """The step that states an action on a pile or hand the engine does not hold, for the
    judge to carry out, with nothing of the card left unapplied."""
    step = next(s for s in answer["steps"] if any(c.get("op") in PILE_OPS for c in s["changes"]))
    assert answer["warnings"] == [], answer["warnings"]
    return step


def _special(character: str, text: str) -> dict:
    return {"special": {"character": character, "name": "Zap", "text": text}}


# --- plain attacks of a level (OR.attack.special)


@pytest.mark.parametrize(
    ("card", "name", "icon", "level"),
    [
        (BLOCKBUSTER, "Marauders", "strength", 7),
        (UMBRELLA, "Penguin", "energy", 4),
        (SAVAGE, "Morbius", "fighting", 7),
    ],
)
def test_a_plain_special_attack_is_defended_by_a_card_of_its_level(
    client, catalogue, card, name, icon, level
):
    players = boards.board(name)
    attack = j.special("a1", "b1", card)
    answer = j.resolve(client, players, [attack, j.defend("b1", icon, level)])
    assert answer["steps"][0]["value"] == level and _of_play(answer, 1)["result"] == "blocked"
    low = j.resolve(client, players, [attack, j.defend("b1", icon, level - 1)])
    assert _of_play(low, 1)["result"] == "illegal"


def test_a_level_11_attack_after_which_the_team_may_not_attack(client, catalogue):
    players = boards.board("X-Men")
    potential = boards.played_as("a1", "b1", POTENTIAL, "strength")
    assert j.resolve(client, players, [potential])["steps"][0]["value"] == 11
    later = [potential, j.power("b2", "a2", "energy", 2), j.power("a2", "b2", "energy", 4)]
    assert _of_play(j.resolve(client, players, later), 2)["result"] == "illegal"


# --- attacks that restrict their defense (MR.5.restricted-defense)


def test_an_attack_not_defended_with_a_special_card(client, catalogue):
    players = boards.board("Henry Pym", "Super Skrull")
    pym = j.special("a1", "b1", PYM)
    refused = _of_play(j.resolve(client, players, [pym, _card("b1", SKRULL)]), 1)
    assert refused["result"] == "illegal" and "MR.5.restricted-defense" in refused["rules"]
    assert _of_play(j.resolve(client, players, [pym, j.defend("b1", "energy", 5)]), 1)[
        "result"
    ] == ("blocked")


def test_an_attack_not_affected_by_a_card_with_the_word_teammate(client, catalogue):
    players = boards.board("Baron Mordo", "Super Skrull", b=3)
    players["B"]["front_line"][1]["name"] = "Alpha Flight"
    spell = j.special("a1", "b1", SILENCE)
    assert _of_play(j.resolve(client, players, [spell, _card("b2", GUARDIAN)]), 1)["result"] == (
        "illegal"
    )
    assert _of_play(j.resolve(client, players, [spell, _card("b1", SKRULL)]), 1)["result"] == (
        "avoided"
    )


# --- strings of attacks (MR.5.string)


@pytest.mark.parametrize(("card", "name"), [(HAVOK, "Havok"), (HELLFIRE, "The Hellfire Club")])
def test_one_more_attack_of_any_type(client, catalogue, card, name):
    players = boards.board(name)
    plays = [j.special("a1", "b1", card), j.power("a1", "b2", "intellect", 5)]
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == "attack"
    third = [*plays, j.power("a1", "b1", "energy", 4)]
    assert _of_play(j.resolve(client, players, third), 2)["result"] == "illegal"


def test_one_more_energy_attack(client, catalogue):
    players = boards.board("Metallo")
    first = j.special("a1", "b1", ARSENAL)
    assert _of_play(j.resolve(client, players, [first, j.power("a1", "b2", "energy", 5)]), 1)[
        "result"
    ] == ("attack")
    assert _of_play(j.resolve(client, players, [first, j.power("a1", "b2", "fighting", 5)]), 1)[
        "result"
    ] == ("illegal")


# --- damage added on success


def test_two_more_damage_when_the_attack_succeeds(client, catalogue):
    players = boards.board("Hazard")
    laser = j.special("a1", "b1", HAZARD)
    answer = j.resolve(client, players, [laser, *PASSES])
    assert answer["steps"][0]["value"] == 4
    assert _hits(answer, "B") == [("energy", 6)] and answer["venture"]["A"]["total"] == 6
    blocked = j.resolve(client, players, [laser, j.defend("b1", "energy", 4)])
    assert _of_play(blocked, 1)["result"] == "blocked" and _hits(blocked, "B") == []


def test_a_special_played_with_an_intellect_power_card_adds_two_damage(client, catalogue):
    players = boards.board("Bane")
    attack = j.special("a1", "b1", INTIMIDATION, {"power": "intellect", "value": 5})
    answer = j.resolve(client, players, [attack])
    assert answer["steps"][0]["value"] == 5 and _hits(answer, "B") == [("intellect", 7)]
    energy = j.special("a1", "b1", INTIMIDATION, {"power": "energy", "value": 5})
    assert j.results(j.resolve(client, players, [energy]))[0] == "illegal"


def test_a_successful_attack_then_acts_as_a_level_8_intellect_power_card(client, catalogue):
    grid = {**j.GRID, "intellect": 8}
    players = boards.board("Sabretooth", a_grid=grid)
    answer = j.resolve(client, players, [j.special("a1", "b1", DANGEROUS)])
    assert answer["steps"][0]["value"] == 2
    assert ("intellect", 8) in _hits(answer, "B")


# --- the attack's own character gains (OR.attack.special, MR.19)


def test_a_team_one_more_to_all_actions_for_the_battle(client, catalogue):
    players = boards.board("Metropolis S.C.U.")
    plays = [
        _play("a1", PARAMILITARY),
        j.power("b1", "a1", "energy", 6),
        j.defend("a1", "energy", 5),
        j.power("a1", "b1", "energy", 5),
    ]
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 2)["result"] == "blocked"
    assert _of_play(answer, 3)["value"] == 6


def test_a_special_attack_may_combine_with_one_universe_card_counted_in_the_venture(
    client, catalogue
):
    """The universe card's bonus goes onto a Power card played with it (OR.universe-basic), so
    the special takes the two together (MR.7); the bonus then counts in the venture."""
    players = boards.board("She Hulk")
    universe = boards.basic_universe("strength", 4, 3)
    power = {"power": "strength", "value": 3}
    plays = [j.special("a1", "b1", SMASH, power, universe), *PASSES]
    answer = j.resolve(client, players, plays)
    assert answer["steps"][0]["value"] == 4 + 3 + 3
    assert answer["venture"]["A"]["total"] == 4 + 3 + 3


def test_a_special_acting_as_a_power_card_attacks_or_defends_without_universe(client, catalogue):
    players = boards.board("Brainiac", "Brainiac")
    attack = j.special("a1", "b1", WARWORLD)
    assert j.resolve(client, players, [attack])["steps"][0]["value"] == 5
    defense = [j.power("a1", "b1", "strength", 5), _card("b1", WARWORLD)]
    assert _of_play(j.resolve(client, players, defense), 1)["result"] == "blocked"
    universe = j.special("a1", "b1", WARWORLD, boards.basic_universe("strength", 5, 3))
    assert j.results(j.resolve(client, players, [universe]))[0] == "illegal"


# --- attacks after the opponent concedes (MR.10.concede)


@pytest.mark.parametrize(
    ("card", "name", "icon"),
    [(MARKSMAN, "Mystique", "fighting"), (DARK_THOUGHTS, "Onslaught", "intellect")],
)
def test_an_attack_after_the_opponent_concedes_which_may_be_defended(
    client, catalogue, card, name, icon
):
    players = boards.board(name)
    concede = {"type": "concede", "player": "B"}
    plays = [OPENING, concede, j.special("a1", "b1", card), j.defend("b1", icon, 2)]
    answer = j.resolve(client, players, plays)
    assert _of_play(answer, 2)["result"] == "attack" and _of_play(answer, 3)["result"] == (
        "blocked"
    )


def test_a_plain_attack_may_not_answer_a_concession(client, catalogue):
    concede = {"type": "concede", "player": "B"}
    plain = [OPENING, concede, j.power("a1", "b1", "fighting", 2)]
    assert _of_play(j.resolve(client, boards.board(), plain), 2)["result"] == "illegal"


# --- avoids (OR.defense)


@pytest.mark.parametrize(("card", "name"), [(SKRULL, "Super Skrull"), (ILLUSION, "Psylocke")])
def test_an_avoid_of_an_attack_on_its_own_character(client, catalogue, card, name):
    players = boards.board(b1=name)
    own = [j.special("a1", "b1", BLOCKBUSTER), _card("b1", card)]
    assert _of_play(j.resolve(client, boards.board("Marauders", name), own), 1)["result"] == (
        "avoided"
    )
    mate = [j.power("a1", "b2", "energy", 5), _card("b1", card)]
    assert _of_play(j.resolve(client, players, mate), 1)["result"] == "illegal"


def test_a_teammate_may_avoid_an_attack(client, catalogue):
    players = boards.board(b1="Alpha Flight")
    for_mate = [j.power("a1", "b2", "energy", 5), _card("b1", GUARDIAN)]
    assert _of_play(j.resolve(client, players, for_mate), 1)["result"] == "avoided"
    own = [j.power("a1", "b1", "energy", 5), _card("b1", GUARDIAN)]
    assert _of_play(j.resolve(client, players, own), 1)["result"] == "illegal"


@pytest.mark.parametrize(
    ("icon", "result"), [("fighting", "avoided"), ("strength", "avoided"), ("energy", "illegal")]
)
def test_an_avoid_of_fighting_or_strength_attacks(client, catalogue, icon, result):
    players = boards.board(b1="Azrael")
    plays = [j.power("a1", "b1", icon, 5), _card("b1", ARMOR)]
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == result


@pytest.mark.parametrize(("icon", "result"), [("strength", "avoided"), ("energy", "illegal")])
def test_a_reserve_character_lets_a_teammate_avoid_a_strength_attack(
    client, catalogue, icon, result
):
    players = boards.board(b_more={"reserve": j.char("b3", "Strong Guy")})
    plays = [j.power("a1", "b1", icon, 5), _card("b3", BODYGUARD)]
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == result


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
