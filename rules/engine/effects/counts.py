"""What a "for each ..." counts, typed (a ``Scaling``'s ``count``): the things counted, whose,
where and when, so the engine counts them on the board without reading the words.

``what`` is ``"cards"`` (cards of ``card_kinds`` in a pile or in play, or played by someone),
``"hits"`` (on a record, or successful hits made with cards of ``card_kinds``),
``"teammates"`` (with a rating of ``icon`` of ``at_least`` or more) or ``"kos"`` (characters
KO'd this battle or game). ``whose`` is a who-keyword or a character's printed name (``None``:
the card's own side); ``where`` a pile or record (``defeated_missions``,
``completed_missions``, ``reserve_missions``, ``hand``, ``in_play``, ``permanent_record``,
``current_battle``); ``when`` is ``"battle"``, ``"game"`` or ``"end_of_battle"``.

``counted_words`` is the one place these are written in the game's words: the grammar prints a
scaling's ``per`` with it, so the canonical text parses back to the same count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.effects.game_words import ICON_TEXT, icons_text, possessive, who_text
from rules.engine.effects.typed_json import from_fields, set_fields

#: Piles written "<whose> <Words> Pile"; the others are written without "Pile".
MISSION_PILES: tuple[str, ...] = ("defeated_missions", "completed_missions", "reserve_missions")
WHERE_WORDS: dict[str, str] = {
    "defeated_missions": "Defeated Missions Pile",
    "completed_missions": "Completed Missions Pile",
    "reserve_missions": "Reserve Missions Pile",
    "hand": "Hand",
    "permanent_record": "Permanent Record",
    "current_battle": "Hits to Current Battle",
}


@dataclass(frozen=True)
class Counted:
    """The things a scaling counts (see the module's docstring for the values)."""

    what: str
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    whose: str | None = None
    where: str | None = None
    when: str | None = None
    played_by: str | None = None
    successful: bool = False
    icon: str | None = None
    at_least: int | None = None

    def to_json(self) -> dict[str, Any]:
        return set_fields(self)


def counted_from_json(data: dict[str, Any] | None) -> Counted | None:
    return from_fields(Counted, data)


def _owned(whose: str | None, words: str) -> str:
    """A pile or record with its owner: "opponent's Completed Missions Pile"."""
    return f"{possessive(who_text(whose))} {words}" if whose else words


def cards_words(counted: Counted) -> str:
    adjs = " ".join(
        x
        for x in (
            icons_text(counted.icons),
            " ".join(k.replace("_", " ").title() for k in counted.card_kinds),
        )
        if x
    )
    return f"{adjs + ' ' if adjs else ''}card"


def counted_words(counted: Counted) -> str:
    """What is counted, in the game's words ("Mission card in Backlash's Defeated Missions
    Pile", "Hit on Witchblade's Permanent Record", "character KO'd this game")."""
    if counted.what == "kos":
        return f"character KO'd this {counted.when or 'game'}"
    if counted.what == "teammates":
        icon = ICON_TEXT.get(counted.icon or "", counted.icon)
        return f"teammate with a {icon} rating of {counted.at_least} or greater"
    if counted.what == "hits":
        if counted.successful:
            return f"successful Hit made with {cards_words(counted)}"
        if counted.where == "character":
            return f"Hit on {who_text(counted.whose)}"  # on any record of that character
        where = WHERE_WORDS[counted.where or "permanent_record"]
        word = "in" if counted.where == "current_battle" else "on"
        return f"Hit {word} {_owned(counted.whose, where)}"
    text = cards_words(counted)
    if counted.where == "in_play":
        text += " in play"
        if counted.when == "end_of_battle":
            text += " at end of battle"
    elif counted.where:
        text += f" in {_owned(counted.whose, WHERE_WORDS[counted.where])}"
    if counted.played_by:
        text += f" played by {who_text(counted.played_by)}"
    return text
