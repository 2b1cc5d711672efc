"""What the discard phase and the reserve read from real cards' clauses (OR.discard.*,
OR.reserve, OR.inherent, OR.events): duplicates a character may have, cards a reserve may play,
events keeping duplicates, ratings raised. Real texts of the ten sets, found by their wording
and parsed by the grammar; the discard phase reads their clauses, never their text.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.discard import DiscardSituation, Held, Member, check_discard
from rules.engine.resolve import resolve
from tests.deck.builders import char, event, power, special
from tests.engine.real_texts import texts

DUPLICATES = texts(r'^May have duplicate "([^"]+)" Special', "character", full=True)
FROM_RESERVE = texts(r'^May play "([^"]+)" from Reserve\.?$', "character", full=True)
NO_DUPLICATE_DISCARDS = texts(r"do not discard any duplicates", "event")
PLAYED_FROM_RESERVE = texts(r"\. May be played from Reserve\.$", "special", full=True)
ATTACK_FROM_RESERVE = texts(r"^May attack with (\w+) Power cards while in Reserve", "character")


def _team(a, d=None) -> list[Member]:
    return [
        Member("a", a),
        Member("b", char("Bravo", 3, 7, 4, 5)),
        Member("d", d or char("Delta", 6, 6, 3, 2), reserve=True),
    ]


def _check(members, hand=(), placed=None, **kw):
    held = [Held(card, holder=holder) for holder, cards in (placed or {}).items() for card in cards]
    return check_discard(
        DiscardSituation(members, [Held(c) for c in hand], held, parse=parse_effect, **kw)
    )


def test_the_ten_sets_print_the_wordings():
    for found in (DUPLICATES, FROM_RESERVE, NO_DUPLICATE_DISCARDS, PLAYED_FROM_RESERVE):
        assert found
    assert ATTACK_FROM_RESERVE


@pytest.mark.parametrize("text", DUPLICATES)
def test_a_character_may_keep_duplicates_of_the_special_its_ability_names(text):
    title = re.search(r'"([^"]+)"', text).group(1)
    copies = [special("Alpha", title)] * 3
    plain = _check(_team(char("Alpha", 7, 5, 2, 4)), copies)
    assert len(plain.discard) == 2  # without the ability: one copy kept
    allowed = _check(_team(char("Alpha", 7, 5, 2, 4, inherent=text)), copies)
    assert allowed.discard == [] and allowed.choices == []
    clause = parse_effect(text).to_json()["clauses"][0]
    assert reach.is_applied(clause, "discard")


@pytest.mark.parametrize("text", FROM_RESERVE[:4])
def test_a_reserve_that_may_play_its_placed_special_counts_it_as_hand(text):
    title = re.search(r'"([^"]+)"', text).group(1)
    card = special("Delta", title)
    placed = {"d": [card]}
    # a placed copy on a reserve that may not play it does not count: no duplicate
    plain = _check(_team(char("Alpha", 7, 5, 2, 4)), [card], placed)
    assert "OR.discard.special" not in [d.rule for d in plain.discard]
    reserve = char("Delta", 6, 6, 3, 2, inherent=text)
    found = _check(_team(char("Alpha", 7, 5, 2, 4), reserve), [card], placed)
    assert [(d.source, d.rule) for d in found.discard] == [("hand", "OR.discard.special")]


@pytest.mark.parametrize("text", NO_DUPLICATE_DISCARDS)
def test_an_event_played_that_keeps_duplicates(text):
    hand = [power(5), power(5)]
    assert len(_check(_team(char("Alpha", 7, 5, 2, 4)), hand).discard) == 1
    found = _check(_team(char("Alpha", 7, 5, 2, 4)), hand, event=event("Saga - Real", text))
    assert found.discard == [] and "OR.events" in found.rules


def _board(reserve_text: str = "") -> dict:
    grid = {"energy": 7, "fighting": 7, "strength": 7, "intellect": 7}
    return {
        "players": {
            "A": {
                "front_line": [{"id": "a1", "name": "Alpha", "grid": grid}],
                "reserve": {"id": "a2", "name": "Delta", "grid": grid, "inherent": reserve_text},
            },
            "B": {"front_line": [{"id": "b1", "name": "Target", "grid": grid}]},
        },
        "turn": "A",
    }


def _reserve_attack(cards: list, reserve_text: str = "") -> dict:
    play = {"type": "attack", "by": "a2", "target": "b1", "cards": cards}
    return resolve(_board(reserve_text), [play], MemoryLookup(), parse_effect).to_json()


@pytest.mark.parametrize("text", PLAYED_FROM_RESERVE[:3])
def test_a_special_that_may_be_played_from_reserve_is_played_by_the_reserve(text):
    def by_reserve(card_text: str) -> dict:
        card = {"special": {"character": "Delta", "name": "Real", "text": card_text}}
        play = {"type": "play", "by": "a2", "cards": [card]}
        return resolve(_board(), [play], MemoryLookup(), parse_effect).to_json()["steps"][0]

    assert by_reserve(text)["result"] != "illegal", by_reserve(text)
    refused = by_reserve(text.rsplit(" May be played", 1)[0])
    assert refused["result"] == "illegal" and "OR.reserve" in refused["rules"]


@pytest.mark.parametrize("text", ATTACK_FROM_RESERVE)
def test_a_reserve_may_attack_with_the_power_cards_its_ability_names(text):
    icon = re.search(r"with (\w+) Power", text).group(1).lower()
    icon = "fighting" if icon == "power" else icon
    other = next(t for t in ("energy", "fighting", "strength") if t != icon)
    ok = _reserve_attack([{"power": icon, "value": 5}], text)["steps"][0]
    assert ok["result"] == "attack", ok
    assert _reserve_attack([{"power": icon, "value": 5}])["steps"][0]["result"] == ("illegal")
    if "Power cards while" in text and not re.search(r"with Power cards", text):
        barred = _reserve_attack([{"power": other, "value": 5}], text)["steps"][0]
        assert barred["result"] == "illegal" and "OR.reserve" in barred["rules"]
