"""Checking a request body against a DRF serializer, for the API and the pages alike.

A refused body raises :class:`judge.errors.DeskError` whose details name each bad field by
its dotted path (``attacker.keywords.2``), which the API answers as its error object and a
page puts back on the form field. Nothing here imports the web layer.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rest_framework import serializers

from judge.errors import DeskError, FieldProblem
from judge.fields import StrictCharField

#: Longest free text (names, ids, keywords) a game request may carry.
MAX_NAME = 100
MAX_ID = 60


def problems_in(errors: Any, path: str = "") -> Iterator[FieldProblem]:
    """Every message in a serializer's nested ``errors``, with the path of its field."""
    if isinstance(errors, dict):
        for key, inner in errors.items():
            here = path if key == "non_field_errors" else ".".join(p for p in (path, str(key)) if p)
            yield from problems_in(inner, here)
        return
    if isinstance(errors, list) and any(isinstance(e, (dict, list)) for e in errors):
        for index, inner in enumerate(errors):
            if inner:
                yield from problems_in(inner, ".".join(p for p in (path, str(index)) if p))
        return
    for message in errors if isinstance(errors, list) else [errors]:
        yield FieldProblem(path or "request", str(message))


def refuse(path: str, message: str) -> DeskError:
    return DeskError(
        code="invalid_request", message=f"{path}: {message}", details=[FieldProblem(path, message)]
    )


def validated(serializer_class: type[serializers.Serializer], data: Any) -> dict[str, Any]:
    """The serializer's validated data, or a :class:`DeskError` naming every bad field."""
    if not isinstance(data, dict):
        raise refuse("request", "the body must be a JSON object")
    serializer = serializer_class(data=data)
    if serializer.is_valid():
        return serializer.validated_data
    details = list(problems_in(serializer.errors))
    first = details[0]
    raise DeskError(
        code="invalid_request", message=f"{first.path}: {first.message}", details=details
    )


def name_field(required: bool = True, max_length: int = MAX_NAME) -> serializers.CharField:
    if required:
        return StrictCharField(max_length=max_length)
    return StrictCharField(required=False, allow_blank=True, max_length=max_length, default="")


class _StrictRegexField(serializers.RegexField):
    """A pattern-checked string that refuses numbers (DRF would read ``0`` as ``"0"``)."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


def id_field(help_text: str = "") -> serializers.RegexField:
    """An id a request uses to name a card: letters, digits and ``_-.:``."""
    return _StrictRegexField(
        r"^[A-Za-z0-9][A-Za-z0-9_.:\-]*$",
        max_length=MAX_ID,
        help_text=help_text,
        error_messages={"invalid": "use letters, digits and _ - . : only"},
    )


def with_fields(
    name: str,
    fields: dict[str, serializers.Field],
    doc: str,
    base: type[serializers.Serializer] = serializers.Serializer,
) -> type:
    """A serializer class whose field names are not Python names (``def``, ``"1"``)."""
    attrs: dict[str, Any] = dict(fields)
    attrs["__doc__"] = doc
    attrs["__module__"] = __name__
    return serializers.SerializerMetaclass(name, (base,), attrs)
