"""Every lesson runs top to bottom in a real kernel, and is committed with its outputs stripped."""

from __future__ import annotations

import time

import nbformat
import pytest
from nbclient import NotebookClient

from .conftest import NOTEBOOKS


def test_there_are_lessons():
    assert NOTEBOOKS, "no notebooks found in notebooks/"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_lesson_is_committed_with_outputs_stripped(path):
    nb = nbformat.read(path, as_version=4)
    dirty = [
        i
        for i, c in enumerate(nb.cells)
        if c.cell_type == "code" and (c.outputs or c.execution_count)
    ]
    assert not dirty, f"{path.name}: cells {dirty} keep outputs; clear them before committing"
    assert nb.metadata.get("kernelspec", {}).get("name") == "python3"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_lesson_opens_with_its_goal_and_length_and_ends_with_a_recap(path):
    nb = nbformat.read(path, as_version=4)
    first = nb.cells[0]
    assert first.cell_type == "markdown" and "minutes" in first.source, (
        f"{path.name}: the first cell should say what the learner will do and how long it takes"
    )
    tail = [c for c in nb.cells[-2:] if c.cell_type == "markdown"]
    assert any(c.source.lstrip().startswith("## Recap") for c in tail), (
        f"{path.name}: end with a '## Recap' cell"
    )


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_lesson_runs_top_to_bottom(path):
    nb = nbformat.read(path, as_version=4)
    start = time.monotonic()
    NotebookClient(
        nb, timeout=60, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
    ).execute()
    took = time.monotonic() - start
    assert took < 60, f"{path.name} took {took:.1f} s"
    errors = [
        o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"
    ]
    assert not errors
    # The engine's pictures are there for readers without a kernel.
    html = [
        o
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.outputs
        if "text/html" in o.get("data", {})
    ]
    assert html, f"{path.name} shows no HTML picture"
