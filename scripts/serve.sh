#!/usr/bin/env bash
# Set up, load the demo card set and serve the site on http://127.0.0.1:8000 (SQLite by default).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/python manage.py load_demo
# Trees stored by an older grammar are parsed again (quick; nothing changes when current).
.venv/bin/python manage.py reparse_cards -v 0
exec .venv/bin/python manage.py runserver "${HOST:-127.0.0.1}:${PORT:-8000}"
