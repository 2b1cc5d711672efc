"""Moments around another character's KO, and a lead printed as a sentence of its own: "Play
during battle on Teammate, before Teammate is KO'd." (on whom the card is played, and by
when), "When Target Teammate is KO'd, Malebolgia is +5 to Ventura Total." (another's KO as a
lead) and "At end of battle. Opponent may not move any Mission cards ..." (the lead's full
stop read as its comma)."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.engine.real_texts import texts
from tests.grammar.clause_checks import full_clauses, real_wordings_tests

BEFORE_KO = texts(r"Play during battle on \w+, before \w+ is KO'd")
LONE_LEAD = texts(r"\. At end of battle\. ")


test_the_real_texts_of_the_wordings_are_found, test_every_real_text_is_read_faithfully = (
    real_wordings_tests(BEFORE_KO, LONE_LEAD)
)


def test_the_card_is_played_on_a_teammate_before_that_teammate_is_kod():
    (timing,) = full_clauses("Play during battle on Teammate, before Teammate is KO'd.")
    assert timing.when == "during_battle_on_before_ko:teammate"


def test_a_card_played_before_another_characters_ko_is_not_read():
    tree = parse_effect("Play during battle on Teammate, before Target Character is KO'd.")
    assert tree.status != "full"


def test_another_characters_ko_leads_the_effect():
    (condition,) = full_clauses("When Target Teammate is KO'd, Malebolgia is +5 to Ventura Total.")
    assert (condition.when, condition.detail, condition.lead) == ("ko", "target_teammate", "when")
    (bonus,) = condition.then
    assert (bonus.kind, bonus.who, bonus.amount) == ("venture_modifier", "Malebolgia", 5)


def test_the_lead_and_the_trailing_when_read_alike():
    (lead,) = full_clauses("When Target Teammate is KO'd, Malebolgia is +5 to Venture Total.")
    (trailing,) = full_clauses("Malebolgia is +5 to Venture Total when Target Teammate is KO'd.")
    assert lead == trailing


def test_a_lone_end_of_battle_lead_governs_the_next_sentence():
    timing, move = full_clauses(
        "At end of battle. Opponent may not move any Mission cards from the Defeated Missions Pile."
    )
    assert timing.when == "end_of_battle"
    assert (move.kind, move.who, move.allowed, move.from_) == (
        "mission_move",
        "opponent",
        False,
        "defeated_missions",
    )
