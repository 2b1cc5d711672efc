"""WSGI entry point (gunicorn judge.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judge.settings")
application = get_wsgi_application()
