"""A verb phrase printed under a modal its clause kind cannot hold is kept whole under the
printed one (``modal_action``), whatever the subject, the modal and the verb phrase:

* with no subject, the card's own sentence ("Must be played from Reserve.", "Must combine with
  1 Energy card for a single attack.", "May not combine with ...");
* a verb phrase the cards print as a bar ("may not be attacked", "may not be Spectrum KO'd",
  "may not defend this card") printed under "may" or "must" by another printing: the bar's
  clause with the printed modal in place of its "may not";
* a choice of attacks ("must make 2 attacks at +2 each, or 1 attack at +3").

The tree never reads the other modal, the canonical text says the printed one and parses back
to the same tree, and the engine reports such a clause "not applied" rather than ruling the
inner clause under the modal its kind states. A restatement of the rules ("Attack may be
defended") stays not understood.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from tests.grammar.modal_readings import held_under

# (text, printed modal, the inner clause kind). Most no card prints: the phrase rules compose
# subject x modal x verb phrase x cards x duration.
HELD = [
    ("Must be played from Reserve.", "must", fx.Permission),
    ("Must combine with 1 Energy card for a single attack.", "must", fx.Combine),
    ("Must combine with 1 Strength or Intellect card for a single attack.", "must", fx.Combine),
    ("May not combine with 1 Fighting card for a single attack.", "may_not", fx.Combine),
    ("Must be used against Character in Reserve, who may defend.", "must", fx.Permission),
    ("Wolverine must be attacked this battle.", "must", fx.CannotBeAttacked),
    ("Target Character must be attacked for remainder of game.", "must", fx.CannotBeAttacked),
    ("May be attacked for remainder of battle.", "may", fx.CannotBeAttacked),
    ("Opponent may be attacked by Special cards this battle.", "may", fx.CannotBeAttacked),
    ("May be Spectrum KO'd with Energy Power cards.", "may", fx.KoThreshold),
    ("Aquaman may defend this card.", "may", fx.CannotDefend),
]
BARS = (fx.CannotBeAttacked, fx.KoThreshold, fx.CannotDefend)


@pytest.mark.parametrize(("text", "modal", "inner"), HELD)
def test_the_printed_modal_is_held_over_the_verb_phrase(text, modal, inner) -> None:
    held_under(text, modal, inner)
    canonical = f" {parse_effect(text).canonical.lower()} "
    if inner in BARS:
        assert " not " not in canonical  # the bar itself is not what the card says
    else:  # the card's own sentence: no subject is added
        assert canonical.startswith(f" {fx.modal_action.MODAL_WORDS[modal]} ")


@pytest.mark.parametrize(("text", "modal", "bar"), [c for c in HELD if c[2] in BARS])
def test_the_bar_itself_reads_as_before(text, modal, bar) -> None:
    negated = text.replace(f"{modal} ", "may not ").replace(modal.capitalize() + " ", "May not ")
    (clause,) = parse_effect(negated).clauses
    assert parse_effect(negated).status == "full", negated
    assert isinstance(clause, bar)


@pytest.mark.parametrize(
    "text",
    ["May be played from Reserve.", "May combine with 1 Energy card for a single attack."],
)
def test_the_modal_of_the_clause_kind_stays_in_the_kind(text) -> None:
    tree = parse_effect(text)
    assert tree.status == "full"
    assert not any(isinstance(c, fx.ModalAction) for c in tree.clauses)
    assert tree.canonical == text


def test_a_choice_of_attacks_under_must_is_held_with_its_options() -> None:
    clause = held_under(
        "Morbius must make 2 Power card attacks at +2 each, or 1 Power card attack at +3.",
        "must",
        fx.Choice,
    )
    assert [option.count for option in clause.act[0].options] == [2, 1]


@pytest.mark.parametrize(
    "text",
    ["Attack may be defended with a Special card.", "May be a One Per Deck card."],
)
def test_a_restatement_of_the_rules_is_not_held(text) -> None:
    assert parse_effect(text).status != "full"


@pytest.mark.parametrize(
    "text",
    [
        "Opponent may not immediately discard 2 cards.",
        "Target Character may not immediately draw 1 card.",
    ],
)
def test_may_not_immediately_is_a_bar_as_may_not_is(text) -> None:
    tree = parse_effect(text)
    plain = parse_effect(text.replace(" immediately", ""))
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    assert tree.canonical == plain.canonical
    assert " may not " in tree.canonical


@pytest.mark.parametrize(
    ("text", "modal", "duration"),
    [
        ("For remainder of battle, Wolverine must be attacked.", "must", "battle"),
        (
            "For remainder of game, Target Character may be attacked by Special cards.",
            "may",
            "game",
        ),
    ],
)
def test_a_lead_duration_goes_to_the_held_clause(text, modal, duration) -> None:
    clause = held_under(text, modal, fx.CannotBeAttacked)
    assert clause.act[0].duration == duration


def test_a_lead_duration_the_held_clause_does_not_say_leaves_the_text_unread() -> None:
    # a discard renders no duration: the lead would be lost, so the sentence is not full
    assert parse_effect("For remainder of battle, Opponent may not discard 2 cards.").status != (
        "full"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Taskmaster must exchange this card for any 1 Special card in Dead Pile not playable by"
        " Taskmaster and play it immediately.",
        "Puppet Master must exchange this card for any 1 card in Dead Pile and play it immediately.",
    ],
)
def test_a_card_played_at_once_folds_into_the_held_exchange(text) -> None:
    clause = held_under(text, "must", fx.Permission)
    assert clause.act[0].action == "exchange_and_play"
    may = parse_effect(text.replace(" must ", " may "))
    assert [c.action for c in may.clauses] == ["exchange_and_play"]
