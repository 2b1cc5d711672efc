"""Modals x verb phrases: a printed modal ("may", "must", "may not", "cannot", "must not")
combines with any verb phrase whose clause can hold it, and is never read as another.

Where the verb phrase's clause kind holds the modal in a field (``Discard.may``,
``AdditionalAttack.required``, ``Shift.must_move``, ``DefenseRestriction.required``,
``must_defend``), that field says it. Where the kind states its own modality (a reveal is an
obligation, ``permission`` a "may"), the clause is kept whole in a ``modal_action`` that records
the printed modal; the engine reports it not applied. Real texts are read from
``../shared/data/`` and varied one modal at a time, as an unseen card could print them.
"""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import effects as fx
from rules.engine.reach import is_applied
from tests.grammar.clause_checks import assert_full_and_round_trips
from tests.grammar.modal_readings import modal_held_or_unread
from tests.grammar.ten_sets import card_text


def _only(text: str) -> fx.Clause:
    tree = parse_effect(text)
    assert tree.status == "full", (text, tree.unparsed, [u.word for u in tree.unconsumed])
    (clause,) = tree.clauses
    return clause


def _varied(name: str, old: str, new: str) -> str:
    """The real text of card ``name`` with the words ``old`` printed as ``new``."""
    text = card_text(name)
    assert old in text, text
    return text.replace(old, new, 1)


# ---------------------------------------------------------------- modal_action


@pytest.mark.parametrize(
    ("text", "modal", "act_kind", "who"),
    [
        ("Opponent may not discard 2 cards from Hand.", "may_not", "discard", "opponent"),
        ("Target Character must attack this battle.", "must", "permission", "target"),
        ("Opponent may reveal Hand.", "may", "reveal", "opponent"),
        ("Teammate may not draw 2 cards.", "may_not", "draw", "teammate"),
        ("Target Character cannot draw 1 card.", "may_not", "draw", "target"),
        ("Opponent must not discard 2 cards from Hand.", "may_not", "discard", "opponent"),
    ],
)
def test_a_modal_the_clause_kind_cannot_hold_is_kept_apart(text, modal, act_kind, who):
    clause = _only(text)
    assert isinstance(clause, fx.ModalAction)
    assert (clause.modal, clause.who) == (modal, who)
    (act,) = clause.act
    assert act.kind == act_kind and act.who == who
    assert_full_and_round_trips(text)


def test_the_inner_clause_keeps_every_field_of_the_verb_phrase():
    clause = _only("Opponent may not discard top 2 cards from Draw Pile into Dead Pile.")
    (act,) = clause.act
    assert isinstance(act, fx.Discard)
    assert (act.count, act.from_, act.to) == (2, "draw_pile", "dead_pile")
    assert clause.render() == "Opponent may not discard top 2 cards from Draw Pile to Dead Pile."


def test_a_printed_target_noun_stays_with_the_modal_action():
    tree = parse_effect("Target opponent must attack for remainder of battle.")
    assert tree.status == "full", tree.unconsumed
    assert tree.canonical == "Target opponent must attack for remainder of battle."
    (clause,) = tree.clauses
    assert clause.act[0].target_noun == "opponent"


def test_a_modal_action_survives_its_json_form():
    tree = parse_effect("Opponent may reveal Hand.")
    again = fx.EffectTree.from_json(tree.to_json())
    assert again.clauses == tree.clauses
    (data,) = tree.to_json()["clauses"]
    assert data["modal"] == "may" and data["act"][0]["kind"] == "reveal"


def test_the_engine_does_not_apply_a_modal_action():
    (data,) = parse_effect("Opponent may not discard 2 cards from Hand.").to_json()["clauses"]
    assert not is_applied(data)
    # nor the clause it holds, read on its own: its modality is not the card's
    assert data["act"][0]["kind"] == "discard"


def test_real_reveal_printed_with_may_is_not_an_obligation():
    text = _varied("Batman™ - Master Detective", "Opponent must reveal", "Opponent may reveal")
    clause = _only(text)
    assert isinstance(clause, fx.ModalAction) and clause.modal == "may"
    assert clause.act[0].kind == "reveal" and clause.act[0].card_kinds == ("special",)
    assert_full_and_round_trips(text)


def test_real_discard_printed_with_may_not():
    name = "Any Character - Deal with the Devil"
    text = _varied(name, "Opponent must discard", "Opponent may not discard")
    clause = _only(text)
    assert isinstance(clause, fx.ModalAction) and clause.modal == "may_not"
    assert clause.act[0].count == 2 and clause.act[0].from_ == "draw_pile"
    # the card as printed still reads as the obligation it is
    printed = _only(card_text(name))
    assert isinstance(printed, fx.Discard) and printed.may is False


@pytest.mark.parametrize(
    ("text", "printed"),
    [
        ("Bane must make 1 attack at +4.", "must"),
        ("Both players must redraw for played Event cards.", "must"),
        ("Target Character may not continue to attack while in Reserve.", "may not"),
        ("Target Character must follow up a Teamwork card with any Power card.", "must"),
    ],
)
def test_a_printed_modal_is_never_read_as_another(text, printed):
    modal_held_or_unread(text, printed)


def test_may_only_is_not_read_as_may():
    tree = parse_effect("Opponent may only play Power cards this battle.")
    assert tree.status != "full"


# ---------------------------------------------------------------- fields that hold the modal


@pytest.mark.parametrize(("modal", "may"), [("may", True), ("must", False)])
def test_a_discard_holds_may_and_must_itself(modal, may):
    clause = _only(f"Opponent {modal} discard 2 cards from Hand.")
    assert isinstance(clause, fx.Discard) and clause.may is may


def test_who_must_defend_is_kept_on_an_attack_on_reserve():
    name = "Falcon - Flyby"
    text = _varied(name, "who may defend", "who must defend")
    attack, use = parse_effect(text).clauses
    assert isinstance(use, fx.Permission) and use.action == "attack_reserve"
    assert use.must_defend is True
    assert parse_effect(card_text(name)).clauses[1].must_defend is None
    assert_full_and_round_trips(text)
    assert is_applied(use.to_json())  # the defence is owed before the next play (defense_owed)


def test_who_must_defend_is_kept_on_a_shift():
    text = "Attack made on teammate is now made on Steel, who must defend."
    clause = _only(text)
    assert isinstance(clause, fx.Shift) and clause.must_defend is True
    assert clause.render().endswith("who must defend.")
    assert_full_and_round_trips(text)


def test_must_be_moved_is_a_shift_that_is_not_optional():
    text = _varied("Nick Fury - LMD", "may be moved", "must be moved")
    shift = parse_effect(text).clauses[1]
    assert isinstance(shift, fx.Shift)
    assert (shift.optional, shift.must_move, shift.to) == (False, True, "LMD")
    assert "must be moved to LMD" in parse_effect(text).canonical
    assert_full_and_round_trips(text)


@pytest.mark.parametrize(
    ("text", "only"),
    [
        ("Attack must be defended with a Special card.", fx.CardFilter(kinds=("special",))),
        ("Attack must be defended.", fx.CardFilter()),
    ],
)
def test_attack_must_be_defended(text, only):
    clause = _only(text)
    assert isinstance(clause, fx.DefenseRestriction)
    assert clause.required is True and clause.only == only and not clause.forbids
    assert_full_and_round_trips(text)


def test_attack_may_be_defended_is_the_rule_not_an_effect():
    assert parse_effect("Attack may be defended with a Special card.").status != "full"


@pytest.mark.parametrize("text", ["Attack may not be avoided.", "Attack cannot be avoided."])
def test_attack_may_not_be_avoided(text):
    clause = _only(text)
    assert isinstance(clause, fx.Discipline) and clause.action == "may_not_be_avoided"
    assert_full_and_round_trips(text)


def test_a_character_is_not_avoided():
    assert parse_effect("Target Character may not be avoided.").status != "full"


def test_must_not_is_a_bar():
    clause = _only("Teammate must not attack this battle.")
    assert isinstance(clause, fx.CannotAttack)
    assert (clause.who, clause.duration) == ("teammate", "battle")


@pytest.mark.parametrize(
    ("text", "act_kind"),
    [
        ("Ka-Zar may not play 1 additional Special card.", "permission"),
        (
            "Dazzler may not Place and play any Longshot Special cards for remainder of game.",
            "permission",
        ),
    ],
)
def test_a_not_the_clause_kind_would_leave_unread_is_kept_apart(text, act_kind):
    clause = _only(text)
    assert isinstance(clause, fx.ModalAction) and clause.modal == "may_not"
    assert clause.act[0].kind == act_kind
    assert "may not" in clause.render()


def test_does_not_is_the_verbs_own_negation_never_a_kept_apart_may_not():
    tree = parse_effect("Opponent does not discard 2 cards from Hand.")
    assert not any(isinstance(c, fx.ModalAction) for c in tree.clauses)


def test_a_real_team_name_is_printed_once_under_a_modal():
    text = _varied("Violator - Darklands Army", "may not attack", "must attack")
    tree = parse_effect(text)
    assert tree.status == "full", tree.unconsumed
    assert tree.canonical.count("Violator") == 1, tree.canonical
    assert isinstance(tree.clauses[1], fx.ModalAction) and tree.clauses[1].modal == "must"
    assert_full_and_round_trips(text)


@pytest.mark.parametrize(("modal", "held"), [("must", "must"), ("may", "may")])
def test_a_players_concession_under_a_modal(modal, held):
    clause = _only(f"Opponent {modal} concede battle.")
    assert isinstance(clause, fx.ModalAction) and clause.modal == held
    (concede,) = clause.act
    assert isinstance(concede, fx.Concede) and concede.who == "opponent"
    assert_full_and_round_trips(f"Opponent {modal} concede battle.")


def test_a_bar_on_conceding_keeps_its_own_kind():
    clause = _only("Opponent may not concede battle.")
    assert isinstance(clause, fx.Concede) and clause.allowed is False


def test_a_subject_printed_in_several_words_takes_the_modal():
    text = "Each Front Line teammate may not make 1 additional Energy attack."
    clause = _only(text)
    assert isinstance(clause, fx.ModalAction) and clause.modal == "may_not"
    (grant,) = clause.act
    assert isinstance(grant, fx.AdditionalAttack) and grant.icons == ("energy",)
    assert clause.render() == text
    assert_full_and_round_trips(text)
