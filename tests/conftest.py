"""Fixtures shared by the test folders, and how the suite runs under pytest-xdist.

Under ``pytest -n 2`` (``make check``, ``make test``) the tests are handed to the workers a
file at a time (``pytest_xdist_make_scheduler`` below), so a file's module fixtures are made
once; the files whose tests read the lessons' in-process runs (``lesson_run``) go together,
so each lesson is executed once, in one worker. Session fixtures (the JupyterLab server,
chromium) are made once per worker that needs them: each worker has its own temporary folders
and free ports, and names what it leaves in ``test-artifacts/`` after itself.

(xdist's own ``--dist loadgroup`` would group tests by their ``xdist_group`` marker, but with
pytest 9 the worker's renaming of test ids it relies on has no effect: the groups are made
here from the test ids, which the controller has.)
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .browser import harness

ROOT = Path(__file__).resolve().parents[1]
#: When this test run started: set by the first process to import this file (pytest-xdist's
#: controller, whose workers inherit its environment), so every worker sees the same time.
RUN_STARTED = float(os.environ.setdefault("TRACTOR_TEST_RUN_STARTED", str(time.time())))


#: Markers whose tests are slow too (``slow``: about 10 s or more, left out of ``make check``):
#: each opens pages in a real browser or builds an environment.
SLOW_KINDS = ("browser", "binder")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if any(item.get_closest_marker(kind) for kind in SLOW_KINDS):
            item.add_marker(pytest.mark.slow)


#: Files whose tests are handed out one by one (they share nothing but session fixtures, and
#: together they would keep one worker busy long after the other is done).
SPREAD = {"tests/site/test_site_in_browser.py"}


def shared_groups() -> dict[str, str]:
    """Test files that must share a worker -> their group: the readers of ``lesson_run``, a
    cache of the worker's process that runs each lesson once."""
    tests = Path(__file__).resolve().parent
    return {
        str(path.relative_to(ROOT)): "lessons-in-process"
        for path in sorted(tests.rglob("test_*.py"))
        if "lesson_run" in path.read_text(encoding="utf-8")
    }


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """A file's tests go to one worker together, as ``--dist loadfile``, and so do the files
    of a ``shared_groups`` group; the tests of a ``SPREAD`` file go one by one. Only for the
    default distribution (``-n N`` alone, or ``--dist load``/``loadfile``/``loadgroup``);
    another ``--dist`` gets xdist's own."""
    if config.getvalue("dist") not in ("load", "loadfile", "loadgroup"):
        return None
    from xdist.scheduler import LoadScopeScheduling

    groups = shared_groups()

    class FileScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            if path in SPREAD:
                return nodeid
            return groups.get(path, path)

    return FileScheduling(config, log)


def worker_id() -> str:
    """``gw0``, ``gw1``... under pytest-xdist, ``main`` otherwise."""
    return os.environ.get("PYTEST_XDIST_WORKER", "main")


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    """The test session's one Playwright driver: the browser tests and the site's tests both
    launch chromium from it (a second sync driver in the same process refuses to start)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser_tmp() -> Iterator[Path]:
    tmp = harness.make_tmp()
    yield tmp
    shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="session")
def lab(browser_tmp: Path) -> Iterator[harness.Server]:
    """One JupyterLab server of the project's environment on 127.0.0.1 (a free port, a token,
    a temporary root) for the whole session, shared by the browser tests and the site's tests;
    its log goes to test-artifacts/jupyterlab-<worker>.log."""
    server = harness.start_lab(browser_tmp / "lab")
    yield server
    server.stop()
    artifacts = ROOT / "test-artifacts"
    artifacts.mkdir(exist_ok=True)
    shutil.copy(server.log, artifacts / f"jupyterlab-{worker_id()}.log")
