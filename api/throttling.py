"""Request rates per client: the judging endpoints and the card search are throttled.

DRF's scoped throttle, with the scope taken from the view: a view may name its
``throttle_scope``; views that compute (``computes_only``: parse, resolve, checks) are
``judging``. Rates come from ``settings.API_THROTTLE_RATES`` at each request (environment
variables ``THROTTLE_JUDGING``, ``THROTTLE_SEARCH``, e.g. ``60/min``; empty turns a scope off).
Counts live in the default cache: per process with local memory, shared with Redis.
"""

from __future__ import annotations

from django.conf import settings
from rest_framework.throttling import ScopedRateThrottle, SimpleRateThrottle


class DeskRateThrottle(ScopedRateThrottle):
    def allow_request(self, request, view) -> bool:
        self.scope = getattr(view, self.scope_attr, None) or (
            "judging" if getattr(view, "computes_only", False) else None
        )
        self.rate = self.get_rate() if self.scope else None
        if self.rate is None:
            return True
        self.num_requests, self.duration = self.parse_rate(self.rate)
        return SimpleRateThrottle.allow_request(self, request, view)

    def get_rate(self) -> str | None:
        return settings.API_THROTTLE_RATES.get(self.scope) or None
