"""``make lessons``: the lessons in other languages, built from the English notebooks and one
catalog per language of their text cells.

The English notebooks (``notebooks/*.ipynb``) are the source. ``notebooks/locale/<code>.po``
holds, for every markdown cell, its English text (``msgid``), its place (``msgctxt``: the
notebook and the cell's id, ``04-following-singles-and-pairs#33e3e3a2``) and its translation
(``msgstr``), in the gettext format the engine's catalogs use, so a translator reads and edits
it the same way. ``make lessons``:

- adds every new or changed cell to each catalog (a changed cell keeps its old translation,
  marked fuzzy until a translator looks at it; a gone cell is dropped);
- builds ``notebooks/<code>/<lesson>.ipynb``: the English notebook with each markdown cell
  translated (a cell without a current translation stays English), the code cells as they are,
  and one code cell before the first that sets the engine's language
  (``te.set_language("es")``), so the widgets and the engine's reasons speak it too. A link to
  another lesson leads to its translation; any other relative link gains the ``../`` that the
  folder needs.

Run: .venv/bin/python tools/lessons.py   (``--check``: change nothing, exit 1 if a catalog or a
built lesson is out of date)
"""

from __future__ import annotations

import copy
import json
import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from catalogs import DATE, brought_up, changed, main, po_bytes

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LOCALE = NOTEBOOKS / "locale"
LANGUAGES = ("es",)
LANGUAGE_CELL_ID = "set-language"
#: A markdown link to a file beside the lessons that is not a lesson (the README, the rules page
#: one folder up): one folder deeper, it needs one more "../". A lesson links to its translation.
_OUTSIDE_LINK = re.compile(r"\]\((?!https?:|#|mailto:|\d\d-[^)/]*\.ipynb)")


def lessons() -> list[Path]:
    """The English lessons, in reading order."""
    return sorted(NOTEBOOKS.glob("[0-9][0-9]-*.ipynb"))


def _text(cell: dict) -> str:
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else source


def template() -> Catalog:
    """Every markdown cell of every lesson, keyed by its notebook and cell id."""
    catalog = Catalog(project="tractor-widgets lessons", creation_date=DATE, fuzzy=False)
    for path in lessons():
        notebook = json.loads(path.read_text(encoding="utf-8"))
        for cell in notebook["cells"]:
            if cell["cell_type"] == "markdown":
                catalog.add(_text(cell), context=f"{path.stem}#{cell['id']}")
    return catalog


def updated(code: str, pot: Catalog) -> Catalog:
    """The catalog of ``code`` brought up to the lessons as they are now."""
    path = LOCALE / f"{code}.po"
    catalog = brought_up(path, code, pot, {"project": "tractor-widgets lessons"}, guess=False)
    if path.exists():
        # A cell whose English changed keeps its old translation, marked fuzzy (Babel drops it
        # when the key, the cell, is the same but the text is not: put it back).
        with path.open("rb") as f:
            before = {m.context: m for m in read_po(f, locale=code) if m.id}
        for message in catalog:
            old = before.get(message.context)
            if message.id and not message.string and old is not None and old.string:
                message.string = old.string
                message.flags.add("fuzzy")
    return catalog


def translations(catalog: Catalog) -> dict[str, str]:
    """Cell key -> its current translation (none for an empty or fuzzy one)."""
    return {
        m.context: m.string
        for m in catalog
        if m.id and m.string and "fuzzy" not in m.flags and m.context
    }


def built(path: Path, code: str, said: dict[str, str]) -> dict:
    """The lesson at ``path`` in language ``code``, from its cells' translations ``said``."""
    notebook = copy.deepcopy(json.loads(path.read_text(encoding="utf-8")))
    cells = []
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            text = said.get(f"{path.stem}#{cell['id']}", _text(cell))
            cell["source"] = _OUTSIDE_LINK.sub("](../", text).splitlines(keepends=True)
        cells.append(cell)
    first_code = next(i for i, c in enumerate(cells) if c["cell_type"] == "code")
    language = {
        "cell_type": "code",
        "execution_count": None,
        "id": LANGUAGE_CELL_ID,
        "metadata": {},
        "outputs": [],
        "source": ["import tractor_engine as te\n", f'te.set_language("{code}")'],
    }
    cells.insert(first_code, language)
    notebook["cells"] = cells
    return notebook


def _ipynb_bytes(notebook: dict) -> bytes:
    return (json.dumps(notebook, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def wanted() -> dict[Path, bytes]:
    """Each file ``make lessons`` writes, with its content."""
    pot = template()
    files = {}
    for code in LANGUAGES:
        catalog = updated(code, pot)
        files[LOCALE / f"{code}.po"] = po_bytes(catalog)
        said = translations(catalog)
        for path in lessons():
            files[NOTEBOOKS / code / path.name] = _ipynb_bytes(built(path, code, said))
    return files


def unwanted(made: set[Path]) -> list[Path]:
    """Built lessons whose English lesson is gone."""
    return [p for code in LANGUAGES for p in (NOTEBOOKS / code).glob("*.ipynb") if p not in made]


def stale() -> list[Path]:
    """The files ``make lessons`` would change, and built lessons it would remove."""
    files = wanted()
    return changed(files) + unwanted(set(files))


if __name__ == "__main__":
    sys.exit(main(wanted, unwanted, "make lessons"))
