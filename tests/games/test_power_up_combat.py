"""Power Up! combat engine: the rulebook's examples and every combat keyword.

Each test's docstring starts with the rule id it checks (counted by
``test_power_up_rules.py``).
"""

from __future__ import annotations

from rules.engine.games.power_up import Fighter, resolve_combat, wounds_for


def hero(id: str, atk: int, df: int, health: int | None = None, **kw) -> Fighter:
    data = {"id": id, "name": kw.pop("name", id.title()), "atk": atk, "def": df}
    data["health"] = df if health is None else health
    return Fighter.from_dict({**data, **kw})


PAIGE = dict(id="paige", atk=4, df=4, name="Super Fast Paige")


def texts(result) -> str:
    return " ".join(s.text for s in result.steps.steps)


def rules_of(result) -> set[str]:
    return {r for s in result.steps.steps for r in s.rules}


# ----------------------------------------------------------------------- the wound rule


def test_meet_and_beat_table():
    """PU.wounds: meet 1, beat 2, short 0."""
    assert [wounds_for(a, 4) for a in (3, 4, 5, 9)] == [0, 1, 2, 2]


def test_example_1_paige_and_brandon_both_take_two():
    """PU.wounds: rulebook example 1, Paige 4/4 against Blazing Brandon 7/3."""
    r = resolve_combat(hero(**PAIGE), hero("brandon", 7, 3, 5))
    assert r.legal and r.wounds["paige"] == 2 and r.wounds["brandon"] == 2
    assert r.attack == 4 and r.defense == 3
    assert "PU.wounds" in rules_of(r)


def test_example_2_dark_mike_blocks_and_takes_one():
    """PU.wounds: rulebook example 2, Paige 4/4 against Dark Mike 3/4 when he blocks."""
    r = resolve_combat(hero(**PAIGE), hero("mike", 3, 4))
    assert r.wounds["mike"] == 1 and r.wounds["paige"] == 0 and r.ko == []


def test_example_2_dark_mike_lets_it_through_to_hq():
    """PU.wounds.hq: rulebook example 2, the attack let through hits the HQ for 1."""
    r = resolve_combat(hero(**PAIGE), None)
    assert r.wounds == {"hq": 1} and r.defense is None
    assert "PU.wounds.hq" in rules_of(r)
    assert r.knelt == ["paige"]


def test_example_3_light_julie_nobody_is_wounded():
    """PU.wounds: rulebook example 3, Paige 4/4 against Light Julie 2/6 negate each other."""
    r = resolve_combat(hero(**PAIGE), hero("julie", 2, 6))
    assert r.wounds["paige"] == 0 and r.wounds["julie"] == 0 and r.wounds["hq"] == 0


def test_example_4_3_against_4_2_follows_the_rule_and_says_so():
    """PU.wounds: the 4/3 against 4/2 example contradicts meet/beat; the rule wins, read aloud."""
    r = resolve_combat(hero("a", 4, 3, 5), hero("d", 4, 2, 5))
    assert r.wounds["a"] == 2 and r.wounds["d"] == 2
    assert "reading:" in texts(r) and "4/3 against 4/2" in texts(r)


def test_no_reading_when_the_case_is_not_open():
    """PU.wounds: a plain meet says no reading."""
    r = resolve_combat(hero("a", 4, 4), hero("d", 4, 4))
    assert r.wounds == {"a": 1, "d": 1, "hq": 0}
    assert "reading:" not in texts(r)


def test_chain_example_brandon_deals_two_not_four():
    """PU.wounds: the chain example's Brandon (Blaze to 7) against Paige at Def 6 deals 2 wounds."""
    brandon = hero("brandon", 4, 3, modifiers=[{"atk": 3}])
    paige = hero(**PAIGE, modifiers=[{"def": 2}], stunned=True, keywords=["Evade"])
    r = resolve_combat(brandon, paige)
    assert r.attack == 7 and r.defense == 6
    assert r.wounds["paige"] == 2 and r.wounds["brandon"] == 0


# ----------------------------------------------------------------------- stats, health, KO


def test_stats_are_kept_between_1_and_10():
    """PU.stats: bonuses above 10 and penalties below 1 are wasted."""
    big = hero("big", 9, 2, 5, modifiers=[{"atk": 3}, {"def": -4}])
    assert big.stat("atk") == 10 and big.stat("def") == 1
    r = resolve_combat(big, hero("d", 1, 10))
    assert r.attack == 10 and r.wounds["d"] == 1
    assert "kept to 1-10" in texts(r)


def test_health_example_1_defense_boost_keeps_health():
    """PU.health: rulebook example 1, Def +1 on Paige leaves her at 4 Health."""
    paige = hero(**PAIGE, modifiers=[{"def": 1}], wounds=2)
    assert paige.stat("def") == 5 and paige.ko_at == 4
    r = resolve_combat(hero("brandon", 7, 3, 9), paige)
    assert r.wounds["paige"] == 2 and r.ko == ["paige"]
    assert "PU.health" in rules_of(r)


def test_health_example_2_jumpsuit_raises_health():
    """PU.health: rulebook example 2, Biomechanical Jumpsuit adds Atk, Def and Health."""
    paige = hero(**PAIGE, modifiers=[{"atk": 1, "def": 1, "health": 1}], wounds=3)
    assert (paige.stat("atk"), paige.stat("def"), paige.ko_at) == (5, 5, 5)
    r = resolve_combat(hero("x", 5, 9, 9), paige)
    assert r.wounds["paige"] == 1 and r.ko == []


def test_ko_when_wounds_reach_health():
    """PU.ko: a character is KO'd when its wounds reach its Health, and does not kneel."""
    r = resolve_combat(hero("a", 6, 3, 2), hero("d", 5, 4, 2))
    assert r.ko == ["a", "d"] and r.knelt == []


def test_a_knocked_out_character_cannot_fight():
    """PU.ko: a character already at its Health in wounds is out of play."""
    r = resolve_combat(hero("a", 6, 3, 2, wounds=2), hero("d", 5, 4))
    assert not r.legal and "KO'd" in r.reasons[0] and r.wounds == {}


# ----------------------------------------------------------------------- attacking, defending


def test_attacker_and_defender_kneel():
    """PU.defend: the defender kneels, and so does the attacker (PU.attack)."""
    r = resolve_combat(hero("a", 1, 9), hero("d", 1, 9))
    assert r.knelt == ["a", "d"]
    assert {"PU.attack", "PU.defend"} <= rules_of(r)


def test_knelt_attacker_may_not_attack():
    """PU.attack: a Knelt character cannot attack."""
    r = resolve_combat(hero("a", 5, 5, knelt=True), None)
    assert not r.legal and "Knelt" in r.reasons[0] and r.attack is None


def test_second_attack_without_speedster_is_illegal():
    """PU.attack: one attack per round."""
    r = resolve_combat(hero("a", 5, 5, attacks_made=1), None)
    assert not r.legal and "once" in r.reasons[0]


def test_knelt_defender_still_fights():
    """PU.defend: a knelt defender must fight back; it deals its wounds."""
    r = resolve_combat(hero("a", 5, 4, 9), hero("d", 5, 4, 9, knelt=True))
    assert r.wounds == {"a": 2, "d": 2, "hq": 0} and "d" in r.knelt


# ----------------------------------------------------------------------- keywords


def test_resolve_stays_standing():
    """PU.keyword.resolve: no kneeling when attacking or defending."""
    r = resolve_combat(hero("a", 3, 9, keywords=["Resolve"]), hero("d", 3, 9, keywords=["resolve"]))
    assert r.knelt == []
    assert "PU.keyword.resolve" in rules_of(r)


def test_resolve_still_attacks_once():
    """PU.keyword.resolve: standing after an attack does not allow a second one."""
    r = resolve_combat(hero("a", 3, 9, keywords=["Resolve"], attacks_made=1), None)
    assert not r.legal and "PU.keyword.resolve" in rules_of(r)


def test_strike_first_knocks_out_before_the_strike_back():
    """PU.keyword.strike-first: a KO'd enemy deals no wounds."""
    r = resolve_combat(hero("a", 6, 3, 2, keywords=["Strike First"]), hero("d", 9, 4, 2))
    assert r.ko == ["d"] and r.wounds["a"] == 0


def test_strike_first_survivor_strikes_back():
    """PU.keyword.strike-first: an enemy that survives deals its wounds normally."""
    r = resolve_combat(hero("a", 4, 3, 2, keywords=["strike-first"]), hero("d", 9, 4, 5))
    assert r.wounds == {"a": 2, "d": 1, "hq": 0} and r.ko == ["a"]


def test_defender_strikes_first_and_the_attack_never_lands():
    """PU.keyword.strike-first: a defender with Strike First can KO the attacker first."""
    r = resolve_combat(hero("a", 9, 3, 2), hero("d", 5, 4, 4, keywords=["Strike First"]))
    assert r.ko == ["a"] and r.wounds["d"] == 0


def test_both_strike_first_is_simultaneous_and_read_aloud():
    """PU.keyword.strike-first: two Strike First sides hit at once (a reading)."""
    kw = {"keywords": ["Strike First"]}
    r = resolve_combat(hero("a", 9, 3, 2, **kw), hero("d", 9, 3, 2, **kw))
    assert r.ko == ["a", "d"] and "reading:" in texts(r)


def test_stunned_attacker_cannot_attack():
    """PU.keyword.stun: a Stunned character cannot attack."""
    r = resolve_combat(hero("a", 5, 5, stunned=True), hero("d", 1, 1))
    assert not r.legal and "Stunned" in r.reasons[0]


def test_stunned_target_takes_the_attack_and_strikes_nobody():
    """PU.keyword.stun: a Stunned target cannot defend: it deals no wounds (a reading)."""
    r = resolve_combat(hero("a", 4, 2, 9), hero("d", 9, 4, 9, stunned=True))
    assert r.wounds == {"a": 0, "d": 1, "hq": 0} and "reading:" in texts(r)


def test_stun_keyword_stuns_the_opponent_unless_immune():
    """PU.keyword.stun: the Stun keyword stuns the character fought; Stun Immunity ignores it."""
    r = resolve_combat(hero("a", 1, 9, keywords=["Stun"]), hero("d", 1, 9))
    assert r.stunned == ["d"]
    immune = resolve_combat(
        hero("a", 1, 9, keywords=["Stun"]), hero("d", 1, 9, keywords=["Stun Immunity"])
    )
    assert immune.stunned == []


def test_speedster_second_attack_with_minus_one():
    """PU.keyword.speedster: a second attack is allowed, at Atk -1, although Knelt."""
    r = resolve_combat(
        hero("s", 4, 4, keywords=["Speedster"], knelt=True, attacks_made=1), hero("d", 1, 4)
    )
    assert r.legal and r.attack == 3 and r.wounds["d"] == 0
    assert "PU.keyword.speedster" in rules_of(r)


def test_speedster_first_of_two_attacks_also_minus_one():
    """PU.keyword.speedster: choosing two attacks costs 1 Atk on the first one too."""
    r = resolve_combat(hero("s", 4, 4, keywords=["Speedster"], double_attack=True), hero("d", 1, 4))
    assert r.attack == 3


def test_speedster_third_attack_is_illegal():
    """PU.keyword.speedster: two attacks at most."""
    r = resolve_combat(hero("s", 4, 4, keywords=["Speedster"], knelt=True, attacks_made=2), None)
    assert not r.legal


def test_immortal_is_not_knocked_out():
    """PU.keyword.immortal: wounds past Health do not KO before the round ends."""
    r = resolve_combat(hero("a", 9, 1, 1), hero("d", 9, 1, 1, keywords=["Immortal"]))
    assert r.ko == ["a"] and r.wounds["d"] == 2
    assert "PU.keyword.immortal" in rules_of(r)


def test_immortal_with_wounds_may_still_fight():
    """PU.keyword.immortal: an Immortal character past its Health stays in play."""
    r = resolve_combat(hero("a", 3, 3, 2, wounds=3, keywords=["Immortal"]), None)
    assert r.legal


def test_unblockable_goes_to_hq():
    """PU.keyword.unblockable: a named defender cannot block; 1 wound to the HQ (a reading)."""
    r = resolve_combat(hero("a", 9, 9, keywords=["Unblockable"]), hero("d", 9, 9))
    assert r.wounds == {"hq": 1} and "reading:" in texts(r)


def test_evade_negates_the_wounds():
    """PU.keyword.evade: the evading character takes no wounds and still strikes back."""
    r = resolve_combat(hero("a", 9, 4, 9), hero("d", 4, 4, 4, keywords=["Evade"]))
    assert r.wounds == {"a": 1, "d": 0, "hq": 0}


def test_unavoidable_beats_evade():
    """PU.keyword.unavoidable: an Unavoidable attack cannot be evaded."""
    r = resolve_combat(
        hero("a", 9, 4, 9, keywords=["Unavoidable"]), hero("d", 4, 4, 2, keywords=["Evade"])
    )
    assert r.wounds["d"] == 2 and r.ko == ["d"]


def test_stunned_cannot_evade():
    """PU.keyword.evade: a Stunned character uses no Evade."""
    r = resolve_combat(hero("a", 4, 4), hero("d", 4, 4, keywords=["Evade"], stunned=True))
    assert r.wounds["d"] == 1 and "cannot Evade" in texts(r)


# ----------------------------------------------------------------------- Team-Up


def _team(primary_rarity=2, partner_rarity=1, target_rarity=3, partner_faction="Chrono"):
    primary = hero("p", 4, 3, 3, rarity=primary_rarity, faction="Chrono")
    partner = hero("q", 3, 2, 2, rarity=partner_rarity, faction=partner_faction)
    target = hero("t", 5, 6, 6, rarity=target_rarity, name="Marvelous Red")
    return primary, target, partner


def test_team_up_example_4_star_primary_against_3_star_is_illegal():
    """PU.team-up: rulebook example, Chronis (4*) cannot team up against Marvelous Red (3*)."""
    r = resolve_combat(*_team(primary_rarity=4))
    assert not r.legal and "lower rarity" in r.reasons[0] and r.wounds == {}


def test_team_up_example_2_and_1_star_against_3_star_is_legal():
    """PU.team-up: rulebook example, a 2* Primary Hero and a 1* partner may challenge a 3*."""
    r = resolve_combat(*_team())
    assert r.legal


def test_team_up_needs_one_faction():
    """PU.team-up: both heroes share a faction."""
    r = resolve_combat(*_team(partner_faction="Other"))
    assert not r.legal and "faction" in r.reasons[0]


def test_team_up_combined_attack_and_strike_back_at_each():
    """PU.team-up.strike: the Atk values add up; the target strikes each hero (a reading)."""
    r = resolve_combat(*_team())
    assert r.attack == 7 and r.defense == 6
    assert r.wounds == {"p": 2, "q": 2, "t": 2, "hq": 0}
    assert r.ko == ["q"] and set(r.knelt) == {"p", "t"}
    assert "reading:" in texts(r)


def test_team_up_sum_may_pass_ten():
    """PU.team-up.strike: each Atk is kept to 10 but the sum is not."""
    primary, target, partner = _team()
    primary = hero("p", 9, 3, 3, rarity=2, faction="Chrono", modifiers=[{"atk": 5}])
    r = resolve_combat(primary, target, partner)
    assert r.attack == 13
