"""The Power Up! desk page: combat, Power Chain, winner and deck checks as GET forms.

Each form builds the same body the API takes and hands it to :mod:`rules.games.power_up`,
so the page and ``/api/v1/games/power-up/`` accept and refuse the same things. A ruling is
a link a judge can share; invalid input shows the form again with the problem on its field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from judge.errors import DeskError
from rules.engine.games.power_up import Fighter
from rules.forms_games_pu import FORMS, GameForm
from rules.games import power_up as service

CALLS: dict[str, Callable[[Any], dict[str, Any]]] = {
    "combat": service.combat,
    "chain": service.chain,
    "winner": service.winner,
    "deck": service.deck,
}


def _lines(entries: list[dict[str, Any]], keys: tuple[str, ...]) -> str:
    return "\n".join(" | ".join(str(e[k]) for k in keys) for e in entries)


def _initial() -> dict[str, dict[str, Any]]:
    """What the forms show before anything is sent: the rulebook's own cases."""
    paige, brandon = service.PAIGE, service.BRANDON
    return {
        "combat": {
            "a_name": paige["name"],
            "a_atk": paige["atk"],
            "a_def": paige["def"],
            "a_health": paige["health"],
            "d_name": brandon["name"],
            "d_atk": brandon["atk"],
            "d_def": brandon["def"],
            "d_health": brandon["health"],
        },
        "chain": {
            "effects": "\n".join(
                f"{e['id']} {e['player']}{' instant' if e['instant'] else ''}"
                for e in service.CHAIN_EXAMPLE["effects"]
            )
        },
        "winner": {"condition": "no_more_power_cards"},
        "deck": {
            "heroes": _lines(service.DECK_EXAMPLE["heroes"], ("count", "name", "rarity")),
            "powers": _lines(service.DECK_EXAMPLE["powers"], ("count", "name", "kind")),
        },
    }


def wound_rows(body: dict[str, Any], answer: dict[str, Any]) -> list[dict[str, Any]]:
    """Each fighter's Health as pips: wounds before, wounds dealt now, what is left."""
    people = [body["attacker"], body.get("defender")]
    if body.get("team_up"):
        people.insert(1, body["team_up"]["partner"])
    rows = []
    for data in filter(None, people):
        fighter = Fighter.from_dict(data)
        new = answer["wounds"].get(fighter.id, 0)
        pips = ["old"] * fighter.wounds + ["new"] * new
        pips += ["left"] * max(0, fighter.ko_at - len(pips))
        rows.append(
            {
                "name": fighter.name,
                "health": fighter.ko_at,
                "before": fighter.wounds,
                "new": new,
                "pips": pips,
                "ko": fighter.id in answer["ko"],
                "knelt": fighter.id in answer["knelt"],
                "stunned": fighter.id in answer.get("stunned", []),
            }
        )
    return rows


def _decide(form: GameForm) -> tuple[dict[str, Any], dict[str, Any]] | None:
    if not form.is_valid():
        return None
    body = form.body()
    if form.errors:
        return None
    try:
        return body, CALLS[form.tool](body)
    except DeskError as exc:
        for problem in exc.details:
            form.add_problem(problem.path, problem.message)
        return None


@require_safe
def power_up_page(request: HttpRequest) -> HttpResponse:
    tool = request.GET.get("tool", "")
    initial = _initial()
    forms = {
        name: cls(request.GET if name == tool else None, initial=initial[name])
        for name, cls in FORMS.items()
    }
    context: dict[str, Any] = {"forms": forms, "tool": tool}
    form = forms.get(tool)
    decided = _decide(form) if form is not None else None
    if decided is not None:
        body, answer = decided
        context["result"] = answer
        if tool == "combat" and answer["legal"]:
            context["rows"] = wound_rows(body, answer)
    status = 400 if form is not None and form.errors else 200
    return render(request, "games/power_up.html", context, status=status)
