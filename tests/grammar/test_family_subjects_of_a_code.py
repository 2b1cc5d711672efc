"""Subjects narrowed to a hero/villain code: "any hero", "all heroes", "Heroes on opponent's
team with Energy 7 or 8", "Heroes with Strength 7 or 8". The who keyword stays the uncoded subject
("any_character", "opponent_characters_with_energy_7_or_8"); the code is kept in
``who_code``, rendered back ("Any hero ...") and survives the round trip. A subject printed
"character" names no code, and a teammate is never narrowed."""

from __future__ import annotations

import pytest
from lark import Token, Tree

from cards.grammar import parse_effect
from cards.grammar.clauses.who_codes import subject_codes


def _only(text: str):
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    return tree, clause


#: Sentences no card prints, each with the who keyword it keeps and how its rendering opens.
HERO_SUBJECTS = {
    "Any hero may make 1 additional attack.": ("any_character", "Any hero may"),
    "All heroes are +2 to all attacks.": ("all_characters", "All heroes"),
    "All heroes KO'd this battle may continue to fight and are not discarded until the end of"
    " the battle.": (
        "characters_kod_this_battle",
        "All heroes KO'd this battle",
    ),
    "All Power cards in your hand may be played by any hero this battle.": (
        "any_character",
        "Any hero may play",
    ),
    "Heroes on opponent's team with Energy 7 or 8 may not use cards with an Energy icon to"
    " defend for remainder of battle.": (
        "opponent_characters_with_energy_7_or_8",
        "Heroes on opponent's team with Energy 7 or 8",
    ),
}


@pytest.mark.parametrize("text", sorted(HERO_SUBJECTS))
def test_a_hero_subject_keeps_its_code(text: str) -> None:
    who, said = HERO_SUBJECTS[text]
    tree, clause = _only(text)
    assert clause.who == who
    assert clause.who_code == "hero"
    assert clause.to_json()["who_code"] == "hero"
    assert tree.canonical.startswith(said)
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses[0].who_code == "hero"
    assert again.canonical == tree.canonical


@pytest.mark.parametrize(
    "text",
    [
        "Any character may make 1 additional attack.",
        "Characters on opponent's team with Energy 7 or 8 may not use cards with an Energy"
        " icon to defend for remainder of battle.",
        "Any teammate may make 1 additional attack.",
        "All characters are +2 to all attacks.",
    ],
)
def test_a_subject_printed_without_a_code_names_none(text: str) -> None:
    tree, clause = _only(text)
    assert clause.who_code is None
    assert "who_code" not in clause.to_json()
    assert "hero" not in tree.canonical.lower()


#: The same subjects printed with the other code (no card of the ten sets prints them).
VILLAIN_SUBJECTS = {
    "Any villain may make 1 additional attack.": ("any_character", "Any villain may"),
    "All villains are +2 to all attacks.": ("all_characters", "All villains"),
    "Remove 1 hit from the permanent record of all villains.": (
        "all_characters",
        "Remove 1 Hit from the Permanent Record of all villains",
    ),
    "Any villain may avoid 1 attack.": ("any_character", "Any villain may"),
    "All Power cards in your hand may be played by any villain this battle.": (
        "any_character",
        "Any villain may play",
    ),
    "Villains on opponent's team with Energy 7 or 8 may not use cards with an Energy icon to"
    " defend for remainder of battle.": (
        "opponent_characters_with_energy_7_or_8",
        "Villains on opponent's team with Energy 7 or 8",
    ),
}


@pytest.mark.parametrize("text", sorted(VILLAIN_SUBJECTS))
def test_a_villain_subject_keeps_its_code(text: str) -> None:
    who, said = VILLAIN_SUBJECTS[text]
    tree, clause = _only(text)
    assert (clause.who, clause.who_code) == (who, "villain")
    assert tree.canonical.startswith(said)
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses


@pytest.mark.parametrize(
    "text",
    [
        "Remove 1 hit from the permanent record of all heroes.",
        "Remove all hits with an Energy icon from the permanent record of all heroes.",
    ],
)
def test_hits_removed_from_all_heroes_keep_the_code(text: str) -> None:
    """ "... of all heroes": the villains are not among the characters the hits leave."""
    tree, clause = _only(text)
    assert (clause.kind, clause.who, clause.who_code) == ("remove_hits", "all_characters", "hero")
    assert tree.canonical.endswith("of all heroes.")
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses == tree.clauses


def test_the_code_of_a_bonus_aim_is_not_the_subjects():
    """ "<subject> ... vs. any villain": the aim's code goes to the aim (``against``), never to
    the subject, so a subject "any hero" keeps its own code alone."""

    def coded(noun: str) -> Tree:
        return Tree("w_any", [Token("ANY", "any"), Token("NOUN", noun)])

    aim = Tree("mod_post", [Token("VS", "vs."), Tree("who_np", [coded("villain")])])
    assert subject_codes(Tree("modifier", [coded("hero"), aim])) == {"hero"}
    assert subject_codes(Tree("modifier", [coded("character"), aim])) == {None}


#: A switch between the front line and the reserve, both nouns printed with one code (the ten
#: sets print the hero form; the others are the same phrase with another noun).
SWITCHES = {
    "Switch any front line hero with the reserve hero.": "hero",
    "Switch any front line villain with the reserve villain.": "villain",
    "Switch any front line character with the reserve character.": None,
}


@pytest.mark.parametrize(("text", "code"), SWITCHES.items())
def test_a_switch_with_the_reserve_keeps_the_code_both_nouns_name(text: str, code) -> None:
    """ "Switch any front line hero with the reserve hero": the who keywords stay the uncoded
    places (``any_front_line``, ``reserve``) and the code is kept in ``who_code``, said back
    on both nouns, and the canonical text parses to the same tree."""
    tree, move = _only(text)
    assert (move.kind, move.who, move.to, move.swap) == (
        "character_move",
        "any_front_line",
        "reserve",
        True,
    )
    assert move.who_code == code
    noun = code or "character"
    assert f"any Front Line {noun} with Reserve {noun}" in tree.canonical
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses[0].to_json() | {"span": None} == (
        move.to_json() | {"span": None}
    )


def test_the_reserve_hero_moved_up_and_that_hero_returned_keep_the_code() -> None:
    """ "Move the reserve hero to the front line this battle. Return that hero to reserve at
    the end of the battle.": both moves keep the code (``who_code``), said back as printed,
    and the canonical text parses to the same clauses; "character" names none."""
    text = (
        "Move the reserve hero to the front line this battle. Return that hero to reserve at"
        " the end of the battle."
    )
    tree = parse_effect(text)
    assert tree.status == "full"
    assert [(c.who, c.who_code) for c in tree.clauses] == [
        ("reserve", "hero"),
        ("that_character", "hero"),
    ]
    assert "the Reserve hero" in tree.canonical and "that hero to Reserve" in tree.canonical
    again = parse_effect(tree.canonical)
    assert [c.to_json() | {"span": None} for c in again.clauses] == [
        c.to_json() | {"span": None} for c in tree.clauses
    ]
    plain = parse_effect(text.replace("hero", "character"))
    assert [c.who_code for c in plain.clauses] == [None, None]
