"""tw.Exercise in a real JupyterLab in chromium: cards clicked, Check / Try again / Show me
pressed, the feedback read on the page and the state read on the kernel's side; a choice
exercise likewise; screenshots in both themes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from . import harness
from .harness import KEEP

pytestmark = pytest.mark.browser

HAND = "3D 4D 5D AD AD 9S 9S KC 2H"
LEAD = "7D 7D 8D 8D"

SETUP = (
    """\
import json, pathlib
import tractor_widgets as tw
STATE = pathlib.Path("exercise_state.json")
widgets = {}

def dump(*_):
    state = {}
    for name, w in widgets.items():
        state[name] = dict(selected=list(w.selected), chosen=w.chosen, attempts=w.attempts,
                           solved=w.solved, revealed=w.revealed, feedback=w.feedback,
                           cards=[str(c) for c in w.selected_cards])
    STATE.write_text(json.dumps(state))
"""
    + KEEP
)

CELLS = [
    SETUP,
    f'keep("follow", tw.lessons.follow("{HAND}", "{LEAD}", trump="2C", rules="tractor-5p"))',
    'keep("winner", tw.lessons.winner(["7D 7D", "8D 9D", "2H 2H", "AD AD"], trump="2H", '
    'rules="tractor-4p", seats=["South", "West", "North", "East"]))',
    'keep("combo", tw.lessons.combination("3H 3H 4H 4H 6H 6H 9S KS", "tractor", trump="5H", '
    'rules="tractor-4p"))',
    'keep("failed", tw.lessons.failed_throw("KS QS QS", {1: "AS AS 3S", 2: "5D", 3: "9H"}, '
    'trump="2H", rules="tractor-4p"))',
    'cmd = pathlib.Path("exercise_cmd.py")\nif cmd.exists():\n    exec(cmd.read_text())\n'
    'print("ran", cmd.exists())',
]


class Lab(harness.NotebookPage):
    """The exercise notebook open in JupyterLab."""

    def widget(self, n: int) -> Any:
        return self.page.locator(".tw-exercise").nth(n)


@pytest.fixture(scope="module")
def ex_page(lab: harness.Server, browser: Any, artifacts: Path) -> Iterator[Lab]:
    page, log = harness.open_notebook(
        browser, lab, "exercise.ipynb", CELLS, workspace="tw-exercise"
    )
    expect(page.locator(".tw-exercise")).to_have_count(4, timeout=30_000)
    expect(page.locator(".tw-exercise").first.locator(".tw-card").first).to_be_visible()
    lab_obj = Lab(
        page,
        lab.root,
        log,
        state_file="exercise_state.json",
        command="exercise_cmd.py",
        done="exercise_done.json",
    )
    lab_obj.state(lambda s: len(s) == 4)
    yield lab_obj
    (artifacts / "exercise-console.log").write_text("\n".join(log.lines))
    page.context.close()


def hand_card(ex: Any, index: int) -> Any:
    return ex.locator(f'.tw-card[role="button"][data-index="{index}"]')


def click(locator: Any) -> None:
    """Click a card on its visible strip (the next card covers the rest of it)."""
    locator.click(position={"x": 12, "y": 40})


def test_page_contract(ex_page: Lab) -> None:
    for n in range(4):
        root = ex_page.widget(n)
        assert root.get_attribute("data-lm-suppress-shortcuts") == "true"
        expect(root.locator('[role="status"]')).to_have_count(1)
        for label in ("Check", "Try again", "Show me"):
            expect(root.locator("button", has_text=label)).to_have_count(1)
        facts = root.evaluate(
            """r => Array.from(r.querySelectorAll('.tw-card')).map(e => ({
                card: e.dataset.card, index: e.dataset.index,
                name: e.getAttribute('aria-label'), role: e.getAttribute('role'),
                pressed: e.getAttribute('aria-pressed')}))"""
        )
        assert facts
        for f in facts:
            assert f["card"] and f["index"] is not None and f["index"].isdigit() and f["name"], f
            if f["role"] == "button":
                assert f["pressed"] in ("true", "false"), f
    follow = ex_page.widget(0)
    expect(follow.locator(".tw-lead .tw-card")).to_have_count(4)
    expect(follow.locator('.tw-card[role="button"]')).to_have_count(len(HAND.split()))
    assert not ex_page.log.errors(), str(ex_page.log)


def test_select_check_try_again_show_me(ex_page: Lab) -> None:
    ex, page = ex_page.widget(0), ex_page.page
    status = ex.locator('[role="status"]')
    for i in (0, 1, 2, 3):  # 3♦ 4♦ 5♦ A♦: illegal, the pair A♦ A♦ must be played
        click(hand_card(ex, i))
    s = ex_page.state(lambda s: len(s["follow"]["selected"]) == 4)
    expect(hand_card(ex, 3)).to_have_attribute("aria-pressed", "true")
    ex.locator("button", has_text="Check").click()
    s = ex_page.state(lambda s: s["follow"]["attempts"] == 1)
    assert not s["follow"]["solved"] and s["follow"]["feedback"].startswith("Not yet.")
    expect(status).to_have_text(s["follow"]["feedback"])
    expect(status).to_have_attribute("data-result", "wrong")
    # Try again clears the selection and the feedback
    ex.locator("button", has_text="Try again").click()
    ex_page.state(lambda s: s["follow"]["selected"] == [] and s["follow"]["feedback"] == "")
    expect(ex.locator('.tw-card[aria-pressed="true"]')).to_have_count(0)
    expect(status).to_have_attribute("data-result", "none")
    # the keyboard: Enter and Space select A♦ A♦ 3♦ 4♦, then Check is right
    for i, key in ((3, "Enter"), (4, " "), (0, "Enter"), (1, " ")):
        hand_card(ex, i).focus()
        page.keyboard.press(key)
    s = ex_page.state(lambda s: len(s["follow"]["selected"]) == 4)
    assert sorted(s["follow"]["cards"]) == ["3D", "4D", "AD", "AD"]
    ex.locator("button", has_text="Check").click()
    s = ex_page.state(lambda s: s["follow"]["solved"])
    assert s["follow"]["attempts"] == 2
    expect(status).to_have_text(s["follow"]["feedback"])
    expect(status).to_have_attribute("data-result", "right")
    # Show me selects the engine's example and explains it
    ex.locator("button", has_text="Show me").click()
    s = ex_page.state(lambda s: s["follow"]["revealed"])
    expect(status).to_have_attribute("data-result", "shown")
    expect(status).to_have_text(s["follow"]["feedback"])
    for i in s["follow"]["selected"]:
        expect(hand_card(ex, i)).to_have_attribute("aria-pressed", "true")
    assert not ex_page.log.errors(), str(ex_page.log)


def test_select_and_choose_exercise(ex_page: Lab) -> None:
    """A failed throw: select the card led instead (K♠) and choose the cost (20 points)."""
    ex = ex_page.widget(3)
    status = ex.locator('[role="status"]')
    options = ex.locator(".tw-ex-option")
    expect(options).to_have_count(3)
    expect(ex.locator('.tw-card[role="button"]')).to_have_count(3)
    king = ex.locator('.tw-card[role="button"][data-card="KS"]')
    king.dispatch_event("click")
    options.nth(1).click()  # 10 points: wrong
    ex_page.state(lambda s: s["failed"]["chosen"] == 1 and s["failed"]["cards"] == ["KS"])
    ex.locator("button", has_text="Check").click()
    s = ex_page.state(lambda s: s["failed"]["attempts"] == 1)
    # the wrong cost is told what is wrong with it, without the right cost
    assert "does not cost 10 points" in s["failed"]["feedback"]
    assert "20" not in s["failed"]["feedback"]
    expect(status).to_have_attribute("data-result", "wrong")
    options.nth(2).click()
    ex_page.state(lambda s: s["failed"]["chosen"] == 2)
    expect(king).to_have_attribute("aria-pressed", "true")  # choosing keeps the selection
    ex.locator("button", has_text="Check").click()
    s = ex_page.state(lambda s: s["failed"]["solved"])
    expect(status).to_have_text(s["failed"]["feedback"])
    expect(status).to_have_attribute("data-result", "right")
    expect(options.nth(2)).to_have_attribute("data-answer", "true")


def test_choice_exercise(ex_page: Lab) -> None:
    ex = ex_page.widget(1)
    status = ex.locator('[role="status"]')
    options = ex.locator(".tw-ex-option")
    expect(options).to_have_count(4)
    expect(ex.locator(".tw-ex-play")).to_have_count(4)
    options.nth(3).click()  # East's A♦ A♦: wrong, North ruffs
    ex_page.state(lambda s: s["winner"]["chosen"] == 3)
    expect(options.nth(3)).to_have_attribute("aria-pressed", "true")
    ex.locator("button", has_text="Check").click()
    s = ex_page.state(lambda s: s["winner"]["attempts"] == 1)
    expect(status).to_have_text(s["winner"]["feedback"])
    assert "ruff" in s["winner"]["feedback"]
    expect(options.nth(3)).to_have_attribute("data-wrong", "true")
    expect(ex.locator('[data-answer="true"]')).to_have_count(0)
    options.nth(2).click()
    ex_page.state(lambda s: s["winner"]["chosen"] == 2)
    expect(status).to_have_attribute("data-result", "none")
    ex.locator("button", has_text="Check").click()
    s = ex_page.state(lambda s: s["winner"]["solved"])
    expect(status).to_have_text(s["winner"]["feedback"])
    expect(options.nth(2)).to_have_attribute("data-answer", "true")
    ex.locator("button", has_text="Try again").click()
    ex_page.state(lambda s: s["winner"]["chosen"] is None)
    expect(ex.locator('.tw-ex-option[aria-pressed="true"]')).to_have_count(0)
    ex.locator("button", has_text="Show me").click()
    s = ex_page.state(lambda s: s["winner"]["revealed"])
    expect(options.nth(2)).to_have_attribute("data-answer", "true")
    expect(status).to_have_text(s["winner"]["feedback"])


def test_python_drives_the_page_and_bad_clicks_are_ignored(ex_page: Lab) -> None:
    ex = ex_page.widget(2)
    ex_page.kernel('widgets["combo"].reveal()')
    s = ex_page.state(lambda s: s["combo"]["revealed"])
    for i in s["combo"]["selected"]:
        expect(hand_card(ex, i)).to_have_attribute("aria-pressed", "true")
    expect(ex.locator('[role="status"]')).to_have_text(s["combo"]["feedback"])
    ex_page.kernel('widgets["combo"].reset()')
    ex_page.state(lambda s: s["combo"]["selected"] == [])
    # a card whose index was tampered with changes nothing on the kernel's side
    hand_card(ex, 7).evaluate("e => { e.dataset.index = '42'; }")
    click(ex.locator('[data-index="42"]'))
    click(hand_card(ex, 6))
    s = ex_page.state(lambda s: s["combo"]["selected"] == [6])
    assert s["combo"]["attempts"] == 0
    ex_page.kernel('widgets["combo"].cards = widgets["combo"].cards')


def test_screenshots_light_and_dark(ex_page: Lab, artifacts: Path) -> None:
    page = ex_page.page
    ex_page.kernel(
        'widgets["follow"].reset()\nwidgets["follow"].selected = [0, 1, 2, 3]\n'
        'widgets["follow"].check_answer()\nwidgets["winner"].reveal()\n'
        'widgets["combo"].selected = [0, 1, 4, 5]\nwidgets["combo"].check_answer()'
    )
    ex_page.state(lambda s: s["winner"]["revealed"] and s["follow"]["attempts"] >= 3)
    saved = []
    page.set_viewport_size({"width": 1280, "height": 1600})
    for dark in (False, True):
        harness.set_theme(page, dark)
        for n, key in enumerate(("follow", "winner", "combo")):
            el = ex_page.widget(n)
            el.scroll_into_view_if_needed()
            path = artifacts / f"ex-{key}-{'dark' if dark else 'light'}.png"
            el.screenshot(path=str(path))
            saved.append(path.name)
    harness.set_theme(page, False)
    (artifacts / "exercise-screenshots.json").write_text(json.dumps(saved))
    # nothing sticks out of the output area
    for n in range(4):
        widths = ex_page.widget(n).evaluate("r => [r.scrollWidth, r.clientWidth]")
        assert widths[0] <= widths[1] + 1, widths


SPANISH_CELLS = [
    SETUP,
    f'keep("es", tw.Exercise(tw.lessons.follow("{HAND}", "{LEAD}", trump="2C", '
    'rules="tractor-5p").question, language="es"))',
    'cmd = pathlib.Path("exercise_cmd.py")\nif cmd.exists():\n    exec(cmd.read_text())\n'
    'print("ran", cmd.exists())',
]


def test_an_exercise_in_spanish(lab: harness.Server, browser: Any, artifacts: Path) -> None:
    """language="es": the buttons and the status line in Spanish; cards clicked and Check pressed
    on the page give the engine's Spanish reason as the feedback, and the kernel's state agrees."""
    import tractor_engine as te
    from tractor_engine.speech.languages import say

    page, log = harness.open_notebook(
        browser, lab, "exercise_es.ipynb", SPANISH_CELLS, workspace="tw-exercise-es"
    )
    try:
        obj = Lab(page, lab.root, log, state_file="exercise_state.json",
                  command="exercise_cmd.py", done="exercise_done.json")  # fmt: skip
        ex = page.locator(".tw-exercise").first
        expect(ex.locator(".tw-card").first).to_be_visible(timeout=30_000)
        obj.state(lambda s: "es" in s)
        status = ex.locator('[role="status"]')
        with te.language("es"):
            words = [say(w) for w in ("Check", "Try again", "Show me")]
            expect(status).to_have_text(say("Select cards, then press Check."))
            wrong = te.check_follow(HAND, LEAD, "3D 4D 5D AD", trump="2C", rules="tractor-5p")
            right = te.check_follow(HAND, LEAD, "AD AD 3D 4D", trump="2C", rules="tractor-5p")
            not_yet = say("Not yet. {reason}", reason=wrong.reason)
            well_done = say("Right! {reason}", reason=right.reason)
        for word, english in zip(words, ("Check", "Try again", "Show me"), strict=True):
            assert word != english
            expect(ex.locator("button", has_text=word)).to_have_count(1)
        assert not_yet != "Not yet. " + wrong.reason  # the reason itself is said in Spanish
        for i in (0, 1, 2, 3):  # 3♦ 4♦ 5♦ A♦: the pair A♦ A♦ must be played
            click(hand_card(ex, i))
        obj.state(lambda s: len(s["es"]["selected"]) == 4)
        ex.locator("button", has_text=words[0]).click()
        s = obj.state(lambda s: s["es"]["attempts"] == 1)["es"]
        assert s["feedback"] == not_yet and not s["solved"]
        expect(status).to_have_text(not_yet)
        expect(status).to_have_attribute("data-result", "wrong")
        ex.locator("button", has_text=words[1]).click()
        obj.state(lambda s: s["es"]["selected"] == [])
        for i in (3, 4, 0, 1):  # A♦ A♦ 3♦ 4♦
            click(hand_card(ex, i))
        obj.state(lambda s: len(s["es"]["selected"]) == 4)
        ex.locator("button", has_text=words[0]).click()
        s = obj.state(lambda s: s["es"]["solved"])["es"]
        assert s["feedback"] == well_done and s["attempts"] == 2
        assert sorted(s["cards"]) == ["3D", "4D", "AD", "AD"]
        expect(status).to_have_text(well_done)
        expect(status).to_have_attribute("data-result", "right")
        ex.screenshot(path=str(artifacts / "ex-spanish-light.png"))
        assert not log.errors(), str(log)
    finally:
        page.context.close()
