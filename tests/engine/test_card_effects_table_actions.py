"""Card actions the resolver states for the table, and a grid bonus it applies, from real
cards (MR.5, MR.6, MR.19, OR.events).

"Opponent must reveal any Special cards currently held in hand" and a cost paid from a pile
for an effect ("Discard 1 Power card ... to remove all Hits ...", "... discard 2 cards from top
of Draw Pile ... to Venture 3 Mission cards with no penalty") are stated in the step with the
change a judge carries out; "<Name>'s Power Grid gets Bonus in that Power Type for remainder
of game" raises the rating by the universe card's bonus; "Draw two cards after the discard
phase" is noted by the discard check. Texts are found in the ten sets by their wording.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.discard import DiscardSituation, Held, Member, check_discard
from rules.engine.pile_actions import pile_change
from rules.engine.resolve import resolve
from tests.deck.builders import char, event, power
from tests.engine.real_texts import texts

GRID = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
REVEAL = texts(r"^Opponent must (immediately )?reveal any (\w+) cards currently held in", full=True)
PAID = texts(r"^Discard 1 Power card usable by [\w ]+ to remove all Hits", full=True)
VENTURE_PAID = texts(r"to Venture 3 Mission cards with no penalty", "tactic", full=True)
GRID_BONUS = texts(r"Power Grid gets Bonus in that Power Type", full=True)
AFTER_DISCARD = texts(r"^Draw two cards after the discard phase", "event", full=True)


def _play(cards: list, name: str = "Ace", target: str | None = "b1") -> dict:
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": name, "grid": dict(GRID)}]},
            "B": {"front_line": [{"id": "b1", "name": "Bolt", "grid": dict(GRID)}]},
        },
        "turn": "A",
    }
    play = {"type": "attack", "by": "a1", "target": target, "cards": cards}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def _special(text: str, name: str = "Ace") -> dict:
    return {"special": {"character": name, "name": "Card", "text": text}}


def _changes(answer: dict, op: str) -> list[dict]:
    return [c for s in answer["steps"] for c in s["changes"] if c.get("op") == op]


def test_the_ten_sets_print_the_wordings():
    assert len(REVEAL) >= 3 and PAID and VENTURE_PAID and GRID_BONUS and AFTER_DISCARD


@pytest.mark.parametrize("text", REVEAL)
def test_the_opponent_reveals_the_cards_of_the_kind_it_names(text):
    kind = re.search(r"reveal any (\w+) cards", text).group(1).lower()
    answer = _play([_special(text)])
    (change,) = _changes(answer, "reveal")
    assert change["who"] == "opponent" and change["card_kinds"] == [kind]
    assert change["source"] == "hand" and not answer["warnings"]


@pytest.mark.parametrize("text", PAID)
def test_a_cost_and_the_effect_it_buys_are_stated(text):
    name = re.match(r"^Discard 1 Power card usable by ([\w ]+?) to", text).group(1)
    answer = _play([_special(text, name)], name, None)  # a utility: no target (MR.6)
    (change,) = _changes(answer, "paid_effect")
    assert change["cost"][0]["kind"] == "discard" and change["cost"][0]["count"] == 1
    assert change["then"][0]["kind"] == "remove_hits"
    assert "carried out at the table" in " ".join(s["text"] for s in answer["steps"])
    assert "paid_effect" not in str(answer["warnings"])


@pytest.mark.parametrize("text", VENTURE_PAID)
def test_venturing_without_penalty_is_stated_with_its_cost(text):
    (paid,) = [c for c in parse_effect(text).to_json()["clauses"] if c["kind"] == "paid_effect"]
    words, change = pile_change(paid, reach.clause_words(paid))
    assert change["then"][0] == {**change["then"][0], "kind": "venture_cards", "count": 3}
    assert change["then"][0]["penalty"] is False and "venture 3 Mission cards" in words
    assert reach.is_applied(paid) and reach.is_applied(change["then"][0])


@pytest.mark.parametrize("text", GRID_BONUS)
def test_the_universe_cards_bonus_raises_the_rating_of_its_type(text):
    name = re.match(r"^.*?\. ([\w ]+?)'s Power Grid", text).group(1)
    universe = {"universe": "basic", "icon": "strength", "requires": 4, "bonus": 3}
    answer = _play([_special(text, name), {"power": "strength", "value": 4}, universe], name)
    (grid,) = _changes(answer, "grid")
    assert (grid["icon"], grid["from"], grid["to"]) == ("strength", 7, 10)
    assert "grid_bonus" not in str(answer["warnings"])


@pytest.mark.parametrize("text", AFTER_DISCARD)
def test_what_the_event_says_after_the_discard_phase_is_noted(text):
    members = [Member("a", char("Alpha", 7, 7, 7, 7))]
    situation = DiscardSituation(
        members, [Held(power(5, "energy"))], event=event("Saga - Real", text), parse=parse_effect
    )
    found = check_discard(situation)
    assert any("after the discard phase" in n and "Draw 2" in n for n in found.notes)
    plain = check_discard(DiscardSituation(members, [Held(power(5, "energy"))], parse=parse_effect))
    assert not any("after the discard phase" in n for n in plain.notes)


EXCHANGE = texts(r"exchange this card for any 1 card in Dead Pile", "special", full=True)


@pytest.mark.parametrize("text", EXCHANGE)
def test_exchanging_the_card_for_one_of_the_dead_pile_is_stated(text):
    answer = _play([_special(text)], target=None)
    (change,) = [c for s in answer["steps"] for c in s["changes"] if "exchange" in c["op"]]
    assert change["source"] == "dead_pile" and change["count"] == 1
    assert change["op"] == ("exchange_and_play" if "play it" in text else "exchange")
    step = next(s for s in answer["steps"] if change in s["changes"])
    assert "MR.11" in step["rules"] and not answer["warnings"]


def test_the_ten_sets_print_the_exchange_wording():
    assert len(EXCHANGE) >= 3
