"""The rules page's copy for JupyterLite shows what the built page shows, and not its checks.

The rules page holds hidden cells (tag ``remove-cell``) that assert what its prose says; the
built page leaves them out, and so must the plain Markdown copy the lessons link to in
JupyterLite (``tools/site/build.py``'s ``plain_markdown``). No site build needed.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules.md"


def load_build():
    spec = importlib.util.spec_from_file_location(
        "site_build", ROOT / "tools" / "site" / "build.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_lite_copy_keeps_the_examples_and_drops_the_hidden_checks() -> None:
    text = RULES.read_text()
    cells = text.count("```{code-cell}")
    hidden = len(re.findall(r"^:tags: \[remove-cell\]$", text, re.M))
    assert hidden >= 10, f"the rules page has only {hidden} hidden checks"
    copy = load_build().plain_markdown(RULES)
    assert "{code-cell}" not in copy and "remove-cell" not in copy
    assert copy.count("```python\n") == cells - hidden
    assert "assert " not in copy, "a hidden check was left in the copy"
    # every visible example is there, word for word
    assert "def pass_until(rnd, seat):" in copy
    assert 'te.arrange_deck("tractor-4p", {1: "2H", 2: "2S 2S", 3: "3C 4C SJ SJ"})' in copy


def test_a_hidden_cell_goes_and_the_text_around_it_stays(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "---\nfile_format: mystnb\n---\n\n# Title\n\nBefore.\n\n"
        "```{code-cell} ipython3\nshown = 1\n```\n\n"
        "```{code-cell} ipython3\n:tags: [remove-cell]\nassert shown == 1\n```\n\n"
        "After.\n"
    )
    copy = load_build().plain_markdown(page)
    assert "```python\nshown = 1\n```" in copy
    assert "assert" not in copy and "Before." in copy and copy.rstrip().endswith("After.")
