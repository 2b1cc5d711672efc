"""The rulings log: judges save rulings; anyone with a share link reads one; CSV export."""

from __future__ import annotations

import csv
import io

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from rules.models import EVENT_MAX, LoggedRuling

from .conftest import PASSWORD, ruling_form

pytestmark = pytest.mark.django_db


def test_a_judge_saves_a_ruling_and_lands_on_its_share_page(judge_client, situation_text):
    response = judge_client.post("/rulings/new/", ruling_form(situation_text))
    entry = LoggedRuling.objects.get()
    assert response.status_code == 302
    assert response["Location"] == f"/rulings/s/{entry.token}/"
    assert len(entry.token) >= 32
    assert entry.judge.username == "judy"
    assert (entry.event, entry.round, entry.table) == ("Regional Open", "3", "12")
    assert entry.situation["plays"][0]["by"] == "a1"
    assert [s["result"] for s in entry.resolution["steps"]][:2] == ["attack", "hit"]
    assert entry.resolution["ko"][0]["id"] == "b1"
    assert "KO'd: Hulk" in entry.summary


def test_the_share_page_reads_without_an_account(judge_client, client, situation_text):
    judge_client.post("/rulings/new/", ruling_form(situation_text, notes="Player B appealed."))
    token = LoggedRuling.objects.get().token
    judge_client.logout()
    page = client.get(f"/rulings/s/{token}/")
    html = page.content.decode()
    assert page.status_code == 200
    assert "The attack hits; Hulk is KO&#x27;d." in html
    assert "Player B appealed." in html
    assert "Hulk: KO&#x27;d by points (cumulative)" in html
    assert 'href="/rules/OR.ko.cumulative/"' in html
    assert page["X-Robots-Tag"] == "noindex"


def test_an_unknown_share_token_is_not_found(client):
    assert client.get("/rulings/s/not-a-real-token-at-all/").status_code == 404


@pytest.mark.parametrize("path", ["/rulings/", "/rulings/new/", "/rulings/export.csv"])
def test_anonymous_users_are_sent_to_sign_in(client, path):
    response = client.get(path)
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/?next=")


def test_a_signed_in_user_without_the_judge_group_may_not_log(client, situation_text):
    user = get_user_model().objects.create_user("visitor", password=PASSWORD)
    client.force_login(user)
    assert client.post("/rulings/new/", ruling_form(situation_text)).status_code == 403
    assert client.get("/rulings/").status_code == 403
    assert not LoggedRuling.objects.exists()


def test_a_situation_sent_before_signing_in_is_on_the_form_after(
    client, judge_user, situation_text
):
    response = client.post("/rulings/new/", {"situation": situation_text})
    assert response["Location"].startswith("/accounts/login/")
    signed_in = client.post(
        "/accounts/login/", {"username": "judy", "password": PASSWORD, "next": "/rulings/new/"}
    )
    assert signed_in["Location"] == "/rulings/new/"
    form = client.get("/rulings/new/").content.decode()
    assert "&quot;target&quot;: &quot;b1&quot;" in form
    assert "What the engine answers" in form
    assert not LoggedRuling.objects.exists()


def test_the_form_opens_with_a_situation_from_a_link(judge_client, situation_text):
    page = judge_client.get("/rulings/new/", {"situation": situation_text})
    assert page.status_code == 200
    assert "Wolverine attacks Hulk" in page.content.decode()


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"situation": "{not json"}, "situation"),
        ({"situation": "[1, 2]"}, "situation"),
        ({"situation": '{"state": {"players": {}}, "plays": "attack"}'}, "situation"),
        ({"event": "x" * (EVENT_MAX + 1)}, "event"),
        ({"event": "   "}, "event"),
        ({"ruling": ""}, "ruling"),
    ],
)
def test_bad_input_shows_the_form_again_and_saves_nothing(
    judge_client, situation_text, fields, field
):
    response = judge_client.post("/rulings/new/", ruling_form(situation_text, **fields))
    assert response.status_code == 400
    assert response.context["form"].errors[field]
    assert not LoggedRuling.objects.exists()


def test_a_situation_the_engine_refuses_names_the_field(judge_client):
    bad = '{"state": {"players": {"A": {"front_line": [{"id": "a1"}]}}}, "plays": []}'
    response = judge_client.post("/rulings/new/", ruling_form(bad))
    assert response.status_code == 400
    assert response.context["form"].errors["situation"]
    assert not LoggedRuling.objects.exists()


def _log(judge_client, situation_text, event, **fields):
    judge_client.post("/rulings/new/", ruling_form(situation_text, event=event, **fields))


def test_the_list_shows_one_event_at_a_time(judge_client, situation_text):
    _log(judge_client, situation_text, "Regional Open", table="4")
    _log(judge_client, situation_text, "City Cup", table="9")
    everything = judge_client.get("/rulings/")
    assert [r.table for r in everything.context["page"].object_list] == ["9", "4"]
    assert {e["event"]: e["count"] for e in everything.context["events"]} == {
        "Regional Open": 1,
        "City Cup": 1,
    }
    one = judge_client.get("/rulings/", {"event": "city cup"})
    assert [r.table for r in one.context["page"].object_list] == ["9"]


def _csv(response) -> list[list[str]]:
    return list(csv.reader(io.StringIO(response.content.decode())))


def test_csv_export_per_event_and_of_everything(judge_client, situation_text):
    _log(judge_client, situation_text, "Regional Open", notes="=HYPERLINK(evil)")
    _log(judge_client, situation_text, "City Cup")
    rows = _csv(judge_client.get("/rulings/export.csv"))
    assert rows[0][:4] == ["created (UTC)", "event", "round", "table"]
    assert sorted(r[1] for r in rows[1:]) == ["City Cup", "Regional Open"]
    one = judge_client.get("/rulings/export.csv", {"event": "Regional Open"})
    assert 'filename="rulings-regional-open.csv"' in one["Content-Disposition"]
    (row,) = _csv(one)[1:]
    assert row[6] == "'=HYPERLINK(evil)"
    token = LoggedRuling.objects.get(event="Regional Open").token
    assert row[8] == f"http://testserver/rulings/s/{token}/"


def test_the_admin_lists_and_searches_the_log(admin_client, judge_client, situation_text):
    _log(judge_client, situation_text, "Regional Open", table="4")
    _log(judge_client, situation_text, "City Cup", table="9")
    found = admin_client.get("/admin/rules/loggedruling/", {"q": "city"})
    assert found.status_code == 200
    assert [r.event for r in found.context["cl"].result_list] == ["City Cup"]


def test_add_judge_makes_an_account_in_the_judges_group(monkeypatch, db):
    monkeypatch.setenv("JUDGE_PASSWORD", PASSWORD)
    call_command("add_judge", "newjudge", stdout=io.StringIO())
    user = get_user_model().objects.get(username="newjudge")
    assert user.check_password(PASSWORD)
    assert user.has_perm("rules.add_loggedruling")
    assert user.has_perm("rules.view_loggedruling")
    assert not user.has_perm("rules.delete_loggedruling")


def test_the_refusal_says_what_account_is_needed(client):
    client.force_login(get_user_model().objects.create_user("visitor", password=PASSWORD))
    response = client.get("/rulings/")
    assert response.status_code == 403
    assert "needs a judge's account" in response.content.decode()


def test_the_resolve_page_offers_to_log_its_situation_in_the_notation(judge_client):
    text = "A: Wolverine 3 7 5 3\nB: Hulk 4 6 8 3\n1. a1 attacks b1 with 7 Fighting\n"
    page = judge_client.post("/resolve/", {"text": text}, follow=True).content.decode()
    assert 'action="/rulings/new/"' in page and 'name="situation"' in page
    form = judge_client.post("/rulings/new/", {"situation": text}).content.decode()
    assert "Hulk" in form and "errorlist" not in form
