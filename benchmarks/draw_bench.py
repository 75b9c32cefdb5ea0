"""The page's part of a click on the Table's Play: from the message that carries the learner's
card to that card drawn and laid out, without JupyterLab or a kernel.

A hand is played from Python (``tractor-4p``, seat 0, the hint's cards at every turn, the
bots greedy), each Play sent as the page sends it, in an event loop as in a kernel; before it
the Table's traits are taken as the page holds them, and the state of the first message the
click's handler sends is kept (see ``tractor_widgets/table/answering.py``). Chromium loads the
Table's own ESM and CSS into a page with a small stand-in for the widget model (``get``,
``on``, ``off``, ``send``), draws each position, lets its deferred parts settle, then sets the
first message's traits as a widget manager does (the values first, then one ``change:`` event
per trait) and times the page's script (the handlers) and then the layout that the drawn card
needs. Every Play is timed ``REPEATS`` times; the medians over all are printed.
(``performance.now`` counts in steps of 0.1 ms here.)

This is the part a browser benchmark in JupyterLab (``browser_bench.py --table``) cannot
separate from the kernel and the wire; on a loaded machine it is also the steadier figure,
since the two pages are timed in turns in one browser.

Run: .venv/bin/python benchmarks/draw_bench.py   (--widgets-from DIR: also time the widgets of
DIR, e.g. a ``git archive`` of an older commit's ``tractor_widgets``, in turns with these)
"""

from __future__ import annotations

import asyncio
import importlib
import json
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser import harness  # the suite's chromium and its flags

REPEATS = 5

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>%s</style></head>
<body style="width:1240px"><div id="w"></div></body></html>"""

# The model a widget manager gives a view: values by name, "change:<name>" events.
HARNESS = """async ([esm, states]) => {
  const values = Object.assign({}, states[0].before);
  const handlers = {};
  const model = {
    get: (k) => values[k],
    on: (ev, f) => { (handlers[ev] = handlers[ev] || []).push(f); },
    off: (ev, f) => { handlers[ev] = (handlers[ev] || []).filter((g) => g !== f); },
    send: () => {},
    set: (k, v) => { values[k] = v; },
    save_changes: () => {},
  };
  const set = (changes) => {
    Object.assign(values, changes);
    for (const k of Object.keys(changes)) for (const f of handlers["change:" + k] || []) f();
  };
  const url = URL.createObjectURL(new Blob([esm], { type: "text/javascript" }));
  const mod = await import(url);
  const el = document.getElementById("w");
  el.replaceChildren();
  mod.default.render({ model, el });
  const settle = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const script = [], layout = [];
  for (const s of states) {
    set(s.before);
    await settle();
    await settle();
    const t0 = performance.now();
    set(s.first);
    const t1 = performance.now();
    void document.body.getBoundingClientRect().height;  // the layout the card needs to show
    script.push(t1 - t0);
    layout.push(performance.now() - t1);
    await settle();
  }
  return [script, layout];
}"""


def hand_states(widgets_from: str = "") -> tuple[str, str, list[dict[str, Any]]]:
    """The Table's ESM and CSS, and for each Play of one hand the traits before it and those
    of the click's first message, from the widgets in ``widgets_from`` (default: these)."""
    if widgets_from:
        sys.path.insert(0, widgets_from)
        for name in [m for m in sys.modules if m.startswith("tractor_widgets")]:
            del sys.modules[name]
    try:
        tw = importlib.import_module("tractor_widgets")
        import tractor_engine as te

        deck = te.arrange_deck("tractor-4p", {0: "BJ BJ"}, seed=5)
        table = tw.Table("tractor-4p", seat=0, seed=3, deck=deck)
        table.bid("BJ BJ")
        table.hint()
        table.bury()
        names = [n for n in table.keys if n.startswith("_") and n not in ("_esm", "_css")]
        names = [n for n in names if not n.startswith(("_model", "_view_", "_dom", "_anywidget"))]
        states = asyncio.run(_clicks(table, names))
        return table._esm, table._css, states
    finally:
        if widgets_from:
            sys.path.remove(widgets_from)
            for name in [m for m in sys.modules if m.startswith("tractor_widgets")]:
                del sys.modules[name]


async def _clicks(table: Any, names: list[str]) -> list[dict[str, Any]]:
    """Each Play of the hand as the page sends it, in an event loop as in a kernel: the traits
    before, and the state of the first message the click's handler sends."""
    sent: list[dict[str, Any]] = []
    table._send = lambda msg, buffers=None: sent.append(msg)
    states = []
    while table.position.phase == "play":
        table.hint()
        await asyncio.sleep(0.01)  # what the hint left waiting has gone
        before = json.loads(json.dumps(table.get_state([*names, "selected"])))
        sent.clear()
        table._on_page_msg(table, {"type": "act", "what": "play", "seq": 1}, [])
        first = next(m["state"] for m in sent if m.get("method") == "update")
        states.append({"before": before, "first": json.loads(json.dumps(first))})
        await asyncio.sleep(0.01)  # the bots' answers
    return states


def measure(pages: dict[str, tuple[str, str, list[dict[str, Any]]]]) -> dict[str, list[float]]:
    """Milliseconds per Play for each page (and apart: its script, its layout), the pages
    timed in turns."""
    out: dict[str, list[float]] = {}
    with harness.chromium() as browser:
        tabs = {}
        for name, (_esm, css, _states) in pages.items():
            tab = browser.new_page(viewport={"width": 1280, "height": 1400})
            tab.set_content(PAGE % css)
            tabs[name] = tab
        for _ in range(REPEATS):
            for name, (esm, _css, states) in pages.items():
                script, layout = tabs[name].evaluate(HARNESS, [esm, states])
                out.setdefault(name, []).extend(a + b for a, b in zip(script, layout, strict=True))
                out.setdefault(name + " script", []).extend(script)
                out.setdefault(name + " layout", []).extend(layout)
    return out


def main() -> None:
    pages = {"these widgets": hand_states()}
    if "--widgets-from" in sys.argv:
        where = str(Path(sys.argv[sys.argv.index("--widgets-from") + 1]).resolve())
        pages[where] = hand_states(where)
    figures = measure(pages)
    med = statistics.median
    print("tractor-widgets draw benchmark: the Table's page, the learner's card drawn (chromium)")
    for name, (_esm, _css, states) in pages.items():
        times = figures[name]
        print(
            f"  {name}: the click's first message -> the card laid out: median {med(times):.2f} ms"
            f" (max {max(times):.2f}) over {len(states)} plays x {REPEATS}; of it the script "
            f"{med(figures[name + ' script']):.2f} ms, the layout "
            f"{med(figures[name + ' layout']):.2f} ms"
        )


if __name__ == "__main__":
    main()
