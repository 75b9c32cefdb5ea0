"""Every code cell of docs/rules.md runs against the engine of this checkout.

The site build executes the rules page too, but these tests run in the ordinary test run,
without Sphinx: the cells run in order in one namespace, as the page's kernel runs them, and a
cell's last expression is drawn as a notebook draws it (its ``_repr_html_``, else its repr).
The page's hidden cells (tag ``remove-cell``) assert what its prose says the engine answers,
so an engine that disagrees with the page fails here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "rules.md"
CELL = re.compile(r"^```\{code-cell\}[^\n]*\n((?::[\w-]+:[^\n]*\n)*)(.*?)^```$", re.M | re.S)


def code_cells(text: str) -> list[tuple[int, str, str]]:
    """The page's code cells: (line number, option lines, source), in page order."""
    return [
        (text.count("\n", 0, m.start()) + 1, m.group(1), m.group(2)) for m in CELL.finditer(text)
    ]


def draw(value: Any) -> str:
    """What a notebook shows for a cell's last value."""
    html = getattr(value, "_repr_html_", None)
    shown = html() if callable(html) else repr(value)
    assert isinstance(shown, str), f"{type(value).__name__} draws itself as {type(shown)}"
    return shown


def run_cells(text: str, name: str = "docs/rules.md") -> int:
    """Run every code cell of a MyST page in one namespace; return how many ran. A cell that
    raises fails with its line number in the page."""
    namespace: dict[str, Any] = {"__name__": "__rules_page__"}
    cells = code_cells(text)
    for line, _, source in cells:
        tree = ast.parse(source, filename=f"{name}:{line}")
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        try:
            exec(compile(tree, f"{name}:{line}", "exec"), namespace)
            if last is not None:
                value = eval(
                    compile(ast.Expression(last.value), f"{name}:{line}", "eval"), namespace
                )
                if value is not None:
                    draw(value)
        except Exception as exc:
            raise AssertionError(
                f"the code cell at {name} line {line} raises {exc!r}:\n{source}"
            ) from exc
    return len(cells)


def test_every_cell_of_the_rules_page_runs(capsys: pytest.CaptureFixture[str]) -> None:
    text = PAGE.read_text()
    ran = run_cells(text)
    assert ran == text.count("```{code-cell}"), "a code cell of the page was not found"
    assert ran >= 40, f"only {ran} code cells ran"
    assert "Traceback" not in capsys.readouterr().out


def test_the_page_checks_its_bidding_claims() -> None:
    """§6 and §7 carry hidden checks: the examples cannot drift from the engine unnoticed."""
    text = PAGE.read_text()
    start, end = text.index("## 6."), text.index("## 8.")
    hidden = [c for _, options, c in code_cells(text[start:end]) if "remove-cell" in options]
    assert len(hidden) >= 10, f"§6-§7 hold {len(hidden)} hidden checks"
    assert all("assert " in source for source in hidden)


def test_a_cell_that_raises_fails_the_run() -> None:
    page = (
        "# A page\n\n```{code-cell} ipython3\nx = 1\n```\n\n"
        "```{code-cell} ipython3\n:tags: [remove-cell]\nassert x == 2, 'x is not 2'\n```\n"
    )
    with pytest.raises(AssertionError, match="line 7"):
        run_cells(page, "page.md")


def test_a_last_value_that_cannot_draw_itself_fails_the_run() -> None:
    page = (
        "```{code-cell} ipython3\nclass Broken:\n    def _repr_html_(self):\n"
        "        raise ValueError('no picture')\n\nBroken()\n```\n"
    )
    with pytest.raises(AssertionError, match="no picture"):
        run_cells(page, "page.md")
