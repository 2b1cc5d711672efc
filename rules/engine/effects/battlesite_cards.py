"""Cards a player may exchange for cards lying elsewhere: "Activator cards may be exchanged for
any Special card beneath a battlesite for remainder of battle"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.engine.effects.base import Clause, Duration, duration_text, icons_text, kinds_text


def _cards(kinds: tuple[str, ...], icons: tuple[str, ...]) -> str:
    return " ".join(x for x in (icons_text(icons, True), kinds_text(kinds)) if x)


@dataclass(frozen=True, kw_only=True)
class CardsExchanged(Clause):
    """``Activator cards may be exchanged for any Special card beneath a battlesite.``: a
    player may give one card of ``give_kinds``/``give_icons`` from hand for one card of
    ``take_kinds``/``take_icons`` lying in ``take_from`` (``beneath_battlesite``: a card
    beneath a Battlesite)."""

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
