"""Reach entries for the kinds an event in play or a team's rules carry: events that are ignored or that decide the first turn, hits kept off the record, and a home base's rules read by the discard phase."""

from __future__ import annotations

from rules.engine.reach_places import Reach

EVENT_AND_TEAM_REACH: dict[str, Reach] = {
    "placed_limit": Reach(
        ("resolve",),
        "a character of the team whose home base caps the cards placed on each character holds"
        " no more than that many placed cards in all (the one card of each kind still holds):"
        " a card placed beyond the cap is refused (placed_caps)",
        "a cap on some kinds of cards only is reported as not applied",
    ),
    "reserve_entry": Reach(
        ("resolve",),
        'after a front-line teammate\'s KO, the player\'s play {"type": "enter"} moves the'
        " reserve into the front line when its home base, its own ability or an effect in play"
        " allows it; without one, the play is illegal (the reserve waits for the next battle)",
    ),
    "turn_instead": Reach(
        ("resolve",),
        'while the card is in play, once the battle has begun, a player\'s {"type": "place"}'
        " play of no more cards than it names stands for his turn (on his turn, before he"
        " passes), and the turn goes to the opponent",
        "an option other than placing cards is reported as not applied",
    ),
    "skip_battle": Reach(
        ("resolve",),
        "while the card is in play (a special of the opposing player, one set on the reserve,"
        ' or the reserve\'s own ability), the play {"type": "enter"} of that reserve is illegal'
        " even where another card would let it in, unless that card ranks above it (MR.17)",
        "the battle it skips is the next one, which a board of this battle does not hold: the"
        " judge sets the reserve out of the next battle's front line",
    ),
    "starting_missions": Reach(
        ("deck",),
        "the deck check tells how the team's mission is laid out at setup (how many cards in"
        " which pile) when its home base says so",
        "a board or venture check is given the piles as they stand; it does not check them",
    ),
    "cards_exchanged": Reach(
        ("resolve",),
        "while it lasts, an activator is exchanged for any special beneath the battlesite,"
        " not only one of its own character's",
    ),
    "keep_duplicates": Reach(
        ("discard",),
        "the copies a team rule in play (its home base's, a card's in play) lets the team keep"
        " are not discarded as duplicates: of different power types, they are no longer"
        " duplicates of each other",
    ),
    "event_ignored": Reach(
        ("resolve",),
        "before the battle's first play, an event in play whose condition to be ignored holds"
        " on the board (a player's active front-line characters, the mission cards each"
        " player can venture from the reserve pile) leaves play, and the step says so",
        "a board giving no mission piles cannot say whether the players can venture: the"
        " warnings say so and the event applies",
    ),
    "turn_order": Reach(
        ("resolve",),
        "before the battle's first play, the player with more hits in the permanent records of"
        " his front-line characters takes the turn; on a tie, the usual first player",
        "on a board whose battle has begun (a pass, a hit of this battle) the turn is kept",
    ),
    "hits_not_recorded": Reach(
        ("resolve",),
        "at the battle's end the current hits of the characters it names (every character, or"
        " the one the card was played on) are discarded instead of joining the permanent"
        " record; the venture total, counted before, still takes them",
    ),
    "discard_hits": Reach(
        ("resolve", "venture"),
        "at the battle's end the current hits of the team's characters it names (teammates,"
        " the character, or by name; a teammate KO'd this battle too) are discarded instead of"
        " joining the permanent record, and the venture total shown leaves them out",
    ),
    "draw_phase_count": Reach(
        ("discard",),
        "the discard check says how many cards the team draws in the Draw Phase (its home"
        " base's rule) and whether the hand given holds more",
    ),
}
