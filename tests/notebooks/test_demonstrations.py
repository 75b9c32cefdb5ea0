"""Demonstrations survive Run All: a widget is shown once, and no later cell changes it.

Each lesson is executed cell by cell in-process (``conftest.run_lesson``); every widget a cell
shows is snapshotted (its synced state, what the page draws) at the end of that cell and again
after the last cell. They must be equal: after *Run All* (or in a presentation, which runs every
cell) each widget still shows what the text beside it describes. And no widget is shown by two
cells (or twice by one): each output is its own view.
"""

from __future__ import annotations

import itertools

import pytest

import tractor_engine as te

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


def label(run, shown) -> str:
    """What names a demonstration: its caption, else the first line it printed, else the last
    paragraph of the text just above its cell."""
    caption = getattr(shown.obj, "caption", "") or ""
    printed = run.stdout.get(shown.cell, "").strip()
    above = run.heading_before(shown.cell).strip()
    return caption or (printed.splitlines()[0] if printed else "") or above.split("\n\n")[-1]


def rules_words(rules) -> list[str]:
    """The words a label needs to tell this rule set from a preset: its name, and the option
    names it changes."""
    ruleset = te.as_rules(rules)
    return [ruleset.name, *ruleset.options()]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_every_output_that_compares_presets_is_labelled(path, lesson_run) -> None:
    run = lesson_run(path)
    demos = [s for s in run.demonstrations if s.position is not None]
    problems = []
    for a, b in itertools.combinations(demos, 2):
        (trump_a, rules_a, cards_a), (trump_b, rules_b, cards_b) = a.position, b.position
        if (trump_a, cards_a) != (trump_b, cards_b) or rules_a == rules_b:
            continue  # not the same position under two rule sets
        for mine, other in ((a, rules_a), (b, rules_b)):
            text = label(run, mine)
            own = rules_words(mine.position[1])
            missing = [w for w in own if w not in text]
            if missing or (other.name != mine.position[1].name and other.name in text):
                problems.append(
                    f"{run.name}: the {type(mine.obj).__name__} in cell {mine.cell} compares "
                    f"rule sets but its label {text!r} does not say {' and '.join(own)} alone"
                )
    assert not problems, "\n".join(sorted(set(problems)))
