"""The OverRealm desk page: one turn's combat, dominance and pressure as a GET form.

The form builds the body the API takes and hands it to :mod:`rules.games.overrealm`, so the
page and ``/api/v1/games/overrealm/turn/`` accept and refuse the same things. The answer is
drawn as two bars per player (dominance, hero HP) in server-side SVG.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from judge.errors import DeskError
from rules.engine.games.overrealm.state import PLAYERS
from rules.forms_games_rlm import TurnForm
from rules.games import overrealm as service

BAR = 300  # the width, in SVG units, of the longest bar


def _initial() -> dict[str, Any]:
    """The form before anything is sent: the API's example turn."""
    example = service.TURN_EXAMPLE
    initial: dict[str, Any] = {"strong_attacks": example["strong_attacks"]}
    for p in PLAYERS:
        x, player, card = p.lower(), example["players"][p], example["combat"][p]
        initial.update(
            {
                f"{x}_hero": player["hero"]["name"],
                f"{x}_hp": player["hero"]["hp"],
                f"{x}_damage": player["hero"]["damage"],
                f"{x}_pressure": player["pressure"],
                f"{x}_minions": "\n".join(
                    f"{m['id']} | {m['name']} | {m['hp']} | {m['damage']} | {m['dom']}"
                    for m in player["minions"]
                ),
                f"{x}_card": card["card"],
                f"{x}_card_damage": card.get("damage"),
                f"{x}_target": card.get("target", "hero"),
                f"{x}_option": card.get("option") or "",
                f"{x}_targets": " ".join(card.get("targets", [])),
            }
        )
    return initial


def picture(body: dict[str, Any], answer: dict[str, Any]) -> dict[str, Any]:
    """Bar lengths for the SVG: each player's dominance, and hero HP before and after."""
    dominance = answer["dominance"]
    top_dom = max([1] + [dominance[p] or 0 for p in PLAYERS])
    top_hp = max(body["players"][p]["hero"]["hp"] for p in PLAYERS)
    rows = []
    for n, p in enumerate(PLAYERS):
        hero_before = body["players"][p]["hero"]
        hero_after = answer["players"][p]["hero"]
        scale = BAR / top_hp
        rows.append(
            {
                "player": p,
                "y": 30 + n * 90,
                "name": hero_after["name"],
                "dom": dominance[p],
                "dom_w": round(BAR * (dominance[p] or 0) / top_dom),
                "hp": hero_after["hp"],
                "left": max(0, hero_after["hp"] - hero_after["damage"]),
                "left_w": round(scale * max(0, hero_after["hp"] - hero_after["damage"])),
                "lost_w": round(scale * max(0, hero_after["damage"] - hero_before["damage"])),
                "hp_w": round(scale * hero_after["hp"]),
                "taken": hero_after["damage"] - hero_before["damage"],
                "pressure": answer["players"][p]["pressure"],
                "critical": answer["players"][p]["critical"],
            }
        )
    return {"rows": rows, "width": BAR + 140, "height": 40 + 90 * len(PLAYERS)}


@require_safe
def overrealm_page(request: HttpRequest) -> HttpResponse:
    bound = request.GET if request.GET.get("tool") == TurnForm.tool else None
    form = TurnForm(bound, initial=_initial())
    context: dict[str, Any] = {"form": form}
    if form.is_bound and form.is_valid():
        body = form.body()
        try:
            answer = service.turn(body)
        except DeskError as exc:
            for problem in exc.details:
                form.add_problem(problem.path, problem.message)
        else:
            context["result"] = answer
            context["picture"] = picture(body, answer)
    status = 400 if form.is_bound and form.errors else 200
    return render(request, "games/overrealm.html", context, status=status)
