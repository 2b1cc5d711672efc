#!/usr/bin/env bash
# Set up and run the whole test suite (SQLite by default; PostgreSQL when DATABASE_URL says so).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/ruff check .
.venv/bin/ruff format --check .
exec .venv/bin/python -m pytest -n "${TEST_WORKERS:-2}" --cov --cov-report=term:skip-covered "$@"
