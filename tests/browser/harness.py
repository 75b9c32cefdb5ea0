"""A real JupyterLab (and Voila) server plus Debian's chromium, for tests and the benchmark.

What works here: the server on 127.0.0.1 with a token, a temporary root and
JUPYTER_CONFIG_DIR, the news toast switched off, kernelspec metadata in generated notebooks,
the status bar's "Idle" as the sign that the kernel is ready, Run All through the Run menu.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
OVERRIDES = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False}
}
KERNEL_METADATA = {
    "kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"},
    "language_info": {"name": "python"},
}


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def ensure_overrides() -> Path:
    """Write the environment's lab settings overrides (no news toast) if they are missing."""
    path = Path(sys.prefix) / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    if path.exists():
        try:
            current = json.loads(path.read_text() or "{}")
        except json.JSONDecodeError:
            current = {}
        if "@jupyterlab/apputils-extension:notification" in current:
            return path
        current.update(OVERRIDES)
    else:
        current = dict(OVERRIDES)
    path.parent.mkdir(parents=True, exist_ok=True)
    # written whole, then renamed: two xdist workers may start a server at the same moment
    part = path.with_name(f"{path.name}.{os.getpid()}")
    part.write_text(json.dumps(current, indent=2))
    part.replace(path)
    return path


def write_notebook(path: Path, cells: list[str]) -> Path:
    """A notebook of code cells with kernelspec metadata (no kernel dialog in JupyterLab)."""
    nb = {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": KERNEL_METADATA,
        "cells": [
            {
                "cell_type": "code",
                "id": f"cell-{i}",
                "metadata": {},
                "execution_count": None,
                "outputs": [],
                "source": src,
            }
            for i, src in enumerate(cells)
        ],
    }
    path.write_text(json.dumps(nb, indent=1))
    return path


def _wait_http(url: str, proc: subprocess.Popen, timeout: float, log: Path) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited early:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"server did not answer {url} in {timeout} s:\n{log.read_text()[-3000:]}")


@dataclass
class Server:
    """A running server: its root folder, base URL and token."""

    root: Path
    port: int
    token: str
    proc: subprocess.Popen
    log: Path
    env: dict[str, str] = field(default_factory=dict)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        stop_group(self.proc)


def stop_group(proc: subprocess.Popen, sig: int = signal.SIGTERM, wait: float = 10) -> None:
    """Stop a process started with ``start_new_session=True`` and everything it started:
    ``sig`` to its process group, then SIGKILL if it is still running after ``wait`` seconds."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, sig)
    try:
        proc.wait(wait)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(5)


def _env(tmp: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["JUPYTER_CONFIG_DIR"] = str(tmp / "config")
    env["JUPYTER_RUNTIME_DIR"] = str(tmp / "runtime")
    env["PYTHONUNBUFFERED"] = "1"
    env.pop("JUPYTER_PLATFORM_DIRS", None)
    return env


def start_lab(tmp: Path) -> Server:
    """``jupyter lab`` on a free port of 127.0.0.1, root ``tmp/root``, a fresh token."""
    ensure_overrides()
    root = tmp / "root"
    root.mkdir(parents=True, exist_ok=True)
    token = secrets.token_hex(16)
    log = tmp / "lab.log"

    def cmd(port: int) -> list[str]:
        return [
            sys.executable, "-m", "jupyterlab",
            "--no-browser", "--allow-root", f"--port={port}", "--ServerApp.ip=127.0.0.1",
            f"--IdentityProvider.token={token}", f"--notebook-dir={root}",
            "--ServerApp.port_retries=0",
        ]  # fmt: skip

    return _start(cmd, tmp, root, token, log, f"/api/status?token={token}")


def start_voila(tmp: Path, notebook: Path) -> Server:
    """``voila NOTEBOOK`` on a free port of 127.0.0.1."""
    log = tmp / "voila.log"

    def cmd(port: int) -> list[str]:
        return [
            sys.executable, "-m", "voila", str(notebook), "--no-browser", f"--port={port}",
            "--Voila.ip=127.0.0.1",
        ]  # fmt: skip

    return _start(cmd, tmp, notebook.parent, "", log, "/")


def _start(
    cmd: Any, tmp: Path, root: Path, token: str, log: Path, ready: str, tries: int = 3
) -> Server:
    """Start ``cmd(port)`` on a free port in its own process group, logging to ``log``; wait
    until ``ready`` (a path on it) answers, or stop it and raise. A port taken between
    ``free_port`` and the server's bind (another xdist worker, another test run on the
    machine) makes the server exit at once: then it is started again on another port."""
    env = _env(tmp)
    for attempt in range(tries):
        port = free_port()
        with open(log, "wb") as out:
            proc = subprocess.Popen(
                cmd(port), cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT,
                start_new_session=True,
            )  # fmt: skip
        server = Server(root, port, token, proc, log, env)
        try:
            _wait_http(f"{server.base}{ready}", proc, 60, log)
        except RuntimeError as exc:
            server.stop()
            if "already in use" in str(exc) and attempt < tries - 1:
                continue
            raise
        except Exception:
            server.stop()
            raise
        return server
    raise AssertionError("unreachable")  # the loop returns or raises


@contextlib.contextmanager
def chromium(pw: Any = None, args: list[str] = CHROMIUM_ARGS) -> Iterator[Any]:
    """A headless Debian chromium driven by Playwright: by ``pw`` (the test session's one driver:
    two sync Playwright drivers cannot run in one process at once), else by a driver of its own."""
    if pw is None:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as own, chromium(own, args) as browser:
            yield browser
        return
    browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=args)
    try:
        yield browser
    finally:
        browser.close()


class PageLog:
    """Console messages, page errors and failed requests of one page, for failure reports."""

    def __init__(self, page: Any) -> None:
        self.lines: list[str] = []
        page.on("console", lambda m: self.lines.append(f"console.{m.type}: {m.text}"))
        page.on("pageerror", lambda e: self.lines.append(f"pageerror: {e}"))
        page.on("requestfailed", lambda r: self.lines.append(f"requestfailed: {r.url}"))

    def errors(self) -> list[str]:
        return [
            line
            for line in self.lines
            if line.startswith("pageerror") or (line.startswith("console.error") and "tw" in line)
        ]

    def __str__(self) -> str:
        return "\n".join(self.lines[-60:])


def open_and_run(
    page: Any, server: Server, notebook: str, workspace: str = "", timeout_ms: int = 60_000
) -> None:
    """Open a notebook in a fresh JupyterLab workspace, wait for its kernel, Run All.

    JupyterLab restores the tabs of a workspace, so a notebook opened earlier in the session
    could come back with its kernel saying "Idle" in the status bar, and a Run All sent then is
    lost. A workspace of its own (reset on open) shows only this notebook.
    """
    from playwright.sync_api import expect

    name = workspace or "tw-" + secrets.token_hex(4)
    page.goto(f"{server.base}/lab/workspaces/{name}/tree/{notebook}?token={server.token}&reset")
    expect(page.locator(".jp-NotebookPanel")).to_have_count(1, timeout=timeout_ms)
    expect(page.locator("#jp-main-statusbar")).to_contain_text("| Idle", timeout=timeout_ms)
    run_all(page)


def run_all(page: Any) -> None:
    """Run every cell through the Run menu item ``runmenu:run-all``."""
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator('[data-command="runmenu:run-all"]').click()


def wait_json(path: Path, predicate: Any, timeout: float = 15.0) -> dict[str, Any]:
    """Poll a JSON file the kernel writes until ``predicate(data)`` holds; return the data."""
    deadline = time.monotonic() + timeout
    data: dict[str, Any] = {}
    while time.monotonic() < deadline:
        try:
            data = json.loads(path.read_text())
        except (OSError, json.JSONDecodeError):
            data = {}
        if data and predicate(data):
            return data
        time.sleep(0.02)
    raise AssertionError(f"kernel state in {path} never matched; last seen: {data}")


def set_theme(page: Any, dark: bool) -> None:
    """Switch JupyterLab's theme through the Settings menu and wait until it applies."""
    name = "JupyterLab Dark" if dark else "JupyterLab Light"
    page.locator(".lm-MenuBar-itemLabel", has_text="Settings").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Theme").first.hover()
    page.locator(".lm-Menu-itemLabel", has_text=name).first.click()
    page.wait_for_function(
        f"document.body.dataset.jpThemeLight === '{'false' if dark else 'true'}'", timeout=15_000
    )
    settled(page)


#: Resolves once nothing under ``root`` runs a CSS transition or finite animation, the fonts are
#: loaded and the page has drawn two frames since (one lays out, the next is painted).
SETTLED_JS = """root => new Promise(done => {
    const moving = () => (root || document.body).getAnimations({ subtree: true })
        .some(a => a.playState === "running" && a.effect.getComputedTiming().endTime !== Infinity);
    const frames = n => requestAnimationFrame(() => (n ? frames(n - 1) : done(true)));
    const look = () => (moving() ? requestAnimationFrame(look) : frames(1));
    document.fonts.ready.then(look);
})"""


def settled(page: Any, selector: str = ".jp-Notebook") -> None:
    """Wait until the page has drawn its last change: no animation or transition running under
    ``selector`` (the whole page when absent), fonts loaded, two animation frames painted."""
    root = page.locator(selector)
    if root.count():
        root.first.evaluate(SETTLED_JS)
    else:
        page.evaluate(SETTLED_JS, None)


def make_tmp(prefix: str = "tw-browser-") -> Path:
    return Path(tempfile.mkdtemp(prefix=prefix))


def open_notebook(
    browser: Any,
    server: Server,
    name: str,
    cells: list[str],
    *,
    workspace: str = "",
    height: int = 1000,
) -> tuple[Any, PageLog]:
    """Write a test notebook of ``cells`` into the server's root, open it in a new browser
    page (1280 px wide) and Run All. Returns the page and its console log."""
    write_notebook(server.root / name, cells)
    page = browser.new_context(viewport={"width": 1280, "height": height}).new_page()
    log = PageLog(page)
    page.set_default_timeout(20_000)
    open_and_run(page, server, name, workspace=workspace)
    return page, log


#: A cell-source snippet for test notebooks: ``keep(name, widget)`` registers a widget and calls
#: the notebook's ``dump()`` (which writes the kernel-side state file) now and on every change.
KEEP = """
def keep(name, w):
    widgets[name] = w
    w.observe(dump)
    dump()
    return w
"""


class NotebookPage:
    """An open test notebook: the page, the kernel's state file, and a way to run Python.

    The notebook's cells write the widgets' kernel-side state as JSON to ``state_file`` when it
    changes; its last cell runs the file ``command`` (which then writes its run number to
    ``done``), so ``kernel(code)`` can run code in the notebook's own kernel and wait for it.
    """

    def __init__(
        self,
        page: Any,
        root: Path,
        log: PageLog,
        *,
        state_file: str,
        command: str = "cmd.py",
        done: str = "cmd_done.json",
    ) -> None:
        self.page, self.root, self.log = page, root, log
        self.state_file = root / state_file
        self.command, self.done = command, done
        self.runs = 0

    def state(self, predicate: Any = lambda s: True, timeout: float = 15) -> dict[str, Any]:
        """The kernel's state once ``predicate`` holds for it."""
        return wait_json(self.state_file, predicate, timeout)

    def kernel(self, code: str) -> None:
        """Run Python in the notebook's kernel (through the last cell) and wait until it ran."""
        self.runs += 1
        done = self.root / self.done
        (self.root / self.command).write_text(
            code + f"\npathlib.Path({self.done!r}).write_text('{self.runs}')\n"
        )
        self.page.locator(".jp-Notebook .jp-Cell").last.locator(".jp-InputArea-editor").click()
        self.page.keyboard.press("Control+Enter")
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if done.exists() and done.read_text() == str(self.runs):
                return
            time.sleep(0.02)
        raise AssertionError(f"the kernel did not run {code!r}\n{self.log}")

    def acknowledged(self) -> dict[str, Any]:
        """The kernel's state once it has handled every message the page sent before this call.

        A cell run goes to the kernel on the same shell channel as the widgets' messages, and
        the kernel handles that channel in order: when the cell has run, every earlier widget
        message has been handled (and its state change written). The positive signal that a
        "nothing changed" check waits for.
        """
        self.kernel("pass")
        return self.state()


def axe_source() -> str:
    """axe-core's ``axe.min.js``, as bundled by the ``axe-playwright-python`` test dependency
    (no network at test time; the repository keeps no copy)."""
    from importlib.resources import files

    return (files("axe_playwright_python") / "axe.min.js").read_text(encoding="utf-8")


#: JupyterLab's body and shell are `overflow: hidden` around absolutely placed panels: axe then
#: takes all notebook text for clipped and checks no contrast at all. While axe runs, they
#: overflow visibly instead (nothing moves: the panels are placed absolutely).
AXE_UNCLIP = "body, .jp-LabShell { overflow: visible !important; }"


def axe_violations(page: Any, selector: str, impacts: tuple[str, ...] = ("serious", "critical")):
    """axe-core's violations of ``impacts`` inside the elements matching ``selector``: a list
    of ``{id, impact, help, nodes: [{target, summary}]}``. Injects axe into the page once; the
    elements should be scrolled into view (JupyterLab draws no cell out of view)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(axe_source())
    result = page.evaluate(
        """async ([selector, unclip]) => {
            const style = document.createElement("style");
            style.textContent = unclip;
            document.head.append(style);
            try {
                const r = await axe.run({ include: [[selector]] }, { resultTypes: ["violations"] });
                return r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
                    nodes: v.nodes.map(n => ({ target: n.target, summary: n.failureSummary })) }));
            } finally {
                style.remove();
            }
        }""",
        [selector, AXE_UNCLIP],
    )
    return [v for v in result if v["impact"] in impacts]


def assert_no_serious_axe_violation(page: Any) -> None:
    """WCAG 2 A/AA by axe-core on the whole page: nothing serious or critical."""
    violations = axe_violations(page, "body")
    assert not violations, [(v["id"], v["help"], v["nodes"][:3]) for v in violations]
