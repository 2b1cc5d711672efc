""" "This card stays in play for remainder of battle" / "... until the end of the game"
(``stays_in_play``): how long the card itself stays in play, so how long its effects in play
last (MR.19: a printed duration stands, over the default and over the durations its other
clauses print). "Until the end of the battle (game)" is the remainder of the battle (game).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

_ENDS = {"end of battle": "battle", "end of game": "game", "end of the game": "game"}


def stays_duration(clauses: Iterable[dict[str, Any]]) -> Any:
    """The duration the card's ``stays_in_play`` clause prints, or ``None``."""
    for c in clauses:
        if c.get("kind") == "stays_in_play" and c.get("duration") is not None:
            d = c["duration"]
            if isinstance(d, dict):
                return _ENDS.get(str(d.get("until") or "").strip().lower(), d)
            return d
    return None
