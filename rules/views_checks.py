"""The KO and defense check pages of the desk: the same services as ``checks/ko/`` and
``checks/defense/`` of the API, as forms that work without JavaScript (GET, so a result is a
link)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from judge.errors import DeskError
from rules.board_svg import draw_board
from rules.forms_checks import DefenseForm, KoForm, NotationForm
from rules.services_judging import run_defense_check, run_ko_check


def _check(request: HttpRequest, form: NotationForm, decide) -> tuple[dict | None, dict | None]:
    """The service's answer and the request it was given, or (None, None) with the problem on
    the form."""
    if not form.is_valid():
        return None, None
    body = form.request()
    if body is None:
        return None, None
    try:
        return decide(body), body
    except DeskError as exc:
        problems = [f"{d.path}: {d.message}" for d in exc.details] or [exc.message]
        for problem in problems:
            form.add_error(None, problem)
        return None, None


def _page(request: HttpRequest, template: str, form: NotationForm, context: dict) -> HttpResponse:
    status = 400 if form.is_bound and form.errors else 200
    return render(request, template, {"form": form, **context}, status=status)


@require_safe
def ko_page(request: HttpRequest) -> HttpResponse:
    form = KoForm(request.GET or None)
    context: dict[str, Any] = {}
    answer, body = _check(request, form, run_ko_check)
    if answer is not None:
        character = {**body["character"], "ko": answer["ko"]}
        board = {"players": {"A": {"front_line": [character]}}}
        context.update(result=answer, board_svg=draw_board(board, {character["id"]: answer}))
    return _page(request, "desk/ko.html", form, context)


@require_safe
def defense_page(request: HttpRequest) -> HttpResponse:
    form = DefenseForm(request.GET or None)
    context: dict[str, Any] = {}
    answer, _body = _check(request, form, run_defense_check)
    if answer is not None:
        context["result"] = answer
    return _page(request, "desk/defense.html", form, context)
