"""Group A constructions: aspects, locations, events, tactics, universe cards and inherent
abilities. Each case is a real card sentence (or one of the same construction) and the clause
fields the grammar must give it."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_renders_and_round_trips, assert_tree

CASES: list[tuple[str, list[dict[str, Any]]]] = [
    # --- a cost paid for an effect (tactics)
    (
        "Teammate may discard 2 cards from top of Draw Pile to Dead Pile to move any attack "
        "made on any Front Line Character onto Character with Image Inducer.",
        [
            {
                "kind": "paid_effect",
                "who": "teammate",
                "cost": [
                    {"kind": "discard", "count": 2, "from": "top_of_draw_pile", "to": "dead_pile"}
                ],
                "then": [
                    {
                        "kind": "shift",
                        "from": "any_front_line",
                        "to": "character with Image Inducer",
                    }
                ],
            }
        ],
    ),
    (
        "Teammate may discard 5 cards from top of Draw Pile to Dead Pile after Draw Phase, before "
        "Events are played, each battle to resurrect any 1 K.O.'d teammate for that battle.",
        [
            {
                "kind": "paid_effect",
                "when": ["after_draw_phase", "before_events_are_played", "each_battle"],
                "then": [
                    {"kind": "resurrect", "count": 1, "who": "teammate", "duration": "battle"}
                ],
            }
        ],
    ),
    (
        "Teammate may discard 2 cards from top of Draw Pile to Dead Pile after Placing Phase, "
        "before Venture Phase, each battle to Venture 3 Mission cards with no penalty that battle.",
        [
            {
                "kind": "paid_effect",
                "when": ["after_placing_phase", "before_venture_phase", "each_battle"],
                "then": [
                    {"kind": "venture_cards", "count": 3, "penalty": False, "duration": "battle"}
                ],
            }
        ],
    ),
    (
        "Teammate may discard 3 cards from top of Draw Pile after Draw Phase, before Events are "
        "played, each battle to remove any Hit from Permanent Record.",
        [
            {
                "kind": "paid_effect",
                "cost": [{"kind": "discard", "count": 3, "from": "top_of_draw_pile"}],
                "then": [{"kind": "remove_hits", "count": 1, "record": "permanent"}],
            }
        ],
    ),
    (
        "Teammate may move 1 Mission card from Completed or Reserve Missions Pile to Defeated "
        "Missions Pile after Draw Phase of each battle to discard 6 cards from Hand.",
        [
            {
                "kind": "paid_effect",
                "cost": [
                    {
                        "kind": "mission_move",
                        "count": 1,
                        "from": "completed_or_reserve_missions",
                        "to": "defeated_missions",
                    }
                ],
                "when": ["after_draw_phase_of_each_battle"],
                "then": [{"kind": "discard", "count": 6, "from": "hand"}],
            }
        ],
    ),
    (
        "Discard teammate at end of battle.",
        [{"kind": "discard_character", "who": "teammate", "when": "end_of_battle"}],
    ),
    # --- continuing to fight, resurrecting, KO immunity
    (
        "When KO'd, Phoenix may continue to fight and is not discarded until end of battle.",
        [
            {
                "kind": "condition",
                "when": "self_ko",
                "then": [
                    {
                        "kind": "continue_fighting",
                        "who": "Phoenix",
                        "duration": {"until": "end of battle"},
                    }
                ],
            }
        ],
    ),
    (
        "All heroes KO'd this battle may continue to fight and are not discarded until the end "
        "of the battle.",
        [
            {
                "kind": "continue_fighting",
                "who": "characters_kod_this_battle",
                "duration": {"until": "end of battle"},
            }
        ],
    ),
    ("Resurrect 1 KO'd hero.", [{"kind": "resurrect", "who": "hero", "count": 1}]),
    (
        "Krakoa may not defend or be KO'd.",
        [{"kind": "cannot_defend", "who": "Krakoa"}, {"kind": "cannot_be_kod", "who": "Krakoa"}],
    ),
    # --- who-phrases: "any of X's Front Line Characters", "each player", names
    (
        "Attack made on any of Krakoa's Front Line Characters is now made on Krakoa.",
        [{"kind": "shift", "from": "any of Krakoa's Front Line characters", "to": "Krakoa"}],
    ),
    (
        "Each player is =3 to Venture Total for each Special card in play at end of battle.",
        [
            {
                "kind": "venture_modifier",
                "who": "each_player",
                "amount": 3,
                "scaling": {"amount": 3, "per": "Special card in play at end of battle"},
            }
        ],
    ),
    (
        "Landau, Luckman & Lake Team's MultiPower Power cards are +1 to attack.",
        [
            {
                "kind": "attack_modifier",
                "who": "team",
                "amount": 1,
                "card_kinds": ["power"],
                "icons": ["multipower"],
            }
        ],
    ),
    (
        "The Sewer Team's Intellect Power cards +2 for defense.",
        [
            {
                "kind": "defense_modifier",
                "who": "team",
                "amount": 2,
                "icons": ["intellect"],
            }
        ],
    ),
    (
        "Krakoa's Team Energy Power cards are +1 to attack.",
        [{"kind": "attack_modifier", "who": "team", "amount": 1, "icons": ["energy"]}],
    ),
    (
        "Batman's MultiPower cards are +1 vs. any Character with a Villain code.",
        [
            {
                "kind": "attack_modifier",
                "who": "Batman",
                "amount": 1,
                "icons": ["multipower"],
                "against": "villains",
            }
        ],
    ),
    (
        "Comm. Gordon & G.C.P.D. are +2 to Venture Total each battle.",
        [
            {
                "kind": "venture_modifier",
                "who": "Comm. Gordon & G.C.P.D.",
                "amount": 2,
                "duration": "each_battle",
            }
        ],
    ),
    (
        'Batman may play Comm. Gordon & G.C.P.D. "Sting Operation" Special.',
        [
            {
                "kind": "permission",
                "who": "Batman",
                "action": "play",
                "names": ["Sting Operation"],
                "owner": "Comm. Gordon & G.C.P.D.",
                "card_kinds": ["special"],
            }
        ],
    ),
    (
        "May play any None-One-Per-Deck Wolverine, Sabretooth, or Maverick Special Cards.",
        [
            {
                "kind": "permission",
                "action": "play",
                "owner": "Wolverine or Sabretooth or Maverick",
                "card_kinds": ["special"],
                "filters": ["not_one_per_deck"],
            }
        ],
    ),
    # --- triggers
    (
        "For remainder of game, Mojoworld's team may draw 1 card from top of Draw Pile "
        "immediately after playing any Basic Universe card.",
        [
            {
                "kind": "trigger",
                "event": "after_playing",
                "detail": "any Basic Universe card",
                "duration": "game",
                "then": [{"kind": "draw", "who": "team", "count": 1, "from": "top_of_draw_pile"}],
            }
        ],
    ),
    (
        "For remainder of game, Muir Island's team may draw 1 card from top op Draw Pile "
        "immediately after blocking an attack using an Intellect Power card.",
        [
            {
                "kind": "trigger",
                "event": "after_blocking_an_attack_using",
                "detail": "Intellect Power card",
                "then": [{"kind": "draw", "from": "top_of_draw_pile"}],
            }
        ],
    ),
    (
        "Draw 1 card when Xaos' teammate is KO'd.",
        [{"kind": "trigger", "event": "when_kod", "detail": "teammate"}],
    ),
    (
        "Draw two cards after the discard phase.",
        [
            {
                "kind": "trigger",
                "event": "after_discard_phase",
                "then": [{"kind": "draw", "count": 2}],
            }
        ],
    ),
    # --- inherent abilities
    (
        "Crux may avoid any attack with a level 1 Intellect Power card.",
        [
            {
                "kind": "permission",
                "who": "Crux",
                "action": "use_to_avoid",
                "icons": ["intellect"],
                "card_kinds": ["power"],
                "levels": [1, 1],
            }
        ],
    ),
    (
        "Reserve may defend Dazzler with Power Cards, without Universe.",
        [
            {
                "kind": "permission",
                "who": "reserve",
                "action": "defend",
                "owner": "Dazzler",
                "card_kinds": ["power"],
                "filters": ["excluding universe"],
            }
        ],
    ),
    (
        "May defend Front Line with Power cards from Reserve.",
        [
            {
                "kind": "permission",
                "action": "defend_from_reserve",
                "owner": "front_line",
                "source": "reserve",
            }
        ],
    ),
    (
        "May attack with Energy Power cards while in Reserve.",
        [{"kind": "permission", "action": "attack_from_reserve", "icons": ["energy"]}],
    ),
    (
        "+1 to Venture Total for each Hit in Iceman: The Ice\u2011Man's Hits to Current Battle.",
        [
            {
                "kind": "venture_modifier",
                "who": "team",
                "amount": 1,
                "scaling": {
                    "amount": 1,
                    "per": "Hit in Iceman: The Ice-Man's Hits to Current Battle",
                },
            }
        ],
    ),
    (
        "+1 all attacks vs. Characters with Strength Power Grid 7 or 8.",
        [
            {
                "kind": "attack_modifier",
                "amount": 1,
                "against": "characters_with_strength_7_or_8",
            }
        ],
    ),
    (
        "+1 to attack if opponent has 4, 5, or 6 Mission cards in Completed Pile.",
        [
            {
                "kind": "condition",
                "when": "has_mission_count",
                "detail": "opponent has 4, 5 or 6 Mission cards in Completed Missions Pile",
                "then": [{"kind": "attack_modifier", "amount": 1}],
            }
        ],
    ),
    (
        'Gamma Base Team -2 to Venture Total per battle if opponent is using "Annihilation '
        'Affair" Mission.',
        [
            {
                "kind": "condition",
                "when": "using_mission",
                "then": [{"kind": "venture_modifier", "who": "team", "amount": -2}],
            }
        ],
    ),
    # --- events
    (
        "All level 1 Power card attacks cannot be blocked this battle.",
        [
            {
                "kind": "block_rule",
                "rule": "cannot",
                "applies_to": "all level 1 Power attacks",
                "duration": "battle",
            }
        ],
    ),
    (
        "Choose 1 front line hero that cannot play any cards or be attacked this battle.",
        [
            {"kind": "choose_character", "count": 1, "among": "front_line"},
            {"kind": "play_restriction", "who": "chosen", "duration": "battle"},
            {"kind": "cannot_be_attacked", "who": "chosen", "duration": "battle"},
        ],
    ),
    (
        "Sort through the Draw Pile and choose any four cards.",
        [
            {"kind": "search", "pile": "draw_pile"},
            {"kind": "choose_cards", "count": 4, "from": "searched_cards"},
        ],
    ),
    (
        "Randomly choose two cards from opponents hand.",
        [{"kind": "choose_cards", "count": 2, "from": "opponent_hand", "random": True}],
    ),
    (
        "Reshuffle the Power Pack and Dead Pile into the Draw Pile.",
        [{"kind": "reshuffle", "pile": "power_pack_and_dead_pile", "into": "draw_pile"}],
    ),
    (
        "No One Per Deck cards my be played this battle.",
        [{"kind": "play_restriction", "card_kinds": ["one_per_deck"], "duration": "battle"}],
    ),
    (
        "Before discarding, take one card from your hand and put it on the bottom of the draw pile.",
        [
            {"kind": "timing", "when": "before_discarding"},
            {"kind": "put_cards", "count": 1, "to": "bottom_of_draw_pile"},
        ],
    ),
    (
        "After placing, reveal any 4 cards in your hand to your opponent.",
        [
            {"kind": "timing", "when": "after_placing"},
            {"kind": "reveal", "count": 4, "to": "opponent"},
        ],
    ),
    (
        "Remove 1 hit from the permanent record of one character, and put it in the permanent "
        "record of any teammate.",
        [{"kind": "remove_hits", "count": 1, "record": "permanent", "to": "teammate"}],
    ),
    (
        "All hits on the permanent record of all front line heroes are moved to the permanent "
        "record of one front line hero.",
        [
            {
                "kind": "move_hits",
                "who": "all_front_line",
                "count": "all",
                "to": "front_line",
                "to_record": "permanent",
            }
        ],
    ),
    (
        "All hits from the current battle are discarded at the end of the battle, and do not "
        "get added to the permanent record.",
        [{"kind": "hits_not_recorded"}],
    ),
    (
        "Disrupt all Multipower cards.",
        [{"kind": "disrupt", "count": "all", "icons": ["multipower"]}],
    ),
    (
        "Continue this battle with no venture, and no conceding.",
        [
            {"kind": "discipline", "action": "no_venturing_this_battle"},
            {"kind": "concede", "allowed": False},
        ],
    ),
    (
        "If 3 heroes are still in play, resurrected hero is placed in reserve.",
        [
            {
                "kind": "condition",
                "when": "characters_in_play",
                "then": [{"kind": "character_move", "who": "resurrected", "to": "reserve"}],
            }
        ],
    ),
    # --- aspects and locations
    (
        "For remainder of game, The Danger Room team's attacks made with Power cards may not be "
        "defended by Opponent's team's Special cards already in play.",
        [{"kind": "defense_restriction", "forbids": ["special"], "duration": "game"}],
    ),
    (
        "The Outback's team Basic Universe cards used to attack count toward Damage and Venture "
        "Total for remainder of game.",
        [{"kind": "counts_toward", "who": "team", "used_to_attack": True, "duration": "game"}],
    ),
    (
        "Play during battle to exchange any of X-World's Front Line Characters with KO'd teammate.",
        [
            {"kind": "timing", "when": "during_battle"},
            {
                "kind": "exchange_character",
                "who": "any of X-World's Front Line characters",
                "with": "kod_teammate",
            },
        ],
    ),
    (
        "Department H's team's successful Hits made with Power cards are +1 to Venture Total for "
        "remainder of game.",
        [
            {
                "kind": "venture_modifier",
                "who": "team",
                "amount": 1,
                "duration": "game",
                "scaling": {"amount": 1, "per": "successful Hit made with Power card"},
            }
        ],
    ),
    (
        "+1 to any Special cards that contain an icon.",
        [{"kind": "bonus", "amount": 1, "card_kinds": ["special"], "filter": "with an icon"}],
    ),
    (
        "Act as 6 Any Power to attack.",
        [{"kind": "attack", "level": 6, "icons": ["any_power"]}],
    ),
    # --- batch 3/4: two kinds of cards, discard and move, teamwork, phases, placing
    (
        "If successful, Opponent must discard all Special cards and Activator cards in Hand.",
        [
            {
                "kind": "condition",
                "when": "successful",
                "then": [{"kind": "discard", "who": "opponent", "count": "all", "from": "hand"}],
            }
        ],
    ),
    (
        "If successful, Target Character must discard all Placed Cards and move into Reserve "
        "for remainder of battle.",
        [
            {
                "kind": "condition",
                "then": [
                    {"kind": "discard", "who": "target", "from": "placed"},
                    {
                        "kind": "character_move",
                        "who": "target",
                        "to": "reserve",
                        "duration": "battle",
                    },
                ],
            }
        ],
    ),
    (
        "+0 Any Power to 1st Teammate and +0 Any Power to 2nd Teammate.",
        [
            {"kind": "bonus", "amount": 0, "icons": ["any_power"], "who": "1st teammate"},
            {"kind": "bonus", "amount": 0, "icons": ["any_power"], "who": "2nd teammate"},
        ],
    ),
    (
        "During each Draw Phase, teammate and opponent draw either 6 cards, 8 cards, or 10 cards.",
        [
            {"kind": "timing", "when": "during_each_draw_phase"},
            {"kind": "draw", "who": "teammate and opponent", "count": "6, 8 or 10"},
        ],
    ),
    (
        "Big Apple Team begins game with 6 Mission cards in Reserve Missions Pile and 1 Mission "
        "card in Defeated Missions Pile.",
        [
            {"kind": "starting_missions", "pile": "reserve_missions", "count": 6},
            {"kind": "starting_missions", "pile": "defeated_missions", "count": 1},
        ],
    ),
    (
        "All attacks with an energy icon must be made against the same front line character "
        "this battle, until character is KO'd.",
        [{"kind": "must_attack", "who": "same_front_line", "icons": ["energy"]}],
    ),
    (
        "Remove all Hits from any of Landau, Luckman & Lake's Front Line Character's Permanent "
        "Record and Current Battle, and switch places with the Landau, Luckman & Lake's Reserve.",
        [
            {
                "kind": "remove_hits",
                "who": "front_line",
                "count": "all",
                "record": "permanent_and_current",
            },
            {"kind": "character_move", "to": "reserve"},
        ],
    ),
    (
        'For remainder of game, "Ship\'"s team may use Intellect Power cards to remove 1 Hit '
        "from the Permanent Record of any Front Line Character.",
        [
            {
                "kind": "paid_effect",
                "who": "team",
                "duration": "game",
                "cost": [{"kind": "permission", "action": "use", "icons": ["intellect"]}],
                "then": [{"kind": "remove_hits", "count": 1, "who": "any_front_line"}],
            }
        ],
    ),
    (
        "All cards that can be placed to a character, exluding reserve, must be placed in this "
        "battle.",
        [
            {
                "kind": "permission",
                "action": "must_place",
                "filters": ["placeable:on a character", "excluding reserve"],
                "duration": "battle",
            }
        ],
    ),
    (
        '"Any Hero" Specials, excluding BQ, may be placed this battle.',
        [
            {
                "kind": "permission",
                "action": "place",
                "card_kinds": ["any_hero", "special"],
                "filters": ["excluding BQ"],
            }
        ],
    ),
    (
        "If placed, only that character may use the Special.",
        [
            {
                "kind": "condition",
                "when": "placed",
                "then": [{"kind": "exclusive", "who": ["that_character"]}],
            }
        ],
    ),
    (
        'May not be combined with a "One Per Deck" Special.',
        [{"kind": "combine", "allowed": False, "card_kinds": ["special", "one_per_deck"]}],
    ),
    (
        "Basic Universe cards are an additional +1 when used by Ra's Al Ghul.",
        [{"kind": "bonus_modifier", "who": "Ra's Al Ghul", "amount": 1}],
    ),
    (
        "Krakoa may not defend or be KO'd.",
        [{"kind": "cannot_defend"}, {"kind": "cannot_be_kod"}],
    ),
    (
        "At end of battle, no Hits are added to Character's Permanent Record.",
        [
            {"kind": "timing", "when": "end_of_battle"},
            {"kind": "hits_not_recorded", "who": "character"},
        ],
    ),
    (
        "X-World's Power card attacks are not affected by Special cards already in play.",
        [{"kind": "immunity", "who": "X-World's Power card attacks", "card_kinds": ["special"]}],
    ),
    (
        "Switch entire Permanent Record of any of The Princess Bar's Front Line Characters with "
        "Permanent Record of any Front Line teammate.",
        [
            {
                "kind": "switch_record",
                "who": "any of The Princess Bar's Front Line characters",
                "partner": "any Front Line teammate",
            }
        ],
    ),
    (
        "Draw card before resolving Opponent's action.",
        [{"kind": "trigger", "event": "before_resolving_action_of", "detail": "opponent"}],
    ),
    (
        "One front line hero of your choice is immediately KO'd.",
        [{"kind": "knock_out", "who": "front_line", "chosen_by": "player", "regardless": False}],
    ),
    (
        "Reserve hero immediately moves into play.",
        [{"kind": "character_move", "who": "reserve", "to": "front_line"}],
    ),
    (
        "May make one or both follow up attacks to any Universe: Teamwork card.",
        [
            {
                "kind": "permission",
                "action": "make_follow_up_attacks",
                "count": "one_or_both",
                "card_kinds": ["teamwork"],
            }
        ],
    ),
    (
        "Only Teamwork Universe cards that act as Strength attacks may be played this battle.",
        [
            {
                "kind": "play_restriction",
                "words": ["only:teamwork", "only:acts_as:strength"],
                "duration": "battle",
            }
        ],
    ),
]


@pytest.mark.parametrize(("text", "clauses"), CASES, ids=[c[0][:50] for c in CASES])
def test_group_a_construction(text: str, clauses: list[dict[str, Any]]) -> None:
    assert_tree(text, clauses)


@pytest.mark.parametrize("text", [c[0] for c in CASES], ids=[c[0][:50] for c in CASES])
def test_group_a_renders_and_round_trips(text: str) -> None:
    assert_renders_and_round_trips(text)


def test_group_a_rules_do_not_swallow_words() -> None:
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
    assert tree["canonical"].startswith("Choose 1 of opponent's Front Line characters.")


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
def test_group_a_variants(text: str, kinds: list[str]) -> None:
    tree = parse_effect(text)
    assert not tree.unparsed, tree.unparsed
    assert tree.kinds() == kinds
