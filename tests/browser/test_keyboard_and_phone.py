"""Keyboard-only use of the search and a card page; a 390 px phone shows no sideways scroll."""

from __future__ import annotations

from urllib.parse import urlparse

import pytest

from cards.models import Card
from cards.services import demo_load

from .conftest import PHONE, has_horizontal_scroll

pytestmark = pytest.mark.django_db(transaction=True)


def focused(page) -> dict:
    return page.evaluate(
        """() => {
            const el = document.activeElement;
            return {tag: el.tagName, text: (el.innerText || el.value || '').trim(),
                    outline: getComputedStyle(el).outlineStyle};
        }"""
    )


def tab_to(page, text: str, limit: int = 40) -> dict:
    """Press Tab until the focused element reads ``text``; fail after ``limit`` presses."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        now = focused(page)
        if now["text"] == text:
            return now
    raise AssertionError(f"{text!r} is not reachable with Tab")


def test_search_and_open_a_card_with_the_keyboard_only(page):
    demo_load()
    page.goto("/")
    # The search box has the focus on arrival: type and press Enter.
    assert focused(page)["tag"] == "INPUT"
    page.keyboard.type("sample")
    page.keyboard.press("Enter")
    page.wait_for_url("**/?q=sample")
    name = Card.objects.filter(is_sample=True, kind="character").order_by("name").first().name
    link = tab_to(page, name)
    assert link["tag"] == "A"
    assert link["outline"] != "none"  # the focus is visible
    page.keyboard.press("Enter")
    page.wait_for_url("**/cards/*/")
    assert page.get_by_role("heading", level=1).inner_text().startswith(name)
    # From the card page, back to the search by keyboard.
    tab_to(page, "Search")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    page.wait_for_load_state()
    assert urlparse(page.url).path == "/"
    assert focused(page)["tag"] == "INPUT"


PHONE_PAGES = ["/", "/?q=wolverine", "/rules/", "/rules/OR.ko.spectrum/", "/glossary/"]


def test_pages_fit_a_phone_without_sideways_scroll(new_page):
    demo_load()
    phone = new_page(viewport=PHONE, is_mobile=True, has_touch=True)
    card_pages = [
        f"/cards/{card.slug}/"
        for card in (
            Card.objects.filter(kind="character").exclude(energy=None).first(),
            Card.objects.filter(kind="special", errata__isnull=False).first(),
        )
    ]
    wide = []
    for path in [*PHONE_PAGES, *card_pages]:
        response = phone.goto(path)
        assert response.status == 200, path
        if has_horizontal_scroll(phone):
            wide.append(path)
    assert not wide, f"sideways scroll at 390 px: {wide}"
    # The check sees a page that is too wide.
    phone.evaluate(
        "document.body.insertAdjacentHTML('beforeend', '<div style=\"width:900px\">x</div>')"
    )
    assert has_horizontal_scroll(phone)
