"""The site in Debian's chromium, served on 127.0.0.1 with every other host unresolvable.

A lesson runs live in JupyterLite (Pyodide kernel, every cell, a card clicked and answered by the
engine); a Voici presentation answers a click; the rules and API pages draw their card pictures.
No request may leave 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from ..browser import harness
from .conftest import Requests, lessons

pytestmark = pytest.mark.browser


def _clickable_lesson() -> str:
    """The first lesson with a LegalPlayHighlighter (lesson 04 today): its cards answer clicks."""
    for nb in lessons():
        if "LegalPlayHighlighter(" in nb.read_text():
            return nb.stem
    return "04-following-singles-and-pairs"


LESSON = _clickable_lesson()
WIDGET = ".tw-legal-play-highlighter"
SITE_FILES = Path(__file__).resolve().parents[2] / "site" / "lite" / "files" / "notebooks"
FIGURES = Path(__file__).resolve().parents[2] / "test-artifacts" / "site" / "figures.json"


def expect() -> Any:
    from playwright.sync_api import expect as _expect

    return _expect


def record(name: str, seconds: float) -> None:
    figures = json.loads(FIGURES.read_text()) if FIGURES.exists() else {}
    figures[name] = round(seconds, 2)
    FIGURES.parent.mkdir(parents=True, exist_ok=True)
    part = FIGURES.with_name(f"figures.json.{os.getpid()}")  # whole, then renamed (xdist)
    part.write_text(json.dumps(figures, indent=1))
    part.replace(FIGURES)


def click_card_and_read_answer(page: Any, root: Any) -> str:
    """Click the first playable card of a LegalPlayHighlighter; return the engine's verdict."""
    status = root.locator('[role="status"]').first
    before = status.inner_text()
    root.locator('.tw-card[role="button"]').first.click(position={"x": 12, "y": 40})
    expect()(status).not_to_have_attribute("data-verdict", "none", timeout=30_000)
    expect()(status).not_to_have_text(before, timeout=30_000)
    return status.inner_text()


def assert_stayed_home(requests: Requests) -> None:
    assert requests.urls, "no request was recorded"
    outside = requests.outside()
    assert not outside, f"requests left 127.0.0.1: {outside[:10]}"


def run_lesson_in_lite(page: Any, site_url: str, lesson: str, figures: bool) -> None:
    """Open a lesson in JupyterLite, wait for the kernel, Run All, wait for every cell."""
    started = time.monotonic()
    page.goto(f"{site_url}/lite/lab/index.html?path=notebooks/{lesson}.ipynb")
    # the status bar, not the toolbar: Run All before the kernel is ready is dropped
    expect()(page.locator("#jp-main-statusbar")).to_contain_text("| Idle", timeout=120_000)
    if figures:
        record("lite: open lesson -> kernel idle (s)", time.monotonic() - started)
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    page.locator('.lm-MenuBar-itemLabel:text-is("Run")').click()
    t_run = time.monotonic()
    page.locator('li[data-command="runmenu:run-all"]').click()
    if figures:
        root = page.locator(WIDGET).first
        expect()(root.locator(".tw-card").first).to_be_visible(timeout=180_000)
        record("lite: Run All -> first widget drawn (s)", time.monotonic() - t_run)
    # every cell ran: each code cell has an execution count (textContent: cells out of view
    # are not laid out, so their innerText is empty)
    code_cells = sum(
        1 for c in json.loads((SITE_FILES / f"{lesson}.ipynb").read_text())["cells"]
        if c["cell_type"] == "code"
    )  # fmt: skip
    prompts: list[str] = []
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        prompts = page.locator(".jp-CodeCell .jp-InputPrompt").evaluate_all(
            "ps => ps.map(p => p.textContent.trim())"
        )
        if len(prompts) == code_cells and all(p[1:-2].isdigit() for p in prompts):
            break
        time.sleep(0.5)
    assert len(prompts) == code_cells and all(p[1:-2].isdigit() for p in prompts), prompts
    if figures:
        record("lite: Run All -> every cell run (s)", time.monotonic() - t_run)
    errors = page.locator('.jp-OutputArea-output[data-mime-type*="error"]')
    tracebacks = errors.evaluate_all("es => es.map(e => e.textContent)")
    assert not tracebacks, tracebacks[:3]


def test_lesson_runs_live_in_jupyterlite(context: Any, site_url: str, artifacts: Path) -> None:
    ctx, requests = context
    page = ctx.new_page()
    requests.watch(page)
    try:
        run_lesson_in_lite(page, site_url, LESSON, figures=True)
        root = page.locator(WIDGET).first
        answer = click_card_and_read_answer(page, root)
        assert answer.strip()
        root.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / "jupyterlite-lesson.png"))
        assert_stayed_home(requests)
    finally:
        (artifacts / "jupyterlite-console.log").write_text(
            "\n".join([*requests.console, "--- failed", *requests.failed])
        )


@pytest.mark.every_lesson
@pytest.mark.parametrize("lesson", [nb.stem for nb in lessons()])
def test_every_lesson_runs_in_jupyterlite(context: Any, site_url: str, lesson: str) -> None:
    ctx, requests = context
    page = ctx.new_page()
    requests.watch(page)
    run_lesson_in_lite(page, site_url, lesson, figures=False)
    assert_stayed_home(requests)


def test_presentation_answers_a_click(context: Any, site_url: str, artifacts: Path) -> None:
    ctx, requests = context
    page = ctx.new_page()
    requests.watch(page)
    started = time.monotonic()
    page.goto(f"{site_url}/present/voici/render/{LESSON}.html")
    try:
        root = page.locator(WIDGET).first
        expect()(root.locator(".tw-card").first).to_be_visible(timeout=180_000)
        record("voici: open presentation -> first widget drawn (s)", time.monotonic() - started)
        assert page.locator(".jp-InputArea-editor").count() == 0  # no code on a presentation
        harness.assert_no_serious_axe_violation(page)
        answer = click_card_and_read_answer(page, root)
        assert answer.strip()
        root.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / "voici-presentation.png"))
        assert_stayed_home(requests)
    finally:
        (artifacts / "voici-console.log").write_text(
            "\n".join([*requests.console, "--- failed", *requests.failed])
        )


@pytest.mark.every_lesson
@pytest.mark.parametrize("lesson", [nb.stem for nb in lessons()])
def test_every_voici_presentation_has_no_serious_axe_violation(
    context: Any, site_url: str, lesson: str
) -> None:
    """Each lesson's Voici presentation on the site, once its widgets are drawn (Pyodide runs
    every cell first): axe finds nothing serious or critical, and nothing left 127.0.0.1."""
    ctx, requests = context
    page = ctx.new_page()
    requests.watch(page)
    page.goto(f"{site_url}/present/voici/render/{lesson}.html")
    expect()(page.locator(".tw-root .tw-card").first).to_be_visible(timeout=180_000)
    page.wait_for_load_state("networkidle")
    harness.assert_no_serious_axe_violation(page)
    assert_stayed_home(requests)


@pytest.mark.parametrize(
    ("page_name", "minimum"),
    [("rules.html", 60), ("api/engine.html", 8), ("api/widgets.html", 4),
     (f"lessons/{LESSON}.html", 4)],
)  # fmt: skip
def test_docs_pages_draw_card_pictures(
    context: Any, site_url: str, artifacts: Path, page_name: str, minimum: int
) -> None:
    ctx, requests = context
    page = ctx.new_page()
    requests.watch(page)
    page.goto(f"{site_url}/{page_name}")
    page.wait_for_load_state("networkidle")
    # the engine's card faces (spans whose title names a card) and the widgets' static cards
    drawn = page.evaluate(
        """() => [...document.querySelectorAll('.cell_output span[title], .cell_output .tw-card')]
              .map(e => e.getBoundingClientRect())
              .filter(r => r.width > 4 && r.height > 4).length"""
    )
    assert drawn >= minimum, f"{page_name}: {drawn} card pictures drawn"
    # WCAG 2 A/AA (axe-core): nothing serious or critical on the page, prose and pictures alike
    harness.assert_no_serious_axe_violation(page)
    if page_name == "rules.html":
        page.locator('[id="4-following"]').scroll_into_view_if_needed()
    shot = page_name.replace("/", "-").replace(".html", ".png")
    page.screenshot(path=str(artifacts / f"docs-{shot}"))
    assert_stayed_home(requests)
    assert not [c for c in requests.console if c.startswith("pageerror")], requests.console


#: One page of each kind of the documentation: the home page, a prose page (the rules), the
#: command line, an API page, Sphinx's generated index and search pages, a language's
#: glossary, a lesson rendered with its static pictures, and a translated page.
AXE_KINDS = ["index.html", "rules.html", "cli.html", "api/engine.html", "genindex.html",
             "search.html", "languages/es.html", "lessons/05-following-tractors-and-throws.html",
             "es/rules.html"]  # fmt: skip


def axe_pages(site: Path, site_url: str, page: Any, checks: list[tuple[str, str]]) -> dict:
    """axe-core's serious and critical violations on each (page, theme) of ``checks``."""
    found = {}
    for name, theme in checks:
        assert (site / name).exists(), f"no {name} in the site"
        page.emulate_media(color_scheme=theme)
        page.goto(f"{site_url}/{name}")
        page.wait_for_load_state("load")
        violations = harness.axe_violations(page, "body")
        if violations:
            found[f"{name} ({theme})"] = [
                (v["id"], [n["target"] for n in v["nodes"][:3]]) for v in violations
            ]
    return found


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_axe_finds_no_serious_violation_on_a_page_of_each_kind(
    context: Any, site: Path, site_url: str, theme: str
) -> None:
    """One page of each kind of the documentation (``AXE_KINDS``), in the light theme and in the
    dark one: WCAG 2 A/AA by axe-core, nothing serious or critical. Every page is checked by
    the sweep below (marker ``axe_sweep``: ``TRACTOR_AXE_SWEEP=1`` or ``-m axe_sweep``)."""
    ctx, _ = context
    checks = [(name, theme) for name in AXE_KINDS]
    found = axe_pages(site, site_url, ctx.new_page(), checks)
    assert not found, found


@pytest.mark.axe_sweep
def test_axe_finds_no_serious_violation_on_any_docs_page(
    context: Any, site: Path, site_url: str
) -> None:
    """Every page of the documentation (the rules, the API, the command line, every lesson,
    the indexes, the glossaries) and the Spanish pages, in the light theme, and one page of each
    kind in the dark theme too: WCAG 2 A/AA by axe-core, nothing serious or critical.

    The whole sweep (about 40 page loads, two minutes): only with ``TRACTOR_AXE_SWEEP=1`` or
    ``-m axe_sweep``; by default the test above checks one page of each kind in both themes."""
    ctx, _ = context
    skip = ("lite", "present", "_static", "_modules", "es")
    pages = sorted(
        str(p.relative_to(site))
        for p in site.rglob("*.html")
        if p.relative_to(site).parts[0] not in skip
    )
    assert len(pages) >= 20, pages
    # the Spanish pages whose own text is translated, and one Spanish lesson page (the others
    # are built from the same template as the English ones)
    spanish = ["es/index.html", "es/rules.html", "es/languages/index.html",
               "es/lessons/05-following-tractors-and-throws.html"]  # fmt: skip
    assert all((site / name).exists() for name in spanish), spanish
    pages += spanish
    # the dark theme is one stylesheet for every page: checked on one page of each kind
    dark = {"index.html", "rules.html", "cli.html", "api/engine.html", "languages/es.html",
            "lessons/05-following-tractors-and-throws.html", "es/rules.html"}  # fmt: skip
    assert dark <= set(pages), dark - set(pages)
    checks = [
        (name, theme)
        for name in pages
        for theme in (("light", "dark") if name in dark else ("light",))
    ]
    found = axe_pages(site, site_url, ctx.new_page(), checks)
    assert not found, found


def test_a_spanish_lesson_runs_in_jupyterlite(context: Any, site_url: str) -> None:
    """The Spanish lesson 5 (notebooks/es/ on the site) runs in JupyterLite: its text is Spanish
    and its LegalPlayHighlighter says the engine's Spanish reason."""
    import tractor_engine as te

    ctx, requests = context
    page = ctx.new_page()
    requests.watch(page)
    run_lesson_in_lite(page, site_url, "es/05-following-tractors-and-throws", figures=False)
    expect()(page.locator(".jp-MarkdownCell").first).to_contain_text("Lección 5")
    with te.language("es"):
        reason = te.follow_options(
            "3S 3S 4S 4S 9S 9S 6H", "7S 7S 8S 8S", trump="2H", rules="tractor-5p"
        ).reason
    prompts = page.locator(f"{WIDGET} .tw-prompt", has_text=reason)
    expect()(prompts).to_have_count(1, timeout=30_000)
    assert_stayed_home(requests)
