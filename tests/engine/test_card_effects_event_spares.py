"""An event that bars cards for the battle and says they are not discarded (OR.events,
OR.discard): "No <type> Power cards may be played this battle. Affected Power cards are not
discarded." The discard phase keeps the cards it bars, saying why, and only those. Real texts
of the ten sets, found by their wording.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.discard import DiscardSituation, Held, Member, check_discard
from tests.deck.builders import char, event, power, special
from tests.engine.real_texts import texts

SPARES = texts(
    r"^No (\w+ )?(Power|Special) cards may be played this battle\. Affected \w+ "
    r"(cards )?are not discarded\.?$",
    "event",
)


def _keep(hand: list, ev) -> dict[str, tuple[str, str]]:
    members = [Member("a", char("Alpha", 7, 7, 7, 7)), Member("b", char("Bravo", 7, 7, 7, 7))]
    found = check_discard(
        DiscardSituation(members, [Held(c) for c in hand], event=ev, parse=parse_effect)
    )
    assert found.discard == []
    return {k.card: (k.note, k.rule) for k in found.keep}


def test_the_ten_sets_print_the_wording():
    assert len(SPARES) >= 4


@pytest.mark.parametrize("text", SPARES)
def test_the_cards_the_event_bars_are_kept_and_the_phase_says_why(text):
    icon, kind = re.match(r"^No (\w+ )?(Power|Special)", text, re.I).groups()
    if kind.lower() == "power":
        barred = power(5, icon.strip().lower())
        other = power(6, "energy" if icon.strip().lower() != "energy" else "fighting")
    else:
        barred, other = special("Alpha", "Blast"), power(5, "energy")
    kept = _keep([barred, other], event("Saga - Real", text))
    assert "not discarded" in kept[barred.name][0] and kept[barred.name][1] == "OR.events"
    assert kept[other.name] == ("", "")  # a card the event does not bar: kept, no note
    for clause in parse_effect(text).to_json()["clauses"]:
        assert reach.is_applied(clause)
