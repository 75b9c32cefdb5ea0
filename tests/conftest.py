"""Fixtures shared by the test folders, and how the suite runs under pytest-xdist.

Under ``pytest -n 2`` (``make check``, ``make test``) the tests are handed to the workers a
file at a time (``pytest_xdist_make_scheduler`` below), so a file's module fixtures are made
once; the files whose tests read the lessons' in-process runs (``lesson_run``) go together,
so each lesson is executed once, in one worker. Session fixtures (the JupyterLab server,
chromium) are made once per worker that needs them: each worker has its own temporary folders
and free ports, and names what it leaves in ``test-artifacts/`` after itself.

The files are handed out longest first (``SECONDS``), so that no long file starts last and
keeps one worker busy while the other is done: xdist's own order (most tests first) put the
browser files, few tests of many seconds each, at the end.

``make test`` builds the site in the background while the tests run, in the same session: it
names the file the build's exit status will be written to (``TRACTOR_SITE_BUILD_DONE``), the
tests that read the build (``needs_site``) are handed out only once it is there (or when
nothing else is left), and each of them waits for it before it starts (the wait is not counted
by pytest-timeout) and fails if the build did.

(xdist's own ``--dist loadgroup`` would group tests by their ``xdist_group`` marker, but with
pytest 9 the worker's renaming of test ids it relies on has no effect: the groups are made
here from the test ids, which the controller has.)
"""

from __future__ import annotations

import os
import re
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


#: Files whose tests are handed out one by one (they share nothing but session fixtures, and
#: together they would keep one worker busy long after the other is done).
SPREAD = {"tests/site/test_site_in_browser.py", "tests/rounds/test_properties.py"}


def shared_groups() -> dict[str, str]:
    """Test files that must share a worker -> their group: the readers of ``lesson_run``, a
    cache of the worker's process that runs each lesson once."""
    tests = Path(__file__).resolve().parent
    reads = re.compile(r"\blesson_run\b")  # the fixture, not test_lesson_runs_top_to_bottom
    return {
        str(path.relative_to(ROOT)): "lessons-in-process"
        for path in sorted(tests.rglob("test_*.py"))
        if reads.search(path.read_text(encoding="utf-8"))
    }


#: Seconds a file's tests take on one worker of ``make test``, measured with the tests' own
#: start and end times on a 2-core machine under a load average of 5 to 13 (December 2026, so
#: about twice an idle machine's; only their order matters); the site's from the second
#: pytest run of ``make test`` as it was. A test of a ``SPREAD`` file may have its own line.
#: The scheduler hands files out longest first; a file not listed counts ``TEST_SECONDS`` a
#: test, one listed its seconds shared evenly among its tests.
SECONDS = {
    "tests/binder/test_binder_env.py": 220,
    "tests/rounds/test_properties.py::test_random_rounds[tractor-5p]": 69,
    "tests/rounds/test_properties.py::test_random_rounds[tractor-4p]": 55,
    "tests/rounds/test_properties.py::test_random_rounds[single-deck]": 25,
    "tests/rounds/test_properties.py::test_games_carry_levels_and_replay": 23,
    "tests/rounds/test_properties.py": 31,  # the 9 other tests
    "tests/engine/test_option_table.py": 200,
    "tests/browser/test_presentation.py": 136,
    "tests/engine/test_languages.py": 114,
    "tests/engine/test_shorter_tractors_properties.py": 108,
    "tests/engine/test_properties_house_follow.py": 103,
    "tests/browser/test_table_in_lab.py": 98,
    "tests/browser/test_table_thinking_in_lab.py": 110,  # issue 29: 164 s at load 9-11
    "tests/engine/test_house_tricks_properties.py": 92,
    "tests/engine/test_cannot_differ.py": 86,
    "tests/browser/test_classroom.py": 76,
    "tests/browser/test_rule_explorer_in_lab.py": 73,
    "tests/engine/test_properties.py": 70,
    "tests/browser/test_table_in_spanish_in_lab.py": 55,
    "tests/notebooks/test_lessons_in_spanish.py": 49,
    "tests/browser/test_table_fits.py": 48,
    "tests/browser/test_house_rules_in_lab.py": 38,
    "tests/notebooks/test_lessons.py": 37,
    "tests/browser/test_lesson_in_lab.py": 34,
    "tests/engine/test_option_descriptions.py": 34,
    "tests/browser/test_widgets_in_lab.py": 32,
    "tests/browser/test_exercise_in_lab.py": 31,
    "tests/engine/test_rule_comparison.py": 30,
    "tests/browser/test_errors_in_lab.py": 29,
    "tests/engine/test_reason_wording.py": 26,
    "tests/engine/test_aimed_search.py": 25,
    "tests/rounds/test_rates.py": 25,
    "tests/browser/test_round_view_in_lab.py": 25,
    "tests/engine/test_house_throws_properties.py": 24,
    "tests/browser/test_voila.py": 18,
    "tests/rounds/test_same_actions.py": 18,
    "tests/rounds/test_tools.py": 17,
    "tests/engine/test_doors_fuzz.py": 14,
    "tests/engine/test_comparison_words.py": 14,
    "tests/package/test_engine_stdlib.py": 14,
    "tests/engine/test_explorer_doors.py": 12,
    "tests/widgets/test_table.py": 11,
    "tests/site/test_site_in_browser.py": 120,
    "tests/package/test_dist.py": 60,
    "tests/site/test_strict_docs.py": 30,
    "tests/site/test_site_build.py": 20,
    "tests/site/test_lab_after_site.py": 15,
    "tests/site/test_site_cards.py": 15,
}
TEST_SECONDS = 0.05


def needs_site(path: str) -> bool:
    """Whether a test file reads the site's build, or writes in the checkout as the build does
    (``python -m build``): under ``make test`` it waits for the background build."""
    return path.startswith("tests/site/") or path == "tests/package/test_dist.py"


def site_build_status() -> int | None:
    """The background site build's exit status, None while it runs; 0 when no build was
    started beside this run (``TRACTOR_SITE_BUILD_DONE`` unset: the site's fixtures build)."""
    done = os.environ.get("TRACTOR_SITE_BUILD_DONE")
    if not done:
        return 0
    try:
        return int(Path(done).read_text().strip())
    except (FileNotFoundError, ValueError):
        return None


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """A file's tests go to one worker together, as ``--dist loadfile``, and so do the files
    of a ``shared_groups`` group; the tests of a ``SPREAD`` file go one by one. The longest go
    first (``SECONDS``), those that read the site once it is built. Only for the default
    distribution (``-n N`` alone, or ``--dist load``/``loadfile``/``loadgroup``); another
    ``--dist`` gets xdist's own."""
    if config.getvalue("dist") not in ("load", "loadfile", "loadgroup"):
        return None
    from collections import Counter

    from xdist.scheduler import LoadScopeScheduling

    groups = shared_groups()

    def file_of(nodeid: str) -> str:
        return nodeid.split("::", 1)[0]

    class FileScheduling(LoadScopeScheduling):
        ordered = False

        def _split_scope(self, nodeid: str) -> str:
            path = file_of(nodeid)
            if path in SPREAD:
                return nodeid
            return groups.get(path, path)

        def _order_longest_first(self) -> None:
            tests = Counter(file_of(nodeid) for nodeid in self.collection or ())

            def test_seconds(nodeid: str) -> float:
                if nodeid in SECONDS:
                    return SECONDS[nodeid]
                path = file_of(nodeid)
                return SECONDS[path] / tests[path] if path in SECONDS else TEST_SECONDS

            def seconds(scope: str) -> float:
                return sum(map(test_seconds, self.workqueue[scope]))

            for scope in sorted(self.workqueue, key=seconds, reverse=True):
                self.workqueue.move_to_end(scope)
            self.ordered = True

        def _assign_work_unit(self, node: Any) -> None:
            if not self.ordered:
                self._order_longest_first()
            if site_build_status() is None:  # the site's tests wait, unless nothing else is left
                waiting = [s for s in self.workqueue if needs_site(file_of(s))]
                ready = [s for s in self.workqueue if not needs_site(file_of(s))]
                for scope in [*ready, *waiting]:
                    self.workqueue.move_to_end(scope)
                self.ordered = not waiting
            super()._assign_work_unit(node)

    return FileScheduling(config, log)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if any(item.get_closest_marker(kind) for kind in SLOW_KINDS):
            item.add_marker(pytest.mark.slow)
    if os.environ.get("TRACTOR_SITE_BUILD_DONE"):  # in one process (no xdist): the site's last
        items.sort(key=lambda item: needs_site(item.nodeid.split("::", 1)[0]))


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """A test that reads the site waits for the background build first, outside the time
    pytest-timeout gives the test (this wrapper runs before its own)."""
    if needs_site(item.nodeid.split("::", 1)[0]):
        deadline = time.monotonic() + 3600
        while site_build_status() is None and time.monotonic() < deadline:
            time.sleep(1)
    yield


def pytest_runtest_setup(item: pytest.Item) -> None:
    if needs_site(item.nodeid.split("::", 1)[0]):
        status = site_build_status()
        if status is None:
            pytest.fail("the background site build did not finish within an hour")
        if status != 0:
            pytest.fail(
                f"the background site build failed ({status}): see test-artifacts/site-build.log"
            )


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
