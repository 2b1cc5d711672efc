"""Judge situations naming real cards of the ten sets: aspects played by a home base (attacks
and defenses of their own, a follow-up for any front-line character, a venture choice, venture
bonuses and universe cards counting while they are in play) and an event keeping duplicate
specials, through ``resolve/`` and ``checks/discard/``."""

from __future__ import annotations

import pytest

from tests.engine import boards
from tests.engine import judge_real_cards_api as j

pytestmark = pytest.mark.django_db

KNIGHTS = "Wundagore Mountain - The Knights of Wundagore"
A_NEXT = "Any Homebase - A-Next"
PULSE = "Onslaught's Citadel - Electromagnetic Pulse"
DIRECTIVE = "Department H - Secret Directive"
PIRATES = "The Outback - Pirate Technology"
CONTROL = "Secret Wars - At Last, Control!"
NAMED = (
    KNIGHTS,
    A_NEXT,
    PULSE,
    DIRECTIVE,
    PIRATES,
    CONTROL,
    "Wundagore Mountain",
    "Onslaught's Citadel",
    "Department H",
    "The Outback",
    "Grifter - Coda Training",
    "Grifter",
    "Zealot",
    "Fairchild",
)
PASSES = [{"type": "pass"}, {"type": "pass"}]


catalogue = boards.catalogue_of(NAMED)


def _board(a_home: str | None = None, b_home: str | None = None) -> dict:
    players = boards.board()
    if a_home:
        players["A"]["home_base"] = {"card": a_home}
    if b_home:
        players["B"]["home_base"] = {"card": b_home}
    return players


def _aspect(card: str, target: str = "b1", **more) -> dict:
    return {"type": "attack", "by": "a1", "target": target, "cards": [{"card": card, **more}]}


# --- aspects that act as attacks and defenses (OR.aspect)


def test_an_aspect_acts_as_an_any_power_attack_of_its_level(client, catalogue):
    step = j.resolve(client, _board("Wundagore Mountain"), [_aspect(KNIGHTS)])["steps"][0]
    assert step["result"] == "attack" and step["value"] == 7 and "OR.aspect" in step["rules"]


def test_an_aspect_is_played_only_by_its_own_home_base(client, catalogue):
    assert j.results(j.resolve(client, _board("The Outback"), [_aspect(KNIGHTS)]))[0] == "illegal"
    assert j.results(j.resolve(client, _board(), [_aspect(KNIGHTS)]))[0] == "illegal"


def test_an_aspect_that_may_defend_blocks_an_attack_of_its_level(client, catalogue):
    defend = {"type": "defend", "by": "b1", "cards": [{"card": KNIGHTS}]}
    plays = [j.power("a1", "b1", "energy", 7), defend]
    assert j.results(j.resolve(client, _board(b_home="Wundagore Mountain"), plays))[1] == "blocked"
    too_high = [j.power("a1", "b1", "energy", 8), defend]
    players = _board(b_home="Wundagore Mountain")
    players["A"]["front_line"][0]["grid"] = {**j.GRID, "energy": 8}
    assert j.results(j.resolve(client, players, too_high))[1] == "illegal"


def test_an_aspect_is_not_combined_with_a_universe_card(client, catalogue):
    attack = _aspect(KNIGHTS)
    attack["cards"].append(boards.basic_universe())
    assert j.results(j.resolve(client, _board("Wundagore Mountain"), [attack]))[0] == "illegal"


def test_an_aspect_lets_any_front_line_character_follow_up(client, catalogue):
    plays = [_aspect(A_NEXT), j.power("a2", "b2", "fighting", 5)]
    answer = j.resolve(client, _board("The Outback"), plays)
    attacks = [s for s in answer["steps"] if s["result"] == "attack"]
    assert [s["value"] for s in attacks] == [4, 5] and "MR.5.string" in attacks[1]["rules"]
    twice = [*plays, j.power("a1", "b1", "fighting", 4)]
    assert j.results(j.resolve(client, _board("The Outback"), twice))[-1] == "illegal"


# --- aspects that change the venture (OR.venture-total, MR.19)


@pytest.mark.parametrize(("option", "a_total", "b_total"), [(1, 4, 3), (2, 0, 3 - 4)])
def test_an_aspects_venture_choice_is_the_one_the_play_names(
    client, catalogue, option, a_total, b_total
):
    play = {"type": "play", "by": "a1", "cards": [{"card": PULSE, "option": option}]}
    plays = [play, j.power("b1", "a1", "energy", 3), *PASSES]
    venture = j.resolve(client, _board("Onslaught's Citadel"), plays)["venture"]
    assert venture["A"]["total"] == a_total and venture["B"]["total"] == b_total


def test_an_aspect_in_play_adds_one_per_power_card_hit(client, catalogue):
    directive = [{"card": {"card": DIRECTIVE}, "player": "A", "duration": "game"}]
    plays = [
        j.power("a1", "b1", "energy", 5),
        j.power("b1", "a1", "energy", 3),
        j.power("a2", "b2", "fighting", 4),
        *PASSES,
    ]
    venture = j.resolve(client, _board("Department H"), plays, directive)["venture"]
    assert venture["A"]["total"] == 5 + 1 + 4 + 1 and venture["B"]["total"] == 3


def test_an_aspect_in_play_makes_basic_universe_bonuses_count(client, catalogue):
    attack = boards.with_universe("a1", "b1", "energy", 5, boards.basic_universe())
    plays = [attack, j.power("b1", "a1", "energy", 3), *PASSES]
    pirates = [{"card": {"card": PIRATES}, "player": "A", "duration": "game"}]
    counted = j.resolve(client, _board("The Outback"), plays, pirates)
    assert counted["steps"][0]["value"] == 8 and counted["venture"]["A"]["total"] == 8
    plain = j.resolve(client, _board("The Outback"), plays)
    assert plain["steps"][0]["value"] == 8 and plain["venture"]["A"]["total"] == 5


# --- an event keeping duplicate specials (OR.events, OR.discard.special)


def _discard(client, event: str | None) -> dict:
    hand = ["Grifter - Coda Training", "Grifter - Coda Training"]
    more = {"event": event} if event else {}
    return j.discard(client, ["Grifter", "Zealot", "Fairchild"], hand, **more)


def test_an_event_keeps_duplicate_specials_this_battle(client, catalogue):
    assert _discard(client, CONTROL)["discard"] == []
    assert [d["card"] for d in _discard(client, None)["discard"]] == ["Grifter - Coda Training"]
