"""Deck legality on invented cards: one test (at least) per rule, and the legal baseline."""

from __future__ import annotations

from cards.grammar import parse_effect
from rules.engine.card_identity import identity
from rules.engine.deck import check_deck
from rules.engine.deck_model import Deck, DeckEntry
from tests.deck.builders import (
    ALPHA,
    BRAVO,
    CHARLIE,
    DELTA,
    TEAM,
    activator,
    artifact,
    aspect,
    basic,
    char,
    event,
    filler,
    legal_deck,
    location,
    mission,
    power,
    special,
    teamwork,
)


def rules_of(report):
    return [v.rule for v in report.violations]


def test_baseline_deck_is_legal_with_points_table():
    report = check_deck(legal_deck())
    assert report.legal, report.violations
    assert report.violations == []
    assert (report.ranks, report.points, report.limit) == (12, 56, 58)
    assert [t.counted_points for t in report.team] == [14, 14, 14, 14]
    assert report.consequence is None
    assert report.deck_size == 51 and report.minimum == 51


# -- OR.deck: four characters ---------------------------------------------------------------


def test_three_characters_is_illegal():
    report = check_deck(legal_deck(characters=[ALPHA, BRAVO, CHARLIE]))
    assert "OR.deck" in rules_of(report)
    assert not report.legal
    assert report.limit is None


def test_five_characters_is_illegal():
    extra = char("Echo", 3, 3, 3)
    report = check_deck(legal_deck(characters=[*TEAM, extra]))
    assert "OR.deck" in rules_of(report)


def test_a_non_character_in_the_team_is_illegal():
    report = check_deck(legal_deck(characters=[ALPHA, BRAVO, CHARLIE, power(5)]))
    assert any(v.rule == "OR.deck" and "5 Fighting" in v.cards for v in report.violations)


# -- OR.deck.size ----------------------------------------------------------------------------


def test_fifty_cards_without_events_is_too_few():
    report = check_deck(legal_deck(cards=filler(50)))
    assert rules_of(report) == ["OR.deck.size"]
    assert report.deck_size == 50 and report.minimum == 51


def test_an_event_raises_the_minimum_to_56():
    cards = [*filler(54), DeckEntry(event("Test Saga - Storm Warning"), 1)]
    report = check_deck(legal_deck(cards=cards))
    assert report.events == 1 and report.minimum == 56 and report.deck_size == 55
    assert rules_of(report) == ["OR.deck.size"]
    cards.append(DeckEntry(power(5, "energy"), 1))
    assert check_deck(legal_deck(cards=cards)).legal


def test_characters_mission_and_locations_are_not_counted():
    home = location("Test Tower", team=["Alpha", "Bravo", "Charlie", "Delta"])
    deck = legal_deck(cards=[*filler(50), DeckEntry(home, 1)], home_base=home)
    report = check_deck(deck)
    assert report.deck_size == 50
    assert "OR.deck.size" in rules_of(report)
    assert any(w.rule == "OR.setup" for w in report.warnings)


# -- OR.mission ------------------------------------------------------------------------------


def test_six_mission_pieces_is_incomplete():
    report = check_deck(legal_deck(mission=mission(numbers=range(1, 7))))
    assert rules_of(report) == ["OR.mission"]
    assert "pieces 1, 2, 3, 4, 5, 6" in report.violations[0].message


def test_no_mission_is_illegal():
    assert rules_of(check_deck(legal_deck(mission=[]))) == ["OR.mission"]


def test_mission_pieces_from_two_sets_are_illegal():
    mixed = mission(numbers=range(1, 4)) + mission("Other Saga", range(4, 8))
    assert rules_of(check_deck(legal_deck(mission=mixed))) == ["OR.mission"]


def test_a_doubled_mission_piece_is_illegal():
    pieces = mission()
    report = check_deck(legal_deck(mission=[*pieces, pieces[0]]))
    assert "OR.mission" in rules_of(report)


def test_catalogue_gap_in_a_mission_is_a_warning_not_a_violation():
    deck = legal_deck(mission=mission(numbers=[1, 2, 3, 5, 6, 7]))
    deck.mission_catalogue_gaps = [4]
    report = check_deck(deck)
    assert report.legal
    assert any(w.rule == "OR.mission" for w in report.warnings)


# -- One Per Deck ----------------------------------------------------------------------------


def test_two_copies_of_an_event_are_illegal():
    storm = event("Test Saga - Storm Warning")
    report = check_deck(legal_deck(cards=[*filler(54), DeckEntry(storm, 2)]))
    assert "OR.deck" in rules_of(report)
    assert any("Storm Warning" in c for v in report.violations for c in v.cards)


def test_two_copies_of_a_one_per_deck_special_are_illegal():
    s = special("Alpha", "Final Stand", opd=True)
    report = check_deck(legal_deck(cards=[*filler(51), DeckEntry(s, 2)]))
    assert rules_of(report) == ["OR.special"]
    assert check_deck(legal_deck(cards=[*filler(51), DeckEntry(s, 1)])).legal


def test_every_any_power_card_is_one_per_deck_by_errata():
    seven = power(7, "any_power")
    assert not seven.one_per_deck
    report = check_deck(legal_deck(cards=[*filler(51), DeckEntry(seven, 2)]))
    assert rules_of(report) == ["MR.20"]


def test_trick_transport_code_is_one_per_deck_by_errata():
    s = special("Bravo", "Quick Exit", code="DZ")
    report = check_deck(legal_deck(cards=[*filler(51), DeckEntry(s, 2)]))
    assert rules_of(report) == ["MR.20"]
    assert "DZ" in report.violations[0].message


def test_inventive_genius_code_is_one_per_deck_by_errata():
    s = special("Charlie", "Clever Idea", code="HQ")
    assert rules_of(check_deck(legal_deck(cards=[*filler(51), DeckEntry(s, 3)]))) == ["MR.20"]


def test_vertigo_erratum_names_one_card():
    # the card named in the errata summary, for a team holding its owner
    marauders = char("Marauders", 5, 5, 4)
    s = special("Marauders", "Vertigo")
    deck = legal_deck(characters=[ALPHA, BRAVO, CHARLIE, marauders])
    deck.cards = [*filler(51), DeckEntry(s, 2)]
    assert "MR.20" in rules_of(check_deck(deck))


def test_battlesite_copy_counts_with_the_deck_for_one_per_deck():
    # a variant on the team plays Echo's specials; the battlesite holds Echo's too
    copycat = char("Copycat", 3, 6, 5, inherent='May play any "Echo" Special cards.')
    site = location("Far Fortress", team=["Echo", "Foxtrot"])
    s = special("Echo", "Last Word", opd=True)
    deck = legal_deck(
        characters=[ALPHA, BRAVO, CHARLIE, copycat],
        cards=[*filler(51), DeckEntry(s, 1), DeckEntry(activator("Echo"), 1)],
        battlesite=site,
        battlesite_specials=[DeckEntry(s, 1)],
    )
    report = check_deck(deck)
    assert rules_of(report) == ["MR.16.variants"]
    deck.battlesite_specials = [DeckEntry(special("Echo", "Other Trick", opd=True), 1)]
    assert check_deck(deck).legal


# -- OR.special ------------------------------------------------------------------------------


def test_special_of_a_character_not_on_the_team_is_illegal():
    s = special("Echo", "Wild Swing")
    report = check_deck(legal_deck(cards=[*filler(51), DeckEntry(s, 1)]))
    assert rules_of(report) == ["OR.special"]
    assert "Echo" in report.violations[0].message


def test_any_character_specials_are_allowed():
    s = special("Any Character", "Lucky Break")
    report = check_deck(legal_deck(cards=[*filler(51), DeckEntry(s, 1)]))
    assert report.legal
    assert "OR.any-character-limitation" in report.rules


def test_variant_may_bring_another_characters_specials():
    copycat = char("Copycat", 3, 6, 5, inherent='May play any "Echo" Special cards.')
    s = special("Echo", "Wild Swing")
    deck = legal_deck(
        characters=[ALPHA, BRAVO, CHARLIE, copycat], cards=[*filler(51), DeckEntry(s, 1)]
    )
    assert check_deck(deck).legal


def test_non_opd_grant_does_not_cover_an_opd_special():
    copycat = char(
        "Copycat", 3, 6, 5, inherent='May play any "Echo" non-One-Per-Deck Special cards.'
    )
    plain = special("Echo", "Wild Swing")
    opd = special("Echo", "Big Finish", opd=True)
    deck = legal_deck(characters=[ALPHA, BRAVO, CHARLIE, copycat])
    deck.cards = [*filler(51), DeckEntry(plain, 1)]
    assert check_deck(deck).legal
    deck.cards = [*filler(51), DeckEntry(opd, 1)]
    assert rules_of(check_deck(deck)) == ["OR.special"]


def test_named_special_grant():
    lawman = char("Lawman", 4, 6, 4, inherent='Lawman may play Posse "Sting Operation" Special.')
    deck = legal_deck(characters=[ALPHA, BRAVO, CHARLIE, lawman])
    deck.cards = [*filler(51), DeckEntry(special("Posse", "Sting Operation"), 1)]
    assert check_deck(deck).legal
    deck.cards = [*filler(51), DeckEntry(special("Posse", "Roadblock"), 1)]
    assert rules_of(check_deck(deck)) == ["OR.special"]


# -- OR.sum-deck and OR.homebase-exception ---------------------------------------------------


BIG = char("Titan", 8, 8, 8)  # 24 points, 3 ranks


def test_over_the_points_limit_is_illegal():
    report = check_deck(legal_deck(characters=[ALPHA, BRAVO, CHARLIE, BIG]))
    assert rules_of(report) == ["OR.sum-deck"]
    assert (report.ranks, report.points, report.limit) == (12, 66, 58)


def test_limits_follow_the_rank_table():
    four = [char(f"Quad{i}", 5, 5, 5, 5) for i in range(4)]  # 16 ranks, 80 points
    report = check_deck(legal_deck(characters=four))
    assert report.limit == 76 and report.points == 80
    assert rules_of(report) == ["OR.sum-deck"]
    three_four = [char(f"Tri{i}", 6, 6, 6) for i in range(3)] + [char("Quad", 5, 5, 5, 5)]
    report = check_deck(legal_deck(characters=three_four))  # 13 ranks, 74 points
    assert (report.ranks, report.limit) == (13, 62)


def test_home_base_exception_allows_a_listed_team_over_the_limit():
    team = [ALPHA, BRAVO, CHARLIE, BIG]
    home = location("Titan Tower", team=["Alpha", "Bravo", "Charlie", "Titan", "Zulu"])
    report = check_deck(legal_deck(characters=team, home_base=home))
    assert report.legal, report.violations
    assert report.home_base_exception
    assert "OR.homebase-exception" in report.rules


def test_home_base_exception_needs_every_character_listed():
    team = [ALPHA, BRAVO, CHARLIE, BIG]
    home = location("Titan Tower", team=["Alpha", "Bravo", "Titan"])
    report = check_deck(legal_deck(characters=team, home_base=home))
    assert set(rules_of(report)) == {"OR.sum-deck", "OR.setup.home-base"}
    assert not report.home_base_exception


def test_any_team_home_base_grants_no_exception():
    home = location("Open House", team=["Any tournament legal team", "using normal rules."])
    ok = check_deck(legal_deck(home_base=home))
    assert ok.legal
    over = check_deck(legal_deck(characters=[ALPHA, BRAVO, CHARLIE, BIG], home_base=home))
    assert rules_of(over) == ["OR.sum-deck"]


def test_beyonder_counts_as_28_points():
    beyonder = CardDefBeyonder = char("Beyonder", inherent="May play any Special cards.")
    beyonder = CardDefBeyonder.__class__(
        **{**CardDefBeyonder.__dict__, "extra": {"grid_infinite": True}}
    )
    report = check_deck(legal_deck(characters=[ALPHA, BRAVO, CHARLIE, beyonder]))
    line = report.team[3]
    assert line.counted_points == 28 and line.rank == 4
    assert report.points == 14 * 3 + 28 and report.ranks == 13
    assert "OR.sum-deck" in rules_of(report)  # 70 > 62
    assert "MR.20" in report.rules


def test_points_stated_by_an_inherent_ability_are_used():
    odd = char("Oddball", 8, 8, 8, inherent="Counts as 12 points for Tournament Deckbuilding.")
    report = check_deck(legal_deck(characters=[ALPHA, BRAVO, CHARLIE, odd], parse=parse_effect))
    assert report.points == 42 + 12
    assert report.legal


# -- OR.clone --------------------------------------------------------------------------------


def test_three_and_four_rank_versions_are_clones():
    bravo4 = char("Bravo: Later Years", 3, 6, 4, 2)
    assert identity(bravo4) == "Bravo"
    report = check_deck(legal_deck(characters=[ALPHA, BRAVO, CHARLIE, bravo4]))
    assert rules_of(report) == ["OR.clone"]


def test_a_variant_is_not_a_clone():
    dark = char("Dark Bravo", 3, 6, 4, inherent='May play any "Bravo" Special cards.')
    assert check_deck(legal_deck(characters=[ALPHA, BRAVO, CHARLIE, dark])).legal


# -- battlesite: MR.16.variants and OR.setup.battlesite --------------------------------------


def test_battlesite_may_hold_a_variants_specials():
    dark = char("Dark Bravo", 3, 6, 4, inherent='May play any "Bravo" Special cards.')
    site = location("Mirror Hall", team=["Bravo", "Echo"])
    s = special("Bravo", "Twin Strike")
    deck = legal_deck(
        characters=[ALPHA, dark, CHARLIE, DELTA],
        battlesite=site,
        battlesite_specials=[DeckEntry(s, 1)],
        cards=[*filler(51), DeckEntry(char("Bravo", 3, 7, 4), 1)],
    )
    report = check_deck(deck)
    assert report.legal, report.violations


def test_battlesite_may_not_hold_a_clones_specials():
    brute = char("Bravo: The Brute", 3, 6, 7)
    site = location("Mirror Hall", team=["Echo", "Foxtrot"])
    s = special("Bravo", "Twin Strike")
    deck = legal_deck(
        characters=[ALPHA, brute, CHARLIE, DELTA],
        battlesite=site,
        battlesite_specials=[DeckEntry(s, 1)],
    )
    assert "MR.16.variants" in rules_of(check_deck(deck))


def test_battlesite_listing_a_team_member_is_illegal():
    site = location("Alpha Base", team=["Alpha", "Echo"])
    report = check_deck(legal_deck(battlesite=site))
    assert rules_of(report) == ["OR.setup.battlesite"]


def test_specials_beneath_without_battlesite_are_illegal():
    deck = legal_deck(battlesite_specials=[DeckEntry(special("Echo", "Wild Swing"), 1)])
    assert rules_of(check_deck(deck)) == ["OR.setup.battlesite"]


def test_activator_without_battlesite_is_a_warning():
    report = check_deck(legal_deck(cards=[*filler(51), DeckEntry(char("Echo", 3, 3, 3), 1)]))
    assert report.legal
    assert any(w.rule == "OR.activator" for w in report.warnings)


# -- OR.aspect -------------------------------------------------------------------------------


def test_aspect_of_the_home_base_in_use_is_legal():
    home = location("Test Tower", team=["Alpha", "Bravo", "Charlie", "Delta"])
    a = aspect("Test Tower", "Hidden Door")
    deck = legal_deck(home_base=home, cards=[*filler(51), DeckEntry(a, 1)])
    assert check_deck(deck).legal


def test_aspect_of_another_location_is_illegal():
    home = location("Test Tower", team=["Alpha", "Bravo", "Charlie", "Delta"])
    a = aspect("Other Keep", "Hidden Door")
    deck = legal_deck(home_base=home, cards=[*filler(51), DeckEntry(a, 1)])
    assert rules_of(check_deck(deck)) == ["OR.aspect"]
    deck.home_base = None
    assert rules_of(check_deck(deck)) == ["OR.aspect"]


def test_any_home_base_aspect_needs_a_home_base():
    a = aspect("Any Home Base", "Helping Hand")
    deck = legal_deck(cards=[*filler(51), DeckEntry(a, 1)])
    assert rules_of(check_deck(deck)) == ["OR.aspect"]
    deck.home_base = location("Test Tower", team=["Alpha", "Bravo", "Charlie", "Delta"])
    assert check_deck(deck).legal


# -- OR.code-rule ----------------------------------------------------------------------------


def test_code_rule_is_optional_and_bars_a_villain_special_for_heroes():
    heroes = [char(n, 5, 5, 4, alignment="hero") for n in ("Hope", "Ideal", "Justice", "Kind")]
    villainous = special("Any Character", "Dirty Deal", alignment="villain")
    deck = legal_deck(characters=heroes, cards=[*filler(51), DeckEntry(villainous, 1)])
    assert check_deck(deck).legal
    deck.code_rule = True
    assert rules_of(check_deck(deck)) == ["OR.code-rule"]
    deck.characters = [*heroes[:3], char("Uncoded", 5, 5, 4)]
    assert check_deck(deck).legal


def test_code_rule_universe_card_nobody_may_play_is_a_warning():
    heroes = [char(n, 4, 7, 3, alignment="hero") for n in ("Hope", "Ideal", "Justice", "Kind")]
    shady = basic("Shady Help", "fighting", 6, 2, alignment="villain")
    deck = legal_deck(characters=heroes, cards=[*filler(51), DeckEntry(shady, 1)], code_rule=True)
    report = check_deck(deck)
    assert report.legal
    assert [w.rule for w in report.warnings if "Shady Help" in w.cards] == ["OR.code-rule"]
    deck.code_rule = False
    assert not [w for w in check_deck(deck).warnings if "Shady Help" in w.cards]


# -- warnings: cards no team member can use --------------------------------------------------


def test_unusable_power_and_universe_cards_are_warnings_not_violations():
    cards = [
        *filler(51),
        DeckEntry(power(8, "intellect"), 1),
        DeckEntry(basic("Heavy Lift", "strength", 8, 2), 1),
        DeckEntry(teamwork("Joint Blast", "energy", 8), 1),
        DeckEntry(artifact("Odd Relic", "intellect", 6, "intellect", 5), 1),
    ]
    report = check_deck(legal_deck(cards=cards))
    assert report.legal
    assert {w.rule for w in report.warnings} == {
        "OR.power-card",
        "OR.universe-basic",
        "OR.universe-teamwork",
        "OR.tactic-artifact",
    }


def test_usable_multipower_and_any_power_give_no_warning():
    cards = [*filler(51), DeckEntry(power(7, "multipower"), 1), DeckEntry(power(7, "any_power"), 1)]
    report = check_deck(legal_deck(cards=cards))
    assert report.warnings == []
    cards = [*filler(51), DeckEntry(power(8, "any_power"), 1)]
    assert [w.rule for w in check_deck(legal_deck(cards=cards)).warnings] == ["OR.any-power"]


# -- the renege consequence ------------------------------------------------------------------


def test_illegal_deck_says_it_is_a_match_loss():
    report = check_deck(legal_deck(cards=filler(10)))
    assert report.consequence is not None
    assert report.consequence.rule == "MR.13.renege-offences"
    assert "loses the match" in report.consequence.message
    assert "MR.13.renege-offences" in report.rules
    assert report.as_dict()["consequence"]["rule"] == "MR.13.renege-offences"


def test_report_as_dict_has_the_contract_fields():
    data = check_deck(legal_deck()).as_dict()
    for key in ("legal", "violations", "ranks", "points", "limit", "warnings", "team"):
        assert key in data
    assert isinstance(Deck, type) and DELTA.name == "Delta"
