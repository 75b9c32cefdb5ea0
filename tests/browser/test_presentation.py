"""``python -m tractor_widgets present``: a lesson served by Voila for a class, in chromium.

The command is started as a subprocess on a free port of 127.0.0.1, exactly as a teacher types
it (with ``--no-browser``); the page must show the markdown and a live widget that answers a
click, and none of the code that made it. The command's errors are checked without a browser.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from tractor_widgets import present as present_mod

from . import harness
from .lesson_cells import LP_HAND, LP_LEAD

ROOT = Path(__file__).resolve().parents[2]
HIDDEN = "PRESENTER-ONLY-c0de"  # in a code cell's source; must never reach the page
CELLS = [
    (
        "markdown",
        "# Following a diamond tractor\n\nPick the cards you would play, as "
        "[the rules](rules.md) say.",
    ),
    (
        "code",
        f"# {HIDDEN}: the class sees the widget, not this code\n"
        "import tractor_widgets as tw\n"
        f'tw.LegalPlayHighlighter(hand="{LP_HAND}", lead="{LP_LEAD}", trump="2H", '
        'rules="tractor-5p")',
    ),
    (
        "code",
        "import tractor_engine as te\n"
        f'te.classify_lead("{LP_LEAD}", trump="2H", rules="tractor-5p")',
    ),
]


def _notebook(path: Path) -> Path:
    nb = nbformat.v4.new_notebook(metadata=harness.KERNEL_METADATA)
    for kind, src in CELLS:
        make = nbformat.v4.new_markdown_cell if kind == "markdown" else nbformat.v4.new_code_cell
        nb.cells.append(make(src))
    nbformat.write(nb, path)
    return path


def _run_present(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tractor_widgets", "present", *args],
        cwd=cwd, capture_output=True, text=True, timeout=60,
    )  # fmt: skip


@contextlib.contextmanager
def presenting(notebook: Path, tmp: Path, *options: str) -> Iterator[str]:
    """``python -m tractor_widgets present NOTEBOOK --port P --no-browser [options]`` running in
    its own process group; yields the URL it printed once that URL answers. Stopped with
    Ctrl+C's SIGINT, as a teacher would."""
    port = harness.free_port()
    log = tmp / f"present-{port}.log"
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(tmp / "config"),
        JUPYTER_RUNTIME_DIR=str(tmp / "runtime"),
        PYTHONUNBUFFERED="1",
    )
    cmd = [sys.executable, "-m", "tractor_widgets", "present", str(notebook),
           "--port", str(port), "--no-browser", *options]  # fmt: skip
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, cwd=tmp, env=env, stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True)  # fmt: skip
    try:
        url = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + 60
        while True:
            text = log.read_text(errors="replace")
            assert proc.poll() is None, f"present exited ({proc.returncode}):\n{text[-3000:]}"
            assert time.monotonic() < deadline, f"{url} did not answer in 60 s:\n{text[-3000:]}"
            if f"Presenting {notebook.name} at {url} (" in text:
                try:
                    with urllib.request.urlopen(url, timeout=2) as r:
                        if r.status == 200:
                            break
                except OSError:
                    pass
            time.sleep(0.2)
        yield url
    finally:
        harness.stop_group(proc, signal.SIGINT, wait=15)


class Outside(list):
    """The page's requests to any host but 127.0.0.1 (each refused: there is no network)."""


def _open(
    browser: Any, url: str, viewport: tuple[int, int] = (1100, 800)
) -> tuple[Any, harness.PageLog, Outside]:
    page = browser.new_page(viewport={"width": viewport[0], "height": viewport[1]})
    log = harness.PageLog(page)
    outside = Outside()

    def route(r: Any) -> None:
        if r.request.url.startswith(("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    page.route("**/*", route)
    # Voila runs the whole lesson before it answers: under a site build beside the tests that
    # can take more than the default 30 s
    page.goto(url, timeout=90_000)
    return page, log, outside


def _assert_no_code_shown(page: Any, secret: str | None = None) -> None:
    for selector in (".jp-CodeCell .jp-InputArea", ".jp-InputPrompt", ".cm-editor", ".CodeMirror"):
        assert page.locator(selector).count() == 0, f"the page shows code: {selector}"
    if secret is not None:
        assert secret not in page.content(), f"code cell source {secret!r} reached the page"


@pytest.mark.browser
def test_present_serves_a_live_widget_without_code(
    browser: Any, browser_tmp: Path, artifacts: Path
) -> None:
    tmp = browser_tmp / "present"
    tmp.mkdir()
    notebook = _notebook(tmp / "lesson.ipynb")
    with presenting(notebook, tmp) as url:
        page, log, outside = _open(browser, url)
        root = page.locator(".tw-legal-play-highlighter")
        expect(root.locator(".tw-card").first).to_be_visible(timeout=60_000)
        expect(page.get_by_role("heading", name="Following a diamond tractor")).to_be_visible()
        status = root.locator('[role="status"]')
        expect(status).to_contain_text("Select 4 cards")
        before = status.inner_text()

        target = root.locator('.tw-card[role="button"][data-index="3"]')
        expect(target).to_have_attribute("aria-pressed", "false")
        target.click(position={"x": 12, "y": 40})
        expect(target).to_have_attribute("aria-pressed", "true")
        # The verdict is computed by the kernel: a new sentence means the click went round.
        expect(status).not_to_have_text(before, timeout=15_000)
        expect(status).to_contain_text(re.compile(r"\S"))

        _assert_no_code_shown(page, HIDDEN)
        root.screenshot(path=str(artifacts / "present-lp.png"))
        (artifacts / "present-console.log").write_text("\n".join(log.lines))
        assert not log.errors(), str(log)
        assert outside == [], f"the presentation asked other hosts: {outside}"
        page.close()


#: What a presentation draws, in px: the prose, the lesson's title, one card of the engine's
#: own picture (2.6em wide in an output's text) and whether the prose's link is underlined.
PAGE_SIZES = """() => {
    const size = (e) => parseFloat(getComputedStyle(e).fontSize);
    const p = document.querySelector(".jp-RenderedMarkdown p");
    const h1 = document.querySelector(".jp-RenderedMarkdown h1");
    const link = document.querySelector(".jp-RenderedMarkdown p a");
    const card = document.querySelector(".jp-RenderedHTML span[title]");
    return { prose: size(p), title: size(h1), card: card.getBoundingClientRect().width,
             underlined: getComputedStyle(link).textDecorationLine.includes("underline") };
}"""


@pytest.mark.browser
def test_present_scale_enlarges_the_whole_page_and_asks_no_other_host(
    browser: Any, browser_tmp: Path, artifacts: Path
) -> None:
    """At --scale 1.5 on a 1280x720 projector everything grows 1.5 times: the widgets, the
    prose (14 px -> 21 px), the headings and the engine's own card pictures; links in the prose
    are underlined, and axe finds no serious or critical violation on the page."""
    tmp = browser_tmp / "present-scale"
    tmp.mkdir()
    notebook = _notebook(tmp / "lesson.ipynb")
    sizes = {}
    for scale in ("1", "1.5"):
        with presenting(notebook, tmp, "--scale", scale) as url:
            page, log, outside = _open(browser, url, (1280, 720))
            root = page.locator(".tw-legal-play-highlighter")
            card = root.locator(".tw-card").first
            expect(card).to_be_visible(timeout=60_000)
            expect(page.locator(".jp-RenderedHTML span[title]").first).to_be_visible()
            page.wait_for_load_state("networkidle")
            box = card.bounding_box()
            assert box is not None and abs(box["width"] - 64 * float(scale)) < 1, box
            size = root.evaluate("r => parseFloat(getComputedStyle(r).fontSize)")
            assert size == pytest.approx(15 * float(scale)), size
            sizes[scale] = page.evaluate(PAGE_SIZES)
            assert sizes[scale]["underlined"], "the prose's link is told apart by colour alone"
            harness.assert_no_serious_axe_violation(page)
            page.screenshot(path=str(artifacts / f"present-scale-{scale}.png"), full_page=True)
            assert outside == [], f"the presentation asked other hosts: {outside}"
            assert not log.errors(), str(log)
            page.close()
    normal, large = sizes["1"], sizes["1.5"]
    assert normal["prose"] == pytest.approx(14) and large["prose"] >= 21, sizes
    for key in ("title", "card"):
        assert large[key] == pytest.approx(normal[key] * 1.5, rel=0.02), (key, sizes)


def test_a_scale_out_of_range_is_refused(tmp_path: Path) -> None:
    notebook = _notebook(tmp_path / "lesson.ipynb")
    proc = _run_present(str(notebook), "--scale", "5", "--no-browser", cwd=tmp_path)
    assert proc.returncode == 2
    assert "--scale 5: give a size from 0.75 to 3" in proc.stderr


def test_the_template_drops_links_to_other_hosts_and_sets_the_scale(tmp_path: Path) -> None:
    root = present_mod.write_template(tmp_path, 1.5)
    folder = root / "voila" / "templates" / present_mod.TEMPLATE
    assert json_conf(folder) == {"base_template": "lab"}
    index = (folder / "index.html.j2").read_text()
    assert "--tw-scale: 1.5;" in index and "startswith('<link')" in index
    assert "--jp-content-font-size1: calc(14px * 1.5);" in index


def json_conf(folder: Path) -> Any:
    import json

    return json.loads((folder / "conf.json").read_text())


#: The lessons presented with axe: three by default (about 15 s each), every lesson with
#: TRACTOR_PRESENT_ALL_LESSONS=1.
PRESENTED = (
    sorted(p.name[:2] for p in (ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
    if os.environ.get("TRACTOR_PRESENT_ALL_LESSONS")
    else ["03", "06", "13"]
)


@pytest.mark.browser
@pytest.mark.parametrize("number", PRESENTED)
def test_present_a_lesson_at_scale_with_no_serious_axe_violation(
    number: str, browser: Any, browser_tmp: Path, artifacts: Path
) -> None:
    """Lessons presented at --scale 1.5 on a 1280x720 projector: no code, nothing asked of
    another host, and axe (WCAG 2 A/AA) finds no serious or critical violation on the whole
    page, prose included (lessons 06 and 13 had links told apart by colour alone)."""
    lesson = next((ROOT / "notebooks").glob(f"{number}-*.ipynb"))
    tmp = browser_tmp / f"present-{number}"
    tmp.mkdir()
    with presenting(lesson, tmp, "--scale", "1.5") as url:
        page, log, outside = _open(browser, url, (1280, 720))
        expect(page.locator(".tw-root").first).to_be_visible(timeout=60_000)
        page.wait_for_load_state("networkidle")
        _assert_no_code_shown(page)
        prose = page.locator(".jp-RenderedMarkdown p").first
        assert prose.evaluate("p => parseFloat(getComputedStyle(p).fontSize)") >= 21
        harness.assert_no_serious_axe_violation(page)
        assert outside == [], f"the presentation asked other hosts: {outside}"
        page.screenshot(path=str(artifacts / f"present-{number}.png"))
        assert not log.errors(), str(log)
        page.close()


# --- the command's errors and arguments, no browser ------------------------------------------


def test_missing_notebook_is_named(tmp_path: Path) -> None:
    proc = _run_present("notebooks/99-nowhere.ipynb", "--no-browser", cwd=tmp_path)
    assert proc.returncode == 2
    assert "notebook 'notebooks/99-nowhere.ipynb' does not exist" in proc.stderr
    assert "Presenting" not in proc.stdout


def test_a_folder_or_other_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "notes.md").write_text("# not a notebook\n")
    proc = _run_present("notes.md", cwd=tmp_path)
    assert proc.returncode == 2
    assert "'notes.md' is not a Jupyter notebook (.ipynb) file" in proc.stderr
    proc = _run_present(".", cwd=tmp_path)
    assert proc.returncode == 2
    assert "is a folder" in proc.stderr


def test_a_taken_port_is_named(tmp_path: Path) -> None:
    notebook = _notebook(tmp_path / "lesson.ipynb")
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        proc = _run_present(str(notebook), "--port", str(port), "--no-browser", cwd=tmp_path)
    assert proc.returncode == 2
    assert f"--port {port}: 127.0.0.1:{port} is already in use" in proc.stderr


def test_missing_voila_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    notebook = _notebook(tmp_path / "lesson.ipynb")
    real = present_mod.importlib.util.find_spec
    monkeypatch.setattr(
        present_mod.importlib.util,
        "find_spec",
        lambda name, *a: None if name == "voila" else real(name, *a),
    )
    with pytest.raises(present_mod.PresentError, match=r"voila is not installed for .*pip install"):
        present_mod.present(notebook, open_browser=False)


def test_voila_is_told_to_strip_sources_and_stay_on_its_port(tmp_path: Path) -> None:
    argv = present_mod.voila_argv(tmp_path / "x.ipynb", 9999, open_browser=False)
    assert argv[0] == str(tmp_path / "x.ipynb")
    for flag in ("--strip_sources=True", "--port=9999", "--Voila.ip=127.0.0.1",
                 "--Voila.port_retries=0", "--no-browser",
                 f"--template={present_mod.TEMPLATE}"):  # fmt: skip
        assert flag in argv
    assert "--no-browser" not in present_mod.voila_argv(tmp_path / "x.ipynb", 9999)
