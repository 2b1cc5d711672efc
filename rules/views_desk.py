"""The judge's desk: venture, priority and renege checks as plain pages.

Each page is a GET form, so a ruling is a link a judge can share; the form's values are
checked by the API's serializers (``rules.forms_desk``) and decided by the pure engine, the
same way the ``checks/`` API does. Invalid input shows the form again with the problems on
their fields (status 400).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import NoReverseMatch, URLPattern, URLResolver, get_resolver, reverse
from django.views.decorators.http import require_safe

from rules.engine import priority as prio
from rules.engine import renege as ren
from rules.engine import venture as ven
from rules.forms_desk import OFFENCE_LABELS, PENALTY_LABELS, DeskForm, RenegeForm, VentureForm
from rules.forms_priority import PriorityForm
from rules.requests_checks import ENGINE_INPUT_ERRORS, players_from, priority_effects, renege_case

#: Other pages a judge at a table uses, found by the words in their url names.
OTHER_TOOLS: tuple[tuple[str, str, str], ...] = (
    ("resolve", "Resolve plays", "Paste a board and the plays made; read each step and its rules."),
    ("deck", "Deck check", "Is a deck list legal, and why not."),
    ("discard", "Discard check", "What must be discarded from a hand after a battle."),
)


def _page(request: HttpRequest, template: str, form: DeskForm, context: dict) -> HttpResponse:
    status = 400 if form.is_bound and form.errors else 200
    return render(request, template, {"form": form, **context}, status=status)


def _bound(request: HttpRequest) -> dict | None:
    """The query string when the form was sent (any parameter), else None."""
    return request.GET if request.GET else None


def _decide(form: DeskForm, decide: Callable[[Any], Any], case: Any) -> dict | None:
    """The engine's answer as a dict, or None with the refused field's problem on the form."""
    try:
        return decide(case).as_dict()
    except ENGINE_INPUT_ERRORS as exc:
        form.add_problem(exc.path, exc.message)
        return None


def _missions_rows(
    players: dict[str, ven.PlayerVenture], after: dict | None
) -> list[dict[str, Any]]:
    return [
        {
            "player": p,
            "before": players[p].missions.as_dict(),
            "ventured": players[p].ventured.as_dict(),
            "after": after[p] if after else None,
        }
        for p in ven.PLAYERS
    ]


# ------------------------------------------------------------------------------- venture


@require_safe
def venture_page(request: HttpRequest) -> HttpResponse:
    form = VentureForm(_bound(request))
    context: dict[str, Any] = {}
    data = form.validated() if form.is_bound else None
    if data is not None:
        players = players_from(data["players"])
        answer = _decide(form, ven.settle_battle, players)
        if answer is not None:
            context["result"] = answer
            context["rows"] = [
                {
                    **row,
                    "total": answer["totals"][p],
                    "conceded": players[p].conceded,
                    "ventured_count": players[p].ventured.count,
                    "carried_over": answer["carried_over"][p],
                    "draws": answer["penalty_draws"][p],
                }
                for p, row in zip(
                    ven.PLAYERS, _missions_rows(players, answer["missions"]), strict=True
                )
            ]
    return _page(request, "desk/venture.html", form, context)


# ------------------------------------------------------------------------------- priority


@require_safe
def priority_page(request: HttpRequest) -> HttpResponse:
    form = PriorityForm(_bound(request))
    context: dict[str, Any] = {}
    data = form.validated() if form.is_bound else None
    if data is not None:
        answer = _decide(form, prio.resolve_priority, priority_effects(data))
        if answer is not None:
            entries = {e["id"]: e for e in form.entries}
            context["result"] = answer
            context["ranking"] = [
                {
                    **ranked,
                    "kind_name": prio.KIND_NAMES[ranked["ranks_as"]],
                    "played_text": prio.ordinal(ranked["played"]),
                    "entry": entries[ranked["id"]],
                }
                for ranked in answer["ranking"]
            ]
            context["winner"] = context["ranking"][0]
    return _page(request, "desk/priority.html", form, context)


# ------------------------------------------------------------------------------- renege


@require_safe
def renege_page(request: HttpRequest) -> HttpResponse:
    form = RenegeForm(_bound(request))
    context: dict[str, Any] = {}
    data = form.validated() if form.is_bound else None
    if data is not None:
        case = renege_case(data)
        answer = _decide(form, ren.rule_on_renege, case)
        if answer is not None:
            context["result"] = answer
            context["penalty_label"] = PENALTY_LABELS.get(answer["penalty"], answer["penalty"])
            context["offence_label"] = OFFENCE_LABELS.get(data["offence"], data["offence"])
            if case.players is not None:
                context["rows"] = _missions_rows(case.players, answer["missions"])
    return _page(request, "desk/renege.html", form, context)


# ------------------------------------------------------------------------------- index


def _page_names() -> list[str]:
    """Names (with namespaces) of the site's pages that take no arguments, outside the API."""
    names: list[str] = []

    def walk(patterns: list, namespace: list[str]) -> None:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                if pattern.namespace in ("api", "admin"):
                    continue
                inner = [*namespace, pattern.namespace] if pattern.namespace else namespace
                walk(pattern.url_patterns, inner)
            elif isinstance(pattern, URLPattern) and pattern.name:
                names.append(":".join([*namespace, pattern.name]))

    walk(get_resolver().url_patterns, [])
    found = []
    for name in names:
        try:
            reverse(name)
        except NoReverseMatch:
            continue
        found.append(name)
    return found


def other_tools() -> list[dict[str, str]]:
    """The desk's other tools whose pages exist: resolve, deck check, discard check."""
    names = _page_names()
    tools = []
    for word, title, blurb in OTHER_TOOLS:
        for name in names:
            words = name.rpartition(":")[2].replace("-", "_").split("_")
            if word in words and "desk" not in name:
                tools.append({"url_name": name, "title": title, "blurb": blurb})
                break
    return tools


@require_safe
def desk_index(request: HttpRequest) -> HttpResponse:
    return render(request, "desk/index.html", {"tools": other_tools()})
