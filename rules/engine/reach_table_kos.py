"""Reach entries for the clause kinds the KO check applies to a character beyond its
thresholds: a character that may not be KO'd (``ko_immunity``)."""

from __future__ import annotations

from rules.engine.reach_places import Reach

KO_REACH: dict[str, Reach] = {
    "cannot_be_kod": Reach(
        ("resolve", "ko"),
        "while the effect lasts (or by its inherent ability), the character its hits would KO"
        " is not KO'd, cumulative or spectrum; a TKO (MR.12.tko) and a card that KOs it"
        " regardless of other cards still do",
        "an aspect's or location's \"<home base> may not be KO'd\" (Krakoa - The Living Island)"
        " names the home base, no character of the board: no KO check of the engine's is there"
        " for it to stop, so it is not applied",
    ),
}
