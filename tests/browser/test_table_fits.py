"""The Table on one screen: the trick, the learner's hand and the controls without scrolling.

Measured in chromium where a class meets it: a Voila presentation (``python -m tractor_widgets
present``) on a 1280x720 screen at scale 1 and on a 1920x1080 projector at scale 1.5, where the
whole Table must fit the screen, and a lesson in JupyterLab at 1280x720 with the file browser
closed, where the felt, the controls beside it and the hand below must fit the notebook's
visible height. Five tables: the learner following in ``tractor-4p`` (25 cards),
``tractor-5p`` (20 cards) and ``single-deck``, a ``tractor-4p`` hand that is over (the
score, step by step, beside the felt), and a Spanish ``tractor-4p`` hand whose trumps are one
card (the group "TRIUNFOS 1", once narrower than its heading, which was cut to "TRI…"). A
covered card keeps its badge in view, every suit group's heading is read whole (not cut, not
running out of its group), and no hand runs out of its box.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from . import harness
from .test_presentation import _open, presenting

HELPERS = """\
import tractor_engine as te
import tractor_widgets as tw

def to_play(t):
    # the learner's first turn in the tricks: pass at every bid, bury and call the hint's
    while not (t.position.phase == "play" and t.session.my_turn()):
        kind = t._controls.get("kind")
        if kind == "bid":
            t.pass_all()
        elif kind in ("bury", "call"):
            t.hint()
            t.main_action()
        else:
            t.advance(1)
    return t

def to_end(t):
    while t.position.phase != "done":
        if t.session.my_turn():
            t.hint()
            t.main_action()
        else:
            t.advance(1)
    return t
"""
TABLES = {
    "4p": 'to_play(tw.Table("tractor-4p", seat=0, seed=3))',
    "5p": 'to_play(tw.Table("tractor-5p", seat=0, seed=4))',
    "1d": 'to_play(tw.Table("single-deck", seat=0, seed=2))',
    "es": 'to_play(tw.Table("tractor-4p", seat=0, seed=10, language="es"))',
    "end": 'to_end(tw.Table("tractor-4p", seat=0, seed=3, game=False))',
}

#: Each Table's boxes (px, relative to the screen once the Table is scrolled to its top), its
#: hand's lines of cards, the badges a later card covers, how far the hand runs out, and its
#: suit groups' headings (text, count) with the pixels each is cut by or runs out of its group.
MEASURE = """(scroller) => Array.from(document.querySelectorAll('.tw-table')).map((t) => {
  t.scrollIntoView({block: 'start'});
  const box = (e) => { const r = e.getBoundingClientRect();
    return {top: Math.round(r.top), bottom: Math.round(r.bottom)}; };
  const hand = t.querySelector('.tw-tb-hand[data-seat="0"]');
  const cards = Array.from(hand.querySelectorAll('.tw-card'));
  let covered = 0;
  for (const row of hand.querySelectorAll('.tw-cards')) {
    const cs = Array.from(row.children);
    cs.forEach((c, i) => { const b = c.querySelector('.tw-badge'); const next = cs[i + 1];
      if (b && next && b.getBoundingClientRect().right > next.getBoundingClientRect().left + 0.5)
        covered++; });
  }
  const heads = Array.from(hand.querySelectorAll('.tw-group')).map((g) => {
    const label = g.querySelector('.tw-glabel');
    const right = g.querySelector('.tw-gcount').getBoundingClientRect().right;
    return {label: label.textContent, count: g.querySelector('.tw-gcount').textContent,
      cut: label.scrollWidth - label.clientWidth,
      out: Math.round(right - g.getBoundingClientRect().right)};
  });
  const view = scroller ? box(document.querySelector(scroller)) : {top: 0, bottom: innerHeight};
  return {table: box(t), felt: box(t.querySelector('.tw-tb-felt')),
    side: box(t.querySelector('.tw-tb-side')), hand: box(hand), view,
    lines: new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top))).size,
    cards: cards.length, coveredBadges: covered, heads,
    overflow: hand.scrollWidth - hand.clientWidth};
})"""


def _notebook(path: Path) -> Path:
    nb = nbformat.v4.new_notebook(metadata=harness.KERNEL_METADATA)
    nb.cells.append(nbformat.v4.new_code_cell(HELPERS))
    nb.cells.extend(nbformat.v4.new_code_cell(code) for code in TABLES.values())
    nbformat.write(nb, path)
    return path


def _check(screen: str, sizes: list[dict[str, Any]], whole: bool) -> None:
    assert len(sizes) == len(TABLES), sizes
    for name, s in zip(TABLES, sizes, strict=True):
        what = f"{screen}, table {name}: {s}"
        view = s["view"]["bottom"] - s["view"]["top"]
        # the trick, the controls beside it and the hand below, from the felt's top
        span = max(s["hand"]["bottom"], s["side"]["bottom"]) - s["felt"]["top"]
        assert span <= view, f"felt, controls and hand take {span} px of {view}: {what}"
        if whole:
            height = s["table"]["bottom"] - s["table"]["top"]
            assert height <= view, f"the Table is {height} px tall on a {view} px screen: {what}"
        if name != "end":
            lines = f"the learner's {s['cards']} cards take {s['lines']} lines"
            assert s["lines"] == 1, f"{lines}: {what}"
        assert s["coveredBadges"] == 0, f"a covered card hides its badge: {what}"
        assert s["overflow"] <= 1, f"the hand runs {s['overflow']} px out of its box: {what}"
        for head in s["heads"]:
            assert head["cut"] <= 0 and head["out"] <= 1, f"a heading is cut: {head}: {what}"
    spanish = sizes[list(TABLES).index("es")]["heads"]
    assert {"label": "Triunfos", "count": "1"}.items() <= spanish[0].items(), spanish


@pytest.mark.browser
@pytest.mark.parametrize(("size", "scale"), [((1280, 720), "1"), ((1920, 1080), "1.5")])
def test_the_table_fits_a_presentation_screen(
    size: tuple[int, int], scale: str, browser: Any, browser_tmp: Path, artifacts: Path
) -> None:
    tmp = browser_tmp / f"fit-{size[0]}"
    tmp.mkdir()
    notebook = _notebook(tmp / "tables.ipynb")
    with presenting(notebook, tmp, "--scale", scale) as url:
        page, log, _outside = _open(browser, url, size)
        expect(page.locator(".tw-table .tw-tb-hand .tw-card")).not_to_have_count(0, timeout=60_000)
        expect(page.locator(".tw-table")).to_have_count(len(TABLES))
        page.wait_for_load_state("networkidle")
        sizes = page.evaluate(MEASURE, None)
        (artifacts / f"table-fit-voila-{size[0]}.json").write_text(json.dumps(sizes, indent=1))
        page.locator(".tw-table").first.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"table-fit-voila-{size[0]}.png"))
        assert not log.errors(), str(log)
        page.close()
    _check(f"Voila {size[0]}x{size[1]} at scale {scale}", sizes, whole=True)


@pytest.mark.browser
def test_the_table_fits_a_lesson_in_jupyterlab_at_1280x720(
    lab: harness.Server, browser: Any, artifacts: Path
) -> None:
    _notebook(lab.root / "tables_fit.ipynb")
    page = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    page.set_default_timeout(30_000)
    log = harness.PageLog(page)
    harness.open_and_run(page, lab, "tables_fit.ipynb")
    expect(page.locator(".tw-table")).to_have_count(len(TABLES), timeout=60_000)
    expect(page.locator(".tw-table").last.locator(".tw-tb-end")).to_be_visible()
    # the file browser closed (Ctrl+B: View > Appearance > Show Left Sidebar), as on a small
    # screen
    page.keyboard.press("Control+b")
    expect(page.locator("#jp-left-stack")).to_be_hidden()
    page.wait_for_function(
        "() => document.querySelector('.tw-table').getBoundingClientRect().width > 1000"
    )
    sizes = page.evaluate(MEASURE, ".jp-WindowedPanel-outer")
    (artifacts / "table-fit-lab-1280.json").write_text(json.dumps(sizes, indent=1))
    page.locator(".tw-table").first.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "table-fit-lab-1280.png"))
    assert not log.errors(), str(log)
    page.context.close()
    _check("JupyterLab 1280x720", sizes, whole=False)
