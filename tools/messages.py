"""``make messages``: extract the engine's and the widgets' sentences, update each language's
catalog and compile it (Babel's extract / init / update / compile, as ``pybabel`` does them).

- ``engine/speech/locale/tractor.pot``: every template of ``say``, ``say_n``, ``N_`` and ``N_n`` in
  ``engine/`` and ``tractor_widgets/`` (comments starting ``TRANSLATORS:`` go with them).
- ``engine/speech/locale/<code>.po``: a language's translations, kept by a translator; new
  templates are added empty, changed ones marked fuzzy, gone ones dropped.
- ``engine/speech/locale/<code>.mo``: what the engine reads at run time (the standard library's
  ``gettext``); it ships in the wheel. Fuzzy entries are left out.

Run: .venv/bin/python tools/messages.py   (``--check``: change nothing, exit 1 if a catalog is
out of date; the tests run the same check)
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from catalogs import DATE, brought_up, changed, main, po_bytes

from tractor_engine.speech.languages import LANGUAGES as LANGUAGE_NAMES

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "engine" / "speech" / "locale"
SOURCES = ("engine", "tractor_widgets")
KEYWORDS = {"say": None, "say_n": (1, 2), "N_": None, "N_n": (1, 2)}
#: Every language the engine speaks but its source, English (tractor_engine.speech.languages).
LANGUAGES = tuple(code for code in LANGUAGE_NAMES if code != "en")
#: Plural rules that gettext's own catalogs use where Babel's CLDR rule adds a form for
#: millions ("un millón de cartas") that no count of cards reaches.
PLURAL_FORMS = {"es": "nplurals=2; plural=(n != 1);"}
HEADER = {"project": "tractor-widgets", "version": "0.1", "copyright_holder": "tractor-widgets"}


def template() -> Catalog:
    """Every translatable template of the sources, with its places and translator comments."""
    catalog = Catalog(**HEADER, fuzzy=False, creation_date=DATE, revision_date=DATE)
    for source in SOURCES:
        found = extract_from_dir(
            ROOT / source,
            method_map=[("**.py", "python")],
            keywords=KEYWORDS,
            comment_tags=("TRANSLATORS:",),
            strip_comment_tags=True,
        )
        for filename, lineno, message, comments, context in found:
            where = f"{source}/{filename}"
            catalog.add(message, None, [(where, lineno)], auto_comments=comments, context=context)
    return catalog


def _mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def updated(code: str, pot: Catalog) -> Catalog:
    """The catalog of ``code`` brought up to the template (made empty if it has none)."""
    catalog = brought_up(LOCALE / f"{code}.po", code, pot, HEADER)
    if code in PLURAL_FORMS:  # the header's setter is Babel's public way to set the rule
        catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[code])]
    return catalog


def wanted() -> dict[Path, bytes]:
    """Each catalog file as ``make messages`` writes it."""
    pot = template()
    files = {LOCALE / "tractor.pot": po_bytes(pot)}
    for code in LANGUAGES:
        catalog = updated(code, pot)
        files[LOCALE / f"{code}.po"] = po_bytes(catalog)
        files[LOCALE / f"{code}.mo"] = _mo_bytes(catalog)
    return files


def stale() -> list[Path]:
    """The catalog files that ``make messages`` would change."""
    return changed(wanted())


if __name__ == "__main__":
    sys.exit(main(wanted, lambda _: [], "make messages"))
