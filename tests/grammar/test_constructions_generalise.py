"""Constructions generalise: the same phrase with other names, numbers and icons reads the
same way, chosen characters follow their choice, and made-up words are never swallowed."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.normalise import normalise
from tests.grammar.clause_checks import assert_tree


def test_costs_and_triggers_do_not_swallow_made_up_words() -> None:
    assert parse_effect("Teammate may discard 2 cards to dance a jig.").status != "full"
    assert parse_effect("Phoenix may continue to sing.").status != "full"
    assert parse_effect("Choose 1 front line hero that cannot whistle.").status != "full"


def test_chosen_hero_follows_a_choice() -> None:
    tree = parse_effect(
        "Choose 1 of opponent's front line heroes. Chosen hero may not attack this battle."
    ).to_json()
    assert not tree["unparsed"]
    assert [c["kind"] for c in tree["clauses"]] == ["choose_character", "cannot_attack"]
    assert tree["clauses"][0]["among"] == "opponent_front_line"
    assert tree["clauses"][1]["who"] == "chosen"
    # the code noun is kept and said back (who_codes.CodeNounsKept)
    assert tree["clauses"][0]["who_code"] == "hero"
    assert tree["canonical"].startswith("Choose 1 of opponent's Front Line heroes.")


def test_ko_immunity_takes_a_duration() -> None:
    tree = parse_effect("Opponent may not be KO'd for remainder of battle.").to_json()
    assert tree["clauses"] == [
        {"kind": "cannot_be_kod", "who": "opponent", "duration": "battle", "span": [0, 49]}
    ]


def test_team_wide_card_rules() -> None:
    assert_tree(
        "Any-Character Specials may be played by Any Character on team.",
        [
            {
                "kind": "permission",
                "who": "team",
                "action": "play",
                "card_kinds": ["any_character", "special"],
            }
        ],
    )
    assert_tree(
        "Only one of each card may be Placed.",
        [{"kind": "discipline", "action": "only_one_of_each_card_may_be_placed"}],
    )


# Variants of the same constructions, as other sets print them: the rules are not card-specific.
VARIANTS: list[tuple[str, list[str]]] = [
    (
        "Teammate may discard 1 card from Hand to draw 2 cards.",
        ["paid_effect"],
    ),
    (
        "Cyclops may discard 2 cards from top of Draw Pile to Dead Pile before Venture Phase to "
        "avoid any attack.",
        ["paid_effect"],
    ),
    ("Draw 2 cards when Cyclops is KO'd.", ["trigger"]),
    (
        "For remainder of game, Genosha's team may draw 1 card immediately after playing any "
        "Event card.",
        ["trigger"],
    ),
    ("The Savage Land Team's Strength Power cards are +2 to attack.", ["attack_modifier"]),
    (
        "Wolverine's Strength Power cards are +2 vs. any Hero with a Villain code.",
        ["attack_modifier"],
    ),
    (
        "Choose 1 front line villain that cannot attack this battle.",
        ["choose_character", "cannot_attack"],
    ),
    ("Sort through the Dead Pile and choose any three cards.", ["search", "choose_cards"]),
    ("Opponent must discard all Power cards and Universe cards in Hand.", ["discard"]),
    (
        "Remove 2 hits from the permanent record of one character, and put them in the permanent "
        "record of any teammate.",
        ["remove_hits"],
    ),
    (
        'Genosha Team +3 to Venture Total per battle if using "Genosha" Mission with at least 2 '
        "Event cards.",
        ["condition"],
    ),
]


@pytest.mark.parametrize(("text", "kinds"), VARIANTS, ids=[v[0][:50] for v in VARIANTS])
def test_variants_parse_to_the_same_kinds(text: str, kinds: list[str]) -> None:
    tree = parse_effect(text)
    assert not tree.unparsed, tree.unparsed
    assert tree.kinds() == kinds


def test_cuts_repeats_and_options_do_not_swallow_made_up_words() -> None:
    assert parse_effect("Huntress may cut opponent's Dance Pile.").status != "full"
    assert parse_effect("Repeat until the cows come home.").status == "failed"
    assert parse_effect("Azrael may make 2 Power card attacks at +2 each, or dance.").status != (
        "full"
    )
    # "Fight" alone is a word of its own, not an icon.
    assert normalise("Reavers may continue to fight").text == "Reavers may continue to fight"


def test_one_per_deck_and_flavour_line() -> None:
    tree = assert_tree(
        "Archangel gives warning. Any hero may avoid 1 attack One Per Deck",
        [
            {"kind": "flavor", "who": "Archangel", "action": "gives_warning"},
            {"kind": "avoid", "who": "any_character", "count": 1},
        ],
        one_per_deck=True,
    )
    # The guest's flavour line has no effect: same shape as a plain "Avoid 1 attack."
    assert parse_effect(tree["canonical"]).shape()[0] == (("avoid",),)


def test_cost_effect_prefix() -> None:
    assert_tree(
        "Cost/Effect: Abomination rampages!",
        [{"kind": "flavor", "who": "Abomination", "action": "rampages"}],
    )


def test_attack_options_generalise() -> None:
    # Same construction, other numbers and icons.
    assert_tree(
        "Storm may make 2 additional Energy attacks at +1 each, or 1 additional attack at +2.",
        [
            {
                "kind": "choice",
                "options": [
                    {
                        "kind": "attack_option",
                        "who": "Storm",
                        "count": 2,
                        "icons": ["energy"],
                        "additional": True,
                        "bonus": 1,
                    },
                    {
                        "kind": "attack_option",
                        "who": "Storm",
                        "count": 1,
                        "additional": True,
                        "bonus": 2,
                    },
                ],
            }
        ],
    )


def test_icon_actions_list_generalises() -> None:
    assert_tree(
        "For remainder of battle, Gambit's Energy attacks are +2, Strength actions are -1.",
        [
            {"kind": "attack_modifier", "who": "Gambit", "amount": 2, "icons": ["energy"]},
            {"kind": "attack_modifier", "who": "Gambit", "amount": -1, "icons": ["strength"]},
            {"kind": "defense_modifier", "who": "Gambit", "amount": -1, "icons": ["strength"]},
        ],
    )


def test_names_that_look_like_new_words_stay_names() -> None:
    # "Multiple Man" and "She Hulk" are characters, not the words "multiple" / "she".
    assert_tree(
        "Remove 1 hit from Multiple Man's Permanent Record.",
        [{"kind": "remove_hits", "who": "Multiple Man", "count": 1}],
    )
    assert_tree(
        "Remove 1 hit from She Hulk's permanent record.",
        [{"kind": "remove_hits", "who": "She Hulk", "count": 1}],
    )


def test_sort_through_then_remove_takes_from_the_sorted_pile() -> None:
    assert_tree(
        "Sort through Defeated Heroes Pile and remove 1 1 Event card.",
        [
            {"kind": "search", "pile": "defeated_heroes"},
            {"kind": "remove_cards", "count": 1, "from": "defeated_heroes", "to": None},
        ],
    )


def test_errata_cards_discarded_by_team() -> None:
    tree = assert_tree(
        "Draw one card for each card discarded this battle by Longshot's Team, placed or in hand.",
        [{"kind": "draw", "count": 1}],
    )
    per = tree["clauses"][0]["scaling"]["per"]
    assert "discarded this battle by team" in per and "placed or in hand" in per


def test_female_defenders_and_more_than_one_icon() -> None:
    assert_tree(
        "Cannot be defended by a female hero.",
        [{"kind": "defender_restriction", "forbids": ["female_characters"]}],
    )
    assert_tree(
        "Remove 1 hit that has more than one icon from Cyclops' Permanent Record.",
        [{"kind": "remove_hits", "who": "Cyclops", "filter": "with more than one icon"}],
    )


def test_slash_modifiers_without_subject() -> None:
    assert_tree(
        "-2 to attacks/+2 to defense for remainder of battle.",
        [
            {"kind": "attack_modifier", "who": "self", "amount": -2, "duration": "battle"},
            {"kind": "defense_modifier", "who": "self", "amount": 2, "duration": "battle"},
        ],
    )


def test_made_up_words_still_fail() -> None:
    assert parse_effect("Doc Samson dances!").status == "failed"
    assert parse_effect("Morph gains the haircut of any active hero.").status == "failed"
