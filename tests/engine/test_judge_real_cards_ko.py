"""Judge situations naming real cards of the ten sets: KO modifiers printed on characters,
specials and locations (issue 12's first family), through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

NAMED = (
    "Human Torch™",
    "Morbius™",
    "X-Babies",
    "Malebolgia",
    "Malebolgia - Master of the Darklands",
    "Sabra - High Durability",
    "Mister Miracle™",
    "Green Lantern™",
    "Marrow - Doubleheart",
    'Asteroid "M"',
    "Stark Enterprises",
    "Alpha Flight - Murmur",
    "Enforcers - The Eel",
    "Apocalypse™ - Techno-Virus",
    "Ravencroft",
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _players(defender: dict, **b_more) -> dict:
    return {"A": {"front_line": [j.char("a1", "Ace")]}, "B": {"front_line": [defender], **b_more}}


def _ko(client, players: dict, attack: dict, in_play: list | None = None) -> list[dict]:
    return j.resolve(client, players, [attack], in_play)["ko"]


def test_an_energy_barred_cumulative_ko_counts_other_types(client, catalogue):
    torch = {"id": "b1", "card": "Human Torch™", "hits": j.hits("energy", 8, 8)}
    assert not _ko(client, _players(torch), j.power("a1", "b1", "energy", 6))
    torch["hits"] = j.hits("fighting", 8, 8)
    ko = _ko(client, _players(torch), j.power("a1", "b1", "fighting", 6))
    assert ko and ko[0]["kind"] == "cumulative"


def test_a_raised_cumulative_threshold_of_thirty(client, catalogue):
    morbius = {"id": "b1", "card": "Morbius™", "hits": j.hits("energy", 8, 8, 8)}
    assert not _ko(client, _players(morbius), j.power("a1", "b1", "energy", 4))  # 28
    ko = _ko(client, _players(morbius), j.power("a1", "b1", "energy", 6))  # 30
    assert ko and ko[0]["kind"] == "cumulative"


def test_no_ko_of_either_kind_with_power_cards(client, catalogue):
    babies = {"id": "b1", "card": "X-Babies", "hits": j.hits("energy", 8, 8)}
    assert not _ko(client, _players(babies), j.power("a1", "b1", "energy", 6))
    babies["hits"] = [*j.hits("energy", 2), *j.hits("fighting", 2)]
    assert not _ko(client, _players(babies), j.power("a1", "b1", "strength", 2))
    plain = j.char("b1", "Bolt", hits=[*j.hits("energy", 2), *j.hits("fighting", 2)])
    assert _ko(client, _players(plain), j.power("a1", "b1", "strength", 2))


@pytest.mark.parametrize(
    ("card", "name"),
    [("Malebolgia - Master of the Darklands", "Malebolgia"), ("Sabra - High Durability", "Sabra")],
)
def test_a_special_in_play_keeps_its_character_from_a_cumulative_ko(client, catalogue, card, name):
    target = j.char("b1", name, hits=j.hits("energy", 8, 8))
    kept = [j.played(card, "B", "b1")]
    assert not _ko(client, _players(target), j.power("a1", "b1", "energy", 6), kept)
    assert _ko(client, _players(target), j.power("a1", "b1", "energy", 6))


def test_a_special_in_play_does_not_stop_a_tko(client, catalogue):
    target = j.char("b1", "Malebolgia", hits=[*j.hits("energy", 8), *j.hits("fighting", 8)])
    kept = [j.played("Malebolgia - Master of the Darklands", "B", "b1")]
    ko = _ko(client, _players(target), j.power("a1", "b1", "strength", 6), kept)
    assert ko and ko[0]["kind"] == "tko"  # 22 points and three types (MR.12.tko)


def test_spectrum_ko_only_with_all_four_types(client, catalogue):
    three = [*j.hits("energy", 2), *j.hits("fighting", 2)]
    miracle = {"id": "b1", "card": "Mister Miracle™", "hits": three}
    assert not _ko(client, _players(miracle), j.power("a1", "b1", "strength", 2))
    miracle["hits"] = [*three, *j.hits("strength", 2)]
    ko = _ko(client, _players(miracle), j.power("a1", "b1", "intellect", 2))
    assert ko and ko[0]["kind"] == "spectrum"


def test_energy_hits_do_not_count_toward_a_spectrum_ko(client, catalogue):
    lantern = {"id": "b1", "card": "Green Lantern™"}
    lantern["hits"] = [*j.hits("energy", 2), *j.hits("fighting", 2)]
    assert not _ko(client, _players(lantern), j.power("a1", "b1", "strength", 2))
    lantern["hits"] = [*j.hits("intellect", 2), *j.hits("fighting", 2)]
    ko = _ko(client, _players(lantern), j.power("a1", "b1", "strength", 2))
    assert ko and ko[0]["kind"] == "spectrum"


def test_a_k_o_d_spelling_of_a_spectrum_ban(client, catalogue):
    marrow = j.char("b1", "Marrow", hits=[*j.hits("energy", 2), *j.hits("fighting", 2)])
    kept = [j.played("Marrow - Doubleheart", "B", "b1")]
    assert not _ko(client, _players(marrow), j.power("a1", "b1", "strength", 2), kept)
    assert _ko(client, _players(marrow), j.power("a1", "b1", "strength", 2))


def test_a_home_base_bars_spectrum_ko_by_the_types_rated_two_or_less(client, catalogue):
    grid = {"energy": 2, "fighting": 6, "strength": 6, "intellect": 6}
    low = {
        "id": "b1",
        "name": "Low",
        "grid": grid,
        "hits": [*j.hits("energy", 2), *j.hits("fighting", 2)],
    }
    players = _players(low, home_base={"card": 'Asteroid "M"'})
    assert not _ko(client, players, j.power("a1", "b1", "strength", 2))
    low["hits"] = [*j.hits("intellect", 2), *j.hits("fighting", 2)]
    assert _ko(client, players, j.power("a1", "b1", "strength", 2))


def test_a_home_base_bars_cumulative_ko_by_the_types_rated_three_or_less(client, catalogue):
    grid = {"energy": 3, "fighting": 6, "strength": 6, "intellect": 6}
    low = {"id": "b1", "name": "Low", "grid": grid, "hits": j.hits("energy", 8, 8)}
    players = _players(low, home_base={"card": "Stark Enterprises"})
    assert not _ko(client, players, j.power("a1", "b1", "energy", 6))
    low["hits"] = j.hits("fighting", 8, 8)
    ko = _ko(client, players, j.power("a1", "b1", "fighting", 6))
    assert ko and ko[0]["kind"] == "cumulative"


@pytest.mark.parametrize(
    ("card", "icon"), [("Alpha Flight - Murmur", "energy"), ("Enforcers - The Eel", "multipower")]
)
def test_hits_of_one_kind_doubled_toward_cumulative_ko(client, catalogue, card, icon):
    target = j.char("b1", "Bolt", hits=j.hits("strength", 8))
    doubled = [j.played(card, "A", "a1", "b1")]
    attack = j.power("a1", "b1", icon, 6)
    if icon == "multipower":
        attack["cards"][0]["icons"] = ["energy", "fighting"]
    ko = _ko(client, _players(target), attack, doubled)
    assert ko and ko[0]["kind"] == "cumulative"  # 8 + 2 x 6
    assert not _ko(client, _players(target), attack)
    assert not _ko(client, _players(target), j.power("a1", "b1", "intellect", 6), doubled)


def test_low_level_power_hits_do_not_count_toward_a_spectrum_ko(client, catalogue):
    target = j.char("b1", "Hero", hits=[*j.hits("energy", 2), *j.hits("fighting", 2)])
    virus = [j.played("Apocalypse™ - Techno-Virus", "A", "a1", "b1")]
    assert not _ko(client, _players(target), j.power("a1", "b1", "strength", 2), virus)
    ko = _ko(client, _players(target), j.power("a1", "b1", "strength", 3), virus)
    assert not ko  # a level 3 hit counts, the two earlier level 2 hits do not
    target["hits"] = [*j.hits("energy", 4), *j.hits("fighting", 4)]
    assert _ko(client, _players(target), j.power("a1", "b1", "strength", 3), virus)


def test_opponents_multipower_hits_do_not_count_toward_spectrum_ko(client, catalogue):
    target = j.char("b1", "Bolt", hits=[*j.hits("energy", 2), *j.hits("fighting", 2)])
    attack = j.power("a1", "b1", "multipower", 2)
    attack["cards"][0]["icons"] = ["strength", "intellect"]
    assert _ko(client, _players(target), attack)
    assert not _ko(client, _players(target, home_base={"card": "Ravencroft"}), attack)
