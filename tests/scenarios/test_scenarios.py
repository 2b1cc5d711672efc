"""Every scenario file under ``tests/scenarios/`` resolved and compared with its expectations.

A scenario is a JSON file: ``name``, ``rules`` (the rule ids it tests), optional ``note`` (the
reading chosen where the rulebooks leave a case open) and ``source`` (the worked example it
reproduces), ``endpoint`` (``resolve``, ``ko`` or ``defense``), ``request`` in the API's
request shape, and ``expect``:

* ``results``: the exact sequence of step results;
* ``values``: ``{"<step n>": value}`` for attack and defense values;
* ``ko``: the KO list of the answer; ``points``: total hit points per character afterwards;
* ``grid``: ``{"<id>": {"<icon>": rating}}``; ``battle_over``; ``turn``; ``venture``:
  ``{"A": total}``; ``effects``: number of effects in play afterwards;
* ``piles``: ``[[card, pile], ...]`` discards that must appear among the changes;
* for the checks, ``answer``: keys the answer must match.

Cards are inline, so no database is needed; specials carry their effect tree next to their
text, so the scenarios do not depend on the grammar.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules import registry
from rules.engine.cards import MemoryLookup
from rules.engine.checks import check_defense, check_ko
from rules.engine.resolve import resolve

HERE = Path(__file__).parent
FILES = sorted(HERE.glob("**/*.json"))


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _known_ids() -> set[str]:
    return {r.id for r in registry.all_rules()}


def test_there_are_enough_scenarios():
    assert len(FILES) >= 120


def test_every_scenario_cites_known_rules():
    known = _known_ids()
    for path in FILES:
        data = _load(path)
        assert data.get("rules"), f"{path.name} cites no rule"
        unknown = [r for r in data["rules"] if r not in known]
        assert not unknown, f"{path.name} cites unknown rules {unknown}"


def _points(answer: dict) -> dict[str, int]:
    out = {}
    for player in answer["state"]["players"].values():
        chars = list(player["front_line"]) + ([player["reserve"]] if player.get("reserve") else [])
        for c in chars:
            out[c["id"]] = sum(h["value"] for h in c["hits"])
        if player.get("battlesite"):
            site = player["battlesite"]
            out[site["id"]] = sum(h["value"] for h in site["hits"])
    return out


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path):
    data = _load(path)
    expect = data["expect"]
    endpoint = data.get("endpoint", "resolve")
    lookup = MemoryLookup()
    if endpoint == "ko":
        answer = check_ko(data["request"], lookup)
        for key, value in expect["answer"].items():
            assert answer[key] == value, (key, answer)
        return
    if endpoint == "defense":
        answer = check_defense(data["request"], lookup)
        for key, value in expect["answer"].items():
            assert answer[key] == value, (key, answer)
        return
    request = data["request"]
    answer = resolve(request["state"], request.get("plays", []), lookup).to_json()
    steps = answer["steps"]
    trace = "\n".join(f"{s['n']} {s['result']} {s['rules']} {s['text']}" for s in steps)
    if "results" in expect:
        assert [s["result"] for s in steps] == expect["results"], trace
    cited = {r for s in steps for r in s["rules"]}
    assert registry.unknown_ids(sorted(cited)) == [], trace
    missing = [r for r in data["rules"] if r not in cited]
    assert not missing, f"the steps do not cite {missing}\n{trace}"
    for n, value in expect.get("values", {}).items():
        assert steps[int(n) - 1].get("value") == value, trace
    if "ko" in expect:
        got = [{"id": k["id"], "kind": k["kind"]} for k in answer["ko"]]
        assert got == expect["ko"], trace
    if "points" in expect:
        points = _points(answer)
        for cid, value in expect["points"].items():
            assert points[cid] == value, (cid, points, trace)
    if "grid" in expect:
        chars = {
            c["id"]: c
            for p in answer["state"]["players"].values()
            for c in p["front_line"] + ([p["reserve"]] if p.get("reserve") else [])
        }
        for cid, ratings in expect["grid"].items():
            for icon, value in ratings.items():
                assert chars[cid]["grid"][icon] == value, trace
    if "battle_over" in expect:
        assert answer["state"]["battle_over"] == expect["battle_over"], trace
    if "turn" in expect:
        assert answer["state"]["turn"] == expect["turn"], trace
    if "venture" in expect:
        for pid, total in expect["venture"].items():
            assert answer["venture"][pid]["total"] == total, (answer["venture"], trace)
    if "effects" in expect:
        assert len(answer["state"]["in_play"]) == expect["effects"], (
            answer["state"]["in_play"],
            trace,
        )
    if "piles" in expect:
        discards = [
            (c["card"], c["pile"]) for s in steps for c in s["changes"] if c.get("op") == "discard"
        ]
        for card, pile in expect["piles"]:
            assert (card, pile) in discards, (discards, trace)
