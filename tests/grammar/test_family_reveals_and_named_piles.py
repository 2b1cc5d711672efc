"""Cards revealed and the piles they come from: "Target Character must reveal any cards in Hand
playable by Target Character, and play those open-handed" (which cards, and only those played
open), "Draw 2 cards from top of Thunderbolts' Draw Pile" (whose pile), "Wolverine may sort
through Draw Pile, select any Aspect card and play it immediately" (who looks, what is
played)."""

from __future__ import annotations

from tests.engine.real_texts import texts
from tests.grammar.clause_checks import full_clauses, real_wordings_tests

PLAYABLE = texts(r"reveal any cards in Hand playable by")
NAMED_PILE = texts(r"^Draw \d+ cards from top of \w+' Draw Pile")
SELECTED = texts(r"may sort through Draw Pile, select any \w+ card and play it immediately")


test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(PLAYABLE, NAMED_PILE, SELECTED)
)


def test_only_the_playable_cards_are_revealed_and_played_open():
    reveal, play = full_clauses(
        "Target Character must reveal any cards in Hand playable by Target Character, and play "
        "those open-handed for remainder of battle."
    )
    assert (reveal.kind, reveal.who, reveal.source, reveal.usable_by) == (
        "reveal",
        "target",
        "hand",
        "target",
    )
    assert (play.action, play.who, play.filters, play.duration) == (
        "play_open_handed",
        "target",
        ("revealed",),
        "battle",
    )


def test_a_whole_hand_revealed_names_no_cards():
    reveal, play = full_clauses(
        "Opponent must reveal hand and play open handed for remainder of battle."
    )
    assert reveal.usable_by is None and reveal.source is None
    assert play.filters == ()


def test_the_owner_of_the_draw_pile_is_kept():
    (draw,) = full_clauses("Draw 2 cards from top of Thunderbolts' Draw Pile.")
    assert (draw.count, draw.from_, draw.pile_owner) == (2, "top_of_draw_pile", "Thunderbolts")
    assert "Thunderbolts' Draw Pile" in draw.render()


def test_a_pile_of_no_one_named_has_no_owner():
    (draw,) = full_clauses("Draw 2 cards from top of Draw Pile.")
    assert draw.pile_owner is None
    assert "pile_owner" not in draw.to_json()


def test_the_one_who_sorts_plays_the_card_found():
    search, play = full_clauses(
        "Wolverine may sort through Draw Pile, select any Aspect card and play it immediately."
    )
    assert (search.kind, search.who, search.pile) == ("search", "Wolverine", "draw_pile")
    assert (play.action, play.who, play.card_kinds, play.count, play.source) == (
        "select_and_play",
        "Wolverine",
        ("aspect",),
        1,
        "draw_pile",
    )
