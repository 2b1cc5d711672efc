"""A judge signs in, logs a ruling, shares its link with a player, exports the event as CSV."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from urllib.parse import urlencode

import pytest

from tests.rulings.conftest import KO_SITUATION, PASSWORD, make_judge

from .conftest import PHONE, has_horizontal_scroll

pytestmark = pytest.mark.django_db(transaction=True)


def sign_in(page, username: str, password: str) -> None:
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()


def test_log_a_ruling_share_it_and_export_it(page, new_page):
    make_judge("judy")
    situation_text = json.dumps(KO_SITUATION)
    # Coming from the resolve page with a situation, before signing in.
    page.goto("/rulings/new/?" + urlencode({"situation": situation_text}))
    assert "/accounts/login/" in page.url
    sign_in(page, "judy", PASSWORD)
    page.wait_for_url("**/rulings/new/")
    assert page.get_by_label("Situation").input_value().startswith('{"state"')
    assert page.get_by_text("Wolverine attacks Hulk").count() == 1

    page.get_by_label("Event").fill("Regional Open")
    page.get_by_label("Round").fill("3")
    page.get_by_label("Table").fill("12")
    page.get_by_label("Ruling").fill("The attack hits and Hulk is KO'd.")
    page.get_by_role("button", name="Save the ruling").click()
    page.wait_for_url("**/rulings/s/*/")
    share_url = page.url
    assert page.get_by_role("status").inner_text().startswith("Ruling saved.")

    # A player opens the link on their phone: no account, read-only, fits the screen.
    player = new_page(viewport=PHONE, is_mobile=True)
    player.goto(share_url)
    assert player.get_by_role("heading", name="Ruling: Regional Open").is_visible()
    assert player.get_by_text("The attack hits and Hulk is KO'd.").is_visible()
    assert player.get_by_text("Hulk: KO'd by points (cumulative)").is_visible()
    assert player.get_by_role("link", name="Sign in").is_visible()
    assert player.get_by_role("button", name="Save the ruling").count() == 0
    assert not has_horizontal_scroll(player)
    player.goto("/rulings/")
    assert "/accounts/login/" in player.url

    # Back at the desk: the event's list, its CSV.
    page.goto("/rulings/")
    page.get_by_role("link", name="Regional Open").click()
    with page.expect_download() as download:
        page.get_by_role("link", name="CSV of this event").click()
    assert download.value.suggested_filename == "rulings-regional-open.csv"
    rows = list(csv.reader(Path(download.value.path()).read_text("utf-8").splitlines()))
    assert [row[1:4] for row in rows[1:]] == [["Regional Open", "3", "12"]]
    assert rows[1][8] == share_url
