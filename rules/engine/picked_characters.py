"""Characters a subject picks by a property (``effects.picked_subjects``): by a Power Grid
rating ("All teammates with Strength 6 or more are +1 to all attacks", "Heroes with an Energy
grid of 5 or greater ...") or as the one with the most or least of a value ("The character with
the highest Fighting on your team is +2 to all attacks", "Opponent's character with the fewest
Hits may not attack this battle").

They are picked from the board as the clause is applied (OR.character.picked): active
front-line characters, of the side the subject names (the effect's side for "your team",
"teammates"; the other for "opponent's"), each rating read from the grid as it stands, each
hit count from the character's hits; a code the subject names narrows them as the code rule
says (OR.code-rule; a code not given is never guessed, OR.code-rule.not-given). On a tie for
the most or least, the card does not say which character it means: the clause is applied to
none of them and the answer names them and asks the judge (OR.character.picked-tie).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rules.engine.effects.picked_subjects import GridPick, MostPick, picked_from_token
from rules.engine.who_codes import code_fits

#: The clause kinds whose readers pick these characters (``attack_cards.modifier_total`` for
#: bonuses, ``attacker_bars`` for bars on attacking, ``shift.barred_target`` for protections;
#: ``group_subjects.group_holds``).
PICKED_KINDS = frozenset(
    {"attack_modifier", "defense_modifier", "cannot_attack", "cannot_be_attacked"}
)
#: The groups a rating picks from: the effect's side (True), the other (False), either (None).
GROUP_SIDES: dict[str, bool | None] = {
    "all_teammates": True,
    "your_characters": True,
    "any_teammate": True,
    "opponents_characters": False,
    "all_characters": None,
    "any_character": None,
}
#: The sides a most or least picks on.
MOST_SIDES: dict[str, bool | None] = {"own": True, "opponent": False, "": None}
RULES = ("OR.character.picked",)
TIE_RULE = "OR.character.picked-tie"


def reads_picked(clause: dict[str, Any]) -> bool:
    """Whether a reader picks the characters the clause's subject names (a group by a rating,
    or the one with the most or least); a single noun picked by a rating ("Teammate with
    Intellect 7") is one character chosen at the table, which no reader picks."""
    pick = picked_from_token(clause.get("who"))
    if pick is None or clause.get("kind") not in PICKED_KINDS:
        return False
    return isinstance(pick, MostPick) or pick.group in GROUP_SIDES


def _on_side(wanted: bool | None, effect_player: str, char: Any) -> bool:
    return wanted is None or (char.player == effect_player) is wanted


def _rated(pick: GridPick, char: Any) -> bool:
    rating = char.grid.get(pick.icon)
    if rating is None:
        return False
    if pick.bound == "more":
        return rating >= pick.value
    if pick.bound == "less":
        return rating <= pick.value
    if pick.bound:
        return rating in (pick.value, int(pick.bound))
    return rating == pick.value


def _count(pick: MostPick, char: Any) -> int:
    return len(char.hits) if pick.what == "hits" else int(char.grid.get(pick.what) or 0)


def most_of(
    pick: MostPick, effect_player: str, chars: Iterable[Any], code: Any = None
) -> list[Any]:
    """The characters with the most (least) the pick counts, among the active ones of its
    side and ``code``: one, or those tied."""
    wanted = True if pick.noun == "teammate" else MOST_SIDES.get(pick.side)
    pool = [
        c
        for c in chars
        if c.active and _on_side(wanted, effect_player, c) and code_fits(code, c) is True
    ]
    if not pool:
        return []
    counts = [_count(pick, c) for c in pool]
    best = max(counts) if pick.most in ("highest", "most") else min(counts)
    return [c for c, n in zip(pool, counts, strict=True) if n == best]


def picked_holds(clause: dict[str, Any], effect_player: str, char: Any, board: Any) -> bool:
    """Whether ``char`` is among the characters the clause's subject picks; a tie, or a most
    read without the board, picks no one (the tie is warned by ``warn_ties``)."""
    pick = picked_from_token(clause.get("who"))
    if pick is None or char is None or not reads_picked(clause):
        return False
    if code_fits(clause.get("who_code"), char) is not True or not char.active:
        return False
    if isinstance(pick, GridPick):
        return _on_side(GROUP_SIDES[pick.group], effect_player, char) and _rated(pick, char)
    if board is None:
        return False
    found = [
        c
        for c in most_of(pick, effect_player, board.characters())
        if code_fits(clause.get("who_code"), c) is True
    ]
    return len(found) == 1 and found[0].id == char.id


def warn_ties(effects: Iterable[Any], board: Any, warn: Callable[..., None]) -> None:
    """Warn, once per card, of each clause in play whose most or least is tied: it is applied
    to none of the tied characters, and the judge rules which one the card means."""
    for eff in effects:
        for c in eff.clauses:
            pick = picked_from_token(c.get("who"))
            if not isinstance(pick, MostPick) or not reads_picked(c):
                continue
            tied = most_of(pick, eff.player, board.characters(), c.get("who_code"))
            if len(tied) > 1:
                names = " and ".join(ch.name for ch in tied)
                why = (
                    f"{names} tie for the {pick.most} {pick.what}: the card does not say which"
                    f" it means, so it is applied to neither; rule which one ({TIE_RULE})"
                )
                warn(eff.card.name, None, c, why, "picked")
