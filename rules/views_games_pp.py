"""The Power Play tally on the judge's desk: a form that works without JavaScript, the
steps with their rules, and the tally drawn as a two-column sum.

The tally form posts (or a link with ``?example=`` fills it with one of the rulebook's worked
examples); two small forms beside it answer the end of a turn and a game's score.
``rules.games.power_play`` checks the values and calls the engine, exactly as for the API.
Invalid input shows the form again with the problems on their fields (400).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_http_methods

from rules.forms_games_pp import (
    PowerPlayScoreForm,
    PowerPlayTallyForm,
    PowerPlayTurnEndForm,
    ServiceForm,
)
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


#: The page's three forms: posted under the name in the hidden field "form", with a prefix
#: so their fields never clash, and the service call that answers each.
FORMS: dict[str, tuple[type[ServiceForm], str | None, Callable[[dict], dict]]] = {
    "tally": (PowerPlayTallyForm, None, service.run_tally),
    "turn_end": (PowerPlayTurnEndForm, "end", service.run_turn_end),
    "score": (PowerPlayScoreForm, "score", service.run_score),
}


def _forms(request: HttpRequest) -> tuple[dict[str, ServiceForm], str | None]:
    """Every form of the page, the posted one (or the example's) bound; and which is bound."""
    posted = request.POST.get("form", "tally") if request.method == "POST" else None
    example = request.GET.get("example", "")
    forms: dict[str, ServiceForm] = {}
    for name, (form_class, prefix, _call) in FORMS.items():
        if name == posted:
            forms[name] = form_class(request.POST, prefix=prefix)
        elif name == "tally" and posted is None and example in service.EXAMPLES:
            forms[name] = form_class(PowerPlayTallyForm.data_for(service.EXAMPLES[example]))
        else:
            forms[name] = form_class(prefix=prefix)
    bound = next((name for name, form in forms.items() if form.is_bound), None)
    return forms, bound


@require_http_methods(["GET", "HEAD", "POST"])
def power_play_page(request: HttpRequest) -> HttpResponse:
    forms, bound = _forms(request)
    answers = {name: None for name in FORMS}
    if bound is not None:
        answers[bound] = forms[bound].answer(FORMS[bound][2])
    tally = answers["tally"]
    context = {
        "form": forms["tally"],
        "end_form": forms["turn_end"],
        "score_form": forms["score"],
        "result": tally,
        "end_result": answers["turn_end"],
        "score_result": answers["score"],
        "columns": _columns(tally) if tally else [],
        "examples": EXAMPLE_TITLES,
    }
    status = 400 if bound is not None and forms[bound].errors else 200
    return render(request, "games/power_play.html", context, status=status)
