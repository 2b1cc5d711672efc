"""Verb phrases with the objects, piles and records they take, in sentences no card of the ten
sets prints: each phrase combines with any subject, modal, possessive and duration the sentence
offers, and builds the clause kind the engine knows (or a kind of its own, reported not
applied). Piles (look at, sort through ... for, shuffle, place ... into, discard a hand, the top
cards), Hits placed on and taken from a character's records, cards' attacks at a bonus,
avoids and negations named by whom the attacks and cards are against, shifting an attack, and
a team's Venture Total."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.effects.card_filter import CardFilter
from tests.grammar.clause_checks import assert_faithful, full_clauses


def _one(text: str, names: str) -> tuple:
    """The named fields of the one clause ``text`` reads (in full, and faithfully)."""
    (clause,) = full_clauses(text)
    assert_faithful(text)
    return tuple(getattr(clause, n) for n in names.split())


# ---------------------------------------------------------------------------------- piles


@pytest.mark.parametrize(
    ("text", "pile", "who"),
    [
        ("Look at opponent's Draw Pile.", "opponent_draw_pile", None),
        ("Look at your hand.", "hand", None),
        ("Opponent may look at your Dead Pile.", "dead_pile", "opponent"),
    ],
)
def test_a_whole_pile_is_looked_at(text, pile, who):
    assert _one(text, "kind pile looked_at who") == ("search", pile, True, who)


def test_a_pile_of_another_character_is_not_read_as_your_own():
    assert parse_effect("Look at target character's hand.").status != "full"


def test_a_search_for_cards_chooses_them_from_the_pile_searched():
    text = "Sort through your Dead Pile for 2 Ally cards and place them in your hand."
    search, chosen = full_clauses(text)
    assert (search.kind, search.pile) == ("search", "dead_pile")
    # chosen and placed in the hand: taken from the pile searched
    assert (chosen.kind, chosen.count, chosen.from_, chosen.to) == ("draw", 2, "dead_pile", "hand")
    assert_faithful(text)


@pytest.mark.parametrize(
    ("text", "pile", "into"),
    [
        ("Shuffle your Power Pack.", "power_pack", None),
        ("Shuffle opponent's Dead Pile into opponent's Draw Pile.", "opponent_dead_pile", "opponent_draw_pile"),
        ("Reshuffle.", "draw_pile", None),
    ],
)  # fmt: skip
def test_a_pile_is_shuffled(text, pile, into):
    assert _one(text, "kind pile into") == ("reshuffle", pile, into)


@pytest.mark.parametrize(
    ("text", "count", "to", "taken_from"),
    [
        ("Place 2 Event cards from your Dead Pile into your hand.", 2, "hand", "dead_pile"),
        ("Place 1 Ally card from your hand on top of your Draw Pile.", 1, "top_of_draw_pile", "hand"),
    ],
)  # fmt: skip
def test_cards_are_placed_into_a_pile_from_where_they_lie(text, count, to, taken_from):
    assert _one(text, "kind count to taken_from") == ("put_cards", count, to, taken_from)


def test_a_card_of_the_players_choice_placed_from_a_pile():
    text = "Place any 1 Special card from your Dead Pile on top of your Draw Pile."
    assert _one(text, "count any_chosen taken_from") == (1, True, "dead_pile")


def test_cards_placed_must_name_the_pile_they_come_from():
    # after "Sort through ... and" the pile is not read into the placing: not understood
    assert parse_effect("Place 1 Special card into your hand.").status != "full"


def test_cards_chosen_from_the_opponents_pile_searched():
    text = "Sort through opponent's Dead Pile for any 1 Event card and place it in your hand."
    _search, chosen = full_clauses(text)
    assert (chosen.from_, chosen.any_chosen) == ("opponent_dead_pile", True)
    assert_faithful(text)


@pytest.mark.parametrize(
    ("text", "pile", "any_order"),
    [
        ("Look at the top 3 cards of opponent's Draw Pile and put them back in any order.", None, True),
        ("Look at the top card of your Draw Pile and place it back on top of your Draw Pile.", "top_of_draw_pile", False),
    ],
)  # fmt: skip
def test_cards_looked_at_are_put_back(text, pile, any_order):
    search, back = full_clauses(text)
    assert search.kind == "search"
    assert (back.kind, back.pile, back.any_order) == ("put_back", pile, any_order)
    assert_faithful(text)
    # stated for the table with the other pile actions (pile_actions)
    assert not reach.not_applied([back.to_json()])


def test_a_hand_revealed_by_its_owner():
    assert _one("Opponent must reveal his hand.", "kind who") == ("reveal", "opponent")
    # whose hand, when no one is named to reveal it, is not read
    assert parse_effect("Reveal your hand.").status != "full"


def test_a_player_discards_a_whole_hand():
    fields = _one("Opponent must discard his hand.", "kind who count from_")
    assert fields == ("discard", "opponent", "all", "hand")


def test_a_discard_at_random_is_a_discard_of_cards_chosen_at_random():
    assert _one("Opponent must discard 2 Power cards at random.", "count who") == (2, "opponent")
    assert "chosen at random" in parse_effect("Discard 1 card at random.").canonical


def test_the_top_cards_of_a_pile():
    text = "Look at the top 4 cards of opponent's Draw Pile."
    assert _one(text, "pile count") == ("opponent_draw_pile", 4)


@pytest.mark.parametrize(
    ("text", "who", "count", "source"),
    [
        ("Opponent must reveal 2 cards from hand.", "opponent", 2, "hand"),
        ("Reveal the top card of your Draw Pile.", "player", 1, "top_of_draw_pile"),
        ("Opponent must reveal the top 3 cards of his Dead Pile.", "opponent", 3, "top_of_dead_pile"),
    ],
)  # fmt: skip
def test_the_cards_revealed_and_where_they_lie(text, who, count, source):
    assert _one(text, "kind who count source") == ("reveal", who, count, source)


# ---------------------------------------------------------------------------------- Hits


@pytest.mark.parametrize(
    ("text", "who", "record", "count"),
    [
        ("Remove 1 Hit from this character's Permanent Record.", "self", "permanent", 1),
        ("Remove all Hits from opponent's Current Battle.", "opponent", "current", "all"),
        ("Teammate may remove 2 Hits from this character's Current Battle.", "self", "current", 2),
    ],
)
def test_hits_are_removed_from_a_record_of_any_owner(text, who, record, count):
    assert _one(text, "kind who record count") == ("remove_hits", who, record, count)


def test_hits_are_moved_from_the_current_battle():
    (move,) = full_clauses("Move 2 Hits from the Current Battle to Permanent Record.")
    assert move.kind == "move_hits"


@pytest.mark.parametrize(
    ("text", "who", "count", "record", "by"),
    [
        ("Place 2 Hits on opponent's Permanent Record.", "opponent", 2, "permanent", None),
        ("Put 1 Hit on this character's Current Battle.", "self", 1, "current", None),
        ("Opponent may place 1 Hit on target character's Permanent Record.", "target", 1, "permanent", "opponent"),
    ],
)  # fmt: skip
def test_hits_placed_on_a_record(text, who, count, record, by):
    assert _one(text, "kind who count record by") == ("hits_placed", who, count, record, by)
    # no clause of the engine places them yet: a judge is told so
    assert reach.not_applied([parse_effect(text).clauses[0].to_json()])


def test_a_draw_for_each_hit_on_a_character():
    (draw,) = full_clauses("Draw 2 cards for each Hit on target character.")
    counted = draw.scaling.count
    assert (draw.count, counted.what, counted.whose, counted.where) == (
        2,
        "hits",
        "target",
        "character",
    )


# ---------------------------------------------------------------------------------- attacks


@pytest.mark.parametrize(
    ("text", "who", "kinds", "all_of"),
    [
        ("All Fighting Power cards are at +2 this battle.", "all_characters", ("power",), None),
        ("All of this character's Power card attacks are +1.", "self", ("power",), True),
        ("All of opponent's Energy Power cards are -1 this battle.", "opponent", ("power",), True),
        ("This character's Special card attacks are +2.", "self", ("special",), None),
    ],
)
def test_cards_attacks_at_a_bonus(text, who, kinds, all_of):
    assert _one(text, "who card_kinds all_of") == (who, kinds, all_of)


@pytest.mark.parametrize("relative", ["which", ", which", "that"])
def test_an_attack_of_the_card_said_not_avoidable_in_a_relative_clause(relative):
    text = f"Acts as a level 5 Energy attack {relative} may not be avoided.".replace(" ,", ",")
    attack, bar = full_clauses(text)
    assert (attack.kind, attack.level, bar.action) == ("attack", 5, "may_not_be_avoided")


def test_an_attack_not_avoidable_by_cards_of_a_kind():
    text = "Attack may not be avoided by Ally cards."
    assert _one(text, "action card_kinds") == ("may_not_be_avoided", ("ally",))


def test_the_cards_own_attack_named_as_this_attack():
    (only,) = full_clauses("This attack may only be defended using an Event card.")
    assert only.kind == "defense_restriction" and only.applies_to == "this_attack"


def test_additional_attacks_granted_for_a_while():
    text = "Teammate may make 2 additional attacks for remainder of battle."
    assert _one(text, "who count duration") == ("teammate", 2, "battle")


# ---------------------------------------------------------------------------------- defense


def test_an_avoid_of_attacks_made_against_a_character():
    text = "Avoid 1 Strength attack made against target teammate."
    fields = _one(text, "kind who icons made_against")
    assert fields == ("avoid", "target_teammate", ("strength",), True)


def test_an_avoid_of_attacks_made_with_cards_of_a_value():
    text = "Avoid 1 attack made with a Power card of 4 or less."
    assert _one(text, "card_kinds max_value") == (("power",), 4)


def test_cards_of_a_level_or_less():
    text = "Opponent may not be attacked by Special cards of level 3 or less."
    assert _one(text, "kind who by_cards") == (
        "cannot_be_attacked",
        "opponent",
        CardFilter(kinds=("special",), max_value=3),
    )


def test_cards_used_to_avoid_any_attack():
    (use,) = full_clauses("Teammate may use Energy Power cards to avoid.")
    assert (use.action, use.who, use.icons) == ("use_to_avoid", "teammate", ("energy",))


def test_a_negation_of_cards_played_against_a_character():
    text = "Negate the effect of any 1 Event card played against teammate."
    fields = _one(text, "card_kinds against played_against")
    assert fields == (("event",), "teammate", True)


@pytest.mark.parametrize(
    ("text", "from_", "to", "count"),
    [
        ("Shift 1 attack made against teammate to this character.", "teammate", "self", 1),
        ("Shift all attacks made against this character to target teammate.", "self", "target_teammate", "all"),
    ],
)  # fmt: skip
def test_an_attack_shifted_to_another_character(text, from_, to, count):
    assert _one(text, "kind from_ to count shifted") == ("shift", from_, to, count, True)


def test_a_shifted_attack_of_a_kind_is_read_and_reported_not_applied():
    text = "Shift 1 Special card attack to target teammate."
    assert _one(text, "attack_kinds to shifted") == (("special",), "target_teammate", True)
    # the engine moves any attack: one named by its kind is not told apart, so it says so
    (shift,) = full_clauses(text)
    assert reach.not_applied([shift.to_json()])
    (plain,) = full_clauses("Shift 1 attack made against this character to target teammate.")
    assert not reach.not_applied([plain.to_json()])


# ---------------------------------------------------------------------------------- venture


SIDES = {
    "Your Venture Total is +3 this battle.": ("venture_modifier", "team", "battle"),
    "Opponent's Venture Total is -1 for remainder of game.": ("venture_modifier", "opponent", "game"),
    "Opponent's Venture Total is doubled this battle.": ("venture_doubled", "opponent", "battle"),
    "Teammate may not venture for remainder of game.": ("no_venturing", "teammate", "game"),
}  # fmt: skip


def test_a_venture_total_changed_for_each_hit():
    text = "Your Venture Total is +1 for each Hit on opponent's Permanent Record."
    (mod,) = full_clauses(text)
    assert (mod.who, mod.amount, mod.scaling.count.whose) == ("team", 1, "opponent")
    assert_faithful(text)


@pytest.mark.parametrize("text", SIDES)
def test_a_sides_venture(text):
    assert _one(text, "kind who duration") == SIDES[text]


def test_a_venture_allowed_is_not_read_as_the_bar():
    # "may venture" is held apart with its modal (reported not applied), never as the bar
    (held,) = full_clauses("Opponent may venture this battle.")
    assert (held.kind, held.modal, held.who) == ("modal_action", "may", "opponent")
