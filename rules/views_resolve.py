"""The resolve page: write a situation in the notation (or build it with the form, or paste the
API's JSON), then read the resolution step by step with the board drawn at each step.

A situation that reads well is redirected to its permalink (``?s=``: the notation, compressed),
so the address bar always holds a link that reproduces the page; ``?step=N`` picks the step.
Everything works without JavaScript.
"""

from __future__ import annotations

import json
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse

from judge.errors import DeskError
from rules.examples import RESOLVE_PAGE_EXAMPLE
from rules.notation import render_notation
from rules.resolution_view import decode_situation, encode_situation, step_view
from rules.services_judging import run_resolve

MAX_INPUT = 100_000
EXAMPLE_TEXT = render_notation(RESOLVE_PAGE_EXAMPLE)


def _error(message: str, details: list | None = None) -> dict:
    return {"message": message, "details": details or []}


def permalink(text: str, step: int | None = None) -> str:
    query = {"s": encode_situation(text)}
    if step:
        query["step"] = str(step)
    return f"{reverse('resolve')}?{urlencode(query)}"


def _text_from_post(request: HttpRequest) -> tuple[str, dict | None]:
    """The notation the form sent (``text``), or the notation of the JSON it sent (``request``)."""
    if "request" in request.POST and not request.POST.get("text"):
        raw = request.POST.get("request", "")
        if len(raw) > MAX_INPUT:
            return raw, _error(f"The request is longer than {MAX_INPUT} characters.")
        try:
            data = json.loads(raw)
        except ValueError as exc:
            return raw, _error(f"That is not valid JSON: {exc}")
        if not isinstance(data, dict) or "state" not in data:
            return raw, _error("Give an object with state and plays.")
        return render_notation(data), None
    text = request.POST.get("text", "")
    if len(text) > MAX_INPUT:
        return text, _error(f"The situation is longer than {MAX_INPUT} characters.")
    return text, None


def _resolve(text: str, step: int = 1) -> tuple[dict | None, dict | None]:
    try:
        return run_resolve({"text": text}, board_at=step), None
    except DeskError as exc:
        return None, _error(exc.message, [d.as_dict() for d in exc.details])


def _step_number(request: HttpRequest) -> int:
    try:
        return max(1, int(request.GET.get("step", "1")))
    except ValueError:
        return 1


def resolve_page(request: HttpRequest) -> HttpResponse:
    context: dict = {"text": EXAMPLE_TEXT}
    if request.method == "POST":
        text, error = _text_from_post(request)
        context["text"] = text
        if error is None:
            answer, error = _resolve(text)
            if answer is not None:
                return HttpResponseRedirect(permalink(text), status=303)
        context["error"] = error
        return render(request, "resolve/page.html", context, status=400)
    draft = request.GET.get("draft")
    if draft is not None:
        context["text"] = decode_situation(draft) or ""
    code = request.GET.get("s")
    if code is not None:
        text = decode_situation(code)
        if text is None:
            context["error"] = _error("This link is damaged: the situation cannot be read.")
            return render(request, "resolve/page.html", context, status=400)
        context["text"] = text
        step = _step_number(request)
        answer, error = _resolve(text, step)
        if error is not None:
            context["error"] = error
            return render(request, "resolve/page.html", context, status=400)
        view = step_view(answer, step)
        context.update(
            result=answer,
            view=view,
            code=code,
            permalink=request.build_absolute_uri(permalink(text, view["n"] or None)),
        )
    return render(request, "resolve/page.html", context)
