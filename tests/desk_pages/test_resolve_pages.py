"""The resolve page in the notation, step by step with the board drawn; the board builder;
the examples gallery; the API with text."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from rules.resolution_view import decode_situation, encode_situation
from tests.situations import KO_SITUATION_TEXT as KO_SITUATION
from tests.situations import wolverine_attacks_hulk

pytestmark = pytest.mark.django_db


def _resolved(client, text: str):
    res = client.post(reverse("resolve"), {"text": text})
    assert res.status_code == 303, res.content.decode()[:2000]
    return res["Location"]


def test_a_written_situation_redirects_to_its_permalink_and_shows_step_one(client):
    url = _resolved(client, KO_SITUATION)
    code = re.search(r"s=([^&]+)", url).group(1)
    assert decode_situation(code) == KO_SITUATION
    page = client.get(url)
    html = page.content.decode()
    assert page.status_code == 200
    assert "Step 1 of" in html
    assert "Play 1 ·" in html  # play numbers start at 1
    assert 'href="/rules/OR.attack.power/"' in html
    assert "<svg" in html and 'class="ko-meter"' in html and 'class="spectrum-meter"' in html
    assert "14/20 points" in html  # the Hulk's 14 points before the attack lands


def test_stepping_through_shows_each_step_its_changes_and_the_board_then(client):
    url = _resolved(client, KO_SITUATION)
    first = client.get(url).content.decode()
    total = int(re.search(r"Step 1 of (\d+)", first).group(1))
    assert total >= 3 and 'rel="next"' in first and 'rel="prev"' not in first
    hit = client.get(url + "&step=2").content.decode()
    assert "Step 2 of" in hit and 'rel="prev"' in hit
    assert "Hulk takes a hit: 7 Fighting" in hit
    assert "21/20 points" in hit or "20/20 points" in hit
    last = client.get(url + f"&step={total}").content.decode()
    assert 'rel="next"' not in last
    assert "KO&#x27;d" in last or "KO'd" in last
    beyond = client.get(url + "&step=999").content.decode()
    assert f"Step {total} of {total}" in beyond


def test_a_mistake_names_its_line_and_column_and_keeps_the_text(client):
    text = "A: Wolverine 3 7 5 3\nB: Hulk 4 6 8\n"
    res = client.post(reverse("resolve"), {"text": text})
    assert res.status_code == 400
    html = res.content.decode()
    assert "line 2, column 14" in html
    assert "Hulk 4 6 8</textarea>" in html.replace("\n</textarea>", "</textarea>")


def test_a_damaged_permalink_is_a_400_not_a_crash(client):
    res = client.get(reverse("resolve") + "?s=not-a-real-code")
    assert res.status_code == 400
    assert "damaged" in res.content.decode()


def test_the_page_documents_the_notation_with_examples(client):
    html = client.get(reverse("resolve")).content.decode()
    assert "How to write a situation" in html
    assert "shifts to b2 with special Hulk" in html


def test_the_api_resolves_text_and_answers_the_situation_in_notation(client):
    res = client.post(
        "/api/v1/resolve/", data=json.dumps({"text": KO_SITUATION}), content_type="application/json"
    )
    assert res.status_code == 200
    answer = res.json()
    assert [k["id"] for k in answer["ko"]] == ["b1"]
    assert "1. A a1 attacks b1 with 7 Fighting" in answer["situation"]
    res = client.post(
        "/api/v1/resolve/",
        data=json.dumps({"text": "A: Wolverine 3 7 5 3\nB: Hulk 4 6 8\n"}),
        content_type="application/json",
    )
    assert res.status_code == 400
    error = res.json()["error"]
    assert error["code"] == "invalid_notation"
    assert (
        error["details"][0]["path"] == "text"
        and "line 2, column 14" in error["details"][0]["message"]
    )
    res = client.post(
        "/api/v1/resolve/", data=json.dumps({"text": 7}), content_type="application/json"
    )
    assert res.status_code == 400


def test_json_answers_carry_the_situation_too(client):
    body = wolverine_attacks_hulk()
    answer = client.post(
        "/api/v1/resolve/", data=json.dumps(body), content_type="application/json"
    ).json()
    assert (
        answer["situation"]
        == "A: Wolverine 3 7 5 3\nB: Hulk 4 6 8 3\nplays:\n1. a1 attacks b1 with 7 Fighting\n"
    )


# ------------------------------------------------------------------------------- builder


def _management(prefix: str, total: int) -> dict:
    return {f"{prefix}-TOTAL_FORMS": str(total), f"{prefix}-INITIAL_FORMS": "0"}


def _builder_post(**rows) -> dict:
    data = {"turn": "A", "other": ""}
    for prefix in ("characters", "hits", "placed", "effects", "plays"):
        given = rows.get(prefix, [])
        data.update(_management(prefix, len(given)))
        for index, row in enumerate(given):
            data.update({f"{prefix}-{index}-{k}": v for k, v in row.items()})
    return data


def test_the_builder_form_resolves_without_javascript(client):
    data = _builder_post(
        characters=[
            {
                "player": "A",
                "name": "Wolverine",
                "energy": 3,
                "fighting": 7,
                "strength": 5,
                "intellect": 3,
            },
            {
                "player": "B",
                "name": "Hulk",
                "energy": 4,
                "fighting": 6,
                "strength": 8,
                "intellect": 3,
            },
        ],
        hits=[{"character": "b1", "value": 6, "icon": "Strength", "record": "permanent"}],
        plays=[
            {"player": "A", "by": "a1", "action": "attacks", "target": "b1", "cards": "7 Fighting"}
        ],
    )
    res = client.post(reverse("resolve-build"), data)
    assert res.status_code == 303
    text = decode_situation(re.search(r"s=([^&]+)", res["Location"]).group(1))
    assert text == (
        "turn A\nA: Wolverine 3 7 5 3\nB: Hulk 4 6 8 3\nb1 hit: 6 Strength permanent\n"
        "plays:\n1. A a1 attacks b1 with 7 Fighting\n"
    )


def test_switching_between_notation_and_form_keeps_the_situation(client):
    text = (
        'turn B\nA: Wolverine 3 7 5 3\nA: Cyclops & {"ko_threshold": 25}\nB: Hulk 4 6 8 3\n'
        "b1 hit: 6 Strength permanent\nB battlesite: Avengers Mansion\n"
        'plays:\n1. B b1 attacks a1 with 8 Strength\n2. a1 defends with 5 Strength & {"loop": 2}\n'
    )
    res = client.post(reverse("resolve-build"), {"to_form": "1", "text": text})
    assert res.status_code == 200
    form = res.context
    characters = form["formsets"]["characters"]
    assert [f.initial.get("name") for f in characters.forms[:2]] == ["Wolverine", None]
    assert characters.forms[1].initial["raw"].startswith("A: Cyclops")
    assert form["situation"].initial["other"] == "B battlesite: Avengers Mansion"
    # Post the form back as it was shown: the same situation comes out.
    data = {"turn": "B", "other": form["situation"].initial["other"]}
    for prefix, formset in form["formsets"].items():
        rows = [f.initial for f in formset.forms if f.initial]
        data.update(_management(prefix, len(rows)))
        for index, row in enumerate(rows):
            data.update(
                {f"{prefix}-{index}-{k}": v for k, v in row.items() if v not in (None, False)}
            )
    res = client.post(reverse("resolve-build"), {**data, "as_text": "1"})
    assert res.status_code == 303
    back = decode_situation(re.search(r"draft=([^&]+)", res["Location"]).group(1))
    from rules.notation import parse_notation

    assert parse_notation(back) == parse_notation(text)


def test_the_builder_opens_on_a_permalink_and_offers_autocomplete(client):
    html = client.get(
        reverse("resolve-build") + "?s=" + encode_situation(KO_SITUATION)
    ).content.decode()
    assert 'value="Wolverine"' in html and 'list="card-names"' in html
    assert "board-builder.js" in html


def test_the_examples_gallery_links_scenarios_to_the_resolve_page(client):
    html = client.get(reverse("resolve-examples")).content.decode()
    links = re.findall(r'href="/resolve/\?s=([^"]+)"', html)
    assert len(links) > 200
    assert client.get(f"/resolve/?s={links[0]}").status_code == 200


def test_a_misspelt_catalogue_name_is_read_as_the_card_and_reported(client):
    from tests.catalogue_api.conftest import make_card

    make_card(
        "Wolverine",
        "character",
        characters=["Wolverine"],
        energy=3,
        fighting=7,
        strength=5,
        intellect=3,
    )
    make_card(
        "Hulk", "character", characters=["Hulk"], energy=4, fighting=6, strength=8, intellect=3
    )
    text = "A: Wolverin\nB: Hulk\n1. a1 attacks b1 with 7 Fighting\n"
    answer = client.post(
        "/api/v1/resolve/", data=json.dumps({"text": text}), content_type="application/json"
    ).json()
    assert answer["read_as"] == [
        {"path": "state.players.A.front_line.0", "given": "Wolverin", "read": "Wolverine"}
    ]
    assert answer["situation"].startswith("A: Wolverine\nB: Hulk\n")
    page = client.get(client.post(reverse("resolve"), {"text": text})["Location"])
    assert "“Wolverin” was read as “Wolverine”" in page.content.decode()
    far = client.post(
        "/api/v1/resolve/",
        data=json.dumps({"text": "A: Zzyzx Qwerty\nB: Hulk\n"}),
        content_type="application/json",
    )
    assert far.status_code == 400


def test_the_board_shows_placed_cards_effects_with_their_time_and_the_mission_piles(client):
    text = (
        "A: Wolverine 3 7 5 3\nA missions: reserve 5 completed 2 defeated 0\nB: Hulk 4 6 8 3\n"
        "B: Thing 2 6 8 3\nb2 placed: 7 Strength\n"
        'b2 effect: special Thing "Hide Out" "Thing may not be attacked for remainder of battle."'
        " from B by b2 for battle\n1. a1 attacks b1 with 7 Fighting\n"
    )
    html = client.get(_resolved(client, text)).content.decode()
    board = html[html.index("<svg") : html.index("</svg>")]
    assert "Player A · missions: reserve 5, completed 2, defeated 0" in board
    assert "placed: 7 Strength" in board
    assert "Hide Out" in board and "rest of the battle" in board
    assert board.count('class="ko-meter"') == 3


def test_odd_step_numbers_show_a_real_step(client):
    url = _resolved(client, KO_SITUATION)
    for step in ("0", "-3", "two", "99999999999999999999"):
        res = client.get(f"{url}&step={step}")
        assert res.status_code == 200
        assert re.search(r"Step \d+ of \d+", res.content.decode())


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        ("Cannot be defended by a male hero.", "not applied"),
        # a kind the rules give no meaning: the reason is shown with the warning
        ("Disrupt all Multipower cards.", "Why: the rules give no meaning to disrupting"),
    ],
)
def test_the_page_lists_what_the_service_could_not_apply(client, sentence, said):
    text = (
        "A: Wolverine 3 7 5 3\nB: Hulk 4 6 8 3\n"
        '1. a1 attacks b1 with special Wolverine "Snikt" '
        f'"Acts as a level 5 Fighting attack. {sentence}"\n'
    )
    page = client.post("/resolve/", {"text": text}, follow=True).content.decode()
    assert 'id="warnings"' in page and said in page
