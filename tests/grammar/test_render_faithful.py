"""The canonical text says every field of a clause in the game's words (issue 8, item 2).

Each case is a real wording of the ten sets (or the language they share): its tree must be
``full``, its canonical text must keep the card's numbers, power types and qualifiers
(``faithful.lost_facts``), carry no internal identifier, and parse back to the same clauses.
Grouped by clause family; the misreadings fixed here also assert the clause fields."""

from __future__ import annotations

import re

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import lost_facts, round_trips
from rules.engine import effects as fx

INTERNAL = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|[a-z]+:[A-Za-z]|[<>]=|\d+-\d+")


def faithful_canonical(text: str) -> str:
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unconsumed, tree.unparsed)
    assert not lost_facts(text, tree), (lost_facts(text, tree), tree.canonical)
    assert not INTERNAL.search(tree.canonical), tree.canonical
    assert round_trips(tree), tree.canonical
    return tree.canonical


def only(text: str, kind: type[fx.Clause]) -> fx.Clause:
    found = [c for c in parse_effect(text).clauses if isinstance(c, kind)]
    assert len(found) == 1, parse_effect(text).clauses
    return found[0]


# --------------------------------------------------------------- defense restrictions


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (
            "Acts as a level 0 Strength attack. May only be defended by a Power card with a "
            "value of 5 or greater.",
            "only be defended using a Power card with a value of 5 or greater",
        ),
        (
            "Acts as a level 3 Fighting attack. Can only be defended by a level 3 Power card.",
            "only be defended using a level 3 Power card",
        ),
        (
            "Acts as a level 3 Fighting attack. Can only be defended by a card with an Energy "
            "icon.",
            "only be defended using a card with an Energy icon",
        ),
        (
            "Acts as a level 3 Strength attack. Can only be defended by a Power card with a "
            "Universe card. One Per Deck",
            "only be defended using a Power card with a Universe card",
        ),
        (
            "Acts as a level 2 Energy, Strength, or Fighting attack. Can only be defended by a "
            "defensive Special card. One Per Deck",
            "only be defended using a defensive Special card",
        ),
        (
            "Acts as a level 4 Fighting attack. May not be defended with a Special card.",
            "not be defended using a Special card",
        ),
    ],
)
def test_defense_restrictions_name_the_defending_cards(text, says):
    assert says in faithful_canonical(text)


def test_a_value_limit_on_defense_is_kept_and_shown_in_words():
    clause = only(
        "Acts as a level 0 Strength attack. May only be defended by a Power card with a "
        "value of 5 or greater.",
        fx.DefenseRestriction,
    )
    assert clause.only == fx.CardFilter(kinds=("power",), min_value=5)
    assert "with a value of 5 or greater" in clause.render()


# --------------------------------------------------------------- play restrictions


@pytest.mark.parametrize(
    "text",
    [
        "No Strength Power cards may be played against Vision for remainder of battle.",
        "No Energy Power cards may be played this battle.",
        "No Special cards may be played against Professor X for remainder of battle.",
    ],
)
def test_no_cards_may_be_played_keeps_no_and_whom(text):
    canonical = faithful_canonical(text)
    assert canonical.startswith("No ")
    assert "Against:" not in canonical


def test_play_restriction_against_a_character_names_them():
    clause = only(
        "No Strength Power cards may be played against Vision for remainder of battle.",
        fx.PlayRestriction,
    )
    assert clause.who == "against:Vision"
    assert "against Vision" in clause.render()


# --------------------------------------------------------------- permissions


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ('May play "Slugfest" from Reserve.', 'may play "Slugfest" card from Reserve'),
        (
            "Black Canary may play 1 additional Special card.",
            "may play 1 additional Special card",
        ),
        (
            "May attack the Reserve with Energy Power cards.",
            "may attack the Reserve with any Energy Power cards",
        ),
        ('May have duplicate "Public Defender" Specials.', 'may have duplicate "Public Defender"'),
        ("Teammate must play 1 Special card.", "Teammate must play 1 Special card"),
        (
            'Cerebro may place and play Professor X\'s "Cerebro", "Psychic Shield" and '
            '"X-Men Founder" special cards for remainder of game.',
            'Professor X\'s "Cerebro", "Psychic Shield" and "X-Men Founder" Special cards',
        ),
        (
            "Morph may play any 1 KO'd teammate's Specials.",
            "any 1 KO'd teammate's Special cards",
        ),
    ],
)
def test_permissions_say_whose_cards_how_many_and_which(text, says):
    assert says in faithful_canonical(text)


def test_additional_card_play_keeps_its_count_and_additional():
    clause = only("Black Canary may play 1 additional Special card.", fx.Permission)
    assert (clause.action, clause.count, clause.card_kinds) == ("play_additional", 1, ("special",))


# --------------------------------------------------------------- cards and piles


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (
            "Acts as a level 3 Energy attack. If successful, Target Character must discard 1 "
            "placed card of opponent's choice.",
            "must discard 1 placed card of opponent's choice",
        ),
        (
            "Target Character must discard 1 Placed card of Reyes' choice.",
            "of Reyes' choice",
        ),
        (
            "Acts as a level 5 Energy attack. If successful, opponent must discard all Special "
            "cards from hand. One Per Deck",
            "opponent must discard all Special cards from Hand",
        ),
        (
            "Target Character must discard 1 Placed Tactic card.",
            "must discard 1 placed Tactic card",
        ),
        ("Draw 3 additional cards.", "Draw 3 additional cards"),
        ("Opponent must draw 2 cards.", "Opponent must draw 2 cards"),
    ],
)
def test_discards_and_draws_read_as_the_card_says(text, says):
    assert says in faithful_canonical(text)


def test_a_discard_chooser_is_not_an_internal_name():
    clause = only("Target hero must discard 1 Placed card of Iceman's choice.", fx.Discard)
    assert clause.filter == "placed choice of:Iceman"
    assert "of Iceman's choice" in clause.render()
    assert "choice of:" not in clause.render()


def test_may_draw_is_an_optional_draw_not_a_forced_one():
    text = "Grunge may draw 1 card from the top of the Draw Pile."
    clause = only(text, fx.Draw)
    assert clause.may is True
    assert (clause.who, clause.count, clause.from_) == ("Grunge", 1, "top_of_draw_pile")
    assert "Grunge may draw 1 card from the top of the Draw Pile" in faithful_canonical(text)
    assert only("Draw 1 card.", fx.Draw).may is False


# --------------------------------------------------------------- attacks


def test_up_to_two_additional_attacks_is_two_not_one():
    text = "Acts as a level 2 Fighting attack. May make up to 2 additional Fighting attacks."
    clause = only(text, fx.AdditionalAttack)
    assert (clause.count, clause.up_to, clause.icons) == (2, True, ("fighting",))
    assert "may make up to 2 additional Fighting attacks" in faithful_canonical(text)
    one = only(
        "Acts as a level 4 Fighting attack. May make 1 additional attack.", fx.AdditionalAttack
    )
    assert (one.count, one.up_to) == (1, False)


# --------------------------------------------------------------- venture


def test_whose_cards_do_not_count_toward_venture_total_is_kept():
    text = "Opponent's Energy Power cards do not count toward Venture Total."
    clause = only(text, fx.NoVenture)
    assert (clause.who, clause.icons) == ("opponent", ("energy",))
    assert faithful_canonical(text).startswith("Opponent's Energy Power cards")


# --------------------------------------------------------------- handling notes


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Cannot be a duplicate.", "no_duplicates"),
        ("May be duplicate.", "duplicates_allowed"),
        ("Bonus not applied to damage or Venture Total.", "bonus_not_applied_to_damage_or_venture"),
        ("Affected cards are not discarded.", "affected_cards_not_discarded"),
    ],
)
def test_handling_notes_render_in_the_cards_words(text, action):
    assert only(text, fx.Discipline).action == action
    faithful_canonical(text)


def test_keeping_duplicates_is_not_read_as_the_card_being_a_duplicate():
    # "may keep duplicates" (drawn duplicates stay in hand) is not "may be a duplicate"
    kept = parse_effect("May keep duplicates.")
    allowed = parse_effect("May be duplicate.")
    assert kept.status == "full" and allowed.status == "full"
    assert kept.clauses[0].action == "keep_duplicates"
    assert allowed.clauses[0].action == "duplicates_allowed"
    assert kept.canonical == "May keep duplicates."


# --------------------------------------------------------------- hits and KO


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Malebolgia cannot be Cumulative KO'd for remainder of game. One Per Deck", "Cumulative"),
        ("Marrow cannot be Spectrum K.O.'d for remainder of game. One Per Deck", "Spectrum"),
    ],
)
def test_cannot_be_kod_at_all_does_not_read_as_all_cards(text, mode):
    canonical = faithful_canonical(text)
    assert f"may not be {mode} KO'd for remainder of game" in canonical
    assert "All cards" not in canonical


# --------------------------------------------------------------- venture and missions


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (
            "Opponent must move 1 Mission card from the Completed Missions Pile to the Reserve "
            "Missions Pile.",
            "Opponent must move 1 Mission card from the Completed Missions Pile to the Reserve",
        ),
        (
            "Move all Mission cards from the Lost Missions Pile to the Reserve Missions Pile.",
            "Move all Mission cards from the Lost Missions Pile",
        ),
    ],
)
def test_mission_moves_name_both_piles_and_who_moves(text, says):
    assert says in faithful_canonical(text)
    clause = only(text, fx.MissionMove)
    assert clause.to == "reserve_missions"
