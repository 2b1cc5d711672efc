"""The API's one request parser: JSON, refused before parsing when too big or too deep.

DRF's JSON parser reads the whole body whatever its size and lets Python's decoder recurse as
deep as the body nests (a ``RecursionError``, so a 500, at about 1,000 levels). This one reads
at most ``API_MAX_BODY_BYTES`` (413 beyond) and counts the nesting depth of the raw bytes with
C-level iterators before decoding (400 beyond ``API_MAX_JSON_DEPTH``).
"""

from __future__ import annotations

import json
import operator
import re
from itertools import accumulate, count

from django.conf import settings
from rest_framework import exceptions, status
from rest_framework.parsers import JSONParser

#: A JSON string: brackets inside it do not nest.
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
#: An opening bracket counts 2, a closing one 0: the depth after i+1 brackets is the sum
#: so far minus i+1.
_STEP = bytes.maketrans(b"[{]}", b"\x02\x02\x00\x00")


class RequestTooLarge(exceptions.APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "The request body is too large."
    default_code = "too_large"


def max_body_bytes() -> int:
    return settings.API_MAX_BODY_BYTES


def json_depth(raw: bytes) -> int:
    """The deepest nesting of arrays and objects in ``raw`` (strings do not count)."""
    steps = _STRING.sub(b"", raw).translate(_STEP, _NOT_BRACKETS)
    if not steps:
        return 0
    return max(map(operator.sub, accumulate(steps), count(1)))


def long_strings(data, limit: int, path: str = "") -> dict[str, str]:
    """``{path: message}`` for every string (or object key) in ``data`` longer than ``limit``:
    no field of the API takes more, and a longer one would only make work and long answers."""
    found: dict[str, str] = {}
    if isinstance(data, str):
        if len(data) > limit:
            found[path or "body"] = f"must be at most {limit} characters (got {len(data)})"
    elif isinstance(data, dict):
        for key, value in data.items():
            at = f"{path}.{key[:40]}" if path else key[:40]
            if len(key) > limit:
                found[at] = f"names a field of {len(key)} characters"
            found.update(long_strings(value, limit, at))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found.update(long_strings(value, limit, f"{path}.{index}" if path else str(index)))
    return found


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
        too_long = long_strings(data, settings.API_MAX_STRING_LENGTH)
        if too_long:
            raise exceptions.ValidationError(too_long)
        return data

    @staticmethod
    def _refuse_constant(name: str):
        raise ValueError(f"{name} is not valid JSON")
