"""Copies of frozen clause dataclasses with a few fields changed, without running ``__init__``.

Every clause of every sentence is copied at least once (its span set by the transformer, then
moved into the card's text by the parser); ``dataclasses.replace`` calls the generated
``__init__`` with every field, several times the cost of copying the instance's dict.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, TypeVar

T = TypeVar("T")


def copied(obj: T, changes: dict[str, Any]) -> T:
    """``dataclasses.replace(obj, **changes)`` for a dataclass whose ``__init__`` only stores
    its fields (no ``__post_init__``, no ``init=False`` field): the same object, built by
    copying ``obj``'s fields and setting ``changes``. Any other class goes through
    ``replace``."""
    cls = type(obj)
    if not _plain_init(cls):
        return replace(obj, **changes)
    new = object.__new__(cls)
    state = new.__dict__
    state.update(obj.__dict__)
    state.update(changes)
    return new


_PLAIN: dict[type, bool] = {}


def _plain_init(cls: type) -> bool:
    """Whether ``cls``'s instances are fully described by their ``__dict__`` of init fields."""
    plain = _PLAIN.get(cls)
    if plain is None:
        fields = getattr(cls, "__dataclass_fields__", None)
        plain = _PLAIN[cls] = (
            fields is not None
            and not hasattr(cls, "__post_init__")
            and not hasattr(cls, "__slots__")
            and all(f.init for f in fields.values())
        )
    return plain
