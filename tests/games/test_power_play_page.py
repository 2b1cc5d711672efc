"""The Power Play tally page on the desk: the form, the two-column sum, the steps' rule links."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.forms_games_pp import PowerPlayTallyForm
from rules.games import power_play as service
from rules.views_games_pp import FORMS
from tests.games.test_power_play_examples import rulebook_examples

pytestmark = pytest.mark.django_db

PAGE = "/desk/power-play/"
ROOT = Path(django_settings.BASE_DIR)


def form_data(case) -> dict[str, str]:
    """The form's fields for an engine tally case."""
    location = case.location
    return PowerPlayTallyForm.data_for(
        {
            "heroes": [{"type": p.type, "value": p.value} for p in case.heroes],
            "villain": {
                "name": case.villain.name,
                "base": case.villain.base,
                "text": case.villain.text,
                "powers": [{"type": p.type, "value": p.value} for p in case.villain.powers],
            },
            "attribute": {"value": case.attribute.value, "text": case.attribute.text},
            "location": {"name": location.name, "text": location.text} if location else {},
            "bonus_powers": list(case.bonus_powers),
        }
    )


def text_of(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def column(html: str, title: str) -> str:
    """The text of one column of the drawn sum."""
    start = html.index(f"<h3>{title}</h3>")
    return text_of(html[start : html.index("</table>", start)])


def test_the_blank_form_posts_and_works_without_javascript(client):
    response = client.get(PAGE)
    assert response.status_code == 200
    html = response.content.decode()
    assert '<form method="post"' in html and "csrfmiddlewaretoken" in html
    assert "<script" not in html
    for name in (
        "hero_type_7",
        "hero_value_0",
        "villain_name",
        "villain_base",
        "villain_type_1",
        "villain_text",
        "attribute_value",
        "attribute_text",
        "location_name",
        "location_text",
        "bonus_powers",
    ):
        assert f'name="{name}"' in html
    assert "pp-sum" not in html


@pytest.mark.parametrize(("index", "heroes", "villain"), [(0, 10, 18), (1, 37, 33)])
def test_PP_tally_winner_posting_the_rulebook_examples(client, index, heroes, villain):
    response = client.post(PAGE, form_data(rulebook_examples()[index]["case"]))
    assert response.status_code == 200
    html = response.content.decode()
    assert column(html, "Heroes").endswith(f"= {heroes} total")
    assert column(html, "Villain").endswith(f"= {villain} total")
    if index == 0:
        assert "The villain wins, 18 to 10, unless the heroes add 8 more" in text_of(html)
    else:
        assert "The heroes win, 37 to 33." in text_of(html)


def test_the_sum_is_drawn_in_two_columns_with_the_base_as_a_multiplication(client):
    html = client.get(PAGE, {"example": "aerodynamic"}).content.decode()
    assert html.count('class="pp-col') == 2 and "pp-col pp-winner" in html
    villain = column(html, "Villain")
    assert "= 7 × 2 villain's base" in villain.replace("&#x27;", "'")
    assert "+ 4 all powers are Air" in villain
    heroes = column(html, "Heroes")
    assert "0 3 Ice" in heroes and "+ 3 two powers of value 3" in heroes
    assert 'class="pp-zero"' in html


def test_steps_and_lines_link_their_rules(client):
    html = client.get(PAGE, {"example": "mentallica"}).content.decode()
    for rule_id in (
        "PP.tally.modifiers",
        "PP.mod.value-counts-as",
        "PP.mod.scale",
        "PP.mod.villain-type",
        "PP.tally.multiples",
        "PP.tally.villain",
        "PP.tally.winner",
    ):
        assert f'href="/rules/{rule_id}/"' in html, rule_id
    steps = html[html.index("<h3>Why</h3>") :]
    assert steps.count("<li>") >= 8 and "reading:" in steps


def test_an_unreadable_text_is_shown_and_left_out(client):
    data = PowerPlayTallyForm.data_for(service.EXAMPLES["aerodynamic"])
    data["attribute_text"] = "Immune to Ice powers. The heroes must sing."
    html = client.post(PAGE, data).content.decode()
    assert "left out of the tally" in html and "The heroes must sing" in html
    assert 'href="/rules/PP.tally.modifiers/"' in html


def test_bad_values_show_on_their_fields_with_a_400(client):
    data = {
        "hero_type_0": "Air",
        "hero_value_0": "12",
        "hero_type_3": "3 Ice",
        "hero_value_3": "3",
        "villain_name": "",
        "villain_base": "x",
        "villain_type_0": "Fire",
        "villain_value_0": "2",
        "attribute_value": "2",
        "bonus_powers": "3, 11",
    }
    response = client.post(PAGE, data)
    assert response.status_code == 400
    html = response.content.decode()
    errors = dict(re.findall(r'id="id_(\w+)_error" role="alert"><p>(.*?)</p>', html))
    assert errors["hero_value_0"] == "Must be a whole number from 1 to 9"
    assert errors["hero_type_3"].startswith("Must be a power type")
    assert errors["villain_name"] == "Must not be blank"
    assert errors["villain_base"] == "Enter a whole number."
    assert set(errors) >= {"villain_type_1", "villain_value_1", "bonus_powers"}
    assert "pp-sum" not in html


def test_no_hero_power_is_an_error_on_the_first_row(client):
    data = PowerPlayTallyForm.data_for(service.EXAMPLES["aerodynamic"])
    for i in range(3):
        data.pop(f"hero_type_{i}"), data.pop(f"hero_value_{i}")
    html = client.post(PAGE, data).content.decode()
    assert re.search(r'id="id_hero_type_0_error" role="alert"><p>Must be a list of 1 to 12', html)


def test_the_desk_links_the_page(client):
    assert f'href="{PAGE}"' in client.get("/desk/").content.decode()


@pytest.mark.parametrize(
    "path", ["rules/views_games_pp.py", "rules/forms_games_pp.py", "rules/games/power_play.py"]
)
def test_the_page_never_imports_the_api(path):
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    modules = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    modules += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert modules and not [m for m in modules if m == "api" or m.startswith("api.")]


def test_PP_turn_end_bad_news_on_the_page(client):
    response = client.post(PAGE, {"form": "turn_end", "end-bad_news": "3"})
    assert response.status_code == 200
    html = response.content.decode()
    assert "Game over: the heroes lose." in html and 'href="/rules/PP.turn-end.bad-news/"' in html
    assert "pp-sum" not in html


def test_PP_game_rounds_the_last_turn_on_the_page(client):
    data = {
        "form": "turn_end",
        "end-bad_news": "0",
        "end-round": "4",
        "end-last_turn_of_round": "on",
    }
    html = client.post(PAGE, data).content.decode()
    assert "Game over: the heroes win." in html and 'href="/rules/PP.game.rounds/"' in html


def test_PP_score_on_the_page(client):
    data = {
        "form": "score",
        "score-won": "on",
        "score-bonus_powers": "2, 3",
        "score-marshall_rd": "on",
        "score-bad_news": "1",
    }
    html = client.post(PAGE, data).content.decode()
    assert "Score: 47 out of 100." in html
    for rule_id in (
        "PP.score",
        "PP.score.bonus-powers",
        "PP.score.marshall-rd",
        "PP.score.bad-news",
    ):
        assert f'href="/rules/{rule_id}/"' in html


@pytest.mark.parametrize(
    ("data", "field", "message"),
    [
        (
            {"form": "score", "score-won": "on", "score-bonus_powers": "2, x"},
            "score-bonus_powers",
            "Must be a whole number",
        ),
        (
            {"form": "score", "score-bad_news": "-1"},
            "score-bad_news",
            "Must be a whole number from 0",
        ),
        ({"form": "turn_end", "end-bad_news": ""}, "end-bad_news", "Is required"),
        (
            {"form": "turn_end", "end-bad_news": "1", "end-last_turn_of_round": "on"},
            "end-round",
            "Is required when",
        ),
    ],
)
def test_bad_turn_end_or_score_values_show_on_their_fields(client, data, field, message):
    response = client.post(PAGE, data)
    assert response.status_code == 400
    errors = dict(
        re.findall(r'id="id_([\w-]+)_error" role="alert"><p>(.*?)</p>', response.content.decode())
    )
    assert errors[field].startswith(message)


def _field_names() -> list[str]:
    return [
        f"{prefix}-{name}" if prefix else name
        for form, prefix, _ in FORMS.values()
        for name in form().fields
    ]


field_names = st.sampled_from(_field_names())


@settings(
    max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    form=st.sampled_from(["tally", "turn_end", "score", "other"]),
    data=st.dictionaries(
        field_names, st.text(max_size=30) | st.integers(-5, 15).map(str), max_size=12
    ),
)
def test_random_form_posts_never_crash(client, form, data):
    response = client.post(PAGE, {**data, "form": form})
    assert response.status_code in (200, 400)
