"""What a card in play says to do in the discard phase, led by the moment ("During the Discard
Phase, Opponent may remove 1 Hit from any Character", "Before every Discard Phase, ... may
switch the Reserve Character with any Front line Character"): the discard check states each
for the table at that phase (OR.discard), citing the source's rule; the choices it leaves are
the player's. A team's leave to discard placed cards and the replacement of unusable cards
are the check's own (``discard_sources``, ``discard_replacements``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules.engine.card_reads import CardReads
from rules.engine.cards import CardDef
from rules.engine.clauses import clauses_of
from rules.engine.discard_sources import HOME_BASE_RULES
from rules.engine.timed_leads import at_discard_phase, led


def _own(clause: dict[str, Any]) -> bool:
    """A clause the check applies on its own (placed discards, replacements)."""
    return clause.get("kind") == "replace_cards" or (
        clause.get("kind") == "discard" and clause.get("from") == "placed" and clause.get("may")
    )


def phase_statements(
    reads: CardReads,
    home_base: CardDef | None,
    in_play: Sequence[CardDef],
    words: Callable[[dict[str, Any]], str],
) -> list[tuple[str, str]]:
    """(sentence, rule) for each clause a card in play leads to the discard phase."""
    out = []
    for card in ([home_base] if home_base is not None else []) + list(in_play):
        rule = HOME_BASE_RULES if card is home_base else "MR.1"
        for moment, _, c in led(clauses_of(reads.tree(card))):
            if at_discard_phase(moment) and not _own(c):
                when = moment.words.replace(" of the next battle", "")  # the card's next: now
                said = f"{card.name}, at {when}: {words(c)} (carried out at the table)"
                out.append((said, rule))
    return out
