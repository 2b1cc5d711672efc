"""The noun printed with a subject is kept however long the sentence: "Any teammate may
discard 2 cards ... to venture 3 Mission cards" (a cost and what it pays for: the subject is
said by the clause itself, not by the clauses it holds) and "Target opponent" in a sentence
that names the Target Character again without a noun ("Target or teammate", "any of Target's
teammates"). The sentences are made up.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import round_trips


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Any teammate may discard 3 cards from top of Draw Pile to Dead Pile to venture 2 "
            "Mission cards with no penalty.",
            "Any teammate may discard 3 cards",
        ),
        (
            "Any teammate may move 1 Mission card from Reserve Missions Pile to Defeated Missions "
            "Pile to discard 4 cards from Hand.",
            "Any teammate may move 1 Mission card",
        ),
        (
            "Target opponent may not attack for remainder of battle until Target or teammate "
            "attacks this Special.",
            "Target opponent may not attack",
        ),
        (
            "Attacks made on Target opponent may not be moved to any of Target's teammates for "
            "remainder of game.",
            "Attacks made on Target opponent",
        ),
    ],
)
def test_the_printed_noun_of_the_subject_is_said_back(text: str, said: str) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    assert said in tree.canonical
    assert round_trips(tree), tree.canonical


def test_without_the_noun_the_sentence_reads_the_plain_subject() -> None:
    plain = parse_effect(
        "Teammate may discard 3 cards from top of Draw Pile to Dead Pile to venture 2 Mission cards with no penalty."
    )
    assert plain.status == "full" and plain.canonical.startswith("Teammate may discard")
