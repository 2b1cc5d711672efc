"""The Power Play tally on the judge's desk: a form that works without JavaScript, the
steps with their rules, and the tally drawn as a two-column sum.

The form posts (or a link with ``?example=`` fills it with one of the rulebook's worked
examples); ``rules.games.power_play`` checks the values and calls the engine, exactly as
for the API. Invalid input shows the form again with the problems on their fields (400).
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_http_methods

from rules.forms_games_pp import PowerPlayTallyForm
from rules.games import power_play as service

EXAMPLE_TITLES = {
    "aerodynamic": "Rulebook example 1: Aerodynamic at Banners Aly",
    "mentallica": "Rulebook example 2: Mentallica",
}


def _columns(answer: dict[str, Any]) -> list[dict[str, Any]]:
    """The two columns of the sum; a line that multiplies shows the sum it multiplies."""
    columns = []
    for side, title in (("heroes", "Heroes"), ("villain", "Villain")):
        lines, before = [], 0
        for line in answer[side]["lines"]:
            lines.append({**line, "subtotal": before if line["op"] == "×" else None})
            before = line["running"]
        columns.append(
            {"side": side, "title": title, "lines": lines, "total": answer[side]["total"]}
        )
    return columns


@require_http_methods(["GET", "HEAD", "POST"])
def power_play_page(request: HttpRequest) -> HttpResponse:
    example = request.GET.get("example", "")
    if request.method == "POST":
        form = PowerPlayTallyForm(request.POST)
    elif example in service.EXAMPLES:
        form = PowerPlayTallyForm(PowerPlayTallyForm.data_for(service.EXAMPLES[example]))
    else:
        form = PowerPlayTallyForm()
    answer = form.tally() if form.is_bound else None
    context = {
        "form": form,
        "result": answer,
        "columns": _columns(answer) if answer else [],
        "examples": EXAMPLE_TITLES,
    }
    status = 400 if form.is_bound and form.errors else 200
    return render(request, "games/power_play.html", context, status=status)
