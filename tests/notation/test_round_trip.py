"""JSON → notation → JSON is the identity for every request of ``tests/scenarios/``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.notation import parse_notation, render_notation

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
FILES = sorted(SCENARIOS.glob("**/*.json"))


def test_every_scenario_is_covered():
    assert len(FILES) >= 250


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_round_trip(path: Path):
    request = json.loads(path.read_text(encoding="utf-8"))["request"]
    text = render_notation(request)
    assert parse_notation(text) == request, text


def test_the_notation_of_scenarios_is_mostly_words():
    """JSON appears only for what the notation has no words for (mostly effect trees)."""
    lines = [
        line
        for path in FILES
        for line in render_notation(json.loads(path.read_text())["request"]).splitlines()
    ]
    with_json = [line for line in lines if "{" in line and '{"effect"' not in line]
    assert len(with_json) < len(lines) / 20, with_json[:20]


def test_phone_quotes_inside_text_read_back_as_typed():
    # The reader takes a phone's curly quotes for plain ones; text that holds one is written
    # with the quote escaped, so a special's name or a JSON field keeps it.
    request = {
        "state": {
            "players": {
                "A": {"front_line": [{"id": "a1", "name": "The “Thing”"}]},
                "B": {"front_line": []},
            },
            "other": "„“”″",
        },
        "plays": [],
    }
    text = render_notation(request)
    assert "“" not in text
    assert parse_notation(text) == request
