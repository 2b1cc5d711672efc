"""Deck checks on decks built from the real card lists (``../shared/data/overpower-cards/``,
read by the catalogue's importer): legal decks, and one deck per rule broken."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine.card_identity import same_name
from rules.engine.deck import check_deck
from rules.engine.deck_model import Deck, DeckEntry
from rules.engine.decklist import CardResolver, resolve_mission
from tests.deck.builders import pick


@pytest.fixture(scope="module")
def cards(real_cards):
    return real_cards


def specials_of(cards, *owners, opd=None):
    return [
        c
        for c in cards
        if c.kind == "special"
        and c.characters
        and any(same_name(c.characters[0], o) for o in owners)
        and (opd is None or c.one_per_deck == opd)
    ]


def powers(cards, values, icons) -> list[DeckEntry]:
    return [
        DeckEntry(pick(cards, f"{v} {i.title()}", kind="power"), 1) for v in values for i in icons
    ]


def pad(deck: Deck, cards, minimum: int = 51) -> Deck:
    """Fill the deck up to ``minimum`` with low power cards any team can use."""
    fillers = [
        pick(cards, f"{v} {t}", kind="power") for v in (1, 2, 3) for t in ("Energy", "Fighting")
    ]
    i = 0
    while sum(e.count for e in deck.cards if e.card.kind not in ("mission", "location")) < minimum:
        deck.cards.append(DeckEntry(fillers[i % len(fillers)], 1))
        i += 1
    return deck


def mission_of(lookup, name):
    found, mission_name, gaps = resolve_mission(CardResolver(lookup), name, "mission")
    return found, mission_name, gaps


@pytest.fixture(scope="module")
def ps_team(cards):
    """Four 3-rank characters: 12 ranks, 54 points (limit 58)."""
    return [
        pick(cards, n, kind="character", rank=3)
        for n in ("Banshee", "Black Cat", "Blob", "Daredevil")
    ]


@pytest.fixture(scope="module")
def ps_deck(cards, ps_team, real_lookup):
    def make(**changes) -> Deck:
        own = specials_of(cards, "Banshee", "Black Cat", "Blob", "Daredevil")
        entries = [DeckEntry(s, 1) for s in own]
        entries += powers(cards, range(1, 8), ("energy", "fighting", "strength"))
        entries += [DeckEntry(pick(cards, "7 Any-Power"), 1)]
        mission, name, gaps = mission_of(real_lookup, "Into the Depths")
        deck = Deck(
            characters=list(ps_team),
            mission=mission,
            mission_name=name,
            cards=entries,
            parse=parse_effect,
        )
        for k, v in changes.items():
            setattr(deck, k, v)
        return deck

    return make


def violation_rules(report):
    return [v.rule for v in report.violations]


# -- legal decks -------------------------------------------------------------------------------


def test_real_three_rank_deck_is_legal(ps_deck):
    deck = ps_deck()
    report = check_deck(deck)
    assert report.legal, report.violations
    assert (report.ranks, report.points, report.limit) == (12, 54, 58)
    assert report.deck_size >= 51 and report.events == 0
    assert len(deck.mission) == 7


def test_real_deck_with_events_needs_56(ps_deck, cards):
    events = [c for c in cards if c.kind == "event" and c.mission_set == "Into the Depths"]
    deck = ps_deck()
    deck.cards = deck.cards[: 51 - len(events)] + [DeckEntry(e, 1) for e in events]
    report = check_deck(deck)
    assert report.minimum == 56
    assert violation_rules(report) == ["OR.deck.size"]
    deck.cards += powers(cards, range(1, 6), ("intellect",))[:0] + [
        DeckEntry(pick(cards, f"{v} Energy"), 1) for v in (1, 2, 3, 4, 5)
    ]
    assert check_deck(deck).legal


def test_krakoa_home_base_exception(cards):
    """Sunfire, Thunderbird, Angel and Wolverine are all on Krakoa's list: 16 ranks, 77 points
    are over the 76 limit, which the home base exception allows."""
    team = [
        pick(cards, "Sunfire", kind="character"),
        pick(cards, "Thunderbird", kind="character"),
        pick(cards, "Angel: The Fallen", kind="character"),
        pick(cards, "Wolverine", kind="character", rank=4),
    ]
    entries = powers(cards, range(1, 8), ("energy", "fighting", "strength", "intellect"))
    entries += [DeckEntry(s, 1) for s in specials_of(cards, "Wolverine", "Sunfire", opd=False)][:30]
    mission = [c for c in cards if c.kind == "mission" and c.mission_set == "Sins of the Future"]
    deck = pad(Deck(characters=team, mission=mission, cards=entries), cards)
    report = check_deck(deck)
    assert (report.ranks, report.points, report.limit) == (16, 77, 76)
    assert violation_rules(report) == ["OR.sum-deck"]
    deck.home_base = pick(cards, "Krakoa", kind="location")
    report = check_deck(deck)
    assert report.legal, report.violations
    assert report.home_base_exception
    # an aspect of Krakoa is now allowed; an aspect of another location is not
    deck.cards.append(DeckEntry(pick(cards, "Krakoa - The Living Island"), 1))
    assert check_deck(deck).legal
    deck.cards.append(DeckEntry(pick(cards, "Mojoworld - TV Dimension"), 1))
    assert violation_rules(check_deck(deck)) == ["OR.aspect"]


def test_home_base_whose_list_misses_a_character(cards, ps_deck):
    deck = ps_deck(home_base=pick(cards, "The Big Apple", kind="location"))
    report = check_deck(deck)
    # Daredevil is on The Big Apple's list, Banshee, Black Cat and Blob are not
    assert violation_rules(report) == ["OR.setup.home-base"]
    assert "Banshee" in report.violations[0].message


# -- one deck per rule broken ----------------------------------------------------------------


def test_real_deck_too_small(ps_deck):
    deck = ps_deck()
    deck.cards = deck.cards[:40]
    assert violation_rules(check_deck(deck)) == ["OR.deck.size"]


def test_real_clone_three_and_four_rank(cards, ps_deck):
    deck = ps_deck()
    deck.characters = [*deck.characters[:3], pick(cards, "Banshee", kind="character", rank=4)]
    report = check_deck(deck)
    assert "OR.clone" in violation_rules(report)


def test_real_clone_beast_the_brute(cards, ps_deck):
    deck = ps_deck()
    deck.characters = [
        *deck.characters[:2],
        pick(cards, "Beast", kind="character"),
        pick(cards, "Beast: The Brute", kind="character"),
    ]
    assert "OR.clone" in violation_rules(check_deck(deck))


def test_real_variant_dark_beast_plays_beast_specials(cards, ps_deck):
    deck = ps_deck()
    deck.characters = [*deck.characters[:3], pick(cards, "Dark Beast", kind="character")]
    deck.cards = [e for e in deck.cards if "Daredevil" not in e.card.name]
    deck.cards += [DeckEntry(s, 1) for s in specials_of(cards, "Beast")]
    deck.cards += powers(cards, range(1, 4), ("intellect",))
    report = check_deck(deck)
    assert "OR.clone" not in violation_rules(report)
    assert "OR.special" not in violation_rules(report)


def test_real_special_for_a_character_off_the_team(cards, ps_deck):
    deck = ps_deck()
    deck.cards.append(DeckEntry(pick(cards, "Nightcrawler - Bamf!"), 1))
    report = check_deck(deck)
    assert violation_rules(report) == ["OR.special"]
    assert report.violations[0].cards == ["Nightcrawler - Bamf!"]


def test_real_any_character_special_is_allowed(cards, ps_deck):
    deck = ps_deck()
    deck.cards.append(DeckEntry(pick(cards, "Any Character - New Universe"), 1))
    assert check_deck(deck).legal


def test_real_one_per_deck_special_twice(cards, ps_deck):
    deck = ps_deck()
    deck.cards.append(DeckEntry(pick(cards, "Daredevil - Billy Club"), 1))
    report = check_deck(deck)
    assert violation_rules(report) == ["OR.special"]


def test_real_any_power_seven_twice_is_errata_opd(cards, ps_deck):
    seven = pick(cards, "7 Any-Power")
    assert not seven.one_per_deck  # not printed on the card
    deck = ps_deck()
    deck.cards.append(DeckEntry(seven, 1))
    assert violation_rules(check_deck(deck)) == ["MR.20"]


def test_real_trick_transport_and_inventive_genius_are_errata_opd(cards, ps_deck):
    nightcrawler = pick(cards, "Nightcrawler", kind="character", rank=3)
    fantastic = pick(cards, "Mr. Fantastic", kind="character")
    deck = ps_deck()
    deck.characters = [deck.characters[0], deck.characters[1], nightcrawler, fantastic]
    deck.cards = [e for e in deck.cards if e.card.kind != "special"]
    deck.cards += [DeckEntry(pick(cards, "Nightcrawler - Trick Transport"), 2)]
    deck.cards += [DeckEntry(pick(cards, "Mr. Fantastic - Inventive Genius"), 2)]
    report = check_deck(deck)
    mr20 = [v for v in report.violations if v.rule == "MR.20"]
    assert sorted(v.cards[0] for v in mr20) == [
        "Mr. Fantastic - Inventive Genius",
        "Nightcrawler - Trick Transport",
    ]


def test_real_event_twice(cards, ps_deck):
    deck = ps_deck()
    ev = next(c for c in cards if c.kind == "event" and c.mission_set == "Into the Depths")
    deck.cards += [DeckEntry(ev, 2)] + powers(cards, range(1, 4), ("intellect",))[:0]
    deck.cards += [DeckEntry(pick(cards, f"{v} Fighting"), 1) for v in (1, 2, 3)]
    report = check_deck(deck)
    assert "OR.deck" in violation_rules(report)
    assert any(ev.name in v.cards for v in report.violations)


def test_real_incomplete_mission(ps_deck):
    deck = ps_deck()
    deck.mission = deck.mission[:6]
    assert violation_rules(check_deck(deck)) == ["OR.mission"]


def test_real_mission_the_catalogue_lacks_a_piece_of(real_lookup, ps_deck):
    mission, name, gaps = mission_of(real_lookup, "Eye of the Storm")
    assert gaps == [4]
    deck = ps_deck(mission=mission, mission_name=name, mission_catalogue_gaps=gaps)
    report = check_deck(deck)
    assert report.legal
    assert any(w.rule == "OR.mission" and "4" in w.message for w in report.warnings)


def test_real_points_over_the_limit(cards, ps_deck):
    deck = ps_deck()
    deck.characters = [*deck.characters[:3], pick(cards, "Galactus", kind="character")]
    deck.cards = [e for e in deck.cards if "Daredevil" not in e.card.name]
    pad(deck, cards)
    report = check_deck(deck)
    assert violation_rules(report) == ["OR.sum-deck"]
    assert report.points == 40 + 24 and report.limit == 58


def test_real_beyonder_counts_as_28_points(cards, ps_deck):
    beyonder = pick(cards, "Beyonder", kind="character")
    deck = ps_deck()
    deck.characters = [*deck.characters[:3], beyonder]
    deck.cards = [e for e in deck.cards if "Daredevil" not in e.card.name]
    pad(deck, cards)
    report = check_deck(deck)
    line = next(t for t in report.team if t.name == "Beyonder")
    assert (line.rank, line.counted_points) == (4, 28)
    assert (report.ranks, report.points, report.limit) == (13, 40 + 28, 62)
    assert violation_rules(report) == ["OR.sum-deck"]


def test_real_aspect_without_its_home_base(cards, ps_deck):
    deck = ps_deck()
    deck.cards.append(DeckEntry(pick(cards, "Krakoa - The Living Island"), 1))
    assert violation_rules(check_deck(deck)) == ["OR.aspect"]


def test_real_battlesite_listing_a_team_member(cards):
    # Wolverine is on the Princess Bar's list
    team = [
        pick(cards, "Wolverine", kind="character", rank=4),
        pick(cards, "Banshee", kind="character", rank=3),
        pick(cards, "Blob", kind="character", rank=3),
        pick(cards, "Black Cat", kind="character", rank=3),
    ]
    mission = [c for c in cards if c.kind == "mission" and c.mission_set == "The Crossing"]
    deck = Deck(
        characters=team,
        mission=mission,
        cards=powers(cards, range(1, 8), ("energy", "fighting", "strength", "intellect"))
        + powers(cards, range(1, 8), ("energy", "fighting", "strength", "intellect")),
        battlesite=pick(cards, "Princess Bar", kind="location"),
    )
    report = check_deck(deck)
    assert "OR.setup.battlesite" in violation_rules(report)


def test_real_battlesite_variant_allowed_clone_not(cards, ps_deck):
    """X-world lists Beast: with Dark Beast (a variant) on the team, Beast specials may go
    beneath it; with Beast: The Brute (a clone of Beast) they may not (MR.16)."""
    xworld = pick(cards, "X-world", kind="location")
    beast_specials = [DeckEntry(s, 1) for s in specials_of(cards, "Beast", opd=False)][:3]
    beast_card = pick(cards, "Beast", kind="character")
    deck = ps_deck(battlesite=xworld, battlesite_specials=beast_specials)
    deck.characters = [*deck.characters[:3], pick(cards, "Dark Beast", kind="character")]
    deck.cards = [e for e in deck.cards if "Daredevil" not in e.card.name]
    deck.cards += [DeckEntry(beast_card, 2)] + powers(cards, range(1, 4), ("intellect",))
    pad(deck, cards)
    report = check_deck(deck)
    assert report.legal, report.violations
    deck.characters = [*deck.characters[:3], pick(cards, "Beast: The Brute", kind="character")]
    report = check_deck(deck)
    assert "MR.16.variants" in violation_rules(report)


def test_real_code_rule_on_dc_heroes(cards):
    heroes = [
        pick(cards, n, kind="character") for n in ("Batman", "Huntress", "Robin", "Nightwing")
    ]
    assert all(h.alignment == "hero" for h in heroes)
    villain_special = pick(cards, "Any Character - Deal with the Devil", alignment="villain")
    villain_ally = pick(cards, "Lady Shiva", kind="universe")
    mission = [c for c in cards if c.kind == "mission" and c.mission_set == "Into the Depths"]
    entries = powers(cards, range(1, 8), ("fighting", "intellect"))
    entries += powers(cards, range(1, 5), ("energy", "strength"))
    entries += [
        DeckEntry(s, 1) for s in specials_of(cards, "Batman", "Huntress", "Robin", "Nightwing")
    ]
    entries += [DeckEntry(villain_special, 1), DeckEntry(villain_ally, 1)]
    deck = pad(Deck(characters=heroes, mission=mission, cards=entries), cards)
    report = check_deck(deck)
    assert report.legal, report.violations
    deck.code_rule = True
    report = check_deck(deck)
    assert violation_rules(report) == ["OR.code-rule"]
    assert any(w.rule == "OR.code-rule" and "Lady Shiva" in w.cards for w in report.warnings)
