"""Whatever is typed, the notation answers a request or a NotationError; whatever JSON a
request holds, it is written in the notation and read back unchanged."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.notation import NotationError, parse_notation, render_notation

LINES = [
    "A: Wolverine 3 7 5 3",
    "B: Hulk 4 6 8 3",
    "b1 hit: 6 Strength permanent",
    "a1 attacks b1 with 7 Fighting",
    'special Hulk "Toss Aside" "text"',
    '& {"a": [1, "\\q"]}',
    "effect: 7 Energy from A by a1 for battle",
    "check ko",
    "“quoted”",
]

typed = st.lists(st.one_of(st.sampled_from(LINES), st.text(max_size=30)), max_size=6).map("\n".join)


@settings(max_examples=300, deadline=None)
@given(typed)
def test_any_text_is_a_request_or_a_notation_error(text):
    try:
        request = parse_notation(text)
    except NotationError as exc:
        assert exc.line >= 1 and exc.column >= 1 and exc.message
    else:
        assert isinstance(request, dict)


# Any text a field takes (no NUL nor lone surrogate: the notation refuses them, as the API does).
field_text = st.characters(exclude_characters="\x00", exclude_categories=("Cs",))
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 30) | st.text(field_text, max_size=12),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(field_text, max_size=8), inner, max_size=3)
    ),
    max_leaves=10,
)
names = st.sampled_from(["Wolverine", "Mr. Fantastic", "The Thing 2099", "to", "A", 'say "hi"', ""])
powers = st.sampled_from(
    ["energy", "fighting", "strength", "intellect", "multipower", "any_power", "fire"]
)
cards = st.one_of(
    st.fixed_dictionaries({"power": powers, "value": st.integers(-1, 9)}),
    st.fixed_dictionaries({"card": names}),
    st.fixed_dictionaries(
        {"special": st.fixed_dictionaries({"character": names, "name": names, "text": names})}
    ),
    st.fixed_dictionaries(
        {"universe": st.sampled_from(["basic", "training", "Ally"]), "icon": powers}
    ),
    json_values,
)
characters = st.fixed_dictionaries(
    {"id": st.sampled_from(["a1", "b1", "x", "A", "to", "a 1"]), "name": names},
    optional={
        "grid": st.fixed_dictionaries(
            {k: st.integers(0, 9) for k in ("energy", "fighting", "strength", "intellect")}
        ),
        "hits": st.lists(
            st.fixed_dictionaries(
                {"icon": powers, "value": st.integers(-1, 9)},
                optional={"record": st.sampled_from(["permanent", "current", "later"])},
            ),
            max_size=2,
        ),
        "placed": st.lists(cards, max_size=2),
        "in_play": st.lists(
            st.fixed_dictionaries({"card": cards}, optional={"duration": json_values, "by": names}),
            max_size=2,
        ),
        "extra": json_values,
    },
)
plays = st.fixed_dictionaries(
    {"type": st.sampled_from(["attack", "defend", "shift", "pass", "weird"])},
    optional={
        "by": names,
        "target": names,
        "to": names,
        "player": st.sampled_from(["A", "B", "C"]),
        "cards": st.lists(cards, max_size=3),
        "loop": json_values,
    },
)
requests = st.fixed_dictionaries(
    {
        "state": st.fixed_dictionaries(
            {
                "players": st.fixed_dictionaries(
                    {
                        "A": st.fixed_dictionaries(
                            {"front_line": st.lists(characters, max_size=3)},
                            optional={"hand": st.lists(cards, max_size=2), "missions": json_values},
                        ),
                        "B": st.fixed_dictionaries(
                            {"front_line": st.lists(characters, max_size=2)},
                            optional={"battlesite": json_values},
                        ),
                    }
                )
            },
            optional={
                "turn": st.sampled_from(["A", "B", "C"]),
                "in_play": st.lists(json_values, max_size=2),
                "other": json_values,
            },
        ),
        "plays": st.lists(plays, max_size=4),
    }
)


@settings(max_examples=300, deadline=None)
@given(requests)
def test_any_request_round_trips_through_the_notation(request):
    ids = [c["id"] for p in request["state"]["players"].values() for c in p["front_line"]]
    if len(ids) != len(set(ids)):
        return  # ids are unique in a state (the engine refuses repeats)
    text = render_notation(request)
    assert parse_notation(text) == request, text
