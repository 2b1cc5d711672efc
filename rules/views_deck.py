"""The deck-check page and the discard page (server-rendered, no JavaScript needed)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from rules.engine.decklist import discard_data_from_text
from rules.services_deck import run_deck_check, run_discard_check

MAX_INPUT = 20_000

DECK_EXAMPLE = """4 Characters: Cyclops, Storm, Beast, Jubilee
Mission: Sins of the Future
Home Base:
Battlesite:
3x 7 Energy
2x 6 Intellect
Beast - Acrobatics
Beast - Brilliant Deduction
Energy Maximizer
"""

DISCARD_EXAMPLE = """Front line: Cyclops, Storm, Beast
Reserve: Jubilee
KO:
Hand: 3 Fighting, 3 Energy, 7 Energy, 8 Strength, Beast - Acrobatics, Beast - Acrobatics
Placed on Cyclops: 7 Energy
Event:
"""


def _problems(problems) -> dict:
    return {
        "message": "Some of the input could not be read.",
        "details": [p.as_dict() for p in problems],
    }


def deck_page(request: HttpRequest) -> HttpResponse:

    context: dict = {"text": DECK_EXAMPLE, "code_rule": False}
    if request.method == "POST":
        text = request.POST.get("deck", "")
        code_rule = request.POST.get("code_rule") == "on"
        context.update(text=text, code_rule=code_rule)
        if not text.strip():
            context["error"] = {"message": "Paste a deck list first.", "details": []}
        elif len(text) > MAX_INPUT:
            context["error"] = {
                "message": f"The list is longer than {MAX_INPUT} characters.",
                "details": [],
            }
        else:
            result, problems = run_deck_check({"text": text, "code_rule": code_rule})
            if result is None:
                context["error"] = _problems(problems)
            else:
                context["result"] = result
    return render(request, "deck/check.html", context)


def discard_page(request: HttpRequest) -> HttpResponse:

    context: dict = {"text": DISCARD_EXAMPLE}
    if request.method == "POST":
        text = request.POST.get("situation", "")
        context["text"] = text
        if len(text) > MAX_INPUT:
            context["error"] = {
                "message": f"The text is longer than {MAX_INPUT} characters.",
                "details": [],
            }
        else:
            data, problems = discard_data_from_text(text)
            result = None
            if not problems:
                result, problems = run_discard_check(data)
            if result is None:
                context["error"] = _problems(problems)
            else:
                context["result"] = result
    return render(request, "deck/discard.html", context)
