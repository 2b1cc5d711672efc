"""Property tests: the seven mission cards are never lost or duplicated by the ladder."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rules.engine.renege import Renege, rule_on_renege
from rules.engine.venture import (
    MISSION_CARDS,
    Missions,
    PlayerVenture,
    Ventured,
    move_missions,
    settle_battle,
)


@st.composite
def missions(draw):
    completed = draw(st.integers(0, MISSION_CARDS))
    defeated = draw(st.integers(0, MISSION_CARDS - completed))
    return Missions(MISSION_CARDS - completed - defeated, completed, defeated)


@st.composite
def player(draw, legal=True):
    m = draw(missions())
    from_completed_max = m.completed if (m.defeated or not legal) else 0
    ventured = Ventured(draw(st.integers(0, m.reserve)), draw(st.integers(0, from_completed_max)))
    total = draw(st.integers(-10, 60))
    return PlayerVenture(
        missions=m, ventured=ventured, venture_total=total, conceded=draw(st.booleans())
    )


def _ok(m: Missions) -> bool:
    return m.total == MISSION_CARDS and min(m.reserve, m.completed, m.defeated) >= 0


@given(missions(), st.data(), st.booleans())
def test_any_ladder_move_keeps_seven_cards(m, data, won):
    ventured = Ventured(
        data.draw(st.integers(0, m.reserve)), data.draw(st.integers(0, m.completed))
    )
    after = move_missions("A", m, ventured, won=won).missions
    assert _ok(after)
    if won:
        assert after.completed >= m.completed and after.defeated <= m.defeated
    else:
        assert after.completed <= m.completed and after.defeated >= m.defeated


@given(player(), player())
def test_settling_a_battle_keeps_seven_cards_each(a, b):
    if a.conceded and b.conceded:
        b = PlayerVenture(missions=b.missions, ventured=b.ventured, venture_total=b.venture_total)
    result = settle_battle({"A": a, "B": b})
    for p in ("A", "B"):
        assert _ok(result.missions[p])
    if result.game_over:
        loser = "B" if result.game_winner == "A" else "A"
        assert (
            result.missions[result.game_winner].completed == MISSION_CARDS
            or result.missions[loser].defeated == MISSION_CARDS
        )


@given(player(), player(), st.sampled_from(["A", "B"]))
def test_renege_keeps_seven_cards_each(a, b, offender):
    result = rule_on_renege(Renege(offender, "illegal_duplicate", players={"A": a, "B": b}))
    for p in ("A", "B"):
        assert _ok(result.missions[p])
    victim = "B" if offender == "A" else "A"
    before = {"A": a, "B": b}
    assert result.missions[offender].completed <= before[offender].missions.completed
    assert result.missions[victim].defeated <= before[victim].missions.defeated
