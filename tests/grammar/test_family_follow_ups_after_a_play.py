"""Follow-ups granted "after <X> plays a <card>": the play they come after is typed, the
card's kinds in ``follows`` and who plays it in ``follows_owner`` (``follows_played``), never
kept as words only; the rendering says it back as printed and the round trip holds."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx

#: Sentences no card prints: the count each grants.
AFTER_A_PLAY = {
    "Nightcrawler may make 2 follow up attacks after Nightcrawler plays a Universe: Teamwork"
    " card for remainder of battle.": 2,
    "Nightcrawler may make 1 or 2 follow up attacks after Nightcrawler plays a Universe:"
    " Teamwork card.": "1 or 2",
}


@pytest.mark.parametrize("text", sorted(AFTER_A_PLAY))
def test_the_play_followed_is_typed(text: str) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.FollowUpAttack)
    assert clause.count == AFTER_A_PLAY[text]
    assert clause.follows == ("teamwork",) and clause.follows_owner == "Nightcrawler"
    assert clause.follows_played is True and clause.after is None
    assert "after Nightcrawler plays a Universe: Teamwork card" in tree.canonical
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.canonical == tree.canonical
    assert again.clauses[0].follows_owner == "Nightcrawler"


def test_a_follow_up_to_any_teamwork_card_names_no_play() -> None:
    tree = parse_effect("May make one or both follow up attacks to any Universe: Teamwork card.")
    assert tree.status == "full"
    assert tree.clauses[0].follows_played is None
