"""Clause fields of event, location, aspect and tactic texts: who the effect names (a team,
the opponent's Front Line, any Front Line character, that character), characters moved,
switched and returned, attacks against one character, and effects bought with a cost.

Real sentences are read from ``../shared/data/`` (any of the ten sets) by card name and the
start of the sentence; each must parse ``full`` into these clauses with these fields, and its
canonical text must parse back to the same clauses.
"""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from tests.grammar.clause_checks import assert_full_and_round_trips, assert_tree
from tests.grammar.modal_readings import modal_held_or_unread
from tests.grammar.new_sets import sentence_of
from tests.grammar.ten_sets import entries


def real_sentence(name: str, start: str) -> str:
    """The sentence beginning with ``start`` of the card of this name (any set, any
    printing); the test is skipped when the card data is not there."""
    texts = [e.text for e in entries() if e.name.replace("\u2122", "") == name]
    if not texts:
        pytest.skip(f"card {name!r} is not in the card data")
    return sentence_of(texts, name, start)


def assert_fields_full_and_round_trips(text: str, clauses: list[dict[str, Any]]) -> None:
    assert_tree(text, clauses)
    assert_full_and_round_trips(text)


# (card name, start of the sentence, expected clauses)
REAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    (
        "Race Against Crime - Justice League Case Files #661216.09",
        "Switch any front line hero",
        [{"kind": "character_move", "who": "any_front_line", "to": "reserve", "swap": True}],
    ),
    (
        "Might over Mind - Justice League Case Files #179603.06",
        "Move the reserve character",
        [
            {
                "kind": "character_move",
                "who": "reserve",
                "to": "front_line",
                "duration": "battle",
                "swap": False,
                "when": None,
            }
        ],
    ),
    (
        "Might over Mind - Justice League Case Files #179603.06",
        "Return that character",
        [
            {
                "kind": "character_move",
                "who": "that_character",
                "to": "reserve",
                "when": "end_of_battle",
                "duration": None,
            }
        ],
    ),
    (
        "Might over Mind - Justice League Case Files #179603.01",
        "Choose 1 of opponent's",
        [{"kind": "choose_character", "count": 1, "among": "opponent_front_line"}],
    ),
    (
        "Secret Wars - Ambushed!",
        "All attacks on chosen character",
        [
            {
                "kind": "attack_modifier",
                "who": "all_characters",
                "against": "chosen",
                "amount": 1,
                "duration": "battle",
            }
        ],
    ),
    (
        "Any Homebase - A-Next",
        "Any Front Line Character may make",
        [{"kind": "additional_attack", "who": "any_front_line", "count": 1}],
    ),
    (
        "Ship - Celestial Origin",
        "For remainder of game",
        [
            {
                "kind": "paid_effect",
                "who": "team",
                "duration": "game",
                "cost": [{"kind": "permission", "action": "use", "icons": ["intellect"]}],
                "then": [
                    {
                        "kind": "remove_hits",
                        "who": "any_front_line",
                        "count": 1,
                        "record": "permanent",
                    }
                ],
            }
        ],
    ),
    (
        "Coming of Galactus - Coordinated Effort",
        "All Tactic cards with",
        [
            {
                "kind": "attack_modifier",
                "who": "all_characters",
                "card_kinds": ["tactic"],
                "icons": ["intellect"],
                "amount": 1,
                "duration": "battle",
            }
        ],
    ),
    (
        "The Crossing - Otherworldly Plot",
        "All Universe card bonuses",
        [
            {
                "kind": "bonus_modifier",
                "who": "all_characters",
                "card_kinds": ["universe"],
                "amount": 1,
                "duration": "battle",
            }
        ],
    ),
    (
        "Department H",
        "Department H Team's",
        [
            {
                "kind": "bonus_modifier",
                "who": "team",
                "team_name": "Department H",
                "card_kinds": ["teamwork"],
                "amount": 1,
            }
        ],
    ),
    (
        "Shattered Image - Witchblade on the Scene...",
        "All power cards",
        [
            {
                "kind": "permission",
                "who": "any_front_line",
                "action": "play",
                "card_kinds": ["power"],
                "count": "all",
            }
        ],
    ),
    (
        "Assault on Onslaught - Fighting Spirit Lives!",
        "All Special Cards in your hand",
        [
            {
                "kind": "permission",
                "who": "any_character",
                "card_kinds": ["special"],
                "count": "all",
                "source": "hand",
                "duration": "battle",
            }
        ],
    ),
    (
        "Coming of Galactus - Herald Betrays Galactus",
        "No Universe: Ally",
        [{"kind": "play_restriction", "who": "all_characters", "card_kinds": ["ally"]}],
    ),
    (
        "Infestation Incident - Alien Creature Rampages!",
        "All heroes KO'd this battle",
        [{"kind": "continue_fighting", "who": "characters_kod_this_battle"}],
    ),
    (
        "Myrlu Symbiote",
        "Teammate may play any Power card",
        [
            {
                "kind": "permission",
                "who": "teammate",
                "action": "play",
                "card_kinds": ["power"],
                "filters": ["usable by Front Line character"],
                "purpose": "defense",
            }
        ],
    ),
    (
        "The Witchblade",
        "Teammate may play any Power card",
        [{"kind": "permission", "who": "teammate", "purpose": "attack"}],
    ),
    (
        "Avenger's ID Card",
        "Teammate may use Tactic: Double Shot",
        [
            {
                "kind": "permission",
                "who": "teammate",
                "action": "use_to_avoid",
                "card_kinds": ["doubleshot"],
                "filters": ["normal_contribution"],
                "attacks": None,
            }
        ],
    ),
    (
        "Avengers Mansion",
        "Avengers Mansion Team may use",
        [
            {
                "kind": "permission",
                "who": "team",
                "team_name": "Avengers Mansion",
                "action": "use_to_avoid",
                "card_kinds": ["doubleshot"],
                "filters": ["normal_contribution"],
            }
        ],
    ),
    (
        "The Brave And The Bold - Justice League Case File: Darkseid's Elite",
        "All inherent abilities",
        [{"kind": "ability_bonus", "target": "attack", "amount": 1, "duration": "battle"}],
    ),
    (
        "The Brave And The Bold - Justice League Case File: Aquaman vs. Deep Six",
        "All inherent abilities",
        [{"kind": "ability_bonus", "target": "defense", "amount": 1, "duration": "battle"}],
    ),
    (
        "Any Mission: Justice League Case File - Sovereign Seven",
        "Remove 1 hit",
        [{"kind": "remove_hits", "who": "characters_with_ability", "count": 1}],
    ),
    (
        "Coming of Galactus - Desperate Gamble",
        "Players must venture",
        [
            {
                "kind": "venture_cards",
                "who": "both_players",
                "count": 2,
                "required": True,
                "duration": "battle",
            }
        ],
    ),
    (
        "Secret Wars - Charmed",
        "Event is ignored",
        [{"kind": "event_ignored", "who": "either_player", "front_line": 1, "unable": []}],
    ),
    (
        "X-Mansion - Mutant Schooling",
        "For remainder of game",
        [
            {
                "kind": "trigger",
                "event": "after_playing",
                "detail": "any Tactic: Doubleshot card",
                "duration": "game",
                "then": [{"kind": "draw", "who": "team", "count": 1}],
            }
        ],
    ),
    (
        "Morlock Tunnels - Hidden World",
        "Morlock Tunnels' team may play",
        [
            {
                "kind": "permission",
                "who": "team",
                "action": "play_face_down",
                "card_kinds": ["numerical"],
                "purpose": "attack",
                "duration": "battle",
            }
        ],
    ),
    (
        "The Savage Land",
        "Opponent may make 1 attack",
        [
            {
                "kind": "attack_after_concede",
                "who": "opponent",
                "count": 1,
                "by": "team",
                "team_name": "Savage Land",
            }
        ],
    ),
    (
        "Shadowhelmet",
        "Teammate may make 1 attack",
        [{"kind": "attack_after_concede", "who": "teammate", "count": 1, "by": "opponent"}],
    ),
    (
        "The Big Apple",
        "Big Apple Team begins game",
        [
            {"kind": "starting_missions", "who": "team", "pile": "reserve_missions", "count": 6},
            {"kind": "starting_missions", "who": "team", "pile": "defeated_missions", "count": 1},
        ],
    ),
    (
        "Mojoworld",
        "During Discard Phase",
        [
            {"kind": "timing", "when": "during_discard_phase"},
            {
                "kind": "remove_hits",
                "who": "any_character",
                "by": "team",
                "team_name": "Mojoworld",
                "filter": "Special card",
                "record": "any",
            },
        ],
    ),
    (
        "X-world",
        "X-World's Power card attacks",
        [{"kind": "immunity", "card_kinds": ["special"], "in_play": True}],
    ),
    (
        "Shattered Image - Cyberforce vs. The Mercs...",
        "No attacks may be moved",
        [{"kind": "no_shift", "who": "target", "every_player": True, "duration": "battle"}],
    ),
    (
        "Captain Universe",
        "+1 to any Special cards",
        [{"kind": "bonus", "amount": 1, "card_kinds": ["special"], "filter": "with an icon"}],
    ),
    (
        "Race Against Crime - Justice League Case Files #661216.10",
        "All attacks with an energy icon",
        [
            {
                "kind": "must_attack",
                "who": "same_front_line",
                "by": "both_players",
                "icons": ["energy"],
                "duration": {"until": "end of battle or that character is KO'd"},
            }
        ],
    ),
    (
        "Might over Mind - Justice League Case Files #179603.04",
        "Choose 1 front line hero",
        [
            {"kind": "choose_character", "count": 1, "among": "front_line"},
            {"kind": "play_restriction", "who": "chosen", "duration": "battle"},
            {"kind": "cannot_be_attacked", "who": "chosen", "duration": "battle"},
        ],
    ),
    (
        "Maximum Carnage - Lambs to the Slaughter",
        "Continue this battle",
        [
            {"kind": "discipline", "action": "no_venturing_this_battle"},
            {"kind": "concede", "allowed": False},
        ],
    ),
    (
        "Separation Anxiety - Caught by Surprise",
        "No placed cards",
        [
            {
                "kind": "play_restriction",
                "who": "all_characters",
                "placed": True,
                "duration": "battle",
            }
        ],
    ),
    (
        "The Crossing - Time Travellers Vanquished",
        "No cards that have the word",
        [{"kind": "play_restriction", "who": "all_characters", "words": ["teammate"]}],
    ),
    (
        "Infinity Gauntlet - Mad God Raises Dead!",
        "If 3 heroes are still in play",
        [
            {
                "kind": "condition",
                "when": "characters_in_play",
                "then": [{"kind": "character_move", "who": "resurrected", "to": "reserve"}],
            }
        ],
    ),
]


@pytest.mark.parametrize(("name", "start", "clauses"), REAL, ids=[f"{n}: {s}" for n, s, _ in REAL])
def test_real_sentence_fields(name: str, start: str, clauses: list[dict[str, Any]]) -> None:
    assert_fields_full_and_round_trips(real_sentence(name, start), clauses)


# Short texts in the game's words, one phrase varied at a time.
OWN: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Switch the reserve character with any front line character.",
        [{"kind": "character_move", "who": "reserve", "to": "any_front_line", "swap": True}],
    ),
    (
        "Return chosen character to reserve at end of battle.",
        [{"kind": "character_move", "who": "chosen", "when": "end_of_battle"}],
    ),
    (
        "Choose 2 of opponent's front line heroes.",
        [{"kind": "choose_character", "count": 2, "among": "opponent_front_line"}],
    ),
    (
        "All attacks against target character are at -2 this battle.",
        [{"kind": "attack_modifier", "who": "all_characters", "against": "target", "amount": -2}],
    ),
    (
        "All Energy Power cards are -1 this battle.",
        [{"kind": "attack_modifier", "who": "all_characters", "icons": ["energy"], "amount": -1}],
    ),
    (
        "Energy Power cards are +2 when used for defense.",
        [{"kind": "defense_modifier", "who": "self", "icons": ["energy"], "amount": 2}],
    ),
    (
        "Opponent's Universe card bonuses receive an additional -1 this battle.",
        [{"kind": "bonus_modifier", "who": "opponent", "amount": -1, "card_kinds": ["universe"]}],
    ),
    (
        "All Power cards in your hand may be played by the reserve hero.",
        [{"kind": "permission", "who": "reserve", "count": "all", "source": "hand"}],
    ),
    (
        "Reserve hero may use Doubleshot cards to avoid any attack.",
        [{"kind": "permission", "action": "use_to_avoid", "filters": []}],
    ),
    (
        "Opponent may play any Energy Power card usable by Target Character to attack.",
        [{"kind": "permission", "who": "opponent", "icons": ["energy"], "purpose": "attack"}],
    ),
    (
        "All inherent abilities receive an additional -1 this battle.",
        [{"kind": "ability_bonus", "target": None, "amount": -1}],
    ),
    (
        "Teammate may venture three mission cards with no penalty.",
        [{"kind": "venture_cards", "count": 3, "penalty": False, "required": False}],
    ),
    (
        "Event is ignored if either player has only 2 front line heroes.",
        [{"kind": "event_ignored", "who": "either_player", "front_line": 2}],
    ),
    (
        "Opponent may play Energy cards face down this battle.",
        [{"kind": "permission", "action": "play_face_down", "icons": ["energy"], "purpose": None}],
    ),
    (
        "Teammate may draw 2 cards immediately after playing a Universe: Teamwork card.",
        [{"kind": "trigger", "event": "after_playing", "detail": "any Universe: Teamwork card"}],
    ),
    (
        "Target character may make 2 attacks after opponent has conceded the battle.",
        [{"kind": "attack_after_concede", "who": "target", "count": 2, "by": "opponent"}],
    ),
    (
        "Reserve hero is not affected by Event cards for remainder of game.",
        [{"kind": "immunity", "who": "reserve", "card_kinds": ["event"], "in_play": False}],
    ),
    (
        "Teammate may remove 1 Power card Hit from any character.",
        [{"kind": "remove_hits", "who": "any_character", "by": "teammate", "record": "any"}],
    ),
    (
        "No attacks may be moved from chosen character to another hero.",
        [{"kind": "no_shift", "who": "chosen", "every_player": True, "duration": None}],
    ),
    (
        "All attacks with a Fighting icon must be made against the same front line hero "
        "this battle, until hero is KO'd.",
        [{"kind": "must_attack", "who": "same_front_line", "icons": ["fighting"]}],
    ),
    (
        "No Energy cards may be played this battle.",
        [{"kind": "play_restriction", "icons": ["energy"], "placed": False}],
    ),
    (
        "Remove 2 Hits from the Permanent Record of any front line character.",
        [{"kind": "remove_hits", "who": "any_front_line", "count": 2}],
    ),
]


@pytest.mark.parametrize(("text", "clauses"), OWN, ids=[t for t, _ in OWN])
def test_own_sentence_fields(text: str, clauses: list[dict[str, Any]]) -> None:
    assert_fields_full_and_round_trips(text, clauses)


def test_a_front_line_character_of_the_players_choice_keeps_any() -> None:
    """ "any front line hero" and "front line hero" differ: the first is the player's pick."""
    chosen = parse_effect("Switch any front line hero with the reserve hero.").clauses[0]
    assert chosen.who == "any_front_line"
    assert "any Front Line hero" in parse_effect(chosen.render()).canonical


def test_an_event_is_ignored_when_the_players_cannot_do_what_it_asks() -> None:
    text = "Event is ignored if both players cannot venture two mission cards."
    (clause,) = parse_effect(text).to_json()["clauses"]
    assert clause["kind"] == "event_ignored"
    assert clause["who"] == "both_players"
    assert [(c["kind"], c["count"], c["required"]) for c in clause["unable"]] == [
        ("venture_cards", 2, False)
    ]
    assert parse_effect(text).canonical == (
        "Event is ignored if both players cannot venture 2 Mission cards."
    )


def test_may_not_venture_a_number_of_missions_is_not_read_as_may() -> None:
    modal_held_or_unread("Teammate may not venture two mission cards.", "may not")


def test_starting_missions_in_two_piles_render_as_one_sentence() -> None:
    text = (
        "Opponent's team begins game with 2 Mission cards in Reserve Missions Pile and "
        "3 Mission cards in Defeated Missions Pile."
    )
    tree = parse_effect(text)
    assert [(c.pile, c.count) for c in tree.clauses] == [
        ("reserve_missions", 2),
        ("defeated_missions", 3),
    ]
    assert tree.canonical.count(".") == 1


def test_two_bars_on_one_character_render_as_the_one_sentence_printed() -> None:
    tree = parse_effect("Target character may not play any cards or be attacked this battle.")
    assert [c.kind for c in tree.clauses] == ["play_restriction", "cannot_be_attacked"]
    assert tree.canonical == (
        "Target Character may not play any cards or be attacked for remainder of battle."
    )
    # bars on two different characters stay two sentences
    apart = parse_effect("Teammate may not play any cards. Target character may not be attacked.")
    assert apart.canonical.count(".") == 2
