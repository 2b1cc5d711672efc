"""Characters named by a Power Grid rating, typed (a modifier's ``against_grid``): "+1 to all
attacks vs. Characters with Energy Power Grid 7 or 8". ``icons``: the power types rated;
``values``: the ratings named (a character rated anywhere from the lowest to the highest
counts); ``opponent``: only the opponent's characters. ``token`` is the one place the
who-word the clause's ``against`` keeps is written (``characters_with_energy_7_or_8``);
``game_words`` writes that word in the game's words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.effects.typed_json import from_fields, set_fields


@dataclass(frozen=True)
class GridAim:
    icons: tuple[str, ...]
    values: tuple[int, ...]
    opponent: bool = False

    def token(self) -> str:
        side = "opponent_" if self.opponent else ""
        values = "_or_".join(map(str, self.values))
        return f"{side}characters_with_{'_or_'.join(self.icons)}_{values}"

    def to_json(self) -> dict[str, Any]:
        return set_fields(self)


def grid_aim_from_json(data: dict[str, Any] | None) -> GridAim | None:
    return from_fields(GridAim, data)
