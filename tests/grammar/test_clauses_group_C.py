"""Group C constructions (IQ, Power Surge, Mission Control and Promo specials): one real
sentence per construction, text -> clause kinds and fields. Only the listed fields are checked
(nested ``then``/``options`` clauses are compared whole)."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_renders_and_round_trips, assert_tree

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    ("Doc Samson rampages!", [{"kind": "flavor", "who": "Doc Samson", "action": "rampages"}]),
    # A name printed with its article keeps it ("the Black Cat", like "The Thing").
    (
        "Spurned by the Black Cat!",
        [{"kind": "flavor", "who": "The Black Cat", "action": "spurned_by"}],
    ),
    ("Mephisto's evil magic!", [{"kind": "flavor", "who": "Mephisto", "action": "evil_magic"}]),
    (
        "Green Goblin swoops in and makes a level 4 Fighting attack!",
        [
            {"kind": "flavor", "who": "Green Goblin", "action": "swoops_in"},
            {"kind": "attack", "level": 4, "icons": ["fighting"]},
        ],
    ),
    (
        "Level 1 or 2 Power card Hits do not count for Spectrum KO.",
        [{"kind": "spectrum_exclusion", "card_kinds": ["power"], "level": [1, 2]}],
    ),
    (
        "Beast may combine multiple Basic Universe cards with each Power card attack for remainder of battle.",
        [
            {
                "kind": "combine",
                "count": "each",
                "card_kinds": ["power"],
                "base_count": "multiple",
                "base_kinds": ["basic", "universe"],
                "purpose": "each_attack",
                "who": "Beast",
                "duration": "battle",
            }
        ],
    ),
    (
        "Remove up to 2 Hits that each have more than one icon from Colossus' Permanent Record.",
        [
            {
                "kind": "remove_hits",
                "who": "Colossus",
                "count": 2,
                "record": "permanent",
                "filter": "with more than one icon",
            }
        ],
    ),
    (
        "Doctor Doom may make 4 attacks, 3 attacks at +1 each, 2 attacks at +2 each, or 1 attack at +3.",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "attack_option", "who": "Doctor Doom", "count": 4},
                    {"kind": "attack_option", "who": "Doctor Doom", "count": 3, "bonus": 1},
                    {"kind": "attack_option", "who": "Doctor Doom", "count": 2, "bonus": 2},
                    {"kind": "attack_option", "who": "Doctor Doom", "count": 1, "bonus": 3},
                ],
            }
        ],
    ),
    (
        "May make 2 additional attacks at +1, or 1 additional attack at +2.",
        [
            {
                "kind": "choice",
                "options": [
                    {
                        "kind": "attack_option",
                        "who": "self",
                        "count": 2,
                        "additional": True,
                        "bonus": 1,
                    },
                    {
                        "kind": "attack_option",
                        "who": "self",
                        "count": 1,
                        "additional": True,
                        "bonus": 2,
                    },
                ],
            }
        ],
    ),
    (
        "For remainder of battle, if Elektra can block a Power card attack with an equal value Power card, Elektra's Power card hits attacker.",
        [
            {
                "kind": "condition",
                "when": "self_can_block_with_equal_value",
                "then": [
                    {
                        "kind": "card_hits",
                        "owner": "Elektra",
                        "card_kinds": ["power"],
                        "who": "attacker",
                        "duration": "battle",
                    }
                ],
            }
        ],
    ),
    (
        'Green Goblin\'s "Explosive Pumpkins" and "Gauntlet Blasters" become Any Hero Specials for remainder of game.',
        [
            {
                "kind": "cards_become",
                "owner": "Green Goblin",
                "names": ["Explosive Pumpkins", "Gauntlet Blasters"],
                "becomes": ["any_hero", "special"],
                "duration": "game",
            }
        ],
    ),
    (
        "Opponent must discard all placed Ally cards, and is -3 to Venture total.",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": "all",
                "from": "placed",
                "to": "dead_pile",
                "filter": "Ally placed",
            },
            {"kind": "venture_modifier", "who": "opponent", "amount": -3},
        ],
    ),
    (
        "For remainder of battle, Henry Pym's Strength and Fighting actions are +3, Intellect actions are -2.",
        [
            {
                "kind": "attack_modifier",
                "who": "Henry Pym",
                "amount": 3,
                "icons": ["strength", "fighting"],
                "duration": "battle",
            },
            {
                "kind": "defense_modifier",
                "who": "Henry Pym",
                "amount": 3,
                "icons": ["strength", "fighting"],
                "duration": "battle",
            },
            {
                "kind": "attack_modifier",
                "who": "Henry Pym",
                "amount": -2,
                "icons": ["intellect"],
                "duration": "battle",
            },
            {
                "kind": "defense_modifier",
                "who": "Henry Pym",
                "amount": -2,
                "icons": ["intellect"],
                "duration": "battle",
            },
        ],
    ),
    (
        "Hulk may switch any two cards with an Intellect icon on the Permanent Record of any two Front Line heroes on his team.",
        [
            {
                "kind": "switch_cards",
                "who": "Hulk",
                "count": 2,
                "filter": "Intellect",
                "between": "front_line_teammates",
                "records": ["permanent"],
            }
        ],
    ),
    (
        "Play in current battle, after one teammate is KO'd.",
        [{"kind": "timing", "when": "current_battle_after_ko:teammate"}],
    ),
    (
        "Immediately exchange KO'd teammate and Morph.",
        [{"kind": "character_exchange", "who": "Morph", "with": "ko'd_teammate"}],
    ),
    (
        "At end of battle, opponent may only move 1 Mission card.",
        [
            {"kind": "timing", "when": "end_of_battle"},
            {"kind": "mission_move_limit", "who": "opponent", "max_count": 1},
        ],
    ),
    (
        "Target opponent may not attack Rogue for remainder of battle unless she attacks him first.",
        [
            {
                "kind": "targeted_attack",
                "who": "target",
                "target": "Rogue",
                "unless": "attacked_first_by_them",
                "duration": "battle",
            }
        ],
    ),
    (
        "Silver Sable may not defend this card.",
        [{"kind": "cannot_defend", "who": "Silver Sable", "against": ["this_card"]}],
    ),
    (
        "Thing is -2 to attacks/+2 to defense for remainder of battle.",
        [
            {"kind": "attack_modifier", "who": "Thing", "amount": -2, "duration": "battle"},
            {"kind": "defense_modifier", "who": "Thing", "amount": 2, "duration": "battle"},
        ],
    ),
    (
        "Remove any cards from Thor's Draw Pile and discard into Dead Pile.",
        [
            {
                "kind": "remove_cards",
                "who": "player",
                "count": "any_number",
                "from": "draw_pile",
                "owner": "Thor",
                "to": "dead_pile",
            }
        ],
    ),
    (
        "All cards currently in opponents Dead Pile are removed from the game.",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": "all",
                "from": "opponent_dead_pile",
                "to": "removed_from_game",
            }
        ],
    ),
    (
        "Target Hero must discard all Placed cards and move into Reserve for remainder of battle.",
        [
            {
                "kind": "discard",
                "who": "target",
                "count": "all",
                "from": "placed",
                "to": "dead_pile",
                "filter": "placed",
            },
            {"kind": "character_move", "who": "target", "to": "reserve", "duration": "battle"},
        ],
    ),
    (
        "Can be only defended by a defensive Special card.",
        [
            {
                "kind": "defense_restriction",
                "only": ["defensive", "special"],
                "applies_to": "this_attack",
            }
        ],
    ),
    (
        "If successful, Brood gains skill levels of target opponent for remainder of battle.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "grid_copy",
                        "who": "Brood",
                        "from": "target",
                        "what": "skill_levels",
                        "duration": "battle",
                    }
                ],
            }
        ],
    ),
    (
        "Replace with same number of cards from Draw Pile.",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": "same_as_discarded",
                "from": "draw_pile",
                "to": "hand",
            }
        ],
    ),
    (
        "Morbius may take 2 Power card attacks at +2 each, or 1 Power card attack at +3.",
        [
            {
                "kind": "choice",
                "options": [
                    {
                        "kind": "attack_option",
                        "who": "Morbius",
                        "count": 2,
                        "card_kinds": ["power"],
                        "bonus": 2,
                    },
                    {
                        "kind": "attack_option",
                        "who": "Morbius",
                        "count": 1,
                        "card_kinds": ["power"],
                        "bonus": 3,
                    },
                ],
            }
        ],
    ),
    (
        "May not be used to avoid a numerical attack, or removea numerical hit.",
        [
            {
                "kind": "use_restriction",
                "forbids": ["avoid_numerical_attack", "remove_numerical_hit"],
            }
        ],
    ),
    (
        "Morph gains the Power Grid of any active hero for remainder of battle.",
        [
            {
                "kind": "grid_copy",
                "who": "Morph",
                "from": "any active character",
                "what": "power_grid",
                "duration": "battle",
            }
        ],
    ),
    (
        "Morph may play any 1 KO'd teammate's Specials in next battle.",
        [
            {
                "kind": "permission",
                "who": "Morph",
                "action": "play",
                "card_kinds": ["special"],
                "count": 1,
                "duration": "next_battle",
                "owner": "ko'd_teammate",
            }
        ],
    ),
    (
        "This Special acts identical to any Special currently on the table.",
        [{"kind": "copy_special", "card_kinds": ["special"], "source": "table"}],
    ),
    (
        "Universe not added to damage or venture total.",
        [{"kind": "not_added", "card_kinds": ["universe"], "to": ["damage", "venture_total"]}],
    ),
    (
        "Sentinels may not be attacked by a Power card with the same value as any Power Cards on Sentinels Permanent Record for remainder of game.",
        [
            {
                "kind": "cannot_be_attacked",
                "who": "Sentinels",
                "duration": "game",
                "by_cards": [
                    "power",
                    "with the same value as any Power card on Sentinels's Permanent Record",
                ],
            }
        ],
    ),
    (
        "Cannot be defended by a male hero.",
        [{"kind": "defender_restriction", "forbids": ["male_characters"]}],
    ),
    (
        'Carnage may switch a hit from his "hits from current battle" with a hit from his "permanent record".',
        [
            {
                "kind": "switch_cards",
                "who": "Carnage",
                "count": 1,
                "filter": "Hit",
                "between": "self",
                "records": ["current", "permanent"],
            }
        ],
    ),
    (
        "Daredevil gains +2 to all actions for remainder of battle if Daredevil's team is outnumbered.",
        [
            {
                "kind": "condition",
                "when": "team_outnumbered",
                "then": [
                    {
                        "kind": "attack_modifier",
                        "who": "Daredevil",
                        "amount": 2,
                        "duration": "battle",
                    },
                    {
                        "kind": "defense_modifier",
                        "who": "Daredevil",
                        "amount": 2,
                        "duration": "battle",
                    },
                ],
            }
        ],
    ),
    (
        "Attack made on Doctor Doom is now made on teammate of his choice, who may defend it.",
        [
            {
                "kind": "shift",
                "from": "Doctor Doom",
                "to": "teammate",
                "may_defend": True,
                "count": 1,
            }
        ],
    ),
    (
        "Target hero may not defend with power type of Dr. Strange's choice for remainder of battle.",
        [
            {
                "kind": "cannot_defend",
                "who": "target",
                "against": ["chosen"],
                "power_type_chosen_by": "Dr. Strange",
                "duration": "battle",
            }
        ],
    ),
    (
        "Play in current battle to resurrect any KO'd teammate next battle.",
        [
            {"kind": "timing", "when": "current_battle"},
            {"kind": "resurrect", "who": "teammate", "count": 1, "duration": "next_battle"},
        ],
    ),
    (
        "Teammate is discarded at end of next battle.",
        [{"kind": "character_removal", "who": "teammate", "when": "end_of_next_battle"}],
    ),
    (
        "Opponent must discard all Universe cards held in hand or all placed Universe cards, whichever is a greater number.",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": "all",
                "from": "hand_or_placed",
                "to": "dead_pile",
                "filter": "Universe (in hand or placed, whichever is greater)",
            }
        ],
    ),
    (
        "Play when Longshot makes a Power card attack.",
        [{"kind": "timing", "when": "when_attacks:Longshot:power"}],
    ),
    (
        "If defended, Longshot's Power card is returned to top of Draw Pile.",
        [
            {
                "kind": "condition",
                "when": "defended",
                "then": [
                    {
                        "kind": "put_cards",
                        "count": 1,
                        "filter": "Longshot's Power card",
                        "to": "top_of_draw_pile",
                    }
                ],
            }
        ],
    ),
    (
        "May exchange remaining cards in hand with equal number of cards from top of Draw Pile.",
        [
            {
                "kind": "exchange_cards",
                "who": "player",
                "count": "all",
                "give_from": "hand",
                "take_from": "top_of_draw_pile",
            }
        ],
    ),
    ("Acts as a level Fighting 2 attack.", [{"kind": "attack", "level": 2, "icons": ["fighting"]}]),
    (
        "Hero may switch any two Power cards of equal value on any two of opponent's heroes.",
        [
            {
                "kind": "switch_cards",
                "who": "self",
                "count": 2,
                "filter": "Power of equal value",
                "between": "opponent_team",
                "records": ["permanent"],
            }
        ],
    ),
    (
        "On his turn, Scarlet Spider may exchange this card for any 1 card in Dead Pile and play it immediately.",
        [
            {"kind": "timing", "when": "your_turn"},
            {
                "kind": "permission",
                "who": "Scarlet Spider",
                "action": "exchange_and_play",
                "count": 1,
                "source": "dead_pile",
            },
        ],
    ),
    (
        "Drawn card and any duplicate of it, placed or in hand, must be discarded.",
        [
            {
                "kind": "discard",
                "who": "player",
                "count": "all",
                "from": "placed_or_hand",
                "to": "dead_pile",
                "filter": "drawn card and its duplicates",
            }
        ],
    ),
    (
        "You may look at top 3 cards in opponent's Draw Pile.",
        [{"kind": "search", "pile": "opponent_draw_pile", "count": 3}],
    ),
    (
        "Move all hits from Holocaust's Hits from Current Battle into Permanent Records.",
        [
            {
                "kind": "move_hits",
                "who": "Holocaust",
                "count": "all",
                "record": "current",
                "to_record": "permanent",
            }
        ],
    ),
    (
        "Move all of target opponent's Hits from Permanent Record into Hits from Current Battle.",
        [
            {
                "kind": "move_hits",
                "who": "target",
                "count": "all",
                "record": "permanent",
                "to_record": "current",
            }
        ],
    ),
    ("KO any one of Onslaught's teammates.", [{"kind": "knock_out", "who": "teammate"}]),
    (
        "All of teammates' Hits from Current Battle are discarded and do not get added to Venture Total for this battle.",
        [{"kind": "discard_hits", "who": "teammate", "record": "current", "duration": "battle"}],
    ),
    (
        "Remove 1 hit from the Permanent Record of Onslaught teammate for every card in the Defeated Mission Pile.",
        [
            {
                "kind": "remove_hits",
                "who": "teammate",
                "count": 1,
                "record": "permanent",
                "scaling": {"amount": 1, "per": "card in Defeated Missions Pile"},
            }
        ],
    ),
    (
        "Post may attack any front line teammate using 1 of opponent's Placed cards.",
        [
            {
                "kind": "targeted_attack",
                "who": "Post",
                "target": "teammate",
                "using": "1 of opponent's placed cards",
            }
        ],
    ),
    (
        "Choose any 1 card and remove it from game.",
        [
            {"kind": "choose_cards", "count": 1},
            {
                "kind": "discard",
                "who": "player",
                "count": 1,
                "from": "chosen",
                "to": "removed_from_game",
            },
        ],
    ),
    (
        "For remainder of battle, Target Character may not attack unless Opponent also discards 2 cards per attack.",
        [
            {
                "kind": "targeted_attack",
                "who": "target",
                "unless": "opponent_discards_2_cards_per_attack",
                "duration": "battle",
            }
        ],
    ),
    (
        "If succesful, Wolverine may sort through Draw Pile, select any Aspect card and play it immediately.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {"kind": "search", "pile": "draw_pile"},
                    {
                        "kind": "permission",
                        "who": "Wolverine",
                        "action": "select_and_play",
                        "card_kinds": ["aspect"],
                        "count": 1,
                        "source": "draw_pile",
                    },
                ],
            }
        ],
    ),
    (
        "Sort through Defeated Heroes Pile and remove 1 1 Event card.",
        [
            {"kind": "search", "pile": "defeated_heroes"},
            {
                "kind": "remove_cards",
                "who": "player",
                "count": 1,
                "from": "defeated_heroes",
                "to": None,
                "cards": "Event card",
            },
        ],
    ),
    (
        "Black Cat can combine 1 Power card with 1 of opponent's placed Universe cards, excluding Teamwork, to attack.",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["universe"],
                "purpose": "to_attack",
                "who": "Black Cat",
                "base_count": 1,
                "base_kinds": ["power"],
                "owner": "opponent",
                "filters": ["placed", "excluding teamwork"],
            }
        ],
    ),
    (
        "May be combined with a Universe card, excluding Teamwork.",
        [{"kind": "combine", "count": 1, "card_kinds": ["universe"], "purpose": "attack"}],
    ),
    (
        "Draw one card for each card discarded this battle, including duplicate and unusable cards.",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "draw_pile",
                "to": "hand",
                "scaling": {
                    "amount": 1,
                    "per": "discarded this battle, including duplicate and unusable cards card",
                },
            }
        ],
    ),
    (
        "Play with 1 action involving a Universe card.",
        [
            {
                "kind": "combine",
                "count": 1,
                "card_kinds": ["universe"],
                "purpose": "play_with_action",
            }
        ],
    ),
    (
        "Nightcrawler may have 1 additional Universe card placed on him until Nightcrawleris KO'd.",
        [
            {
                "kind": "placement",
                "extra_slots": 1,
                "who": "Nightcrawler",
                "card_kinds": ["universe"],
                "duration": {"until": "Nightcrawler is KO'd"},
            }
        ],
    ),
    (
        "Silver Sable may have an unlimited number of Teamwork cards placed on her until Silver Sable is KO'd.",
        [
            {
                "kind": "placement",
                "who": "Silver Sable",
                "card_kinds": ["teamwork"],
                "duration": {"until": "Silver Sable is KO'd"},
            }
        ],
    ),
    ("All Hits remain.", [{"kind": "discipline", "action": "all_hits_remain"}]),
    (
        "May be made after opponent has conceded the battle, opponent may defend.",
        [
            {"kind": "timing", "when": "after_opponent_concedes"},
            {"kind": "permission", "who": "opponent", "action": "defend"},
        ],
    ),
    (
        "Any Hero may make 1 additional attack",
        [{"kind": "additional_attack", "who": "any_character", "count": 1}],
    ),
]


@pytest.mark.parametrize(("text", "clauses"), CASES, ids=[c[0][:50] for c in CASES])
def test_group_c_construction(text: str, clauses: list[dict[str, Any]]) -> None:
    assert_tree(text, clauses)


@pytest.mark.parametrize("text", [c[0] for c in CASES])
def test_group_c_clauses_render(text: str) -> None:
    tree = parse_effect(text)
    for clause in tree.clauses:
        assert clause.render()


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


@pytest.mark.parametrize("text", [c[0] for c in CASES])
def test_group_c_trees_survive_json(text: str) -> None:
    assert_renders_and_round_trips(text)


def test_made_up_words_still_fail() -> None:
    assert parse_effect("Doc Samson dances!").status == "failed"
    assert parse_effect("Morph gains the haircut of any active hero.").status == "failed"
