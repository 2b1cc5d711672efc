"""Power card bonuses narrowed to the attacked characters: "when attacking X" says what
"vs. X" says (the words kept in ``against_word`` for the rendering), and "any Character with
an Energy Power card Hit in their Permanent Record" narrows X to the characters whose
Permanent Record holds such a Hit (``against_hit``, a typed ``HitFilter``). Each survives the
round trip; a phrase the engine could not apply as such is refused, not read wider."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx


def _only(text: str) -> tuple[fx.EffectTree, fx.AttackModifier]:
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.AttackModifier)
    return tree, clause


@pytest.mark.parametrize(
    ("text", "kinds", "icons", "word"),
    [
        (
            "Intellect Power cards are +3 when attacking any Character with a Fighting Power"
            " card Hit in their Permanent Record.",
            ("power",),
            ("fighting",),
            "when attacking",
        ),
        (
            "Energy Power cards are +1 vs. any Character with a Special card Hit on his"
            " Permanent Record for remainder of battle.",
            ("special",),
            (),
            None,
        ),
    ],
)
def test_the_hit_on_the_record_is_typed(text, kinds, icons, word) -> None:
    tree, clause = _only(text)
    assert clause.against == "any_character"
    assert clause.against_hit == fx.HitFilter(card_kinds=kinds, icons=icons)
    assert clause.against_word == word
    assert clause.to_json()["against_hit"]["card_kinds"] == list(kinds)
    again = parse_effect(tree.canonical)
    assert again.status == "full" and again.clauses[0] == clause.__class__(
        **{**clause.__dict__, "span": again.clauses[0].span}
    )


def test_when_attacking_names_the_same_characters_as_vs() -> None:
    _, when = _only("Fighting Power cards are +2 when attacking Target Character.")
    _, vs = _only("Fighting Power cards are +2 vs. Target Character.")
    assert when.against == vs.against == "target"
    assert when.against_word == "when attacking" and vs.against_word is None
    assert when.against_hit is None
    assert (
        "when attacking"
        in parse_effect("Fighting Power cards are +2 when attacking Target Character.").canonical
    )


def test_a_hit_of_several_power_types_is_not_read_as_one() -> None:
    tree = parse_effect(
        "Energy Power cards are +1 vs. any Character with an Energy or Strength Power card Hit"
        " in their Permanent Record."
    )
    assert tree.status != "full"
