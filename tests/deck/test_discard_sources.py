"""The discard phase asks every source in play, not only inherent abilities: the home base's
rules for its team (The Vault's kept duplicates, Onslaught's Citadel's draw count) and the
specials in play for the rest of the game (Blue Beetle's unlimited placed specials). Real
cards of ``../shared/data/`` through the catalogue's importer."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.card_reads import CardReads
from rules.engine.discard import Held, check_discard
from rules.engine.discard_input import situation_from_data
from rules.engine.discard_sources import placed_beyond
from tests.deck.test_real_discard import pick, situation


@pytest.fixture(scope="module")
def team(real_cards):
    return [pick(real_cards, n, kind="character", rank=3) for n in ("Banshee", "Black Cat", "Blob")]


def _power(cards, value, icon):
    return next(
        c
        for c in cards
        if c.kind == "power" and c.subtype == "single" and c.value == value and c.icons == (icon,)
    )


def test_the_vault_keeps_level_2_power_cards_of_different_types(real_cards, team):
    vault = pick(real_cards, "The Vault", kind="location")
    hand = [_power(real_cards, 2, "energy"), _power(real_cards, 2, "fighting")]
    r = check_discard(situation(team, hand, home_base=vault))
    assert r.discard == [] and r.choices == []
    kept = {k.card: k for k in r.keep}
    assert all(k.rule == "OR.setup.home-base.rules" for k in kept.values())
    assert all("The Vault" in k.note for k in kept.values())
    assert "OR.setup.home-base.rules" in r.rules
    # without The Vault the two are duplicates (OR.discard.power): one must go
    plain = check_discard(situation(team, hand))
    assert plain.choices and plain.choices[0].rule == "OR.discard.power"


def test_the_vault_keeps_no_copies_of_one_type_nor_other_levels(real_cards, team):
    vault = pick(real_cards, "The Vault", kind="location")
    two = _power(real_cards, 2, "energy")
    same = check_discard(situation(team, [two, two], home_base=vault))
    assert [d.rule for d in same.discard] == ["OR.discard.power"]
    threes = [_power(real_cards, 3, "energy"), _power(real_cards, 3, "fighting")]
    other = check_discard(situation(team, threes, home_base=vault))
    assert other.choices and other.choices[0].rule == "OR.discard.power"
    assert "OR.setup.home-base.rules" not in other.rules


def test_a_home_base_s_draw_count_is_checked_against_the_hand(real_cards, team):
    citadel = pick(real_cards, "Onslaught's Citadel", kind="location")
    hand = [_power(real_cards, v, "energy") for v in range(1, 9)]
    r = check_discard(situation(team, hand, home_base=citadel))
    assert {"OR.draw", "OR.setup.home-base.rules"} <= set(r.rules)
    note = next(n for n in r.notes if "Draw Phase" in n)
    assert "at most 7" in note and "holds 8" in note and "1 more" in note
    fits = check_discard(situation(team, hand[:7], home_base=citadel))
    assert not any("more than the team may draw" in n for n in fits.notes)
    assert not any("Draw Phase" in n for n in check_discard(situation(team, hand)).notes)


def test_a_special_in_play_lets_its_character_hold_more_placed_specials(real_cards):
    beetle = pick(real_cards, "Blue Beetle", kind="character")
    mates = [
        pick(real_cards, n, kind="character", rank=3) for n in ("Banshee", "Black Cat", "Blob")
    ]
    bug = pick(real_cards, "Blue Beetle - The Bug", kind="special")
    own = [
        c
        for c in real_cards
        if c.kind == "special" and c.characters == ("Blue Beetle",) and c is not bug
    ]
    placed, held = own[0], own[1]
    team = [*mates, beetle]  # Blue Beetle in reserve ("d"): only he can use his specials

    def run(in_play):
        s = situation(team, [held], placed={"d": [Held(placed, placed_before=False)]})
        s.in_play = in_play
        return check_discard(s)

    without, applied = run([]), run([bug])
    assert [(d.card, d.rule) for d in without.discard] == [(held.name, "OR.reserve")]
    assert applied.discard == [] and held.name in [k.card for k in applied.keep]
    assert "MR.1" in applied.rules
    assert any(n.startswith("Blue Beetle - The Bug in play: Blue Beetle") for n in applied.notes)
    # a special of Blue Beetle in play makes no room on another character
    reads = CardReads(parse_effect)
    assert placed_beyond(reads, [bug], beetle, "special") == (None, [bug.name])
    assert placed_beyond(reads, [bug], mates[0], "special") == (0, [])


def test_the_api_s_situation_takes_cards_in_play(real_lookup):
    data = {
        "team": {"front_line": [{"id": "a", "card": "Banshee"}], "reserve": None},
        "hand": [],
        "in_play": ["Blue Beetle - The Bug"],
    }
    s, problems = situation_from_data(data, real_lookup)
    assert problems == [] and [c.name for c in s.in_play] == ["Blue Beetle - The Bug"]
    _, bad = situation_from_data({**data, "in_play": "The Bug"}, real_lookup)
    assert [p.path for p in bad] == ["in_play"]
