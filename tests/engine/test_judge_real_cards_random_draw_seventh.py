"""A seventh draw at random, made after the sixth draw's fixes to see whether they hold on cards
never named (19 cards whose tree is ``full``, drawn with ``random.Random(2026_11_26)``, at most
3 a set): the situation a judge brings to the table with each card named, and the ruling of
the rulebooks, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

RIDDLER = "Riddler™ - Query™ and Echo™"
MACH = "Thunderbolts - M.A.C.H.1"
DIVINE = "Azrael™ - Divine Inspiration"
TEMPERED = "Knockout™ - Hot Tempered"
DARK_MAGIC = "Goblyn Queen - Dark Magic"
CYCLOPS = "X-Men: Original Team - Cyclops"
OMNIBUS = "Leader - Omnibus"
DESTROYED = "Age of Apocalypse - Strategy Destroyed!"
KEEYAH = "Starjammers - Keeyah"
PHOENIX = "Dark Phoenix Saga - Phoenix Rises from Ashes!"
MANDARIN = "Psylocke™ - Lady Mandarin"
POLARITY = "Polaris - Reverse Polarity"
SAVVY = "Kingpin™ - Business Savvy"
SIMPLE = "Strong Guy™ - Simple Strategy"
FIX_IT = "Hulk: Mr. Fix-It (sic)"
VOODOO = "Daemonite Voodoo™"
IMPULSE = "Impulse & The Flash"
AVENGER = "Batman™ - Avenger"
WAR_ZONE = "Fatal Attractions - Hospital Becomes War Zone!"
DANCER = "Voodoo - Dangerous Dancer"
STING = "Comm. Gordon & G.C.P.D.™ - Sting Operation"
DRAWN = (
    RIDDLER, MACH, DIVINE, TEMPERED, DARK_MAGIC, CYCLOPS, OMNIBUS, DESTROYED, KEEYAH, PHOENIX,
    MANDARIN, POLARITY, SAVVY, SIMPLE, FIX_IT, VOODOO, IMPULSE, AVENGER, WAR_ZONE,
)  # fmt: skip
catalogue = boards.catalogue_of((*DRAWN, DANCER, STING))
PASSES = [{"type": "pass"}, {"type": "pass"}]


def _of_play(answer: dict, n: int) -> dict:
    return next(s for s in answer["steps"] if s["play"] == n)


def _play(by: str, card: str, **more) -> dict:
    return {"type": "play", "by": by, "cards": [{"card": card}], **more}


def _placed(answer: dict, side: str, i: int = 0) -> list:
    return answer["state"]["players"][side]["front_line"][i].get("placed") or []


def _hits(answer: dict, side: str, i: int = 0) -> list[tuple]:
    char = answer["state"]["players"][side]["front_line"][i]
    return sorted((h["icon"], h["value"], h["record"]) for h in char.get("hits") or [])


# --- attacks of a level, of a choice of types (OR.attack.special)


@pytest.mark.parametrize(
    ("card", "name", "icon", "level"),
    [(MANDARIN, "Psylocke", "strength", 4), (CYCLOPS, "X-Men: Original Team", "fighting", 5)],
)
def test_an_attack_of_either_type_at_its_level(client, catalogue, card, name, icon, level):
    players = boards.board(name)
    attack = boards.played_as("a1", "b1", card, icon)
    answer = j.resolve(client, players, [attack, j.defend("b1", "energy", level)])
    assert answer["steps"][0]["value"] == level and _of_play(answer, 1)["result"] == "blocked"
    other = boards.played_as("a1", "b1", card, "energy" if icon == "strength" else "intellect")
    assert j.results(j.resolve(client, players, [other]))[0] == "illegal"


def test_a_special_acting_as_a_power_card_of_one_type_to_attack_another_to_defend(
    client, catalogue
):
    players = boards.board("Riddler", "Riddler")
    assert j.resolve(client, players, [j.special("a1", "b1", RIDDLER)])["steps"][0]["value"] == 5
    block = [
        j.power("a1", "b1", "energy", 5),
        {"type": "defend", "by": "b1", "cards": [{"card": RIDDLER}]},
    ]
    assert _of_play(j.resolve(client, players, block), 1)["result"] == "blocked"
    universe = j.special("a1", "b1", RIDDLER, boards.basic_universe("fighting", 5, 2))
    assert j.results(j.resolve(client, players, [universe]))[0] == "illegal"


def test_a_special_combined_with_one_intellect_card(client, catalogue):
    players = boards.board("Strong Guy")
    with_intellect = j.special("a1", "b1", SIMPLE, {"power": "intellect", "value": 3})
    assert j.resolve(client, players, [with_intellect])["steps"][0]["value"] == 4 + 3
    with_energy = j.special("a1", "b1", SIMPLE, {"power": "energy", "value": 3})
    assert j.results(j.resolve(client, players, [with_energy]))[0] == "illegal"


def test_a_doubleshot_with_a_teammates_intellect_card(client, catalogue):
    players = boards.board()
    cards = [{"card": IMPULSE}, {"power": "intellect", "value": 3, "by": "a2"}]
    attack = {"type": "attack", "by": "a1", "target": "b1", "cards": cards}
    assert j.resolve(client, players, [attack])["steps"][0]["value"] == 4 + 3
    cards[1] = {"power": "intellect", "value": 5, "by": "a2"}
    assert j.results(j.resolve(client, players, [attack]))[0] == "illegal"


# --- what a success leaves behind (MR.5.conditional, OR.hits)


def test_a_successful_attack_takes_two_off_the_targets_defense(client, catalogue):
    players = boards.board("Thunderbolts")
    plays = [j.special("a1", "b1", MACH), j.power("b1", "a2", "energy", 1)]
    plays += [j.power("a1", "b1", "energy", 5), j.defend("b1", "energy", 6)]
    assert _of_play(j.resolve(client, players, plays), 3)["result"] == "illegal"
    blocked = [j.special("a1", "b1", MACH), j.defend("b1", "fighting", 5), *plays[1:]]
    assert _of_play(j.resolve(client, players, blocked), 4)["result"] == "blocked"


def test_a_successful_attack_takes_the_targets_inherent_ability(client, catalogue):
    able = j.char("b1", "Bolt", inherent="Bolt is +1 to all Energy attacks.")
    players = boards.board("Goblyn Queen", able)
    later = [j.special("a1", "b1", DARK_MAGIC), j.power("b1", "a2", "energy", 5)]
    assert _of_play(j.resolve(client, players, later), 1)["value"] == 5
    plain = [j.power("a1", "b2", "energy", 1), j.power("b1", "a2", "energy", 5)]
    assert _of_play(j.resolve(client, players, plain), 1)["value"] == 6


def test_the_hit_described_goes_on_the_record_out_of_the_venture(client, catalogue):
    """Reverse Polarity's 2 Energy attack, if successful, leaves one card: a level 8 Fighting
    hit on the permanent record (OR.hits), out of the venture (OR.venture-total). This once
    held a second hit beside the attack's own 2 Energy hit, which counted 2 toward the venture;
    a successful attack leaves one card, and the card says what hit it is."""
    players = boards.board("Polaris", a_grid={**j.GRID, "fighting": 8})
    answer = j.resolve(client, players, [j.special("a1", "b1", POLARITY), *PASSES])
    assert _hits(answer, "B") == [("fighting", 8, "permanent")]
    assert answer["venture"]["A"]["total"] == 0


# --- the character's own actions for the battle (MR.19)


def test_a_characters_defense_two_more_for_the_battle(client, catalogue):
    players = boards.board(b1="Azrael")
    plays = [j.power("a1", "b1", "energy", 7), j.defend("b1", "energy", 5)]
    assert _of_play(j.resolve(client, players, plays, [j.played(DIVINE, "B", "b1")]), 1)[
        "result"
    ] == ("blocked")
    assert _of_play(j.resolve(client, players, plays), 1)["result"] == "illegal"


@pytest.mark.parametrize(("icon", "value"), [("strength", 7), ("energy", 7), ("fighting", 3)])
def test_two_types_two_more_and_two_types_two_less(client, catalogue, icon, value):
    players = boards.board("Knockout")
    plays = [_play("a1", TEMPERED), j.power("b1", "a2", "energy", 1)]
    plays.append(j.power("a1", "b1", icon, 5))
    assert _of_play(j.resolve(client, players, plays), 2)["value"] == value


def test_one_more_against_characters_of_strength_7_or_8(client, catalogue):
    hulk = {"id": "a1", "card": FIX_IT}
    players = boards.board(hulk, b_grid={**j.GRID, "strength": 8})
    players["B"]["front_line"][1]["grid"] = {**j.GRID, "strength": 6}
    strong = j.resolve(client, players, [j.power("a1", "b1", "fighting", 5)])
    assert strong["steps"][0]["value"] == 6
    weak = j.resolve(client, players, [j.power("a1", "b2", "fighting", 5)])
    assert weak["steps"][0]["value"] == 5


# --- placed cards and hands (OR.discard-piles)


def test_the_opponent_discards_the_intellect_cards_placed(client, catalogue):
    placed = [{"power": "intellect", "value": 3}, {"power": "energy", "value": 4}]
    players = boards.board("Leader", j.char("b1", "Bolt", placed=placed))
    answer = j.resolve(client, players, [_play("a1", OMNIBUS)])
    assert _placed(answer, "B") == [{"power": "energy", "value": 4}]
    assert answer["warnings"] == []


def test_an_event_discards_every_placed_card_of_both_sides(client, catalogue):
    placed = [{"power": "energy", "value": 3}, boards.basic_universe()]
    players = boards.board(j.char("a1", "Ace", placed=placed), j.char("b1", "Bolt", placed=placed))
    answer = j.resolve(client, players, [], [{"card": {"card": DESTROYED}, "player": "A"}])
    assert _placed(answer, "A") == [] and _placed(answer, "B") == []
    assert "OR.discard-piles" in answer["steps"][0]["rules"]


def test_an_event_discards_the_placed_universe_cards_of_both_sides(client, catalogue):
    placed = [{"power": "energy", "value": 3}, boards.basic_universe()]
    players = boards.board(j.char("a1", "Ace", placed=placed), j.char("b1", "Bolt", placed=placed))
    answer = j.resolve(client, players, [], [{"card": {"card": WAR_ZONE}, "player": "A"}])
    left = [{"power": "energy", "value": 3}]
    assert _placed(answer, "A") == left and _placed(answer, "B") == left


@pytest.mark.parametrize(("card", "name"), [(KEEYAH, "Starjammers"), (SAVVY, "Kingpin")])
def test_a_draw_of_three_discarding_duplicates_is_stated(client, catalogue, card, name):
    answer = j.resolve(client, boards.board(name), [_play("a1", card)])
    ops = [c["op"] for s in answer["steps"] for c in s["changes"]]
    assert "draw" in ops and answer["warnings"] == []


# --- hits removed by an event (OR.events)


def test_an_event_removes_only_the_energy_hits_from_the_records(client, catalogue):
    hits = [*j.hits("energy", 4), *j.hits("fighting", 3)]
    hero = j.char("a1", "Ace", code="hero", hits=hits)
    event = [{"card": {"card": PHOENIX}, "player": "A"}]
    answer = j.resolve(client, boards.board(hero), [], event)
    assert _hits(answer, "A") == [("fighting", 3, "permanent")]


def test_an_events_removal_from_all_heroes_leaves_the_villains(client, catalogue):
    hits = [*j.hits("energy", 4), *j.hits("fighting", 3)]
    villain = j.char("b1", "Bolt", code="villain", hits=hits)
    hero = j.char("a1", "Ace", code="hero", hits=hits)
    event = [{"card": {"card": PHOENIX}, "player": "A"}]
    answer = j.resolve(client, boards.board(hero, b1=villain), [], event)
    assert len(_hits(answer, "B")) == 2
    assert _hits(answer, "A") == [("fighting", 3, "permanent")]


def test_an_events_removal_from_all_heroes_warns_of_an_uncoded_character(client, catalogue):
    hits = [*j.hits("energy", 4)]
    unknown = j.char("b1", "Bolt", hits=hits)
    event = [{"card": {"card": PHOENIX}, "player": "A"}]
    answer = j.resolve(client, boards.board(b1=unknown), [], event)
    assert len(_hits(answer, "B")) == 1
    assert any("no hero/villain code" in str(w) for w in answer["warnings"])


# --- leave to play other characters' specials (OR.inherent, OR.special)


@pytest.mark.parametrize(("character", "card"), [(VOODOO, DANCER), (AVENGER, STING)])
def test_a_character_may_play_the_specials_its_ability_names(client, catalogue, character, card):
    holder = {"id": "a1", "card": character}
    assert j.results(j.resolve(client, boards.board(holder), [_play("a1", card)]))[0] != "illegal"
    assert j.results(j.resolve(client, boards.board(), [_play("a1", card)]))[0] == "illegal"
