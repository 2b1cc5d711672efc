"""Reach entries for the kinds the venture total applies: modifiers and limits of the
venture, hits and cards that count toward it or not, and the missions moved by it."""

from __future__ import annotations

from rules.engine.reach_places import Reach

VENTURE_REACH: dict[str, Reach] = {
    "venture_modifier": Reach(
        ("venture",),
        "the effect in play changes the venture total shown after the battle (one on a"
        " character's KO, once that character is KO'd)",
        "one under a condition the engine does not evaluate (a mission a player has) is"
        " reported as not applied",
    ),
    "hit_venture_bonus": Reach(
        ("venture",),
        "each hit the team scored this battle on an opposing character with the cards it names"
        " changes the team's venture total shown by the amount (a home base's, for the game)",
    ),
    "no_venture": Reach(
        ("venture",), "the hits it names do not count toward the venture total shown"
    ),
    "not_added": Reach(
        ("resolve", "venture"),
        "the bonus of the cards it names, combined with the special, leaves no hit (so nothing"
        " toward the venture total), even where an effect in play makes them count",
    ),
    "venture_cards": Reach(
        ("resolve", "venture"),
        "the step says who may venture how many mission cards, with no penalty; at the"
        " battle's end, the opponent's penalty draws for those cards (OR.venture.penalty) are"
        " waived while it is in force, or said with its cost when one paid at the table buys it",
    ),
    "venture_count": Reach(
        ("resolve",),
        "with the side chosen (the play's option: 1 own team, 2 opponent) and the board's"
        " ventured cards given, the count rises and the mission ladder moves that many; else"
        " the step says whose ventured mission cards the player may raise, for the table",
    ),
    "venture_limit": Reach(
        ("venture",),
        "at the battle's end, a player who ventured more mission cards than an effect in play"
        " allows is told the venture must be corrected, and no mission moves (the board gives"
        " each player's mission piles and cards ventured)",
        "a limit for the next battle is in force once that battle has come",
    ),
    "no_venturing": Reach(
        ("venture",),
        "at the battle's end, a player an effect in play bars from venturing who ventured"
        " mission cards is told the venture must be corrected, and no mission moves (the board"
        " gives each player's mission piles and cards ventured)",
    ),
    "venture_doubled": Reach(
        ("venture",),
        "the venture total shown after the battle of the player it names, every counted hit and"
        " modifier in force added up, is doubled (one more modifier of the card, worth the"
        " total before it)",
    ),
    "mission_move_limit": Reach(
        ("venture",),
        "at the battle's end, the ladder moves only as many of the player's ventured mission"
        " cards as the card allows (from the Reserve first), the others going back to the pile"
        " ventured from (the board gives each player's mission piles and cards ventured)",
    ),
    "value_to_venture": Reach(
        ("resolve", "venture"),
        "the value of the Power card played with the special is added to its player's venture"
        " total for the battle",
    ),
}
