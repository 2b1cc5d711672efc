"""Judge situations naming real cards of the ten sets: cards placed on a character that a
special, an aspect or an event makes it discard (they leave the board, to their piles), only
when the special succeeds, through ``resolve/``."""

from __future__ import annotations

import pytest

from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

GORGON = "Inhumans - Gorgon"
NAMED = (
    GORGON,
    "Separation Anxiety - Separation Such Sweet Sorrow",
    "Fall's Edge Compound - Quarantine",
    "Fall's Edge Compound",
)


@pytest.fixture
def catalogue(tmp_path):
    j.import_named(NAMED, tmp_path)


def _board(attacker: str = "Ace", **a_more) -> dict:
    holder = j.char("b1", "Bolt", placed=[{"power": "energy", "value": 3}])
    return {
        "A": {"front_line": [j.char("a1", attacker)], **a_more},
        "B": {"front_line": [holder, j.char("b2", "Bee")], "reserve": j.char("b3", "Res")},
    }


def _placed(answer: dict) -> list:
    return answer["state"]["players"]["B"]["front_line"][0]["placed"]


def test_a_successful_special_makes_its_target_discard_every_placed_card(client, catalogue):
    answer = j.resolve(client, _board("Inhumans"), [j.special("a1", "b1", GORGON)])
    assert _placed(answer) == []
    step = answer["steps"][-1]
    assert "OR.discard-piles" in step["rules"]
    assert {"op": "discard", "player": "B", "card": "3 Energy", "pile": "dead_pile"} in step[
        "changes"
    ]


def test_a_blocked_special_leaves_the_placed_cards(client, catalogue):
    plays = [j.special("a1", "b1", GORGON), j.defend("b1", "energy", 5)]
    answer = j.resolve(client, _board("Inhumans"), plays)
    assert len(_placed(answer)) == 1


def test_an_event_makes_the_chosen_character_discard_its_placed_cards(client, catalogue):
    event = [
        {
            "card": {"card": "Separation Anxiety - Separation Such Sweet Sorrow"},
            "player": "A",
            "target": "b1",
        }
    ]
    answer = j.resolve(client, _board(), [], event)
    assert _placed(answer) == [] and "OR.events" in answer["steps"][0]["rules"]
    other = [{**event[0], "target": "b2"}]
    assert len(_placed(j.resolve(client, _board(), [], other))) == 1


def test_an_aspect_makes_its_target_discard_placed_cards(client, catalogue):
    players = _board(home_base={"card": "Fall's Edge Compound"})
    attack = {
        "type": "attack",
        "by": "a1",
        "target": "b1",
        "cards": [{"card": "Fall's Edge Compound - Quarantine"}],
    }
    answer = j.resolve(client, players, [attack])
    assert answer["steps"][0]["value"] == 6 and _placed(answer) == []
