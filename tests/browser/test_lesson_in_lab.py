"""Real lessons in a real JupyterLab: Run All, then check that the demonstrations show what the
text beside them says, and do one exercise by clicking cards.

- Lesson 05: the two "compare the presets" widgets differ as the text says (tractor-5p outlines
  the tractor as *must*, tractor-4p outlines nothing) after Run All, when every later cell ran.
  Both lesson-5 tests read one Run All of the lesson (``lesson_05``): the first reads what the
  cells showed after it, the second then clicks in the same page.
- Lesson 12: each cell of the walk-through shows its own step (the start, the bury, trick 1,
  the end), in order, and only the last one shows the round over.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

import tractor_engine as te

from . import harness

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSON_05 = NOTEBOOKS / "05-following-tractors-and-throws.ipynb"
LESSON_12 = NOTEBOOKS / "12-a-whole-round.ipynb"
# Exercise 3 of lesson 5: one pair against a tractor, so the pair goes with two more hearts.
HAND, LEAD, TRUMP, RULES = "4H 8H 9H KH KH 3S", "10H 10H JH JH", "2C", "tractor-5p"

#: Whether every widget output the page lays out holds its drawn widget (the lessons show only
#: tractor_widgets, each drawn inside one ``.tw-root``); outputs of cells out of view, which
#: the notebook does not lay out, wait until they are scrolled to.
WIDGETS_DRAWN = """() => {
  const outputs = [...document.querySelectorAll('.jp-Notebook .jp-OutputArea-output'
    + '[data-mime-type="application/vnd.jupyter.widget-view+json"]')]
    .filter(o => o.getClientRects().length && o.getBoundingClientRect().height > 0);
  return document.querySelector('.jp-Notebook .tw-root') !== null
    && outputs.every(o => o.querySelector('.tw-root'));
}"""

# For every cell of the notebook in order: its type, its text, and the widgets it shows.
CELLS_JS = """
() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')].map(cell => ({
  markdown: cell.classList.contains('jp-MarkdownCell'),
  text: cell.classList.contains('jp-MarkdownCell') ? cell.textContent : '',
  prompt: (cell.querySelector('.jp-InputPrompt') || {}).textContent || '',
  legal: [...cell.querySelectorAll('.tw-legal-play-highlighter')].map(w => ({
    must: [...w.querySelectorAll('[data-state="must"]')].map(c => c.dataset.card).sort(),
    cards: w.querySelectorAll('[data-card]').length,
  })),
  rounds: [...cell.querySelectorAll('.tw-round-view')].map(w => ({
    phase: (w.querySelector('[data-phase]') || {dataset: {}}).dataset.phase || '',
    text: w.textContent,
  })),
}))
"""


def run_lesson(
    lab: harness.Server, browser: Any, lesson: Path, artifacts: Path, name: str = ""
) -> tuple:
    """Open a lesson in JupyterLab (copied under ``name``, else its own), Run All, wait until
    every code cell ran; a full-page screenshot goes to test-artifacts/."""
    name = name or lesson.name
    shutil.copy(lesson, lab.root / name)
    page = browser.new_context(viewport={"width": 1200, "height": 1000}).new_page()
    log = harness.PageLog(page)
    page.set_default_timeout(20_000)
    harness.open_and_run(page, lab, name, workspace=f"tw-{Path(name).stem}")
    code = page.locator(".jp-Notebook .jp-CodeCell .jp-InputPrompt")
    expect(code.first).to_have_text(re.compile(r"\[\d+\]"), timeout=60_000)
    expect(code.filter(has_text="[*]")).to_have_count(0, timeout=60_000)  # Run All finished
    expect(page.locator("#jp-main-statusbar")).to_contain_text("| Idle", timeout=30_000)
    errors = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
    if errors.count() or not re.fullmatch(r"\[\d+\]:?", code.last.text_content() or ""):
        shown = [errors.nth(i).text_content() for i in range(errors.count())]
        raise AssertionError(f"{name}: Run All stopped before the last cell: {shown}")
    # every widget laid out has drawn its first view, and the page has painted it
    page.wait_for_function(WIDGETS_DRAWN, polling="raf")
    harness.settled(page)
    page.screenshot(path=str(artifacts / f"lesson-{Path(name).stem}-run-all.png"), full_page=True)
    return page, log, page.evaluate(CELLS_JS)


def after(cells: list[dict], label: str, key: str) -> list[dict]:
    """The widgets (of ``key``) shown by the first code cell after the markdown with ``label``."""
    seen = False
    for cell in cells:
        if cell["markdown"] and label in cell["text"]:
            seen = True
        elif seen and not cell["markdown"] and cell[key]:
            return cell[key]
    raise AssertionError(f"no {key} widget after a markdown cell saying {label!r}")


@pytest.fixture(scope="module")
def lesson_05(lab: harness.Server, browser: Any, artifacts: Path) -> Iterator[tuple]:
    """Lesson 5 opened and run once in JupyterLab for this file's tests: (page, log, cells), the
    cells as they were right after Run All."""
    page, log, cells = run_lesson(lab, browser, LESSON_05, artifacts)
    yield page, log, cells
    page.context.close()


def test_lesson_05_compare_the_presets_after_run_all(lesson_05: tuple) -> None:
    _page, log, cells = lesson_05
    hand, lead = "3S 3S 4S 4S 9S 9S 6H", "7S 7S 8S 8S"
    five = te.follow_options(hand, lead, trump="2H", rules="tractor-5p")
    four = te.follow_options(hand, lead, trump="2H", rules="tractor-4p")
    assert sorted(map(str, five.must)) == ["3S", "3S", "4S", "4S"] and not four.must
    # "tractor-5p (must-tractor): the tractor 4♠ 4♠ 3♠ 3♠ is outlined, you must play it."
    (shown5,) = after(cells, "tractor-5p (must-tractor)", "legal")
    assert shown5["must"] == ["3S", "3S", "4S", "4S"], shown5
    # "tractor-4p (pairs-suffice): nothing is outlined, any two of your three pairs will do."
    (shown4,) = after(cells, "tractor-4p (pairs-suffice)", "legal")
    assert shown4["must"] == [] and shown4["cards"] >= 7, shown4
    assert not log.errors(), str(log)


def test_lesson_05_exercise_by_clicking_cards(lesson_05: tuple, artifacts: Path) -> None:
    page, log, _cells = lesson_05
    exercise = page.locator(".tw-exercise").filter(has_text="10♥ 10♥ J♥ J♥ is led")
    expect(exercise).to_have_count(1, timeout=30_000)
    exercise.scroll_into_view_if_needed()
    status = exercise.locator('[role="status"]')

    # A wrong answer: four hearts that break the pair. The page shows the engine's reason.
    _click(exercise, "4H 8H 9H KH")
    exercise.locator("button", has_text="Check").click()
    wrong = te.check_follow(HAND, LEAD, "4H 8H 9H KH", trump=TRUMP, rules=RULES)
    assert not wrong.legal
    expect(status).to_contain_text("Not yet.")
    expect(status).to_contain_text(wrong.reason)

    # Try again clears the selection; the right answer is accepted with the engine's reason.
    exercise.locator("button", has_text="Try again").click()
    expect(exercise.locator('[aria-pressed="true"]')).to_have_count(0)
    _click(exercise, "KH KH 4H 8H")
    exercise.locator("button", has_text="Check").click()
    right = te.check_follow(HAND, LEAD, "KH KH 4H 8H", trump=TRUMP, rules=RULES)
    assert right.legal
    expect(status).to_contain_text("Right!")
    expect(status).to_contain_text(right.reason)
    exercise.screenshot(path=str(artifacts / "lesson-05-exercise.png"))
    assert not log.errors(), str(log)


STEP = re.compile(r"step (\d+)\s*(?:/|of)\s*(\d+)", re.I)


def test_lesson_12_each_cell_shows_its_own_step(
    lab: harness.Server, browser: Any, artifacts: Path
) -> None:
    page, log, cells = run_lesson(lab, browser, LESSON_12, artifacts)
    walk = []  # the round views of the walk-through, before "## The record"
    for cell in cells:
        if cell["markdown"] and re.match(r"\s*(##\s*)?The record", cell["text"]):
            break
        walk += cell["rounds"]
    summary = [(w["phase"], (STEP.search(w["text"]) or [""])[0]) for w in walk]
    assert len(walk) >= 4, f"the walk-through shows {len(walk)} round views: {summary}"
    steps = []
    for shown in walk:
        match = STEP.search(shown["text"])
        assert match, f"a round view without its step: {shown['text'][:200]!r}"
        steps.append(int(match.group(1)))
    phases = [shown["phase"] for shown in walk]
    # The text: the deal and bids, then "Burying", then "Trick 1", then the result at the end.
    assert steps == sorted(set(steps)), f"the cells show steps {steps}, not each its own, in order"
    assert phases[-1] == "done" and "done" not in phases[:-1], phases
    assert "bury" in phases and phases.index("bury") < len(phases) - 1, phases
    trick_1 = [i for i, shown in enumerate(walk) if "Trick 1" in shown["text"]]
    assert trick_1 and phases[trick_1[0]] == "play", (phases, trick_1)
    assert phases.index("bury") < trick_1[0], (phases, trick_1)
    assert phases[0] == "deal", f"the first view spoils the round: it shows {phases[0]}"
    assert not log.errors(), str(log)
    page.context.close()


def _click(exercise: Any, cards: str) -> None:
    """Click the cards of ``cards`` in the exercise's hand, each copy once.

    The click event goes to the card itself: in an overlapped row a raised (selected) card
    can cover part of its neighbour, which is what a person clicks around.
    """
    used: set[str] = set()
    for card in cards.split():
        faces = exercise.locator(f'[data-card="{card}"][role="button"]')
        for i in range(faces.count()):
            face = faces.nth(i)
            index = face.get_attribute("data-index")
            if index not in used:
                used.add(index)
                face.dispatch_event("click")
                expect(face).to_have_attribute("aria-pressed", "true")
                break


def test_lesson_05_in_spanish_after_run_all(
    lab: harness.Server, browser: Any, artifacts: Path
) -> None:
    """The Spanish lesson 5 (notebooks/es/, built by `make lessons`) in JupyterLab: its text in
    Spanish, its widgets drawing the same positions with the engine's Spanish reasons."""
    spanish = NOTEBOOKS / "es" / LESSON_05.name
    page, log, cells = run_lesson(lab, browser, spanish, artifacts, name="05-es.ipynb")
    text = " ".join(c["text"] for c in cells if c["markdown"])
    assert "Lección 5" in text and "Lesson 5" not in text
    (shown5,) = after(cells, "tractor-5p (must-tractor, tractor obligatorio)", "legal")
    assert shown5["must"] == ["3S", "3S", "4S", "4S"], shown5
    with te.language("es"):
        reason = te.follow_options(
            "3S 3S 4S 4S 9S 9S 6H", "7S 7S 8S 8S", trump="2H", rules="tractor-5p"
        ).reason
    expect(page.locator(".tw-legal-play-highlighter .tw-prompt", has_text=reason)).to_have_count(1)
    assert not log.errors(), str(log)
    page.context.close()
