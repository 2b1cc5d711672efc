"""Who may use which card, read from the clauses of inherent abilities, never from their words
(OR.special, OR.power-card, OR.inherent): "May play any "<Name>" Special cards", "<Name> may
play "<Title>"", the One Per Deck qualifiers, "<type> Power Grid Rating N for defense". Real
texts of the ten sets, found by their wording.
"""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from rules.engine.card_reads import CardReads
from rules.engine.card_use import grants_of, grid_of, may_play_special
from tests.deck.builders import char, special
from tests.engine.real_texts import texts
from tests.grammar.ten_sets import card_text

OWNER = re.compile(r'^May play any "?([A-Z][\w\- ]+?)"? Specials?( cards)?\.?$', re.I)
OWNERS = texts(OWNER.pattern, "character", full=True)
TITLES = texts(r'^[\w-]+ may play "([^"]+)"\.?$', "character", full=True)
NOT_OPD = texts(r'^May play any "([^"]+)" non-One-Per-Deck Special cards', "character", full=True)
ONLY_OPD = texts(r'^May play any "([^"]+)" One-Per-Deck Special cards', "character", full=True)
DEFENSE_RATING = texts(
    r"^(\w+) Power Grid Rating (is )?(\d) for defense\.?$", "character", full=True
)
READS = CardReads(parse_effect)


def test_the_ten_sets_print_the_wordings():
    assert len(OWNERS) >= 4 and TITLES and NOT_OPD and ONLY_OPD and len(DEFENSE_RATING) >= 2


@pytest.mark.parametrize("text", OWNERS)
def test_a_character_may_play_the_specials_of_the_character_it_names(text):
    owner = OWNER.match(text).group(1)
    holder = char("Holder", 5, 5, 5, 5, inherent=text)
    assert grants_of(holder, READS).owners == (owner,)
    assert may_play_special(holder, special(owner, "Trick"), reads=READS)
    assert not may_play_special(holder, special("Someone Else", "Trick"), reads=READS)
    # without its clauses (no tree, no parser) the words alone grant nothing
    assert not may_play_special(holder, special(owner, "Trick"))


@pytest.mark.parametrize("text", TITLES)
def test_a_character_may_play_the_special_it_names_by_title(text):
    title = re.search(r'"([^"]+)"', text).group(1)
    holder = char(text.split(" may ")[0], 5, 5, 5, 5, inherent=text)
    assert title in grants_of(holder, READS).titles
    assert may_play_special(holder, special("Other", title), reads=READS)
    assert not may_play_special(holder, special("Other", "Another Title"), reads=READS)


@pytest.mark.parametrize(
    ("text", "opd_ok", "plain_ok"),
    [
        *((t, False, True) for t in NOT_OPD),
        *((t, True, False) for t in ONLY_OPD),
    ],
)
def test_the_one_per_deck_qualifier_limits_the_grant(text, opd_ok, plain_ok):
    owner = re.search(r'"([^"]+)"', text).group(1)
    holder = char("Holder", 5, 5, 5, 5, inherent=text)
    opd = special(owner, "Big Finish", opd=True)
    assert may_play_special(holder, opd, reads=READS) is opd_ok
    assert may_play_special(holder, special(owner, "Small Thing"), reads=READS) is plain_ok


@pytest.mark.parametrize("text", DEFENSE_RATING)
def test_a_rating_for_defense_makes_power_cards_of_that_type_usable(text):
    icon, _, value = re.match(r"^(\w+) Power Grid Rating (is )?(\d)", text).groups()
    icon = icon.lower()
    low = {"energy": 2, "fighting": 2, "strength": 2, "intellect": 2}
    holder = char("Holder", *low.values(), inherent=text)
    assert grid_of(holder, reads=READS)[icon] == int(value)
    assert grid_of(holder)[icon] == 2  # the words alone change nothing


def test_a_character_may_play_the_specials_of_each_character_it_lists():
    # Team X: "May play any None-One-Per-Deck Wolverine, Sabretooth, or Maverick Special
    # Cards": the characters listed are typed (owners), each one's specials are allowed
    text = card_text("Team X™")
    holder = char("Team X", 5, 5, 5, 5, inherent=text)
    assert grants_of(holder, READS).owners == ("Wolverine", "Sabretooth", "Maverick")
    assert may_play_special(holder, special("Sabretooth", "Trick"), reads=READS)
    assert not may_play_special(holder, special("Cyclops", "Trick"), reads=READS)
