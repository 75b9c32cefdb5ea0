"""Every widget in a real JupyterLab in chromium: drawn, clicked, typed at, and checked on both
the page and the kernel's side. One notebook is opened once for the module."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from . import harness
from .lesson_cells import CELLS, LP_HAND

pytestmark = pytest.mark.browser

ROOTS = {
    "hv": ".tw-hand-viewer",
    "lp": ".tw-legal-play-highlighter",
    "td": ".tw-tractor-detector",
    "sc": ".tw-score-calculator",
    "tv": ".tw-trick-view",
}


class Lab(harness.NotebookPage):
    """The widgets notebook open in JupyterLab."""

    def widget(self, key: str) -> Any:
        return self.page.locator(ROOTS[key])


@pytest.fixture(scope="module")
def lab_page(lab: harness.Server, browser: Any, artifacts: Path) -> Iterator[Lab]:
    page, log = harness.open_notebook(browser, lab, "widgets.ipynb", CELLS, height=900)
    for key, selector in ROOTS.items():
        inner = ".tw-step" if key == "sc" else ".tw-card"
        expect(page.locator(f"{selector} {inner}").first).to_be_visible(timeout=30_000)
    expect(page.locator(".tw-hand-viewer .tw-card")).to_have_count(33)
    lab_obj = Lab(page, lab.root, log, state_file="state.json")
    lab_obj.state(lambda s: all(k in s for k in ROOTS))
    yield lab_obj
    (artifacts / "browser-console.log").write_text("\n".join(log.lines))
    page.context.close()


def card(lab: Lab, key: str, index: int) -> Any:
    return lab.widget(key).locator(f'.tw-card[role="button"][data-index="{index}"]')


def click(locator: Any) -> None:
    """Click a card on its visible strip (the next card covers the rest of it)."""
    locator.click(position={"x": 12, "y": 40})


# --- the page contract -------------------------------------------------------------------------


def test_page_contract_holds_for_every_widget(lab_page: Lab) -> None:
    page = lab_page.page
    for key, selector in ROOTS.items():
        root = page.locator(selector)
        expect(root).to_have_count(1)
        assert root.get_attribute("data-lm-suppress-shortcuts") == "true", key
        facts = root.evaluate(
            """r => Array.from(r.querySelectorAll('.tw-card')).map(e => ({
                card: e.dataset.card, index: e.dataset.index,
                name: e.getAttribute('aria-label'), role: e.getAttribute('role'),
                pressed: e.getAttribute('aria-pressed')}))"""
        )
        assert facts or key == "sc", key
        for f in facts:
            assert f["card"] and f["card"] != "legend", (key, f)
            assert f["index"] is not None and f["index"].isdigit(), (key, f)
            assert f["name"], (key, f)
            if f["role"] == "button":
                assert f["pressed"] in ("true", "false"), (key, f)
    assert not lab_page.log.errors(), str(lab_page.log)


def test_hand_viewer_draws_groups_sorted_by_the_trump(lab_page: Lab) -> None:
    hv = lab_page.widget("hv")
    groups = hv.locator(".tw-group").evaluate_all("gs => gs.map(g => g.dataset.group)")
    assert groups == ["T", "S", "C", "D"]  # hearts are trumps
    trumps = hv.locator('.tw-group[data-group="T"] .tw-card')
    assert trumps.evaluate_all("cs => cs.map(c => c.dataset.card)")[:6] == [
        "BJ", "SJ", "SJ", "2H", "2S", "2C"
    ]  # fmt: skip
    assert trumps.evaluate_all("cs => cs.every(c => c.classList.contains('tw-trump'))")
    expect(hv.locator('.tw-group[data-group="T"] .tw-gcount')).to_have_text("12")
    # 33 cards fit the notebook's width: nothing sticks out of the output area
    widths = hv.evaluate(
        "r => [r.scrollWidth, r.clientWidth, "
        "r.closest('.jp-OutputArea-output').getBoundingClientRect().right,"
        "Math.max(...Array.from(r.querySelectorAll('.tw-card')).map("
        "c => c.getBoundingClientRect().right))]"
    )
    assert widths[0] <= widths[1] + 1 and widths[3] <= widths[2] + 1, widths


def test_hand_viewer_click_enter_space_and_kernel_side(lab_page: Lab) -> None:
    page = lab_page.page
    first, second = card(lab_page, "hv", 0), card(lab_page, "hv", 5)
    click(first)
    expect(first).to_have_attribute("aria-pressed", "true")
    lab_page.state(lambda s: s["hv"]["selected"] == [0])
    second.focus()
    page.keyboard.press("Enter")
    expect(second).to_have_attribute("aria-pressed", "true")
    lab_page.state(lambda s: s["hv"]["selected"] == [0, 5])
    first.focus()
    page.keyboard.press(" ")
    expect(first).to_have_attribute("aria-pressed", "false")
    lab_page.state(lambda s: s["hv"]["selected"] == [5])
    # notebook shortcuts do not fire while a card has focus ("b" would insert a cell)
    cells = page.locator(".jp-Notebook .jp-Cell").count()
    second.focus()
    page.keyboard.press("b")
    page.keyboard.press("a")
    page.keyboard.press("Space")
    expect(second).to_have_attribute("aria-pressed", "false")
    lab_page.state(lambda s: s["hv"]["selected"] == [])
    # Space, pressed after "b" and "a", has reached the kernel: both were handled, no cell added
    assert page.locator(".jp-Notebook .jp-Cell").count() == cells


def test_selection_set_from_python_reaches_the_page(lab_page: Lab) -> None:
    lab_page.kernel('widgets["hv"].selected = [1, 2, 32]')
    for i in (1, 2, 32):
        expect(card(lab_page, "hv", i)).to_have_attribute("aria-pressed", "true")
    expect(card(lab_page, "hv", 0)).to_have_attribute("aria-pressed", "false")
    lab_page.kernel('widgets["hv"].selected = []')
    expect(lab_page.widget("hv").locator('[aria-pressed="true"]')).to_have_count(0)


def test_bad_selection_messages_are_ignored(lab_page: Lab) -> None:
    """A page that names an index out of range or a card not at that index changes nothing."""
    target = card(lab_page, "hv", 3)
    target.evaluate("e => { e.dataset.index = '99'; }")
    click(lab_page.widget("hv").locator('[data-index="99"]'))
    other = card(lab_page, "hv", 4)
    other.evaluate("e => { e.dataset.card = '3S'; }")  # 3S is not in the hand at index 4
    click(other)
    click(card(lab_page, "hv", 6))  # a good click afterwards still works
    state = lab_page.state(lambda s: s["hv"]["selected"] == [6])
    assert state["hv"]["selected"] == [6]
    expect(lab_page.widget("hv").locator('[data-index="99"]')).to_have_attribute(
        "aria-pressed", "false"
    )
    expect(other).to_have_attribute("aria-pressed", "false")
    lab_page.kernel(
        'widgets["hv"].cards = widgets["hv"].cards  # redraw\nwidgets["hv"].selected = []'
    )


def test_highlighter_states_verdicts_and_hint(lab_page: Lab) -> None:
    lp = lab_page.widget("lp")
    page = lab_page.page
    state = lab_page.state(lambda s: "states" in s["lp"])
    hand = LP_HAND.split()
    page_states = lp.locator('.tw-card[role="button"]').evaluate_all(
        "cs => cs.map(c => [Number(c.dataset.index), c.dataset.card, c.dataset.state])"
    )
    assert sorted(page_states) == [[i, hand[i], st] for i, st in enumerate(state["lp"]["states"])]
    assert lp.locator(".tw-lead .tw-card").count() == 4
    status = lp.locator('[role="status"]')
    # 3D 4D 5D 9S: illegal, A♦ A♦ must be played
    for i in (0, 1, 2, 5):
        click(card(lab_page, "lp", i))
    s = lab_page.state(lambda s: len(s["lp"]["selected"]) == 4)
    assert s["lp"]["legal"] is False
    expect(status).to_have_attribute("data-verdict", "illegal")
    expect(status).to_have_text(s["lp"]["verdict"])
    # "Show me a legal play"
    lp.locator("button", has_text="Show me a legal play").click()
    s = lab_page.state(lambda s: s["lp"]["legal"] is True)
    expect(status).to_have_attribute("data-verdict", "legal")
    expect(status).to_have_text(s["lp"]["verdict"])
    assert sorted(hand[i] for i in s["lp"]["selected"]) == sorted(s["lp"]["example"])
    for i in s["lp"]["selected"]:
        expect(card(lab_page, "lp", i)).to_have_attribute("aria-pressed", "true")
    # keyboard: deselect one card of the legal play with Enter -> incomplete
    card(lab_page, "lp", s["lp"]["selected"][0]).focus()
    page.keyboard.press("Enter")
    s = lab_page.state(lambda s: len(s["lp"]["selected"]) == 3)
    expect(status).to_have_attribute("data-verdict", "incomplete")
    expect(status).to_have_text(s["lp"]["verdict"])
    lp.locator("button", has_text="Clear").click()
    lab_page.state(lambda s: s["lp"]["selected"] == [])
    expect(status).to_have_attribute("data-verdict", "none")


def test_highlighter_redraws_when_python_changes_the_rules(lab_page: Lab) -> None:
    lab_page.kernel('widgets["lp"].rules = "tractor-4p"\nwidgets["lp"].lead = "7S 7S"')
    s = lab_page.state(lambda s: s["lp"]["states"][5] == "must")
    lp = lab_page.widget("lp")
    expect(lp.locator(".tw-lead .tw-card")).to_have_count(2)
    expect(card(lab_page, "lp", 5)).to_have_attribute("data-state", "must")
    expect(card(lab_page, "lp", 0)).to_have_attribute("data-state", s["lp"]["states"][0])


def test_tractor_detector_controls_redraw(lab_page: Lab) -> None:
    td = lab_page.widget("td")
    s = lab_page.state()
    expect(td.locator('.tw-combo[data-kind="tractor"]')).to_have_count(s["td"]["tractors"])
    td.locator('select[data-control="suit"]').select_option("C")
    s = lab_page.state(lambda s: s["td"]["trump"] == "4C")
    expect(td.locator('.tw-combo[data-kind="tractor"]')).to_have_count(s["td"]["tractors"])
    expect(td.locator('.tw-combo[data-kind="pair"]')).to_have_count(s["td"]["pairs"])
    td.locator('select[data-control="rank"]').select_option("9")
    lab_page.state(lambda s: s["td"]["trump"] == "9C")
    expect(td.locator(".tw-summary")).to_contain_text("rank 9, clubs trump")
    expect(td.locator('.tw-group[data-group="T"] [data-card="9S"]')).to_have_count(2)
    td.locator('select[data-control="rules"]').select_option("single-deck")
    expect(td.locator('[role="alert"]')).to_contain_text("single-deck")
    s = lab_page.state()
    assert s["td"]["rules"] == "tractor-5p"
    expect(td.locator('select[data-control="rules"]')).to_have_value("tractor-5p")


def test_score_calculator_inputs_and_steps(lab_page: Lab) -> None:
    sc = lab_page.widget("sc")
    box = sc.locator('input[data-field="captured_points"]')
    box.fill("85")
    box.press("Enter")
    s = lab_page.state(lambda s: s["sc"]["points"] == 85)
    expect(sc.locator(".tw-step")).to_have_count(len(s["sc"]["steps"]))
    expect(sc.locator(".tw-step-text").last).to_have_text(s["sc"]["steps"][-1])
    sc.locator('input[data-field="last_trick-declarers"]').check()
    s = lab_page.state(lambda s: s["sc"]["total"] == 85)
    assert s["sc"]["side"] == "defenders"
    expect(sc.locator(".tw-step-value").nth(3)).to_have_text("85")
    bad = sc.locator('input[data-field="kitty"]')
    bad.fill("5C 1X")
    bad.press("Enter")
    expect(sc.locator('[role="alert"]')).to_contain_text('"1X"')


def test_trick_view_marks_the_winner(lab_page: Lab) -> None:
    tv = lab_page.widget("tv")
    s = lab_page.state()
    winner = tv.locator('.tw-seat[data-winner="true"]')
    expect(winner).to_have_count(1)
    expect(winner).to_have_attribute("data-seat", str(s["tv"]["winner_seat"]))
    expect(tv.locator(".tw-reason")).to_have_text(s["tv"]["reason"])
    expect(tv.locator(".tw-seat")).to_have_count(4)


def test_screenshots_light_and_dark(lab_page: Lab, artifacts: Path) -> None:
    """One picture of every widget in each theme, under test-artifacts/ (looked at by eye)."""
    page = lab_page.page
    lab_page.kernel('widgets["lp"].selected = [3, 4]')
    saved = []
    page.set_viewport_size({"width": 1280, "height": 1600})
    for dark in (False, True):
        harness.set_theme(page, dark)
        for key, selector in ROOTS.items():
            el = page.locator(selector)
            el.scroll_into_view_if_needed()
            path = artifacts / f"{key}-{'dark' if dark else 'light'}.png"
            el.screenshot(path=str(path))
            saved.append(path)
    harness.set_theme(page, False)
    assert all(p.stat().st_size > 2000 for p in saved)
    (artifacts / "screenshots.json").write_text(json.dumps([p.name for p in saved]))


def test_highlighter_speaks_spanish(lab_page: Lab) -> None:
    """language="es": the page's words, the prompt, the legend and the verdicts in Spanish,
    read on the page; the widget's Python answers in Spanish too. Back to English after."""
    import tractor_engine as te
    from tractor_engine.speech.languages import say

    with te.language("es"):
        hint, clear, badge = say("Show me a legal play"), say("Clear"), say("MUST")
        legend = say("must: in every legal play")
    assert (hint, clear, badge) != ("Show me a legal play", "Clear", "MUST")
    lab_page.kernel('widgets["lp"].rules = "tractor-5p"\nwidgets["lp"].lead = "7D 7D 8D 8D"')
    lab_page.kernel('widgets["lp"].language = "es"')
    lp = lab_page.widget("lp")
    expect(lp.locator("button", has_text=hint)).to_be_visible()
    expect(lp.locator("button", has_text=clear)).to_be_visible()
    expect(lp.locator(".tw-legend")).to_contain_text(legend)
    expect(lp.locator('.tw-card[data-state="must"] .tw-badge').first).to_have_text(badge)
    with te.language("es"):
        options = te.follow_options(LP_HAND, "7D 7D 8D 8D", trump="2H", rules="tractor-5p")
        prompt = options.reason
    expect(lp.locator(".tw-prompt")).to_have_text(prompt)
    status = lp.locator('[role="status"]')
    for i in (0, 1, 2, 5):  # 3D 4D 5D 9S: illegal, the pair of aces must be played
        click(card(lab_page, "lp", i))
    s = lab_page.state(lambda s: len(s["lp"]["selected"]) == 4)
    with te.language("es"):
        said = te.check_follow(
            LP_HAND, "7D 7D 8D 8D", "3D 4D 5D 9S", trump="2H", rules="tractor-5p"
        ).reason
    assert s["lp"]["verdict"] == said
    expect(status).to_have_text(said)
    lp.locator("button", has_text=clear).click()
    lab_page.state(lambda s: s["lp"]["selected"] == [])
    lab_page.kernel('widgets["lp"].language = "en"')
    expect(lp.locator("button", has_text="Show me a legal play")).to_be_visible()
