"""The one error class services raise for a request they cannot honour.

The API's exception handler (``api.errors``) turns it into the error object of the API
contract; pages show its message. Keeping it here lets ``cards`` and ``rules`` raise it
without importing the web layer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class FieldProblem:
    path: str
    message: str

    def as_dict(self) -> dict:
        return {"path": self.path, "message": self.message}


@dataclass
class DeskError(Exception):
    """A request that cannot be honoured: ``code`` is machine-readable, ``message`` is for a person."""

    code: str
    message: str
    details: list[FieldProblem] = field(default_factory=list)
    status: int = 400

    def __str__(self) -> str:
        return self.message


def flatten_errors(detail: Any, prefix: str = "") -> list[dict]:
    """Turn DRF's nested error detail into ``[{"path": "a.0.b", "message": ...}]``."""
    problems: list[dict] = []
    if isinstance(detail, dict):
        for key, value in detail.items():
            key = str(key)
            path = prefix if key == "non_field_errors" else (f"{prefix}.{key}" if prefix else key)
            problems.extend(flatten_errors(value, path))
    elif isinstance(detail, list):
        if all(not isinstance(item, (dict, list)) for item in detail):
            problems.extend({"path": prefix, "message": str(item)} for item in detail)
        else:
            for index, item in enumerate(detail):
                if item in ({}, [], None):
                    continue
                path = f"{prefix}.{index}" if prefix else str(index)
                problems.extend(flatten_errors(item, path))
    else:
        problems.append({"path": prefix, "message": str(detail)})
    return problems
