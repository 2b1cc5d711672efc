"""Cards a player may exchange for cards lying elsewhere: "Activator cards may be exchanged for
any Special card beneath a battlesite for remainder of battle"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text
from rules.engine.effects.game_words import icons_text, kinds_text


def _cards(kinds: tuple[str, ...], icons: tuple[str, ...]) -> str:
    return " ".join(x for x in (icons_text(icons, True), kinds_text(kinds)) if x)


@dataclass(frozen=True, kw_only=True)
class CardsExchanged(Clause):
    """A player may give a card from hand for a card lying elsewhere ("Activator cards may be
    exchanged for any Special card beneath a battlesite"): the kinds and icons of the cards
    given and of the cards taken, and where the cards taken lie (beneath a Battlesite)."""

    kind: ClassVar[str] = "cards_exchanged"
    give_kinds: tuple[str, ...] = ()
    give_icons: tuple[str, ...] = ()
    take_kinds: tuple[str, ...] = ()
    take_icons: tuple[str, ...] = ()
    take_from: str = "beneath_battlesite"
    duration: Duration = None

    def phrase(self) -> str:
        give = _cards(self.give_kinds, self.give_icons)
        take = _cards(self.take_kinds, self.take_icons)
        where = "beneath a Battlesite" if self.take_from == "beneath_battlesite" else ""
        return (
            f"{give + ' ' if give else ''}cards may be exchanged for any "
            f"{take + ' ' if take else ''}card {where}{duration_text(self.duration)}"
        )
