"""Events that tie attacks to one character: "All attacks with a Strength icon must be made
against the same front line character this battle, until character is KO'd" (a
``must_attack`` on ``same_front_line``). A player's first such attack of the battle picks
the character; the player's later such attacks must be made on it while it stands (MR.19,
MR.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.attack_cards import card_icons
from rules.engine.clauses import tuple_of

if TYPE_CHECKING:
    from rules.engine.attacks import Action
    from rules.engine.state import Board, Effect

#: (player, icons of the attack's cards, target) of each attack made on a character.
Made = tuple[str, frozenset[str], str]


def attack_icons(action: Action) -> frozenset[str]:
    """The icons an attack carries: the types it is made as and the icons printed on its
    cards (``attack_cards.card_icons``)."""
    printed = (i for c in action.cards for i in card_icons(c, printed=True))
    return frozenset(action.icons) | frozenset(printed)


def tied_target(
    board: Board, effects: list[Effect], action: Action, made: list[Made]
) -> str | None:
    """The name of the character this attack must be made on, when it is another one."""
    mine = attack_icons(action)
    for e in effects:
        for c in e.clauses:
            if c.get("kind") != "must_attack" or c.get("who") != "same_front_line":
                continue
            icons = set(tuple_of(c.get("icons")))
            if icons and not icons & mine:
                continue
            for player, carried, target in made:
                if player != action.player or (icons and not icons & carried):
                    continue
                char = board.character(target)
                if char is None or char.ko or char.removed:
                    continue
                return char.name if target != action.target else None
    return None
