"""Card actions on piles the engine does not hold (a player's draw pile, power pack, hand):
"Reshuffle Power Pack into Draw Pile", "<X> may look at top 6 cards in opponent's Draw Pile",
"Huntress may cut opponent's Draw Pile", "Randomly choose two cards from opponent's hand",
"Put four chosen cards on top of Draw Pile", "May exchange remaining cards in hand with equal
number of cards from top of Draw Pile",
"Opponent must reveal any Special cards currently held in hand", a cost paid from a pile
for an effect ("Discard 2 cards from top of Draw Pile ... to Venture 3 Mission cards with no
penalty"), a change of the ventured mission cards ("<X> may increase either his team's or
opponent's ventured Mission cards by 1": the counts are the venture check's input, OR.venture)
and a face-down attack's guessed defense ("Opponent must guess defense").
As for draws and discards, the resolver states the action in its step (who does what, to
which pile) and records it as a change; the judge carries it out at the table (MR.5, MR.6).
"""

from __future__ import annotations

from typing import Any

#: Pile actions the resolver states, and the fields its change carries.
PILE_ACTIONS: dict[str, tuple[str, ...]] = {
    "reshuffle": ("pile", "into"),
    "search": ("who", "pile", "count"),
    "cut_pile": ("who", "pile"),
    "choose_cards": ("who", "count", "from", "random"),
    "reveal": ("who", "card_kinds", "icons", "source", "usable_by"),
    "venture_cards": ("who", "count", "penalty"),
    "paid_effect": ("who", "cost", "then"),
    # chosen cards put in a pile or the hand ("Put four chosen cards on top of Draw Pile")
    "put_cards": ("count", "filter", "to"),
    # the cards looked at go back to their pile ("Place them back in any order")
    "put_back": ("pile", "any_order"),
    # the hand's cards exchanged for as many of a pile the engine does not hold
    "exchange_cards": ("who", "count", "give_from", "take_from"),
    # the ventured counts are the player's choice at the table, given to the venture check
    "venture_count": ("who", "amount", "by"),
    # cards taken out of a pile the engine does not hold ("Sort through opponent's Power Pack
    # and remove any 3 cards of Beast's choice"), and where the same sentence sends them
    "remove_cards": ("who", "count", "cards", "from", "owner", "chosen_by", "to", "first_found"),
    # a kind of card the cards chosen may not be ("May not be a "One Per Deck"")
    "not_of_kind": ("card_kinds",),
    # the cards a cost may not be paid with ("May not discard a MultiPower card")
    "discard_restriction": ("who", "icons", "card_kinds"),
    # cards shown to a player ("Show Opponent up to 5 cards usable by <X> from Hand")
    "show_cards": ("who", "to", "count", "up_to", "filter", "from"),
    # a pile looked through card by card for the first card that fits ("Put the first card
    # with an Energy icon in your hand")
    "put_first_found": ("count", "card_kinds", "icons", "more_icons_than", "to"),
    # a face-down attack's defender guesses its defense at the table (only this form)
    "block_rule": ("rule", "who"),
}


#: The forms of a kind in ``PILE_ACTIONS`` that are table actions (other forms are not).
TABLE_FORMS = {"block_rule": lambda c: c.get("rule") == "guess"}


#: Permissions that are pile actions: exchanging the card for one of a pile ("Exchange this card
#: for any 1 card in Dead Pile", and "... and play it immediately").
PILE_PERMISSIONS: dict[str, tuple[str, ...]] = {
    "exchange": ("who", "count", "source"),
    "exchange_and_play": ("who", "count", "source"),
    # a card of the kinds named taken from a pile and played at once ("may sort through Draw
    # Pile, select any Aspect card and play it immediately")
    "select_and_play": ("who", "count", "card_kinds", "source"),
}


#: Lasting permissions that are ways of playing at the table ("<X> plays numerical attacks face
#: down for remainder of battle", "opponent must ... play open-handed for remainder of battle"):
#: the effect is in play for its duration and the step says how the table plays meanwhile; the
#: cards played reach the engine all the same.
TABLE_PERMISSIONS = frozenset(
    {
        "play_face_down",
        "play_open_handed",
        "place_face_down",
        # "Both players may still redraw for played Event cards": the refill of OR.events
        # goes on while the events' effects are negated
        "redraw_for_played",
        # "<team> may rearrange all Hits in the Permanent Records of all Front Line
        # Characters": which hit goes where is the team's choice, made at the table
        "rearrange_hits",
    }
)


def is_table_permission(clause: dict[str, Any]) -> bool:
    return clause.get("kind") == "permission" and clause.get("action") in TABLE_PERMISSIONS


def table_words(clause: dict[str, Any], words: str) -> str:
    """The step's words for a way of playing at the table, with the cards it is narrowed to
    ("play those open-handed": only the cards revealed)."""
    if "revealed" in (clause.get("filters") or ()):
        words += ", only the cards revealed"
    return f"{words} (carried out at the table)"


def is_pile_permission(clause: dict[str, Any]) -> bool:
    return clause.get("kind") == "permission" and clause.get("action") in PILE_PERMISSIONS


def pile_change(clause: dict[str, Any], words: str) -> tuple[str, dict[str, Any]] | None:
    """(the step's words, the change) for a pile action; ``words`` are the clause's own."""
    kind = str(clause.get("kind"))
    if is_pile_permission(clause):
        fields = PILE_PERMISSIONS[str(clause["action"])]
        change = {"op": clause["action"], **{f: clause.get(f) for f in fields}}
        return f"{words} (carried out at the table)", change
    fields = PILE_ACTIONS.get(kind)
    if fields is None or (kind in TABLE_FORMS and not TABLE_FORMS[kind](clause)):
        return None
    change = {"op": kind, **{f: clause.get(f) for f in fields}}
    if clause.get("keep_duplicates"):  # a "May keep duplicates" folded in (disciplines)
        change["keep_duplicates"] = True
        words += ", duplicates drawn may be kept"
    return f"{words} (carried out at the table)", change
