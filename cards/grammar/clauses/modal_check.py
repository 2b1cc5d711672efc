"""A printed modal ("may" / "must") must survive into the clause the verb phrase builds.

Many verb phrases keep their modality in the clause kind itself (a reveal is an obligation, an
additional attack a permission). When a card prints the other modal with that verb phrase
("Opponent may reveal ...", "Bane must make 1 attack ..."), the clause would silently say the
opposite of the card; the sentence is left unparsed instead, so the text is not ``full``.
"""

from __future__ import annotations

import re
from typing import Any

from rules.engine import effects as fx
from rules.engine.effects.modifiers import rendered_sentences

_OTHER = {"may": re.compile(r"\bmust\b"), "must": re.compile(r"\bmay\b")}
_SAME = {"may": re.compile(r"\bmay\b"), "must": re.compile(r"\bmust\b")}


def keeps_modal(built: Any, printed: str) -> Any:
    """``built`` (a clause or a list of clauses) when its canonical text says ``printed``, or
    at least does not say the other modal; otherwise a ValueError."""
    if printed not in _OTHER:
        return built  # "neither ... may": the subject's negation, not the verb's modal
    clauses = [
        c for c in (built if isinstance(built, list) else [built]) if isinstance(c, fx.Clause)
    ]
    if not clauses:
        return built
    text = " ".join(rendered_sentences(tuple(clauses))).lower()
    if _OTHER[printed].search(text) and not _SAME[printed].search(text):
        raise ValueError(f"the clause does not keep the printed {printed!r}")
    return built
