"""Site-wide pages."""

from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views import defaults

from cards.http_cache import catalogue_cached


@catalogue_cached
def home(request: HttpRequest) -> HttpResponse:
    """The search box, and the results when a query was given."""
    from cards.views import search_context

    return render(request, "home.html", search_context(request))


# Django's error handlers: the API's addresses answer the API's error object, pages keep HTML.


def _api_error(request: HttpRequest, code: str, message: str, status: int) -> HttpResponse | None:
    if not request.path.startswith("/api/"):
        return None
    body = {"error": {"code": code, "message": message, "details": []}}
    return JsonResponse(body, status=status)


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    answer = _api_error(request, "not_found", "No such address.", 404)
    return answer or render(request, "404.html", status=404)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if isinstance(exception, RequestDataTooBig):
        answer = _api_error(request, "too_large", "The request body is too large.", 413)
    else:
        answer = _api_error(request, "invalid_request", "The request is invalid.", 400)
    return answer or defaults.bad_request(request, exception)


def permission_denied(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    answer = _api_error(request, "permission_denied", "Permission denied.", 403)
    return answer or defaults.permission_denied(request, exception)


def server_error(request: HttpRequest) -> HttpResponse:
    message = "The server failed to answer; the error is logged."
    return _api_error(request, "server_error", message, 500) or defaults.server_error(request)
