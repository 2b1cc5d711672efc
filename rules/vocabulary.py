"""The card-text vocabulary: every clause kind the grammar builds, generated from the clause
dataclasses of the engine (their docstrings and fields), with where the engine applies it.

``../shared/design/effect-tree.md`` was the vocabulary the project started from; this is the
one it keeps up to date, served on the glossary page and at ``/api/v1/vocabulary/``.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from functools import cache
from typing import Any

from rules.engine import effects, reach

_LITERAL = re.compile(r"``(.+?)``")


def _in_words(m: re.Match[str]) -> str:
    """A docstring's literal for a reader: a field's or value's name in words ("take from"),
    printed card text in quotes."""
    inner = m.group(1)
    return inner.replace("_", " ") if re.fullmatch(r"\w+", inner) else f'"{inner}"'


def _summary(cls: type) -> str:
    doc = inspect.getdoc(cls) or ""
    return _LITERAL.sub(_in_words, " ".join(doc.split("\n\n")[0].split()))


def _field_type(f: dataclasses.Field) -> str:
    """The field's type; a typed value of the tree (a card filter, a hit filter) with the fields
    it holds: "CardFilter (kinds, icons, levels, min_value, max_value, words)"."""
    text = str(f.type).replace("typing.", "")
    text = text.replace("tuple[str, ...]", "list of words").replace("int | None", "number")
    value = _TYPED_VALUES.get(text.removesuffix(" | None"))
    if value is not None:
        text += f" ({', '.join(v.name for v in dataclasses.fields(value))})"
    return text


# The small typed values clauses hold, by name (dataclasses of the vocabulary, not clauses).
_TYPED_VALUES: dict[str, type] = {
    name: cls
    for name, cls in vars(effects).items()
    if isinstance(cls, type)
    and dataclasses.is_dataclass(cls)
    and not issubclass(cls, effects.Clause)
}


@cache
def clause_kinds() -> tuple[dict[str, Any], ...]:
    """One entry per clause kind, in alphabetical order."""
    out = []
    for kind, cls in sorted(effects.CLAUSE_KINDS.items()):
        entry = reach.REACH.get(kind)
        if kind in reach.NOTHING_TO_APPLY:
            applied, how = "nothing to apply", "flavour text carries no rule"
        elif entry is not None:
            applied = ", ".join(reach.PLACE_TITLES[p] for p in entry.places)
            how = entry.how + (f" ({entry.limits})" if entry.limits else "")
        else:
            applied, how = "", ""
        out.append(
            {
                "kind": kind,
                "name": kind.replace("_", " "),
                "summary": _summary(cls),
                "fields": [
                    {
                        "name": f.metadata.get("json", f.name),
                        "label": f.name.replace("_", " "),
                        "type": _field_type(f),
                    }
                    for f in dataclasses.fields(cls)
                    if f.name != "span"
                ],
                "applied_in": list(entry.places) if entry else [],
                "applied": applied,
                "how": how,
            }
        )
    return tuple(out)
