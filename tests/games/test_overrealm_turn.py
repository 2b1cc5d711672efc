"""OverRealm turn engine: the rulebook's examples and each rule of combat and dominance.

Each test's docstring starts with the rule id it checks.
"""

from __future__ import annotations

import pytest

from rules.engine.games.overrealm import CombatCard, Player, play_turn


def side(
    hp: int = 15, damage: int = 0, pressure: int = 0, critical: bool = False, minions=()
) -> Player:
    return Player.from_dict(
        {
            "hero": {"name": "hero", "hp": hp, "damage": damage},
            "pressure": pressure,
            "critical": critical,
            "minions": [
                {"id": m[0], "name": m[0], "hp": m[1], "dom": m[2], **(m[3] if len(m) > 3 else {})}
                for m in minions
            ],
        }
    )


def dom(total: int) -> list[tuple]:
    return [("m", 9, total)] if total else []


def card(kind: str, **kw) -> CombatCard:
    if kind != "counter":
        kw.setdefault("damage", 0)
    return CombatCard(card=kind, **kw)


def turn(
    a: str | CombatCard,
    b: str | CombatCard,
    A: Player | None = None,
    B: Player | None = None,
    strong: str = "A",
):
    cards = {"A": card(a) if isinstance(a, str) else a, "B": card(b) if isinstance(b, str) else b}
    return play_turn(strong, cards, {"A": A or side(), "B": B or side()})


def texts(result) -> str:
    return " ".join(s.text for s in result.steps.steps)


def rules_of(result) -> set[str]:
    return {r for s in result.steps.steps for r in s.rules}


# ----------------------------------------------------------------------- combat


@pytest.mark.parametrize(
    ("a", "b", "winner"),
    [
        ("attack", "power", "A"),
        ("power", "attack", "B"),
        ("power", "counter", "A"),
        ("counter", "power", "B"),
        ("counter", "attack", "A"),
        ("attack", "counter", "B"),
    ],
)
def test_attack_beats_powers_beats_counter_beats_attack(a, b, winner):
    """RLM.combat: the three-way cycle, whatever the turn card."""
    for strong in ("A", "B"):
        assert turn(a, b, strong=strong).combat["winner"] == winner


def test_speed_example_albert_and_becky_both_attack():
    """RLM.combat.speed: rulebook example, Albert has strong attacks, Becky's fast attack wins."""
    r = turn(card("attack", damage=5), card("attack", damage=2), strong="A")
    assert r.combat["winner"] == "B" and "fast" in r.combat["reason"]
    assert r.players["B"].hero.damage == 0 and r.players["A"].hero.damage == 2


def test_both_powers_the_strong_attacks_player_has_fast_powers():
    """RLM.powers: powers work like attacks; the fast power (Strong Attacks' side) wins."""
    r = turn(card("power", damage=3), card("power", damage=6), strong="A")
    assert r.combat["winner"] == "A" and r.players["B"].hero.damage == 3
    assert "RLM.powers" in rules_of(r)


def test_the_turn_card_is_cited():
    """RLM.turn-card: the step says who has strong attacks and fast powers."""
    r = turn("attack", "attack", strong="B")
    assert r.combat["winner"] == "A" and "RLM.turn-card" in rules_of(r)


def test_two_counters_tie():
    """RLM.combat.tie: nothing happens."""
    r = turn("counter", "counter")
    assert r.combat["winner"] is None
    assert r.players["A"].hero.damage == r.players["B"].hero.damage == 0


def test_cindersear_example_excess_damage_to_hero():
    """RLM.attack: rulebook example, 5 damage to a 3 HP minion kills it and 2 go to the hero."""
    strong = card("attack", damage=5, target="m1", excess_to_hero=True)
    r = turn(strong, "power", B=side(minions=[("m1", 3, 2)]))
    assert r.dead == {"A": [], "B": ["m1"]} and r.players["B"].hero.damage == 2
    assert "RLM.minion" in rules_of(r)


def test_quicklash_example_exhausts_a_survivor():
    """RLM.attack: rulebook example, Quicklash's 2 damage exhausts a minion that survives."""
    fast = card("attack", damage=2, target="m1", exhaust_if_survives=True)
    r = turn(fast, "power", B=side(minions=[("m1", 4, 3)]))
    minion = r.players["B"].minions[0]
    assert minion.damage == 2 and minion.exhausted and r.dominance["B"] == 0


def test_a_minion_dies_at_its_hp_without_excess():
    """RLM.minion: damage reaching HP kills; without the card's rule no excess reaches the hero."""
    r = turn(
        card("attack", damage=5, target="m1"),
        "power",
        B=side(minions=[("m1", 3, 2, {"damage": 1})]),
    )
    assert r.dead["B"] == ["m1"] and r.players["B"].hero.damage == 0


def test_counter_deals_two_and_silences():
    """RLM.counter.silence: a silenced minion's dominance counts 0."""
    r = turn(
        card("counter", option="silence", targets=("m1",)),
        card("attack", damage=9),
        B=side(minions=[("m1", 4, 5)]),
    )
    assert r.players["B"].hero.damage == 2 + 0 and r.players["A"].hero.damage == 0
    assert r.players["B"].minions[0].silenced and r.dominance["B"] == 0


def test_counter_two_damage_prevents_the_attack():
    """RLM.counter: the attack deals nothing, the counter 2 to the opposing hero."""
    r = turn("counter", card("attack", damage=9))
    assert r.players["B"].hero.damage == 2 and r.players["A"].hero.damage == 0


def test_counter_exhausts_two():
    """RLM.counter.exhaust: two exhausted minions add nothing to dominance."""
    B = side(minions=[("m1", 4, 3), ("m2", 4, 3), ("m3", 4, 1)])
    r = turn(card("counter", option="exhaust", targets=("m1", "m2")), "attack", B=B)
    assert r.dominance["B"] == 1
    assert [m.exhausted for m in r.players["B"].minions] == [True, True, False]


def test_counter_exhausts_a_lone_minion_and_says_so():
    """RLM.counter.exhaust: one minion to target, one exhausted (a reading)."""
    r = turn(
        card("counter", option="exhaust", targets=("m1",)), "attack", B=side(minions=[("m1", 4, 3)])
    )
    assert r.players["B"].minions[0].exhausted and "reading:" in texts(r)


# ----------------------------------------------------------------------- dominance


def test_dominance_example_a():
    """RLM.dominance.a: rulebook example A, Albert won combat, 7 against 4 deals 3 to Becky."""
    r = turn("attack", "power", A=side(minions=dom(7)), B=side(minions=dom(4)))
    assert r.dominance == {"A": 7, "B": 4, "winner": "A", "damage": 3, "pressure_to": None}
    assert r.players["B"].hero.damage == 3


def test_dominance_example_b_and_its_pressure_damage():
    """RLM.dominance.b: rulebook example B, Albert won combat with 4 against 7: a pressure card, 1 damage."""
    r = turn("attack", "power", A=side(minions=dom(4)), B=side(minions=dom(7)))
    assert r.dominance["winner"] is None and r.dominance["pressure_to"] == "A"
    assert r.players["A"].pressure == 1 and r.players["A"].hero.damage == 1
    assert r.players["B"].hero.damage == 0 and "reading:" in texts(r)


def test_dominance_example_c():
    """RLM.dominance.c: rulebook example C, both counter, 7 against 4 deals 3."""
    r = turn("counter", "counter", A=side(minions=dom(7)), B=side(minions=dom(4)))
    assert r.dominance["winner"] == "A" and r.players["B"].hero.damage == 3
    assert r.dominance["pressure_to"] is None


def test_equal_totals_nobody_wins_dominance():
    """RLM.dominance.equal: equal totals, no damage and no pressure."""
    r = turn("attack", "power", A=side(minions=dom(3)), B=side(minions=dom(3)))
    assert r.dominance["winner"] is None and r.dominance["pressure_to"] is None
    assert r.players["B"].hero.damage == 0


def test_only_ready_unsilenced_minions_count():
    """RLM.dominance: exhausted and silenced minions add nothing."""
    A = side(
        minions=[("a", 3, 2), ("b", 3, 5, {"exhausted": True}), ("c", 3, 4, {"silenced": True})]
    )
    r = turn("counter", "counter", A=A)
    assert r.dominance["A"] == 2


def test_winning_dominance_discards_pressure():
    """RLM.pressure.discard: the winner of dominance discards its pressure cards first."""
    r = turn("attack", "power", A=side(pressure=3, minions=dom(5)), B=side(minions=dom(1)))
    assert r.players["A"].pressure == 0 and r.players["A"].hero.damage == 0


# ----------------------------------------------------------------------- pressure, critical, round


def test_pressure_example_three_cards_three_damage():
    """RLM.pressure: rulebook example, three pressure cards deal three damage."""
    r = turn("counter", "counter", A=side(pressure=3))
    assert r.players["A"].hero.damage == 3 and r.players["A"].pressure == 3


def test_critical_example_three_pressure_at_2_hp():
    """RLM.critical: rulebook example, 3 pressure at 2 HP leaves the hero at 1 HP, critical, no pressure."""
    r = turn("counter", "counter", A=side(hp=15, damage=13, pressure=3))
    hero = r.players["A"].hero
    assert hero.left == 1 and r.players["A"].critical and r.players["A"].pressure == 0
    assert r.round_loser is None


def test_pressure_beyond_zero_is_read_the_same():
    """RLM.pressure: 5 pressure at 2 HP also leaves 1 HP (a reading)."""
    r = turn("counter", "counter", A=side(hp=15, damage=13, pressure=5))
    assert r.players["A"].hero.left == 1 and "reading:" in texts(r)


def test_critical_hero_receives_no_pressure():
    """RLM.critical: a critical hero that loses dominance gets no pressure card."""
    r = turn("attack", "power", A=side(damage=14, minions=dom(1)), B=side(minions=dom(7)))
    assert r.players["A"].pressure == 0 and r.dominance["pressure_to"] is None


def test_critical_hero_that_loses_combat_loses_the_round():
    """RLM.round: a hero in critical condition that loses combat loses the round."""
    r = turn("power", "attack", A=side(damage=14), B=side(minions=dom(5)))
    assert r.round_loser == "A" and r.dominance["A"] is None


def test_hero_brought_to_one_by_combat_does_not_lose_the_round():
    """RLM.critical: critical from this combat's damage, not before it: the round goes on (a reading)."""
    r = turn("power", card("attack", damage=2), A=side(damage=12))
    assert r.round_loser is None and r.players["A"].critical and "reading:" in texts(r)


def test_combat_damage_to_zero_loses_the_round_and_ends_the_turn():
    """RLM.round: damage reaching a hero's HP loses the round; dominance is not played (a reading)."""
    r = turn(
        card("attack", damage=5), "power", B=side(damage=11, pressure=2), A=side(minions=dom(1))
    )
    assert r.round_loser == "B" and r.dominance["winner"] is None and r.players["B"].pressure == 2


def test_dominance_damage_can_lose_the_round():
    """RLM.round: dominance damage reaching the hero's HP loses the round."""
    r = turn("counter", "counter", A=side(minions=dom(9)), B=side(damage=12))
    assert r.round_loser == "B"
