"""A character that may not be KO'd (a ``cannot_be_kod`` clause), through ``resolve/``: its
hits do not KO it while the effect lasts (MR.19), a TKO still does (MR.12.tko); and the one
card of the ten sets that prints it, Krakoa - The Living Island ("Krakoa may not defend or be
KO'd"), names its home base, no character of the board: it is reported not applied, and the
character that played the aspect is KO'd as any other.

The character's wording is the aspect's ("may not ... be KO'd") on a special's subject and
duration as the ten sets print them ("Target Character ... for remainder of battle")."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

KRAKOA = "Krakoa - The Living Island"
catalogue = boards.catalogue_of((KRAKOA, "Krakoa"))
SHIELD = "Target Character may not be KO'd for remainder of battle."


def _shielded(client, hits: list[dict]) -> dict:
    players = boards.board()
    players["B"]["front_line"][0]["hits"] = hits
    card = {"special": {"character": "Bee", "name": "Shield", "text": SHIELD}}
    shield = {"card": card, "player": "B", "by": "b2", "target": "b1", "duration": "battle"}
    return j.resolve(client, players, [j.power("a1", "b1", "energy", 5)], in_play=[shield])


def _ko_step(answer: dict) -> dict | None:
    return next((s for s in answer["steps"] if s["result"] == "ko"), None)


def test_hits_that_would_ko_the_character_do_not(client):
    answer = _shielded(client, j.hits("energy", 8, 8))
    assert _ko_step(answer) is None
    hit = next(s for s in answer["steps"] if s["result"] == "hit")
    assert "may not be KO'd" in hit["text"] and "MR.19" in hit["rules"]


def test_the_same_hits_ko_a_character_without_it(client):
    players = boards.board()
    players["B"]["front_line"][0]["hits"] = j.hits("energy", 8, 8)
    answer = j.resolve(client, players, [j.power("a1", "b1", "energy", 5)])
    assert _ko_step(answer) is not None


def test_a_tko_knocks_it_out_whatever_the_card_says(client):
    hits = j.hits("fighting", 8) + j.hits("strength", 8)
    step = _ko_step(_shielded(client, hits))
    assert step is not None and "MR.12.tko" in step["rules"]


def test_krakoa_may_not_be_kod_is_reported_not_applied(client, catalogue):
    players = boards.board()
    players["A"]["home_base"] = {"card": "Krakoa"}
    players["A"]["front_line"][0]["hits"] = j.hits("energy", 8, 8)
    plays = [
        {"type": "play", "by": "a1", "cards": [{"card": KRAKOA}]},
        j.power("b1", "a1", "energy", 5),
    ]
    answer = j.resolve(client, players, plays)
    (warning,) = [w for w in answer["warnings"] if w["card"] == KRAKOA]
    assert "cannot_be_kod" in warning["kinds"]
    assert _ko_step(answer) is not None  # the aspect's player's character is KO'd as any other


# --- the KO check (checks/ko/)


def _ko_check(client, in_play: list) -> dict:
    from django.urls import reverse

    body = {"character": {"name": "Bolt", "grid": j.GRID, "hits": j.hits("energy", 8, 8, 5)}}
    res = client.post(
        reverse("api:check-ko"), data={**body, "in_play": in_play}, content_type="application/json"
    )
    assert res.status_code == 200, res.content
    return res.json()


def test_the_ko_check_keeps_the_character_the_card_names(client):
    card = {"special": {"character": "Bee", "name": "Shield", "text": SHIELD}}
    answer = _ko_check(client, [{"card": card, "player": "B", "duration": "battle"}])
    assert answer["ko"] is False and "MR.19" in answer["rules"]
    assert answer["warnings"] == []


def test_the_ko_check_reports_krakoa_not_applied(client, catalogue):
    answer = _ko_check(client, [{"card": {"card": KRAKOA}, "player": "B", "duration": "battle"}])
    assert answer["ko"] is True
    (warning,) = answer["warnings"]
    assert "cannot_be_kod" in warning["kinds"]
