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

from judge import limits
from judge.errors import DeskError
from rules.examples import RESOLVE_PAGE_EXAMPLE
from rules.notation import render_notation
from rules.notation.parser import MAX_TEXT
from rules.resolution_view import decode_situation, encode_situation, step_view
from rules.services_judging import run_resolve

#: The API's request as JSON, pasted (or sent by a ruling's "resolve it again"): the API's caps.
MAX_REQUEST = 256 * 1024
MAX_REQUEST_DEPTH = 32
EXAMPLE_TEXT = render_notation(RESOLVE_PAGE_EXAMPLE)


def _error(message: str, details: list | None = None) -> dict:
    return {"message": message, "details": details or []}


def permalink(text: str, step: int | None = None) -> str:
    query = {"s": encode_situation(text)}
    if step:
        query["step"] = str(step)
    return f"{reverse('resolve')}?{urlencode(query)}"


def _request_from_json(raw: str) -> tuple[dict | None, dict | None]:
    """The API request pasted as JSON, bounded and checked as the API does before its
    engine validates it."""
    if len(raw) > MAX_REQUEST:
        return None, _error(f"The request is longer than {MAX_REQUEST} characters.")
    if limits.json_depth(raw.encode("utf-8", "surrogatepass")) > MAX_REQUEST_DEPTH:
        return None, _error(f"The request nests deeper than {MAX_REQUEST_DEPTH} levels.")
    try:
        data = json.loads(raw, parse_constant=_refuse_constant)
    except ValueError as exc:
        return None, _error(f"That is not valid JSON: {exc}")
    unsafe = limits.unsafe_values(data, MAX_TEXT)
    if unsafe:
        details = [{"path": path, "message": message} for path, message in unsafe.items()]
        return None, _error("Some values of the request cannot be used.", details)
    if not isinstance(data, dict) or "state" not in data:
        return None, _error("Give an object with state and plays.")
    return data, None


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def _text_from_post(request: HttpRequest) -> tuple[str, dict | None]:
    """The notation the form sent (``text``), or the notation of the JSON it sent (``request``,
    resolved as the API would: its answer's ``situation`` is the notation)."""
    if "request" in request.POST and not request.POST.get("text"):
        raw = request.POST.get("request", "")
        data, error = _request_from_json(raw)
        if error is not None:
            return raw, error
        try:
            return run_resolve(data)["situation"], None
        except DeskError as exc:
            return raw, _error(exc.message, [d.as_dict() for d in exc.details])
    text = request.POST.get("text", "")
    if len(text) > MAX_TEXT:
        return text, _error(f"The situation is longer than {MAX_TEXT} characters.")
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
