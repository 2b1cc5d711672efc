"""A hero/villain code noun printed where no subject rule narrows a code ("Reserve hero can
play specials", "any active hero", "against the same hero") is kept on its clause
(``who_code``): a clause kind whose reader checks the code applies it to characters of the
code only, and any other says "not applied" with the code as its reason (issue 12: never
silently ruled as if any character were meant)."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.reach_unread import unread_field


def _clauses(text: str) -> list[dict]:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unparsed
    return [c.to_json() for c in tree.clauses]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Reserve hero can play specials from reserve this battle.", "permission"),
        # the code is the aim's ("the same hero"), not the attacker's: no reader checks it
        (
            "Acts as a level Fighting 2 attack. May make up to 2 additional Fighting attacks"
            " against the same hero.",
            "additional_attack",
        ),
    ],
)
def test_a_code_no_reader_checks_there_is_reported_not_applied(text, kind):
    clauses = _clauses(text)
    (coded,) = [c for c in clauses if c.get("who_code")]
    assert coded["kind"] == kind and coded["who_code"] == "hero"
    assert unread_field(coded) == "who_code" and not reach.is_applied(coded)
    found = reach.warning("Card", clauses, None)
    assert found is not None and kind in str(found)


def test_the_reserve_hero_moved_into_play_is_read_by_the_character_move_reader():
    clauses = _clauses(
        "One front line hero of your choice is immediately KO'd. Reserve hero immediately"
        " moves into play. Card is discarded if it will end game."
    )
    move = next(c for c in clauses if c["kind"] == "character_move")
    assert move["who_code"] == "hero" and unread_field(move) is None
    # the chosen character KO'd is checked for the code too (resolve_events)
    knock = next(c for c in clauses if c["kind"] == "knock_out")
    assert knock["who_code"] == "hero" and unread_field(knock) is None


def test_an_attack_moved_to_the_reserve_hero_is_read_by_the_reserve_shift_reader():
    (shift,) = _clauses(
        "Any attack made ona front line hero may be moved to reserve hero, who may defend."
    )
    # both characters are checked for the code (reserve_shifts)
    assert shift["who_code"] == "hero" and unread_field(shift) is None


def test_the_grid_taken_from_any_active_hero_is_checked_on_the_character_taken_from():
    (copy,) = _clauses("Morph gains the Power Grid of any active hero for remainder of battle.")
    assert copy["who_code"] == "hero" and unread_field(copy) is None


def test_a_bonus_on_one_of_opponents_heroes_kept_in_words_is_not_applied():
    clauses = _clauses(
        "Spurned by the Black Cat! Any 1 of opponent's heroes is -2 to defense for remainder"
        " of battle One Per Deck"
    )
    bonus = next(c for c in clauses if c["kind"] == "defense_modifier")
    assert bonus["who_code"] == "hero" and unread_field(bonus) == "who_code"
