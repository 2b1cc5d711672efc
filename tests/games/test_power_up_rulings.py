"""Power Up! chain, win conditions and deck legality (pure engine).

Each test's docstring starts with the rule id it checks.
"""

from __future__ import annotations

import pytest

from rules.engine.games.power_up import (
    ChainEffect,
    DeckCard,
    PlayerStanding,
    check_deck,
    decide_winner,
    resolve_chain,
)

# ----------------------------------------------------------------------- the Power Chain


def test_chain_example_2_instant_chain_first():
    """PU.chain.instant: the rulebook's example resolves Whispershield, Frag Grenade, Evade, Blaze."""
    played = [
        ChainEffect("blaze", "1"),
        ChainEffect("evade", "2"),
        ChainEffect("frag-grenade", "1", instant=True),
        ChainEffect("whispershield", "2", instant=True),
    ]
    result = resolve_chain(played)
    assert result.order == ["whispershield", "frag-grenade", "evade", "blaze"]
    assert "PU.chain.instant" in result.steps.steps[0].rules


def test_chain_example_1_last_played_first():
    """PU.chain: the effect played last resolves first."""
    result = resolve_chain([ChainEffect("attack", "1"), ChainEffect("astra", "2")])
    assert result.order == ["astra", "attack"]
    assert "reading:" in result.steps.steps[0].text


def test_instant_played_early_still_resolves_before_normal():
    """PU.chain.instant: an Instant effect resolves before every normal effect."""
    played = [ChainEffect("i1", "1", True), ChainEffect("n1", "2"), ChainEffect("n2", "1")]
    assert resolve_chain(played).order == ["i1", "n2", "n1"]


def test_empty_chain():
    """PU.chain: nothing played, nothing resolves."""
    assert resolve_chain([]).order == []


# ----------------------------------------------------------------------- win conditions


def standings(one: dict, two: dict) -> dict[str, PlayerStanding]:
    return {"1": PlayerStanding(**one), "2": PlayerStanding(**two)}


def test_capture_hq():
    """PU.win.hq: an HQ at 0 loses."""
    r = decide_winner("hq", standings({"hq": 0}, {"hq": 3}))
    assert (r.winner, r.decided_by) == ("2", "hq")


def test_capture_hq_not_over():
    """PU.win.hq: no HQ at 0, no winner yet."""
    r = decide_winner("hq", standings({"hq": 1}, {"hq": 3}))
    assert (r.winner, r.decided_by) == (None, "not_over")


def test_both_hqs_fall_is_a_draw_read_aloud():
    """PU.win.hq: both HQs at 0 together is a draw (a reading)."""
    r = decide_winner("hq", standings({"hq": 0}, {"hq": -1}))
    assert (r.winner, r.decided_by) == (None, "draw")
    assert "reading:" in r.steps.steps[-1].text


def test_no_more_cards_higher_hq_wins():
    """PU.win.no-more-cards: the higher HQ wins when a Power Deck runs out."""
    r = decide_winner("no_more_power_cards", standings({"hq": 2, "ran_out_first": True}, {"hq": 1}))
    assert (r.winner, r.decided_by) == ("1", "hq")
    assert "PU.win.no-more-cards" in r.steps.steps[0].rules


def test_tie_break_stars():
    """PU.win.tie-break: equal HQs, the higher deployed star total wins."""
    r = decide_winner(
        "no_more_power_cards",
        standings(
            {"hq": 3, "deployed_stars": 9}, {"hq": 3, "deployed_stars": 7, "ran_out_first": True}
        ),
    )
    assert (r.winner, r.decided_by) == ("1", "stars")


def test_tie_break_ran_out_first_loses():
    """PU.win.tie-break: equal HQs and stars, whoever ran out first loses."""
    r = decide_winner(
        "no_more_power_cards",
        standings(
            {"hq": 3, "deployed_stars": 9, "ran_out_first": True}, {"hq": 3, "deployed_stars": 9}
        ),
    )
    assert (r.winner, r.decided_by) == ("2", "ran_out_first")


@pytest.mark.parametrize("ran_out", [(False, False), (True, True)])
def test_tie_break_with_nobody_to_blame_is_a_draw(ran_out):
    """PU.win.tie-break: the last test names nobody: a draw (a reading)."""
    one = {"hq": 3, "deployed_stars": 9, "ran_out_first": ran_out[0]}
    two = {"hq": 3, "deployed_stars": 9, "ran_out_first": ran_out[1]}
    r = decide_winner("no_more_power_cards", standings(one, two))
    assert (r.winner, r.decided_by) == (None, "draw") and "reading:" in r.steps.steps[-1].text


def test_round_10_uses_the_tie_breaks():
    """PU.win.round-10: after round 10 the higher HQ wins."""
    r = decide_winner("round_10", standings({"hq": 4}, {"hq": 6}))
    assert (r.winner, r.decided_by) == ("2", "hq")
    assert "PU.win.round-10" in r.steps.steps[0].rules


def test_no_more_heroes_loses():
    """PU.win.no-more-heroes: no hero left to deploy loses."""
    r = decide_winner(
        "no_more_heroes", standings({"hq": 1, "heroes_left": 0}, {"hq": 1, "heroes_left": 3})
    )
    assert (r.winner, r.decided_by) == ("2", "no_more_heroes")
    both = decide_winner(
        "no_more_heroes", standings({"hq": 1, "heroes_left": 0}, {"hq": 1, "heroes_left": 0})
    )
    assert both.winner is None and both.decided_by == "draw"
    none = decide_winner("no_more_heroes", standings({"hq": 1}, {"hq": 1}))
    assert none.decided_by == "not_over"


# ----------------------------------------------------------------------- deck legality


def heroes(per_rarity: int = 4, **flags) -> list[DeckCard]:
    return [DeckCard(f"Hero {r}", per_rarity, rarity=r, **flags) for r in range(1, 6)]


def powers(*counts: int) -> list[DeckCard]:
    return [DeckCard(f"Card {n}", c, kind="power") for n, c in enumerate(counts)]


LEGAL_POWERS = (3, 3, 3, 3, 3, 3, 2)


def rules_broken(result) -> list[str]:
    return [v["rule"] for v in result.violations]


def test_legal_deck():
    """PU.deck.size: 20 heroes, four of each rarity, and 20 power cards is legal."""
    r = check_deck(heroes(), powers(*LEGAL_POWERS))
    assert r.legal and r.counts["heroes"] == 20 and r.counts["powers"] == 20


def test_deck_sizes():
    """PU.deck.size: each deck holds exactly 20."""
    r = check_deck(heroes(), powers(3, 3, 3))
    assert rules_broken(r) == ["PU.deck.size"]


def test_four_of_each_rarity():
    """PU.deck.rarity: 5 one-star heroes and 3 two-star heroes break the rarity rule."""
    hs = [DeckCard("A", 5, rarity=1), DeckCard("B", 3, rarity=2)] + heroes()[2:]
    r = check_deck(hs, powers(*LEGAL_POWERS))
    assert rules_broken(r) == ["PU.deck.rarity", "PU.deck.rarity"]


def test_power_card_copies():
    """PU.deck.copies: four copies of a power card are one too many."""
    r = check_deck(heroes(), powers(4, 3, 3, 3, 3, 3, 1))
    assert rules_broken(r) == ["PU.deck.copies"]


def test_copies_are_counted_by_name():
    """PU.deck.copies: two lines of the same card add up (a reading)."""
    ps = powers(*LEGAL_POWERS[:-1]) + [DeckCard("card 0", 2, kind="battle")]
    r = check_deck(heroes(), ps)
    assert rules_broken(r) == ["PU.deck.copies"]


def test_unique_hero_appears_once():
    """PU.deck.unique: a Unique hero twice is illegal."""
    hs = heroes()[:4] + [
        DeckCard("Chronis", 2, rarity=5, unique=True),
        DeckCard("Other", 2, rarity=5),
    ]
    r = check_deck(hs, powers(*LEGAL_POWERS))
    assert rules_broken(r) == ["PU.deck.unique"] and r.violations[0]["cards"] == ["Chronis"]


def test_limited_power_card():
    """PU.deck.limited: Limited (2) with three copies is illegal; its number replaces the cap."""
    ps = [DeckCard("Energy Orb", 3, kind="power", limited=2)] + powers(3, 3, 3, 3, 3, 2)
    assert rules_broken(check_deck(heroes(), ps)) == ["PU.deck.limited"]
    ps = [DeckCard("Energy Orb", 5, kind="power", limited=5)] + powers(3, 3, 3, 3, 3)
    assert check_deck(heroes(), ps).legal


def test_limited_hero():
    """PU.deck.limited: the Hero Deck follows Limited too."""
    hs = heroes()[:4] + [DeckCard("L", 3, rarity=5, limited=2), DeckCard("M", 1, rarity=5)]
    assert rules_broken(check_deck(hs, powers(*LEGAL_POWERS))) == ["PU.deck.limited"]


def test_limited_example_energy_orb_limited_3():
    """PU.deck.limited: the rulebook's example, Energy Orb is Limited (3): three fit, four do not."""
    three = [DeckCard("Energy Orb", 3, kind="power", limited=3)] + powers(3, 3, 3, 3, 3, 2)
    assert check_deck(heroes(), three).legal
    four = [DeckCard("Energy Orb", 4, kind="power", limited=3)] + powers(3, 3, 3, 3, 3, 1)
    assert rules_broken(check_deck(heroes(), four)) == ["PU.deck.limited"]
