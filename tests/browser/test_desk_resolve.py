"""The resolve page in a real browser: write a situation in the notation, resolve, step
through the board, follow a rule link; keyboard only; a phone's width."""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import PHONE, has_horizontal_scroll
from tests.situations import KO_SITUATION_TEXT as KO_SITUATION

pytestmark = pytest.mark.django_db(transaction=True)


def _resolve(page, text: str = KO_SITUATION) -> None:
    page.goto("/resolve/")
    page.get_by_label("Situation").fill(text)
    page.get_by_role("button", name="Resolve", exact=True).click()
    page.wait_for_url(re.compile(r"/resolve/\?s="))


def test_notation_resolves_and_the_board_is_drawn(page):
    _resolve(page)
    assert page.get_by_role("heading", name=re.compile(r"Step 1 of \d+")).is_visible()
    board = page.locator("svg.board")
    assert board.is_visible()
    assert board.locator("g.ko-meter").count() == 2
    assert board.locator("g.spectrum-meter").count() == 2
    assert "14/20 points" in board.text_content()


def test_stepping_through_to_the_ko_and_back(page):
    _resolve(page)
    heading = page.get_by_role("heading", name=re.compile(r"Step \d+ of \d+"))
    total = int(re.search(r"of (\d+)", heading.text_content()).group(1))
    for n in range(2, total + 1):
        page.locator("#next-step").click()
        page.wait_for_url(re.compile(rf"step={n}\b"))
        assert heading.text_content().startswith(f"Step {n} of")
    assert page.locator("#next-step").count() == 0
    assert page.locator("svg.board g.char.ko").count() == 1
    page.locator("#prev-step").click()
    page.wait_for_url(re.compile(rf"step={total - 1}\b"))
    # The permalink reproduces the page in another browser.
    link = page.locator("#permalink").input_value()
    page.goto(link)
    assert heading.text_content().startswith(f"Step {total - 1} of {total}")


def test_a_rule_link_opens_the_rule(page):
    _resolve(page)
    link = page.locator("section#step .rules-cited a.rule-link").first
    rule_id = link.text_content()
    link.click()
    page.wait_for_url(f"**/rules/{rule_id}/")
    assert rule_id in page.locator("main").text_content()


def test_a_mistake_shows_its_line_and_column(page):
    page.goto("/resolve/")
    page.get_by_label("Situation").fill("A: Wolverine 3 7 5 3\nB: Hulk 4 6 8\n")
    page.get_by_role("button", name="Resolve", exact=True).click()
    alert = page.get_by_role("alert")
    assert "line 2, column 14" in alert.text_content()


def test_keyboard_only(page):
    page.goto("/resolve/")
    textarea = page.get_by_label("Situation")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "situation":
            break
    assert page.evaluate("document.activeElement.id") == "situation"
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(KO_SITUATION)
    assert textarea.input_value() == KO_SITUATION
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Resolve"
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/resolve/\?s="))
    for _ in range(80):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "next-step":
            break
    assert page.evaluate("document.activeElement.id") == "next-step"
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"step=2\b"))


def test_a_phone_has_no_horizontal_scroll(new_page):
    phone = new_page(viewport=PHONE, is_mobile=True, has_touch=True)
    _resolve(phone)
    assert not has_horizontal_scroll(phone)
    phone.locator("#next-step").click()
    phone.wait_for_url(re.compile(r"step=2\b"))
    assert not has_horizontal_scroll(phone)
    for url in ("/resolve/build/", "/resolve/examples/", "/desk/ko/", "/desk/defense/"):
        phone.goto(url)
        assert not has_horizontal_scroll(phone), url
