"""Session fixtures for the browser tests: one JupyterLab server and one chromium per session."""

from __future__ import annotations

import shutil
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
def browser_tmp() -> Iterator[Path]:
    tmp = harness.make_tmp()
    yield tmp
    shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="session")
def lab(browser_tmp: Path, artifacts: Path) -> Iterator[harness.Server]:
    """A JupyterLab server on 127.0.0.1 with a token and a temporary root, for the session."""
    server = harness.start_lab(browser_tmp / "lab")
    yield server
    server.stop()
    shutil.copy(server.log, artifacts / "jupyterlab.log")


@pytest.fixture(scope="session")
def browser(playwright: Any) -> Iterator[Any]:
    """Debian's chromium, headless, for the session."""
    with harness.chromium(playwright) as b:
        yield b
