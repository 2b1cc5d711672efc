"""Venture totals, penalty draws and the mission ladder (OR.venture, OR.mission-ladder, ...)."""

from __future__ import annotations

import pytest

from rules import registry
from rules.engine.venture import (
    Hit,
    Missions,
    Modifier,
    PlayerVenture,
    Ventured,
    VentureInputError,
    hit_counts,
    move_missions,
    penalty_draws,
    settle_battle,
    venture_total,
)


def pv(missions=(7, 0, 0), ventured=(1, 0), total=None, hits=None, mods=(), conceded=False):
    return PlayerVenture(
        missions=Missions(*missions),
        ventured=Ventured(*ventured),
        venture_total=total,
        hits=hits,
        modifiers=tuple(mods),
        conceded=conceded,
    )


def piles(m: Missions) -> tuple[int, int, int]:
    return (m.reserve, m.completed, m.defeated)


# ------------------------------------------------------------------ penalty draws


@pytest.mark.parametrize(
    ("ventured", "draws"), [(1, 0), (2, 0), (3, 1), (4, 2), (5, 3), (6, 4), (7, 5)]
)
def test_penalty_draws_for_venturing_more_than_two(ventured, draws):
    assert penalty_draws(ventured) == draws


def test_penalty_draws_go_to_the_opponent():
    result = settle_battle({"A": pv(ventured=(5, 0), total=3), "B": pv(ventured=(2, 0), total=1)})
    assert result.penalty_draws == {"A": 0, "B": 3}
    note = next(n for n in result.notes if "OR.venture.penalty" in n.rules)
    assert note.player == "B" and "may draw 3 cards" in note.text


# ------------------------------------------------------------------ the ladder


@pytest.mark.parametrize(
    ("before", "ventured", "won", "after"),
    [
        # won from Reserve: up to Completed
        ((7, 0, 0), (2, 0), True, (5, 2, 0)),
        # lost from Reserve: down to Defeated
        ((7, 0, 0), (3, 0), False, (4, 0, 3)),
        # lost from Completed: back to Reserve
        ((2, 3, 2), (0, 2), False, (4, 1, 2)),
        # won from Completed: each lifts one Defeated card to Reserve, every two also one to Completed
        ((4, 1, 2), (0, 1), True, (5, 1, 1)),
        ((1, 2, 4), (0, 2), True, (3, 3, 1)),
        ((0, 3, 4), (0, 3), True, (3, 4, 0)),
        ((0, 4, 3), (0, 4), True, (1, 6, 0)),
        # both piles at once
        ((3, 2, 2), (2, 1), True, (2, 4, 1)),
        ((3, 2, 2), (2, 1), False, (2, 1, 4)),
        # the Defeated pile runs short: lifts to Completed first (our reading)
        ((3, 2, 2), (0, 2), True, (4, 3, 0)),
        ((4, 2, 1), (0, 2), True, (4, 3, 0)),
    ],
)
def test_mission_ladder(before, ventured, won, after):
    move = move_missions("A", Missions(*before), Ventured(*ventured), won=won)
    assert piles(move.missions) == after
    assert sum(after) == 7
    assert all("OR.mission-ladder" in n.rules for n in move.notes)


def test_ladder_note_reads_aloud():
    move = move_missions("A", Missions(1, 2, 4), Ventured(0, 2), won=True)
    text = move.notes[0].text
    assert text.startswith("Player A won the venture")
    assert "2 cards ventured from Completed stay there" in text
    assert (
        "1 card from Defeated up to Completed" in text
        and "2 cards from Defeated up to Reserve" in text
    )


def test_short_defeated_pile_is_explained():
    move = move_missions("B", Missions(3, 2, 2), Ventured(0, 2), won=True)
    assert "Defeated pile held only 2" in move.notes[0].text


# ------------------------------------------------------------------ settling a battle


def test_higher_total_wins_and_missions_move():
    result = settle_battle({"A": pv(ventured=(2, 0), total=14), "B": pv(ventured=(1, 0), total=9)})
    assert result.legal and result.outcome == "won" and result.winner == "A"
    assert piles(result.missions["A"]) == (5, 2, 0)
    assert piles(result.missions["B"]) == (6, 0, 1)
    assert not result.game_over
    assert "OR.aftermath" in result.rules and "OR.mission-ladder" in result.rules


def test_equal_totals_are_a_draw_and_ventures_carry_over():
    result = settle_battle({"A": pv(ventured=(2, 0), total=10), "B": pv(ventured=(3, 0), total=10)})
    assert result.outcome == "draw" and result.winner is None
    assert piles(result.missions["A"]) == (7, 0, 0) and piles(result.missions["B"]) == (7, 0, 0)
    assert result.carried_over["B"] == Ventured(3, 0)
    assert "OR.venture-total.tie" in result.rules


def test_conceding_loses_the_venture_whatever_the_totals():
    result = settle_battle(
        {"A": pv(ventured=(1, 0), total=30, conceded=True), "B": pv(ventured=(2, 0), total=0)}
    )
    assert result.outcome == "conceded" and result.winner == "B"
    assert piles(result.missions["A"]) == (6, 0, 1)
    assert piles(result.missions["B"]) == (5, 2, 0)
    assert "OR.concede" in result.rules


def test_concession_before_the_battle_needs_no_totals():
    result = settle_battle({"A": pv(ventured=(1, 0)), "B": pv(ventured=(1, 0), conceded=True)})
    assert result.winner == "A"


def test_completing_the_mission_wins_the_game():
    result = settle_battle(
        {"A": pv((2, 5, 0), (2, 0), total=8), "B": pv((5, 0, 2), (1, 0), total=4)}
    )
    assert piles(result.missions["A"]) == (0, 7, 0)
    assert result.game_over and result.game_winner == "A"
    assert "OR.victory" in result.rules


def test_abandoning_the_mission_loses_the_game():
    result = settle_battle(
        {"A": pv((3, 0, 4), (3, 0), total=2), "B": pv((7, 0, 0), (1, 0), total=5)}
    )
    assert piles(result.missions["A"]) == (0, 0, 7)
    assert result.game_over and result.game_winner == "B"
    assert any("abandon" in n.text for n in result.notes)


def test_winning_from_completed_can_complete_the_mission():
    # 6 completed, 1 defeated; ventures 2 from Completed and wins: 1 Defeated -> Completed.
    result = settle_battle(
        {"A": pv((0, 6, 1), (0, 2), total=9), "B": pv((7, 0, 0), (1, 0), total=1)}
    )
    assert piles(result.missions["A"]) == (0, 7, 0)
    assert result.game_winner == "A"


# ------------------------------------------------------------------ illegal ventures


def test_venturing_nothing_is_illegal():
    result = settle_battle({"A": pv(ventured=(0, 0), total=4), "B": pv(total=2)})
    assert not result.legal and result.outcome == "illegal"
    assert result.violations[0].rules == ("OR.venture",)
    assert piles(result.missions["A"]) == (7, 0, 0)


def test_venturing_from_completed_needs_a_defeated_card():
    result = settle_battle({"A": pv((4, 3, 0), (0, 1), total=4), "B": pv(total=2)})
    assert not result.legal
    assert "Defeated pile is empty" in result.violations[0].text


def test_no_venture_after_the_game_is_over():
    result = settle_battle({"A": pv((0, 7, 0), (0, 0), total=4), "B": pv(total=2)})
    assert not result.legal and result.violations[0].rules == ("OR.victory",)


def test_impossible_positions_are_input_errors():
    with pytest.raises(VentureInputError) as err:
        settle_battle({"A": pv((1, 6, 0), (2, 0), total=1), "B": pv(total=1)})
    assert err.value.path == "players.A.ventured.reserve"
    with pytest.raises(VentureInputError):
        Missions(5, 1, 0)
    with pytest.raises(VentureInputError, match="only one player"):
        settle_battle({"A": pv(conceded=True), "B": pv(conceded=True)})
    with pytest.raises(VentureInputError) as err:
        settle_battle({"A": pv(total=3), "B": pv()})
    assert err.value.path == "players.B"


# ------------------------------------------------------------------ venture totals


def test_hits_on_characters_count():
    total = venture_total(
        [
            Hit(6, "strength"),
            Hit(5, "fighting", source="special"),
            Hit(4, "energy", source="teamwork"),
            Hit(7, "intellect", source="ally"),
        ]
    )
    assert total.total == 22


def test_hits_on_a_battlesite_never_count():
    total = venture_total([Hit(6, "strength"), Hit(8, "energy", target="battlesite")])
    assert total.total == 6
    skipped = [i for i in total.items if not i.counted]
    assert "battlesite" in skipped[0].reason


def test_universe_bonuses_never_count():
    # A 5 Fighting power card played with a +3 basic universe card: only 5 counts.
    total = venture_total([Hit(5, "fighting", bonus=3)])
    assert total.total == 5
    assert any("bonus" in i.label and not i.counted for i in total.items)


def test_permanent_record_hits_never_count():
    assert venture_total([Hit(7, "energy", record="permanent"), Hit(2, "energy")]).total == 2


def test_a_universe_card_counts_only_when_a_card_allows_it():
    assert venture_total([Hit(3, "strength", source="universe")]).total == 0
    allowed = venture_total([Hit(3, "strength", source="universe", counts_for_venture=True)])
    assert allowed.total == 3
    assert "MR.3" in allowed.rules


def test_inherent_venture_bonus_counts_from_the_reserve():
    total = venture_total([Hit(4, "energy")], [Modifier(2, source="inherent", origin="reserve")])
    assert total.total == 6
    assert "MR.14" in total.rules


def test_modifiers_add_and_subtract():
    total = venture_total(
        [Hit(6, "fighting")],
        [Modifier(3, source="special"), Modifier(-4, source="special", card="Namor")],
    )
    assert total.total == 5


def test_modifier_of_a_kod_character_no_longer_counts():
    total = venture_total([], [Modifier(3, source="inherent", origin="ko")])
    assert total.total == 0


def test_conditional_venture_effect_needs_a_character_target():
    on_site = Modifier(-4, source="special", conditional=True, target="battlesite")
    on_char = Modifier(-4, source="special", conditional=True, target="character")
    assert venture_total([], [on_site]).total == 0
    assert "MR.5.conditional" in venture_total([], [on_site]).rules
    assert venture_total([], [on_char]).total == -4


def test_computed_totals_decide_the_battle():
    a = pv(ventured=(2, 0), hits=(Hit(6, "strength"), Hit(9, "energy", target="battlesite")))
    b = pv(ventured=(2, 0), hits=(Hit(5, "fighting"),), mods=(Modifier(2, "inherent", "reserve"),))
    result = settle_battle({"A": a, "B": b})
    assert result.totals["A"].total == 6 and result.totals["B"].total == 7
    assert result.winner == "B"


def test_every_rule_cited_is_known():
    item = hit_counts(Hit(3, "energy", source="training"))
    assert all(registry.is_known(r) for r in item.rules)
    result = settle_battle(
        {
            "A": pv((2, 3, 2), (1, 2), hits=(Hit(3, "energy", bonus=2),)),
            "B": pv(ventured=(4, 0), total=1),
        }
    )
    assert registry.unknown_ids(result.rules) == []
