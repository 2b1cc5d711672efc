"""The problem a deck list or situation reader reports: where, what, and close card names.

Its own module because every reader of judge input (card references, inline cards, deck
lists, discard situations) reports problems the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Problem:
    """A part of the input that could not be read: where, what, and close card names."""

    path: str
    message: str
    suggestions: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"path": self.path, "message": self.message, "suggestions": list(self.suggestions)}
