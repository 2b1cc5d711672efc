"""Clause fields of location texts that name their team: a team name whose first word is a
keyword of the game ("New ..."), kept whole on the clause and printed back as it stands.

Real sentences are read from ``../shared/data/`` by card name and the start of the sentence.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, assert_tree
from tests.grammar.test_family_events_and_locations import real_sentence


def test_a_team_name_opening_with_a_keyword_is_kept_whole() -> None:
    text = real_sentence("New York City", "New York City Team")
    assert_tree(
        text,
        [{"kind": "venture_modifier", "who": "team", "amount": 3, "team_name": "New York City"}],
    )
    assert_full_and_round_trips(text)


def test_the_keyword_new_before_a_card_word_is_not_read_as_a_name() -> None:
    tree = parse_effect("Draw 6 new Power cards.")
    assert [c.kind for c in tree.clauses] == ["draw"]
    assert tree.clauses[0].team_name is None


@pytest.mark.parametrize(
    ("name", "start", "spectrum", "most"),
    [
        ('Asteroid "M"', "For every Value of 2", True, 2),
        ("Stark Enterprises", "For every", False, 3),
    ],
)
def test_no_ko_by_a_power_type_the_grid_rates_low(
    name: str, start: str, spectrum: bool, most: int
) -> None:
    text = real_sentence(name, start)
    assert_tree(
        text,
        [{"kind": "ko_threshold", "who": "character", "spectrum": spectrum, "grid_at_most": most}],
    )
    assert_full_and_round_trips(text)


def test_a_grid_value_bar_keeps_its_ko_mode_and_value() -> None:
    tree = parse_effect(
        "For each value of 1 or less on Hero's Power Grid, that Hero may not be Cumulative "
        "KO'd by that Power Type."
    )
    (clause,) = tree.clauses
    assert (clause.grid_at_most, clause.spectrum, clause.set_to) == (1, False, None)
    assert tree.status == "full"


def test_any_of_a_named_teams_front_line_keeps_the_team_and_any() -> None:
    text = real_sentence("Madripoor - Underworld Center", "Play during battle on any of")
    assert_tree(
        text,
        [{"kind": "timing", "when": "during_battle_on:any of Madripoor's Front Line characters"}],
    )
    assert_full_and_round_trips(text)


def test_an_attack_moved_from_any_of_a_named_teams_front_line() -> None:
    tree = parse_effect(
        "Attack made on any of Krakoa's Front Line Characters is now made on Krakoa."
    )
    shift = tree.clauses[0]
    assert (shift.kind, shift.from_, shift.to) == (
        "shift",
        "any of Krakoa's Front Line characters",
        "Krakoa",
    )


def test_any_of_opponents_front_line_is_still_the_opponents_team() -> None:
    tree = parse_effect("Play during battle on any of Opponent's Front Line Characters.")
    assert tree.clauses[0].when == "during_battle_on:opponent_team"


def test_may_not_defend_or_be_kod_is_two_bars_printed_as_one() -> None:
    text = "Krakoa may not defend or be KO'd."
    assert_tree(
        text,
        [{"kind": "cannot_defend", "who": "Krakoa"}, {"kind": "cannot_be_kod", "who": "Krakoa"}],
    )
    assert parse_effect(text).canonical == text
    apart = parse_effect("Krakoa may not defend. Krakoa may not be KO'd.")
    assert apart.canonical == "Krakoa may not defend. Krakoa may not be KO'd."
