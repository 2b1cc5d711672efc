"""Clause fields of the wordings locations, aspects, events, tactics, universe cards and
characters' inherent abilities share, over every real text of the ten sets that prints them.

Each case is a wording (a regular expression) and the fields every matching text's clauses
must carry; every matching text must be ``full``, keep its facts and round-trip, so a rule
that only fits one card's sentence cannot pass.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import lost_facts, round_trips
from rules.engine import reach
from tests.engine.real_texts import rows


def _texts(pattern: str, kind: str | None) -> list[str]:
    found = re.compile(pattern, re.IGNORECASE)
    return sorted({text for _row, text in rows(kind) if found.search(text)})


def _clauses(text: str) -> list[dict[str, Any]]:
    return list(reach.walk(c.to_json() for c in parse_effect(text).clauses))


def _has(clauses: list[dict[str, Any]], want: dict[str, Any]) -> bool:
    return any(all(c.get(k) == v for k, v in want.items()) for c in clauses)


# (card type, wording, fields some clause of every matching text carries, least matches)
CASES: list[tuple[str | None, str, dict[str, Any], int]] = [
    # leads and durations: an ability that holds in every battle
    (
        "character",
        r"^(Opponent's )?Team is [+-]\d to Venture Total per battle\.$",
        {"kind": "venture_modifier", "duration": "each_battle"},
        2,
    ),
    (
        "location",
        r"Venture Total per battle if (opponent is )?using",
        {"kind": "venture_modifier", "who": "team", "duration": "each_battle"},
        2,
    ),
    # characters: card bonuses printed "when used ..."
    (
        "character",
        r"^\w+ Power cards are \+\d when used for defense\.$",
        {"kind": "defense_modifier", "when_used": True, "card_kinds": ["power"]},
        6,
    ),
    (
        "character",
        r"^\w+ Power cards are \+\d when used to attack\.$",
        {"kind": "attack_modifier", "when_used": True, "card_kinds": ["power"]},
        5,
    ),
    # locations: the named team of a home base
    (
        "location",
        r"^[\w ,&'-]+ Team'?s? \w+ Power cards are [+-]\d to attack\.$",
        {"kind": "attack_modifier", "who": "team"},
        5,
    ),
    (
        "location",
        r"^[\w ,&'-]+ Team's \w+ Power cards are [+-]\d to defense\.$",
        {"kind": "defense_modifier", "who": "team"},
        1,
    ),
    (
        "location",
        r"^During (the )?Discard Phase, [\w ]+ Team may discard",
        {"kind": "timing", "when": "during_discard_phase"},
        1,
    ),
    # tactics: a cost paid in a Power Grid rating, and the uses of the card it acts as
    (
        "tactic",
        r"^6 \w+ to use acts as 4 \w+ Power card\.",
        {"kind": "requirement", "who": "self", "value": 6, "compare": ">="},
        10,
    ),
    (
        "tactic",
        r"^6 \w+ to use acts as 4 \w+ Power card\.",
        {"kind": "acts_as_power", "level": 4, "uses": ["attack", "defense"]},
        10,
    ),
    (
        "universe",
        r"^Cost/Action: \d \w+ to use\.",
        {"kind": "requirement", "who": "self", "compare": ">="},
        1,
    ),
    # characters: families of Special cards named after a character
    (
        "character",
        r'^May play any "[^"]+" Special cards\.$',
        {"kind": "permission", "action": "play", "card_kinds": ["special"], "count": None},
        3,
    ),
    (
        "character",
        r"^May play any [A-Z][\w-]*( [A-Z][\w-]*)? Special Cards\.$",
        {"kind": "permission", "action": "play", "card_kinds": ["special"]},
        4,
    ),
    # events: bars on every player and the cards they leave in hand
    (
        "event",
        r"^No \w+ Power cards may be played this battle\. Affected Power cards",
        {"kind": "discipline", "card_kinds": ["power"]},
        4,
    ),
    (
        "event",
        r'^No cards with the word "\w+" may be played this battle\.$',
        {"kind": "play_restriction", "who": "all_characters", "verb": "play"},
        3,
    ),
    (
        "event",
        r"^No cards may be placed this battle\.$",
        {"kind": "play_restriction", "who": "all_characters", "verb": "place"},
        1,
    ),
    (
        "event",
        r"^Remove (all|1) hits? (with an? \w+ icon )?from the permanent record of all heroes\.$",
        {"kind": "remove_hits", "who": "all_characters", "record": "permanent"},
        4,
    ),
]


@pytest.mark.parametrize(
    ("kind", "pattern", "fields", "least"), CASES, ids=[c[1][:60] for c in CASES]
)
def test_every_text_of_the_wording_is_read_faithfully(kind, pattern, fields, least):
    texts = _texts(pattern, kind)
    assert len(texts) >= least, texts
    for text in texts:
        tree = parse_effect(text)
        assert tree.status == "full", (text, tree.to_json())
        assert _has(_clauses(text), fields), (text, _clauses(text))
        assert not lost_facts(text, tree), (text, tree.canonical)
        assert round_trips(tree), (text, tree.canonical)


@pytest.mark.parametrize(
    ("text", "team_name", "rendered"),
    [
        (
            "Krakoa Team's Energy Power cards are +2 to attack.",
            "Krakoa",
            "Krakoa Team's Energy Power cards are +2 to attack.",
        ),
        (
            "Gamma Base Team -2 to Venture Total per battle.",
            "Gamma Base",
            "Gamma Base Team -2 to Venture Total each battle.",
        ),
        (
            "Mojoworld's team may draw 1 card from top of Draw Pile.",
            "Mojoworld",
            "Mojoworld Team may draw 1 card from the top of the Draw Pile.",
        ),
    ],
)
def test_a_named_team_is_kept_and_rendered(text, team_name, rendered):
    tree = parse_effect(text)
    assert tree.status == "full"
    (clause,) = tree.clauses
    assert clause.who == "team"  # the engine applies it to the card's own team
    assert clause.team_name == team_name
    assert tree.canonical == rendered
    assert round_trips(tree)


def test_a_team_without_a_name_has_none_in_its_json():
    (clause,) = parse_effect("Team is +2 to Venture Total per battle.").clauses
    assert clause.team_name is None
    assert "team_name" not in clause.to_json()


@pytest.mark.parametrize(
    ("text", "duration"),
    [
        ("Team is +2 to Venture Total per battle.", "each_battle"),
        ("Team is +2 to Venture Total each battle.", "each_battle"),
        ("Team is +2 to Venture Total this battle.", "battle"),
        ("Team is +2 to Venture Total for remainder of battle.", "battle"),
    ],
)
def test_per_battle_is_every_battle_not_the_remainder_of_one(text, duration):
    (clause,) = parse_effect(text).clauses
    assert clause.duration == duration


def test_a_bonus_when_used_for_defense_is_a_defense_modifier():
    (clause,) = parse_effect("Energy Power cards are +2 when used for defense.").clauses
    assert (clause.kind, clause.amount, clause.icons, clause.when_used) == (
        "defense_modifier",
        2,
        ("energy",),
        True,
    )
    (plain,) = parse_effect("Energy Power cards are +2 to defense.").clauses
    assert plain.when_used is False and plain.render().endswith("+2 to defense.")


@pytest.mark.parametrize(
    ("text", "lead", "canonical"),
    [
        (
            "Team +5 to Venture Total when KO'd.",
            "when",
            "When KO'd, team +5 to Venture Total.",
        ),
        (
            "When KO'd, Phoenix may continue to fight and is not discarded until end of battle.",
            "when",
            "When KO'd, Phoenix may continue to fight and is not discarded until end of battle.",
        ),
    ],
)
def test_a_characters_own_ko_keeps_its_wording(text, lead, canonical):
    tree = parse_effect(text)
    (clause,) = tree.clauses
    assert (clause.kind, clause.when, clause.lead) == ("condition", "self_ko", lead)
    assert tree.status == "full" and tree.canonical == canonical
    assert round_trips(tree)


@pytest.mark.parametrize(
    ("text", "duplicates", "if_duplicate", "canonical"),
    [
        ("Discard if duplicate.", "discard", True, "Discard if duplicate."),
        ("Do not discard if duplicate.", "keep", True, "Do not discard if duplicate."),
        ("Discard duplicates.", "discard", False, "Discard all duplicates."),
    ],
)
def test_a_drawn_duplicate_is_told_from_all_duplicates(text, duplicates, if_duplicate, canonical):
    tree = parse_effect(text)
    (clause,) = tree.clauses
    assert (clause.kind, clause.duplicates, clause.if_duplicate) == (
        "discard",
        duplicates,
        if_duplicate,
    )
    assert tree.status == "full" and tree.canonical == canonical
    assert round_trips(tree)
