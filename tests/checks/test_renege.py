"""The renege ruling (MR.13.renege, MR.13.renege-offences)."""

from __future__ import annotations

from rules import registry
from rules.engine.renege import Renege, rule_on_renege
from rules.engine.venture import Missions, PlayerVenture, Ventured


def players(a=((7, 0, 0), (2, 0)), b=((7, 0, 0), (1, 0))):
    return {
        "A": PlayerVenture(missions=Missions(*a[0]), ventured=Ventured(*a[1])),
        "B": PlayerVenture(missions=Missions(*b[0]), ventured=Ventured(*b[1])),
    }


def piles(m):
    return (m.reserve, m.completed, m.defeated)


def test_duplicate_kept_after_the_venture_with_a_judge():
    result = rule_on_renege(Renege("A", "illegal_duplicate", players=players()))
    assert result.is_renege and result.penalty == "lose_venture" and not result.game_loss
    # A loses the two ventured cards; B wins its one card plus one more.
    assert piles(result.missions["A"]) == (5, 0, 2)
    assert piles(result.missions["B"]) == (5, 2, 0)
    texts = " ".join(s.text for s in result.steps)
    assert "round ends now" in texts and "new hand" in texts
    assert {"MR.13.renege", "MR.13.renege-offences", "OR.mission-ladder"} <= set(result.rules)
    assert registry.unknown_ids(result.rules) == []


def test_unusable_card_kept_is_a_renege_too():
    result = rule_on_renege(Renege("B", "illegal_unusable", players=players()))
    assert piles(result.missions["B"]) == (6, 0, 1)
    assert piles(result.missions["A"]) == (4, 3, 0)


def test_offender_ventured_from_completed_falls_back():
    result = rule_on_renege(
        Renege("A", "illegal_duplicate", players=players(a=((3, 2, 2), (1, 2))))
    )
    assert piles(result.missions["A"]) == (4, 0, 3)


def test_extra_card_comes_from_completed_when_reserve_is_all_ventured():
    # B ventured both reserve cards; the extra card is one from Completed (a Defeated card exists),
    # which lifts a Defeated card to Reserve.
    result = rule_on_renege(
        Renege("A", "illegal_duplicate", players=players(b=((2, 3, 2), (2, 0))))
    )
    assert piles(result.missions["B"]) == (1, 5, 1)


def test_no_extra_card_possible():
    result = rule_on_renege(
        Renege("A", "illegal_duplicate", players=players(b=((2, 5, 0), (2, 0))))
    )
    assert piles(result.missions["B"]) == (0, 7, 0)
    assert result.game_over and result.game_winner == "B"
    assert any("no further mission card" in s.text for s in result.steps)


def test_renege_can_end_the_game_for_the_other_player():
    result = rule_on_renege(
        Renege("B", "illegal_duplicate", players=players(a=((3, 4, 0), (2, 0))))
    )
    assert piles(result.missions["A"]) == (0, 7, 0)
    assert result.game_winner == "A" and "OR.victory" in result.rules


def test_offender_can_be_forced_to_abandon():
    result = rule_on_renege(
        Renege("A", "illegal_duplicate", players=players(a=((2, 0, 5), (2, 0))))
    )
    assert piles(result.missions["A"]) == (0, 0, 7)
    assert result.game_winner == "B"


def test_illegal_deck_loses_the_match():
    result = rule_on_renege(Renege("B", "illegal_deck"))
    assert result.penalty == "match_loss" and result.game_loss
    assert result.game_over and result.game_winner == "A"
    assert "OR.deck" in result.rules


def test_without_a_judge_players_settle_it():
    p = players()
    result = rule_on_renege(Renege("A", "illegal_duplicate", judge_called=False, players=p))
    assert result.penalty == "players_settle"
    assert piles(result.missions["A"]) == (7, 0, 0)
    assert result.rules == ["MR.13.renege"]


def test_found_before_the_venture_is_no_renege():
    result = rule_on_renege(Renege("A", "illegal_duplicate", phase="before_venture"))
    assert not result.is_renege and result.penalty == "none"
    assert "OR.discard" in result.rules


def test_card_made_unusable_by_play_is_no_offence():
    result = rule_on_renege(Renege("A", "illegal_unusable", became_unusable_in_play=True))
    assert not result.is_renege


def test_card_shown_to_be_usable_is_no_offence():
    result = rule_on_renege(Renege("A", "illegal_unusable", demonstrated_usable=True))
    assert not result.is_renege and "OR.discard.special-rule" in result.rules


def test_showing_usability_does_not_excuse_a_duplicate():
    result = rule_on_renege(
        Renege("A", "illegal_duplicate", demonstrated_usable=True, players=players())
    )
    assert result.is_renege and result.penalty == "lose_venture"


def test_other_offence_recognised_by_the_judge():
    result = rule_on_renege(
        Renege("A", "other", description="drawing an extra card", players=players())
    )
    assert result.penalty == "lose_venture"
    assert "drawing an extra card" in result.steps[0].text
