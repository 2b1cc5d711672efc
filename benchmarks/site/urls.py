"""The service's URLs plus ``/bench/ceiling/``: the cheapest Django view there is, a small
JSON object through the same middleware, the yardstick every endpoint is measured against."""

from django.http import JsonResponse
from django.urls import path

from judge.urls import handler404 as handler404  # noqa: F401
from judge.urls import urlpatterns as service_urls


def ceiling(request):
    return JsonResponse({"ok": True, "service": "judge"})


urlpatterns = [path("bench/ceiling/", ceiling), *service_urls]
