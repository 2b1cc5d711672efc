"""Every rule id the engine cites is in the registry."""

from __future__ import annotations

import re
from pathlib import Path

from rules import registry

ID = re.compile(r"""["']((?:OR|MR)\.[A-Za-z0-9.\-]*[A-Za-z0-9])["']""")


def test_every_rule_id_in_the_engine_source_is_known():
    root = Path(__file__).resolve().parents[2] / "rules" / "engine"
    cited: set[str] = set()
    for path in root.rglob("*.py"):
        cited |= set(ID.findall(path.read_text(encoding="utf-8")))
    assert len(cited) > 100
    assert registry.unknown_ids(sorted(cited)) == []
