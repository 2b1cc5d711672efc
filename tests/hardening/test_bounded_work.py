"""Bounded work: every text a request carries is capped before any parsing, normalisation and
typo correction are linear in the text, and answers are bounded in size."""

from __future__ import annotations

import json
from unittest import mock

import pytest

from cards.grammar import MAX_TEXT, errors, normalise, parser, typos
from rules.engine.plays import MAX_REPEAT
from rules.engine.state import MAX_LIST_ITEMS, MAX_TEXT_LENGTH
from tests.hardening.conftest import error_of

WOLVERINE = {"energy": 3, "fighting": 7, "strength": 5, "intellect": 3}


def _state(**extra):
    a1 = {"id": "a1", "name": "Wolverine", "grid": WOLVERINE, **extra}
    b1 = {"id": "b1", "name": "Hulk", "grid": WOLVERINE}
    return {"players": {"A": {"front_line": [a1]}, "B": {"front_line": [b1]}}, "turn": "A"}


def _attack(**extra):
    play = {"type": "attack", "player": "A", "by": "a1", "target": "b1"}
    return {**play, "cards": [{"power": "fighting", "value": 7}], **extra}


# ------------------------------------------------------------------ grammar, linear


def test_typo_correction_never_builds_deletions_of_a_word_longer_than_any_keyword():
    keywords = frozenset({"strength", "remainder", "permanent"})
    with mock.patch.object(typos, "_deletes", wraps=typos._deletes) as deletes:
        assert typos.correct_keyword("a" * 40_000, keywords) is None
        deletes.assert_not_called()
        assert typos.correct_keyword("remainer", keywords) == "remainder"
        deletes.assert_called()


def test_sentence_splitting_looks_back_a_bounded_window_at_each_full_stop():
    seen: list[int] = []
    real = normalise._LAST_WORD

    class Spy:
        def search(self, text):
            seen.append(len(text))
            return real.search(text)

    text = "Mr. " * 2000 + "End."
    with mock.patch.object(normalise, "_LAST_WORD", Spy()):
        spans = normalise.sentences(text)
    assert spans == [(0, len(text))]  # "Mr." never ends a sentence
    assert len(seen) > 1000 and max(seen) <= normalise._LOOK_BACK


def test_quoted_ranges_are_found_by_bisection_as_a_scan_would():
    ranges = [(i * 10, i * 10 + 4) for i in range(300)] + [(2, 12), (2995, 3100)]
    spans = normalise._Spans(ranges)
    for pos in range(0, 3200, 3):
        assert spans.covers(pos) == any(s <= pos < e for s, e in ranges), pos


def test_many_quoted_names_stay_as_written_and_keywords_outside_are_lowered():
    text = '"Attack" Attack ' * 500
    norm = normalise.normalise(text, frozenset({"attack"}))
    assert norm.text.count('"Attack"') == 500 and norm.text.count(" attack ") >= 499


def test_sentences_inside_quotes_are_not_split_however_many_quotes():
    text = '"a. b." c. ' * 300
    assert len(normalise.sentences(text)) == 300


# ------------------------------------------------------------------ parse/, answers bounded


@pytest.mark.django_db
def test_parse_answer_of_ten_kilobytes_of_nonsense_is_a_few_kilobytes(post_json):
    text = ("x. " * 4000)[:MAX_TEXT]
    response = post_json("parse/", {"text": text})
    assert response.status_code == 200
    answer = response.json()
    assert len(answer["unparsed"]) == 50 and answer["unparsed_more"] > 3000
    assert len(response.content) < 100_000  # was 50.9 MB
    for span in answer["unparsed"]:
        context = span["error"].split("\n")[1]
        assert len(context) <= 2 * errors.CONTEXT + 6


def test_error_context_keeps_the_caret_under_the_spot():
    line, at = errors._context("abc " * 100 + "WRONG" + " def" * 100, 400)
    assert line[at : at + 5] == "WRONG" and line.startswith("...") and line.endswith("...")
    assert errors._context("short WRONG", 6) == ("short WRONG", 6)


@pytest.mark.django_db
def test_parse_text_over_its_cap_is_refused_unparsed(post_json):
    with mock.patch("api.views_parse.parse_effect") as parse:
        error = error_of(post_json("parse/", {"text": "a" * (MAX_TEXT + 1)}), 400)
    assert error["details"][0]["path"] == "text"
    parse.assert_not_called()


# ------------------------------------------------------------------ resolve/, inputs capped


@pytest.mark.django_db
def test_inline_special_text_over_its_cap_is_refused_unparsed(post_json):
    special = {"name": "Dive", "character": "Wolverine", "text": "x. " * MAX_TEXT_LENGTH}
    body = {"state": _state(), "plays": [_attack(cards=[{"special": special}])]}
    with mock.patch("rules.services_judging.parse_effect") as parse:
        error = error_of(post_json("resolve/", body), 400)
    assert error["details"][0]["path"] == "plays.0.cards.0.special.text"
    assert "at most" in error["message"]
    parse.assert_not_called()


@pytest.mark.django_db
def test_inherent_text_over_its_cap_is_refused_unparsed(post_json):
    body = {"state": _state(inherent="x. " * MAX_TEXT_LENGTH), "plays": []}
    with mock.patch("rules.services_judging.parse_effect") as parse:
        error = error_of(post_json("resolve/", body), 400)
    assert error["details"][0]["path"] == "state.players.A.front_line.0.inherent"
    parse.assert_not_called()


@pytest.mark.django_db
def test_inherent_that_is_not_a_string_is_a_400(post_json):
    body = {"state": _state(inherent=[1]), "plays": []}
    error = error_of(post_json("resolve/", body), 400)
    assert error["details"][0]["path"] == "state.players.A.front_line.0.inherent"


@pytest.mark.django_db
def test_a_list_longer_than_any_board_holds_is_refused(post_json):
    hits = [{"icon": "energy", "value": 1}] * (MAX_LIST_ITEMS + 1)
    error = error_of(post_json("resolve/", {"state": _state(hits=hits)}), 400)
    assert error["details"][0]["path"] == "state.players.A.front_line.0.hits"


@pytest.mark.django_db
def test_a_loop_repeated_past_its_bound_is_refused(post_json):
    body = {"state": _state(), "plays": [_attack(repeat=MAX_REPEAT + 1)]}
    error = error_of(post_json("resolve/", body), 400)
    assert error["details"][0]["path"] == "plays.0.repeat"


@pytest.mark.django_db
@pytest.mark.parametrize("endpoint", ["resolve/", "checks/deck/", "checks/priority/"])
def test_any_string_longer_than_any_field_takes_is_refused_before_the_view(
    post_json, settings, endpoint
):
    body = {"state": {"note": "x" * (settings.API_MAX_STRING_LENGTH + 1)}}
    with mock.patch("rules.engine.resolve.resolve_board") as resolve:
        error = error_of(post_json(endpoint, body), 400)
    assert error["details"] == [
        {"path": "state.note", "message": "must be at most 20000 characters (got 20001)"}
    ]
    resolve.assert_not_called()


def test_long_strings_names_every_path():
    from api.parsers import unsafe_values

    data = {"a": ["ok", "x" * 11], "b": {"c": "y" * 12}}
    assert set(unsafe_values(data, 10)) == {"a.1", "b.c"}
    assert (
        json.dumps(unsafe_values("z" * 3, 2)) == '{"body": "must be at most 2 characters (got 3)"}'
    )


# ------------------------------------------------------------------ resolve/, work per request


@pytest.mark.django_db
def test_a_request_naming_more_cards_than_any_situation_is_refused_past_the_bound(post_json):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from cards.lookup import MAX_PRELOAD
    from rules.engine.state import MAX_CARDS_NAMED

    cards = [{"card": f"No Such Card {i}"} for i in range(MAX_PRELOAD + MAX_CARDS_NAMED)]
    plays = [_attack(cards=cards[i : i + 50]) for i in range(0, len(cards), 50)]
    with CaptureQueriesContext(connection) as queries:
        error_of(post_json("resolve/", {"state": _state(), "plays": plays}), 400)
    assert len(queries) < 30  # not a look-up per name past those fetched ahead


def test_the_engine_looks_up_at_most_so_many_different_cards():
    from rules.engine.cards import CardDef
    from rules.engine.state import MAX_CARDS_NAMED, Reader

    class Everything:
        calls = 0

        def get(self, ref):
            self.calls += 1
            return CardDef(name=ref, kind="event")

    lookup = Everything()
    reader = Reader(lookup)
    for i in range(MAX_CARDS_NAMED + 30):
        reader.card_def({"card": f"Card {i % (MAX_CARDS_NAMED + 10)}"}, f"cards.{i}")
    assert lookup.calls == MAX_CARDS_NAMED + 20  # names seen before are looked up again
    assert reader.problems == [
        (f"cards.{i}.card", f"one request may name at most {MAX_CARDS_NAMED} different cards")
        for i in range(MAX_CARDS_NAMED, MAX_CARDS_NAMED + 10)
    ]


@pytest.mark.django_db
def test_suggestions_are_searched_for_the_first_unknown_names_only(post_json):
    from rules.engine.state import MAX_SUGGESTED

    plays = [_attack(cards=[{"card": f"No Such Card {i}"} for i in range(40)])]
    with mock.patch("cards.lookup.DbCardLookup.suggest", return_value=[]) as suggest:
        error_of(post_json("resolve/", {"state": _state(), "plays": plays}), 400)
    assert suggest.call_count == MAX_SUGGESTED


@pytest.mark.django_db
def test_the_card_texts_a_request_has_parsed_are_bounded_in_total(post_json):
    from rules.engine.state import MAX_PARSED_TEXT

    text = "Acts as a level 5 Fighting attack. " * 40  # 1,400 characters each
    specials = [
        {"special": {"name": f"S{i}", "character": "Wolverine", "text": f"{text} {i}"}}
        for i in range(20)
    ]
    plays = [_attack(cards=[card]) for card in specials]
    with mock.patch("rules.services_judging.parse_effect", wraps=parser.parse_effect) as parse:
        error = error_of(post_json("resolve/", {"state": _state(), "plays": plays}), 400)
    assert parse.call_count == MAX_PARSED_TEXT // len(specials[0]["special"]["text"])
    assert "to parse" in error["message"]


@pytest.mark.django_db
def test_the_problems_an_answer_lists_are_bounded(post_json):
    from rules.engine.state import MAX_PROBLEMS

    hits = [{"icon": "nothing", "value": 1}] * 90
    error = error_of(post_json("resolve/", {"state": _state(hits=hits)}), 400)
    assert len(error["details"]) == MAX_PROBLEMS + 1
    assert error["details"][-1] == {
        "path": "request",
        "message": "and 40 more problem(s) not listed",
    }


@pytest.mark.django_db
def test_many_catalogue_names_in_the_notation_are_looked_up_in_a_few_queries(post_json):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    text = "turn A\n" + "".join(f"A: Unknown Name {i}\n" for i in range(300)) + "B: Hulk 1 2 3 4\n"
    with CaptureQueriesContext(connection) as queries:
        error_of(post_json("resolve/", {"text": text}), 400)
    assert len(queries) < 20
