"""The API's one request parser: JSON, refused before parsing when too big or too deep.

DRF's JSON parser reads the whole body whatever its size and lets Python's decoder recurse as
deep as the body nests (a ``RecursionError``, so a 500, at about 1,000 levels). This one reads
at most ``API_MAX_BODY_BYTES`` (413 beyond) and counts the nesting depth of the raw bytes with
C-level iterators before decoding (400 beyond ``API_MAX_JSON_DEPTH``).
"""

from __future__ import annotations

import json

from django.conf import settings
from rest_framework import exceptions, status
from rest_framework.parsers import JSONParser

from judge.limits import json_depth, maybe_unsafe, unsafe_values

__all__ = ["BoundedJSONParser", "RequestTooLarge", "json_depth", "read_bounded", "unsafe_values"]


class RequestTooLarge(exceptions.APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "The request body is too large."
    default_code = "too_large"


def max_body_bytes() -> int:
    return settings.API_MAX_BODY_BYTES


def read_bounded(stream, limit: int) -> bytes:
    """At most ``limit`` bytes of ``stream``; 413 when it holds more."""
    raw = stream.read(limit + 1) if stream is not None else b""
    if len(raw) > limit:
        raise RequestTooLarge(f"The request body is larger than {limit} bytes.")
    return raw


class BoundedJSONParser(JSONParser):
    """``application/json`` bodies up to a size and a nesting depth."""

    def parse(self, stream, media_type=None, parser_context=None):
        limit = max_body_bytes()
        request = (parser_context or {}).get("request")
        declared = request.META.get("CONTENT_LENGTH") if request is not None else None
        if declared and declared.isdigit() and int(declared) > limit:
            raise RequestTooLarge(f"The request body is larger than {limit} bytes.")
        raw = read_bounded(stream, limit)
        depth_limit = settings.API_MAX_JSON_DEPTH
        if json_depth(raw) > depth_limit:
            raise exceptions.ParseError(f"JSON nested deeper than {depth_limit} levels.")
        encoding = (parser_context or {}).get("encoding", settings.DEFAULT_CHARSET)
        try:
            text = raw.decode(encoding)
            data = json.loads(text, parse_constant=self._refuse_constant)
        except (ValueError, RecursionError) as exc:
            raise exceptions.ParseError(f"JSON parse error - {exc}") from None
        limit = settings.API_MAX_STRING_LENGTH
        unsafe = unsafe_values(data, limit) if maybe_unsafe(raw, limit) else {}
        if unsafe:
            raise exceptions.ValidationError(unsafe)
        return data

    @staticmethod
    def _refuse_constant(name: str):
        raise ValueError(f"{name} is not valid JSON")
