"""The browser reaches the live site: a search typed into the home page finds a card."""

from __future__ import annotations

import pytest

from tests.catalogue_api.conftest import make_card

pytestmark = pytest.mark.django_db(transaction=True)


def test_search_from_the_home_page_lists_the_card(page):
    make_card("Wolverine", "character", characters=["Wolverine"], fighting=7)
    make_card("Storm", "character", characters=["Storm"], energy=7)
    page.goto("/")
    page.get_by_label("Find a card").fill("wolverine")
    page.get_by_role("button", name="Search").click()
    page.wait_for_url("**/?q=wolverine*")
    results = page.locator("main")
    assert results.get_by_role("link", name="Wolverine").count() >= 1
    assert results.get_by_role("link", name="Storm").count() == 0
