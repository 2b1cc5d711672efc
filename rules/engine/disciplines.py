"""Handling notes printed after a card's discard or draw ("Cards may be Placed or in Hand",
"Cards chosen by Opponent", "May keep duplicates"): they say where the discarded cards come
from, who picks them, and that duplicates drawn may be kept, so they are folded into the
card's ``discard`` (or draw) clauses before the resolver states them (MR.5, OR.placing: placed
cards are the character's, not the hand's, unless the card says so).

"May keep duplicates" qualifies the cards the card itself brings into the hand (its draws, the
hand it exchanges, the draw a cost buys): the step says so for the table; the discard check
cannot tell those cards from the others of the hand.
"""

from __future__ import annotations

from typing import Any

from rules.engine.chosen_icons import icon_words
from rules.engine.draw_notes import DRAW_NOTES, note_words
from rules.engine.put_duplicates import fold_put_duplicates
from rules.engine.value_limits import discard_limit_words

_DISCARDS = frozenset({"discard"})
_DRAWS = frozenset({"draw", "exchange_cards", "paid_effect", "choose_cards"})
_KEEP = {"keep_duplicates": True}

#: Discipline actions that qualify the card's discards or draws: the clause kinds they
#: qualify, and the fields they set.
FOLDED_DISCIPLINES: dict[str, tuple[frozenset[str], dict[str, Any]]] = {
    "cards_may_be_placed_or_in_hand": (_DISCARDS, {"from": "hand_or_placed"}),
    "choice_of:opponent": (_DISCARDS, {"chosen_by": "discarding_player"}),
    "keep_duplicates": (_DRAWS, _KEEP),
    "duplicates_allowed": (_DRAWS, _KEEP),
    # "Opponent's Mission cards can advance as normal": said with the card's own missions
    # going back (OR.mission-ladder)
    "missions_advance_as_normal": (frozenset({"mission_move"}), {"others_advance": True}),
}
FOLDED_DISCIPLINES.update(DRAW_NOTES)  # who picks a draw's count, and when (draw_notes)


def _fold(clause: dict[str, Any], folds: list[tuple[frozenset[str], dict[str, Any]]]) -> dict:
    if clause.get("kind") == "condition" and clause.get("then"):
        return {**clause, "then": [_fold(c, folds) for c in clause["then"]]}
    out = clause
    for kinds, fields in folds:
        if clause.get("kind") in kinds:
            out = {**out, **fields}
    return out


def fold_disciplines(clauses: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The card's clauses with its discard and draw disciplines written into them."""
    clauses = fold_put_duplicates(clauses)  # cards put in hand, on a card that draws nothing
    folds = [
        FOLDED_DISCIPLINES[str(c.get("action"))]
        for c in clauses
        if c.get("kind") == "discipline" and str(c.get("action")) in FOLDED_DISCIPLINES
    ]
    if not folds:
        return clauses
    return [_fold(c, folds) for c in clauses]


def pile_words(clause: dict[str, Any]) -> str:
    """Where a discard's cards come from, who picks them, and whether duplicates drawn may
    be kept, for the step's text."""
    words = ""
    if clause.get("from") == "hand_or_placed":
        words += " from the hand or the cards placed"
    if clause.get("chosen_by") == "discarding_player":
        words += ", chosen by the player who discards"
    words += icon_words(clause)  # the icon picked at the table (chosen_icons)
    words += discard_limit_words(clause)  # "of 5 or less": only those cards (value_limits)
    if clause.get("keep_duplicates"):
        words += ", duplicates drawn may be kept"
    words += note_words(clause)  # draw_notes
    if clause.get("others_advance"):
        words += "; the opponent's ventured mission cards advance on the ladder as usual"
    return words


#: The mission piles a card moves mission cards between, in the game's words (OR.mission).
MISSION_PILES = {
    "defeated_missions": "Defeated Missions pile",
    "completed_missions": "Completed Missions pile",
    "reserve_missions": "Reserve Missions pile",
}


def stated_action(clause: dict[str, Any], whose: str, by: str, words: str = "") -> str:
    """The sentence stating an action on cards the table carries out: who (the character
    playing the card for "self"), may or must, what, how many and between which piles ("may
    move 1 mission card(s) from the Defeated Missions pile to the Completed Missions pile"); the
    card's words (``words``, the clause's canonical text) when it names the cards by a filter
    kept as words ("all Strength cards from Hand"), so the table knows which."""
    kind = str(clause.get("kind"))
    modal = "may" if clause.get("may") else "must"
    who = f"{by}'s player" if whose == "self" else whose
    count = clause.get("count", 1)
    if kind == "mission_move":
        words = "".join(
            f" {edge} the {MISSION_PILES[p]}"
            for edge, p in (("from", clause.get("from")), ("to", clause.get("to")))
            if p in MISSION_PILES
        )
        return f"{who} {modal} move {count} mission card(s){words}{pile_words(clause)}, as the card says"
    said = f"{who} {modal} {kind.replace('_', ' ')} as the card says ({count} card(s){pile_words(clause)})"
    filtered = isinstance(clause.get("filter"), str) and clause.get("from") == "hand"
    filtered = filtered and not clause.get("duplicates")  # "Discard duplicates": the usual rule
    return f"{said}: {words}" if filtered and words else said
