#!/usr/bin/env bash
# A longer schemathesis run (every check) against a local server on 127.0.0.1, which this
# script starts on a free port of its own, drives, and stops. Settings: schemathesis.toml.
#   bash scripts/schemathesis.sh [MAX_EXAMPLES]      (default 100 per operation)
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${SCHEMATHESIS_PORT:-8130}
EXAMPLES=${1:-100}
export THROTTLE_JUDGING="" THROTTLE_SEARCH=""   # a fuzzer is not a judge: no rate limit
.venv/bin/python manage.py migrate --noinput -v 0
.venv/bin/python manage.py load_demo >/dev/null
.venv/bin/gunicorn judge.wsgi --bind "127.0.0.1:$PORT" --workers 2 --timeout 120 \
  --log-level warning &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' EXIT
for _ in $(seq 1 60); do
  curl -sf "http://127.0.0.1:$PORT/api/v1/schema/" >/dev/null && break
  sleep 1
done
.venv/bin/schemathesis run "http://127.0.0.1:$PORT/api/v1/schema/" \
  --checks all --max-examples "$EXAMPLES" --seed 1 --workers 2
