"""What one widget adds to a saved notebook (anywidget saves its ESM and CSS per instance)."""

from __future__ import annotations

from typing import Any

import nbformat
import pytest
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

LIMIT = 40 * 1024
#: The Table alone may add 44 KB: it is a whole game's page (the deal, bids, kitty, friend,
#: tricks, scores, undo, hints), and since the bots' levels, their thinking and their reasons
#: (issue 29) it carries a level picker, a "Why?" and a thinking mark too: 43.1 KB then.
LIMITS = {"Table": 44 * 1024}

WIDGETS = {
    "HandViewer(33)": 'tw.HandViewer(cards="BJ SJ SJ 2H 2S 2C AH KH KH 10H 7H 3H AS QS QS 9S 6S '
    '5S KC JC JC 8C 4C 4C AD KD 10D 9D 9D 7D 6D 5D 3D")',
    "LegalPlayHighlighter": 'tw.LegalPlayHighlighter(hand="3D 4D 5D AD AD 9S 9S KC 2H 3S 4S 5S 6S '
    '7S 8S 9H 10H JH QH KH", lead="7D 7D 8D 8D")',
    "TractorDetector": 'tw.TractorDetector(cards="4C 4C 4H 4H 5H 5H 3H 3H AH AH SJ SJ BJ BJ")',
    "ScoreCalculator": 'tw.ScoreCalculator(captured="5D 10S KH", kitty="5C 10D KH 3S")',
    "TrickView": 'tw.TrickView(plays=["7D 7D", "8D 9D", "2H 2H", "AD AD"])',
    # 25 cards, 14 plays legal under tractor-4p only (8 of them listed)
    "RuleExplorer": 'tw.RuleExplorer("tractor-4p", "tractor-5p", hand="BJ SJ 2H 2S AH KH KH 10H 7H '
    'AS AS QS QS JS JS 9S 9S 5S 5S 3S 3S KC 4C 4C AD", lead="7S 7S 8S 8S", trump="2H")',
    "Table": "tw.Table(seed=1)",
}


def saved_size(cells: list[str], kernel: Any = None) -> int:
    """The bytes of a notebook of ``cells`` saved after Run All (widget state stored), run in
    ``kernel`` (a started ``KernelManager``) or in a kernel of its own. Its cells and results
    are numbered from 1, as a fresh kernel numbers them, so a kernel that ran other notebooks
    before saves the same bytes."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    reuse = {"km": kernel} if kernel is not None else {}
    NotebookClient(
        nb, timeout=60, kernel_name="python3", store_widget_state=True, **reuse
    ).execute()
    for count, cell in enumerate(nb.cells, start=1):
        cell.execution_count = count
        for output in cell.outputs:
            if "execution_count" in output:
                output.execution_count = count
    return len(nbformat.writes(nb).encode())


def widget_sizes() -> dict[str, int]:
    """Bytes each widget adds to a saved notebook, state and output included: each notebook
    in the same kernel (a kernel started for each took 22 of the test's 26 s under load; the
    sizes were the same to the byte)."""
    kernel = KernelManager(kernel_name="python3")
    kernel.start_kernel()
    try:
        base = saved_size(["import tractor_widgets as tw"], kernel)
        return {
            name: saved_size(["import tractor_widgets as tw", code], kernel) - base
            for name, code in WIDGETS.items()
        }
    finally:
        kernel.shutdown_kernel(now=True)


@pytest.mark.slow  # a kernel runs a notebook of every widget: about 10 s
@pytest.mark.notebook
def test_each_widget_adds_at_most_40_kb_to_a_saved_notebook() -> None:
    sizes = widget_sizes()
    over = {name: size for name, size in sizes.items() if size > LIMITS.get(name, LIMIT)}
    assert not over, (over, sizes)
