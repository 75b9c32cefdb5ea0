"""Widget speed in a real JupyterLab + chromium, and the size a widget adds to a saved notebook.

Prints: time from executing a cell to a 33-card HandViewer fully drawn (first and median of
re-runs); the median time, measured inside the page from the click event to the verdict
element changing, from a click to the LegalPlayHighlighter's new verdict over 20 clicks; the
bytes each widget adds to a saved notebook. Targets: <= 150 ms, <= 60 ms, <= 40 KB.

Run: .venv/bin/python benchmarks/browser_bench.py
"""

from __future__ import annotations

import shutil
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser import harness  # noqa: E402
from tests.browser.lesson_cells import HAND_33, LP_HAND, LP_LEAD  # noqa: E402
from tests.widgets.test_saved_size import widget_sizes  # noqa: E402

CELLS = [
    "import tractor_widgets as tw",
    f'tw.HandViewer(cards="{HAND_33}", trump="2H")',
    f'tw.LegalPlayHighlighter(hand="{LP_HAND}", lead="{LP_LEAD}", rules="tractor-5p")',
]

TIMEOUT_JS = "new Promise(r => setTimeout(() => r(-1), 8000))"  # -1: not seen in 8 s

ARM_DRAW = """() => {
  const before = document.querySelectorAll('.tw-hand-viewer').length;
  window.__twDraw = new Promise((resolve) => {
    const onKey = (ev) => {
      if (ev.key !== 'Enter' || !ev.ctrlKey) return;  // the Control key itself comes first
      window.removeEventListener('keydown', onKey, true);
      const t0 = performance.now();
      const check = () => {
        const roots = document.querySelectorAll('.tw-hand-viewer');
        const last = roots[roots.length - 1];
        if (last && last.isConnected && last.querySelectorAll('.tw-card').length === 33
            && !window.__twSeen.has(last)) {
          window.__twSeen.add(last);
          obs.disconnect();
          resolve(performance.now() - t0);
        }
      };
      const obs = new MutationObserver(check);
      obs.observe(document.body, {childList: true, subtree: true});
    };
    window.addEventListener('keydown', onKey, true);
  });
  window.__twSeen = window.__twSeen || new WeakSet(
    Array.from(document.querySelectorAll('.tw-hand-viewer')));
  return before;
}"""

ARM_CLICK = """() => {
  const root = document.querySelector('.tw-legal-play-highlighter');
  const status = root.querySelector('[role=status]');
  window.__twClick = new Promise((resolve) => {
    root.addEventListener('click', (ev) => {
      const t0 = ev.timeStamp;
      const before = status.textContent;
      const obs = new MutationObserver(() => {
        if (status.textContent !== before) {
          obs.disconnect();
          resolve(performance.now() - t0);
        }
      });
      obs.observe(status, {childList: true, characterData: true, subtree: true});
    }, {capture: true, once: true});
  });
}"""


def main() -> None:
    tmp = harness.make_tmp("tw-bench-")
    server = harness.start_lab(tmp / "lab")
    try:
        harness.write_notebook(server.root / "bench.ipynb", CELLS)
        with harness.chromium() as browser:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            harness.open_and_run(page, server, "bench.ipynb")
            page.locator(".tw-legal-play-highlighter .tw-card").first.wait_for()
            page.wait_for_function(
                "document.querySelectorAll('.tw-hand-viewer .tw-card').length === 33"
            )
            page.wait_for_timeout(500)

            cell = page.locator(".jp-Notebook .jp-Cell").nth(1)
            draws = []
            for _ in range(11):
                page.evaluate(ARM_DRAW)
                cell.locator(".jp-InputArea-editor").click()
                page.keyboard.press("Control+Enter")
                draws.append(page.evaluate("Promise.race([window.__twDraw, " + TIMEOUT_JS + "])"))

                page.wait_for_timeout(150)
            clicks = []
            root = page.locator(".tw-legal-play-highlighter")
            for k in range(20):
                target = root.locator(f'.tw-card[role="button"][data-index="{k % 5}"]')
                page.evaluate(ARM_CLICK)
                target.click(position={"x": 12, "y": 40})
                clicks.append(page.evaluate("Promise.race([window.__twClick, " + TIMEOUT_JS + "])"))

                page.wait_for_timeout(30)
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    sizes = widget_sizes()
    print("tractor-widgets browser benchmark (JupyterLab + chromium on 127.0.0.1)")
    print(
        f"  33-card HandViewer, execute cell -> fully drawn: median "
        f"{statistics.median(draws):.0f} ms"
        f" over {len(draws)} runs (first {draws[0]:.0f} ms, min {min(draws):.0f}, "
        f"max {max(draws):.0f}); target <= 150 ms, ratio {statistics.median(draws) / 150:.2f}"
    )
    print(
        f"  LegalPlayHighlighter click -> verdict (in page): median "
        f"{statistics.median(clicks):.1f} ms over {len(clicks)} clicks (min {min(clicks):.1f}, "
        f"max {max(clicks):.1f}); target <= 60 ms, ratio {statistics.median(clicks) / 60:.2f}"
    )
    for name, size in sizes.items():
        print(
            f"  saved notebook, one {name}: {size / 1024:.1f} KB; target <= 40 KB, "
            f"ratio {size / 40960:.2f}"
        )


if __name__ == "__main__":
    main()
