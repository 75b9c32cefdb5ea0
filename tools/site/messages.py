"""``make docs-messages``: the documentation pages in other languages, as gettext catalogs.

Sphinx's gettext builder splits each translated page of ``docs/`` into its paragraphs, headings
and table cells (code is left out); this brings ``docs/locale/<code>/LC_MESSAGES/<page>.po`` up
to them, as ``sphinx-intl update`` would, with the same Babel code and fixed dates as the
engine's catalogs (``tools/catalogs.py``), and Sphinx builds the page in that language from it
(``tools/site/build.py``: ``site/<code>/``). Runs in the site's environment (.venv-site).

Run: .venv-site/bin/python tools/site/messages.py   (``--check``: change nothing, exit 1 if a
catalog is out of date)
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from catalogs import brought_up, changed, main, po_bytes

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
LOCALE = DOCS / "locale"
LANGUAGES = ("es",)
#: The pages that are translated (the API pages are the code's docstrings: English only).
PAGES = ("index", "rules", "languages/index")


def templates() -> dict[str, Catalog]:
    """Each translated page's messages, from Sphinx's gettext builder (no cell is run)."""
    sphinx = Path(sys.executable).parent / "sphinx-build"
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(
            [sphinx, "-Q", "-b", "gettext", "-D", "nb_execution_mode=off", "-D",
             "gettext_compact=0", DOCS, out],
            check=True,
        )  # fmt: skip
        found = {}
        for page in PAGES:
            with (Path(out) / f"{page}.pot").open("rb") as f:
                found[page] = read_po(f)
    return found


def updated(code: str, page: str, pot: Catalog) -> Catalog:
    """The catalog of ``page`` in ``code`` brought up to the page as it is now."""
    path = LOCALE / code / "LC_MESSAGES" / f"{page}.po"
    catalog = brought_up(path, code, pot, {"project": "tractor-widgets docs"})
    for message in catalog:
        message.locations = []  # where a message sits changes with every edit of its page
    return catalog


def wanted() -> dict[Path, bytes]:
    pots = templates()
    return {
        LOCALE / code / "LC_MESSAGES" / f"{page}.po": po_bytes(updated(code, page, pots[page]))
        for code in LANGUAGES
        for page in PAGES
    }


def stale() -> list[Path]:
    return changed(wanted())


if __name__ == "__main__":
    sys.exit(main(wanted, lambda _: [], "make docs-messages"))
