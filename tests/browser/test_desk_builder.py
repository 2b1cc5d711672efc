"""The board builder in a real browser: build a situation with the form, switch to the
notation and back, autocomplete from the catalogue; the KO check page."""

from __future__ import annotations

import re

import pytest

from tests.catalogue_api.conftest import make_card

pytestmark = pytest.mark.django_db(transaction=True)


def _row(page, prefix: str, index: int, field: str):
    return page.locator(f'[name="{prefix}-{index}-{field}"]')


def test_build_a_situation_with_the_form_and_resolve_it(page):
    page.goto("/resolve/build/")
    for index in range(4):  # the example's rows are replaced
        for field in ("name", "energy", "fighting", "strength", "intellect", "raw"):
            box = _row(page, "characters", index, field)
            if box.count():
                box.fill("")
    for field in ("character", "raw"):
        for index in range(3):
            box = _row(page, "hits", index, field)
            if box.count():
                box.fill("")
    for index in range(6):
        for field in ("by", "target", "cards", "raw"):
            box = _row(page, "plays", index, field)
            if box.count():
                box.fill("")
        player = _row(page, "plays", index, "player")
        if player.count():
            player.select_option("")
    _row(page, "characters", 0, "player").select_option("A")
    _row(page, "characters", 0, "name").fill("Wolverine")
    for field, value in zip(("energy", "fighting", "strength", "intellect"), "3753", strict=True):
        _row(page, "characters", 0, field).fill(value)
    _row(page, "characters", 1, "player").select_option("B")
    _row(page, "characters", 1, "name").fill("Hulk")
    for field, value in zip(("energy", "fighting", "strength", "intellect"), "4683", strict=True):
        _row(page, "characters", 1, field).fill(value)
    _row(page, "plays", 0, "player").select_option("A")
    _row(page, "plays", 0, "by").fill("a1")
    _row(page, "plays", 0, "action").select_option("attacks")
    _row(page, "plays", 0, "target").fill("b1")
    _row(page, "plays", 0, "cards").fill("7 Fighting")
    _row(page, "plays", 1, "by").fill("b1")
    _row(page, "plays", 1, "action").select_option("defends")
    _row(page, "plays", 1, "cards").fill("8 Strength")
    page.get_by_role("button", name="Resolve").click()
    page.wait_for_url(re.compile(r"/resolve/\?s="))
    steps = page.locator("ol.step-list li")
    assert steps.count() >= 2
    assert "blocked" in steps.nth(1).text_content()
    assert "a1 attacks b1 with 7 Fighting" in page.locator("#situation-shown").text_content()


def test_switching_between_notation_and_form_keeps_the_situation(page):
    text = (
        "turn A\nA: Wolverine 3 7 5 3\nB: Hulk 4 6 8 3\nb1 hit: 6 Strength permanent\n"
        "B battlesite: Avengers Mansion\nplays:\n1. A a1 attacks b1 with 7 Fighting\n"
    )
    page.goto("/resolve/")
    page.get_by_label("Situation").fill(text)
    page.get_by_role("button", name="Edit in the form").click()
    assert _row(page, "characters", 1, "name").input_value() == "Hulk"
    assert _row(page, "hits", 0, "value").input_value() == "6"
    assert _row(page, "plays", 0, "cards").input_value() == "7 Fighting"
    assert page.get_by_label("Other lines (in the notation)").input_value() == (
        "B battlesite: Avengers Mansion"
    )
    page.get_by_role("button", name="Show as notation").click()
    page.wait_for_url(re.compile(r"/resolve/\?draft="))
    written = page.get_by_label("Situation").input_value()
    for line in (
        "A: Wolverine 3 7 5 3",
        "b1 hit: 6 Strength permanent",
        "B battlesite: Avengers Mansion",
        "1. A a1 attacks b1 with 7 Fighting",
    ):
        assert line in written


def test_autocomplete_offers_catalogue_names_and_fills_the_grid(page):
    make_card(
        "Wolverine",
        "character",
        characters=["Wolverine"],
        energy=3,
        fighting=7,
        strength=5,
        intellect=3,
    )
    page.goto("/resolve/build/")
    name = _row(page, "characters", 2, "name")
    name.fill("Wolv")
    page.wait_for_function(
        "() => [...document.querySelectorAll('#card-names option')].some(o => o.value === 'Wolverine')"
    )
    name.fill("Wolverine")
    name.dispatch_event("change")
    page.wait_for_function(
        "() => document.querySelector('[name=\"characters-2-fighting\"]').value === '7'"
    )
    assert _row(page, "characters", 2, "intellect").input_value() == "3"


def test_the_ko_check_page(page):
    page.goto("/desk/ko/")
    page.get_by_label("Character").fill("Hulk")
    for label, value in (("Energy", "4"), ("Fighting", "6"), ("Strength", "8"), ("Intellect", "3")):
        page.get_by_label(label, exact=True).fill(value)
    page.get_by_label("Hits, one a line").fill("2 Strength permanent\n1 Energy\n1 Fighting")
    page.get_by_role("button", name="Check the KO").click()
    assert "KO'd (spectrum)" in page.locator("#verdict").text_content()
    assert page.locator("svg.board g.ko-meter").count() == 1
