"""The lessons in Spanish: built by ``make lessons`` from the English notebooks and the catalog of
their text cells (``notebooks/locale/es.po``), current, complete, and runnable."""

from __future__ import annotations

import html
import json
import re
import shutil
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import lessons as build  # noqa: E402  (tools/lessons.py: what `make lessons` runs)

ENGLISH = build.lessons()
SPANISH = ROOT / "notebooks" / "es"
LINK = re.compile(r"\]\(([^)]*)\)")
LESSON = re.compile(r"\d\d-[^/]*\.ipynb")
FENCE = re.compile(r"```.*?```", re.S)
SPAN = re.compile(r"`[^`\n]+`")


def _catalog():
    return build.updated("es", build.template())


def test_the_spanish_lessons_and_their_catalog_are_current() -> None:
    """`make lessons` would change nothing: every cell is in the catalog with the English it
    translates, and every built lesson is the English one with the catalog's text."""
    assert build.stale() == []


def test_every_text_cell_has_a_current_translation() -> None:
    catalog = _catalog()
    cells = {m.context for m in catalog if m.id}
    missing = sorted(cells - set(build.translations(catalog)))
    assert not missing, f"untranslated or changed since translated: {missing}"
    assert len(cells) == sum(
        c["cell_type"] == "markdown"
        for p in ENGLISH
        for c in json.loads(p.read_text(encoding="utf-8"))["cells"]
    )


def test_a_changed_english_cell_asks_for_its_translation_again(tmp_path, monkeypatch) -> None:
    """Change one English cell: its translation turns fuzzy, the built lesson shows the new
    English instead, and the check reports both files."""
    notebooks = tmp_path / "notebooks"
    shutil.copytree(ROOT / "notebooks", notebooks, ignore=shutil.ignore_patterns(".*"))
    monkeypatch.setattr(build, "NOTEBOOKS", notebooks)
    monkeypatch.setattr(build, "LOCALE", notebooks / "locale")
    monkeypatch.setattr(build, "ROOT", tmp_path)
    assert build.stale() == []
    lesson = notebooks / ENGLISH[4].name
    notebook = json.loads(lesson.read_text(encoding="utf-8"))
    cell = next(c for c in notebook["cells"] if c["cell_type"] == "markdown")
    cell["source"] = ["# A new title\n", "\n", "New English text."]
    lesson.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n")
    stale = {p.relative_to(notebooks).as_posix() for p in build.stale()}
    assert stale == {"locale/es.po", f"es/{lesson.name}"}
    catalog = build.updated("es", build.template())
    key = f"{lesson.stem}#{cell['id']}"
    changed = next(m for m in catalog if m.context == key)
    assert "fuzzy" in changed.flags and changed.string, "the old translation is kept for review"
    assert key not in build.translations(catalog)
    built = build.built(lesson, "es", build.translations(catalog))
    first = next(c for c in built["cells"] if c["cell_type"] == "markdown")
    assert "".join(first["source"]) == "# A new title\n\nNew English text."


@pytest.mark.parametrize("english", ENGLISH, ids=[p.name for p in ENGLISH])
def test_a_spanish_lesson_is_its_english_one_translated(english: Path) -> None:
    """The same cells in the same order: code unchanged, one cell that sets the language
    before the first code cell, each text cell translated with its structure (headings, code
    spans, links: those leaving notebooks/ one folder deeper)."""
    en = nbformat.read(english, as_version=4)
    es = nbformat.read(SPANISH / english.name, as_version=4)
    setting = [c for c in es.cells if c.get("id") == build.LANGUAGE_CELL_ID]
    assert len(setting) == 1 and 'te.set_language("es")' in setting[0].source
    first_code = next(i for i, c in enumerate(es.cells) if c.cell_type == "code")
    assert es.cells[first_code].get("id") == build.LANGUAGE_CELL_ID
    cells = [c for c in es.cells if c.get("id") != build.LANGUAGE_CELL_ID]
    assert [(c.cell_type, c.id) for c in cells] == [(c.cell_type, c.id) for c in en.cells]
    for a, b in zip(en.cells, cells, strict=True):
        if a.cell_type == "code":
            assert a.source == b.source and not b.outputs
            continue
        assert b.source != a.source, f"{english.name} cell {a.id} is not translated"
        assert a.source.lstrip()[:3].count("#") == b.source.lstrip()[:3].count("#"), a.id
        assert FENCE.findall(a.source) == FENCE.findall(b.source), a.id
        assert SPAN.findall(FENCE.sub("", a.source)) == SPAN.findall(FENCE.sub("", b.source)), a.id
        targets = [t if LESSON.match(t) or t.startswith("http") else "../" + t
                   for t in LINK.findall(a.source)]  # fmt: skip
        assert sorted(LINK.findall(b.source)) == sorted(targets), a.id
    for target in {t for c in cells if c.cell_type == "markdown" for t in LINK.findall(c.source)}:
        path = target.split("#")[0]
        if path and not path.startswith(("http:", "https:")):
            assert (SPANISH / path).resolve().exists(), f"{english.name}: link to {target}"


TAG = re.compile(r"<[^>]+>")
#: Words of the English lessons' exercises and of the engine's English sentences (the rule-set
#: comparisons' too): none is left in a Spanish lesson's outputs unless the lesson's own code
#: writes it ("Legal:" is Spanish too).
ENGLISH_OUTPUT = re.compile(
    r"\b(?:Seat \d|Trick \d|You (?:hold|play|lead|pass|may)|must be played|press Check|"
    r"Think again|Select (?:a|the|every|exactly)|Who (?:declares|starts|wins)|"
    r"makes? the difference|agree here|is legal only under|wins the trick|defenders have|"
    r"positions compared|\d+ of \d+ differ)"
)


def _shown(cell: nbformat.NotebookNode) -> str:
    """What a code cell shows, as text (its pictures' tags left out)."""
    return " ".join(
        TAG.sub(" ", html.unescape(o.get("data", {}).get(kind, "")))
        for o in cell.outputs
        for kind in ("text/html", "text/plain")
    )


@pytest.mark.notebook
@pytest.mark.parametrize("name", [p.name for p in ENGLISH])
def test_a_spanish_lesson_runs_and_speaks_spanish(name: str) -> None:
    """Every Spanish lesson runs top to bottom in a real kernel, its shared English code
    included (lesson 9 once looked for an English sentence), and what the kit shows in it (the
    engine's reasons and pictures, the exercises' questions, choices and labels) has no English
    words left. Words a code cell writes itself (a question given to ``lessons.ask``, seat names)
    are the lesson's: the code cells are shared with the English lesson and stay English."""
    nb = nbformat.read(SPANISH / name, as_version=4)
    NotebookClient(
        nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(SPANISH)}}
    ).execute()
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert not [o for c in code for o in c.outputs if o.output_type == "error"]
    left = sorted(
        {m[0] for c in code for m in ENGLISH_OUTPUT.finditer(_shown(c)) if m[0] not in c.source}
    )
    assert not left, f"{name}: English left in the outputs: {left}"
    if name.startswith(("04-", "05-")):
        shown = " ".join(_shown(c) for c in code)
        assert "Tienes" in shown or "tienes" in shown, "no Spanish reason in the lesson's pictures"
