"""A condition and the opposite case in one sentence: "If drawn card is an attack, X may use
it, if drawn card is not an attack, discard it to the Dead Pile". The second condition is the
other branch, beside the first, not a part of it (as "If successful, X and Y" keeps Y); a
condition printed as a sentence of its own ("If drawn card is an attack. X may use it") leads
the sentence after it."""

from __future__ import annotations

from cards.grammar import parse_effect
from tests.grammar.clause_checks import faithful_field_tests
from tests.grammar.ten_sets import card_text

USE = {"kind": "permission", "action": "use_drawn_card"}
DISCARD = {"kind": "discard", "from": "drawn_card", "to": "dead_pile"}


def branches(who: str) -> list[dict]:
    return [
        {"kind": "condition", "when": "drawn_card_is_attack", "then": [{**USE, "who": who}]},
        {"kind": "condition", "when": "drawn_card_is_not_attack", "then": [DISCARD]},
    ]


OWN = [
    (
        "If drawn card is an attack, Cyclops may use it, if drawn card is not an attack, "
        "discard it to the Dead Pile.",
        branches("Cyclops"),
    ),
    (
        "If drawn card is an attack. Cyclops may use it, if drawn card is not an attack, "
        "discard it to the Dead Pile.",
        branches("Cyclops"),
    ),
]

test_own_sentences, _unused = faithful_field_tests(OWN)


def test_the_drawn_card_is_used_or_discarded_never_both():
    tree = parse_effect(card_text("Alpha Flight - Snowbird"))
    assert tree.status == "full", tree.unconsumed
    draw, *rest = tree.to_json()["clauses"]
    assert (draw["kind"], draw["from"]) == ("draw", "top_of_draw_pile")
    assert [c["when"] for c in rest] == ["drawn_card_is_attack", "drawn_card_is_not_attack"]
    assert rest[0]["then"][0]["who"] == "Alpha Flight"


def test_a_condition_that_is_not_the_opposite_stays_inside():
    # after "If successful, ...", a condition on the card drawn is a part of the success
    text = (
        "If successful, Cyclops may draw 1 card, if drawn card is not an attack, discard it "
        "to the Dead Pile."
    )
    (cond,) = parse_effect(text).to_json()["clauses"]
    assert cond["when"] == "successful"
    assert [c["kind"] for c in cond["then"]] == ["draw", "condition"]
