"""A real lesson in a real JupyterLab: do one exercise by clicking cards and read the feedback."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

import tractor_engine as te

from . import harness

LESSON = (
    Path(__file__).resolve().parents[2] / "notebooks" / "05-following-tractors-and-throws.ipynb"
)
# Exercise 3 of lesson 5: RULES.md §4's A A + two singles position.
HAND, LEAD, TRUMP, RULES = "3D 4D 5D AD AD 9S", "7D 7D 8D 8D", "2C", "tractor-5p"


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


def test_lesson_exercise_by_clicking_cards(lab: harness.Server, browser: Any, artifacts: Path):
    shutil.copy(LESSON, lab.root / LESSON.name)
    page = browser.new_context(viewport={"width": 1200, "height": 1000}).new_page()
    log = harness.PageLog(page)
    page.set_default_timeout(20_000)
    harness.open_and_run(page, lab, LESSON.name, workspace="tw-lesson-05")
    exercise = (
        page.locator(".tw-exercise")
        .filter(has_text="7♦ 7♦ 8♦ 8♦ is led")
        .filter(has_text="to follow it legally")
    )
    expect(exercise).to_have_count(1, timeout=30_000)
    exercise.scroll_into_view_if_needed()
    status = exercise.locator('[role="status"]')

    # A wrong answer: four diamonds that break the pair. The page shows the engine's reason.
    _click(exercise, "3D 4D 5D AD")
    exercise.locator("button", has_text="Check").click()
    wrong = te.check_follow(HAND, LEAD, "3D 4D 5D AD", trump=TRUMP, rules=RULES)
    assert not wrong.legal
    expect(status).to_contain_text("Not yet.")
    expect(status).to_contain_text(wrong.reason)

    # Try again clears the selection; the right answer is accepted with the engine's reason.
    exercise.locator("button", has_text="Try again").click()
    expect(exercise.locator('[aria-pressed="true"]')).to_have_count(0)
    _click(exercise, "AD AD 3D 4D")
    exercise.locator("button", has_text="Check").click()
    right = te.check_follow(HAND, LEAD, "AD AD 3D 4D", trump=TRUMP, rules=RULES)
    assert right.legal
    expect(status).to_contain_text("Right!")
    expect(status).to_contain_text(right.reason)
    exercise.screenshot(path=str(artifacts / "lesson-05-exercise.png"))
    assert not log.errors(), str(log)
