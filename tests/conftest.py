"""Fixtures shared by the test folders."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    """The test session's one Playwright driver: the browser tests and the site's tests both
    launch chromium from it (a second sync driver in the same process refuses to start)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver
