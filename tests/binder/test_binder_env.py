"""The Binder environment, built the way Binder builds it, from ``binder/`` alone.

One module fixture does what repo2docker's Python build pack does: a fresh virtual environment
of the Python that ``binder/runtime.txt`` names, ``pip install -r binder/requirements.txt``,
then ``binder/postBuild`` run from a copy of the repository root with that environment's
``bin`` first on PATH. Nothing from the development venv is used inside it: the lessons run in
a kernel whose kernelspec points at the new environment's python, and every test checks
something a learner opening the Binder link depends on.

Timings go to ``test-artifacts/binder-timings.json``.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
import pytest
from jupyter_client import AsyncKernelManager
from jupyter_client.kernelspec import KernelSpecManager
from nbclient import NotebookClient

from ..browser.harness import free_port, stop_group

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"
ARTIFACTS = ROOT / "test-artifacts"
KERNEL_NAME = "tractor-binder"
# The first lessons: 00 and whichever of 01-03 exist when the tests are collected.
FIRST_LESSONS = sorted(
    p.name for p in (ROOT / "notebooks").glob("0*.ipynb") if re.match(r"0[0-3]-", p.name)
)
BUILD_BUDGET_S = 180.0
# What the README's Binder link must contain: JupyterLab opened at a lesson.
BINDER_LINK = re.compile(
    r"https://mybinder\.org/v2/gh/[\w.-]+/tractor-widgets/HEAD\?urlpath=lab/tree/([\w./-]+\.ipynb)"
)
PROBE = (
    "import json, sys, anywidget, ipywidgets, tractor_engine, tractor_widgets\n"
    'print("BINDER-PROBE " + json.dumps({"prefix": sys.prefix, "executable": sys.executable,\n'
    '    "tractor_widgets": tractor_widgets.__file__, "tractor_engine": tractor_engine.__file__,\n'
    '    "anywidget": anywidget.__version__, "ipywidgets": ipywidgets.__version__}))'
)


def _pins() -> dict[str, str]:
    """``binder/requirements.txt`` as {normalized name: version}."""
    pins = {}
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            pins[re.sub(r"[-_.]+", "-", name).lower()] = version
    return pins


def _runtime_python() -> str:
    """A python of the version ``binder/runtime.txt`` names (``python-3.11``), or skip."""
    text = (BINDER / "runtime.txt").read_text().strip()
    match = re.fullmatch(r"python-(\d+)\.(\d+)", text)
    assert match, f"binder/runtime.txt should read like python-3.11, not {text!r}"
    wanted = (int(match[1]), int(match[2]))
    if sys.version_info[:2] == wanted:
        return sys.executable
    found = shutil.which(f"python{wanted[0]}.{wanted[1]}")
    if not found:
        pytest.skip(f"binder/runtime.txt asks for {text} and no python{wanted[0]}.{wanted[1]} here")
    return found


def _copy_repository(dest: Path) -> None:
    """The files a push would hold (tracked, plus untracked ones not ignored), as Binder's
    checkout: no .venv, build output or caches."""
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT, check=True, capture_output=True,
        ).stdout  # fmt: skip
        files = [f for f in out.decode().split("\0") if f]
    except (OSError, subprocess.CalledProcessError):
        files = []
    if not files:  # not a git checkout: copy the tree without the usual local clutter
        ignore = shutil.ignore_patterns(
            ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache",
            ".hypothesis", "test-artifacts", ".ipynb_checkpoints",
        )  # fmt: skip
        shutil.copytree(ROOT, dest, ignore=ignore, dirs_exist_ok=True)
        return
    for name in files:
        src = ROOT / name
        if src.is_file():  # listed but deleted in the working tree: not pushed either
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)


def _run(cmd: list[str], *, cwd: Path, env: dict[str, str], what: str) -> str:
    """Run a command; fail naming it (with its output) unless it exits 0; return stdout and
    stderr together (``jupyter labextension list`` writes to stderr)."""
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, (
        f"{what} failed ({proc.returncode}): {' '.join(cmd)}\n"
        f"--- stdout\n{proc.stdout[-4000:]}\n--- stderr\n{proc.stderr[-4000:]}"
    )
    return proc.stdout + proc.stderr


@dataclass
class BinderEnv:
    """The built environment: its prefix, the repository copy (Binder's home), the kernelspec
    folder, the environment variables of a process inside it, and step timings in seconds."""

    tmp: Path
    prefix: Path
    home: Path
    kernels: Path
    env: dict[str, str]
    postbuild_output: str
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def python(self) -> Path:
        return self.prefix / "bin" / "python"

    def run(self, *args: str, what: str, cwd: Path | None = None) -> str:
        return _run([*args], cwd=cwd or self.tmp, env=self.env, what=what)


@pytest.fixture(scope="module")
def binder_env() -> Iterator[BinderEnv]:
    tmp = Path(tempfile.mkdtemp(prefix="tw-binder-"))
    prefix, home, kernels = tmp / "env", tmp / "home", tmp / "kernels"
    timings: dict[str, float] = {}
    start = time.monotonic()

    def lap(name: str, since: float) -> float:
        now = time.monotonic()
        timings[name] = round(now - since, 2)
        return now

    t = time.monotonic()
    _copy_repository(home)
    t = lap("copy repository", t)
    python = _runtime_python()
    _run([python, "-m", "venv", str(prefix)], cwd=tmp, env=dict(os.environ), what="python -m venv")
    t = lap("python -m venv", t)

    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "PYTHONHOME"}}
    env["PATH"] = f"{prefix / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["VIRTUAL_ENV"] = str(prefix)
    env["JUPYTER_CONFIG_DIR"] = str(tmp / "config")  # nothing from this user's ~/.jupyter
    env["JUPYTER_RUNTIME_DIR"] = str(tmp / "runtime")
    env.pop("JUPYTER_PATH", None)
    env.pop("JUPYTER_DATA_DIR", None)
    env["PYTHONUNBUFFERED"] = "1"

    reqs = home / "binder" / "requirements.txt"
    _run([str(prefix / "bin" / "python"), "-m", "pip", "install", "-q", "-r", str(reqs)],
         cwd=home, env=env, what="pip install -r binder/requirements.txt")  # fmt: skip
    t = lap("pip install -r binder/requirements.txt", t)

    post_build = home / "binder" / "postBuild"
    post_build.chmod(post_build.stat().st_mode | 0o111)  # repo2docker does chmod +x too
    out = _run(["./binder/postBuild"], cwd=home, env=env, what="binder/postBuild")
    t = lap("binder/postBuild", t)

    _run([str(prefix / "bin" / "python"), "-m", "ipykernel", "install", "--prefix", str(kernels),
          "--name", KERNEL_NAME, "--display-name", "Python 3 (Binder environment)"],
         cwd=tmp, env=env, what="ipykernel install")  # fmt: skip
    lap("kernelspec", t)
    timings["build total"] = round(time.monotonic() - start, 2)

    built = BinderEnv(tmp, prefix, home, kernels / "share" / "jupyter" / "kernels", env, out,
                      timings)  # fmt: skip
    yield built
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "binder-timings.json").write_text(json.dumps(timings, indent=2) + "\n")
    shutil.rmtree(tmp, ignore_errors=True)


# --- the files themselves (fast) ------------------------------------------------------------


def test_requirements_pin_every_package_exactly() -> None:
    lines = [
        line.strip()
        for line in (BINDER / "requirements.txt").read_text().splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    loose = [line for line in lines if not re.fullmatch(r"[A-Za-z0-9][\w.-]*==[\w.+!-]+", line)]
    assert not loose, f"binder/requirements.txt: not pinned with ==: {loose}"
    pins = _pins()
    for needed in ("jupyterlab", "anywidget", "ipywidgets", "traitlets", "ipykernel", "voila"):
        assert needed in pins, f"binder/requirements.txt does not pin {needed}"
    assert "tractor-widgets" not in pins, "the project is installed by postBuild, not pinned"
    for code in ("es-es", "zh-cn", "pl-pl", "hu-hu", "id-id"):  # the menus can follow the engine
        assert f"jupyterlab-language-pack-{code}" in pins, f"no JupyterLab language pack {code}"
    for tool in ("pytest", "playwright", "ruff", "hypothesis"):
        assert tool not in pins, f"binder/requirements.txt pins the test tool {tool}"


def test_readme_binder_link_opens_an_existing_lesson() -> None:
    readme = (ROOT / "README.md").read_text()
    links = BINDER_LINK.findall(readme)
    assert links, "README.md has no mybinder.org link with urlpath=lab/tree/<lesson>.ipynb"
    assert "mybinder.org/badge_logo.svg" in readme, "README.md shows no Binder badge"
    for path in links:
        assert (ROOT / path).is_file(), f"README's Binder link opens {path}, which does not exist"


# --- the built environment (slow) -----------------------------------------------------------


@pytest.mark.binder
def test_build_is_quick_and_consistent(binder_env: BinderEnv) -> None:
    total = binder_env.timings["build total"]
    print("binder build timings (s):", json.dumps(binder_env.timings))
    assert total < BUILD_BUDGET_S, f"the Binder build took {total:.0f} s: {binder_env.timings}"
    binder_env.run(str(binder_env.python), "-m", "pip", "check", what="pip check")


@pytest.mark.binder
def test_postbuild_installs_the_project_into_the_environment(binder_env: BinderEnv) -> None:
    site = binder_env.prefix / "lib"
    out = binder_env.run(
        str(binder_env.python), "-c",
        "import json, importlib.resources as r, tractor_engine, tractor_widgets\n"
        "s = r.files('tractor_widgets') / 'static'\n"
        "print(json.dumps({'tw': tractor_widgets.__file__, 'te': tractor_engine.__file__,\n"
        "    'static': sorted(p.name for p in s.iterdir())}))",
        what="import the installed project",
    )  # fmt: skip
    found = json.loads(out.strip().splitlines()[-1])
    for key in ("tw", "te"):
        assert Path(found[key]).is_relative_to(site), f"{key} imported from {found[key]}"
    assert {"cards.js", "cards.css", "legal_play.js"} <= set(found["static"]), found["static"]

    overrides = binder_env.prefix / "share/jupyter/lab/settings/overrides.json"
    assert overrides.is_file(), f"postBuild wrote no {overrides}"
    news = json.loads(overrides.read_text())["@jupyterlab/apputils-extension:notification"]
    assert news == {"fetchNews": "false", "checkForUpdates": False}

    listing = binder_env.run(
        str(binder_env.prefix / "bin" / "jupyter"), "labextension", "list", what="labextensions"
    )
    for ext in ("anywidget", "@jupyter-widgets/jupyterlab-manager"):
        assert ext in listing, f"JupyterLab in the Binder env lacks the {ext} extension"
    binder_env.run(str(binder_env.prefix / "bin" / "voila"), "--version", what="voila --version")
    usage = binder_env.run(
        str(binder_env.python), "-m", "tractor_widgets", "present", "--help", what="present --help"
    )
    assert "--no-browser" in usage


@contextlib.contextmanager
def _lab(binder_env: BinderEnv) -> Iterator[tuple[str, str]]:
    """The Binder environment's own ``jupyter lab`` serving its home; yields its base URL and
    token."""
    port, token = free_port(), "binder-test"
    log = binder_env.tmp / "lab.log"
    cmd = [
        str(binder_env.prefix / "bin" / "jupyter"), "lab", "--no-browser", "--allow-root",
        f"--port={port}", "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={token}",
        f"--notebook-dir={binder_env.home}", "--ServerApp.port_retries=0",
    ]  # fmt: skip
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, cwd=binder_env.home, env=binder_env.env, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, f"jupyter lab exited:\n{log.read_text()[-3000:]}"
            try:
                with urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2):
                    break
            except OSError:
                assert time.monotonic() < deadline, f"no answer:\n{log.read_text()[-3000:]}"
                time.sleep(0.2)
        yield base, token
    finally:
        stop_group(proc)


def _get_json(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=10) as r:
        assert r.status == 200, url
        return json.load(r)


@pytest.mark.binder
def test_jupyterlab_of_the_environment_opens_the_readme_link(binder_env: BinderEnv) -> None:
    lessons = sorted(set(BINDER_LINK.findall((ROOT / "README.md").read_text())))
    assert lessons, "README.md has no Binder link to a lesson"
    start = time.monotonic()
    with _lab(binder_env) as (base, token):
        for lesson in lessons:
            with urllib.request.urlopen(f"{base}/lab/tree/{lesson}?token={token}") as r:
                assert r.status == 200, lesson
            model = _get_json(f"{base}/api/contents/{lesson}?token={token}&content=0")
            assert model["type"] == "notebook", model
        # The override is what the server hands JupyterLab: no news toast over the lesson.
        news = _get_json(
            f"{base}/lab/api/settings/@jupyterlab/apputils-extension:notification?token={token}"
        )
        assert news["schema"]["properties"]["fetchNews"]["default"] == "false"
    binder_env.timings["jupyter lab check"] = round(time.monotonic() - start, 2)


@pytest.mark.binder
def test_kernelspec_points_at_the_new_environment(binder_env: BinderEnv) -> None:
    spec = KernelSpecManager(kernel_dirs=[str(binder_env.kernels)]).get_kernel_spec(KERNEL_NAME)
    assert Path(spec.argv[0]) == binder_env.python, spec.argv


@pytest.mark.binder
@pytest.mark.parametrize("lesson", FIRST_LESSONS)
def test_first_lessons_run_in_the_binder_kernel(binder_env: BinderEnv, lesson: str) -> None:
    path = binder_env.home / "notebooks" / lesson
    nb = nbformat.read(path, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(PROBE))
    km = AsyncKernelManager(
        kernel_name=KERNEL_NAME,
        kernel_spec_manager=KernelSpecManager(kernel_dirs=[str(binder_env.kernels)]),
    )
    start = time.monotonic()
    NotebookClient(nb, km=km, timeout=60, resources={"metadata": {"path": str(path.parent)}}
                   ).execute(env=binder_env.env, cleanup_kc=True)  # fmt: skip
    # cleanup_kc: nbclient keeps a kernel it did not start alive; this one must stop here.
    binder_env.timings[f"run {lesson}"] = round(time.monotonic() - start, 2)

    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    errors = [f"{o.ename}: {o.evalue}" for o in outputs if o.output_type == "error"]
    assert not errors, f"{lesson} raised in the Binder kernel: {errors}"

    probe = next(
        o.text
        for o in nb.cells[-1].outputs
        if o.output_type == "stream" and "BINDER-PROBE" in o.text
    )
    seen = json.loads(probe.split("BINDER-PROBE ", 1)[1])
    assert Path(seen["prefix"]).resolve() == binder_env.prefix.resolve(), seen
    assert Path(seen["executable"]).parent.resolve() == (binder_env.prefix / "bin").resolve(), seen
    for key in ("tractor_widgets", "tractor_engine"):
        assert Path(seen[key]).is_relative_to(binder_env.prefix / "lib"), seen
    pins = _pins()
    assert (seen["anywidget"], seen["ipywidgets"]) == (pins["anywidget"], pins["ipywidgets"])

    # Widgets made by the lesson have their state saved, so the comm layer worked in this env.
    views = [
        o.data["application/vnd.jupyter.widget-view+json"]["model_id"]
        for o in outputs
        if "application/vnd.jupyter.widget-view+json" in o.get("data", {})
    ]
    if views:
        state = nb.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
        missing = [m for m in views if m not in state]
        assert not missing, f"{lesson}: widget models without saved state: {missing}"
