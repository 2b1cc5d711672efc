"""The JSON form of the small typed values clauses hold (a count, a hit filter): every field
that is set, tuples as lists; fields left at None, False or empty are left out."""

from __future__ import annotations

import dataclasses
from typing import Any


def set_fields(value: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in dataclasses.fields(value):
        v = getattr(value, f.name)
        if v is None or v is False or v == ():
            continue
        out[f.name] = list(v) if isinstance(v, tuple) else v
    return out
