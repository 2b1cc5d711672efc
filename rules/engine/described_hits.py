"""The hit a successful special "acts as", and the riders printed after it (OR.hits,
OR.venture-total, MR.1): "Acts as a level 7 Intellect attack. If successful, acts as a level 3
Strength Hit. Hit goes on Target Character's Permanent Record. Does not count toward Venture
Total."

A successful attack leaves its one card on the target as the hit (OR.hits). The attack is made
at level 7 Intellect (what a defense must meet); if it succeeds, that card counts as the hit the
sentence describes: a level 3 Strength hit (its value and type for the cumulative and spectrum
KO checks), on the permanent record instead of the current battle, and so out of the venture
total. It is not a second hit beside the attack's own: it replaces it.

Read from the tree's order only: a ``hit_placement`` (and a ``no_venture`` naming no cards)
right after a successful-attack condition that scores a ``hit``. "If successful, acts as a
level 8 Fighting Power card" (a condition whose one clause is ``acts_as_power``) is the same:
the card's one hit counts as that Power card's, in the current battle."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.board_model import Hit
from rules.engine.clauses import tuple_of

#: What a judge reads for a described hit (the ids of the rules it applies).
DESCRIBED_RULES = ("OR.hits", "OR.venture-total", "MR.1")


@dataclass(frozen=True)
class DescribedHit:
    """The hit a successful attack counts as, with where it goes."""

    level: int
    icons: tuple[str, ...]
    record: str
    source: str | None = None  # "power" for a card that acts as a Power card; else its own

    def replace(self, own: Hit) -> Hit:
        """The attack's own hit, as the card says it counts."""
        return Hit(
            icon=self.icons[0] if self.icons else "any_power",
            value=self.level,
            record=self.record,
            icons=self.icons if len(self.icons) > 1 else (),
            source=self.source or own.source,
            player=own.player,
            card=own.card,
            spectrum=own.spectrum,
        )

    def note(self) -> str:
        types = "/".join(i.replace("_", "-").title() for i in self.icons) or "Any-Power"
        where = "permanent record" if self.record == "permanent" else "current battle"
        if self.source == "power":
            return (
                f"if successful, it acts as a level {self.level} {types} Power card: its hit"
                " counts as that card's, in the current battle"
            )
        text = f"if successful, its hit counts as a level {self.level} {types} hit on the {where}"
        if self.record == "permanent":
            text += ", which does not count toward the venture total"
        return text


def _scores_hit(clause: dict[str, Any]) -> bool:
    return (
        clause.get("kind") == "condition"
        and clause.get("when") == "successful"
        and any(c.get("kind") == "hit" for c in clause.get("then") or ())
    )


def _acts_as_power_card(clause: dict[str, Any]) -> dict[str, Any] | None:
    """The ``acts_as_power`` a successful-attack condition says the card becomes, when that
    is all the condition does."""
    if clause.get("kind") != "condition" or clause.get("when") != "successful":
        return None
    then = list(clause.get("then") or ())
    if len(then) == 1 and then[0].get("kind") == "acts_as_power":
        return then[0]
    return None


def _plain_no_venture(clause: dict[str, Any]) -> bool:
    return (
        clause.get("kind") == "no_venture"
        and not clause.get("card_kinds")
        and not clause.get("icons")
        and not clause.get("pile")
    )


def described_hit(
    clauses: list[dict[str, Any]], own_hit: bool
) -> tuple[list[dict[str, Any]], DescribedHit | None]:
    """``clauses`` without a described hit and its riders, and that hit, when the attack has
    a hit of its own to replace (``own_hit``). Without one (no level of its own), the hit is
    scored by the condition as before, placed where the rider says."""
    out: list[dict[str, Any]] = []
    found: DescribedHit | None = None
    i = 0
    while i < len(clauses):
        c = clauses[i]
        nxt = clauses[i + 1] if i + 1 < len(clauses) else None
        if _scores_hit(c) and nxt is not None and nxt.get("kind") == "hit_placement":
            record = nxt.get("record") or "permanent"
            then = list(c.get("then") or ())
            hit = next(x for x in then if x.get("kind") == "hit")
            if own_hit and found is None:
                found = DescribedHit(int(hit.get("level") or 0), tuple_of(hit.get("icons")), record)
                rest = [x for x in then if x is not hit]
                if rest:
                    out.append({**c, "then": rest})
            else:
                out.append(
                    {**c, "then": [{**x, "record": record} if x is hit else x for x in then]}
                )
            i += 2
            if i < len(clauses) and _plain_no_venture(clauses[i]) and record == "permanent":
                i += 1  # a hit on the permanent record never counts toward the venture
            continue
        acts = _acts_as_power_card(c)
        if acts is not None and own_hit and found is None:
            level, icons = int(acts.get("level") or 0), tuple_of(acts.get("icons"))
            found = DescribedHit(level, icons, "current", "power")
            i += 1
            continue
        out.append(c)
        i += 1
    return out, found
