"""Lessons 11 and 14 in a real JupyterLab: Run All runs every cell without an error, the
explorers show their differences, lesson 14's chart is drawn, and one of its predict-then-check
exercises is answered by clicking (the engine's answer, computed here from the same search)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

import tractor_engine as te
from tractor_widgets import lessons

from . import harness
from .test_lesson_in_lab import NOTEBOOKS, run_lesson

pytestmark = pytest.mark.browser

LESSON_11 = NOTEBOOKS / "11-follow-edge-cases.ipynb"
LESSON_14 = NOTEBOOKS / "14-house-rules.ipynb"


def explorers_in(lesson: Path) -> int:
    """How many RuleExplorers the lesson's code cells make."""
    cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
    return sum(
        "".join(c["source"]).count("RuleExplorer(") for c in cells if c["cell_type"] == "code"
    )


def test_lesson_11_runs_and_its_explorers_show_the_differences(
    lab: harness.Server, browser: Any, artifacts: Path
) -> None:
    page, log, _cells = run_lesson(lab, browser, LESSON_11, artifacts)
    explorers = page.locator(".tw-rule-explorer")
    shown = explorers_in(LESSON_11)
    assert shown >= 4  # a typed case, a found one, the rank trumps, the five rules' throw
    expect(explorers).to_have_count(shown, timeout=30_000)
    for n in range(shown):
        expect(explorers.nth(n).locator(".tw-rx-diff")).to_have_attribute("data-differs", "true")
    # the case: every heart "may" in both columns, yet plays legal under A only
    first = explorers.first
    expect(first.locator('.tw-rx-play[data-only="a"]').first).to_be_visible()
    expect(page.locator(".tw-exercise")).to_have_count(5)
    assert not log.errors(), str(log)
    page.context.close()


def test_lesson_14_runs_draws_its_chart_and_checks_a_prediction(
    lab: harness.Server, browser: Any, artifacts: Path
) -> None:
    page, log, _cells = run_lesson(lab, browser, LESSON_14, artifacts)
    expect(page.locator(".tw-rule-explorer")).to_have_count(1, timeout=30_000)
    expect(page.locator(".jp-OutputArea-output svg").first).to_be_visible()
    exercises = page.locator(".tw-exercise")
    expect(exercises).to_have_count(5)
    # Exercise 3: the trick found from seed 1; its winner under the rank-trump reading
    rank_trumps = te.rules("tractor-4p", no_trump_keeps_rank_trumps=True)
    case = lessons.found("tractor-4p", rank_trumps, kind="trick", seed=1, budget=3)
    ex = exercises.nth(2)
    ex.scroll_into_view_if_needed()
    wrong = next(s for s, _ in case.plays_a if s != case.winner_b)
    ex.locator(".tw-ex-option", has_text=f"Seat {wrong}").click()
    ex.locator("button", has_text="Check").click()
    status = ex.locator('[role="status"]')
    expect(status).to_contain_text("Not yet.")
    ex.locator(".tw-ex-option", has_text=f"Seat {case.winner_b}").click()
    ex.locator("button", has_text="Check").click()
    expect(status).to_contain_text("Right!")
    expect(status).to_contain_text(case.reason)
    assert not log.errors(), str(log)
    page.context.close()
