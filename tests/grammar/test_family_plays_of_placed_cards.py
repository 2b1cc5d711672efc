"""Cards played from where they are Placed: "Teammate may play any card Placed to any Front
Line character" (the character the cards lie on), alone or as what a discard pays for ("... to
Dead Pile to immediately play ...")."""

from __future__ import annotations

from cards.grammar import parse_effect
from cards.grammar.faithful import is_faithful


def test_a_card_placed_on_any_front_line_character_may_be_played():
    text = "Teammate may play any card Placed on any Front Line character."
    tree = parse_effect(text)
    assert tree.status == "full" and is_faithful(text, tree), tree.canonical
    (grant,) = tree.clauses
    assert (grant.kind, grant.action, grant.who) == ("permission", "play", "teammate")
    assert grant.placed_on == "any_front_line" and grant.count is None


def test_the_kind_of_the_placed_cards_is_kept():
    (grant,) = parse_effect("May play Ally cards Placed on Target Character.").clauses
    assert grant.card_kinds == ("ally",) and grant.placed_on == "target"


def test_a_discard_paid_to_play_a_placed_card_at_once():
    text = (
        "Teammate may discard 1 card from top of Draw Pile to Dead Pile to immediately play any "
        "card Placed on any Front Line character."
    )
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    (paid,) = tree.clauses
    (cost,) = paid.cost
    assert (cost.count, cost.from_, cost.to) == (1, "top_of_draw_pile", "dead_pile")
    (then,) = paid.then
    assert then.action == "play" and then.placed_on == "any_front_line"


def test_cards_played_from_nowhere_in_particular_keep_no_place():
    (grant,) = parse_effect("May play any Ally cards.").clauses
    assert grant.placed_on is None and "placed_on" not in grant.to_json()
