"""The resolve page: paste a state and plays as JSON, read the steps with their rules."""

from __future__ import annotations

import json

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from judge.errors import DeskError
from rules.examples import RESOLVE_PAGE_EXAMPLE as EXAMPLE
from rules.services_judging import run_resolve

MAX_INPUT = 200_000


def resolve_page(request: HttpRequest) -> HttpResponse:
    text = json.dumps(EXAMPLE, indent=2)
    context: dict = {"text": text}
    if request.method == "POST":
        text = request.POST.get("request", "")
        context["text"] = text
        if len(text) > MAX_INPUT:
            context["error"] = {
                "message": f"The request is longer than {MAX_INPUT} characters.",
                "details": [],
            }
        else:
            try:
                data = json.loads(text)
            except ValueError as exc:
                context["error"] = {"message": f"That is not valid JSON: {exc}", "details": []}
            else:
                if not isinstance(data, dict):
                    context["error"] = {
                        "message": "Give an object with state and plays.",
                        "details": [],
                    }
                else:
                    try:
                        context["result"] = run_resolve(data)
                    except DeskError as exc:
                        context["error"] = {
                            "message": exc.message,
                            "details": [d.as_dict() for d in exc.details],
                        }
    status = 400 if "error" in context else 200
    return render(request, "resolve/page.html", context, status=status)
