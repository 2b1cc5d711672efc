"""The venture, priority and renege checks and the registry are pure Python: no Django."""

from __future__ import annotations

import subprocess
import sys

from django.conf import settings


def test_checks_import_without_django():
    code = (
        "import sys\n"
        "import rules.engine.venture, rules.engine.priority, rules.engine.renege\n"
        "import rules.registry, rules.glossary\n"
        "rules.glossary.all_terms()\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('django', 'rest_framework', 'cards', 'api', 'judge'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=settings.BASE_DIR,
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.strip() == ""
