"""Character and team names printed with a colon ("X-Men: Original Team"): the whole name is
one subject or owner, and a team so named is the card's team, named as printed."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests
from tests.grammar.ten_sets import card_text

RETURN = {"kind": "mission_move", "who": "team", "from": "ventured", "to": "pile_ventured_from"}

OWN = [
    (
        "X-Men: Original Team's Mission cards return to pile Ventured from.",
        [{**RETURN, "team_name": "X-Men: Original"}],
    ),
    (
        "Avengers: West Coast Team may draw 1 card.",
        [{"kind": "draw", "who": "team", "team_name": "Avengers: West Coast", "count": 1}],
    ),
]

test_own_sentences, _unused = faithful_field_tests(OWN)


def test_a_named_team_conceding_keeps_its_own_missions_apart():
    text = card_text("X-Men: Original Team - Marvel Girl")
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    kinds = [c["kind"] for c in tree.to_json()["clauses"]]
    assert kinds == ["timing", "concede", "mission_move", "discipline"]
    move = tree.to_json()["clauses"][2]
    assert {k: move[k] for k in RETURN} == RETURN and move["team_name"] == "X-Men: Original"
    assert "X-Men: Original Team's Mission cards" in tree.canonical
