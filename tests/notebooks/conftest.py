"""Running a lesson in-process, cell by cell, as a kernel would, keeping what each cell showed.

``run_lesson(path)`` executes every code cell of a lesson in one namespace (the notebook's
folder as the working directory). A cell shows the value of its last expression (as IPython
does, unless it ends with ``;``) and whatever it passes to ``display``. For every widget shown,
its synced state is kept at the end of the cell that shows it and again after the last cell, so
tests can tell whether a later cell changed it. Every widget constructed is kept too, with its
cell, so an exercise that is built but not shown is seen.

A *position* (what tests compare between exercises and demonstrations) is the trump (short form,
or None), the rule set (``te.RuleSet``, options included) and the groups of cards shown, each
group a sorted multiset and the groups unordered: a hand and its lead, the cards of a detector,
the plays of a trick, a kitty. ``lessons.Question.position`` gives an exercise's.
"""

from __future__ import annotations

import ast
import contextlib
import copy
import io
import os
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import ipywidgets
import nbformat
import pytest

import tractor_engine as te
import tractor_widgets as tw
from tractor_widgets import lessons

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


@dataclass
class Shown:
    """One object a cell showed."""

    cell: int  # the index of the cell in the notebook
    obj: Any
    state: dict[str, Any] | None = None  # a widget's synced state at the end of its cell
    position: tuple[Any, ...] | None = None  # the position it showed then (``demo_position``)
    final: dict[str, Any] | None = None  # ... and after the last cell


@dataclass
class LessonRun:
    path: Path
    nb: Any
    shown: list[Shown] = field(default_factory=list)
    created: list[tuple[int, Any]] = field(default_factory=list)  # (cell, widget) constructed
    stdout: dict[int, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def exercises(self) -> list[Shown]:
        return [s for s in self.shown if isinstance(s.obj, tw.Exercise)]

    @property
    def demonstrations(self) -> list[Shown]:
        return [s for s in self.shown if not isinstance(s.obj, tw.Exercise)]

    def heading_before(self, cell: int) -> str:
        """The text of the markdown cells between the previous code cell and ``cell``."""
        texts = []
        for c in reversed(self.nb.cells[:cell]):
            if c.cell_type == "code":
                break
            if c.cell_type == "markdown":
                texts.append(c.source)
        return "\n".join(reversed(texts))


def widget_state(widget: Any) -> dict[str, Any]:
    """The synced state the page would draw (without the view counter)."""
    state = copy.deepcopy(widget.get_state())
    state.pop("_view_count", None)
    return state


def _split(source: str) -> tuple[ast.Module, ast.Expression | None]:
    """The cell's statements, and its last expression if IPython would show it."""
    tree = ast.parse(source)
    shown = None
    if tree.body and isinstance(tree.body[-1], ast.Expr) and not source.rstrip().endswith(";"):
        shown = ast.Expression(tree.body.pop().value)
    return tree, shown


def _run(path: Path) -> LessonRun:
    nb = nbformat.read(path, as_version=4)
    run = LessonRun(path, nb)
    current = {"cell": -1}

    def display(*objs: Any, **_kwargs: Any) -> None:
        for obj in objs:
            run.shown.append(Shown(current["cell"], obj))

    def constructed(widget: Any) -> None:
        run.created.append((current["cell"], widget))

    namespace: dict[str, Any] = {"__name__": "__main__", "display": display}
    old_cwd = os.getcwd()
    ipywidgets.Widget.on_widget_constructed(constructed)
    try:
        os.chdir(path.parent)
        for i, cell in enumerate(nb.cells):
            if cell.cell_type != "code":
                continue
            current["cell"] = i
            first = len(run.shown)
            body, last = _split(cell.source)
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                exec(compile(body, f"{path.name}[{i}]", "exec"), namespace)
                if last is not None:
                    value = eval(compile(last, f"{path.name}[{i}]", "eval"), namespace)
                    if value is not None:
                        display(value)
            run.stdout[i] = out.getvalue()
            for s in run.shown[first:]:
                s.position = demo_position(s.obj)
                if isinstance(s.obj, ipywidgets.Widget):
                    s.state = widget_state(s.obj)
        for s in run.shown:
            if isinstance(s.obj, ipywidgets.Widget):
                s.final = widget_state(s.obj)
    finally:
        os.chdir(old_cwd)
        ipywidgets.Widget._widget_construction_callback = None  # type: ignore[attr-defined]
    return run


@cache
def _cached(path: Path) -> LessonRun:
    return _run(path)


@pytest.fixture
def lesson_run() -> Any:
    """``lesson_run(path)``: the lesson executed once per test session (see ``LessonRun``)."""
    return _cached


@pytest.fixture
def fresh_lesson_run() -> Any:
    """``fresh_lesson_run(path)``: the lesson executed anew."""
    return _run


# --- positions ---------------------------------------------------------------------------------


def demo_position(obj: Any) -> tuple[Any, ...] | None:
    """The position a demonstration shows (see the module docstring), or None when it shows no
    position of cards an exercise could repeat (a printed line, a round before its first
    trick). A round view shows the last complete trick on its table."""
    if isinstance(obj, tw.HandViewer):
        return lessons.position_key(obj.trump, obj.rules, [obj.cards])
    if isinstance(obj, tw.LegalPlayHighlighter):
        return lessons.position_key(obj.trump, obj.rules, [obj.hand, obj.lead])
    if isinstance(obj, tw.TractorDetector):
        return lessons.position_key(obj.trump, obj.rules, [obj.cards])
    if isinstance(obj, tw.TrickView):
        return lessons.position_key(obj.trump, obj.rules, list(obj.plays))
    if isinstance(obj, tw.ScoreCalculator):
        return lessons.position_key(None, obj.rules, [obj.kitty])
    if isinstance(obj, tw.RoundView):  # the last complete trick on its table, if any
        rnd = obj.position
        if not rnd.tricks:
            return None
        plays = [cards for _seat, cards in rnd.tricks[-1].plays]
        return lessons.position_key(rnd.trump, rnd.rules, plays)
    if isinstance(obj, te.FollowOptions):
        return lessons.position_key(obj.trump, obj.rules, [obj.hand, obj.lead.cards])
    if isinstance(obj, te.Hand):
        return lessons.position_key(obj.trump, obj.rules, [obj.cards])
    return None
