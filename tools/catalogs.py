"""What ``make messages`` and ``make lessons`` share: writing gettext catalogs, and writing (or
checking) the files they make."""

from __future__ import annotations

import io
import sys
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
#: Every catalog's dates, fixed so that a run on unchanged sources changes no file (a compiled
#: catalog carries its header, dates included).
DATE = datetime(2026, 12, 4, tzinfo=timezone.utc)


def po_bytes(catalog: Catalog) -> bytes:
    """The catalog as a .po (or .pot) file, lines wrapped at 100 as the project's code is."""
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=False, omit_header=False, include_lineno=False)
    return out.getvalue()


def brought_up(path: Path, code: str, template: Catalog, header: dict[str, str], *,
               guess: bool = True) -> Catalog:  # fmt: skip
    """The catalog of language ``code`` at ``path`` (an empty one if there is none) brought up
    to ``template``: new messages added empty (or, with ``guess``, with the translation of a
    similar old one, marked fuzzy), gone ones dropped, the header (``header``: Babel's
    ``Catalog`` arguments for a new one) not fuzzy, the dates fixed."""
    if path.exists():
        with path.open("rb") as f:
            catalog = read_po(f, locale=code)
        catalog.update(template, no_fuzzy_matching=not guess)
        catalog.obsolete.clear()
    else:
        catalog = Catalog(locale=code, **header)
        catalog.update(template)
    catalog.fuzzy = False  # a fuzzy header would leave the plural rule out of a compiled catalog
    catalog.creation_date = catalog.revision_date = DATE
    return catalog


def changed(files: dict[Path, bytes]) -> list[Path]:
    """The paths of ``files`` whose content on disk differs (or that are missing)."""
    return [p for p, data in files.items() if not p.exists() or p.read_bytes() != data]


def main(wanted: Callable[[], dict[Path, bytes]], unwanted: Callable[[set[Path]], list[Path]],
         command: str) -> int:  # fmt: skip
    """Write the ``wanted()`` files that changed and remove the ``unwanted`` ones; with
    ``--check`` in ``sys.argv``, change nothing and return 1 if any would change."""
    files = wanted()
    extra = unwanted(set(files))
    if "--check" in sys.argv:
        for path in [*changed(files), *extra]:
            print(f"out of date: {path.relative_to(ROOT)} (run {command})")
        return 1 if changed(files) or extra else 0
    for path in extra:
        path.unlink()
        print(f"removed {path.relative_to(ROOT)}")
    for path in changed(files):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(files[path])
        print(f"wrote {path.relative_to(ROOT)}")
    return 0
