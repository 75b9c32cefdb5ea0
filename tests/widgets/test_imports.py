"""How the modules of ``tractor_widgets`` import each other, read from their source (``ast``).

A widget module holds only its widget: it imports no other widget module, and what widgets share
lives in ``_``-prefixed modules. A widget spread over a subpackage (the Table's ``table/``) counts
as one: none of its modules imports another widget. No module of the package takes part in an
import circle, counting the imports made inside functions too (a deferred import is still a
circle).
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


def _dotted(path: Path) -> str:
    """A module's name inside the package: "_base", "table" (its ``__init__``), "table.view"."""
    parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


#: Every module of the package but its own ``__init__``, by dotted name inside it.
MODULES = sorted(
    name for name in map(_dotted, PACKAGE.rglob("*.py")) if name and name.split(".")[0] != "static"
)


def unit(name: str) -> str:
    """What a module belongs to: a top-level module, or the subpackage that holds it."""
    return name.split(".")[0]


def source_of(name: str) -> str:
    path = PACKAGE.joinpath(*name.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    return path.read_text(encoding="utf-8")


def imported_modules(name: str) -> set[str]:
    """The package's modules that module ``name`` imports, anywhere in its source."""
    return imports_in(source_of(name), name)


def imports_in(source: str, name: str = "") -> set[str]:
    """The package's modules that ``source`` (module ``name`` of the package) imports, at its
    top or inside a function, in any form; a relative import is read from where ``name`` sits
    (a package's ``__init__`` sits in the package)."""
    here = name.split(".") if name else []
    if name and not PACKAGE.joinpath(*here).is_dir():
        here = here[:-1]  # a plain module: its imports are relative to its package
    tree = ast.parse(source)
    wanted: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "tractor_widgets" and len(parts) > 1:
                    wanted.append(".".join(parts[1:]))
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                parts = (node.module or "").split(".")
                if parts[0] != "tractor_widgets":
                    continue
                base = parts[1:]
            else:
                if node.level - 1 > len(here):
                    continue  # above the package
                base = here[: len(here) - (node.level - 1)]
                base = base + (node.module.split(".") if node.module else [])
            if base and (node.level == 0 or node.module):  # not "from . import x" itself
                wanted.append(".".join(base))
            # from . import a, b / from .table import view: a name may be a module too
            wanted.extend(".".join([*base, alias.name]) for alias in node.names)
    found = set()
    for dotted in wanted:
        parts = dotted.split(".")
        # the longest module of the package that the import names (a name may be a class)
        for k in range(len(parts), 0, -1):
            if ".".join(parts[:k]) in MODULES:
                found.add(".".join(parts[:k]))
                break
    return found


def widget_units() -> set[str]:
    """The top-level modules and subpackages that define a widget class of their own."""
    widgets = set()
    for name in MODULES:
        if name == "__main__" or name.startswith("_"):
            continue
        module = importlib.import_module(f"tractor_widgets.{name}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and issubclass(cls, anywidget.AnyWidget):
                widgets.add(unit(name))
    return widgets


def imported_units(name: str) -> set[str]:
    """The units (top-level modules and subpackages) that unit ``name``'s modules import."""
    inside = [m for m in MODULES if unit(m) == name]
    return {unit(m) for module in inside for m in imported_modules(module)} - {name}


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
    units = widget_units()
    assert {"hand_viewer", "legal_play", "exercise", "table", "round_view"} <= units
    assert "lessons" not in units and "_base" not in units
    assert {"table", "table.widget", "table.session", "lessons", "lessons.follows"} <= set(MODULES)


@pytest.mark.parametrize("name", sorted(widget_units()))
def test_a_widget_module_imports_no_other_widget_module(name: str) -> None:
    others = imported_units(name) & (widget_units() - {name})
    assert not others, f"{name} imports the widget module(s) {', '.join(sorted(others))}"


def test_no_import_circle_in_the_package() -> None:
    graph = {name: imported_modules(name) for name in MODULES}
    circle = find_circle(graph)
    assert circle is None, "import circle: " + " -> ".join(circle or [])


@pytest.mark.parametrize("name", MODULES)
def test_every_module_says_what_it_is_for(name: str) -> None:
    docstring = ast.get_docstring(ast.parse(source_of(name)))
    assert docstring and len(docstring.split()) >= 5, f"{name}: no module docstring"


def test_the_lessons_import_the_exercise_and_the_exercise_the_questions() -> None:
    assert "exercise" in imported_units("lessons")
    assert "lessons" not in imported_units("exercise")
    assert "_questions" in imported_modules("exercise")
    assert {"exercise", "lessons"}.isdisjoint(imported_units("_questions"))


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
    assert imports_in(source, "trick_view") == {
        "table",
        "legal_play",
        "lessons",
        "_static",
        "hand_viewer",
        "exercise",
        "round_view",
    }
    # inside a subpackage: its siblings, the package above, and a package's own __init__
    inside = """
from . import view
from .session import TableSession
from .. import _static
from .._felt import felt_esm
from tractor_widgets.table.answering import acting
from ...elsewhere import nothing
"""
    found = {"table.view", "table.session", "_static", "_felt", "table.answering"}
    assert imports_in(inside, "table.widget") == found
    assert imports_in("from .widget import Table\nfrom . import view", "table") == {
        "table.widget",
        "table.view",
    }


def test_the_moved_names_are_reached_where_lessons_and_tests_use_them() -> None:
    from tractor_widgets import _questions, lessons

    # lessons and notebooks say tw.lessons.follow(...) and lessons.Question
    assert tractor_widgets.lessons is lessons
    for name in ("Answer", "Question", "caption", "position_key"):
        assert getattr(lessons, name) is getattr(_questions, name)


def test_the_table_is_a_widget_around_a_session() -> None:
    """table/widget.py holds the widget only (traits, page messages, wiring): at most 400
    lines; the game is ``table/session.py``, tested on its own, which imports no widget module
    (nor the Table's widget and view), and the view imports no widget either."""
    lines = source_of("table.widget").count("\n")
    assert lines <= 400, lines
    assert tractor_widgets.Table is importlib.import_module("tractor_widgets.table").Table
    session = imported_modules("table.session")
    assert not {unit(m) for m in session} & (widget_units() - {"table"})
    assert not session & {"table", "table.widget", "table.view", "table.answering"}
    assert not {unit(m) for m in imported_modules("table.view")} & (widget_units() - {"table"})
    assert "table.widget" not in imported_modules("table.view")
    assert "traitlets" not in source_of("table.session")
