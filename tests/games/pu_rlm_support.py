"""Helpers shared by the Power Up! and OverRealm tests: JSON posts, random bodies, purity."""

from __future__ import annotations

import json
import subprocess
import sys

from django.conf import settings
from hypothesis import strategies as st

FORBIDDEN = ("django", "rest_framework", "cards", "api", "judge")


def post_json(client, url: str, body) -> tuple[int, dict]:
    response = client.post(url, json.dumps(body), content_type="application/json")
    return response.status_code, response.json()


def error_paths(body: dict) -> list[str]:
    return [d["path"] for d in body["error"]["details"]]


def json_bodies(keys: list[str], words: list[str]):
    """Random JSON made of the endpoint's own keys and words, nested a few levels."""
    scalars = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(10**9), 10**9),
        st.floats(allow_nan=False, allow_infinity=False),
        st.text(max_size=8),
        st.sampled_from(words),
    )
    return st.recursive(
        scalars,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(keys), inner, max_size=6)
        ),
        max_leaves=30,
    )


def modules_of_the_web_loaded_by(module: str) -> str:
    """The Django/web modules importing ``module`` pulls in (empty when it is pure)."""
    code = (
        "import sys\n"
        f"import {module}\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r})\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=settings.BASE_DIR,
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout.strip()
