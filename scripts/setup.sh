#!/usr/bin/env bash
# Create (or reuse) .venv, install the project with its dev tools, and migrate.
# Safe to run again: every step is idempotent. pip runs only when pyproject.toml changed since
# the last install (a stamp of its hash in .venv), so a set-up checkout starts offline.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3

# A .venv that is a link to nowhere (e.g. a checkout copied from a worktree) is not a venv.
if [ -L .venv ] && [ ! -e .venv ]; then rm -f .venv; fi
if [ ! -x .venv/bin/python ]; then
  if ! "$PY" -m venv .venv 2>/dev/null; then
    # Debian ships venv separately; install it when we may (root), else say what is missing.
    rm -rf .venv
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      apt-get update -qq && apt-get install -y -qq python3-venv >/dev/null
      "$PY" -m venv .venv
    else
      echo "error: '$PY -m venv' failed; install python3-venv (sudo apt-get install python3-venv)" >&2
      exit 1
    fi
  fi
fi

STAMP=.venv/.pyproject.sha256
WANT=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ "$(cat "$STAMP" 2>/dev/null)" != "$WANT" ]; then
  echo "Installing the project and its dependencies into .venv (a few minutes the first time)..."
  .venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip
  .venv/bin/python -m pip install -q --disable-pip-version-check -e ".[dev]"
  echo "$WANT" > "$STAMP"
else
  echo "Dependencies up to date (pyproject.toml unchanged since the last install)."
fi
.venv/bin/python manage.py migrate --noinput -v 0
