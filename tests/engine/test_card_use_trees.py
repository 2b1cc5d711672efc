"""Who may play which Special, whether a card is One Per Deck and which teams a home base takes
are read from parsed trees and catalogue fields, never from a card's words (issue 12): the same
meaning in other words gets the same ruling, and words the grammar does not read change nothing.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.card_reads import CardReads
from rules.engine.card_use import (
    accepts_any_team,
    grants_of,
    home_base_requirements_met,
    is_one_per_deck,
    may_play_special,
)
from rules.engine.cards import CardDef, MemoryLookup
from rules.engine.deck_refs import CardResolver
from tests.deck.builders import char, special
from tests.engine.real_texts import rows

READS = CardReads(parse_effect)

NO_OPD_WORDINGS = [
    "May not play any One Per Deck Special cards.",
    "Cannot play any One-Per-Deck Specials.",
    "This character may not play any Special or One Per Deck cards.",
]


@pytest.mark.parametrize("text", NO_OPD_WORDINGS)
def test_a_bar_on_one_per_deck_specials_is_read_from_the_tree(text):
    holder = char("Holder", 5, 5, 5, 5, inherent=text)
    assert grants_of(holder, READS).own_barred == ("one_per_deck",)
    assert not may_play_special(holder, special("Holder", "Big One", opd=True), reads=READS)
    assert may_play_special(holder, special("Holder", "Small One"), reads=READS)


def test_a_bar_for_one_battle_does_not_bar_a_deck_s_specials():
    holder = char("Holder", 5, 5, 5, 5, inherent="May not play any Special cards this battle.")
    assert grants_of(holder, READS).own_barred == ()
    assert may_play_special(holder, special("Holder", "Big One", opd=True), reads=READS)


def test_words_the_grammar_does_not_read_bar_nothing_more_than_its_tree_says():
    # without a tree nor a parser the ability says nothing: its own specials stay playable
    holder = char("Holder", 5, 5, 5, 5, inherent=NO_OPD_WORDINGS[0])
    assert may_play_special(holder, special("Holder", "Big One", opd=True))


@pytest.mark.parametrize(
    "text",
    [
        "Opponent discards 2 cards. One Per Deck",
        "Opponent discards 2 cards. one per deck.",
    ],
)
def test_one_per_deck_printed_on_an_inline_card_is_read_from_its_tree(text):
    r = CardResolver(MemoryLookup())
    card = r.ref({"special": {"character": "Zed", "name": "Zap", "text": text}}, "card")
    assert card is not None and not card.one_per_deck  # the field holds only what was given
    assert is_one_per_deck(card, READS) == (True, "OR.special")
    assert is_one_per_deck(card) == (False, "")  # no tree and no parser: nothing read


def _real_locations() -> list[CardDef]:
    out = []
    for row, text in rows("location"):
        listed = (row.get("Character List") or "").strip()
        if listed:
            out.append(
                CardDef(name=row["Name"], kind="location", text=text, extra={"team": listed})
            )
    return out


LOCATIONS = _real_locations()
ANY_TEAM = [c for c in LOCATIONS if "tournament legal" in c.extra["team"].lower()]


def test_the_ten_sets_print_any_team_locations():
    assert len(ANY_TEAM) >= 3 and len(LOCATIONS) > len(ANY_TEAM)


@pytest.mark.parametrize("home", ANY_TEAM, ids=lambda c: c.name)
def test_a_character_list_of_any_legal_team_takes_any_team(home):
    team = [char("Alpha", 5, 5, 5, 5), char("Bravo", 4, 4, 4, 4)]
    assert accepts_any_team(home)
    assert home_base_requirements_met(home, team)


def test_a_character_list_of_names_takes_only_those_characters():
    named = [c for c in LOCATIONS if "wolverine" in c.extra["team"].lower()]
    assert named
    for home in named:
        assert not accepts_any_team(home)
        assert home_base_requirements_met(home, [char("Wolverine", 5, 5, 5, 5)])
        assert not home_base_requirements_met(home, [char("Nobody Listed", 5, 5, 5, 5)])


def test_the_any_team_words_in_game_text_are_not_a_character_list():
    # the character list is the catalogue's field; the game text is read only by the grammar
    home = CardDef(name="Open House", kind="location", text="Any tournament legal team.")
    assert not accepts_any_team(home)
