"""Which Django or web modules a module pulls in when imported in a fresh interpreter: the
tests that the engine and the rules' pure parts stay free of the web."""

from __future__ import annotations

import subprocess
import sys

from django.conf import settings

FORBIDDEN = ("django", "rest_framework", "cards", "api", "judge")


def modules_of_the_web_loaded_by(module: str, then: str = "") -> str:
    """The Django/web modules importing ``module`` (and running the code ``then``) pulls in,
    comma-separated (empty when it is pure)."""
    code = (
        "import sys\n"
        f"import {module}\n"
        f"{then}\n"
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
