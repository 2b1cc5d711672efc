"""Random JSON request bodies made of an endpoint's own keys and words (hypothesis), for the
tests that nothing a client sends produces a 5xx."""

from __future__ import annotations

from hypothesis import strategies as st


def json_bodies(keys: list[str], words: list[str], *, max_leaves: int = 30):
    """Random JSON made of the endpoint's own keys and words, nested a few levels."""
    scalars = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(10**9), 10**9),
        st.floats(allow_nan=False, allow_infinity=False),
        st.text(max_size=8),
        st.sampled_from(words),
    )
    return st.recursive(
        scalars,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(keys), inner, max_size=6)
        ),
        max_leaves=max_leaves,
    )
