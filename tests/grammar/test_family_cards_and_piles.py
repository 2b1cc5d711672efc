"""Clause fields of real texts of the DC/JLA, Image and Monumental sets: drawing, discarding, searching, placing and deck rules.

Each case names a card and the start of one of its sentences; the sentence is read from
``../shared/data/`` and must parse in full into these clauses with these fields.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.grammar.clause_checks import assert_renders_and_round_trips, assert_tree
from tests.grammar.new_sets import sentence

CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    [
        "Blue Beetle™ - The Bug™",
        "Specials may not be duplicates.",
        [{"kind": "discipline", "action": "no_duplicates"}],
    ],
    [
        "Booster Gold™ - Skeets™",
        "May be duplicate.",
        [{"kind": "discipline", "action": "duplicates_allowed"}],
    ],
    [
        "Darkseid - Lord of Apokolips™",
        "Bonus not applied to damage, or Venture ",
        [{"kind": "discipline", "action": "bonus_not_applied_to_damage_or_venture"}],
    ],
    [
        "Neron - Your Soul Is Mine!",
        "Cards may be placed or in hand.",
        [{"kind": "discipline", "action": "cards_may_be_placed_or_in_hand"}],
    ],
    [
        "Robin - Surfing the Net",
        "Discard one Intellect Power card usable ",
        [
            {
                "kind": "paid_effect",
                "who": "self",
                "cost": [
                    {
                        "kind": "discard",
                        "who": "player",
                        "count": 1,
                        "from": "hand",
                        "to": "dead_pile",
                        "filter": "Intellect Power usable by:Robin",
                    }
                ],
                "then": [
                    {
                        "kind": "draw",
                        "who": "player",
                        "count": 4,
                        "from": "top_of_draw_pile",
                        "to": "hand",
                    }
                ],
            }
        ],
    ],
    [
        "Robin - Surfing the Net",
        "May keep duplicates.",
        [{"kind": "discipline", "action": "keep_duplicates"}],
    ],
    [
        "The Riddler - Prince of Puzzles",
        "The Riddler may exchange remaining cards",
        [
            {
                "kind": "exchange_cards",
                "who": "The Riddler",
                "count": "all",
                "give_from": "hand",
                "take_from": "top_of_draw_pile",
            }
        ],
    ],
    [
        "The Riddler - Prince of Puzzles",
        "May keep Duplicates.",
        [{"kind": "discipline", "action": "keep_duplicates"}],
    ],
    [
        "The Brave And The Bold - Justice League Case File: Batman vs. Kanto",
        "Card is discarded if it will end game.",
        [{"kind": "discipline", "action": "discarded_if_it_would_end_game"}],
    ],
    [
        "The Flash - Tapping the Speed Force",
        "Discard one Energy Power card usable by ",
        [
            {
                "kind": "paid_effect",
                "who": "self",
                "cost": [
                    {
                        "kind": "discard",
                        "who": "player",
                        "count": 1,
                        "from": "hand",
                        "to": "dead_pile",
                        "filter": "Energy Power usable by:The Flash",
                    }
                ],
                "then": [
                    {
                        "kind": "draw",
                        "who": "player",
                        "count": 4,
                        "from": "top_of_draw_pile",
                        "to": "hand",
                    }
                ],
            }
        ],
    ],
    [
        "Any Character - Massive Muscles",
        'Counts as a duplicate of all "Any Hero/C',
        [
            {
                "kind": "duplicate_of",
                "names": ["Any Hero/Character"],
                "card_set": "AR",
                "card_kinds": ["special"],
            }
        ],
    ],
    [
        "Backlash",
        "Counts as 18 points for Tournament Deckb",
        [{"kind": "deck_points", "points": 18}],
    ],
    [
        "Any Character - Super Speed",
        'Counts as a duplicate of all "Any Hero/C',
        [
            {
                "kind": "duplicate_of",
                "names": ["Any Hero/Character"],
                "card_set": "AA",
                "card_kinds": ["special"],
            }
        ],
    ],
    [
        "Any Character - Flight",
        'Counts as a duplicate of all "Any Hero/C',
        [
            {
                "kind": "duplicate_of",
                "names": ["Any Hero/Character"],
                "card_set": "AG",
                "card_kinds": ["special"],
            }
        ],
    ],
    ["Fairchild", "May not be duplicates.", [{"kind": "discipline", "action": "no_duplicates"}]],
    [
        "Malebolgia",
        "Counts as 23 points for Tournament Deckb",
        [{"kind": "deck_points", "points": 23}],
    ],
    [
        "Malebolgia - Signed in Blood",
        "Cannot be a duplicate.",
        [{"kind": "discipline", "action": "no_duplicates"}],
    ],
    [
        "Spawn© - Finite Power",
        "Cards may be Placed or in Hand.",
        [{"kind": "discipline", "action": "cards_may_be_placed_or_in_hand"}],
    ],
    [
        "Spawn - Magickal Chains",
        "Cannot be duplicate.",
        [{"kind": "discipline", "action": "no_duplicates"}],
    ],
    [
        "Stryker - Armed and Dangerous",
        "Discard 1 Strength Power card usable by ",
        [
            {
                "kind": "paid_effect",
                "who": "self",
                "cost": [
                    {
                        "kind": "discard",
                        "who": "player",
                        "count": 1,
                        "from": "hand",
                        "to": "dead_pile",
                        "filter": "Strength Power usable by:Stryker",
                    }
                ],
                "then": [
                    {
                        "kind": "draw",
                        "who": "player",
                        "count": 4,
                        "from": "top_of_draw_pile",
                        "to": "hand",
                    }
                ],
            }
        ],
    ],
    [
        "Tiffany - Heavenly Agent",
        "May not keep duplicates.",
        [{"kind": "discipline", "action": "no_keep_duplicates"}],
    ],
    [
        "Assault on Onslaught - Fuel for the Machine",
        "May be a duplicate.",
        [{"kind": "discipline", "action": "duplicates_allowed"}],
    ],
    ["New Warriors", "Keep duplicates.", [{"kind": "discipline", "action": "keep_duplicates"}]],
    [
        "Acolytes - Fabian Cortez",
        "Bonus not applied to damage or Venture t",
        [{"kind": "discipline", "action": "bonus_not_applied_to_damage_or_venture"}],
    ],
    [
        "The Hellfire Club - Tessa (misprint)",
        "Discard one MultiPower Power card usable",
        [
            {
                "kind": "paid_effect",
                "who": "self",
                "cost": [
                    {
                        "kind": "discard",
                        "who": "player",
                        "count": 1,
                        "from": "hand",
                        "to": "dead_pile",
                        "filter": "MultiPower Power usable by:The Hellfire Club",
                    }
                ],
                "then": [
                    {
                        "kind": "draw",
                        "who": "player",
                        "count": 4,
                        "from": "top_of_draw_pile",
                        "to": "hand",
                    }
                ],
            }
        ],
    ],
    [
        "Kree - Colonel Yon-Rogg",
        "Affects Venture total.",
        [{"kind": "discipline", "action": "affects_venture_total"}],
    ],
    [
        "Aquaman™ - Line",
        "Target character must discard all Placed",
        [
            {
                "kind": "discard",
                "who": "target",
                "count": "all",
                "from": "placed",
                "to": "dead_pile",
                "filter": "placed",
            },
            {"kind": "cannot_attack", "who": "target", "duration": "battle"},
        ],
    ],
    [
        "Black Canary™ - Street Smarts",
        "Black Canary may look at top 6 cards in ",
        [{"kind": "search", "pile": "opponent_draw_pile", "count": 6, "who": "Black Canary"}],
    ],
    [
        "Blue Beetle™ - Frictionless Foam",
        "Opponent must discard all placed Univers",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": "all",
                "from": "placed",
                "to": "dead_pile",
                "filter": "Universe placed",
            },
            {"kind": "venture_modifier", "who": "opponent", "amount": -3},
        ],
    ],
    [
        "Blue Beetle™ - The Bug™",
        "Blue Beetle may have an unlimited number",
        [
            {
                "kind": "placement",
                "may_be_placed": True,
                "who": "Blue Beetle",
                "card_kinds": ["special"],
                "duration": {"until": "Blue Beetle is KO'd"},
            }
        ],
    ],
    [
        "Booster Gold™ - Skeets™",
        "Choose 1 Power card usable by Booster Go",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "power_pack",
                "to": "hand",
                "filter": "Power card usable by Booster Gold",
                "chosen": True,
            }
        ],
    ],
    [
        "Booster Gold™ - Skeets™",
        "Reshuffle Power Pack.",
        [{"kind": "reshuffle", "pile": "power_pack"}],
    ],
    [
        "Doomsday - Engine of Destruction",
        "Sort through opponent's Draw Pile.",
        [{"kind": "search", "pile": "opponent_draw_pile"}],
    ],
    [
        "Doomsday - Engine of Destruction",
        "Choose any 1 card and remove it from the",
        [
            {"kind": "choose_cards", "who": "player", "count": 1, "from": "searched_cards"},
            {
                "kind": "discard",
                "who": "player",
                "count": 1,
                "from": "chosen",
                "to": "removed_from_game",
            },
        ],
    ],
    [
        "Doomsday - Engine of Destruction",
        "Reshuffle Draw Pile.",
        [{"kind": "reshuffle", "pile": "draw_pile"}],
    ],
    [
        "Green Lantern - Let's Get Medieval!",
        "All Any-Power cards on target character'",
        [
            {
                "kind": "cards_become",
                "owner": "target",
                "duration": "game",
                "icons": ["any_power"],
                "becomes_icons": ["strength"],
                "on_record": True,
            }
        ],
    ],
    [
        "Hawkman - Cestus Glove",
        "All Any-Power cards on target character'",
        [
            {
                "kind": "cards_become",
                "owner": "target",
                "duration": "game",
                "icons": ["any_power"],
                "becomes_icons": ["fighting"],
                "on_record": True,
            }
        ],
    ],
    [
        "Hazard - Cyber-Jacked",
        "Draw 3 cards.",
        [{"kind": "draw", "who": "player", "count": 3, "from": "draw_pile", "to": "hand"}],
    ],
    [
        "Hazard - Cyber-Jacked",
        "Discard duplicates.",
        [
            {
                "kind": "discard",
                "who": "player",
                "count": "all",
                "from": "hand",
                "to": "dead_pile",
                "filter": "duplicates",
                "duplicates": "discard",
            }
        ],
    ],
    [
        "Huntress - Thrill of the Hunt",
        "Reshuffle the Draw Pile.",
        [{"kind": "reshuffle", "pile": "draw_pile"}],
    ],
    [
        "Martian Manhunter - Martian Vision",
        "All Any-Power cards on target character'",
        [
            {
                "kind": "cards_become",
                "owner": "target",
                "duration": "game",
                "icons": ["any_power"],
                "becomes_icons": ["energy"],
                "on_record": True,
            }
        ],
    ],
    [
        "Neron - Seduction of the Innocent",
        "Opponent must discard all Placed Ally ca",
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
    ],
    [
        "Neron - Your Heart's Desire",
        "Choose 1 Special card not usable by Nero",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "draw_pile",
                "to": "hand",
                "filter": "Special card not usable by Neron",
                "chosen": True,
            }
        ],
    ],
    [
        "Orion - Consult the Source",
        "All Any-Power cards on Target character'",
        [
            {
                "kind": "cards_become",
                "owner": "target",
                "duration": "game",
                "icons": ["any_power"],
                "becomes_icons": ["intellect"],
                "on_record": True,
            }
        ],
    ],
    [
        "Orion - Boom Tube",
        "Orion's team may discard 3 cards to top ",
        [
            {
                "kind": "discard",
                "who": "team",
                "count": 3,
                "from": "hand",
                "to": "top_of_draw_pile",
                "may": True,
            }
        ],
    ],
    [
        "The Flash - Reap the Whirlwind",
        "Opponent must discard 1 Placed card of F",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": 1,
                "from": "placed",
                "to": "dead_pile",
                "filter": "placed choice of:Flash",
            }
        ],
    ],
    [
        "Thorn - Tell Me What You Know",
        "Opponent must reveal hand and play open ",
        [
            {"kind": "reveal", "who": "opponent"},
            {
                "kind": "permission",
                "who": "opponent",
                "action": "play_open_handed",
                "duration": "battle",
            },
        ],
    ],
    [
        "Curse - Brutal Dissection",
        "Target Character must discard all Placed",
        [
            {
                "kind": "discard",
                "who": "target",
                "count": "all",
                "from": "placed",
                "to": "dead_pile",
                "filter": "placed",
            }
        ],
    ],
    [
        "Fairchild",
        "May have 2 Universe cards Placed.",
        [{"kind": "placement", "may_be_placed": True, "card_kinds": ["universe"], "max_cards": 2}],
    ],
    [
        "Grunge - Dense",
        "Grunge may draw 1 card from the top of t",
        [{"kind": "draw", "who": "Grunge", "count": 1, "from": "top_of_draw_pile", "to": "hand"}],
    ],
    [
        "Malebolgia - Signed in Blood",
        "Choose one Tactic Artifact card from Dea",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "dead_pile",
                "to": "hand",
                "filter": "Tactic Artifact card",
                "chosen": True,
            }
        ],
    ],
    [
        "Overtkill - Mob Connections",
        "Opponent must immediately reveal any Spe",
        [{"kind": "reveal", "who": "opponent", "card_kinds": ["special"]}],
    ],
    [
        "Spawn - Magickal Chains",
        "Choose one Tactic Artifact card from Dra",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "draw_pile",
                "to": "hand",
                "filter": "Tactic Artifact card",
                "chosen": True,
            }
        ],
    ],
    [
        "Spawn - Magickal Chains",
        "Reshuffle Draw pile.",
        [{"kind": "reshuffle", "pile": "draw_pile"}],
    ],
    [
        "Tiffany - Holy Order",
        "Tiffany may have an unlimited number of ",
        [
            {
                "kind": "placement",
                "may_be_placed": True,
                "who": "Tiffany",
                "card_kinds": ["special"],
                "duration": {"until": "Tiffany is KO'd"},
            }
        ],
    ],
    [
        "Velocity - Speedthrough",
        "Opponent must discard 1 Placed card of V",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": 1,
                "from": "placed",
                "to": "dead_pile",
                "filter": "placed choice of:Velocity",
            }
        ],
    ],
    [
        "Violator - Devil's Advocate",
        "Target Character must discard 1 Placed T",
        [
            {
                "kind": "discard",
                "who": "target",
                "count": 1,
                "from": "placed",
                "to": "dead_pile",
                "filter": "Tactic placed",
            }
        ],
    ],
    [
        "Any Character - Bastion",
        "This card may be Placed.",
        [{"kind": "placement", "may_be_placed": True}],
    ],
    [
        "Assault on Onslaught - Fuel for the Machine",
        "Sort through Draw Pile card by card.",
        [{"kind": "search", "pile": "draw_pile", "card_by_card": True}],
    ],
    [
        "Alpha Flight - Snowbird",
        "Draw top card from Draw Pile.",
        [{"kind": "draw", "who": "player", "count": 1, "from": "top_of_draw_pile", "to": "hand"}],
    ],
    [
        "Hydra - A.I.M.",
        "Draw 1 card, do not discard if duplicate",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "draw_pile",
                "to": "hand",
                "duplicates": "keep",
            }
        ],
    ],
    [
        "Nick Fury - Dum Dum Dugan",
        "Nick Fury may draw 1 card from the top o",
        [
            {
                "kind": "draw",
                "who": "Nick Fury",
                "count": 1,
                "from": "top_of_draw_pile",
                "to": "hand",
            }
        ],
    ],
    [
        "Acolytes - Senyaka",
        "All Any-Power cards on Target Character'",
        [
            {
                "kind": "cards_become",
                "owner": "target",
                "duration": "game",
                "icons": ["any_power"],
                "becomes_icons": ["energy"],
                "on_record": True,
            }
        ],
    ],
    [
        "The Enforcers",
        "May have 2 Special cards placed.",
        [{"kind": "placement", "may_be_placed": True, "card_kinds": ["special"], "max_cards": 2}],
    ],
    [
        "The Hand - Shinobi Shaw",
        "All Any-Power cards on Target Character'",
        [
            {
                "kind": "cards_become",
                "owner": "target",
                "duration": "game",
                "icons": ["any_power"],
                "becomes_icons": ["intellect"],
                "on_record": True,
            }
        ],
    ],
    [
        "The Hellfire Club - Sebastian Shaw",
        "Sebastian Shaw may draw 1 card from the ",
        [
            {
                "kind": "draw",
                "who": "Sebastian Shaw",
                "count": 1,
                "from": "top_of_draw_pile",
                "to": "hand",
            }
        ],
    ],
    [
        "The Hellfire Club - Trevor Fitzroy",
        "Opponent must discard all Placed Tactic ",
        [
            {
                "kind": "discard",
                "who": "opponent",
                "count": "all",
                "from": "placed",
                "to": "dead_pile",
                "filter": "Tactic placed",
            },
            {"kind": "venture_modifier", "who": "opponent", "amount": -3},
        ],
    ],
    [
        "Kree - Supreme Intelligence",
        "Kree's team may discard any number of ca",
        [
            {
                "kind": "discard",
                "who": "team",
                "count": "any_number",
                "from": "hand",
                "to": "top_of_draw_pile",
                "may": True,
            }
        ],
    ],
    [
        "Morlocks - Caliban",
        "Choose one Activator card from Draw pile",
        [
            {
                "kind": "draw",
                "who": "player",
                "count": 1,
                "from": "draw_pile",
                "to": "hand",
                "filter": "Activator card",
                "chosen": True,
            }
        ],
    ],
    [
        "Reavers - Deathstrike",
        "Choose any 1 card and remove it from gam",
        [
            {"kind": "choose_cards", "who": "player", "count": 1, "from": "searched_cards"},
            {
                "kind": "discard",
                "who": "player",
                "count": 1,
                "from": "chosen",
                "to": "removed_from_game",
            },
        ],
    ],
    [
        "Serpent Society - Anaconda",
        "All Any-Power cards on Target Character'",
        [
            {
                "kind": "cards_become",
                "owner": "target",
                "duration": "game",
                "icons": ["any_power"],
                "becomes_icons": ["strength"],
                "on_record": True,
            }
        ],
    ],
    [
        "The Starjammers",
        "May have 2 Power cards Placed.",
        [{"kind": "placement", "may_be_placed": True, "card_kinds": ["power"], "max_cards": 2}],
    ],
    [
        "Shi'ar - Warstar",
        "All Any-Power cards on Target Character'",
        [
            {
                "kind": "cards_become",
                "owner": "target",
                "duration": "game",
                "icons": ["any_power"],
                "becomes_icons": ["fighting"],
                "on_record": True,
            }
        ],
    ],
    [
        "Starjammers - Raza",
        "Target Character must discard all Placed",
        [
            {
                "kind": "discard",
                "who": "target",
                "count": "all",
                "from": "placed",
                "to": "dead_pile",
                "filter": "placed",
            },
            {"kind": "cannot_attack", "who": "target", "duration": "battle"},
        ],
    ],
    [
        "Shi'ar - M'krann Crystal (sic)",
        "Shi'ar may look at top 6 cards in oppone",
        [{"kind": "search", "pile": "opponent_draw_pile", "count": 6, "who": "Shi'ar"}],
    ],
]


@pytest.mark.parametrize(
    ("name", "start", "clauses"), CASES, ids=[f"{n}: {s}" for n, s, _ in CASES]
)
def test_clause_fields(name: str, start: str, clauses: list[dict[str, Any]]) -> None:
    assert_tree(sentence(name, start), clauses)


@pytest.mark.parametrize(("name", "start"), [(n, s) for n, s, _ in CASES[::4]])
def test_renders_and_survives_json(name: str, start: str) -> None:
    assert_renders_and_round_trips(sentence(name, start))
