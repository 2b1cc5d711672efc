"""Power Play after the tally: scoring a finished game and the end of a turn."""

from __future__ import annotations

import pytest

from rules.engine.games import power_play as pp


def score(**kwargs) -> dict:
    return pp.score(pp.ScoreCase(**kwargs))


def turn_end(**kwargs) -> dict:
    return pp.turn_end(pp.TurnEndCase(**kwargs))


def test_PP_score_a_lost_game_scores_nothing():
    result = score(won=False, bonus_powers=(3, 3), marshall_rd=True, bad_news=1)
    assert result["score"] == 0 and result["rules"] == ["PP.score"]
    assert "whatever" in result["steps"][0]["text"]


def test_PP_score_a_won_game_starts_at_40():
    result = score(won=True)
    assert result["score"] == 40
    assert result["lines"] == [{"label": "won the game", "points": 40, "rule": "PP.score"}]


def test_PP_score_bonus_powers_add_their_values():
    result = score(won=True, bonus_powers=(2, 3))
    assert result["score"] == 45
    assert result["lines"][-1] == {
        "label": "bonus powers still held: 2 + 3",
        "points": 5,
        "rule": "PP.score.bonus-powers",
    }


def test_PP_score_marshall_rd_adds_7():
    assert score(won=True, marshall_rd=True)["score"] == 47
    assert "PP.score.marshall-rd" in score(won=True, marshall_rd=True)["rules"]


def test_PP_score_bad_news_takes_5_each():
    result = score(won=True, bad_news=3)
    assert result["score"] == 25
    assert (
        result["lines"][-1]["points"] == -15 and result["lines"][-1]["rule"] == "PP.score.bad-news"
    )


def test_PP_score_the_contract_example():
    result = score(won=True, bonus_powers=(2, 3), marshall_rd=True, bad_news=1)
    assert result["score"] == 40 + 5 + 7 - 5
    assert result["rules"] == [
        "PP.score",
        "PP.score.bonus-powers",
        "PP.score.marshall-rd",
        "PP.score.bad-news",
    ]


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [({"bad_news": 10}, 0), ({"bonus_powers": (9,) * 8, "marshall_rd": True}, 100)],
)
def test_PP_score_is_kept_within_0_to_100_as_a_stated_reading(kwargs, expected):
    result = score(won=True, **kwargs)
    assert result["score"] == expected
    assert sum(line["points"] for line in result["lines"]) == expected
    assert "reading:" in result["steps"][-1]["text"]


def test_PP_score_inside_the_range_states_no_reading():
    assert all("reading" not in s["text"] for s in score(won=True, bad_news=2)["steps"])


@pytest.mark.parametrize(
    ("held", "over"), [(0, False), (1, False), (2, False), (3, True), (7, True)]
)
def test_PP_turn_end_bad_news_more_than_two_ends_the_game(held, over):
    result = turn_end(bad_news=held)
    assert result["game_over"] is over
    assert result["outcome"] == ("lost" if over else None)
    assert result["rules"] == ["PP.turn-end.bad-news"]


def test_PP_turn_end_bad_news_under_the_limit_states_whose_cards_count():
    assert (
        "reading: the limit counts the active player's own"
        in turn_end(bad_news=2)["steps"][0]["text"]
    )


def test_PP_game_rounds_the_last_turn_of_round_4_wins():
    result = turn_end(bad_news=2, round=4, last_turn_of_round=True)
    assert (result["game_over"], result["outcome"]) == (True, "won")
    assert result["rules"] == ["PP.turn-end.bad-news", "PP.game.rounds"]
    assert "reading:" in result["steps"][-1]["text"]


def test_PP_game_rounds_bad_news_on_the_last_turn_still_loses():
    result = turn_end(bad_news=3, round=4, last_turn_of_round=True)
    assert (result["game_over"], result["outcome"]) == (True, "lost")


@pytest.mark.parametrize(
    ("round_", "last", "words"),
    [
        (1, False, "player to the left"),
        (2, True, "two seats to the left"),
        (4, False, "player to the left"),
    ],
)
def test_PP_game_rounds_the_game_goes_on(round_, last, words):
    result = turn_end(bad_news=0, round=round_, last_turn_of_round=last)
    assert (result["game_over"], result["outcome"]) == (False, None)
    assert words in result["steps"][-1]["text"]


@pytest.mark.parametrize(
    ("kwargs", "rule"),
    [
        ({"bonus_powers": ()}, "PP.score.bonus-powers"),
        ({"marshall_rd": False}, "PP.score.marshall-rd"),
        ({"bad_news": 0}, "PP.score.bad-news"),
    ],
)
def test_PP_score_lines_only_for_what_happened(kwargs, rule):
    result = score(won=True, **kwargs)
    assert result["score"] == 40 and rule not in result["rules"]


def test_PP_score_bad_news_and_bonus_powers_offset():
    assert score(won=True, bonus_powers=(5,), bad_news=1)["score"] == 40
