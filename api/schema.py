"""What the OpenAPI schema says beyond what drf-spectacular reads from the views.

* Anonymous access: the API has no login of its own (``AUTHENTICATION_WHITELIST`` is empty in
  the settings), so no operation declares a security requirement.
* Errors: every operation documents the statuses it can answer with the one error object
  (``Error``), with an example, added by the postprocessing hook below so no view repeats it.
"""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

ERROR_REF = {"$ref": "#/components/schemas/Error"}

#: Why each status is answered, for the schema's readers.
STATUS_TEXT = {
    "400": "The request is invalid: `details` names each bad field by its path.",
    "404": "No such card, rule, page or address.",
    "413": "The request body is larger than the API accepts.",
    "415": "The body is not `application/json`.",
    "429": "Too many requests from this address; `Retry-After` says when to try again.",
    "500": "The server failed; the error is logged.",
}
_CODES = {
    "400": "invalid_request",
    "404": "not_found",
    "413": "too_large",
    "415": "unsupported_media_type",
    "429": "throttled",
    "500": "server_error",
}


class ErrorDetailSerializer(serializers.Serializer):
    path = serializers.CharField(help_text="The field, as a dotted path into the request.")
    message = serializers.CharField()


class ErrorBodySerializer(serializers.Serializer):
    code = serializers.CharField(help_text="Machine-readable: invalid_request, not_found, ...")
    message = serializers.CharField(help_text="For a person: the first problem, with its path.")
    details = ErrorDetailSerializer(many=True)


class ErrorSerializer(serializers.Serializer):
    """The one error object of every 4xx and 5xx answer."""

    error = ErrorBodySerializer()


def _error_schema() -> dict[str, Any]:
    detail = {
        "type": "object",
        "properties": {"path": {"type": "string"}, "message": {"type": "string"}},
        "required": ["path", "message"],
    }
    body = {
        "type": "object",
        "properties": {
            "code": {"type": "string"},
            "message": {"type": "string"},
            "details": {"type": "array", "items": detail},
        },
        "required": ["code", "message", "details"],
    }
    return {
        "type": "object",
        "description": "The one error object of every 4xx and 5xx answer.",
        "properties": {"error": body},
        "required": ["error"],
    }


def _error_response(status: str) -> dict[str, Any]:
    example = {
        "error": {
            "code": _CODES[status],
            "message": "text: this field is required" if status == "400" else STATUS_TEXT[status],
            "details": [{"path": "text", "message": "this field is required"}]
            if status == "400"
            else [],
        }
    }
    response: dict[str, Any] = {
        "description": STATUS_TEXT[status],
        "content": {"application/json": {"schema": ERROR_REF, "example": example}},
    }
    if status == "429":
        response["headers"] = {
            "Retry-After": {"schema": {"type": "integer"}, "description": "Seconds to wait."}
        }
    return response


def _statuses(method: str, operation: dict[str, Any], path: str) -> list[str]:
    statuses = ["400", "429", "500"]
    if method == "post":
        statuses += ["413", "415"]
    if "{" in path or method == "get":
        statuses.append("404")  # a missing object, or a page past the last
    return statuses


def add_error_responses(result: dict[str, Any], generator, request, public) -> dict[str, Any]:
    """drf-spectacular postprocessing hook: the error object under every error status."""
    result.setdefault("components", {}).setdefault("schemas", {})["Error"] = _error_schema()
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            responses = operation.setdefault("responses", {})
            for status in _statuses(method, operation, path):
                responses.setdefault(status, _error_response(status))
            operation.pop("security", None)
    return result
