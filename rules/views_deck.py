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


#: The discard check's piles and places, as a judge says them.
PILE_WORDS = {
    "dead_pile": "Dead Pile",
    "power_pack": "Power Pack",
    "defeated_characters": "defeated characters",
}


def _place_words(source: str, names: dict[str, str]) -> str:
    """``hand``, ``home_base``, ``placed:<member id>`` as words."""
    if source == "hand":
        return "hand"
    if source == "home_base":
        return "placed on the Home Base"
    if source.startswith("placed:"):
        holder = source.removeprefix("placed:")
        return "placed on " + names.get(holder, holder.replace("_", " ").replace("-", " ").title())
    return source.replace("_", " ")


def discard_in_words(result: dict, data: dict) -> dict:
    """The discard check's answer with its places and piles in words (names, not ids)."""
    team = data.get("team") or {}
    members = [*(team.get("front_line") or []), team.get("reserve"), *(team.get("ko") or [])]
    names = {
        m["id"]: str(m.get("card") or m["id"])
        for m in members
        if isinstance(m, dict) and isinstance(m.get("id"), str)
    }

    def words(entry: dict) -> dict:
        entry = dict(entry)
        source = entry.get("from")
        if isinstance(source, list):
            entry["from"] = ", ".join(dict.fromkeys(_place_words(s, names) for s in source))
        elif isinstance(source, str):
            entry["from"] = _place_words(source, names)
        if "pile" in entry:
            entry["pile"] = PILE_WORDS.get(entry["pile"], str(entry["pile"]).replace("_", " "))
        return entry

    return {
        **result,
        **{key: [words(e) for e in result.get(key, [])] for key in ("discard", "choices", "keep")},
    }


def path_words(path: str) -> str:
    """A problem's field path as words: ``team.front_line.0.card`` → "Front line, item 1",
    ``text.line.4`` → "Line 4" (text lines are counted from 1 already)."""
    if path.startswith("text.line."):
        return "Line " + path.removeprefix("text.line.")
    words = []
    for part in str(path).split("."):
        if part.isdigit():
            words.append(f"item {int(part) + 1}")
        elif part not in ("team", "card", "cards"):
            words.append(part.replace("_", " "))
    return ", ".join(words).capitalize() or "The input"


def _problems(problems) -> dict:
    return {
        "message": "Some of the input could not be read.",
        "details": [{"path": path_words(p.path), "message": p.message} for p in problems],
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
                context["result"] = discard_in_words(result, data)
    return render(request, "deck/discard.html", context)
