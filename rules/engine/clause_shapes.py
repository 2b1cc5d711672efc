"""What a clause field of each kind may hold in JSON, read from the clause dataclasses.

The field names the board reader checks (``count``, ``to``, ``when`` ...) are shared by many
clause kinds, and a few kinds give one of them another shape than the rest: ``not_added.to``
lists the totals a bonus is not added to, ``remove_cards.count`` may be ``"any_number"``. The
reader asks here, so a tree the service itself wrote is always read back.
"""

from __future__ import annotations

import dataclasses
import re
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


#: The words the grammar writes in a count ("any_number", "6, 8 or 10" ...): a count the
#: engine reads is a number or one of these, never any word a request sends.
COUNT_WORDS = re.compile(
    r"all|any|any_number|each|equal|max|one_or_both|same_as_discarded|until_equal_hands"
    r"|\d+(?:, \d+)* or \d+"
)


def takes_word(kind: str, key: str, value: str) -> bool:
    """The field may hold this word in this kind (its type names ``str``; a count, only the
    words the grammar writes)."""
    if "str" not in _annotations(kind).get(key, ""):
        return False
    return key != "count" or COUNT_WORDS.fullmatch(value) is not None


def takes_range(kind: str, key: str) -> bool:
    """The field is a pair of numbers in this kind (``tuple[int, int]``: a range of levels)."""
    return "tuple[int, int]" in _annotations(kind).get(key, "")
