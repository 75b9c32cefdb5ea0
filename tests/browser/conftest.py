"""Session fixtures for the browser tests: one chromium per session (per xdist worker); the
JupyterLab server, ``lab``, is the session's one of ../conftest.py, shared with the site's tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from . import harness

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if Path(harness.CHROMIUM).exists():
        return
    skip = pytest.mark.skip(
        reason=f"{harness.CHROMIUM} is missing: install Debian's chromium "
        "(apt-get install -y chromium) to run the browser tests"
    )
    for item in items:
        if "browser" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """test-artifacts/ at the repository root (gitignored): screenshots and logs."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def browser(playwright: Any) -> Iterator[Any]:
    """Debian's chromium, headless, for the session."""
    with harness.chromium(playwright) as b:
        yield b
