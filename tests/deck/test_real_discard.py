"""The discard phase on real cards (``../shared/data/overpower-cards/`` through the catalogue's
importer): the rulebook's examples and every duplicate rule with printed cards."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.discard import (
    DEAD_PILE,
    DEFEATED,
    POWER_PACK,
    DiscardSituation,
    Held,
    Member,
    check_discard,
)
from tests.deck.builders import pick


@pytest.fixture(scope="module")
def cards(real_cards):
    return real_cards


@pytest.fixture(scope="module")
def ps(cards):
    """Banshee, Black Cat, Blob on the front line, Daredevil in reserve (3-rank versions)."""
    names = ("Banshee", "Black Cat", "Blob", "Daredevil")
    chars = [pick(cards, n, kind="character", rank=3) for n in names]
    return chars


def situation(team, hand=(), placed=None, ko=(), **kw) -> DiscardSituation:
    ids = ["a", "b", "c", "d"]
    members = [Member(i, c, reserve=i == "d", ko=i in ko) for i, c in zip(ids, team, strict=False)]
    held = [h if isinstance(h, Held) else Held(h) for h in hand]
    placed_held = []
    for holder, items in (placed or {}).items():
        for item in items:
            h = item if isinstance(item, Held) else Held(item)
            h.holder = holder
            placed_held.append(h)
    kw.setdefault("parse", parse_effect)
    return DiscardSituation(members=members, hand=held, placed=placed_held, **kw)


def test_real_nerve_pinch_and_taxi_cab_are_duplicates(cards, ps):
    nerve, taxi = pick(cards, "Nerve Pinch"), pick(cards, "Taxi Cab")
    r = check_discard(situation(ps, [nerve, taxi]))
    assert r.discard == []
    (choice,) = r.choices
    assert sorted(choice.among) == ["Nerve Pinch", "Taxi Cab"]
    assert (choice.rule, choice.pile, choice.pile_rule) == (
        "OR.discard.universe-basic",
        POWER_PACK,
        "MR.2",
    )


def test_real_basic_universe_of_another_bonus_is_not_a_duplicate(cards, ps):
    r = check_discard(situation(ps, [pick(cards, "Nerve Pinch"), pick(cards, "Tree")]))
    assert r.choices == [] and r.discard == []


def test_real_teamwork_duplicates_regardless_of_bonus(cards, ps):
    one = pick(cards, "7 Strength Intellect/Energy +2 +2")
    two = pick(cards, "7 Strength Energy/Fighting +2 +2")
    follow = pick(cards, "5 Fighting")
    r = check_discard(situation(ps, [one, two, follow]))
    (choice,) = r.choices
    assert sorted(choice.among) == sorted([one.name, two.name])
    assert (choice.rule, choice.pile) == ("OR.discard.teamwork", DEAD_PILE)


def test_real_ally_duplicates_by_requirement(cards, ps):
    one, two = pick(cards, "Chief Authier"), pick(cards, 'Amos "Fred" Duncan')
    special = pick(cards, "Blob - Heavy Hitter")
    r = check_discard(situation(ps, [one, two, special]))
    (choice,) = r.choices
    assert (choice.rule, choice.pile) == ("OR.discard.ally", DEAD_PILE)


def test_real_training_duplicates(cards, ps):
    three = pick(cards, "5 Fighting Energy +3")
    four = pick(cards, "5 Fighting Energy +4")
    r = check_discard(situation(ps, [three, three, four]))
    assert [(d.card, d.rule, d.pile) for d in r.discard] == [
        ("5 Fighting Energy +3", "OR.discard.training", POWER_PACK)
    ]
    assert r.choices == []


def test_real_special_duplicates_and_same_code_for_two_characters(cards, ps):
    alert = pick(cards, "Daredevil - Alertness")
    glide = pick(cards, "Banshee - Sonic Glide")
    r = check_discard(situation(ps, [alert, glide, glide]))
    assert [(d.card, d.rule, d.pile) for d in r.discard] == [
        ("Banshee - Sonic Glide", "OR.discard.special", DEAD_PILE)
    ]
    assert "Daredevil - Alertness" in [k.card for k in r.keep]


def test_real_events_beyond_one(cards, ps):
    evs = [c for c in cards if c.kind == "event" and c.mission_set == "Into the Depths"][:3]
    r = check_discard(situation(ps, evs[1:], event=evs[0]))
    assert [(d.rule, d.pile) for d in r.discard] == [("OR.discard.event", DEFEATED)] * 2
    r = check_discard(situation(ps, evs[:1]))
    assert r.discard == [] and [k.rule for k in r.keep] == ["OR.events"]


def test_real_event_that_cancels_duplicate_discards(cards, ps):
    played = pick(cards, "Eye of the Storm - Justice League Case Files #061906.10")
    r = check_discard(
        situation(ps, [pick(cards, "5 Fighting"), pick(cards, "5 Energy")], event=played)
    )
    assert r.discard == [] and r.choices == []
    other = pick(cards, "Infestation Incident - Here Comes the Cavalry!")
    r = check_discard(
        situation(ps, [pick(cards, "5 Fighting"), pick(cards, "5 Energy")], event=other)
    )
    assert len(r.choices) == 1


def test_real_ko_makes_specials_and_values_unusable(cards, ps):
    hand = [
        pick(cards, "Black Cat - Nine Lives"),
        pick(cards, "7 Fighting"),
        pick(cards, "4 Fighting"),
    ]
    r = check_discard(situation(ps, hand, ko=("b", "d")))  # Black Cat and Daredevil KO'd
    got = sorted((d.card, d.rule, d.pile) for d in r.discard)
    assert got == [
        ("7 Fighting", "OR.discard.unusable", DEAD_PILE),
        ("Black Cat - Nine Lives", "OR.discard.unusable", DEAD_PILE),
    ]
    assert [k.card for k in r.keep] == ["4 Fighting"]


def test_real_reserve_inherent_counts_its_placed_card(cards):
    """Hawkeye may play "Dynamite Delivery" from reserve, so that placed card counts as hand."""
    cyclops = next(
        c for c in cards if c.name == "Hawkeye" and "Dynamite Delivery" in (c.inherent or "")
    )
    leader = pick(cards, "Hawkeye - Dynamite Delivery")
    team = [pick(cards, n, kind="character", rank=3) for n in ("Banshee", "Black Cat", "Blob")]
    r = check_discard(situation([*team, cyclops], [leader], placed={"d": [leader]}))
    assert [(d.source, d.rule) for d in r.discard] == [("hand", "OR.discard.special")]
    plain = pick(cards, "Daredevil", kind="character", rank=3)
    seven = pick(cards, "7 Fighting")
    r = check_discard(situation([*team, plain], [seven], placed={"d": [seven]}))
    assert r.discard == [] and r.choices == []


def test_real_inherent_allows_duplicate_specials(cards):
    iceman = next(c for c in cards if c.name == "Iceman" and "Snow Blind" in (c.inherent or ""))
    team = [
        iceman,
        *(pick(cards, n, kind="character", rank=3) for n in ("Banshee", "Blob", "Daredevil")),
    ]
    blind = pick(cards, "Iceman - Snow Blind")
    r = check_discard(situation(team, [blind, blind]))
    assert r.discard == [] and r.choices == []


def test_real_aspect_duplicates(cards):
    team = [
        pick(cards, "Sunfire", kind="character"),
        pick(cards, "Thunderbird", kind="character"),
        pick(cards, "Angel: The Fallen", kind="character"),
        pick(cards, "Wolverine", kind="character", rank=4),
    ]
    krakoa = pick(cards, "Krakoa", kind="location")
    island = pick(cards, "Krakoa - The Living Island")
    r = check_discard(situation(team, [island, island], home_base=krakoa))
    assert [(d.rule, d.pile) for d in r.discard] == [("OR.discard.aspect", DEAD_PILE)]


def test_real_activators_by_name(cards, ps):
    bar = pick(cards, "Princess Bar", kind="location")
    sabretooth = pick(cards, "Sabretooth", kind="character")
    beneath = [c for c in cards if c.kind == "special" and c.characters == ("Sabretooth",)][:2]
    r = check_discard(
        situation(ps, [sabretooth, sabretooth], battlesite=bar, battlesite_specials=beneath)
    )
    assert [(d.rule, d.pile) for d in r.discard] == [("OR.discard.activator", DEAD_PILE)]
    r = check_discard(situation(ps, [sabretooth], battlesite=bar, battlesite_ko=True))
    assert [d.rule for d in r.discard] == ["OR.discard.activator"]


def test_real_code_rule_on_a_villain_ally(cards):
    heroes = [
        pick(cards, n, kind="character") for n in ("Batman", "Huntress", "Robin", "Nightwing")
    ]
    shiva = pick(cards, "Lady Shiva", kind="universe")
    special = (
        pick(cards, "Batman - Martial Arts Master")
        if any(c.name == "Batman - Martial Arts Master" for c in cards)
        else next(c for c in cards if c.kind == "special" and c.characters == ("Robin",))
    )
    assert check_discard(situation(heroes, [shiva, special])).discard == []
    r = check_discard(situation(heroes, [shiva, special], code_rule=True))
    assert [(d.card, d.rule) for d in r.discard] == [("Lady Shiva", "OR.discard.code")]
