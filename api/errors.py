"""One exception handler: every 4xx answer has the contract's error shape.

``{"error": {"code": ..., "message": ..., "details": [{"path": ..., "message": ...}]}}``
"""

from __future__ import annotations

from django.core.exceptions import PermissionDenied, RequestDataTooBig
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_default_handler

from api.parsers import RequestTooLarge
from judge.errors import DeskError, flatten_errors

_CODES = {
    status.HTTP_400_BAD_REQUEST: "invalid_request",
    status.HTTP_401_UNAUTHORIZED: "not_authenticated",
    status.HTTP_403_FORBIDDEN: "permission_denied",
    status.HTTP_404_NOT_FOUND: "not_found",
    status.HTTP_405_METHOD_NOT_ALLOWED: "method_not_allowed",
    status.HTTP_406_NOT_ACCEPTABLE: "not_acceptable",
    status.HTTP_413_REQUEST_ENTITY_TOO_LARGE: "too_large",
    status.HTTP_415_UNSUPPORTED_MEDIA_TYPE: "unsupported_media_type",
    status.HTTP_429_TOO_MANY_REQUESTS: "throttled",
}


def error_response(
    code: str, message: str, details: list[dict] | None = None, status_code: int = 400
) -> Response:
    body = {"error": {"code": code, "message": message, "details": details or []}}
    return Response(body, status=status_code)


def api_exception_handler(exc: Exception, context: dict) -> Response | None:
    if isinstance(exc, DeskError):
        return error_response(exc.code, exc.message, [d.as_dict() for d in exc.details], exc.status)
    if isinstance(exc, RequestDataTooBig):
        return error_response("too_large", str(exc) or "The request body is too large.", [], 413)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()

    response = drf_default_handler(exc, context)
    if response is None:
        return None
    status_code = response.status_code
    code = _CODES.get(status_code, "error")
    if isinstance(exc, exceptions.ValidationError):
        details = flatten_errors(exc.detail)
        first = details[0] if details else None
        message = (
            f"{first['path'] or 'request'}: {first['message']}"
            if first
            else "The request is invalid."
        )
        return error_response("invalid_request", message, details, status_code)
    if isinstance(exc, exceptions.APIException):
        detail = exc.detail
        message = str(detail) if not isinstance(detail, (dict, list)) else "The request failed."
        details = flatten_errors(detail) if isinstance(detail, (dict, list)) else []
        if isinstance(exc, exceptions.ParseError | RequestTooLarge):
            details = [{"path": "body", "message": message}]
        code = getattr(detail, "code", None) if code == "error" else code
        response.data = {"error": {"code": code or "error", "message": message, "details": details}}
    return response
