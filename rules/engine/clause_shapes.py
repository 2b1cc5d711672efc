"""What a clause field of each kind may hold in JSON, read from the clause dataclasses.

The field names the board reader checks (``count``, ``to``, ``when`` ...) are shared by many
clause kinds, and a few kinds give one of them another shape than the rest: ``not_added.to``
lists the totals a bonus is not added to, ``remove_cards.count`` may be ``"any_number"``. The
reader asks here, so a tree the service itself wrote is always read back.
"""

from __future__ import annotations

import dataclasses
from functools import cache


@cache
def _annotations(kind: str) -> dict[str, str]:
    from rules.engine.effects import CLAUSE_KINDS

    cls = CLAUSE_KINDS.get(kind)
    if cls is None:
        return {}
    return {f.metadata.get("json", f.name): str(f.type) for f in dataclasses.fields(cls)}


def takes_words(kind: str, key: str) -> bool:
    """The field is a list of words in this kind (``tuple[str, ...]``)."""
    return "tuple[" in _annotations(kind).get(key, "")


def takes_word(kind: str, key: str) -> bool:
    """The field may hold a word in this kind (its type names ``str``)."""
    return "str" in _annotations(kind).get(key, "")


def takes_range(kind: str, key: str) -> bool:
    """The field is a pair of numbers in this kind (``tuple[int, int]``: a range of levels)."""
    return "tuple[int, int]" in _annotations(kind).get(key, "")
