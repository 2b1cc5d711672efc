"""Clause fields of a bar on attacks made from a place ("X may not be attacked from a
Battlesite"): the attacks of any card played from that place, the same reading as "may not
be attacked by any card from a Location" (``by_cards`` names the place as its ``source``).
"""

from __future__ import annotations

from typing import Any

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Nightcrawler may not be attacked from a Battlesite for remainder of battle.",
        [
            {
                "kind": "cannot_be_attacked",
                "who": "Nightcrawler",
                "by_cards": {"source": "battlesite"},
                "duration": "battle",
            }
        ],
    ),
    (
        "Nightcrawler may not be attacked by any card from a Battlesite.",
        [
            {
                "kind": "cannot_be_attacked",
                "who": "Nightcrawler",
                "by_cards": {"source": "battlesite"},
            }
        ],
    ),
]

test_sentences_keep_their_fields, _unused_real = faithful_field_tests(OWN)


def test_from_a_battlesite_is_not_read_as_battlesite_cards() -> None:
    printed = parse_effect("Nightcrawler may not be attacked from a Battlesite.")
    assert printed.status == "full", printed.unconsumed
    assert "from a Battlesite" in printed.canonical
    assert "battlesite" not in printed.clauses[0].by_cards.kinds
