"""How the modules of ``tractor_widgets`` import each other, read from their source (``ast``).

A widget module holds only its widget: it imports no other widget module, and what widgets share
lives in ``_``-prefixed modules. No module of the package takes part in an import circle, counting
the imports made inside functions too (a deferred import is still a circle).
"""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import anywidget
import pytest

import tractor_widgets

PACKAGE = Path(tractor_widgets.__file__).parent
MODULES = sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__")


def imported_modules(name: str) -> set[str]:
    """The package's modules that module ``name`` imports, anywhere in its source."""
    return imports_in((PACKAGE / f"{name}.py").read_text(encoding="utf-8"))


def imports_in(source: str) -> set[str]:
    """The package's modules that ``source`` (a module of the package) imports, at its top or
    inside a function, in any form."""
    tree = ast.parse(source)
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "tractor_widgets" and len(parts) > 1:
                    found.add(parts[1])
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                parts = (node.module or "").split(".")
                if parts[0] != "tractor_widgets":
                    continue
                inside = parts[1:]
            elif node.level == 1:
                inside = (node.module or "").split(".") if node.module else []
            else:
                continue  # above the package
            if inside:
                found.add(inside[0])
            else:  # from . import a, b
                found.update(alias.name for alias in node.names if alias.name in MODULES)
    return found & set(MODULES)


def widget_modules() -> set[str]:
    """The modules that define a widget class of their own."""
    widgets = set()
    for name in MODULES:
        if name == "__main__" or name.startswith("_"):
            continue
        module = importlib.import_module(f"tractor_widgets.{name}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and issubclass(cls, anywidget.AnyWidget):
                widgets.add(name)
    return widgets


def find_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle in ``graph`` (module -> modules it imports) as a path, or None."""
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> list[str] | None:
        if node in path:
            return [*path[path.index(node) :], node]
        if node in done:
            return None
        for nxt in sorted(graph.get(node, ())):
            circle = visit(nxt, [*path, node])
            if circle:
                return circle
        done.add(node)
        return None

    for start in sorted(graph):
        circle = visit(start, [])
        if circle:
            return circle
    return None


def test_the_widget_modules_are_found() -> None:
    # the checks below mean nothing if the widgets are not recognised
    assert {"hand_viewer", "legal_play", "exercise", "table", "round_view"} <= widget_modules()
    assert "lessons" not in widget_modules() and "_base" not in widget_modules()


@pytest.mark.parametrize("name", sorted(widget_modules()))
def test_a_widget_module_imports_no_other_widget_module(name: str) -> None:
    others = imported_modules(name) & (widget_modules() - {name})
    assert not others, f"{name}.py imports the widget module(s) {', '.join(sorted(others))}"


def test_no_import_circle_in_the_package() -> None:
    graph = {name: imported_modules(name) for name in MODULES}
    circle = find_circle(graph)
    assert circle is None, "import circle: " + " -> ".join(circle or [])


def test_the_lessons_import_the_exercise_and_the_exercise_the_questions() -> None:
    assert "exercise" in imported_modules("lessons")
    assert "lessons" not in imported_modules("exercise")
    assert "_questions" in imported_modules("exercise")
    assert {"exercise", "lessons"}.isdisjoint(imported_modules("_questions"))


def test_the_import_reader_sees_every_form_of_import() -> None:
    # the reader itself: a circle and a widget import hidden in each form are found
    assert find_circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_circle({"a": {"b"}, "b": set(), "c": {"b"}}) is None
    source = """
import json
import tractor_widgets.table
from tractor_widgets.legal_play import LegalPlayHighlighter
from tractor_widgets import lessons
from . import _static, hand_viewer
from .exercise import Exercise
from ..elsewhere import nothing
def later():
    from .round_view import RoundView
"""
    assert imports_in(source) == {
        "table",
        "legal_play",
        "lessons",
        "_static",
        "hand_viewer",
        "exercise",
        "round_view",
    }


def test_the_moved_names_are_reached_where_lessons_and_tests_use_them() -> None:
    from tractor_widgets import _questions, lessons

    # lessons and notebooks say tw.lessons.follow(...) and lessons.Question
    assert tractor_widgets.lessons is lessons
    for name in ("Answer", "Question", "caption", "position_key"):
        assert getattr(lessons, name) is getattr(_questions, name)


def test_the_table_is_a_widget_around_a_session() -> None:
    """table.py holds the widget only (traits, page messages, wiring): at most 400 lines; the
    game is ``session.py``, tested on its own, and imports no widget module."""
    lines = (PACKAGE / "table.py").read_text(encoding="utf-8").count("\n")
    assert lines <= 400, lines
    assert not imported_modules("session") & widget_modules()
    assert not imported_modules("_table_view") & widget_modules()
    assert "traitlets" not in (PACKAGE / "session.py").read_text(encoding="utf-8")
