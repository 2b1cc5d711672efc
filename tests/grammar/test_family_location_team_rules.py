"""Clause fields of the rules a location sets for its team: having a Battlesite, the Draw
Phase's draw ("may only draw 7": a cap), cards Placed on each character, the Reserve entering
on a KO, two characters switched before a phase, and cards adding to a Venture Total "when
they Hit". Each takes a team's subject ("X Team", "X Team's Reserve Character", "X Team
Characters") and keeps the team's printed name.
"""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests

OWN = [
    (
        "Wakanda Team may not have a Battlesite.",
        [{"kind": "battlesite_bar", "who": "team", "team_name": "Wakanda"}],
    ),
    (
        "Krakoa Team may only draw 6 cards during the Draw Phase.",
        [{"kind": "draw_phase_count", "who": "team", "count": 6, "limit": True}],
    ),
    (
        "Opponent must draw 9 cards during the Draw Phase.",
        [{"kind": "draw_phase_count", "who": "opponent", "count": 9, "limit": False}],
    ),
    (
        "Krakoa Team Characters may only have up to 2 Special cards Placed to each Character.",
        [
            {
                "kind": "placed_limit",
                "who": "team_characters",
                "max_cards": 2,
                "card_kinds": ["special"],
                "team_name": "Krakoa",
            }
        ],
    ),
    (
        "Krakoa Team's Reserve Character may enter battle immediately upon KO of any "
        "Front Line Character.",
        [
            {
                "kind": "reserve_entry",
                "who": "team_reserve",
                "on_ko_of": "any_front_line",
                "team_name": "Krakoa",
            }
        ],
    ),
    (
        "Before every Venture Phase, Krakoa Team may switch the Reserve Character with any "
        "Front Line Character.",
        [
            {"kind": "timing", "when": "before_every_venture_phase"},
            {
                "kind": "character_move",
                "who": "reserve",
                "to": "any_front_line",
                "swap": True,
                "by": "team",
            },
        ],
    ),
    (
        "Krakoa Team's Strength Power cards are +1 to Venture Total when they Hit.",
        [
            {
                "kind": "hit_venture_bonus",
                "who": "team",
                "icons": ["strength"],
                "card_kinds": ["power"],
                "amount": 1,
                "additional": False,
                "total_of": None,
            }
        ],
    ),
    (
        "Opponent's Special cards are an additional -1 to Opponent's Venture Total when they Hit.",
        [
            {
                "kind": "hit_venture_bonus",
                "who": "opponent_team",
                "card_kinds": ["special"],
                "amount": -1,
                "additional": True,
                "total_of": "opponent_team",
            }
        ],
    ),
]

REAL = [
    (
        "Sanctum Sanctorum",
        "Sanctum Sanctorum Team",
        [{"kind": "battlesite_bar", "who": "team", "team_name": "Sanctum Sanctorum"}],
    ),
    (
        "Onslaught's Citadel",
        "Onslaught's Citadel Team may only draw",
        [{"kind": "draw_phase_count", "count": 7, "limit": True}],
    ),
    (
        "Spawn's Alley",
        "Spawn's Alley Team",
        [{"kind": "placed_limit", "max_cards": 3, "card_kinds": []}],
    ),
    (
        "Latveria",
        "Latveria Team's Reserve",
        [{"kind": "reserve_entry", "on_ko_of": "front_line", "team_name": "Latveria"}],
    ),
    (
        "Hell's Kitchen",
        "Before every Discard Phase",
        [
            {"kind": "timing", "when": "before_every_discard_phase"},
            {"kind": "character_move", "team_name": "Hell's Kitchen", "by": "team"},
        ],
    ),
    (
        "The Outback",
        "The Outback Team's",
        [{"kind": "hit_venture_bonus", "amount": 2, "additional": True, "icons": ["intellect"]}],
    ),
    (
        "Blue Area of the Moon",
        "Blue Area Team's",
        [
            {
                "kind": "hit_venture_bonus",
                "amount": -2,
                "icons": ["energy"],
                "total_of": "team",
                "team_name": "Blue Area",
            }
        ],
    ),
]

test_own_sentences, test_real_sentences = faithful_field_tests(OWN, REAL)


def test_may_only_draw_is_a_cap_and_may_draw_is_not_read_as_one() -> None:
    capped = parse_effect("Krakoa Team may only draw 7 cards during the Draw Phase.")
    assert capped.clauses[0].limit is True
    assert "may only draw 7" in capped.canonical
    # a plain permission to draw in the Draw Phase says nothing of a count: not this clause
    loose = parse_effect("Krakoa Team may draw 7 cards during the Draw Phase.")
    assert not any(c.kind == "draw_phase_count" for c in loose.clauses)


def test_a_battlesite_is_only_ever_barred() -> None:
    tree = parse_effect("Krakoa Team may have a Battlesite.")
    assert not any(c.kind == "battlesite_bar" for c in tree.clauses)


def test_the_second_team_name_of_a_venture_bonus_is_printed_back() -> None:
    tree = parse_effect(
        "Blue Area Team's Energy Power Cards are -2 to Blue Area Team's Venture Total when "
        "they Hit."
    )
    assert tree.canonical.count("Blue Area Team's") == 2


def test_another_teams_venture_total_is_not_read_as_the_owners() -> None:
    tree = parse_effect(
        "Krakoa Team's Energy Power cards are -2 to Opponent's Venture Total when they Hit."
    )
    assert tree.status != "full" or not any(c.kind == "hit_venture_bonus" for c in tree.clauses)
