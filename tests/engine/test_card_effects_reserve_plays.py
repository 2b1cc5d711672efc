"""One reader for playing cards from the reserve (``reserve_plays``): the character's own
ability ("May play "Dynamite Delivery" from Reserve", characters of the ten sets), and an
effect in play for a team's reserve with its code ("Reserve hero can play specials from
reserve this battle.", an event of the ten sets), asked by the resolver's attacks, the
attack's own text (combine: left in play) and the discard phase (OR.reserve, OR.code-rule,
OR.code-rule.not-given, OR.discard.placed). Real texts, found by their wording."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.cards import MemoryLookup
from rules.engine.discard import check_discard
from rules.engine.resolve import resolve
from rules.engine.who_codes import NOT_GIVEN
from tests.deck.builders import char, event, special
from tests.deck.test_discard import situation, team
from tests.engine.real_texts import texts

GRID = {"energy": 8, "fighting": 8, "strength": 8, "intellect": 8}
RESERVE_HERO = texts(r"^Reserve hero can play specials from reserve this battle", "event")
#: A level 7 Fighting attack a special of the ten sets prints on its own.
ATTACK = texts(r"^Acts as a level 7 Fighting attack\.$", "special")[:1]


def _answer(codes: dict, rule: bool | None = True, text: str | None = None) -> dict:
    """Rex, player B's reserve, plays a special of his (an attack on Ace) with the event in
    play (``text``; the first real one by default)."""
    event_card = {"event": {"name": "Delivery", "text": text or RESERVE_HERO[0]}}
    rex = {
        "id": "b3",
        "name": "Rex",
        "grid": GRID,
        **({"code": codes["b3"]} if "b3" in codes else {}),
    }
    state = {
        "players": {
            "A": {"front_line": [{"id": "a1", "name": "Ace", "grid": GRID, "code": "villain"}]},
            "B": {
                "front_line": [{"id": "b1", "name": "Bolt", "grid": GRID, "code": "hero"}],
                "reserve": rex,
            },
        },
        "turn": "B",
        "in_play": [{"card": event_card, "player": "A"}] if text != "" else [],
        **({"code_rule": rule} if rule is not None else {}),
    }
    card = {"special": {"character": "Rex", "name": "Blast", "text": ATTACK[0]}}
    play = {"type": "attack", "by": "b3", "target": "a1", "cards": [card]}
    return resolve(state, [play], MemoryLookup(), parse_effect).to_json()


def test_the_ten_sets_print_the_wordings():
    assert RESERVE_HERO and ATTACK


def test_the_reserve_hero_plays_a_special_while_the_event_is_in_play():
    step = _answer({"b3": "hero"})["steps"][0]
    assert step["result"] == "attack", step
    assert {"OR.reserve", "OR.code-rule"} <= set(step["rules"])
    assert "Delivery in play lets the reserve play them" in step["text"]
    # without the event the reserve plays no card
    assert _answer({"b3": "hero"}, text="")["steps"][0]["result"] == "illegal"


def test_under_the_code_rule_a_reserve_villain_may_not():
    step = _answer({"b3": "villain"})["steps"][0]
    assert step["result"] == "illegal" and "Rex is not a hero" in step["text"]
    assert _answer({"b3": "villain"}, rule=False)["steps"][0]["result"] == "attack"
    # a reserve of no code given is not taken for a hero (OR.code-rule.not-given)
    unknown = _answer({})["steps"][0]
    assert unknown["result"] == "illegal" and NOT_GIVEN in unknown["rules"]
    assert "no hero/villain code for Rex" in unknown["text"]


@pytest.mark.parametrize("text", RESERVE_HERO)
def test_the_permission_is_an_effect_left_in_play_and_applied(text):
    clauses = parse_effect(text).to_json()["clauses"]
    assert not reach.not_applied(clauses)
    assert not reach.not_applied(clauses, "discard")


def _discard(reserve_alignment: str, code_rule: bool, with_event: bool = True):
    """Delta, the reserve, holds a special of his placed in an earlier battle and a copy in
    hand: placed cards on the reserve count as hand only if it may play them this battle."""
    delta = char("Delta", 6, 6, 3, 2, alignment=reserve_alignment)
    calm = special("Delta", "Inner Calm")
    ev = event("Saga - Delivery", text=RESERVE_HERO[0]) if with_event else None
    members = team(reserve_card=delta)
    return check_discard(
        situation([calm], placed={"d": [calm]}, members=members, event=ev, code_rule=code_rule)
    )


def test_the_discard_phase_counts_the_reserve_heros_placed_special_as_hand():
    r = _discard("Hero", True)
    assert [(d.source, d.rule) for d in r.discard] == [("hand", "OR.discard.special")]
    # a reserve villain under the code rule may not play it: it is not part of the hand, and
    # the copy in hand is unusable (only the reserve could use it), not a duplicate
    assert [d.rule for d in _discard("Villain", True).discard] == ["OR.reserve"]
    assert [d.rule for d in _discard("Villain", False).discard] == ["OR.discard.special"]
    assert [d.rule for d in _discard("Hero", True, with_event=False).discard] == ["OR.reserve"]


def test_a_characters_own_ability_names_the_cards_it_plays_from_reserve():
    (text,) = texts(r'^May play "Dynamite Delivery" from Reserve', "character")[:1]
    sage = char("Delta", 6, 6, 3, 2, inherent=text)
    members = team(reserve_card=sage)
    named = special("Delta", "Dynamite Delivery")
    r = check_discard(situation([named], placed={"d": [named]}, members=members))
    assert [(d.source, d.rule) for d in r.discard] == [("hand", "OR.discard.special")]
    other = special("Delta", "Inner Calm")
    r = check_discard(situation([other], placed={"d": [other]}, members=members))
    assert [d.rule for d in r.discard] == ["OR.reserve"]
