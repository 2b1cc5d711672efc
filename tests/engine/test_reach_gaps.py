"""Every clause of the ten sets' ``full`` trees the engine still does not apply has its reason
in the reach matrix (the kind's ``limits``, or why the kind is never applied), and a warning
names it when a card carrying it is played: a judge always reads why the service could not
take it into account. Real cards of the ten sets."""

from __future__ import annotations

import pytest

from cards.grammar import parse_effect
from rules.engine import reach
from rules.engine.reach_table_gaps import CODE_GAP, GAPS
from tests.engine.real_texts import texts

#: A special whose discard's source the rules give no place to (reason in ``GAPS``).
NO_PLACE = texts(r"Cards may not be Placed or in Hand\.", "special", full=True)
#: An event of a kind never applied ("Disrupt all Multipower cards.").
DISRUPT = texts(r"^Disrupt all", "event", full=True)
#: A defense modifier of "Any 1 of opponent's heroes" (applied: side_picks); picking two, its
#: reader does not check the code (a play names one character).
CODED = texts(r"Any 1 of opponent's heroes is -2 to defense", "special", full=True)


def _warning(text: str) -> dict:
    warning = reach.warning("Card", parse_effect(text).to_json()["clauses"], 0)
    assert warning is not None
    return warning


def test_the_ten_sets_print_the_wordings():
    assert NO_PLACE and DISRUPT and CODED


def test_every_kind_with_clauses_not_applied_says_why(report):
    for entry in report["kinds"]:
        if entry["not_applied"]:
            assert len(entry["limits"]) > 20, entry["kind"]


def test_the_gaps_are_in_the_matrix_of_kinds_still_partly_applied(report):
    by_kind = {k["kind"]: k for k in report["kinds"]}
    for kind, why in GAPS.items():
        assert kind in reach.REACH and why in reach.REACH[kind].limits
        assert by_kind[kind]["limits"].endswith(why)


@pytest.mark.parametrize("text", NO_PLACE)
def test_a_discard_with_no_place_is_warned_not_applied(text):
    warning = _warning(text)
    assert warning["kinds"] == ["discipline"] and "not applied" in warning["text"]


@pytest.mark.parametrize("text", DISRUPT)
def test_the_warning_of_a_kind_never_applied_says_why(text):
    assert _warning(text)["why"] == [reach.NOT_APPLIED_BECAUSE["disrupt"]]


@pytest.mark.parametrize("text", CODED)
def test_the_warning_of_a_code_not_checked_says_why(text):
    assert reach.warning("Card", parse_effect(text).to_json()["clauses"], 0) is None
    warning = _warning(text.replace("Any 1 of", "Any 2 of"))
    assert warning["kinds"] == ["defense_modifier"] and warning["why"] == [CODE_GAP]


@pytest.mark.parametrize("text", NO_PLACE)
def test_a_warning_with_no_reason_of_its_own_gives_none(text):
    assert "why" not in _warning(text)


def test_the_report_lists_each_card_not_fully_applied_with_why(report):
    short = sum(t["full"] - t["applied"] for t in report["by_type"].values())
    assert len(report["missing_cards"]) == short > 0
    for card in report["missing_cards"]:
        assert card["clauses"] and all(len(c["why"]) > 20 for c in card["clauses"]), card
