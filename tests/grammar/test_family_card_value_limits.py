"""Value and level limits on the cards a clause lets a character use, combine, play, place or
discard: "may use Energy Power cards of 4 or less to avoid any attack", "may combine Fighting
Power cards of 4 or less for a single attack", "Discard all Power cards with a value of 5 or
less", "Power cards level 6 through 8". The limit is kept in the clause's fields
(``max_value`` / ``min_value`` beside ``levels``), whatever the verb."""

from __future__ import annotations

from typing import Any

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful
from tests.grammar.clause_checks import (
    assert_full_and_round_trips,
    assert_tree,
    faithful_field_tests,
)
from tests.grammar.ten_sets import card_text


def avoid_with(**fields: Any) -> dict[str, Any]:
    return {"kind": "permission", "action": "use_to_avoid", "card_kinds": ["power"], **fields}


def bar(**fields: Any) -> dict[str, Any]:
    return {"kind": "play_restriction", "card_kinds": ["power"], **fields}


OWN: list[tuple[str, list[dict[str, Any]]]] = [
    # use ... to avoid / to defend
    (
        "May use Energy Power cards of 4 or less to avoid any attack.",
        [avoid_with(who="self", icons=["energy"], max_value=4, levels=None)],
    ),
    (
        "Storm may use Energy Power cards with a value of 5 or greater to avoid any attack.",
        [avoid_with(who="Storm", icons=["energy"], min_value=5)],
    ),
    (
        "Teammate may use Fighting Power cards of 8 or less to avoid any attack made against "
        "Teammate for remainder of battle.",
        [avoid_with(who="teammate", icons=["fighting"], max_value=8, duration="battle")],
    ),
    (
        "Reserve character may use Power cards of 6 or less to defend any Front Line character "
        "this battle.",
        [{"kind": "permission", "action": "use_to_defend", "max_value": 6}],
    ),
    # combine
    (
        "Longshot may combine Fighting Power cards of 4 or less for a single attack.",
        [
            {
                "kind": "combine",
                "who": "Longshot",
                "count": "any",
                "icons": ["fighting"],
                "max_value": 4,
                "levels": None,
            }
        ],
    ),
    (
        "May combine with 1 Power card of 5 or less for a single attack.",
        [{"kind": "combine", "count": 1, "card_kinds": ["power"], "max_value": 5}],
    ),
    (
        "Teammate with 6 Intellect must combine with Strength Power card of 4 or less for a "
        "single attack or defense.",
        [{"kind": "combine", "required": True, "icons": ["strength"], "max_value": 4}],
    ),
    (
        "May combine with 1 Power card with a value of 6 or greater for a single attack.",
        [{"kind": "combine", "count": 1, "min_value": 6, "max_value": None}],
    ),
    (
        "Play with any Fighting Power card of 4 or less.",
        [{"kind": "combine", "purpose": "play_with", "icons": ["fighting"], "max_value": 4}],
    ),
    # play, place and use bars
    (
        "Opponent's team may not use Fighting Power cards of 8 or less to attack for "
        "remainder of battle.",
        [bar(who="opponent_team", icons=["fighting"], use="attack", max_value=8, levels=None)],
    ),
    (
        "Opponent may not use Power cards of 5 or greater to defend for remainder of battle.",
        [bar(who="opponent", use="defend", min_value=5)],
    ),
    (
        "Opponent's team may not play Power cards with a value of 4 or less this battle.",
        [bar(who="opponent_team", verb="play", max_value=4)],
    ),
    (
        "Opponent's team may not play Power cards level 1 through 4 this battle.",
        [bar(who="opponent_team", verb="play", levels=[1, 4], max_value=None)],
    ),
    (
        "Target character may not place Power cards of 4 or less for remainder of battle.",
        [bar(who="target", verb="place", max_value=4)],
    ),
    # play and place permissions
    (
        "May play Power cards of 4 or less for remainder of battle.",
        [{"kind": "permission", "action": "play", "card_kinds": ["power"], "max_value": 4}],
    ),
    (
        "Wolverine may place 1 Power card of 4 or less for remainder of game.",
        [{"kind": "permission", "action": "place", "count": 1, "max_value": 4}],
    ),
    (
        "Teammate may play 1 additional Power card of 4 or less this battle.",
        [{"kind": "permission", "action": "play_additional", "count": 1, "max_value": 4}],
    ),
    (
        "Reserve may defend Dazzler with Power cards of 4 or less.",
        [{"kind": "permission", "action": "defend", "owner": "Dazzler", "max_value": 4}],
    ),
    # discard, and a discard paid for an effect
    (
        "Discard 1 Power card with a value of 8 or greater from hand to draw 2 cards.",
        [{"kind": "paid_effect", "cost": [{"kind": "discard", "min_value": 8}]}],
    ),
    (
        "Discard all Power cards with a value of 5 or less.",
        [{"kind": "discard", "count": "all", "filter": "Power", "max_value": 5}],
    ),
    (
        "Opponent must discard all Power cards of 6 or greater from hand.",
        [{"kind": "discard", "who": "opponent", "min_value": 6, "from": "hand"}],
    ),
    # the limit's other wordings: "or lower", "or higher", "of value N", "with values of"
    (
        "Discard all Power cards of value 5 or lower.",
        [{"kind": "discard", "count": "all", "max_value": 5}],
    ),
    (
        "Opponent may not play Power cards with values of 6 or higher this battle.",
        [bar(who="opponent", verb="play", min_value=6, max_value=None)],
    ),
    (
        "Longshot may combine Fighting Power cards of 4 or lower for a single attack.",
        [{"kind": "combine", "who": "Longshot", "max_value": 4}],
    ),
    (
        "Teammate may avoid 1 attack of 9 or lower.",
        [{"kind": "avoid", "who": "teammate", "max_value": 9}],
    ),
    # "avoid ... with" cards of a limit: a permission to use them to avoid
    (
        "Avoid 1 attack with a Power card of 4 or less.",
        [avoid_with(who="self", attacks=1, max_value=4)],
    ),
    (
        "Avoid any Energy attack with Fighting Power cards with a value of 6 or greater this "
        "battle.",
        [avoid_with(icons=["fighting"], attack_icons=["energy"], min_value=6, duration="battle")],
    ),
    (
        "Storm may avoid 1 attack with an Energy Power card level 6 through 8.",
        [avoid_with(who="Storm", icons=["energy"], levels=[6, 8], attacks=1)],
    ),
    # "levels N-M" / "levels N through M": the plural word
    (
        "Storm may use Energy Power cards levels 6-8 to avoid any attack.",
        [avoid_with(who="Storm", levels=[6, 8])],
    ),
    (
        "Opponent's team may not use Strength Power cards levels 6 through 8 to attack this "
        "battle.",
        [bar(icons=["strength"], use="attack", levels=[6, 8])],
    ),
]

test_sentences_keep_their_limits, _no_real = faithful_field_tests(OWN)


@pytest.mark.parametrize("text", [t for t, _ in OWN], ids=[t[:50] for t, _ in OWN])
def test_limit_words_are_kept_and_round_trip(text: str) -> None:
    """Every word of the limit went into a field (``full``) and the canonical text, in the
    game's words, parses back to the same clauses."""
    assert_full_and_round_trips(text)


REAL: list[tuple[str, list[dict[str, Any]]]] = [
    (
        "Wolverine™ - Canucklehead",
        [
            avoid_with(
                who="Wolverine", icons=["fighting"], levels=[6, 8], against="self_or_teammate"
            )
        ],
    ),
    (
        "Catwoman™ - Whip Strike",
        [{"kind": "combine", "who": "Catwoman", "levels": [1, 4]}, {"kind": "block_rule"}],
    ),
    (
        "Kingpin™ - Underworld Henchmen",
        [bar(who="opponent_team", icons=["fighting"], use="attack", levels=[6, 8])],
    ),
    (
        "Crux - Thermodynamics",
        [
            {"kind": "attack"},
            {"kind": "defense_restriction", "only": {"kinds": ["power"], "min_value": 5}},
        ],
    ),
]


@pytest.mark.parametrize(("name", "clauses"), REAL, ids=[r[0] for r in REAL])
def test_real_cards_keep_their_limits(name: str, clauses: list[dict[str, Any]]) -> None:
    text = card_text(name)
    assert_tree(text, clauses)
    assert is_faithful(text, parse_effect(text))


# The real cards above, with their levels printed as a value limit instead, as an unseen card
# of the same family could print them: the limit is kept, in its own field.
REWORDED: list[tuple[str, str, str, dict[str, Any]]] = [
    ("Wolverine™ - Canucklehead", "level 6 through 8", "of 8 or less", {"max_value": 8}),
    ("Catwoman™ - Whip Strike", "level 1 through 4", "of 4 or less", {"max_value": 4}),
    ("Kingpin™ - Underworld Henchmen", "level 6 through 8", "of 6 or greater", {"min_value": 6}),
    (
        "Aquaman & Superman",
        "level 1 through 4",
        "with a value of 4 or less",
        {"max_value": 4, "required": True},
    ),
]


@pytest.mark.parametrize(
    ("name", "printed", "instead", "fields"), REWORDED, ids=[r[0] for r in REWORDED]
)
def test_real_cards_reworded_keep_the_limit(
    name: str, printed: str, instead: str, fields: dict[str, Any]
) -> None:
    text = card_text(name)
    assert printed in text
    reworded = text.replace(printed, instead)
    tree = parse_effect(reworded)
    assert tree.status == "full", [u.word for u in tree.unconsumed]
    limited = [c for c in tree.to_json()["clauses"] if "max_value" in c or "min_value" in c]
    assert limited, tree.to_json()["clauses"]
    for key, want in fields.items():
        assert limited[0][key] == want, limited[0]
    assert limited[0].get("levels") is None
    assert is_faithful(reworded, tree)


def test_a_clause_without_a_limit_has_no_limit_field() -> None:
    """The limit fields are left out of the JSON form when the card prints none, so the
    trees of cards without a limit are unchanged."""
    tree = parse_effect("May use Energy Power cards to avoid any attack.").to_json()
    (clause,) = tree["clauses"]
    assert "max_value" not in clause and "min_value" not in clause
    tree = parse_effect("Discard all Power cards.").to_json()
    assert "max_value" not in tree["clauses"][0]
