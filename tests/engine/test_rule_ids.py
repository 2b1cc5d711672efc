"""Every rule id the engine cites is in the registry."""

from __future__ import annotations

import re
from pathlib import Path

from rules import registry

ENGINE_FILES = [
    "state.py",
    "plays.py",
    "resolve.py",
    "ko.py",
    "durations.py",
    "combine.py",
    "attacks.py",
    "defense.py",
    "shift.py",
    "checks.py",
    "clauses.py",
]
ID = re.compile(r"""["']((?:OR|MR)\.[A-Za-z0-9.\-]*[A-Za-z0-9])["']""")


def test_every_rule_id_in_the_engine_source_is_known():
    root = Path(__file__).resolve().parents[2] / "rules" / "engine"
    cited: set[str] = set()
    for name in ENGINE_FILES:
        cited |= set(ID.findall((root / name).read_text(encoding="utf-8")))
    assert len(cited) > 40
    assert registry.unknown_ids(sorted(cited)) == []
