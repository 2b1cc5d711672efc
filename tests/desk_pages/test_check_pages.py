"""The KO and defense check pages: the same answers as the API's checks, mistakes on their field."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db

HULK = {"name": "Hulk", "energy": 4, "fighting": 6, "strength": 8, "intellect": 3}
WOLVERINE = {"name": "Wolverine", "energy": 3, "fighting": 7, "strength": 5, "intellect": 3}


def test_the_ko_page_rules_a_spectrum_ko_with_its_meters(client):
    res = client.get(
        reverse("rules:desk-ko"),
        {**HULK, "hits": "2 Strength permanent\n1 Energy\n1 Fighting current"},
    )
    assert res.status_code == 200
    html = res.content.decode()
    assert "KO'd (spectrum)." in html
    assert "4 of 20 points; 3 of 3 power types" in html
    assert 'class="ko-meter"' in html and 'class="spectrum-meter"' in html
    assert 'href="/rules/OR.ko.spectrum/"' in html


def test_the_ko_page_agrees_with_the_api(client):
    hits = [
        {"icon": "strength", "value": 8, "record": "permanent"},
        {"icon": "fighting", "value": 7, "record": "current"},
    ]
    grid = {k: HULK[k] for k in ("energy", "fighting", "strength", "intellect")}
    api = client.post(
        "/api/v1/checks/ko/",
        data=json.dumps({"character": {"name": "Hulk", "grid": grid, "hits": hits}}),
        content_type="application/json",
    ).json()
    page = client.get(
        reverse("rules:desk-ko"), {**HULK, "hits": "8 Strength permanent\n7 Fighting current"}
    )
    assert page.context["result"] == api
    assert "Not KO'd." in page.content.decode()


def test_a_mistyped_hit_is_reported_on_the_hits_field(client):
    res = client.get(reverse("rules:desk-ko"), {**HULK, "hits": "2 Strenght"})
    assert res.status_code == 400
    errors = res.context["form"].errors["hits"]
    assert "2 Strenght" in errors[0] and "expected" in errors[0]


def _defense(client, attack: str, defense: str):
    return client.get(
        reverse("rules:desk-defense"),
        {
            **{f"attacker_{k}": v for k, v in WOLVERINE.items()},
            **{f"defender_{k}": v for k, v in HULK.items()},
            "attack": attack,
            "defense": defense,
        },
    )


def test_the_defense_page_rules_a_block(client):
    res = _defense(client, "7 Fighting", "8 Strength")
    assert res.status_code == 200, res.context["form"].errors
    result = res.context["result"]
    assert result["legal"] and result["blocks"]
    assert "The defense stops the attack." in res.content.decode()


def test_the_defense_page_names_an_unknown_card(client):
    res = _defense(client, "7 Fighting", '"No Such Card Anywhere"')
    assert res.status_code == 400
    assert "No Such Card Anywhere" in res.content.decode()


def test_the_desk_lists_the_two_checks(client):
    html = client.get(reverse("rules:desk")).content.decode()
    assert f'href="{reverse("rules:desk-ko")}"' in html
    assert f'href="{reverse("rules:desk-defense")}"' in html
