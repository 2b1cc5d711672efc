"""Subjects any clause may take, written for the game's language and not for a card (no card of
the ten sets prints these sentences): the card's player ("You may draw 2 cards", "Player must
discard ..."), every teammate ("All teammates ..."), characters picked by a Power Grid rating
("All teammates with Strength 6 or more", "Heroes with an Energy grid of 5 or greater"), the
character picked by the most or least of a value ("The character with the highest Fighting on
your team", "Opponent's character with the fewest Hits"), and the characters a bonus to attacks
is aimed at ("... to all attacks made against villains", "vs. all of opponent's characters").

Each reads ``full`` with typed fields, is said back in the game's words and parses back to the
same clauses; a clause naming a subject the engine does not pick is reported not applied."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from rules.engine import reach
from rules.engine.effects.picked_subjects import GridPick, MostPick, picked_from_token
from rules.engine.picked_characters import reads_picked


def _only(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    assert is_faithful(text, tree), tree.canonical
    (clause,) = tree.clauses
    return tree, clause


# --- the card's player
PLAYER_SENTENCES = {
    # text: (kind, modal field "may", canonical)
    "You may draw 2 cards.": ("draw", True, "You may draw 2 cards from Draw Pile."),
    "You must discard 1 card from your hand.": (
        "discard",
        False,
        "You must discard 1 card from Hand to Dead Pile.",
    ),
    "You may discard 1 card.": ("discard", True, "You may discard 1 card from Hand to Dead Pile."),
    "Player may draw 1 card.": ("draw", True, "Player may draw 1 card from Draw Pile."),
    "Player must discard 2 cards from hand.": (
        "discard",
        False,
        "Player must discard 2 cards from Hand to Dead Pile.",
    ),
}


@pytest.mark.parametrize(("text", "said"), PLAYER_SENTENCES.items(), ids=list(PLAYER_SENTENCES))
def test_the_player_as_subject_is_said_as_printed(text, said):
    tree, clause = _only(text)
    kind, may, canonical = said
    assert clause.kind == kind
    assert clause.who == "player"
    assert clause.may is may
    assert clause.player_word == text.split()[0].lower()
    assert clause.to_json()["player_word"] == clause.player_word
    assert tree.canonical == canonical


def test_a_permission_of_the_player_keeps_you():
    tree, clause = _only("You may play 1 additional Ally card this battle.")
    assert (clause.kind, clause.who, clause.action) == ("permission", "player", "play_additional")
    assert clause.card_kinds == ("ally",) and clause.count == 1 and clause.duration == "battle"
    assert tree.canonical.startswith("You may play 1 additional")


def test_a_subjectless_draw_names_no_printed_player():
    tree, clause = _only("Draw 2 cards.")
    assert clause.who == "player" and clause.player_word is None
    assert "player_word" not in clause.to_json()


# --- every teammate
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("All teammates may not be attacked this battle.", "cannot_be_attacked"),
        ("All teammates are +1 to defense this battle.", "defense_modifier"),
    ],
)
def test_all_teammates_as_subject(text, kind):
    tree, clause = _only(text)
    assert clause.kind == kind
    assert clause.who == "all_teammates"
    assert tree.canonical.startswith("All teammates ")
    assert reach.unread_field(clause.to_json()) == "who"  # the engine picks no one by it


# --- characters picked by a Power Grid rating
#: Each sentence, then the group, power type, rating and bound it picks (or a second rating),
#: its code and how its rendering opens.
GRID_SUBJECTS = """
All teammates with Strength 6 or more are +1 to all attacks.
    all_teammates strength 6 more - All teammates with Strength Power Grid 6 or more
All teammates with an Energy grid of 5 or greater are +2 to all attacks.
    all_teammates energy 5 more - All teammates with Energy Power Grid 5 or more
Heroes with Strength 6 or more are +2 to all attacks.
    all_characters strength 6 more hero All heroes with Strength Power Grid 6 or more
Villains with an Energy grid of 5 or greater may not avoid attacks this battle.
    all_characters energy 5 more villain All villains with Energy Power Grid 5 or more
Teammate with Intellect 7 or more may draw 1 card.
    teammate intellect 7 more - Teammate with Intellect Power Grid 7 or more
Any teammate with Fighting 5 or less may not be attacked this battle.
    any_teammate fighting 5 less - Any teammate with Fighting Power Grid 5 or less
All teammates with Intellect 7 or 8 may draw 1 card.
    all_teammates intellect 7 8 - All teammates with Intellect Power Grid 7 or 8 may draw
"""
_LINES = GRID_SUBJECTS.strip().splitlines()
GRID_CASES = dict(zip(_LINES[::2], (line.split(maxsplit=5) for line in _LINES[1::2]), strict=True))


@pytest.mark.parametrize("text", sorted(GRID_CASES))
def test_characters_picked_by_a_rating(text):
    group, icon, value, bound, code, said = GRID_CASES[text]
    tree, clause = _only(text)
    assert picked_from_token(clause.who) == GridPick(group, icon, int(value), bound)
    assert clause.who_code == (None if code == "-" else code)
    assert tree.canonical.startswith(said)
    # applied where the engine picks them (picked_characters), else not applied
    picked = reads_picked(clause.to_json())
    assert (reach.unread_field(clause.to_json()) in ("who", "who_code")) is not picked


def test_a_rating_in_two_power_types_is_not_read():
    tree = parse_effect("All teammates with Strength or Energy 6 or more are +1 to all attacks.")
    assert tree.status != "full"


# --- the character picked by the most or least of a value
#: Each sentence, then the noun, the most, what is counted and the side it picks on ("-": any
#: side), and how its rendering opens.
MOST_SUBJECTS = """
The character with the highest Fighting on your team is +2 to all attacks.
    character highest fighting own The character with the highest Fighting on your team gains
The character with the lowest Energy on opponent's team may not attack this battle.
    character lowest energy opponent The character with the lowest Energy on opponent's team
Opponent's character with the fewest Hits may not attack this battle.
    character fewest hits opponent The character with the fewest Hits on opponent's team may
The teammate with the most Hits is +3 to defense.
    teammate most hits - The teammate with the most Hits gains +3 to defense
"""
_MOST = MOST_SUBJECTS.strip().splitlines()
MOST_CASES = dict(zip(_MOST[::2], (line.split(maxsplit=4) for line in _MOST[1::2]), strict=True))


@pytest.mark.parametrize("text", sorted(MOST_CASES))
def test_the_character_picked_by_a_most(text):
    noun, most, what, side, said = MOST_CASES[text]
    tree, clause = _only(text)
    assert picked_from_token(clause.who) == MostPick(noun, most, what, side.strip("-"))
    assert tree.canonical.startswith(said)
    picked = reads_picked(clause.to_json())  # applied where the engine picks it
    assert (reach.unread_field(clause.to_json()) == "who") is not picked


# --- the characters a bonus to attacks is aimed at
AIMS = {
    "Heroes are -2 to all attacks made against villains.": ("characters", "hero", "villains", -2),
    "Villains are +1 to all attacks made against heroes this battle.": (
        "characters",
        "villain",
        "heroes",
        1,
    ),
    "This character is +1 to all attacks made against villains.": ("self", None, "villains", 1),
    "+1 to all attacks made against villains this battle.": ("self", None, "villains", 1),
    "This character is +2 to all attacks made against Target Character.": (
        "self",
        None,
        "target",
        2,
    ),
}


@pytest.mark.parametrize("text", sorted(AIMS))
def test_attacks_made_against_a_group(text):
    who, code, against, amount = AIMS[text]
    tree, clause = _only(text)
    assert clause.kind == "attack_modifier"
    assert (clause.who, clause.who_code, clause.against, clause.amount) == (
        who,
        code,
        against,
        amount,
    )
    assert clause.against_word == "made against"
    assert "to all attacks made against " in tree.canonical


def test_a_bonus_vs_a_code_without_subject():
    tree, clause = _only("+2 to all attacks vs. heroes.")
    assert (clause.who, clause.against, clause.against_word) == ("self", "heroes", None)
    assert tree.canonical == "+2 to all attacks vs. any Character with a Hero code."


@pytest.mark.parametrize("made", ["vs.", "made against"])
def test_attacks_against_all_of_opponents_characters(made):
    text = f"This character is +1 to all attacks {made} all of opponent's characters."
    tree, clause = _only(text)
    assert (clause.who, clause.against) == ("self", "all_opponent_characters")
    assert tree.canonical.endswith(f"to all attacks {made} all of opponent's characters.")
    assert reach.unread_field(clause.to_json()) == "against"


def test_made_against_qualifies_only_an_attack_bonus():
    tree = parse_effect("Heroes are +2 to defense made against villains.")
    assert tree.status != "full"


def test_characters_rated_on_a_side_stay_the_engines_reading():
    # "Heroes on opponent's team with Fighting 7 or 8": the engine's rated subject, never a
    # picked one reported not applied
    text = "Heroes on opponent's team with Fighting 7 or 8 may not attack this battle."
    clause = parse_effect(text).clauses[0]
    assert clause.who == "opponent_characters_with_fighting_7_or_8"
    assert picked_from_token(clause.who) is None
    assert picked_from_token("opponents_characters_with_fighting_7_or_8") is not None
