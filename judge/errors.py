"""The one error class services raise for a request they cannot honour.

The API's exception handler (``api.errors``) turns it into the error object of the API
contract; pages show its message. Keeping it here lets ``cards`` and ``rules`` raise it
without importing the web layer.
"""

from __future__ import annotations

from dataclasses import dataclass, field


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
