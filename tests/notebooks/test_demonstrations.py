"""Demonstrations survive Run All: a widget is shown once, and no later cell changes it.

Each lesson is executed cell by cell in-process (``conftest.run_lesson``); every widget a cell
shows is snapshotted (its synced state, what the page draws) at the end of that cell and again
after the last cell. They must be equal: after *Run All* (or in a presentation, which runs every
cell) each widget still shows what the text beside it describes. And no widget is shown by two
cells (or twice by one): each output is its own view.
"""

from __future__ import annotations

import pytest

from .conftest import NOTEBOOKS

IDS = [p.stem for p in NOTEBOOKS]


def changed_keys(before: dict, after: dict) -> list[str]:
    return sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_no_later_cell_changes_a_widget_an_earlier_cell_showed(path, lesson_run) -> None:
    run = lesson_run(path)
    problems = [
        f"{run.name}: the {type(s.obj).__name__} shown in cell {s.cell} is changed by a later "
        f"cell ({', '.join(changed_keys(s.state, s.final))} differ after the last cell)"
        for s in run.shown
        if s.state is not None and s.state != s.final
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_every_widget_is_shown_by_one_cell_once(path, lesson_run) -> None:
    run = lesson_run(path)
    cells: dict[int, list[int]] = {}
    for s in run.shown:
        if s.state is not None:
            cells.setdefault(id(s.obj), []).append(s.cell)
    problems = [
        f"{run.name}: one widget is shown in cells {where}"
        for where in cells.values()
        if len(where) > 1
    ]
    assert not problems, "\n".join(problems)
