"""Property tests for effective priority (MR.17) and determinism of the checks."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rules.engine.priority import PRIORITY, Effect, resolve_priority
from rules.engine.venture import Missions, PlayerVenture, Ventured, settle_battle

kinds = st.lists(st.sampled_from(PRIORITY), min_size=2, max_size=12)


@given(kinds)
def test_winner_is_the_last_played_of_the_highest_kind(played):
    effects = [Effect(f"e{i}", kind) for i, kind in enumerate(played)]
    result = resolve_priority(effects)
    best = min(PRIORITY.index(k) for k in played)
    last = max(i for i, k in enumerate(played) if PRIORITY.index(k) == best)
    assert result.winner == f"e{last}"
    assert sorted(r.effect.id for r in result.order) == sorted(e.id for e in effects)
    ranks = [(r.rank, -r.played) for r in result.order]
    assert ranks == sorted(ranks)


@given(kinds)
def test_priority_is_deterministic(played):
    effects = [Effect(f"e{i}", kind) for i, kind in enumerate(played)]
    assert resolve_priority(effects).as_dict() == resolve_priority(list(effects)).as_dict()


@given(st.integers(0, 40), st.integers(0, 40), st.integers(1, 3), st.integers(1, 3))
def test_venture_is_deterministic(total_a, total_b, va, vb):
    players = {
        "A": PlayerVenture(Missions(), Ventured(va, 0), venture_total=total_a),
        "B": PlayerVenture(Missions(), Ventured(vb, 0), venture_total=total_b),
    }
    first, second = settle_battle(players).as_dict(), settle_battle(players).as_dict()
    assert first == second
    if total_a != total_b:
        assert first["winner"] == ("A" if total_a > total_b else "B")
