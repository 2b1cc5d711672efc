"""The Power Up! desk page: GET forms, rulings with linked rule ids, errors on their field."""

from __future__ import annotations

import pytest
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytestmark = pytest.mark.django_db

PAGE = "/desk/power-up/"
PAIGE_VS_BRANDON = {
    "tool": "combat",
    "a_name": "Super Fast Paige",
    "a_atk": 4,
    "a_def": 4,
    "a_health": 4,
    "d_name": "Blazing Brandon",
    "d_atk": 7,
    "d_def": 3,
    "d_health": 3,
    "blocked": "on",
}


def html_of(response) -> str:
    return response.content.decode()


def rule_href(rule_id: str) -> str:
    return f'href="{reverse("rules:detail", args=[rule_id])}"'


def test_page_and_desk_link(client):
    response = client.get(PAGE)
    assert response.status_code == 200
    html = html_of(response)
    for anchor in ('id="combat"', 'id="chain"', 'id="winner"', 'id="deck"'):
        assert anchor in html
    assert "Super Fast Paige" in html  # the rulebook's example fills the form
    assert f'href="{PAGE}"' in html_of(client.get("/desk/"))


def test_combat_ruling_draws_wounds_and_links_rules(client):
    response = client.get(PAGE, PAIGE_VS_BRANDON)
    assert response.status_code == 200
    html = html_of(response)
    assert "Attack 4 against Defense 3" in html
    assert html.count('class="pip pip-new"') == 4  # two wounds each
    assert rule_href("PU.wounds") in html and "reading:" in html


def test_combat_ko_and_hq(client):
    ko = client.get(PAGE, {**PAIGE_VS_BRANDON, "d_health": 2})
    assert "KO&#x27;d" in html_of(ko) or "KO'd" in html_of(ko)
    through = html_of(client.get(PAGE, {**PAIGE_VS_BRANDON, "blocked": ""}))
    assert "not blocked: 1 wound to the HQ" in through and rule_href("PU.wounds.hq") in through


def test_illegal_team_up_says_why(client):
    params = {
        **PAIGE_VS_BRANDON,
        "team_up": "on",
        "a_rarity": 4,
        "a_faction": "Chrono",
        "d_rarity": 3,
        "p_atk": 2,
        "p_def": 2,
        "p_faction": "Chrono",
    }
    html = html_of(client.get(PAGE, params))
    assert "This attack is not allowed" in html and "lower rarity" in html


def test_team_up_without_partner_is_a_field_error(client):
    response = client.get(PAGE, {**PAIGE_VS_BRANDON, "team_up": "on"})
    assert response.status_code == 400
    assert response.context["forms"]["combat"].errors["p_atk"]


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"a_atk": 11}, "a_atk"),
        ({"d_def": 0}, "d_def"),
        ({"a_def_mod": 40}, "a_def_mod"),
        ({"a_wounds": -1}, "a_wounds"),
        ({"a_atk": "lots"}, "a_atk"),
        ({"a_keywords": "Flying"}, "a_keywords"),
    ],
)
def test_combat_errors_land_on_their_field(client, params, field):
    response = client.get(PAGE, {**PAIGE_VS_BRANDON, **params})
    assert response.status_code == 400
    assert response.context["forms"]["combat"].errors[field]


def test_chain_form(client):
    html = html_of(
        client.get(
            PAGE, {"tool": "chain", "effects": "blaze 1\nevade 2\nfrag 1 instant\nshield 2 instant"}
        )
    )
    assert "Resolves in this order: shield, frag, evade, blaze." in html
    assert rule_href("PU.chain.instant") in html
    bad = client.get(PAGE, {"tool": "chain", "effects": "blaze 1\nblaze 2"})
    assert bad.status_code == 400
    assert "entry 2" in bad.context["forms"]["chain"].errors["effects"][0]


def test_winner_form(client):
    params = {
        "tool": "winner",
        "condition": "no_more_power_cards",
        "hq_1": 3,
        "hq_2": 3,
        "stars_1": 5,
        "stars_2": 5,
        "ran_out_1": "on",
    }
    html = html_of(client.get(PAGE, params))
    assert "Player 2 wins" in html and rule_href("PU.win.tie-break") in html
    bad = client.get(PAGE, {**params, "stars_2": 99})
    assert bad.status_code == 400 and bad.context["forms"]["winner"].errors["stars_2"]


def test_deck_form(client):
    heroes = "\n".join(f"4 | Hero {r} | {r}*" for r in range(1, 6))
    html = html_of(
        client.get(
            PAGE,
            {
                "tool": "deck",
                "heroes": heroes,
                "powers": "4 | Orb | power | limited 3\n16 | X | battle",
            },
        )
    )
    assert (
        "Not legal" in html
        and rule_href("PU.deck.limited") in html
        and rule_href("PU.deck.copies") in html
    )
    bad = client.get(PAGE, {"tool": "deck", "heroes": heroes, "powers": "3 | x | spell"})
    assert bad.status_code == 400 and "entry 1" in bad.context["forms"]["deck"].errors["powers"][0]


def test_unknown_tool_is_just_the_page(client):
    assert client.get(PAGE, {"tool": "nonsense", "a_atk": "x"}).status_code == 200


FIELDS = [
    "tool",
    "a_atk",
    "a_def",
    "a_health",
    "a_keywords",
    "a_rarity",
    "a_atk_mod",
    "d_atk",
    "d_def",
    "blocked",
    "team_up",
    "p_atk",
    "p_def",
    "effects",
    "condition",
    "hq_1",
    "stars_2",
    "heroes",
    "powers",
    "a_attacks_made",
]


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    params=st.dictionaries(
        st.sampled_from(FIELDS),
        st.one_of(
            st.sampled_from(["combat", "chain", "winner", "deck", "on", "Speedster", "1", "hq"]),
            st.text(max_size=20),
            st.integers(-50, 50).map(str),
        ),
        max_size=10,
    )
)
def test_random_queries_never_crash(client, params):
    assert client.get(PAGE, params).status_code in (200, 400)


def test_rules_page_filters_by_the_game_rulebooks(client):
    html = html_of(client.get("/rules/", {"source": "power-up"}))
    assert '<option value="power-up" selected>' in html and '<option value="overrealm"' in html
    assert rule_href("PU.wounds") in html and rule_href("OR.venture") not in html


@pytest.mark.parametrize(
    "module",
    [
        "rules/views_games_pu.py",
        "rules/views_games_rlm.py",
        "rules/forms_games_pu.py",
        "rules/forms_games_rlm.py",
        "rules/games/power_up.py",
        "rules/games/overrealm.py",
        "rules/games/shapes.py",
    ],
)
def test_pages_and_services_never_import_the_api(module):
    import ast
    from pathlib import Path

    from django.conf import settings as django_settings

    tree = ast.parse((Path(django_settings.BASE_DIR) / module).read_text(encoding="utf-8"))
    imported = [
        name
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for name in (
            [node.module or ""]
            if isinstance(node, ast.ImportFrom)
            else [a.name for a in node.names]
        )
    ]
    assert imported and not [n for n in imported if n == "api" or n.startswith("api.")]
