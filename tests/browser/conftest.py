"""Browser tests: Playwright driving Debian's Chromium against pytest-django's live server.

Playwright never downloads a browser here: it launches ``/usr/bin/chromium`` (apt package
``chromium``). Without it the tests are skipped with the reason, except in CI (``CI`` set),
where a missing browser fails them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CHROMIUM = Path(os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 390, "height": 844}

ASYNC_UNSAFE = "DJANGO_ALLOW_ASYNC_UNSAFE"


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="module")
def browser():
    """Chromium for one test module.

    Playwright's sync API keeps an asyncio loop running in the test thread while it is open,
    and Django's ORM refuses to run beside a running loop unless ``DJANGO_ALLOW_ASYNC_UNSAFE``
    is set (the pytest-django pattern for live-server browser tests). Both last only for the
    module: afterwards no loop runs and the variable is gone, so other tests (and the
    subprocesses they start, e.g. ``check --deploy``) never see it.
    """
    if not CHROMIUM.exists():
        message = f"Chromium not found at {CHROMIUM} (apt-get install chromium)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # pragma: no cover - the dev extra installs it
        message = "playwright is not installed (pip install -e '.[dev]')"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    before = os.environ.get(ASYNC_UNSAFE)
    os.environ[ASYNC_UNSAFE] = "true"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
            )
            yield browser
            browser.close()
    finally:
        if before is None:
            os.environ.pop(ASYNC_UNSAFE, None)
        else:
            os.environ[ASYNC_UNSAFE] = before


@pytest.fixture
def page(browser, live_server):
    """A fresh browser context (no cookies) per test, its base URL the live server."""
    context = browser.new_context(base_url=live_server.url)
    context.set_default_timeout(15_000)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def new_page(browser, live_server):
    """Makes further independent pages (another person's browser), closed after the test."""
    contexts = []

    def make(**options):
        context = browser.new_context(base_url=live_server.url, **options)
        context.set_default_timeout(15_000)
        contexts.append(context)
        return context.new_page()

    yield make
    for context in contexts:
        context.close()


def has_horizontal_scroll(page) -> bool:
    return page.evaluate(
        "() => document.documentElement.scrollWidth > document.documentElement.clientWidth"
    )
