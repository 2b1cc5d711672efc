"""The judge's desk pages: GET forms for the venture, priority and renege checks.

A ruling is shown with its rule ids linked; bad input shows the form again with the problem
on its field (status 400), never a server error.
"""

from __future__ import annotations

import pytest
from django.urls import NoReverseMatch, reverse

from rules.views_desk import other_tools

pytestmark = pytest.mark.django_db

VENTURE = "/desk/venture/"
PRIORITY = "/desk/priority/"
RENEGE = "/desk/renege/"


def rule_href(rule_id: str) -> str:
    return f'href="{reverse("rules:detail", args=[rule_id])}"'


def html_of(response) -> str:
    return response.content.decode()


def field_errors(response, field: str) -> list[str]:
    form = response.context["form"]
    return list(form.errors.get(field, []))


# ------------------------------------------------------------------------------- index, nav


def test_index_links_the_three_checks_and_the_tools_that_exist(client):
    response = client.get("/desk/")
    assert response.status_code == 200
    html = html_of(response)
    for url in (VENTURE, PRIORITY, RENEGE, reverse("resolve")):
        assert f'href="{url}"' in html
    for name in ("deck-check", "discard-check"):
        try:
            url = reverse(name)
        except NoReverseMatch:
            continue
        assert f'href="{url}"' in html


def test_other_tools_only_name_pages_that_exist():
    tools = other_tools()
    assert {t["title"] for t in tools} >= {"Resolve plays"}
    for tool in tools:
        reverse(tool["url_name"])  # raises if the page does not exist
        assert not tool["url_name"].startswith("api:")


def test_every_page_has_a_link_to_the_desk(client):
    assert f'href="{reverse("rules:desk")}"' in html_of(client.get("/"))


@pytest.mark.parametrize("url", [VENTURE, PRIORITY, RENEGE])
def test_empty_forms_render_without_a_ruling(client, url):
    response = client.get(url)
    assert response.status_code == 200
    html = html_of(response)
    assert '<form method="get"' in html and 'type="submit"' in html
    assert "Ruling" not in html
    assert response.context.get("result") is None


@pytest.mark.parametrize("url", [VENTURE, PRIORITY, RENEGE, "/desk/"])
def test_pages_refuse_post_politely(client, url):
    assert client.post(url, {"x": "1"}).status_code == 405


# ------------------------------------------------------------------------------- venture


def test_venture_winner_ladder_and_penalty_draws(client):
    response = client.get(
        VENTURE,
        {
            "a_reserve": 7,
            "a_completed": 0,
            "a_defeated": 0,
            "a_ventured_reserve": 2,
            "a_total": 14,
            "b_reserve": 7,
            "b_ventured_reserve": 4,
            "b_total": 9,
        },
    )
    assert response.status_code == 200
    result = response.context["result"]
    assert result["winner"] == "A" and result["totals"] == {"A": 14, "B": 9}
    assert result["missions"]["A"] == {"reserve": 5, "completed": 2, "defeated": 0}
    assert result["missions"]["B"] == {"reserve": 3, "completed": 0, "defeated": 4}
    assert result["penalty_draws"] == {"A": 2, "B": 0}
    html = html_of(response)
    assert "Player A wins the venture, 14 to 9." in html
    assert "5 / 2 / 0" in html and "3 / 0 / 4" in html
    assert "may draw 2" in html
    assert "Game over" not in html
    for rule in ("OR.mission-ladder", "OR.venture.penalty", "OR.venture-total"):
        assert rule_href(rule) in html


def test_venture_every_sentence_cites_linked_rules(client):
    response = client.get(
        VENTURE, {"a_ventured_reserve": 1, "a_total": 3, "b_ventured_reserve": 1, "b_total": 8}
    )
    html = html_of(response)
    messages = response.context["result"]["messages"]
    assert messages
    for message in messages:
        assert message["rules"]
        item = html.split(message["text"].replace("'", "&#x27;"), 1)[1].split("</li>", 1)[0]
        for rule in message["rules"]:
            assert rule_href(rule) in item


def test_venture_blank_reserve_counts_what_the_other_piles_leave(client):
    response = client.get(
        VENTURE,
        {
            "a_reserve": "",
            "a_completed": 2,
            "a_ventured_reserve": 1,
            "a_total": 5,
            "b_ventured_reserve": 1,
            "b_total": 2,
        },
    )
    assert response.status_code == 200
    assert response.context["result"]["missions"]["A"] == {
        "reserve": 4,
        "completed": 3,
        "defeated": 0,
    }


def test_venture_game_over(client):
    response = client.get(
        VENTURE,
        {
            "a_reserve": 2,
            "a_completed": 5,
            "a_ventured_reserve": 2,
            "a_total": 11,
            "b_ventured_reserve": 1,
            "b_total": 6,
        },
    )
    result = response.context["result"]
    assert result["game_over"] is True and result["game_winner"] == "A"
    html = html_of(response)
    assert "Game over: player A wins the game." in html
    assert rule_href("OR.victory") in html


def test_venture_concession_needs_no_totals(client):
    response = client.get(
        VENTURE, {"a_ventured_reserve": 2, "b_ventured_reserve": 1, "b_conceded": "on"}
    )
    assert response.status_code == 200
    result = response.context["result"]
    assert result["outcome"] == "conceded" and result["winner"] == "A"
    html = html_of(response)
    assert "Player A wins the venture: the opponent conceded." in html
    assert rule_href("OR.concede") in html


def test_venture_draw_keeps_the_cards_ventured(client):
    response = client.get(
        VENTURE, {"a_ventured_reserve": 2, "a_total": 10, "b_ventured_reserve": 1, "b_total": 10}
    )
    result = response.context["result"]
    assert result["winner"] is None and result["outcome"] == "draw"
    assert result["carried_over"]["A"] == {"reserve": 2, "completed": 0}
    html = html_of(response)
    assert "Draw: both venture totals are 10." in html
    assert rule_href("OR.venture-total.tie") in html


def test_venture_that_breaks_the_rules_is_ruled_not_refused(client):
    response = client.get(
        VENTURE, {"a_ventured_reserve": 0, "a_total": 4, "b_ventured_reserve": 1, "b_total": 2}
    )
    assert response.status_code == 200
    assert response.context["result"]["legal"] is False
    html = html_of(response)
    assert "The venture is not legal" in html
    assert rule_href("OR.venture") in html


def test_venture_not_a_number_is_shown_on_its_field(client):
    response = client.get(
        VENTURE, {"a_ventured_reserve": 1, "a_total": "fourteen", "b_ventured_reserve": 1}
    )
    assert response.status_code == 400
    assert field_errors(response, "a_total")
    assert 'value="fourteen"' in html_of(response)  # what was typed is kept
    assert "result" not in response.context


def test_venture_piles_must_hold_seven(client):
    response = client.get(
        VENTURE,
        {"a_reserve": 6, "a_completed": 2, "a_ventured_reserve": 1, "a_total": 1, "b_total": 0},
    )
    assert response.status_code == 400
    problems = response.context["form"].non_field_errors()
    assert any("Player A's mission piles" in p and "8" in p for p in problems)


def test_venture_more_ventured_than_the_pile_holds(client):
    response = client.get(
        VENTURE,
        {
            "a_ventured_reserve": 1,
            "a_total": 3,
            "b_reserve": 2,
            "b_completed": 5,
            "b_ventured_reserve": 3,
            "b_total": 1,
        },
    )
    assert response.status_code == 400
    assert any("holds only 2" in e for e in field_errors(response, "b_ventured_reserve"))


def test_venture_both_players_cannot_concede(client):
    response = client.get(
        VENTURE,
        {"a_ventured_reserve": 1, "b_ventured_reserve": 1, "a_conceded": "on", "b_conceded": "on"},
    )
    assert response.status_code == 400
    assert field_errors(response, "b_conceded")


def test_venture_missing_total_is_asked_for(client):
    response = client.get(VENTURE, {"a_ventured_reserve": 1, "a_total": 3, "b_ventured_reserve": 1})
    assert response.status_code == 400
    assert any("venture total" in e for e in field_errors(response, "b_total"))


def test_venture_every_problem_shows_at_once(client):
    response = client.get(
        VENTURE, {"a_total": "x", "b_reserve": 9, "a_ventured_reserve": 1, "b_total": 2}
    )
    assert response.status_code == 400
    assert field_errors(response, "a_total") and field_errors(response, "b_reserve")


# ------------------------------------------------------------------------------- priority


def test_priority_higher_kind_wins(client):
    text = "special: Opponent may not attack.\nevent: Both teams must attack."
    response = client.get(PRIORITY, {"effects": text})
    assert response.status_code == 200
    ranking = response.context["ranking"]
    assert [r["entry"]["type"] for r in ranking] == ["event", "special"]
    html = html_of(response)
    assert "Effect 2 prevails: event: “Both teams must attack.”" in html
    order = html.split("<ol", 1)[1].split("</ol>", 1)[0]
    assert order.index("Both teams must attack.") < order.index("Opponent may not attack.")
    assert rule_href("MR.17") in html


def test_priority_same_kind_last_played_wins_and_blank_lines_are_skipped(client):
    text = "tactic: first\n\n  power: low\ntactic: second\n"
    response = client.get(PRIORITY, {"effects": text})
    assert response.status_code == 200
    order = [r["entry"]["text"] for r in response.context["ranking"]]
    assert order == ["second", "first", "low"]
    assert response.context["result"]["winner"] == "Effect 3"


def test_priority_card_acting_as_another_kind(client):
    text = "event: Both teams must attack.\nspecial + event: Acts as an event."
    response = client.get(PRIORITY, {"effects": text})
    assert response.status_code == 200
    winner = response.context["winner"]
    assert winner["entry"]["text"] == "Acts as an event." and winner["ranks_as"] == "event"
    html = html_of(response)
    for rule in ("MR.17", "MR.1", "MR.7"):
        assert rule_href(rule) in html


def test_priority_accepts_the_engines_other_type_names(client):
    text = "Inherent ability: Wolverine heals.\nDoubleShot: Two attacks."
    response = client.get(PRIORITY, {"effects": text})
    assert response.status_code == 200
    assert response.context["winner"]["ranks_as"] == "inherent"


def test_priority_unknown_type_names_its_line(client):
    response = client.get(PRIORITY, {"effects": "event: a\n\nwolverine: hi"})
    assert response.status_code == 400
    errors = field_errors(response, "effects")
    assert any(e.startswith("Line 3") and "special" in e for e in errors)


@pytest.mark.parametrize("text", ["", "event: alone", "   \n\n  "])
def test_priority_needs_two_effects(client, text):
    response = client.get(PRIORITY, {"effects": text})
    assert response.status_code == 400
    assert field_errors(response, "effects")


def test_priority_too_many_effects(client):
    text = "\n".join(f"power: {i}" for i in range(51))
    response = client.get(PRIORITY, {"effects": text})
    assert response.status_code == 400
    assert field_errors(response, "effects")


# ------------------------------------------------------------------------------- renege

DUPLICATE = {
    "offender": "A",
    "offence": "illegal_duplicate",
    "judge_called": "on",
    "phase": "after_venture",
    "a_ventured_reserve": 2,
    "b_ventured_reserve": 1,
}


def test_renege_offender_loses_the_venture(client):
    response = client.get(RENEGE, DUPLICATE)
    assert response.status_code == 200
    result = response.context["result"]
    assert result["penalty"] == "lose_venture" and result["game_loss"] is False
    assert result["missions"]["A"] == {"reserve": 5, "completed": 0, "defeated": 2}
    assert result["missions"]["B"] == {"reserve": 5, "completed": 2, "defeated": 0}
    html = html_of(response)
    assert "The offender loses the venture" in html and "No game or match loss." in html
    assert "5 / 0 / 2" in html and "5 / 2 / 0" in html
    for rule in ("MR.13.renege", "MR.13.renege-offences", "OR.mission-ladder"):
        assert rule_href(rule) in html


def test_renege_that_ends_the_game(client):
    response = client.get(
        RENEGE,
        {**DUPLICATE, "b_reserve": 1, "b_completed": 6, "b_ventured_reserve": 0},
    )
    assert response.status_code == 200
    result = response.context["result"]
    assert result["game_over"] is True and result["game_winner"] == "B"
    assert "Game over: player B wins the game." in html_of(response)


def test_renege_illegal_deck_is_a_match_loss_without_missions(client):
    response = client.get(
        RENEGE, {"offender": "B", "offence": "illegal_deck", "judge_called": "on"}
    )
    assert response.status_code == 200
    assert response.context["result"]["game_loss"] is True
    html = html_of(response)
    assert "Match loss for player B: player A wins." in html
    assert rule_href("MR.13.renege-offences") in html


def test_renege_without_a_judge_the_players_settle(client):
    params = {k: v for k, v in DUPLICATE.items() if k != "judge_called"}
    response = client.get(RENEGE, params)
    assert response.status_code == 200
    assert response.context["result"]["penalty"] == "players_settle"
    assert "the players settle it" in html_of(response)


def test_renege_found_before_the_venture_is_no_renege(client):
    response = client.get(RENEGE, {**DUPLICATE, "phase": "before_venture"})
    assert response.status_code == 200
    assert response.context["result"]["penalty"] == "none"
    html = html_of(response)
    assert "this is not a renege" in html and rule_href("OR.discard") in html


def test_renege_offence_choices_are_the_engines():
    from rules.engine.renege import OFFENCES
    from rules.forms_desk import RenegeForm

    assert [value for value, _ in RenegeForm().fields["offence"].choices] == list(OFFENCES)


def test_renege_asks_for_the_missions_when_needed(client):
    params = {k: v for k, v in DUPLICATE.items() if not k.startswith(("a_", "b_"))}
    response = client.get(RENEGE, params)
    assert response.status_code == 400
    assert any("needed" in p for p in response.context["form"].non_field_errors())


def test_renege_bad_choices_are_shown_on_their_fields(client):
    response = client.get(RENEGE, {"offender": "C", "offence": "cheating", "a_reserve": 9})
    assert response.status_code == 400
    for field in ("offender", "offence", "a_reserve"):
        assert field_errors(response, field)


# ------------------------------------------------------------------------------- parity with the API


def test_pages_and_api_agree(client):
    page = client.get(
        VENTURE,
        {
            "a_completed": 1,
            "a_defeated": 2,
            "a_ventured_completed": 1,
            "a_total": 9,
            "b_ventured_reserve": 3,
            "b_total": 4,
        },
    ).context["result"]
    body = {
        "players": {
            "A": {
                "missions": {"completed": 1, "defeated": 2},
                "ventured": {"completed": 1},
                "venture_total": 9,
            },
            "B": {"ventured": {"reserve": 3}, "venture_total": 4},
        }
    }
    api = client.post("/api/v1/checks/venture/", body, content_type="application/json").json()
    assert page == api

    page = client.get(PRIORITY, {"effects": "aspect: x\nuniverse: y"}).context["result"]
    api = client.post(
        "/api/v1/checks/priority/",
        {
            "effects": [
                {"id": "Effect 1", "type": "aspect", "text": "x"},
                {"id": "Effect 2", "type": "universe", "text": "y"},
            ]
        },
        content_type="application/json",
    ).json()
    assert page == api


def test_page_refuses_what_the_api_refuses(client):
    response = client.get(VENTURE, {"a_ventured_reserve": 1, "a_total": 5000, "b_total": 1})
    assert response.status_code == 400
    assert field_errors(response, "a_total")
    body = {
        "players": {
            "A": {"ventured": {"reserve": 1}, "venture_total": 5000},
            "B": {"venture_total": 1},
        }
    }
    api = client.post("/api/v1/checks/venture/", body, content_type="application/json")
    assert api.status_code == 400
