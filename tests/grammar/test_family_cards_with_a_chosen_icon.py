"""Cards that must carry an icon someone picks: "discard 4 cards of opponent's choice with icon
of Leech's choice currently placed or in hand". The discard keeps who picks the icon
(``icon_chosen_by``) apart from who picks the cards, and says both."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests
from tests.grammar.ten_sets import card_text

OWN = [
    (
        "Target character must discard 2 cards with icon of Leech's choice.",
        [
            {
                "kind": "discard",
                "who": "target",
                "count": 2,
                "from": "hand",
                "icon_chosen_by": "Leech",
            }
        ],
    ),
    (
        "Opponent must discard 3 cards of opponent's choice with icon of Mystique's choice "
        "currently Placed or in Hand.",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": 3,
                "from": "placed_or_hand",
                "filter": "chosen choice of:opponent",
                "icon_chosen_by": "Mystique",
            }
        ],
    ),
]

test_own_sentences, _unused = faithful_field_tests(OWN)


def test_the_leech_picks_the_icon_and_the_opponent_the_cards():
    tree = parse_effect(card_text("Any Hero - Power Leech"))
    assert tree.status == "full", tree.unconsumed
    (discard,) = tree.to_json()["clauses"]
    assert (discard["who"], discard["count"], discard["from"]) == ("opponent", 4, "placed_or_hand")
    assert discard["icon_chosen_by"] == "Leech"
    assert "of opponent's choice with icon of Leech's choice" in tree.canonical
    assert tree.one_per_deck


def test_a_discard_without_the_phrase_names_no_icon_chooser():
    (discard,) = parse_effect("Opponent must discard 2 cards.").to_json()["clauses"]
    assert "icon_chosen_by" not in discard


def test_the_engine_reads_the_icon_the_play_names():
    # the play names the icon picked (the card's "as"); with none the discard is not applied,
    # never applied wider than the card (tests/engine/test_reach_chosen_icons.py)
    from rules.engine import reach
    from rules.engine.chosen_icons import fill_chosen_icon

    (discard,) = parse_effect(card_text("Any Hero - Power Leech")).to_json()["clauses"]
    (named,) = fill_chosen_icon([discard], "energy")
    assert named["icon_chosen"] == "energy" and reach.is_applied(named)
    (unnamed,) = fill_chosen_icon([discard], None)
    assert not reach.is_applied(unnamed)
