"""A teammate as the subject, alone or beside another subject: "Any teammate may ...",
"Opponent and any teammate must ...", "Opponent or any teammate must ...".

"Any teammate" is one teammate of the player's choice, as "Teammate" is: ``who`` stays
``teammate`` and the word is kept for the rendering (``teammate_word``). Joined by "and", each
subject is one of the clause's ``subjects``. Joined by "or" with a subject other than the
card's own character, the clause names either subject: it is never read as "this character or
teammate", and the engine reports it "not applied" (which one the player picks is not held).
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import round_trips
from rules.engine.reach import is_applied


def _read(text: str) -> dict:
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    assert round_trips(tree), tree.canonical
    (clause,) = tree.to_json()["clauses"]
    return clause


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Any teammate may combine with 1 Energy card for a single attack.", "combine"),
        ("Any teammate may make 1 additional attack.", "additional_attack"),
        ("Any teammate may avoid 1 Energy attack of 9 or less.", "avoid"),
        ("Any teammate must discard 2 cards.", "discard"),
    ],
)
def test_any_teammate_is_a_teammate_said_as_printed(text, kind) -> None:
    clause = _read(text)
    assert (clause["kind"], clause["who"], clause["teammate_word"]) == (kind, "teammate", "any")
    plain = _read(text.replace("Any teammate", "Teammate"))
    assert "teammate_word" not in plain
    assert {k: v for k, v in clause.items() if k not in ("span", "teammate_word")} == {
        k: v for k, v in plain.items() if k != "span"
    }


def test_subjects_joined_by_and_are_each_a_subject() -> None:
    opponent = _read("Opponent and any teammate must discard 2 cards.")
    assert (opponent["subjects"], opponent["teammate_word"]) == (["opponent", "teammate"], "any")
    target = _read("Target Character and any teammate may not attack for remainder of battle.")
    assert (target["subjects"], target["teammate_word"]) == (["target", "teammate"], "any")


#: Either of two subjects, and the ``who`` that names both as printed.
EITHER = {
    "Opponent or any teammate must discard 2 cards.": "opponent or teammate",
    "Teammate or Target Character may play any Power card.": "teammate or target",
    "Target Character or any teammate must discard 1 Placed card.": "target or teammate",
}


@pytest.mark.parametrize(("text", "who"), EITHER.items())
def test_either_of_two_subjects_is_not_this_character(text, who) -> None:
    clause = _read(text)
    assert clause["who"] == who
    assert "self" not in clause["who"]
    assert not is_applied(clause)


@pytest.mark.parametrize(
    "text",
    [
        "Nightcrawler or teammate may avoid 1 attack.",
        "This character or teammate may avoid 1 attack.",
    ],
)
def test_the_cards_own_character_or_teammate_is_still_read_so(text) -> None:
    assert _read(text)["who"] == "self_or_teammate"


def test_any_teammates_cards_and_ratings_are_a_teammates() -> None:
    rating = _read("Any teammate's Energy Rating increases to 7 for remainder of game.")
    plain = _read("Teammate's Energy Rating increases to 7 for remainder of game.")
    assert rating["teammate_word"] == "any"
    assert {k: v for k, v in rating.items() if k not in ("span", "teammate_word")} == {
        k: v for k, v in plain.items() if k != "span"
    }
