"""What production asks of ``SECRET_KEY`` (kept apart so it can be tested in-process)."""

from __future__ import annotations

import math
from collections import Counter

from .settings import DEV_SECRET_KEY

#: A production key: this long, this many different characters, and about as unpredictable
#: as ``django.core.management.utils.get_random_secret_key()`` makes them (50 characters of
#: 50 symbols, ~5.6 bits each; a person's passphrase falls far short).
MIN_SECRET_LENGTH = 50
MIN_SECRET_DISTINCT = 16
MIN_SECRET_BITS = 200


def secret_key_problem(key: str) -> str | None:
    """Why ``key`` is too weak to sign sessions in production, or None when it will do."""
    if key == DEV_SECRET_KEY or key.startswith("django-insecure") or "change-me" in key:
        return "it is a development default"
    if len(key) < MIN_SECRET_LENGTH:
        return f"it has {len(key)} characters; use at least {MIN_SECRET_LENGTH}"
    counts = Counter(key)
    if len(counts) < MIN_SECRET_DISTINCT:
        return f"it has {len(counts)} different characters; use at least {MIN_SECRET_DISTINCT}"
    bits = -sum(n * math.log2(n / len(key)) for n in counts.values())
    if bits < MIN_SECRET_BITS:
        return f"it holds about {bits:.0f} bits of entropy; use at least {MIN_SECRET_BITS}"
    trigrams = {key[i : i + 3] for i in range(len(key) - 2)}
    if len(trigrams) < 0.75 * (len(key) - 2):
        return "it repeats itself"
    return None
