"""A bar on playing or using Power cards of a type someone picks: "Opponent's Team with Power
Grid 7 or 8 in Power Type of Kingpin's choice may not use Power cards of that Power Type to
attack", "Target opponent may not use Power Type of Psycho-Man's choice" (the type named by the
play with the card's ``as``), and "Play with any Power card usable by Sentinels. No cards of
that Power type may be played against Sentinels" (the type of the one Power card played with
it, MR.7). The bar then holds for that type (MR.19), its rated subject read as the characters
rated 7 or 8 in it (``group_subjects``). A play that names no type leaves the clause
``type_unnamed``: its ``chosen`` reference matches no card, and the answer says it is not
applied (``reach``), never a bar on every card."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.engine.clauses import tuple_of

if TYPE_CHECKING:
    from rules.engine.state import CardUse

#: The grammar's subject of a team rated in the type chosen ("opponent_team_with_grid_7_or_8_in_
#: chosen_type"), around its ratings; it becomes the rated subject of the type named.
_GRID_HEAD, _GRID_TAIL = "opponent_team_with_grid_", "_in_chosen_type"


def bars_chosen_type(clause: dict[str, Any]) -> bool:
    """Whether ``clause`` bars Power cards of a type someone picks."""
    return (
        clause.get("kind") == "play_restriction"
        and bool(clause.get("power_type_chosen_by"))
        and (not clause.get("icons") or "chosen" in tuple_of(clause.get("icons")))
    )


def _named(clause: dict[str, Any], icon: str) -> dict[str, Any]:
    out = {**clause, "icons": [icon], "type_chosen": icon}
    out.pop("type_unnamed", None)
    who = str(clause.get("who") or "")
    if who.startswith(_GRID_HEAD) and who.endswith(_GRID_TAIL):
        ratings = who.removeprefix(_GRID_HEAD).removesuffix(_GRID_TAIL)
        out["who"] = f"opponent_characters_with_{icon}_{ratings}"
    return out


def fill_chosen_restriction(clauses: list[dict[str, Any]], icon: str | None) -> list[dict]:
    """The clauses, each bar on a type picked given the type the play names (``as``), or
    marked ``type_unnamed`` (its ``chosen`` reference matching no card)."""
    out = []
    for c in clauses:
        if bars_chosen_type(c):
            if c.get("power_type_chosen_by") == "chosen":
                c = {**c, "icons": ["chosen"]}  # the type of the card played with it, below
            elif icon:
                c = _named(c, icon)
            else:
                c = {**c, "icons": ["chosen"], "type_unnamed": True}
        out.append(c)
    return out


def mark_unplayed_type(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """An effect put in play without the card it was played with: each bar "of that Power
    type" names no type (``type_unnamed``)."""
    return [
        {**c, "type_unnamed": True}
        if bars_chosen_type(c) and c.get("power_type_chosen_by") == "chosen"
        else c
        for c in clauses
    ]


def fill_played_type(clause: dict[str, Any], cards: list[CardUse]) -> dict[str, Any] | None:
    """The bar "of that Power type" given the type of the one single-icon Power card played
    with its special, or ``None`` (not such a bar, or no such card)."""
    if not (bars_chosen_type(clause) and clause.get("power_type_chosen_by") == "chosen"):
        return None
    powers = [c for c in cards if c.kind == "power" and c.subtype == "single"]
    if len(powers) != 1 or not powers[0].defn.icons:
        return None
    return _named(clause, powers[0].defn.icons[0])
