"""The JSON form of the small typed values clauses hold (a count, a hit filter): every field
that is set, tuples as lists; fields left at None, False or empty are left out."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def set_fields(value: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in dataclasses.fields(value):
        v = getattr(value, f.name)
        if v is None or v is False or v == ():
            continue
        out[f.name] = list(v) if isinstance(v, tuple) else v
    return out


def from_fields(cls: type[T], data: dict[str, Any] | None) -> T | None:
    """The typed value of ``cls`` back from its JSON form (``None`` when there is none; ``{}``
    is a value with every field left out, e.g. a filter of any hit)."""
    if data is None:
        return None
    names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    kwargs = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k in names}
    return cls(**kwargs)
