"""Cards a source in play replaces in the discard phase ("During Discard phase, replace each
unusable Power card with 1 card from Draw Pile", ``replace_cards``): the check still discards
each unusable card of the kinds named, says in its reason that it is replaced, and tells how
many cards the team draws from its Draw Pile in their place. The cards drawn are the table's,
and are checked in turn: the check does not hold the Draw Pile (OR.discard.unusable, with the
home base's rule for its team or MR.1 for a card in play)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.engine.card_reads import CardReads
from rules.engine.cards import CardDef
from rules.engine.clauses import tuple_of
from rules.engine.discard_model import Discard, Held
from rules.engine.discard_sources import team_rules

#: The rule under which the check discards a card no remaining character can use.
UNUSABLE = "OR.discard.unusable"
#: The piles a replacement is drawn from that the check names.
_PILES = {"draw_pile": "Draw Pile"}


def is_read(clause: dict[str, Any]) -> bool:
    """A ``replace_cards`` clause the discard check applies: each unusable card of the kinds
    named is replaced with a number of cards from the Draw Pile."""
    return (
        clause.get("kind") == "replace_cards"
        and bool(clause.get("unusable"))
        and clause.get("count") == "each"
        and isinstance(clause.get("per_card"), int)
        and clause.get("from") in _PILES
        and clause.get("who") in (None, "player", "team")
    )


@dataclass(frozen=True)
class Replacement:
    """The cards one source replaces, and how many the team draws for them."""

    source: CardDef
    rule: str
    cards: list[Discard]
    drawn: int
    pile: str


def replacements(
    reads: CardReads,
    home_base: CardDef | None,
    in_play: Sequence[CardDef],
    gone: Sequence[tuple[Held, Discard]],
) -> list[Replacement]:
    """The replacements the team's sources in play make among the cards discarded as
    unusable (``gone``: each card out, with its discard)."""
    out = []
    for r in team_rules(reads, "replace_cards", home_base, in_play):
        if not is_read(r.clause):
            continue
        kinds = tuple_of(r.clause.get("card_kinds"))
        cards = [d for h, d in gone if d.rule == UNUSABLE and (not kinds or h.card.kind in kinds)]
        if cards:
            per = int(r.clause["per_card"])
            pile = _PILES[str(r.clause["from"])]
            out.append(Replacement(r.source, r.rule, cards, per * len(cards), pile))
    return out


def replaced_reason(found: Replacement) -> str:
    """What a replaced card's discard adds to its reason."""
    per = found.drawn // len(found.cards)
    return f"; {found.source.name} replaces it with {per} card(s) from the {found.pile}"


def replacement_note(found: Replacement) -> str:
    """What the discard check says of the cards drawn in place of those replaced."""
    return (
        f"{found.source.name}: the team draws {found.drawn} card(s) from the {found.pile} in"
        f" place of {', '.join(d.card for d in found.cards)}; check the cards drawn in turn for"
        " duplicates and unusable cards"
    )
