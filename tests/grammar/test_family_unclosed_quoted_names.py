"""Clause fields of a quoted card name whose closing quote was never printed: a "Gen-Active
Special. The quote can close only after the name, before its card kind, so the name is read
as if printed "Gen-Active" Special; a quote closed later in the text is left as printed.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.ten_sets import card_text


def _holders(text: str) -> fx.Clause:
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (clause,) = [c for c in tree.clauses if c.kind == "defend_card_holders"]
    return clause


@pytest.mark.parametrize("quote", ['"Gen-Active', '"Gen-Active"'])
def test_unclosed_quote_reads_as_the_closed_one(quote: str) -> None:
    text = f"Fairchild may defend any Front Line teammate that also has a {quote} Special in play."
    clause = _holders(text)
    assert clause.card == "Gen-Active"
    assert (clause.who, clause.whom, clause.front_line) == ("Fairchild", "teammate", True)


def test_real_card_keeps_the_name_and_the_duration() -> None:
    clause = _holders(card_text("Fairchild - Gen-Active"))
    assert clause.card == "Gen-Active"
    assert clause.duration == "game"


def test_a_quote_closed_further_on_is_not_moved() -> None:
    tree = parse_effect('Teammate may play "Gen-Active Special" cards.')
    assert all(getattr(c, "card", None) != "Gen-Active" for c in tree.clauses)
