"""The rules API (``/api/v1/rules/``, ``/api/v1/glossary/``) and the rule pages."""

from __future__ import annotations

import pytest
from django.template import Context, Template

from rules import registry

pytestmark = pytest.mark.django_db


def test_rule_list(client):
    body = client.get("/api/v1/rules/").json()
    assert body["count"] == len(registry.all_rules())
    ids = [r["id"] for r in body["results"]]
    assert "MR.13.renege" in ids and "OR.venture" in ids
    first = body["results"][0]
    assert set(first) >= {"id", "title", "source", "section", "summary", "supersedes", "url"}


def test_rule_list_filters_by_source(client):
    body = client.get("/api/v1/rules/", {"source": "meta"}).json()
    assert body["count"] == len(registry.all_rules("meta")) > 20
    assert all(r["source"] == "meta" and r["id"].startswith("MR.") for r in body["results"])


def test_rule_list_search(client):
    body = client.get("/api/v1/rules/", {"q": "renege"}).json()
    assert {"MR.13.renege", "MR.13.renege-offences"} <= {r["id"] for r in body["results"]}


def test_rule_list_bad_source_is_a_400(client):
    response = client.get("/api/v1/rules/", {"source": "nonsense"})
    assert response.status_code == 400
    assert response.json()["error"]["details"][0]["path"] == "source"


def test_meta_rule_detail(client):
    body = client.get("/api/v1/rules/MR.13/").json()
    assert body["source"] == "meta"
    assert body["supersedes"] == ["OR.battle-end"]
    assert body["changes"]


def test_official_rule_detail_points_to_its_meta_rule(client):
    body = client.get("/api/v1/rules/OR.battle-end/").json()
    assert body["superseded_by"] == ["MR.13"]
    assert body["changes"] is None


def test_unknown_rule_is_a_404_with_suggestions(client):
    response = client.get("/api/v1/rules/MR.5.strng/")
    assert response.status_code == 404
    error = response.json()["error"]
    assert error["code"] == "unknown_rule"
    assert any("MR.5.string" in d["message"] for d in error["details"])


def test_glossary_api(client):
    body = client.get("/api/v1/glossary/").json()
    terms = {t["term"]: t for t in body["results"]}
    assert "MR.9" in terms["Shift"]["rules"]
    only = client.get("/api/v1/glossary/", {"rule": "MR.12.tko"}).json()
    assert [t["term"] for t in only["results"]] == ["TKO"]


def test_rules_page_groups_by_document(client):
    response = client.get("/rules/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "OverPower official rules" in html and "Tournament meta-rules revision" in html
    assert html.index("OverPower official rules") < html.index("Tournament meta-rules revision")
    assert 'href="/rules/MR.13.renege/"' in html


def test_rules_page_filters(client):
    html = client.get("/rules/", {"source": "meta", "q": "shift"}).content.decode()
    assert "/rules/MR.9/" in html and "/rules/OR.venture/" not in html


def test_meta_rule_page_shows_what_changed_with_links(client):
    html = client.get("/rules/MR.13/").content.decode()
    assert "What it changed" in html
    assert 'href="/rules/OR.battle-end/"' in html
    assert registry.get_rule("MR.13").summary[:40] in html.replace("&#x27;", "'")


def test_official_rule_page_links_to_its_meta_rule(client):
    html = client.get("/rules/OR.battle-end/").content.decode()
    assert 'href="/rules/MR.13/"' in html
    assert "Ending the Battle" in html


def test_rule_page_lists_finer_rules(client):
    html = client.get("/rules/OR.discard/").content.decode()
    assert 'href="/rules/OR.discard.power/"' in html


def test_unknown_rule_page_is_a_404_with_suggestions(client):
    response = client.get("/rules/MR.5.strng/")
    assert response.status_code == 404
    assert 'href="/rules/MR.5.string/"' in response.content.decode()


def test_glossary_page(client):
    html = client.get("/glossary/").content.decode()
    assert 'id="double-shift"' in html and 'href="/rules/MR.9/"' in html


def test_nav_links(client):
    html = client.get("/rules/").content.decode()
    assert 'href="/glossary/"' in html


def test_rule_link_filter_and_tag():
    out = Template('{% load rule_links %}{{ "MR.7"|rule_link }} | {% rule_links ids %}').render(
        Context({"ids": ["OR.venture", "MR.404"]})
    )
    assert '<a class="rule-link" href="/rules/MR.7/"' in out
    assert 'href="/rules/OR.venture/"' in out
    assert '<span class="unknown-rule">MR.404</span>' in out
    text = Template('{% load rule_links %}{% rule_links "MR.17, MR.1" %}').render(Context())
    assert text.count("<a ") == 2


def test_schema_documents_the_rules_endpoints(client):
    response = client.get("/api/v1/schema/", HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    text = response.content.decode()
    for path in (
        "/api/v1/rules/",
        "/api/v1/rules/{rule_id}/",
        "/api/v1/glossary/",
        "/api/v1/checks/venture/",
        "/api/v1/checks/priority/",
        "/api/v1/checks/renege/",
    ):
        assert path in text


@pytest.mark.parametrize("rule_id", ["x" * 500, "MR.", "OR..x", "%F0%9F%98%80", "mr.7", "<b>"])
def test_odd_rule_ids_answer_404_never_500(client, rule_id):
    assert client.get(f"/api/v1/rules/{rule_id}/").status_code == 404
    assert client.get(f"/rules/{rule_id}/").status_code == 404


def test_lowercase_id_suggests_the_real_one(client):
    details = client.get("/api/v1/rules/mr.7/").json()["error"]["details"]
    assert details[0]["message"] == "did you mean MR.7?"


def test_vocabulary_api_lists_every_clause_kind_with_where_it_is_applied(client):
    from rules.engine.effects import CLAUSE_KINDS

    body = client.get("/api/v1/vocabulary/").json()
    assert body["count"] == len(CLAUSE_KINDS)
    by_kind = {k["kind"]: k for k in body["results"]}
    assert by_kind["avoid"]["applied_in"] and by_kind["avoid"]["summary"]
    assert "count" in {f["name"] for f in by_kind["avoid"]["fields"]}
    assert by_kind["disrupt"]["applied_in"] == []
    assert by_kind["copy_special"]["applied_in"] == ["resolve", "defense"]


def test_vocabulary_api_describes_a_typed_card_filter_with_its_fields(client):
    body = client.get("/api/v1/vocabulary/").json()
    by_kind = {k["kind"]: k for k in body["results"]}
    types = {f["name"]: f["type"] for f in by_kind["defense_restriction"]["fields"]}
    assert types["only"].startswith("CardFilter (")
    assert all(part in types["only"] for part in ("kinds", "icons", "levels", "min_value"))


def test_glossary_page_shows_the_card_text_vocabulary(client):
    html = client.get("/glossary/").content.decode()
    assert 'id="card-text"' in html and 'id="clause-avoid"' in html
    disrupt = html.split('id="clause-disrupt"')[1].split("</tr>")[0]
    assert "not applied yet" in disrupt
    assert "card_kinds" not in html  # fields are named in words, not as JSON keys
    # summaries read as prose: no docstring markup, no identifiers
    assert "``" not in html and "take_kinds" not in html
