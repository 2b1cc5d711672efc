"""Group B: constructions of the X-Men, Classic and DC special cards, text -> clause fields.

Each case is a sentence printed on a real card of those sets (or the same construction with
another character); only the listed fields are checked, ``then`` / ``options`` nest.
"""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from cards.grammar.normalise import normalise
from tests.grammar.clause_checks import assert_renders_and_round_trips, assert_tree

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    # --- where Hits lie: several owners, both records, "on" a record, Power card Hits
    (
        "Remove a Power card Hit from Ka-Zar's or Teammate's Permanent Record.",
        [
            {
                "kind": "remove_hits",
                "who": "self_or_teammate",
                "count": 1,
                "record": "permanent",
                "filter": "Power card",
            }
        ],
    ),
    (
        "Remove 1 Hit from Morlock's or teammate's Permanent Record or Hits from Current Battle.",
        [
            {
                "kind": "remove_hits",
                "who": "self_or_teammate",
                "count": 1,
                "record": "permanent_or_current",
            }
        ],
    ),
    (
        "Remove 1 Hit of 5 or less from the Permanent Record or Hits From Current Battle of "
        "Reyes or teammate.",
        [
            {
                "kind": "remove_hits",
                "who": "self_or_teammate",
                "record": "permanent_or_current",
                "filter": "of 5 or less",
            }
        ],
    ),
    (
        "If successful, remove all Strength Power card Hits from Thunderbird and teammate's "
        "Permanent Record and Hits from Current Battle.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [
                    {
                        "kind": "remove_hits",
                        "who": "Thunderbird and teammate",
                        "count": "all",
                        "record": "permanent_and_current",
                        "filter": "Strength Power card",
                    }
                ],
            }
        ],
    ),
    (
        "If attack is successful, remove all Hits of equal or lesser value from Dracula's "
        "Permanent Record.",
        [
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "remove_hits",
                        "who": "Dracula",
                        "count": "all",
                        "filter": "of equal or lesser value",
                    }
                ],
            }
        ],
    ),
    # --- an "or" before a verb offers a choice
    (
        "Avoid 1 attack made with a Power card or remove 1 Power card Hit from Reyes or teammate.",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "avoid", "count": 1, "card_kinds": ["power"]},
                    {"kind": "remove_hits", "who": "self_or_teammate", "record": "any"},
                ],
            }
        ],
    ),
    # --- moving Hits
    (
        "Move any 1 Hit from teammate to Thunderbird.",
        [{"kind": "move_hits", "who": "teammate", "count": 1, "to": "Thunderbird"}],
    ),
    (
        "If successful, move all Hits from Polaris's Hits from Current Battle into Permanent "
        "Record.",
        [
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "move_hits",
                        "who": "Polaris",
                        "count": "all",
                        "record": "current",
                        "to": "Polaris",
                        "to_record": "permanent",
                    }
                ],
            }
        ],
    ),
    (
        "Repeat until Thunderbird is KO'd or all Hits are on Thunderbird.",
        [{"kind": "repeat", "until": "Thunderbird is KO'd or all Hits are on Thunderbird"}],
    ),
    # --- paying with a discard
    (
        "Discard 1 Power card usable by Absorbing Man to remove all Hits with same icon from "
        "Absorbing Man's Permanent Record. May not discard a MultiPower card.",
        [
            {
                "kind": "paid_effect",
                "then": [
                    {
                        "kind": "remove_hits",
                        "who": "Absorbing Man",
                        "count": "all",
                        "filter": "with the same icon",
                    }
                ],
            },
            {"kind": "discard_restriction", "icons": ["multipower"]},
        ],
    ),
    (
        "If successful, Opponent must discard 1 card from Hand for each Hit on Sunfire's "
        "Permanent Record.",
        [
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "discard",
                        "who": "opponent",
                        "count": 1,
                        "scaling": {"amount": 1, "per": "Hit on Sunfire's Permanent Record"},
                    }
                ],
            }
        ],
    ),
    (
        "Opponent must discard an equal number of cards from Hand, and 1 Placed card of "
        "opponent's choice.",
        [
            {"kind": "discard", "who": "opponent", "count": "equal", "from": "hand"},
            {"kind": "discard", "who": "opponent", "count": 1, "from": "placed"},
        ],
    ),
    (
        "If successful, Opponent must sort through Draw Pile and discard first 3 Special cards "
        "into Dead Pile.",
        [
            {
                "kind": "condition",
                "then": [
                    {"kind": "search", "pile": "draw_pile"},
                    {
                        "kind": "discard",
                        "who": "opponent",
                        "count": 3,
                        "from": "draw_pile",
                        "to": "dead_pile",
                    },
                ],
            }
        ],
    ),
    # --- attacks
    (
        "Azrael may make 2 Power card attacks at +2 each, or 1 Power card attack at +3.",
        [
            {
                "kind": "choice",
                "options": [
                    {"kind": "attack_option", "who": "Azrael", "count": 2, "bonus": 2},
                    {"kind": "attack_option", "who": "Azrael", "count": 1, "bonus": 3},
                ],
            }
        ],
    ),
    (
        "Mole Man may make 1 follow-up attack after Mole Man plays a Universe: Teamwork card "
        "for remainder of game.",
        [
            {
                "kind": "follow_up_attack",
                "who": "Mole Man",
                "count": 1,
                "allowed": True,
                "after": "Mole Man plays a Universe: Teamwork card",
                "duration": "game",
            }
        ],
    ),
    (
        "If successful, Target Character may not make any follow up attacks from Teamwork or "
        "Special cards for remainder of battle.",
        [
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "follow_up_attack",
                        "who": "target",
                        "allowed": False,
                        "card_kinds": ["teamwork", "special"],
                        "duration": "battle",
                    }
                ],
            }
        ],
    ),
    (
        "Acts as a level 1 MultiPower attack against Target Character, or a level Any Power "
        "attack against Target Battlesite.",
        [
            {"kind": "attack", "level": 1, "icons": ["multipower"], "against": "target"},
            {
                "kind": "attack",
                "level": None,
                "icons": ["any_power"],
                "against": "target_battlesite",
                "alternative": True,
            },
        ],
    ),
    (
        "Bullseye may attack with any Special cards or Power cards in Hand for remainder of "
        "battle.",
        [
            {
                "kind": "permission",
                "who": "Bullseye",
                "action": "attack_with",
                "card_kinds": ["special", "power"],
                "source": "hand",
                "duration": "battle",
            }
        ],
    ),
    (
        "Target character may not attack Poison Ivy for remainder of battle unless she attacks "
        "him/her first.",
        [
            {
                "kind": "targeted_attack",
                "who": "target",
                "target": "Poison Ivy",
                "allowed": False,
                "unless": "attacked_first_by_them",
                "duration": "battle",
            }
        ],
    ),
    (
        "May be used as a level 5 Fighting Power card to attack or a level 5 Intellect Power "
        "card to defend.",
        [
            {"kind": "acts_as_power", "level": 5, "icons": ["fighting"], "uses": ["attack"]},
            {"kind": "acts_as_power", "level": 5, "icons": ["intellect"], "uses": ["defense"]},
        ],
    ),
    (
        "Acts as a level 8 Intellect attack, +1 for each Hit and Grey King's Permanent Record.",
        [
            {
                "kind": "attack",
                "level": 8,
                "scaling": {"amount": 1, "per": "Hit on Grey King's Permanent Record"},
            }
        ],
    ),
    # --- knocking out, attack and defence limits
    (
        "If successful, Target Character is KO'd by next level 2 Energy Power card Hit, "
        "regardless of Inherent Abilities and other Special cards.",
        [
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "knock_out",
                        "who": "target",
                        "regardless": True,
                        "next_hit_level": 2,
                        "next_hit_icons": ["energy"],
                        "next_hit_kinds": ["power"],
                    }
                ],
            }
        ],
    ),
    (
        "Thunderbolts may not be attacked by a Power card of equal or lesser value for remainder "
        "of battle.",
        [
            {
                "kind": "cannot_be_attacked",
                "who": "Thunderbolts",
                "by_cards": ["power", "value<=this card"],
                "duration": "battle",
            }
        ],
    ),
    (
        "Ka-Zar may not be attacked with by a card with a Value of 7 or greater for remainder "
        "of battle.",
        [{"kind": "cannot_be_attacked", "who": "Ka-Zar", "by_cards": ["value>=7"]}],
    ),
    (
        "Can only be defended by a Power card with a Universe card.",
        [{"kind": "defense_restriction", "only": ["power", "combined_with:Universe"]}],
    ),
    (
        'May not be affected by a card with the word "teammate" on it.',
        [{"kind": "immunity", "who": "this_card", "words": ["teammate"]}],
    ),
    (
        "Bane is +2 to all attacks against target character and +2 to defense from attacks "
        "made by target character for remainder of battle.",
        [
            {"kind": "attack_modifier", "who": "Bane", "amount": 2, "against": "target"},
            {"kind": "defense_modifier", "amount": 2, "against": "target", "duration": "battle"},
        ],
    ),
    (
        "No cards with an Energy icon may be played against Commissioner Gordon & G.C.P.D. for "
        "remainder of battle.",
        [
            {
                "kind": "play_restriction",
                "who": "against:Commissioner Gordon & G.C.P.D.",
                "icons": ["energy"],
            }
        ],
    ),
    (
        "Attack made on Joker is now made on teammate of his choice, who may defend.",
        [{"kind": "shift", "from": "Joker", "to": "teammate", "may_defend": True}],
    ),
    # --- Venture Total, cards and players
    (
        "Play in current battle. Next battle, neither player may Venture more than 2 Mission "
        "cards.",
        [
            {"kind": "timing", "when": "current_battle"},
            {
                "kind": "venture_limit",
                "who": "both_players",
                "max_count": 2,
                "duration": "next_battle",
            },
        ],
    ),
    (
        "Value of Special card is added to Black Panther's Venture Total for this battle.",
        [
            {
                "kind": "value_to_venture",
                "who": "Black Panther",
                "source": "Special card",
                "duration": "battle",
            }
        ],
    ),
    (
        "Black Panther's Battlesite's Hits to K.O. number is increased by 5 points for remainder "
        "of game.",
        [
            {
                "kind": "ko_threshold",
                "who": "Black Panther's Battlesite",
                "delta": 5,
                "duration": "game",
            }
        ],
    ),
    (
        'Dracula\'s "Mesmerize" and "Lifeblood" become Any Character Specials for remainder of '
        "game.",
        [
            {
                "kind": "cards_become",
                "owner": "Dracula",
                "names": ["Mesmerize", "Lifeblood"],
                "becomes": ["any_character", "special"],
                "duration": "game",
            }
        ],
    ),
    (
        'Goblyn Queen may Place and play Jean Grey\'s "Phoenix Effect," "Mental Deflection," and '
        '"Mind Over Matter" Special cards for remainder of game.',
        [
            {
                "kind": "permission",
                "action": "place_and_play",
                "owner": "Jean Grey",
                "names": ["Phoenix Effect", "Mental Deflection", "Mind Over Matter"],
            }
        ],
    ),
    (
        "Show Opponent up to 5 cards usable by Multiple Man from Hand.",
        [{"kind": "show_cards", "to": "opponent", "count": 5, "from": "hand"}],
    ),
    (
        "If successful, Parasite gains skill levels of target opponent for remainder of battle.",
        [
            {
                "kind": "condition",
                "then": [
                    {
                        "kind": "grid_copy",
                        "who": "Parasite",
                        "from": "target",
                        "what": "skill_levels",
                        "duration": "battle",
                    }
                ],
            }
        ],
    ),
    (
        "Huntress may cut opponent's Draw Pile. Discard to the Dead Pile the card cut to.",
        [
            {"kind": "cut_pile", "who": "Huntress", "pile": "opponent_draw_pile"},
            {"kind": "discard", "count": 1, "from": "cut_card", "to": "dead_pile"},
        ],
    ),
    (
        "On your turn, after Goblyn Queen is KO'd, discard this Special to move Goblyn Queen "
        "from Defeated Characters Pile to Reserve.",
        [
            {"kind": "timing", "when": "your_turn"},
            {
                "kind": "condition",
                "when": "after_ko",
                "detail": "Goblyn Queen",
                "then": [
                    {"kind": "discipline", "action": "discard_this_card"},
                    {
                        "kind": "character_return",
                        "who": "Goblyn Queen",
                        "from": "defeated_characters",
                        "to": "reserve",
                    },
                ],
            },
        ],
    ),
    (
        "When opponent brings in reserve, reserve may not enter until next battle.",
        [
            {
                "kind": "condition",
                "when": "brings_in_reserve",
                "detail": "opponent",
                "then": [{"kind": "skip_battle", "who": "reserve"}],
            }
        ],
    ),
    (
        "Avoid any Universe: Teamwork card made against this hero or Teammate.",
        [{"kind": "avoid", "who": "self_or_teammate", "card_kinds": ["teamwork"]}],
    ),
    (
        "For remainder of game, Spider-Girl does not have to discard duplicates of chosen Power "
        "card's Power Type and Value.",
        [
            {
                "kind": "permission",
                "who": "Spider-Girl",
                "action": "keep_duplicates",
                "duration": "game",
            }
        ],
    ),
    (
        "Target Character must reveal any cards in Hand playable by Target Character, and play "
        "those open-handed for remainder of battle.",
        [
            {"kind": "reveal", "who": "target"},
            {
                "kind": "permission",
                "who": "target",
                "action": "play_open_handed",
                "duration": "battle",
            },
        ],
    ),
    (
        "For remainder of battle, any Special card played must be a Special card that acts as "
        "an attack. Other Special cards may not be played.",
        [
            {"kind": "play_restriction", "card_kinds": ["special"], "words": ["only:attack"]},
            {"kind": "play_restriction", "card_kinds": ["special"], "words": ["other"]},
        ],
    ),
    (
        "If drawn card is an attack, Two-Face may use it.",
        [
            {
                "kind": "condition",
                "when": "drawn_card_is_attack",
                "then": [{"kind": "permission", "who": "Two-Face", "action": "use_drawn_card"}],
            }
        ],
    ),
    (
        "Psycho-Man may have an unlimited number of Special cards Placed on im until Psycho-Man "
        "is K.O.'d.",
        [
            {
                "kind": "placement",
                "who": "Psycho-Man",
                "extra_slots": None,
                "card_kinds": ["special"],
                "duration": {"until": "Psycho-Man is KO'd"},
            }
        ],
    ),
    (
        "Absorbing Man's Power Grid gets Bonus in that Power Type for remainder of game.",
        [
            {
                "kind": "grid_bonus",
                "who": "Absorbing Man",
                "icons": ["chosen"],
                "duration": "game",
            }
        ],
    ),
    (
        "This Special acts identical to any Hit in Absorbing Man's Hits from the Current "
        "Battle or Permanent Record.",
        [{"kind": "copy_hit", "who": "Absorbing Man", "record": "permanent_or_current"}],
    ),
    (
        'Counts as a duplicate of all "Any Hero/Character" EN Specials.',
        [
            {
                "kind": "duplicate_of",
                "names": ["Any Hero/Character"],
                "card_set": "EN",
                "card_kinds": ["special"],
            }
        ],
    ),
    # --- a name printed in title case with "For" inside keeps its capitals
    (
        "Heroes For Hire Hits to K.O. is increased by 4 and Heroes For Hire is -1 to all "
        "action for remainder of game.",
        [
            {"kind": "ko_threshold", "who": "Heroes For Hire", "delta": 4},
            {"kind": "attack_modifier", "who": "Heroes For Hire", "amount": -1},
            {"kind": "defense_modifier", "who": "Heroes For Hire", "amount": -1},
        ],
    ),
    (
        "Heroes For Hire may not attack for remainder of battle.",
        [{"kind": "cannot_attack", "who": "Heroes For Hire", "duration": "battle"}],
    ),
    (
        "After being K.O.'d, Shang-Chi is resurrected at beginning of next battle, remains in "
        "play until end of battle, and is discarded at end of battle.",
        [
            {
                "kind": "condition",
                "when": "self_ko",
                "then": [
                    {
                        "kind": "resurrect",
                        "who": "Shang-Chi",
                        "duration": "next_battle",
                        "discarded_at_end": True,
                    }
                ],
            }
        ],
    ),
    (
        "For remainder of battle, if Cerebro can block a Power card attack with an equal value "
        "Power card, Cerebro's Power card hits attacker.",
        [
            {
                "kind": "condition",
                "when": "self_can_block_with_equal_value",
                "then": [
                    {
                        "kind": "card_hits",
                        "owner": "Cerebro",
                        "who": "attacker",
                        "card_kinds": ["power"],
                        "duration": "battle",
                    }
                ],
            }
        ],
    ),
    (
        "In the battle that Reavers are KO'd, Reavers may continue to fight and are not "
        "discarded until the end of the battle.",
        [
            {
                "kind": "condition",
                "when": "ko_this_battle",
                "detail": "Reavers",
                "then": [{"kind": "continue_fighting", "who": "Reavers"}],
            }
        ],
    ),
    (
        "Maverick may make 1 attack with any card, usable by Maverick and in Hand, of equal or "
        "less Value than removed Hit.",
        [
            {
                "kind": "permission",
                "who": "Maverick",
                "action": "attack_with",
                "count": 1,
                "source": "hand",
                "filters": ["usable by Maverick", "value<=removed Hit"],
            }
        ],
    ),
    # --- the same constructions with other characters (sets we do not have)
    (
        "Remove 1 Hit from Cyclops's or teammate's Hits from Current Battle.",
        [{"kind": "remove_hits", "who": "self_or_teammate", "count": 1, "record": "current"}],
    ),
    (
        'Storm\'s "Lightning Strike" becomes an Any Hero Special for remainder of game.',
        [
            {
                "kind": "cards_become",
                "owner": "Storm",
                "names": ["Lightning Strike"],
                "becomes": ["any_hero", "special"],
            }
        ],
    ),
    (
        "Opponent must sort through Power Pack and discard 2 cards into Dead Pile.",
        [
            {"kind": "search", "pile": "power_pack"},
            {"kind": "discard", "who": "opponent", "count": 2, "from": "power_pack"},
        ],
    ),
    (
        "Move all Hits from Storm's Permanent Record to teammate.",
        [
            {
                "kind": "move_hits",
                "who": "Storm",
                "count": "all",
                "record": "permanent",
                "to": "teammate",
            }
        ],
    ),
    (
        "Acolytes' team my defend.",
        [{"kind": "permission", "who": "team", "action": "defend"}],
    ),
]


@pytest.mark.parametrize(("text", "clauses"), CASES, ids=[c[0][:50] for c in CASES])
def test_construction(text: str, clauses: list[dict[str, Any]]) -> None:
    assert_tree(text, clauses)


@pytest.mark.parametrize("text", [c[0] for c in CASES], ids=[c[0][:50] for c in CASES])
def test_renders_and_round_trips(text: str) -> None:
    assert_renders_and_round_trips(text)


def test_group_b_rules_do_not_swallow_words() -> None:
    assert parse_effect("Huntress may cut opponent's Dance Pile.").status != "full"
    assert parse_effect("Repeat until the cows come home.").status == "failed"
    assert parse_effect("Azrael may make 2 Power card attacks at +2 each, or dance.").status != (
        "full"
    )
    # "Fight" alone is a word of its own, not an icon.
    assert normalise("Reavers may continue to fight").text == "Reavers may continue to fight"
