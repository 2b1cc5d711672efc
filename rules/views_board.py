"""The board builder (a form for the situation, no JavaScript needed) and the examples gallery
built from the scenario files."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from django.conf import settings
from django.forms import formset_factory
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render

from judge.errors import DeskError
from rules.forms_board import ROWS, SituationForm, rows_from_text, text_from_rows
from rules.notation import render_notation
from rules.notation.parser import MAX_TEXT
from rules.resolution_view import decode_situation, encode_situation
from rules.services_judging import run_resolve
from rules.views_resolve import EXAMPLE_TEXT, permalink

#: Blank rows offered under the filled ones (the "More rows" button adds more).
BLANK_ROWS = {"characters": 2, "hits": 2, "placed": 1, "effects": 1, "plays": 3}
MAX_ROWS = 60
SCENARIOS = Path(settings.BASE_DIR) / "tests" / "scenarios"


def _formsets(data: dict | None, initial: dict[str, list[dict]] | None, more: int = 0) -> dict:
    formsets = {}
    for key, form_class in ROWS.items():
        rows = (initial or {}).get(key, [])
        factory = formset_factory(
            form_class, extra=BLANK_ROWS[key] + more, max_num=MAX_ROWS, absolute_max=MAX_ROWS
        )
        formsets[key] = factory(data=data, initial=rows, prefix=key)
    return formsets


def _page(request: HttpRequest, situation, formsets, status: int = 200, **context) -> HttpResponse:
    return render(
        request,
        "resolve/build.html",
        {"situation": situation, "formsets": formsets, **context},
        status=status,
    )


def _from_text(request: HttpRequest, text: str, status: int = 200) -> HttpResponse:
    rows, fields = rows_from_text(text)
    return _page(request, SituationForm(initial=fields), _formsets(None, rows), status)


def build_page(request: HttpRequest) -> HttpResponse:
    if request.method == "POST" and request.POST.get("to_form"):
        return _from_text(request, request.POST.get("text", "")[:MAX_TEXT])
    if request.method == "POST":
        situation = SituationForm(request.POST)
        formsets = _formsets(request.POST, None)
        valid = situation.is_valid() & all(f.is_valid() for f in formsets.values())
        if not valid:
            return _page(request, situation, formsets, 400)
        text = text_from_rows(situation, formsets)
        if request.POST.get("more"):
            rows, fields = rows_from_text(text)
            more = _formsets(None, rows, more=2)
            return _page(request, SituationForm(initial=fields), more)
        if request.POST.get("as_text"):
            return HttpResponseRedirect(f"/resolve/?draft={encode_situation(text)}", status=303)
        try:
            run_resolve({"text": text})
        except DeskError as exc:
            error = {"message": exc.message, "details": [d.as_dict() for d in exc.details]}
            return _page(request, situation, formsets, 400, error=error, text=text)
        return HttpResponseRedirect(permalink(text), status=303)
    code = request.GET.get("s")
    text = decode_situation(code) if code else EXAMPLE_TEXT
    if text is None:
        return _page(
            request,
            SituationForm(),
            _formsets(None, None),
            400,
            error={"message": "This link is damaged: the situation cannot be read.", "details": []},
        )
    return _from_text(request, text)


@cache
def gallery() -> list[dict]:
    """The scenario files as examples: group, title, rules, and the notation's permalink code."""
    groups: dict[str, list[dict]] = {}
    for path in sorted(SCENARIOS.glob("*/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("endpoint", "resolve") != "resolve":
            continue
        text = render_notation(data["request"])
        groups.setdefault(path.parent.name, []).append(
            {"name": data["name"], "rules": data.get("rules", []), "code": encode_situation(text)}
        )
    return [{"group": g.replace("-", " "), "examples": e} for g, e in groups.items()]


def examples_page(request: HttpRequest) -> HttpResponse:
    return render(request, "resolve/examples.html", {"groups": gallery()})
