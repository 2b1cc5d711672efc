"""Effective priority (MR.17): events > inherent > specials > aspects > tactics > universe > power."""

from __future__ import annotations

import itertools

import pytest

from rules.engine.priority import PRIORITY, Effect, PriorityInputError, kind_of, resolve_priority


def ids(result):
    return [r.effect.id for r in result.order]


@pytest.mark.parametrize(("high", "low"), list(itertools.combinations(PRIORITY, 2)))
def test_higher_kind_wins_whichever_is_played_last(high, low):
    first = resolve_priority([Effect("hi", high), Effect("lo", low)])
    second = resolve_priority([Effect("lo", low), Effect("hi", high)])
    assert first.winner == second.winner == "hi"


def test_full_order():
    effects = [Effect(k, k) for k in reversed(PRIORITY)]  # power played first, event last
    assert ids(resolve_priority(effects)) == list(PRIORITY)


@pytest.mark.parametrize("kind", PRIORITY)
def test_equal_priority_goes_to_the_last_played(kind):
    result = resolve_priority(
        [Effect("first", kind), Effect("second", kind), Effect("third", kind)]
    )
    assert ids(result) == ["third", "second", "first"]
    assert "played last wins" in result.messages[1]


def test_mixed_ties_and_ranks():
    result = resolve_priority(
        [
            Effect("s1", "special"),
            Effect("p1", "power"),
            Effect("a1", "aspect"),
            Effect("s2", "special"),
            Effect("e1", "event"),
        ]
    )
    assert ids(result) == ["e1", "s2", "s1", "a1", "p1"]
    assert result.rules == ("MR.17",)


def test_acts_as_takes_the_higher_kind():
    # A power card that acts as a special (MR.1) ties with a special and was played later.
    result = resolve_priority(
        [Effect("sp", "special"), Effect("pw", "power", acts_as=("special",))]
    )
    assert result.winner == "pw"
    assert "MR.1" in result.rules


@pytest.mark.parametrize(
    ("alias", "kind"),
    [
        ("activator", "special"),
        ("any_hero", "special"),
        ("artifact", "tactic"),
        ("doubleshot", "tactic"),
        ("teamwork", "universe"),
        ("training", "universe"),
        ("ally", "universe"),
        ("multipower", "power"),
        ("any_power", "power"),
        ("Inherent Ability", "inherent"),
    ],
)
def test_card_types_rank_as_their_kind(alias, kind):
    assert kind_of(alias) == kind


def test_activator_is_the_special_it_fetches():
    result = resolve_priority([Effect("asp", "aspect"), Effect("act", "activator")])
    assert result.winner == "act"
    assert "MR.16.icons" in result.rules


def test_messages_read_aloud():
    result = resolve_priority([Effect("inh", "inherent"), Effect("sp", "special")])
    assert result.messages[0].startswith("inh wins")
    assert "inherent ability outranks a special" in result.messages[1]


def test_bad_input():
    with pytest.raises(PriorityInputError) as err:
        resolve_priority([Effect("x", "special")])
    assert err.value.path == "effects"
    with pytest.raises(PriorityInputError) as err:
        resolve_priority([Effect("x", "special"), Effect("x", "power")])
    assert err.value.path == "effects.1.id"
    with pytest.raises(PriorityInputError) as err:
        resolve_priority([Effect("x", "special"), Effect("y", "mission")])
    assert err.value.path == "effects.1.type"
