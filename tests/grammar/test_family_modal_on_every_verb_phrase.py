"""Every modal composes with every verb phrase: "may", "must", "may not" / "cannot" before a
verb phrase whose clause kind states another modal (or has no field for some of its words)
keep the verb phrase whole under the modal printed (``modal_action``), said back with it, and
reported not applied: never a clause saying another modal, never a bar that drops the names,
counts or levels of the cards it bars. The sentences are made up (no card prints them).
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from cards.grammar.faithful import round_trips
from rules.engine import effects as fx
from rules.engine.reach import is_applied
from tests.grammar.modal_readings import held_under


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # a bar on cards knows no character's name: "Beast" would be lost
        ("Dark Beast may not play any Beast Specials.", '"Beast" Special cards'),
        # ... nor a count
        ("Teammate may not play 1 Special card.", "may not play 1 Special card"),
        # ... nor where the cards are played from
        ('May not play "Solar Flare" from Reserve.', '"Solar Flare" card from Reserve'),
        ('Two-Face may not play "Flip of the Coin".', '"Flip of the Coin"'),
    ],
)
def test_a_bar_that_would_drop_a_word_holds_the_permission_under_may_not(
    text: str, said: str
) -> None:
    clause = held_under(text, "may_not", fx.Permission)
    assert said in parse_effect(text).canonical
    assert clause.act[0].action in ("play", "play_from_reserve")


def test_a_permission_that_would_drop_the_levels_holds_the_bar_under_may() -> None:
    text = "Opponent's team may use Energy Power cards level 6 through 8 to attack this battle."
    clause = held_under(text, "may", fx.PlayRestriction)
    bar = clause.act[0]
    assert (bar.levels, bar.icons, bar.use) == ((6, 8), ("energy",), "attack")
    assert "may use any Energy Power cards level 6 through 8 to attack" in (
        parse_effect(text).canonical
    )


#: Kinds that know only the obligation, the permission or the bar, under another modal.
ONE_MODAL_KINDS = {
    "Longshot may show drawn cards.": ("may", fx.ShowCards),
    "Longshot may not show drawn cards.": ("may_not", fx.ShowCards),
    "Gambit must Place Ally cards face down.": ("must", fx.Permission),
    "May have a Strength Power card Hit to be KO'd.": ("may", fx.KoHitRequired),
    "May not have an Energy Power card Hit to be KO'd.": ("may_not", fx.KoHitRequired),
    "Storm may be Spectrum KO'd with Universe cards.": ("may", fx.KoThreshold),
}


@pytest.mark.parametrize("text", sorted(ONE_MODAL_KINDS))
def test_a_kind_of_one_modal_is_held_under_any_other(text: str) -> None:
    held_under(text, *ONE_MODAL_KINDS[text])


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("Thing may attack or be attacked this battle.", (fx.CannotAttack, fx.CannotBeAttacked)),
        (
            "Target Character must attack or be attacked with Ally cards.",
            (fx.CannotAttack, fx.CannotBeAttacked),
        ),
        ("Krakoa may defend or be KO'd.", (fx.CannotDefend, fx.CannotBeKod)),
    ],
)
def test_two_clauses_of_one_bar_are_held_together_and_said_in_one_phrase(
    text: str, kinds: tuple[type, type]
) -> None:
    tree = parse_effect(text)
    assert tree.status == "full", (tree.unparsed, tree.unconsumed)
    modal = "must" if " must " in text else "may"
    assert [type(c) for c in tree.clauses] == [fx.ModalAction, fx.ModalAction]
    assert all(c.modal == modal for c in tree.clauses)
    assert tuple(type(c.act[0]) for c in tree.clauses) == kinds
    # one sentence, with the printed modal in place of the bar's "may not"
    assert tree.canonical.count(".") == 1 and f" {modal} " in tree.canonical
    assert " not " not in tree.canonical
    assert round_trips(tree)
    assert not any(is_applied(c) for c in tree.to_json()["clauses"])


def test_the_modal_its_kind_states_is_still_read_by_that_kind() -> None:
    for text, kinds in (
        (
            "Thing may not attack or be attacked this battle.",
            [fx.CannotAttack, fx.CannotBeAttacked],
        ),
        ("May not play any Special cards.", [fx.PlayRestriction]),
        ("Teammate may play 1 Special card.", [fx.Permission]),
    ):
        tree = parse_effect(text)
        assert tree.status == "full" and [type(c) for c in tree.clauses] == kinds, text


#: Sentences whose verb phrase was read under "may" only, now under every modal: the
#: permission's clause held under the modal printed.
HELD_PERMISSIONS = {
    "Storm may not play with Energy or MultiPower cards usable by Storm.": ("may_not", fx.Combine),
    "Storm must play with Energy Power cards.": ("must", fx.Combine),
    "Cyclops must look at top 4 cards in opponent's Draw Pile.": ("must", fx.Search),
    "Cyclops cannot look at top 2 cards in Draw Pile.": ("may_not", fx.Search),
    "Krakoa Team must switch the Reserve Character with any Front Line Character.": (
        "must",
        fx.CharacterMove,
    ),
}


@pytest.mark.parametrize("text", sorted(HELD_PERMISSIONS))
def test_a_permission_under_another_modal_is_held_under_it(text: str) -> None:
    held_under(text, *HELD_PERMISSIONS[text])


def test_a_hit_with_its_levels_printed_after_it() -> None:
    # "remove 1 Hit level 6 through 8": the levels of the Hit's card, as ", level 6-8," reads
    tree = parse_effect(
        "Remove 1 Hit level 2 through 4 from Storm's or teammate's Permanent Record."
    )
    assert tree.status == "full", tree.unconsumed
    (clause,) = tree.clauses
    assert isinstance(clause, fx.RemoveHits) and clause.hit_filter.level == (2, 4)
    assert round_trips(tree), tree.canonical
