"""The rulings log's pages: log a ruling, the list per event, a shared ruling, CSV export.

Saving and reading the log need a judge's account (permissions ``rules.add_loggedruling``
and ``rules.view_loggedruling``, which the "Judges" group holds); a shared ruling is read by
anyone holding its link. A situation sent here before signing in is kept in the session and
comes back on the form after signing in.
"""

from __future__ import annotations

import csv
import json

from django.contrib import messages
from django.contrib.auth.decorators import login_required, permission_required
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.text import slugify
from django.views.decorators.http import require_safe

from judge.errors import DeskError
from rules import selectors_rulings as selectors
from rules.forms_rulings import RulingForm
from rules.services_rulings import SITUATION_MAX, log_ruling, read_situation, resolve_situation

DRAFT_KEY = "ruling_draft_situation"
LAST_EVENT_KEY = "ruling_last_event"
PAGE_SIZE = 50


def _preview(text: str) -> dict:
    """What the engine answers for a situation about to be logged (or why it cannot)."""
    try:
        situation = read_situation(text)
        resolution = resolve_situation(situation)
    except DeskError as exc:
        return {"error": exc}
    names = selectors.character_names(situation)
    return {"resolution": resolution, "kos": selectors.ko_lines(resolution, names)}


def new_ruling(request: HttpRequest) -> HttpResponse:
    """GET or POST ``situation`` (JSON text) to open the form with it; POST ``save`` to log."""
    sent = request.POST.get("situation") or request.GET.get("situation") or ""
    if not request.user.is_authenticated:
        if sent:
            request.session[DRAFT_KEY] = sent[:SITUATION_MAX]
        return redirect_to_login(reverse("rulings:new"))
    if not request.user.has_perm("rules.add_loggedruling"):
        raise PermissionDenied
    if request.method == "POST" and "save" in request.POST:
        form = RulingForm(request.POST)
        if form.is_valid():
            data = form.cleaned_data
            try:
                entry = log_ruling(judge=request.user, **data)
            except DeskError as exc:
                form.add_error("situation", exc.message)
            except ValidationError as exc:
                form.add_error(None, exc)
            else:
                request.session.pop(DRAFT_KEY, None)
                request.session[LAST_EVENT_KEY] = entry.event
                messages.success(request, "Ruling saved. Anyone with this page's link can read it.")
                return redirect(entry)
        text = request.POST.get("situation", "")
        preview = _preview(text) if text else {}
        return render(request, "rulings/new.html", {"form": form, **preview}, status=400)
    text = sent or request.session.get(DRAFT_KEY, "")
    form = RulingForm(initial={"situation": text, "event": request.session.get(LAST_EVENT_KEY, "")})
    return render(request, "rulings/new.html", {"form": form, **(_preview(text) if text else {})})


@require_safe
@login_required
@permission_required("rules.view_loggedruling", raise_exception=True)
def ruling_list(request: HttpRequest) -> HttpResponse:
    event = request.GET.get("event", "").strip()[:120]
    page = Paginator(selectors.rulings(event), PAGE_SIZE).get_page(request.GET.get("page"))
    return render(
        request,
        "rulings/list.html",
        {"event": event, "page": page, "events": selectors.events()},
    )


@require_safe
def shared_ruling(request: HttpRequest, token: str) -> HttpResponse:
    entry = selectors.shared_ruling(token)
    if entry is None:
        raise Http404("No ruling has this link.")
    names = selectors.character_names(entry.situation)
    context = {
        "entry": entry,
        "kos": selectors.ko_lines(entry.resolution, names),
        "situation_json": json.dumps(entry.situation, indent=2, ensure_ascii=False),
        "share_url": request.build_absolute_uri(entry.get_absolute_url()),
    }
    response = render(request, "rulings/shared.html", context)
    response["X-Robots-Tag"] = "noindex"
    return response


@require_safe
@login_required
@permission_required("rules.view_loggedruling", raise_exception=True)
def export_csv(request: HttpRequest) -> HttpResponse:
    """Every ruling, or one event's (``?event=``), as CSV for a spreadsheet."""
    event = request.GET.get("event", "").strip()[:120]
    name = f"rulings-{slugify(event) or 'event'}.csv" if event else "rulings-all.csv"
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    writer = csv.writer(response)
    writer.writerow(selectors.CSV_HEADER)
    writer.writerows(
        selectors.csv_rows(
            selectors.rulings(event).iterator(),
            lambda entry: request.build_absolute_uri(entry.get_absolute_url()),
        )
    )
    return response
