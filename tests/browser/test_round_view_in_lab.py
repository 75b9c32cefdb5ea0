"""RoundView in a real JupyterLab in chromium: buttons, keys and the slider move the step, and
the page and the kernel's ``step`` agree; screenshots in light and dark under test-artifacts/."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from . import harness

pytestmark = pytest.mark.browser

SETUP = """\
import json, pathlib
import tractor_engine as te
import tractor_widgets as tw
STATE = pathlib.Path("rv_state.json")

def dump(*_):
    state = {}
    for key, w in views.items():
        p = w.position
        state[key] = {"step": w.step, "total": w.total, "said": w.said, "phase": p.phase,
                      "hands": [[str(c) for c in p.hand(s)] for s in range(p.players)],
                      "trick": [[s, [str(c) for c in cs]] for s, cs in p.trick]}
    STATE.write_text(json.dumps(state))

r4 = te.Round("tractor-4p", seed=11)
te.play_out(r4, te.bots_named("greedy", 4, 11))
r5 = te.Round("tractor-5p", seed=7)
te.play_out(r5, te.bots_named("greedy", 5, 1))
views = {"r4": tw.RoundView(r4.to_json(), step=12),
         "r5": tw.RoundView(r5, step=30, face_down=[0, 1, 2, 3])}
for w in views.values():
    w.observe(dump, names=["step"])
dump()
"""

CELLS = [
    SETUP,
    'views["r4"]',
    'views["r5"]',
    'cmd = pathlib.Path("cmd.py")\nif cmd.exists():\n    exec(cmd.read_text())\nprint("ran")',
]


class Lab(harness.NotebookPage):
    """The round-view notebook open in JupyterLab."""


@pytest.fixture(scope="module")
def rv(lab: harness.Server, browser: Any, artifacts: Path) -> Iterator[Lab]:
    page, log = harness.open_notebook(
        browser, lab, "round_view.ipynb", CELLS, workspace="tw-round-view"
    )
    expect(page.locator(".tw-round-view")).to_have_count(2, timeout=30_000)
    expect(page.locator(".tw-round-view .tw-card").first).to_be_visible(timeout=30_000)
    obj = Lab(page, lab.root, log, state_file="rv_state.json")
    obj.state(lambda s: "r4" in s and "r5" in s)
    yield obj
    (artifacts / "round-view-console.log").write_text("\n".join(log.lines))
    page.context.close()


def widget(lab: Lab, n: int) -> Any:
    return lab.page.locator(".tw-round-view").nth(n)


def page_hands(w: Any) -> list[list[str]]:
    return w.locator(".tw-rv-hand").evaluate_all(
        "rows => rows.map(r => Array.from(r.querySelectorAll('.tw-card')).map(c => c.dataset.card))"
    )


def test_page_contract_and_position_match_the_kernel(rv: Lab) -> None:
    w = widget(rv, 0)
    assert w.get_attribute("data-lm-suppress-shortcuts") == "true"
    s = rv.state()["r4"]
    expect(w.locator(".tw-rv-counter")).to_have_text(f"step 12 / {s['total']}")
    assert page_hands(w) == s["hands"]
    facts = w.locator(".tw-card").evaluate_all(
        "cs => cs.map(c => [c.dataset.card, c.dataset.index, c.getAttribute('aria-label')])"
    )
    assert facts and all(card and index and index.isdigit() and name for card, index, name in facts)
    expect(w.locator('[role="status"]')).to_have_text("".join(s["said"]))
    for control in ("first", "back", "forward", "last"):
        button = w.locator(f'button[data-control="{control}"]')
        expect(button).to_have_count(1)
        assert button.evaluate("b => b.tagName") == "BUTTON"
    assert not rv.log.errors(), str(rv.log)


def test_forward_and_back_buttons_move_the_kernel_step(rv: Lab) -> None:
    w = widget(rv, 0)
    w.locator('button[data-control="forward"]').click()
    s = rv.state(lambda s: s["r4"]["step"] == 13)["r4"]
    expect(w.locator(".tw-rv-counter")).to_have_text(f"step 13 / {s['total']}")
    expect(w.locator('[role="status"]')).to_have_text("".join(s["said"]))
    w.locator('button[data-control="forward"]').click()
    w.locator('button[data-control="forward"]').click()
    s = rv.state(lambda s: s["r4"]["step"] == 15)["r4"]
    expect(w.locator('[role="status"]')).to_have_text("".join(s["said"]))
    assert page_hands(w) == s["hands"]
    w.locator('button[data-control="back"]').click()
    s = rv.state(lambda s: s["r4"]["step"] == 14)["r4"]
    expect(w.locator(".tw-rv-counter")).to_have_text(f"step 14 / {s['total']}")
    played = w.locator(".tw-rv-table .tw-seat").evaluate_all(
        "ss => ss.map(s => [Number(s.dataset.seat), Array.from(s.querySelectorAll('.tw-card'))"
        ".map(c => c.dataset.card)]).filter(x => x[1].length)"
    )
    assert sorted(played) == sorted(s["trick"]) or not s["trick"]


def test_keyboard_arrows_home_end_and_edges(rv: Lab) -> None:
    w = widget(rv, 0)
    page = rv.page
    forward = w.locator('button[data-control="forward"]')
    start = rv.state()["r4"]["step"]
    forward.focus()
    page.keyboard.press("ArrowRight")
    rv.state(lambda s: s["r4"]["step"] == start + 1)
    page.keyboard.press("ArrowLeft")
    rv.state(lambda s: s["r4"]["step"] == start)
    # focus stays on the button while the position redraws; notebook shortcuts stay quiet
    assert page.evaluate("document.activeElement.dataset.control") == "forward"
    cells = page.locator(".jp-Notebook .jp-Cell").count()
    page.keyboard.press("b")
    page.keyboard.press("End")
    s = rv.state(lambda s: s["r4"]["step"] == s["r4"]["total"])["r4"]
    # End, pressed after "b", has reached the kernel: "b" was handled and added no cell
    assert page.locator(".jp-Notebook .jp-Cell").count() == cells
    expect(forward).to_have_attribute("aria-disabled", "true")
    expect(w.locator(".tw-rv-result")).to_be_visible()
    forward.click(force=True)  # at the end: nothing happens
    assert rv.acknowledged()["r4"]["step"] == s["total"]
    forward.focus()  # the kernel's cell run took the focus
    page.keyboard.press("Home")
    rv.state(lambda s: s["r4"]["step"] == 0)
    expect(w.locator('button[data-control="back"]')).to_have_attribute("aria-disabled", "true")


def test_slider_and_python_side_steps(rv: Lab) -> None:
    w = widget(rv, 0)
    slider = w.locator('input[data-control="slider"]')
    slider.fill("40")
    s = rv.state(lambda s: s["r4"]["step"] == 40)["r4"]
    expect(w.locator('[role="status"]')).to_have_text("".join(s["said"]))
    rv.kernel('views["r4"].step = 7')
    s = rv.state(lambda s: s["r4"]["step"] == 7)["r4"]
    expect(slider).to_have_value("7")
    expect(w.locator(".tw-rv-counter")).to_have_text(f"step 7 / {s['total']}")
    # the kernel refuses an out-of-range step and keeps its own
    rv.kernel(
        "try:\n    views['r4'].step = 10_000\nexcept ValueError as e:\n"
        "    pathlib.Path('rv_err.txt').write_text(str(e))"
    )
    assert "out of range" in (rv.root / "rv_err.txt").read_text()
    assert rv.state()["r4"]["step"] == 7
    # a page message asking for a step past the end is ignored
    w.evaluate("r => r.querySelector('input[data-control=\"slider\"]').max = '100000'")
    slider.evaluate(
        "s => { s.value = '99999'; s.dispatchEvent(new Event('input', {bubbles: true})); }"
    )
    s = rv.acknowledged()["r4"]
    assert s["step"] in (7, s["total"])


def test_face_down_seats_send_no_cards(rv: Lab) -> None:
    w = widget(rv, 1)
    hidden = w.locator('.tw-rv-hand[data-seat="0"] .tw-card')
    assert set(hidden.evaluate_all("cs => cs.map(c => c.dataset.card)")) == {"back"}
    shown = w.locator('.tw-rv-hand[data-seat="4"] .tw-card[data-card]')
    assert "back" not in shown.evaluate_all("cs => cs.map(c => c.dataset.card)")
    expect(w.locator(".tw-seat")).to_have_count(5)


def test_screenshots_light_and_dark(rv: Lab, artifacts: Path) -> None:
    page = rv.page
    rv.kernel('views["r4"].step = 14\nviews["r5"].step = views["r5"].total')
    rv.state(lambda s: s["r4"]["step"] == 14 and s["r5"]["step"] == s["r5"]["total"])
    page.set_viewport_size({"width": 1280, "height": 1800})
    saved = []
    for dark in (False, True):
        harness.set_theme(page, dark)
        for n, key in ((0, "rv4"), (1, "rv5")):
            el = widget(rv, n)
            el.scroll_into_view_if_needed()
            path = artifacts / f"{key}-{'dark' if dark else 'light'}.png"
            el.screenshot(path=str(path))
            saved.append(path)
    rv.kernel('views["r4"].step = 1')
    rv.state(lambda s: s["r4"]["step"] == 1)
    el = widget(rv, 0)
    el.scroll_into_view_if_needed()
    path = artifacts / "rv4-deal-dark.png"
    el.screenshot(path=str(path))
    saved.append(path)
    harness.set_theme(page, False)
    # nothing sticks out of the output area
    widths = widget(rv, 0).evaluate(
        "r => [r.scrollWidth, r.clientWidth, "
        "r.closest('.jp-OutputArea-output').getBoundingClientRect().right,"
        "Math.max(...Array.from(r.querySelectorAll('.tw-card')).map("
        "c => c.getBoundingClientRect().right))]"
    )
    assert widths[0] <= widths[1] + 1 and widths[3] <= widths[2] + 1, widths
    assert all(p.stat().st_size > 2000 for p in saved)
    (artifacts / "round-view-screenshots.json").write_text(json.dumps([p.name for p in saved]))


def test_a_step_redraws_only_what_changed(rv: Lab) -> None:
    """Drawing by patching: one play changes one hand; the other hands keep their elements."""
    w = widget(rv, 0)
    rv.kernel('views["r4"].step = 20')
    s = rv.state(lambda s: s["r4"]["step"] == 20)["r4"]
    expect(w.locator(".tw-rv-counter")).to_have_text(f"step 20 / {s['total']}")
    w.evaluate(
        "r => r.querySelectorAll('.tw-rv-hand .tw-card').forEach(c => { c.__twKept = true; })"
    )
    w.locator('button[data-control="forward"]').click()
    after = rv.state(lambda s: s["r4"]["step"] == 21)["r4"]
    expect(w.locator(".tw-rv-counter")).to_have_text(f"step 21 / {after['total']}")
    kept = w.locator(".tw-rv-hand").evaluate_all(
        "rows => rows.map(r => Array.from(r.querySelectorAll('.tw-card')).every(c => c.__twKept))"
    )
    changed = [i for i, (a, b) in enumerate(zip(s["hands"], after["hands"], strict=True)) if a != b]
    assert len(changed) == 1
    assert [not k for k in kept] == [i in changed for i in range(4)], kept
    assert page_hands(w) == after["hands"]


def test_round_view_speaks_the_widgets_language(rv: Lab) -> None:
    """language="es": the controls, the seats' names and tags, the facts and the counter are
    drawn in the widget's language (the page's words and the view's texts; the round's own
    sentences are the engine's), and in English again after."""
    import tractor_engine as te
    from tractor_engine.speech.languages import say

    w = widget(rv, 0)
    rv.kernel('views["r4"].step = 20\nviews["r4"].language = "es"')
    total = rv.state(lambda s: s["r4"]["step"] == 20)["r4"]["total"]
    with te.language("es"):
        first = "\u25c0\u25c0 " + say("First")
        counter = say("step {step} / {total}", step=20, total=total)
        declarer, leads, trump = say("DECLARER"), say("LEADS"), say("Trump")
        name, bar = say("Seat {seat}", seat=3), say("Step through the round")
    expect(w.locator('button[data-control="first"]')).to_have_text(first)
    expect(w.locator(".tw-rv-counter")).to_have_text(counter)
    expect(w.locator(".tw-rv-controls")).to_have_attribute("aria-label", bar)
    # a tag keeps its English data-tag (round_view.css) and shows its words
    expect(w.locator('.tw-rv-hand .tw-tag[data-tag="declarer"]')).to_have_text(declarer)
    expect(w.locator('.tw-seat .tw-tag[data-tag="leads"]')).to_have_text(leads)
    expect(w.locator('.tw-rv-hand[data-seat="3"] .tw-seat-name')).to_have_text(name)
    expect(w.locator(".tw-rv-fact b").first).to_have_text(trump)
    rv.kernel('views["r4"].language = "en"')
    expect(w.locator('button[data-control="first"]')).to_have_text("\u25c0\u25c0 First")
    expect(w.locator(".tw-rv-counter")).to_have_text(f"step 20 / {total}")
    expect(w.locator('.tw-rv-hand .tw-tag[data-tag="declarer"]')).to_have_text("DECLARER")
    expect(w.locator('.tw-rv-hand[data-seat="3"] .tw-seat-name')).to_have_text("Seat 3")
    expect(w.locator(".tw-rv-fact b").first).to_have_text("Trump")
