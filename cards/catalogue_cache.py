"""The catalogue's version and the Django cache keyed by it.

Every write to the catalogue bumps ``CatalogueVersion`` (signals in ``cards.signals``), so a
value cached under the current version is never stale: after a change, reads use new keys and
the old entries age out. The cache is Django's (local memory by default, Redis when
``REDIS_URL`` is set), shared by all workers when it is Redis.
"""

from __future__ import annotations

import hashlib
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TypeVar

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.db.models import F
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from cards.models import CatalogueVersion

T = TypeVar("T")
_EPOCH = datetime(2000, 1, 1, tzinfo=UTC)
_MISSING = object()
VERSION_PK = 1


@dataclass(frozen=True)
class Version:
    token: str
    changed_at: datetime


#: This process's last read of the version and when (``time.monotonic``).
_MEMO: dict = {"version": None, "at": 0.0}


def current() -> Version:
    """The catalogue's version: read again at most every ``CATALOGUE_VERSION_TTL`` seconds per
    process (a write in this process is seen at once, another process's within that time).
    Every cached answer asks for it first; on PostgreSQL the read is a round trip that cost
    more than the rest of a cached read (0 reads it on every call)."""
    ttl = settings.CATALOGUE_VERSION_TTL
    now = time.monotonic()
    if _MEMO["version"] is not None and now - _MEMO["at"] < ttl:
        return _MEMO["version"]
    version = _read()
    _MEMO.update(version=version, at=now)
    return version


def forget() -> None:
    """Read the version again at the next call (after a write; tests rolling back use it)."""
    _MEMO["version"] = None


def _read() -> Version:
    """One primary-key read, in plain SQL (the ORM would cost more than the rest of a cached
    read)."""
    with connection.cursor() as cursor:
        cursor.execute(_version_sql(), [VERSION_PK])
        found = cursor.fetchone()
    if found is None:
        return Version("initial", _EPOCH)
    token, changed_at = found
    if isinstance(changed_at, str):  # SQLite hands back text
        changed_at = parse_datetime(changed_at)
    if timezone.is_naive(changed_at):
        changed_at = timezone.make_aware(changed_at, UTC)
    return Version(token, changed_at)


def _version_sql() -> str:
    quote = connection.ops.quote_name
    table = quote(CatalogueVersion._meta.db_table)
    return f"SELECT {quote('token')}, {quote('changed_at')} FROM {table} WHERE {quote('id')} = %s"


def bump() -> None:
    """Mark the catalogue changed (inside the writer's transaction, if any)."""
    forget()
    values = {"token": uuid.uuid4().hex, "changed_at": timezone.now()}
    updated = CatalogueVersion.objects.filter(pk=VERSION_PK).update(
        number=F("number") + 1, **values
    )
    if not updated:
        CatalogueVersion.objects.create(pk=VERSION_PK, number=1, **values)


def key(kind: str, *parts: str, version: Version | None = None) -> str:
    """A cache key for ``kind`` and ``parts`` under the current catalogue version."""
    token = (version or current()).token
    digest = hashlib.sha256("\x1f".join(parts).encode("utf-8", "surrogatepass")).hexdigest()
    return f"catalogue:{kind}:{token}:{digest[:40]}"


def remember(kind: str, parts: tuple[str, ...], compute: Callable[[], T]) -> T:
    """``compute()``, cached under the catalogue version (computed once per version)."""
    cache_key = key(kind, *parts)
    value = cache.get(cache_key, _MISSING)
    if value is _MISSING:
        value = compute()
        cache.set(cache_key, value)
    return value
