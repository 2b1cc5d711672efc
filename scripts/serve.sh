#!/usr/bin/env bash
# Serve the judge's desk like production on http://127.0.0.1:8000: gunicorn, DEBUG off, static
# files collected and served by whitenoise, API docs assets shipped with the service.
# The first run installs (needs the network); later runs start offline. Ctrl-C stops.
#   HOST=0.0.0.0 PORT=8000 ALLOWED_HOSTS=judge.local,192.168.1.20 bash scripts/serve.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

# A secret key made once for this checkout, kept out of git (.state/ is ignored).
mkdir -p .state
if [ ! -s .state/secret_key ]; then
  (umask 077 && .venv/bin/python -c "import secrets; print(secrets.token_urlsafe(50))" \
    > .state/secret_key)
fi
HOST=${HOST:-127.0.0.1}
PORT=${PORT:-8000}
export DEBUG=False
export SECRET_KEY="${SECRET_KEY:-$(cat .state/secret_key)}"
export ALLOWED_HOSTS="${ALLOWED_HOSTS:-127.0.0.1,localhost,$HOST}"

.venv/bin/python manage.py load_demo
# Stored effect trees are parsed again when the grammar or the effect code changed since the
# last start on this database (imports and the demo parse their own cards).
GRAMMAR=$(find cards/grammar rules/engine -type f \( -name '*.py' -o -name '*.lark' \) \
  | sort | xargs cat | sha256sum | cut -d' ' -f1)
GRAMMAR="$GRAMMAR ${DATABASE_URL:-sqlite}"
if [ "$(cat .state/reparsed 2>/dev/null)" != "$GRAMMAR" ]; then
  .venv/bin/python manage.py reparse_cards -v 0
  echo "$GRAMMAR" > .state/reparsed
fi
.venv/bin/python manage.py collectstatic --noinput -v 0
echo "The judge's desk: http://$HOST:$PORT/ (API docs at /api/v1/docs/)"
exec .venv/bin/gunicorn judge.wsgi \
  --bind "$HOST:$PORT" \
  --workers "${WEB_CONCURRENCY:-2}" \
  --timeout 30 \
  --access-logfile - \
  --error-logfile -
