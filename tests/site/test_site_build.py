"""The built site holds every lesson, page and presentation, and loads nothing from outside."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from .conftest import lessons

TAG = re.compile(r"<[^>]+>")

RULE_SECTIONS = [
    "1-cards-trumps-and-order",
    "2-combinations",
    "3-leads",
    "4-following",
    "5-who-wins-a-trick",
    "6-bidding-the-trump-declaring",
    "7-the-hidden-friend",
    "8-scoring-a-hand",
    "9-what-the-engine-always-answers",
]
PAGES = ["index.html", "rules.html", "cli.html", "api/engine.html", "api/widgets.html",
         "lessons/index.html", "lessons/README.html", "search.html"]  # fmt: skip
# An element that makes the browser fetch something: src=, or a stylesheet/module/preload link.
LOADS = re.compile(
    r"""<(?:script|img|iframe|audio|video|source|embed)\b[^>]*\ssrc=["']?(https?:)?//"""
    r"""|<link\b[^>]*\shref=["']?(https?:)?//""",
    re.I,
)


def test_every_lesson_is_in_the_three_parts(site: Path) -> None:
    found = lessons()
    assert found, "no lessons in notebooks/"
    for nb in found:
        page = site / "lessons" / f"{nb.stem}.html"
        assert page.exists(), f"no docs page for {nb.name}"
        html = page.read_text()
        live = f"../lite/lab/index.html?path=notebooks/{nb.name}"
        show = f"../present/voici/render/{nb.stem}.html"
        assert f'href="{live}"' in html, f"{page.name} has no Try it live link"
        assert f'href="{show}"' in html, f"{page.name} has no Presentation link"
        assert (site / "lite" / "files" / "notebooks" / nb.name).exists()
        assert (site / "present" / "voici" / "render" / f"{nb.stem}.html").exists()


def test_site_copies_install_the_wheel_and_keep_the_lesson(site: Path) -> None:
    for nb in lessons():
        original = json.loads(nb.read_text())["cells"]
        copy = json.loads((site / "lite" / "files" / "notebooks" / nb.name).read_text())
        first = "".join(copy["cells"][0]["source"])
        assert "piplite.install" in first and "tractor-widgets" in first
        assert len(copy["cells"]) == len(original) + 1
        assert copy["metadata"]["kernelspec"]["name"] == "python"


def test_docs_pages_and_rule_sections(site: Path) -> None:
    for page in PAGES:
        assert (site / page).exists(), page
    rules = (site / "rules.html").read_text()
    for anchor in RULE_SECTIONS:
        assert f'id="{anchor}"' in rules, anchor
    # every example is drawn by the engine: its card faces carry a title naming the card
    assert rules.count('title="') > 100
    for preset in ("tractor-4p", "tractor-5p", "single-deck"):
        assert preset in rules
    api = (site / "api" / "engine.html").read_text()
    for name in ("check_follow", "follow_options", "classify_lead", "Round", "level_change"):
        assert f'id="tractor_engine.{name}"' in api, name
    widgets = (site / "api" / "widgets.html").read_text()
    for name in ("HandViewer", "LegalPlayHighlighter", "TractorDetector", "Exercise"):
        assert f'id="tractor_widgets.{name}"' in widgets, name


def test_lesson_pages_show_the_widgets_static_pictures(site: Path) -> None:
    for nb in lessons():
        source = nb.read_text()
        html = (site / "lessons" / f"{nb.stem}.html").read_text()
        if "tw." in source and "Widget" not in nb.stem:
            widgets = re.findall(
                r"tw\.(HandViewer|LegalPlayHighlighter|TractorDetector|"
                r"ScoreCalculator|TrickView|RoundView|Exercise)\b",
                source,
            )
            if widgets:
                assert "tw-static" in html, f"{nb.name}: no widget picture on its page"
        assert "widget-view+json" not in html


@pytest.mark.parametrize("part", ["", "lite", "present"])
def test_nothing_is_loaded_from_outside(site: Path, part: str) -> None:
    folder = site / part if part else site
    pages = [p for p in folder.rglob("*.html") if part or not p.is_relative_to(site / "lite")]
    offenders = []
    for page in pages:
        if not part and page.is_relative_to(site / "present"):
            continue
        for m in LOADS.finditer(page.read_text(errors="replace")):
            offenders.append(f"{page.relative_to(site)}: {m.group(0)[:120]}")
    assert not offenders, "\n".join(offenders[:20])


def test_jupyterlite_is_self_hosted(site: Path) -> None:
    for part, config in (("lite", "jupyter-lite.json"), ("present", "jupyter-lite.json")):
        data = json.loads((site / part / config).read_text())["jupyter-config-data"]
        kernel = data["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
        assert kernel["disablePyPIFallback"] is True
        assert kernel["pyodideUrl"].startswith("./static/pyodide/"), kernel["pyodideUrl"]
        lock = json.loads((site / part / "static" / "pyodide" / "pyodide-lock.json").read_text())
        for entry in lock["packages"].values():
            assert (site / part / "static" / "pyodide" / entry["file_name"]).exists()
        wheels = json.loads((site / part / "pypi" / "all.json").read_text())
        for name in ("tractor-widgets", "anywidget", "ipywidgets"):
            assert name in wheels, (part, name, sorted(wheels))


def test_presentations_underline_the_lessons_links(site: Path) -> None:
    """The site's Voici pages carry the rule `present` uses: links in the prose are told apart
    by an underline, not by colour alone (axe's link-in-text-block)."""
    from tractor_widgets.present import LINKS_UNDERLINED

    pages = sorted((site / "present" / "voici" / "render").glob("*.html"))
    assert len(pages) == len(lessons()), pages
    missing = [p.name for p in pages if LINKS_UNDERLINED not in p.read_text()]
    assert not missing, missing


def test_the_docs_in_spanish_with_a_language_switch(site: Path) -> None:
    """site/es/: the home and rules pages translated from docs/locale/es, their examples drawn
    in Spanish by the engine, each page linked to its translation and back."""
    import tractor_engine as te

    rules = (site / "es" / "rules.html").read_text()
    english = (site / "rules.html").read_text()
    assert re.search(r'<html[^>]* lang="es"', rules)
    for anchor in RULE_SECTIONS:  # the English anchors still lead to the sections
        assert f'id="{anchor}"' in rules, anchor
    with te.language("es"):
        said = te.classify_lead("7D 7D 8D 8D", trump="2C", rules="tractor-5p").reason
    assert "Salida de" in rules or said.split(":")[0] in rules
    assert "You hold" not in rules and "is a single lead" not in rules
    # every heading too: a numbered one ("1. Cards, ...") once stayed English (its translation,
    # parsed as Markdown, was a list; the catalog escapes it: "1\\. Cartas, ...")
    headings = [TAG.sub("", h) for h in re.findall(r"<h[1-4][^>]*>(.*?)</h[1-4]>", rules, re.S)]
    english_headings = {
        TAG.sub("", h) for h in re.findall(r"<h[1-4][^>]*>(.*?)</h[1-4]>", english, re.S)
    }
    assert len(headings) >= 10 and not set(headings) & english_headings, headings
    assert "1. Cartas, triunfos y orden¶" in headings, headings
    assert 'href="es/rules.html" hreflang="es" lang="es">Español</a>' in english
    assert 'href="../rules.html" hreflang="en" lang="en">English</a>' in rules
    lesson = site / "es" / "lessons" / "05-following-tractors-and-throws.html"
    assert "Lección 5" in lesson.read_text()
    assert 'href="../../lessons/05-following-tractors-and-throws.html"' in lesson.read_text()


@pytest.mark.slow  # Sphinx's gettext builder over the docs: about 15 s
def test_the_docs_catalogs_are_up_to_date(site_bin: Path) -> None:
    """`make docs-messages` would change nothing: every paragraph of the translated pages is in
    docs/locale/<code> (a page that changed asks for its translation again)."""
    import subprocess

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([site_bin / "python", root / "tools" / "site" / "messages.py", "--check"],
                          capture_output=True, text=True, cwd=root)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr[-2000:]


def test_every_paragraph_of_the_translated_pages_is_translated() -> None:
    from babel.messages.pofile import read_po

    locale = Path(__file__).resolve().parents[2] / "docs" / "locale"
    catalogs = sorted(locale.rglob("*.po"))
    assert len(catalogs) == 3, catalogs
    for path in catalogs:
        with path.open("rb") as f:
            missing = [m.id for m in read_po(f) if m.id and (not m.string or m.fuzzy)]
        assert not missing, f"{path.relative_to(locale)}: untranslated {missing[:3]}"
