"""Reads for the rulings log: lists per event, a shared ruling, the CSV export's rows."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from django.db.models import Count, Max, QuerySet

from rules.models import LoggedRuling

CSV_HEADER = (
    "created (UTC)",
    "event",
    "round",
    "table",
    "judge",
    "ruling",
    "notes",
    "summary",
    "share link",
)


def rulings(event: str | None = None) -> QuerySet[LoggedRuling]:
    """Newest first, optionally one event's only (its name as typed, case ignored)."""
    found = LoggedRuling.objects.select_related("judge")
    if event:
        found = found.filter(event__iexact=event)
    return found


def events() -> list[dict[str, Any]]:
    """Every event with its number of rulings and the latest, most recent first."""
    return list(
        LoggedRuling.objects.values("event")
        .annotate(count=Count("id"), latest=Max("created"))
        .order_by("-latest")
    )


def shared_ruling(token: str) -> LoggedRuling | None:
    return LoggedRuling.objects.select_related("judge").filter(token=token).first()


def character_names(situation: dict[str, Any]) -> dict[str, str]:
    """Character and battlesite ids of a situation's board, to the names a judge reads."""
    names: dict[str, str] = {"battlesite": "the battlesite"}
    state = situation.get("state") if isinstance(situation, dict) else None
    players = state.get("players") if isinstance(state, dict) else None
    if not isinstance(players, dict):
        return names
    for player in players.values():
        line = player.get("front_line") if isinstance(player, dict) else None
        for char in line if isinstance(line, list) else ():
            if isinstance(char, dict) and isinstance(char.get("id"), str):
                names[char["id"]] = str(char.get("name") or char.get("card") or char["id"])
    return names


#: A cell starting with one of these is read as a formula by spreadsheets: prefix it with '.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: str) -> str:
    return "'" + value if value.startswith(_FORMULA_STARTS) else value


def csv_rows(found: Iterable[LoggedRuling], link_for) -> Iterator[tuple[str, ...]]:
    """One row per ruling, in the order of ``CSV_HEADER``; ``link_for(ruling)`` gives the
    absolute share link."""
    for entry in found:
        judge = entry.judge.get_username() if entry.judge else ""
        yield tuple(
            _cell(value)
            for value in (
                entry.created.strftime("%Y-%m-%d %H:%M"),
                entry.event,
                entry.round,
                entry.table,
                judge,
                entry.ruling,
                entry.notes,
                entry.summary,
                link_for(entry),
            )
        )


KO_WORDS = {
    "cumulative": "KO'd by points (cumulative)",
    "spectrum": "KO'd by power types (spectrum)",
    "tko": "TKO",
}


def ko_lines(resolution: dict[str, Any], names: dict[str, str]) -> list[dict[str, Any]]:
    """The resolution's KOs as a judge reads them: who, how, at which step."""
    return [
        {
            "name": names.get(ko.get("id"), "a character"),
            "how": KO_WORDS.get(ko.get("kind"), "KO'd"),
            "step": ko.get("step"),
        }
        for ko in resolution.get("ko", [])
    ]
