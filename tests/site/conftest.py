"""The static site under test: built once per session when needed, served on 127.0.0.1.

``make test`` builds the site first (``make site``); run alone, these tests build it when there
is no complete build or a lesson, a docs page or the packages changed since
(``site/.build-stamp``), and always with ``TRACTOR_SITE_REBUILD=1``. The site is built in its
own environment, ``.venv-site`` (``make site-deps`` makes it when it is missing), never in the
environment running the tests.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ..browser import harness
from ..browser.harness import CHROMIUM
from ..conftest import RUN_STARTED

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "site"
BUILD = ROOT / "tools" / "site" / "build.py"
SITE_BIN = ROOT / ".venv-site" / "bin"

# BROWSER-TESTING.md's flags, and no host but 127.0.0.1 resolves: nothing can leave the machine.
CHROMIUM_ARGS = [*harness.CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]


#: The opt-in sweeps: marker -> the environment variable that asks for it.
OPT_IN = {"every_lesson": "TRACTOR_SITE_ALL_LESSONS", "axe_sweep": "TRACTOR_AXE_SWEEP"}


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    """The sweeps are collected only when asked for, and otherwise deselected (pytest's summary
    counts them): every lesson run in JupyterLite and every Voici presentation under axe (about
    30 s each; marker ``every_lesson``, TRACTOR_SITE_ALL_LESSONS=1; the suite runs one), and
    axe on every docs page (marker ``axe_sweep``, TRACTOR_AXE_SWEEP=1; the suite checks one
    page of each kind). Naming the marker in ``-m`` asks for it too."""
    markexpr = config.getoption("markexpr", "") or ""
    wanted = {m for m, var in OPT_IN.items() if os.environ.get(var) or m in markexpr}
    chosen = [
        item for item in items
        if not any(item.get_closest_marker(m) for m in OPT_IN if m not in wanted)
    ]  # fmt: skip
    if len(chosen) < len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in chosen])
        items[:] = chosen


def lessons() -> list[Path]:
    return sorted((ROOT / "notebooks").glob("*.ipynb"))


def stale() -> bool:
    """No complete build yet, or a source the site is made from changed after it."""
    stamp = SITE / ".build-stamp"
    if not stamp.exists():
        return True
    built = stamp.stat().st_mtime
    sources = [*(ROOT / "notebooks").rglob("*"), *(ROOT / "docs").rglob("*"), BUILD]
    for package in ("engine", "tractor_widgets"):
        kinds = (".py", ".js", ".css", ".mo")  # .mo: the catalogs the pages speak from
        sources += [p for p in (ROOT / package).rglob("*") if p.suffix in kinds]
    return any(p.stat().st_mtime > built for p in sources if p.is_file())


@contextlib.contextmanager
def one_builder() -> Iterator[None]:
    """Held while the site's environment or the site itself is made: under pytest-xdist each
    worker has its own session fixtures, and only one of them may build (the others wait,
    then find the build done)."""
    import fcntl

    lock = ROOT / "build" / "site-tests.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with open(lock, "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(held, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def site_bin() -> Path:
    """The bin/ folder of the site's build environment (Sphinx, JupyterLite), made if missing."""
    with one_builder():
        if not (SITE_BIN / "python").exists():
            subprocess.run(["make", "--no-print-directory", "site-deps"], check=True, cwd=ROOT)
    return SITE_BIN


@pytest.fixture(scope="session")
def site(site_bin: Path) -> Path:
    """site/, built when it is stale (``stale``) or with TRACTOR_SITE_REBUILD=1 (then once per
    test run: the first worker to get here builds, the others find the build done)."""
    with one_builder():
        rebuild = os.environ.get("TRACTOR_SITE_REBUILD")
        stamp = SITE / ".build-stamp"
        if rebuild and stamp.exists() and stamp.stat().st_mtime >= RUN_STARTED:
            rebuild = ""  # another worker of this run rebuilt it
        if rebuild or stale():
            subprocess.run([str(site_bin / "python"), str(BUILD)], check=True, cwd=ROOT)
    return SITE


@pytest.fixture(scope="session")
def artifacts() -> Path:
    path = ROOT / "test-artifacts" / "site"
    path.mkdir(parents=True, exist_ok=True)
    return path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def site_url(site: Path) -> Iterator[str]:
    """``python -m http.server`` serving site/ on 127.0.0.1, as ``make serve-site`` does."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(site),
         str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while True:
        try:
            with urllib.request.urlopen(base + "/index.html", timeout=2):
                break
        except OSError:
            if time.monotonic() > deadline or proc.poll() is not None:
                raise
            time.sleep(0.2)
    yield base
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    proc.wait(10)


@pytest.fixture(scope="session")
def chromium(playwright: Any) -> Iterator[Any]:
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (make browser)")
    browser = playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
    )
    yield browser
    browser.close()


class Requests:
    """Every request a page (and its workers) made, and every one that failed."""

    def __init__(self, context: Any, base: str) -> None:
        self.base = base
        self.urls: list[str] = []
        self.failed: list[str] = []
        self.console: list[str] = []
        context.on("request", lambda r: self.urls.append(r.url))
        context.on("requestfailed", lambda r: self.failed.append(f"{r.url} {r.failure}"))

    def watch(self, page: Any) -> None:
        page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}"))
        page.on("pageerror", lambda e: self.console.append(f"pageerror: {e}"))

    def outside(self) -> list[str]:
        """Requests to anywhere but the site's own server (data: and blob: URLs stay inside)."""
        return [
            u for u in self.urls
            if not (u.startswith(self.base + "/") or u.startswith(("data:", "blob:")))
        ]  # fmt: skip


@pytest.fixture
def context(chromium: Any, site_url: str) -> Iterator[tuple[Any, Requests]]:
    ctx = chromium.new_context(viewport={"width": 1280, "height": 900}, service_workers="allow")
    requests = Requests(ctx, site_url)
    yield ctx, requests
    ctx.close()
