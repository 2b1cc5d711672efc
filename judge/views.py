"""Site-wide pages."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from cards.http_cache import catalogue_cached


@catalogue_cached
def home(request: HttpRequest) -> HttpResponse:
    """The search box, and the results when a query was given."""
    from cards.views import search_context

    return render(request, "home.html", search_context(request))


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if request.path.startswith("/api/"):
        from django.http import JsonResponse

        body = {"error": {"code": "not_found", "message": "No such address.", "details": []}}
        return JsonResponse(body, status=404)
    return render(request, "404.html", status=404)
