"""Building the site leaves the project's own environment as it was.

``make site`` builds in its own environment (``.venv-site``); the JupyterLite kernel it needs
carries a lab extension that breaks every JupyterLab and Notebook 7 page of an environment it
is installed in ("Shared module @jupyterlite/services doesn't exist"). After the site build,
JupyterLab served from the project's environment (the one running these tests, as ``make lab``
starts it; the session's one server) must log no console error at all, and Notebook 7's tree
page no extension failure.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from ..browser import harness

pytestmark = pytest.mark.browser

# What each page shows once its extensions are loaded and the application has started: the
# Launcher in JupyterLab, the file listing in Notebook 7's tree page.
PAGES = {"lab": ".jp-Launcher", "tree": ".jp-DirListing-content"}
# A lab extension that fails to load: the message, or a stack in an extension's remoteEntry.
EXTENSION_FAILURE = re.compile(r"Shared module|shared scope|/extensions/")
# Notebook 7.6's tree page raises a TypeError of its own ("Cannot read properties of undefined
# (reading 'schema')", from notebook_core.js) with every lab extension disabled too, so there
# the test asks that no extension fails; JupyterLab's console must be clean.
ONLY_EXTENSION_FAILURES = {"tree"}


@pytest.fixture
def lab_after_site(site: Path, lab: harness.Server) -> harness.Server:
    """JupyterLab of the project's environment, its pages loaded after the site was built.

    The session's one server (``lab``), which may have started before the build: what the
    check depends on is read again at every page load (jupyterlab_server's and Notebook 7's
    page config list the environment's lab extensions from disk on each request, and the
    kernel package brings a lab extension only, no server extension), so a page loaded after
    the build shows what a server started after it would."""
    assert (site / "index.html").exists(), "the site build left no site/index.html"
    return lab


@pytest.mark.parametrize("app", sorted(PAGES))
def test_no_console_error_after_the_site_build(
    lab_after_site: harness.Server, chromium: Any, app: str
) -> None:
    server = lab_after_site
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        lines: list[str] = []
        page.on("console", lambda m: lines.append(f"console.{m.type}: {m.text}"))
        page.on("pageerror", lambda e: lines.append(f"pageerror: {e}"))
        response = page.goto(f"{server.base}/{app}?token={server.token}")
        assert response is not None and response.ok, (
            f"/{app} answered {response and response.status}"
        )
        page.locator(PAGES[app]).first.wait_for(state="visible", timeout=60_000)
        errors = [line for line in lines if line.startswith(("console.error", "pageerror"))]
        if app in ONLY_EXTENSION_FAILURES:
            errors = [line for line in errors if EXTENSION_FAILURE.search(line)]
        assert not errors, f"/{app} of the project's environment logs errors:\n" + "\n".join(errors)
    finally:
        context.close()
