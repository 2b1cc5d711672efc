"""Invariants of the resolution, over generated situations (hypothesis).

* Hits are never lost or duplicated by a play: the hits on the board afterwards are exactly
  the hits before, plus the hits the steps added, minus the hits the steps returned or removed.
* A character's KO status changes only in a step that follows a hit, a threshold change or a
  hit removal.
* Resolving the same input twice gives the same steps.
"""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.engine.cards import MemoryLookup
from rules.engine.resolve import resolve

TYPES = ["energy", "fighting", "strength", "intellect"]
IDS_A = ["a1", "a2", "a3"]
IDS_B = ["b1", "b2", "b3"]

hit = st.fixed_dictionaries(
    {
        "icon": st.sampled_from(TYPES),
        "value": st.integers(1, 8),
        "record": st.sampled_from(["current", "permanent"]),
    }
)


def character(cid: str):
    return st.fixed_dictionaries(
        {
            "id": st.just(cid),
            "name": st.just(f"Char {cid}"),
            "grid": st.fixed_dictionaries({t: st.integers(1, 8) for t in TYPES}),
            "hits": st.lists(hit, max_size=3),
            "remains_after_ko": st.booleans(),
        }
    )


def special(owner: str):
    clauses = st.sampled_from(
        [
            [{"kind": "attack", "level": 6, "icons": ["strength"]}],
            [
                {"kind": "attack", "level": 4, "icons": ["energy"]},
                {
                    "kind": "condition",
                    "when": "successful",
                    "then": [{"kind": "hit", "level": 2, "icons": ["fighting"]}],
                },
            ],
            [{"kind": "avoid", "who": "self", "count": 1}],
            [{"kind": "negate", "count": 1, "card_kinds": ["special"]}],
            [{"kind": "remove_hits", "who": "self", "count": 1, "record": "current"}],
            [{"kind": "ko_threshold", "who": "target", "set_to": 8, "duration": "battle"}],
            [
                {"kind": "attack", "level": 3, "icons": ["fighting"]},
                {"kind": "additional_attack", "who": "self", "count": 1},
            ],
        ]
    )
    return clauses.map(
        lambda cl: {
            "special": {
                "character": f"Char {owner}",
                "name": "Move",
                "text": "generated",
                "effect": {"status": "full", "clauses": cl},
            }
        }
    )


def card(owner: str):
    return st.one_of(
        st.fixed_dictionaries({"power": st.sampled_from(TYPES), "value": st.integers(1, 8)}),
        st.fixed_dictionaries({"power": st.just("multipower"), "value": st.integers(1, 8)}),
        st.fixed_dictionaries({"power": st.just("any_power"), "value": st.integers(1, 8)}),
        special(owner),
    )


@st.composite
def play(draw):
    kind = draw(st.sampled_from(["attack", "attack", "attack", "defend", "play", "pass"]))
    side = draw(st.sampled_from(["A", "B"]))
    mine, theirs = (IDS_A, IDS_B) if side == "A" else (IDS_B, IDS_A)
    by = draw(st.sampled_from(mine))
    if kind == "pass":
        return {"type": "pass", "player": side}
    cards = draw(st.lists(card(by), min_size=1, max_size=2))
    out = {"type": kind, "player": side, "by": by, "cards": cards}
    if kind == "attack":
        out["target"] = draw(st.sampled_from(theirs))
    return out


@st.composite
def situation(draw):
    state = {
        "players": {
            "A": {"front_line": [draw(character(c)) for c in IDS_A]},
            "B": {"front_line": [draw(character(c)) for c in IDS_B]},
        },
        "turn": draw(st.sampled_from(["A", "B"])),
    }
    plays = draw(st.lists(play(), min_size=1, max_size=10))
    return state, plays


def _board_hits(state: dict) -> Counter:
    out: Counter = Counter()
    for p in state["players"].values():
        for c in p["front_line"] + ([p["reserve"]] if p.get("reserve") else []):
            for h in c.get("hits", []):
                out[(c["id"], h["icon"], h["value"])] += 1
    return out


SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(situation())
def test_hits_are_never_lost_or_duplicated(case):
    state, plays = case
    before = _board_hits(state)
    answer = resolve(state, plays, MemoryLookup()).to_json()
    expected = Counter(before)
    for step in answer["steps"]:
        for ch in step["changes"]:
            if ch.get("op") == "hit" and ch["target"] in IDS_A + IDS_B:
                expected[(ch["target"], ch["hit"]["icon"], ch["hit"]["value"])] += 1
            elif ch.get("op") in ("return_hit", "remove_hit") and ch["target"] in IDS_A + IDS_B:
                expected[(ch["target"], ch["hit"]["icon"], ch["hit"]["value"])] -= 1
    expected = +expected
    assert _board_hits(answer["state"]) == expected


@SETTINGS
@given(situation())
def test_ko_status_changes_only_after_a_hit_a_threshold_change_or_a_hit_removal(case):
    state, plays = case
    steps = resolve(state, plays, MemoryLookup()).to_json()["steps"]
    for i, step in enumerate(steps):
        if step["result"] not in ("ko", "ko_undone"):
            continue
        j = i - 1
        while j >= 0 and steps[j]["result"] in ("ko", "ko_undone"):
            j -= 1  # one cause may KO several characters, one step each
        before = steps[j] if j >= 0 else None
        causes = {c.get("op") for c in (before or {}).get("changes", [])}
        own = {c.get("op") for c in step["changes"]}
        assert causes & {"hit", "effect_start", "remove_hit"} or own & {"remove_hit"}, (
            step,
            before,
        )


@SETTINGS
@given(situation())
def test_the_same_input_gives_the_same_steps(case):
    state, plays = case
    first = resolve(
        json.loads(json.dumps(state)), json.loads(json.dumps(plays)), MemoryLookup()
    ).to_json()
    second = resolve(
        json.loads(json.dumps(state)), json.loads(json.dumps(plays)), MemoryLookup()
    ).to_json()
    assert first == second


@SETTINGS
@given(situation())
def test_illegal_steps_change_nothing(case):
    state, plays = case
    for step in resolve(state, plays, MemoryLookup()).to_json()["steps"]:
        if step["result"] == "illegal":
            assert step["changes"] == []


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-10, 40)
    | st.text(max_size=8)
    | st.sampled_from(TYPES + ["a1", "b1", "battlesite"]),
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(
            st.sampled_from(
                [
                    "id",
                    "grid",
                    "hits",
                    "power",
                    "value",
                    "icon",
                    "icons",
                    "cards",
                    "type",
                    "by",
                    "target",
                    "special",
                    "text",
                    "effect",
                    "clauses",
                    "kind",
                    "level",
                    "universe",
                    "requires",
                    "bonus",
                    "tactic",
                    "teammate",
                    "activator",
                    "in_play",
                    "card",
                    "duration",
                    "front_line",
                    "to",
                ]
            ),
            children,
            max_size=4,
        )
    ),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(
    situation(),
    json_values,
    st.integers(0, 3),
    st.sampled_from(["play", "card", "character", "hits"]),
)
def test_garbage_anywhere_is_an_input_error_never_a_crash(case, junk, index, where):
    from rules.engine.state import InputError

    state, plays = json.loads(json.dumps(case[0])), json.loads(json.dumps(case[1]))
    if where == "play":
        plays.insert(min(index, len(plays)), junk)
    elif where == "card" and plays and plays[0].get("cards"):
        plays[0]["cards"][0] = junk
    elif where == "character":
        state["players"]["B"]["front_line"][index % 3] = junk
    else:
        state["players"]["A"]["front_line"][index % 3]["hits"] = junk
    try:
        resolve(state, plays, MemoryLookup())
    except InputError as exc:
        assert exc.problems and all(isinstance(p, str) and p for p, _ in exc.problems)
