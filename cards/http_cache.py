"""Catalogue reads answered from the cache, with conditional GET.

``catalogue_cached`` wraps a read view (a page or a DRF view): the answer to an anonymous GET
is kept in Django's cache under the catalogue version, the request's full path and its
``Accept`` header, and carries an ``ETag`` and ``Last-Modified`` from that version, so a
client that has it gets ``304 Not Modified``. A write to the catalogue changes the version,
hence every key and every ETag (``cards.catalogue_cache``). Requests with a session cookie
(staff) are never served from or written to the cache.
"""

from __future__ import annotations

import hashlib
from functools import wraps

from django.conf import settings
from django.core.cache import cache
from django.http import HttpResponse
from django.utils.cache import get_conditional_response, patch_vary_headers
from django.utils.http import http_date, quote_etag

from cards import catalogue_cache

#: Headers kept with a cached answer (the rest is set again on each request).
KEPT_HEADERS = ("Content-Type", "Content-Language", "Allow")


def catalogue_cached(view):
    @wraps(view)
    def wrapped(request, *args, **kwargs):
        if request.method not in ("GET", "HEAD") or settings.SESSION_COOKIE_NAME in request.COOKIES:
            return view(request, *args, **kwargs)
        version = catalogue_cache.current()
        variant = (request.get_full_path(), request.META.get("HTTP_ACCEPT", ""))
        digest = hashlib.sha256("\x1f".join(variant).encode("utf-8", "surrogatepass"))
        etag = quote_etag(f"{version.token[:16]}-{digest.hexdigest()[:16]}")
        last_modified = int(version.changed_at.timestamp())
        not_modified = get_conditional_response(request, etag=etag, last_modified=last_modified)
        if not_modified is not None:
            return not_modified
        cache_key = catalogue_cache.key("http", *variant, version=version)
        stored = cache.get(cache_key)
        if stored is not None:
            content, headers = stored
            response = HttpResponse(content, headers=headers)
        else:
            response = view(request, *args, **kwargs)
            if hasattr(response, "render") and not getattr(response, "is_rendered", True):
                response.render()
            if response.status_code != 200 or response.cookies or response.streaming:
                return response
            headers = {h: response[h] for h in KEPT_HEADERS if response.has_header(h)}
            cache.set(cache_key, (response.content, headers))
        response["ETag"] = etag
        response["Last-Modified"] = http_date(last_modified)
        response["Cache-Control"] = "no-cache"
        patch_vary_headers(response, ("Accept", "Cookie"))
        return response

    return wrapped
