""" "May only be played if this character has 3 or more Hits" (``play_only_if``, MR.1): a
card's own condition on the board for it to be played at all. The hits counted are the hit
cards on the character's records, current battle and permanent (OR.hits); the character is
the one playing the card (``self``) or the one the play names as its target (``target``).
"May only be played on a character with Strength 5 or less" (``played_on``, modal ``only``,
with a power grid value): the character the play names as its target must have that rating
(OR.character); "on a teammate with ..." also names the player's own side, the character playing
it apart. "Heroes only." (``played_only_by``): a card played by a character of the other
code is refused (OR.code-rule); one whose code the board does not give is not refused, and the
answer warns (``uncoded_players``). Another condition, or another subject, is not read: the
card is reported "not applied".
"""

from __future__ import annotations

from typing import Any

from rules.engine.state import CardUse, Character
from rules.engine.who_codes import code_fits, not_given

PLAY_ONLY_IF = "play_only_if"
#: The rules a card refused by its own condition cites.
RULES = ["MR.1", "OR.hits"]
#: ... and a card refused for the rating of the character it is played on.
ON_RULES = ["MR.1", "OR.character"]
_SUBJECTS = {"self": "the character playing it", "target": "its target"}


def reads_play_condition(clause: dict[str, Any]) -> bool:
    """Whether the engine checks this condition (hits of the player or of the target)."""
    return (
        clause.get("kind") == PLAY_ONLY_IF
        and clause.get("when") == "hits_at_least"
        and clause.get("detail") in _SUBJECTS
        and isinstance(clause.get("number"), int)
    )


#: ... and a card played by a character of the other hero/villain code.
CODE_RULES = ["OR.code-rule", "MR.1"]
#: Why a card for one code is not checked: the board gives no code for the one playing it
#: (``who_codes.not_given``, OR.code-rule.not-given).
NO_CODE = not_given("{name}")


def reads_player_code(clause: dict[str, Any]) -> bool:
    """ "Heroes only." / "Villains only.": the code of the character playing the card."""
    return clause.get("kind") == "played_only_by" and clause.get("code") in ("hero", "villain")


def uncoded_players(cards: list[CardUse], by: Character | None) -> list[tuple[CardUse, dict]]:
    """(card, clause) of each "Heroes only." the board cannot check: no code for ``by``."""
    return [
        (card, c)
        for card in cards
        for c in card.clauses
        if reads_player_code(c) and by is not None and code_fits(c["code"], by) is None
    ]


#: The sides a "may only be played on" subject names: any character, or a teammate.
_ON_WHOM = frozenset({"any_character", "target", "teammate"})


def reads_played_on(clause: dict[str, Any]) -> bool:
    """Whether the engine checks on whom the card is played (a rating its target needs)."""
    return (
        clause.get("kind") == "played_on"
        and clause.get("modal") == "only"
        and clause.get("who") in _ON_WHOM
        and isinstance(clause.get("grid_icon"), str)
        and isinstance(clause.get("grid_value"), int)
        and clause.get("grid_bound") in ("less", "greater")
    )


def _unmet_on(clause: dict[str, Any], card: CardUse, by: Character | None, on: Character | None):
    need = f"{str(clause['grid_icon']).title()} {clause['grid_value']} or {clause['grid_bound']}"
    whom = "a teammate" if clause["who"] == "teammate" else "a character"
    if on is None:
        return f"{card.name} may only be played on {whom} with {need}, and the play names none"
    if clause["who"] == "teammate" and (by is None or on.player != by.player or on.id == by.id):
        return f"{card.name} may only be played on a teammate with {need}, not on {on.name}"
    rating = on.grid.get(str(clause["grid_icon"]))
    low, value = clause["grid_bound"] == "less", int(clause["grid_value"])
    if rating is None or (rating > value if low else rating < value):
        return f"{card.name} may only be played on {whom} with {need} ({on.name} has {rating})"
    return None


def refused_play(
    cards: list[CardUse],
    by: Character | None,
    target: Character | None,
    subjects: tuple[str, ...] = tuple(_SUBJECTS),
) -> tuple[list[str], str] | None:
    """(rules, why) the cards may not be played (their own condition, on one of ``subjects``,
    unmet), or ``None``."""
    for card in cards:
        for c in card.clauses:
            if reads_player_code(c) and by is not None and code_fits(c["code"], by) is False:
                return CODE_RULES, f"{card.name} is played by {c['code']}s only, not by {by.name}"
            if reads_played_on(c) and "target" in subjects:
                if (why := _unmet_on(c, card, by, target)) is not None:
                    return ON_RULES, why
                continue
            if not reads_play_condition(c) or c["detail"] not in subjects:
                continue
            who = by if c["detail"] == "self" else target
            need = int(c["number"])
            if who is None:
                return (
                    RULES,
                    f"{card.name} may only be played on a character with {need} or more hits",
                )
            held = len(who.hits)
            if held < need:
                return RULES, (
                    f"{card.name} may only be played if {who.name} ({_SUBJECTS[c['detail']]})"
                    f" has {need} or more hits ({held} on its records)"
                )
    return None


def condition_places(clause: dict[str, Any]) -> tuple[str, ...]:
    """Where the engine checks the condition: a play's (the resolver), and a defense's when it
    is on the defender's own hits; none when it is not read."""
    if reads_played_on(clause):
        return ("resolve",)
    if reads_player_code(clause):
        return ("resolve", "defense")
    if not reads_play_condition(clause):
        return ()
    return ("resolve", "defense") if clause.get("detail") == "self" else ("resolve",)
