"""One widget rendered by Voila: drawn, clicked, and the click seen by the kernel."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from . import harness
from .lesson_cells import LP_HAND, LP_LEAD

pytestmark = pytest.mark.browser

CELLS = [
    "import json, pathlib\nimport tractor_widgets as tw\n"
    f'w = tw.LegalPlayHighlighter(hand="{LP_HAND}", lead="{LP_LEAD}", rules="tractor-5p")\n'
    "def dump(*_):\n"
    '    pathlib.Path("voila_state.json").write_text(json.dumps(\n'
    '        {"selected": w.selected, "verdict": w.verdict_text}))\n'
    "w.observe(dump)\ndump()\nw",
]


@pytest.fixture(scope="module")
def voila(browser_tmp: Path) -> Iterator[harness.Server]:
    folder = browser_tmp / "voila"
    folder.mkdir()
    nb = harness.write_notebook(folder / "lesson.ipynb", CELLS)
    server = harness.start_voila(folder, nb)
    yield server
    server.stop()


def test_highlighter_in_voila(voila: harness.Server, browser: Any, artifacts: Path) -> None:
    page = browser.new_page(viewport={"width": 1100, "height": 800})
    log = harness.PageLog(page)
    # Voila's template asks a CDN for icon fonts; there is no network here.
    page.route("**/*", lambda route: route.abort() if "127.0.0.1" not in route.request.url
               else route.continue_())  # fmt: skip
    page.goto(voila.base + "/")
    root = page.locator(".tw-legal-play-highlighter")
    expect(root.locator(".tw-card").first).to_be_visible(timeout=60_000)
    target = root.locator('.tw-card[role="button"][data-index="3"]')
    target.click(position={"x": 12, "y": 40})
    expect(target).to_have_attribute("aria-pressed", "true")
    state = harness.wait_json(voila.root / "voila_state.json", lambda s: s["selected"] == [3])
    expect(root.locator('[role="status"]')).to_have_text(state["verdict"])
    root.screenshot(path=str(artifacts / "voila-lp.png"))
    (artifacts / "voila-console.log").write_text("\n".join(log.lines))
    assert not log.errors(), str(log)
    page.close()
    assert json.loads((voila.root / "voila_state.json").read_text())["selected"] == [3]
