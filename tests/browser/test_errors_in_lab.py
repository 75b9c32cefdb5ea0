"""In a real JupyterLab: a handler that fails shows its error on the page (and in the kernel's
log) and changes nothing; two widgets in two languages on one page each keep their own words."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

import tractor_engine as te
from tractor_engine.speech.languages import say
from tractor_widgets._words import CARD_WORDS

from . import harness
from .lesson_cells import LP_HAND, LP_LEAD

pytestmark = pytest.mark.browser

SETUP = (
    """\
import json, logging, pathlib
import tractor_widgets as tw
STATE, LOG = pathlib.Path("state.json"), pathlib.Path("log.json")
widgets, records = {}, []

class ToFile(logging.Handler):
    def emit(self, record):
        records.append({"level": record.levelname, "msg": record.getMessage(),
                        "exc": record.exc_info[0].__name__ if record.exc_info else None,
                        "text": logging.Formatter().format(record)})
        LOG.write_text(json.dumps(records))

logging.getLogger("tractor_widgets").addHandler(ToFile())

def dump(*_):
    STATE.write_text(json.dumps({
        name: {"selected": list(w.selected), "error": getattr(w, "_page_error", None)}
        for name, w in widgets.items()}))

def typo(widget, msg):
    widget.selected = [0, 1]
    {}["typo"]

class Buggy(tw.HandViewer):
    _page_messages = {"toggle": typo}
"""
    + harness.KEEP
)

CELLS = [
    SETUP,
    'keep("bug", Buggy(cards="3D 4D 5D 9S", selected=[2]))',
    f'keep("en", tw.LegalPlayHighlighter(hand="{LP_HAND}", lead="{LP_LEAD}", language="en"))',
    f'keep("es", tw.LegalPlayHighlighter(hand="{LP_HAND}", lead="{LP_LEAD}", language="es"))',
    'cmd = pathlib.Path("cmd.py")\nif cmd.exists():\n    exec(cmd.read_text())\nprint("ran", '
    "cmd.exists())",
]

#: The alert's text and background colours, and their contrast ratio (WCAG 2).
COLOURS_JS = """e => {
    const rgb = (s) => (s.match(/[\\d.]+/g) || []).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map((v) => {
        v /= 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const style = getComputedStyle(e);
    const fg = rgb(style.color), bg = rgb(style.backgroundColor);
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    return { fg: style.color, bg: style.backgroundColor, edge: style.borderLeftColor,
             ratio: (hi + 0.05) / (lo + 0.05) };
}"""


@pytest.fixture(scope="module")
def lab_page(lab: harness.Server, browser: Any, artifacts: Path) -> Iterator[harness.NotebookPage]:
    page, log = harness.open_notebook(browser, lab, "errors.ipynb", CELLS, height=1000)
    for root in (".tw-hand-viewer", ".tw-legal-play-highlighter"):
        expect(page.locator(f"{root} .tw-card").first).to_be_visible(timeout=30_000)
    nb = harness.NotebookPage(page, lab.root, log, state_file="state.json")
    nb.state(lambda s: {"bug", "en", "es"} <= set(s))
    yield nb
    (artifacts / "browser-console-errors.log").write_text("\n".join(log.lines))
    page.context.close()


def test_a_failing_handler_shows_its_error_and_changes_nothing(
    lab_page: harness.NotebookPage, artifacts: Path
) -> None:
    page = lab_page.page
    root = page.locator(".tw-hand-viewer")
    alert = root.locator(".tw-page-error")
    expect(alert).to_be_hidden()
    root.locator('.tw-card[data-index="0"]').click(position={"x": 12, "y": 40})
    # the page shows the error, as text, in an alert at the top of the widget's root
    expect(alert).to_be_visible()
    expect(alert).to_have_attribute("role", "alert")
    expect(alert).to_contain_text("KeyError: 'typo'")
    assert root.evaluate("r => r.firstElementChild.classList.contains('tw-page-error')")
    assert alert.evaluate("e => e.children.length") == 0  # text, never HTML
    # the kernel: the selection it had, the error, and the traceback in its log
    state = lab_page.state(lambda s: s["bug"]["error"])
    assert state["bug"]["selected"] == [2] and "KeyError" in state["bug"]["error"]
    logged = harness.wait_json(lab_page.root / "log.json", lambda r: r, timeout=10)
    assert isinstance(logged, list) and len(logged) == 1, logged
    assert logged[0]["level"] == "ERROR" and logged[0]["exc"] == "KeyError"
    assert "Traceback" in logged[0]["text"] and "typo" in logged[0]["text"]
    # the page shows the kernel's selection again: only card 2 pressed
    pressed = root.locator('.tw-card[aria-pressed="true"]')
    expect(pressed).to_have_count(1)
    expect(pressed).to_have_attribute("data-index", "2")
    # readable in the light theme and in the dark one, edged in the theme's error colour
    alert.scroll_into_view_if_needed()
    light = alert.evaluate(COLOURS_JS)
    root.screenshot(path=artifacts / "page-error-light.png")
    harness.set_theme(page, dark=True)
    dark = alert.evaluate(COLOURS_JS)
    root.screenshot(path=artifacts / "page-error-dark.png")
    harness.set_theme(page, dark=False)
    assert light["bg"] != dark["bg"] and light["fg"] != dark["fg"], (light, dark)
    for colours in (light, dark):
        assert colours["ratio"] >= 4.5, colours
        assert colours["edge"] != colours["bg"], colours

    # the handler mended, the next message is handled and clears the error
    lab_page.kernel('type(widgets["bug"])._message_table = dict(tw.HandViewer._message_table)')
    root.locator('.tw-card[data-index="0"]').click(position={"x": 12, "y": 40})
    expect(alert).to_be_hidden()
    lab_page.state(lambda s: s["bug"]["error"] == "" and sorted(s["bug"]["selected"]) == [0, 2])
    assert not lab_page.log.errors(), str(lab_page.log)


def test_two_languages_on_one_page_keep_their_own_words(lab_page: harness.NotebookPage) -> None:
    page = lab_page.page
    en, es = page.locator(".tw-legal-play-highlighter").all()
    with te.language("es"):
        spanish = {k: say(CARD_WORDS[k]) for k in ("badge", "legend", "must")}
    assert spanish["badge"] != CARD_WORDS["badge"]

    def words(root: Any) -> dict[str, Any]:
        return root.evaluate(
            """r => ({
                badges: [...new Set(Array.from(r.querySelectorAll('.tw-card .tw-badge'),
                                               (b) => b.textContent))]
                    .filter((t) => t !== '\\u2715'),
                legend: r.querySelector('.tw-legend').getAttribute('aria-label'),
                must: [...new Set(Array.from(r.querySelectorAll('.tw-card[data-state=must]'),
                                             (c) => c.getAttribute('aria-description')))],
            })"""
        )

    def check() -> None:
        assert words(en) == {
            "badges": [CARD_WORDS["badge"]],
            "legend": CARD_WORDS["legend"],
            "must": [CARD_WORDS["must"]],
        }
        assert words(es) == {
            "badges": [spanish["badge"]],
            "legend": spanish["legend"],
            "must": [spanish["must"]],
        }

    check()
    # each redraws after the other: the Spanish one last, then the English one
    for root, name in ((es, "es"), (en, "en")):
        card = root.locator('.tw-card[role="button"][data-index="0"]')
        card.click(position={"x": 12, "y": 40})
        expect(card).to_have_attribute("aria-pressed", "true")
        lab_page.state(lambda s, n=name: s[n]["selected"] == [0])
        check()
    # and after a change from Python that redraws only the Spanish one
    lab_page.kernel('widgets["es"].selected = []')
    expect(es.locator('[aria-pressed="true"]')).to_have_count(0)
    check()
    assert not lab_page.log.errors(), str(lab_page.log)
