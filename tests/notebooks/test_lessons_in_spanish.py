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
#: Words of the English lessons (their exercises, labels and printed lines) and of the engine's
#: English sentences, the rule-set comparisons' too: none is left in what a Spanish lesson shows
#: ("Legal:" is Spanish too). Error messages a programmer meets stay English
#: (docs/languages/index.md) and are not in the list.
ENGLISH_OUTPUT = re.compile(
    r"\b(?:Seat \d|Trick \d|You (?:hold|play|lead|pass|may)|must be played|press Check|"
    r"Think again|Select (?:a|the|every|exactly)|Who (?:declares|starts|wins|becomes)|"
    r"What (?:happens|kind)|Which (?:suit|play)|How many points|May you|declarers \+|"
    r"defenders \+|has just closed|kitty multiplied|last lead of|previous (?:winner|loser)|"
    r"stays at|wins the game|Nobody|The kitty|Your hand|(?:South|East|North|West)\b(?!-)|"
    r"are equal|characters:|Same defenders|(?:one|two) decks?,|Predict|big joker is|"
    r"10s stay trumps|a (?:winner|loser)\)|"
    r"makes? the difference|agree here|is legal only under|wins the trick|defenders have|"
    r"positions compared|\d+ of \d+ differ)"
)
#: The keys of a widget's synced state that hold no words it shows (its code, style, layout).
_NOT_SHOWN = ("_esm", "_css", "_anywidget_id", "layout", "tooltip")


def _shown(cell: nbformat.NotebookNode) -> str:
    """What a code cell shows, as text: what it prints, and its displays (their pictures' tags
    left out)."""
    printed = [o.get("text", "") for o in cell.outputs if o.output_type == "stream"]
    return " ".join(
        printed
        + [
            TAG.sub(" ", html.unescape(o.get("data", {}).get(kind, "")))
            for o in cell.outputs
            for kind in ("text/html", "text/plain")
        ]
    )


def _texts(value: object) -> list[str]:
    """Every string in a widget's state value (its questions, options, labels, feedback)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in _texts(v)]
    return []


def widget_words(nb: nbformat.NotebookNode) -> str:
    """What the lesson's widgets say (an exercise's prompt, options, card labels and status; a
    view's captions), read from the widget state the kernel synced, which nbclient keeps in
    the notebook's metadata (``store_widget_state``): it is not in the cells' HTML outputs."""
    stored = nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    return " ".join(
        t
        for model in stored.get("state", {}).values()
        for key, value in model.get("state", {}).items()
        if key not in _NOT_SHOWN
        for t in _texts(value)
    )


def run_spanish(name: str) -> nbformat.NotebookNode:
    """The Spanish lesson ``name`` run top to bottom in a real kernel, its widgets' state kept."""
    nb = nbformat.read(SPANISH / name, as_version=4)
    NotebookClient(
        nb,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(SPANISH)}},
        store_widget_state=True,
    ).execute()
    return nb


def test_the_english_word_list_catches_what_the_lessons_once_wrote() -> None:
    """The list sees the words the shared code cells once wrote themselves (questions, options,
    labels, seat names), and no Spanish word the kit says instead."""
    once = [
        "Who declares this hand?", "Which suit is trump?", "What happens?", "declarers +1",
        "defenders +0", "Who starts the next hand?", "Who becomes seat 4's friend?",
        "tractor-4p: what is the kitty multiplied by?", "a last lead of 4:", "Seat 3 shows 2♥:",
        "Trick 12 has just closed", "How many points does the kitty add", "May you play Q♦ 8♠?",
        "What kind of lead is it?", "Nobody", "The kitty", "Your hand", "South", "West",
        "the two 3♦ are equal:", "1234 characters:", "Same defenders' points:", "one deck, 20:",
        "two decks, 40:", "Predict: with", "tractor-4p: only the big joker is a trump",
        "tractor-5p: the 10s stay trumps", "seat 4 (a loser):",
    ]  # fmt: skip
    assert [w for w in once if not ENGLISH_OUTPUT.search(w)] == []
    spanish = (
        "¿Quién declara esta mano? Asiento 0 declarantes +1 defensores +0 El fondo Tu mano "
        "Sur Este Norte Oeste Noroeste Nadie tractor-4p single-deck"
    )
    assert ENGLISH_OUTPUT.search(spanish) is None


@pytest.mark.notebook
@pytest.mark.parametrize("name", [p.name for p in ENGLISH])
def test_a_spanish_lesson_runs_and_speaks_spanish(name: str) -> None:
    """Every Spanish lesson runs top to bottom in a real kernel, its shared English code
    included (lesson 9 once looked for an English sentence), and what it shows has no English
    word of the list left: the cells' outputs (the engine's reasons and pictures, what a cell
    prints) and what its widgets say (an exercise's question, options and card labels, read
    from the synced widget state). The code cells are shared with the English lesson, so they
    write no prose themselves: the lessons' helpers say it in the language in force."""
    nb = run_spanish(name)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert not [o for c in code for o in c.outputs if o.output_type == "error"]
    words = widget_words(nb)
    assert words, f"{name}: no widget state was kept"
    shown = " ".join(_shown(c) for c in code)
    left = sorted({m[0] for m in ENGLISH_OUTPUT.finditer(shown + " " + words)})
    assert not left, f"{name}: English left in what the lesson shows: {left}"
    if name.startswith(("04-", "05-")):
        assert "Tienes" in shown or "tienes" in shown, "no Spanish reason in the lesson's pictures"
