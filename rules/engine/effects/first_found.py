"""Cards taken in the order a pile is sorted through: "Sort through Draw Pile card by card.
Put the first 3 cards with Energy icons in Hand."

The sentence after a card-by-card search names the cards the player keeps: the first ones met
that match (a power type icon, more than one icon), not any the player picks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.engine.effects.base import Clause
from rules.engine.effects.game_words import icons_text, kinds_text, pile_text


@dataclass(frozen=True, kw_only=True)
class PutFirstFound(Clause):
    """``Put the first card with an Energy icon in your hand.``: of the pile being sorted
    through card by card, the first ``count`` cards that match go to ``to``.

    ``icons``: the card must carry one of these icons (``choice``) or all of them;
    ``more_icons_than``: the card must carry more than this many icons (any power types).
    """

    kind: ClassVar[str] = "put_first_found"
    count: int = 1
    card_kinds: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    choice: bool = False
    more_icons_than: int | None = None
    to: str = "hand"

    def phrase(self) -> str:
        many = self.count != 1
        head = f"the first {self.count} " if many else "the first "
        kinds = kinds_text(self.card_kinds)
        cards = f"{kinds + ' ' if kinds else ''}card{'s' if many else ''}"
        if self.icons:
            article = "" if many else ("an " if self.icons[0] in ("energy", "intellect") else "a ")
            icons = icons_text(self.icons, self.choice)
            cards += f" with {article}{icons} icon{'s' if many else ''}"
        if self.more_icons_than is not None:
            than = "one" if self.more_icons_than == 1 else str(self.more_icons_than)
            cards += f" with more than {than} icon"
        return f"put {head}{cards} in {pile_text(self.to)}"
